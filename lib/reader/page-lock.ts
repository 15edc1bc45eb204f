/**
 * What the reader borrows from the page while it is open, and gives back exactly on close:
 * the scroll of <html> and <body> (inline overflow, including an `!important`), and the focus.
 */

interface SavedStyle {
  el: HTMLElement;
  value: string;
  priority: string;
}

/** The element that really has focus, looking inside open shadow roots (the banner's button). */
export function deepActiveElement(doc: Document): Element | null {
  let el: Element | null = doc.activeElement;
  while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
  return el;
}

/** Locks page scrolling and remembers the focus; the returned function restores both. */
export function lockPage(doc: Document): () => void {
  const focused = deepActiveElement(doc);
  const saved: SavedStyle[] = [doc.documentElement, doc.body]
    .filter((el): el is HTMLElement => !!el)
    .map((el) => ({ el, value: el.style.getPropertyValue('overflow'), priority: el.style.getPropertyPriority('overflow') }));
  for (const { el } of saved) el.style.setProperty('overflow', 'hidden', 'important');
  return () => {
    for (const { el, value, priority } of saved) {
      if (value) el.style.setProperty('overflow', value, priority);
      else el.style.removeProperty('overflow');
      if (el.getAttribute('style') === '') el.removeAttribute('style');
    }
    (focused as HTMLElement | null)?.focus?.({ preventScroll: true });
  };
}
