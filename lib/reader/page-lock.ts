/**
 * What the reader borrows from the page while it is open, and gives back exactly on close: the
 * page's scrolling and the focus.
 */

/**
 * The element that really has focus, looking inside shadow roots (the banner's button): open ones,
 * and closed ones `shadowOf` knows the way into (the extension's own).
 */
export function deepActiveElement(doc: Document, shadowOf: (host: Element) => ShadowRoot | null = (host) => host.shadowRoot): Element | null {
  let el: Element | null = doc.activeElement;
  for (let root = el && shadowOf(el); root?.activeElement; root = shadowOf(el)) el = root.activeElement;
  return el;
}

export interface LockOptions {
  /**
   * Hold the page's scroll position instead of hiding its scrollbar. Changing <html>'s overflow
   * makes the browser revisit the whole page (measured: a 120–200 ms task on a 500,000-word page),
   * so on huge pages the position is put back whenever something scrolls it.
   */
  hold?: boolean;
}

/** Hides the page's scrollbar (inline overflow on <html> and <body>, `!important` included). */
function hideScrollbars(doc: Document): () => void {
  const saved = [doc.documentElement, doc.body]
    .filter((el): el is HTMLElement => !!el)
    .map((el) => ({ el, value: el.style.getPropertyValue('overflow'), priority: el.style.getPropertyPriority('overflow') }));
  for (const { el } of saved) el.style.setProperty('overflow', 'hidden', 'important');
  return () => {
    for (const { el, value, priority } of saved) {
      if (value) el.style.setProperty('overflow', value, priority);
      else el.style.removeProperty('overflow');
      if (el.getAttribute('style') === '') el.removeAttribute('style');
    }
  };
}

/** Puts the page back where it was whenever it scrolls (the overlay covers it, so nothing shows). */
function holdScroll(win: Window): () => void {
  const { scrollX, scrollY } = win;
  const back = () => {
    if (win.scrollX !== scrollX || win.scrollY !== scrollY) win.scrollTo(scrollX, scrollY);
  };
  win.addEventListener('scroll', back, { passive: true });
  return () => {
    win.removeEventListener('scroll', back);
    back();
  };
}

/**
 * While the reader is open, printing prints the reader alone: a print-only style hides the page's
 * own elements and lets our host (marked `data-gentle-reader=<marker>`) flow over the pages.
 */
function printOnly(doc: Document, marker: string): () => void {
  const style = doc.createElement('style');
  style.setAttribute('data-gentle-reader', 'print');
  // A print-only sheet (the media attribute, not an @media rule inside): the browser leaves it
  // inactive on screen, so adding it does not restyle a 500,000-word page.
  style.media = 'print';
  style.textContent = `body > :not([data-gentle-reader="${marker}"]) { display: none !important; }
[data-gentle-reader="${marker}"] { display: block !important; position: static !important; width: auto !important; height: auto !important; }`;
  (doc.head ?? doc.documentElement).append(style);
  return () => style.remove();
}

/**
 * Locks page scrolling, remembers the focus, and prints only the overlay marked `printMarker`;
 * the returned function restores all three.
 */
export function lockPage(doc: Document, options: LockOptions = {}, printMarker = 'reader', shadowOf?: (host: Element) => ShadowRoot | null): () => void {
  const focused = deepActiveElement(doc, shadowOf);
  const win = doc.defaultView;
  const release = options.hold && win ? holdScroll(win) : hideScrollbars(doc);
  const unprint = printOnly(doc, printMarker);
  return () => {
    unprint();
    release();
    (focused as HTMLElement | null)?.focus?.({ preventScroll: true });
  };
}
