/**
 * A page script can remove our banner or summary from its page (audit F4). When it does, the host
 * goes back where it was, with its shadow root and the reader's state in it. Bounded: a page that
 * removes it over and over gets it back `MAX_RESTORES` times, then we stop, so a hostile page and
 * this watcher can never keep each other busy.
 */

/** Restores a host at most this often in a page's life: a site re-rendering its header needs a few. */
export const MAX_RESTORES = 20;

/** Watches the host's parent (not the whole page: a 500,000-word page is not observed) and puts it back. */
export function keepInPage(host: HTMLElement): () => void {
  const parent = host.parentNode;
  if (!parent) return () => {};
  let restores = 0;
  const observer = new MutationObserver((records) => {
    if (host.isConnected || !parent.isConnected) return;
    if (restores >= MAX_RESTORES) return observer.disconnect();
    const removal = records.find((r) => Array.from(r.removedNodes).includes(host));
    const next = removal?.nextSibling?.parentNode === parent ? removal.nextSibling : null;
    restores++;
    parent.insertBefore(host, next);
  });
  observer.observe(parent, { childList: true });
  return () => observer.disconnect();
}
