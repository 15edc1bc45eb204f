/**
 * Watches a story container for text added after load (Wattpad's scroll-loaded pages, XenForo's
 * new posts, AO3's own scripts) and reports only the new blocks, so only they are read again.
 * DOM only: no extension APIs, so it runs in tests and in any content script.
 */

/**
 * Quiet time after the last mutation before reporting. Sites add text in bursts (a Wattpad page is
 * dozens of paragraph insertions in one task, XenForo swaps a post in several steps); 300 ms folds a
 * burst into one report and is still well under the time a reader takes to reach the new text.
 */
export const CHANGE_DEBOUNCE_MS = 300;

/** Every element Gentle Reader inserts carries this attribute; changes inside them are ours. */
export const OWN_UI_ATTRIBUTE = 'data-gentle-reader';
/** On the banner's host while a very long page's text is still read (the banner shows the tags' warnings so far). */
export const STILL_READING_ATTRIBUTE = 'data-gentle-reader-still-reading';

export interface WatchOptions {
  /** Which added elements are blocks to read again (say 'p[data-p-id]'); default: every added element. */
  blockSelector?: string;
  /** Called once per burst with the new blocks, in document order; never with an empty list. */
  onAdded(blocks: Element[]): void;
  debounceMs?: number;
}

const OWN_UI = `[${OWN_UI_ATTRIBUTE}]`;

function isOurs(node: Node): boolean {
  const el = node.nodeType === 1 ? (node as Element) : node.parentElement;
  return !!el?.closest(OWN_UI);
}

function blocksIn(el: Element, selector: string | undefined): Element[] {
  if (!selector) return [el];
  const found = el.matches(selector) ? [el] : [];
  return found.concat(Array.from(el.querySelectorAll(selector)));
}

function inDocumentOrder(a: Element, b: Element): number {
  // DOCUMENT_POSITION_FOLLOWING = 4: b comes after a.
  return a.compareDocumentPosition(b) & 4 ? -1 : 1;
}

/** Starts watching `root`; returns a function that stops watching and drops any pending report. */
export function watchChanges(root: Element, options: WatchOptions): () => void {
  const pending = new Set<Element>();
  let timer: ReturnType<typeof setTimeout> | undefined;

  const flush = () => {
    timer = undefined;
    // Keep what is still in the page and not ours; without a selector, only the outermost additions.
    const live = Array.from(pending).filter((el) => el.isConnected && root.contains(el) && !isOurs(el));
    pending.clear();
    const nested = (el: Element) => !options.blockSelector && live.some((other) => other !== el && other.contains(el));
    const added = live.filter((el) => !nested(el));
    if (added.length) options.onAdded(added.sort(inDocumentOrder));
  };

  const observer = new MutationObserver((records) => {
    for (const record of records) {
      if (isOurs(record.target)) continue;
      for (const node of Array.from(record.addedNodes)) {
        if (node.nodeType !== 1 || isOurs(node)) continue;
        for (const block of blocksIn(node as Element, options.blockSelector)) pending.add(block);
      }
    }
    if (!pending.size) return;
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(flush, options.debounceMs ?? CHANGE_DEBOUNCE_MS);
  });
  observer.observe(root, { childList: true, subtree: true });

  return () => {
    observer.disconnect();
    if (timer !== undefined) clearTimeout(timer);
    pending.clear();
  };
}

/**
 * Calls `onRemoved` once per burst of changes after which any of `watched()` has left the page: the
 * site replaced or removed story text (a re-rendered paragraph loses its shield otherwise, audit
 * F10). Only removals outside our own UI start the check.
 */
export function watchRemoved(root: Element, watched: () => readonly Element[], onRemoved: () => void, debounceMs = CHANGE_DEBOUNCE_MS): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const check = () => {
    timer = undefined;
    if (watched().some((el) => !el.isConnected)) onRemoved();
  };
  const observer = new MutationObserver((records) => {
    if (!records.some((r) => r.removedNodes.length > 0 && !isOurs(r.target))) return;
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(check, debounceMs);
  });
  observer.observe(root, { childList: true, subtree: true });
  return () => {
    observer.disconnect();
    if (timer !== undefined) clearTimeout(timer);
  };
}
