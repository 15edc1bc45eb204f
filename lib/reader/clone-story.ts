/**
 * Copies the story's blocks out of the page for the reader, keeping paragraphs, emphasis, rules,
 * images and lists, and dropping everything that could run, load, or show text the adapter did not
 * count (scripts, styles, hidden or anti-piracy text, frames, forms). The page is never modified.
 * Each clone's text is checked against the adapter's paragraph; on any difference the paragraph is
 * rebuilt from the adapter's text, so the reader always shows exactly `story.paragraphs`.
 */

/** Kept as they are (with their allowed attributes). Anything else not dropped is unwrapped to a span. */
const KEEP = new Set([
  'P', 'BR', 'EM', 'I', 'STRONG', 'B', 'U', 'S', 'STRIKE', 'DEL', 'INS', 'SUB', 'SUP', 'SMALL', 'BIG', 'SPAN',
  'BLOCKQUOTE', 'UL', 'OL', 'LI', 'DL', 'DT', 'DD', 'HR', 'IMG', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'DIV', 'CENTER',
  'PRE', 'CODE', 'ABBR', 'CITE', 'Q', 'MARK', 'DFN', 'KBD', 'VAR', 'TABLE', 'THEAD', 'TBODY', 'TFOOT', 'TR', 'TD', 'TH',
  'CAPTION', 'FIGURE', 'FIGCAPTION', 'DETAILS', 'SUMMARY', 'RUBY', 'RT', 'RP', 'A',
]);
/** Dropped with everything inside. */
const DROP = new Set([
  'SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'IFRAME', 'FRAME', 'OBJECT', 'EMBED', 'FORM', 'INPUT', 'BUTTON',
  'SELECT', 'TEXTAREA', 'LINK', 'META', 'SVG', 'MATH', 'CANVAS', 'VIDEO', 'AUDIO', 'SOURCE', 'DIALOG',
]);
/** Attributes that carry no behaviour; `class` lets an AO3 work skin style the clone. */
const SAFE_ATTRIBUTES = ['class', 'lang', 'dir', 'colspan', 'rowspan', 'start', 'type', 'reversed'];
const SAFE_URL = /^(https?:|data:image\/)/i;

export interface CloneOptions {
  /** The document the clones are created in (the page's document in the extension). */
  doc: Document;
  /** Extra hidden-text test on a page element, e.g. getComputedStyle (absent in Node tests). */
  isHidden?: (el: Element) => boolean;
}

/** Whitespace-insensitive text, the form adapters and the reader compare in. */
export function normalizeText(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function inlineHidden(el: Element): boolean {
  if (el.hasAttribute('hidden') || el.getAttribute('aria-hidden') === 'true') return true;
  const style = (el.getAttribute('style') ?? '').replace(/\s+/g, '').toLowerCase();
  return style.includes('display:none') || style.includes('visibility:hidden');
}

function copyAttributes(from: Element, to: Element): void {
  for (const name of SAFE_ATTRIBUTES) {
    const value = from.getAttribute(name);
    if (value) to.setAttribute(name, value);
  }
  // An abbreviation's title is its expansion; elsewhere titles may be our own page-shield label.
  if (from.tagName === 'ABBR' && from.getAttribute('title')) to.setAttribute('title', from.getAttribute('title')!);
  if (from.tagName === 'IMG') {
    const src = (from as HTMLImageElement).src || from.getAttribute('src') || '';
    if (SAFE_URL.test(src)) to.setAttribute('src', src);
    to.setAttribute('alt', from.getAttribute('alt') ?? '');
  } else if (from.tagName === 'A') {
    const href = (from as HTMLAnchorElement).href || from.getAttribute('href') || '';
    if (/^https?:/i.test(href)) {
      to.setAttribute('href', href);
      to.setAttribute('target', '_blank');
      to.setAttribute('rel', 'noopener noreferrer');
    }
  }
}

/** Deep-copies `node` into `doc`, keeping only safe elements and attributes. */
export function sanitizeNode(node: Node, options: CloneOptions): Node | null {
  const { doc, isHidden } = options;
  if (node.nodeType === 3) return doc.createTextNode(node.nodeValue ?? '');
  if (node.nodeType !== 1) return null;
  const el = node as Element;
  const tag = el.tagName.toUpperCase();
  if (DROP.has(tag) || inlineHidden(el) || isHidden?.(el)) return null;
  const copy = doc.createElement(KEEP.has(tag) ? tag.toLowerCase() : 'span');
  copyAttributes(el, copy);
  for (let child = el.firstChild; child; child = child.nextSibling) {
    const c = sanitizeNode(child, options);
    if (c) copy.appendChild(c);
  }
  return copy;
}

/** The reader's copy of one block: the sanitised clone, or a plain paragraph of the adapter's text. */
export function cloneBlock(block: Element | undefined, text: string, options: CloneOptions): Element {
  const copy = block ? sanitizeNode(block, options) : null;
  if (copy && copy.nodeType === 1 && normalizeText(copy.textContent ?? '') === normalizeText(text)) return copy as Element;
  const p = options.doc.createElement('p');
  p.textContent = text;
  return p;
}

/**
 * Rules and images that sit between two consecutive blocks (siblings in the page) and hold no text:
 * adapters skip them as paragraphs, but they are part of how the story looks.
 */
export function decorationsBetween(previous: Element | undefined, next: Element, options: CloneOptions): Element[] {
  if (!previous || previous.parentNode !== next.parentNode) return [];
  const out: Element[] = [];
  for (let n = previous.nextSibling; n && n !== next; n = n.nextSibling) {
    if (n.nodeType !== 1 || normalizeText(n.textContent ?? '') !== '') continue;
    const el = n as Element;
    if (el.tagName !== 'HR' && !el.querySelector?.('img, hr') && el.tagName !== 'IMG') continue;
    const copy = sanitizeNode(el, options);
    if (copy) out.push(copy as Element);
  }
  return out;
}
