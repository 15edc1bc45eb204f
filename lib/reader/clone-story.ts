/**
 * Copies the story's blocks out of the page for the reader, keeping paragraphs, emphasis, rules,
 * images and lists, and dropping everything that could run, load, or show text the adapter did not
 * count (scripts, styles, hidden or anti-piracy text, frames, forms). The page is never modified.
 * Each clone's text is checked against the adapter's paragraph; on any difference the paragraph is
 * rebuilt from the adapter's text, so the reader always shows exactly `story.paragraphs`.
 */
import { t } from '../i18n/translate';

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
  /** The address a page image was shown from, if the page loaded it (default: loadedImageSource). */
  imageSource?: (img: HTMLImageElement) => string | undefined;
}

/**
 * The address the page itself showed an image from, or undefined when the page has not loaded it
 * (a lazy image never scrolled to, a srcset candidate it did not pick): the reader shows only what
 * the page already fetched, so opening it tells no image host anything (audit F6).
 */
export function loadedImageSource(img: HTMLImageElement): string | undefined {
  return img.complete && img.naturalWidth > 0 && img.currentSrc ? img.currentSrc : undefined;
}

/** An image the page had not loaded: a button the reader can click to load it (lib users wire the click). */
export const IMAGE_PLACEHOLDER_CLASS = 'rd-image-load';

/** Each image of the copy, as the page showed it (that address) or as a click-to-load placeholder. */
function holdImages(original: Element, copy: Element, options: CloneOptions): (root: Element) => Element {
  const originals = original.tagName === 'IMG' ? [original] : [...original.querySelectorAll('img')];
  const copies = copy.tagName === 'IMG' ? [copy] : [...copy.querySelectorAll('img')];
  const shown = options.imageSource ?? loadedImageSource;
  const plans = copies.map((img, i) => {
    const page = originals[i] as HTMLImageElement | undefined;
    const source = page && shown(page);
    const wanted = page ? page.src || page.getAttribute('src') || '' : '';
    for (const name of ['src', 'srcset', 'sizes', 'loading']) img.removeAttribute(name);
    return { img, source: source && SAFE_URL.test(source) ? source : undefined, wanted: SAFE_URL.test(wanted) ? wanted : undefined };
  });
  // Applied once the copy is clean: returns its root (itself a placeholder, for a lone image).
  return (cleaned) => {
    let root = cleaned;
    for (const { img, source, wanted } of plans) {
      if (img !== root && !root.contains(img)) continue; // dropped as hidden
      if (source) {
        img.setAttribute('src', source);
        continue;
      }
      img.removeAttribute('src');
      if (!wanted) continue;
      const button = img.ownerDocument.createElement('button');
      button.type = 'button';
      button.className = IMAGE_PLACEHOLDER_CLASS;
      button.dataset.rdImage = wanted;
      button.setAttribute('aria-label', img.getAttribute('alt') ? t('reader_show_image_alt', img.getAttribute('alt')!) : t('reader_show_image'));
      if (img.getAttribute('alt')) button.dataset.rdAlt = img.getAttribute('alt')!;
      img.replaceWith(button);
      if (img === root) root = button;
    }
    return root;
  };
}

/** Hidden by the page's own CSS (Royal Road hides anti-piracy lines behind random class names). */
export function hiddenByComputedStyle(el: Element): boolean {
  // Only elements a stylesheet can single out: asking the style of every <em> would cost time.
  if (!el.hasAttribute('class') && !el.hasAttribute('id')) return false;
  const style = el.ownerDocument.defaultView?.getComputedStyle(el);
  return style?.display === 'none' || style?.visibility === 'hidden';
}

/** Whitespace-insensitive text, the form adapters and the reader compare in. */
export function normalizeText(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

const DROP_SELECTOR = [...DROP].map((t) => t.toLowerCase()).join(', ') + ', [hidden], [aria-hidden="true"]';

function inlineHidden(el: Element): boolean {
  if (el.hasAttribute('hidden') || el.getAttribute('aria-hidden') === 'true') return true;
  const style = (el.getAttribute('style') ?? '').replace(/\s+/g, '').toLowerCase();
  return style.includes('display:none') || style.includes('visibility:hidden');
}

/**
 * The reader's own class names (rd-…, the banner's gr-…): story markup wearing them would take the
 * reader's styles (a paragraph of class "rd-dialog" becomes a fixed box over the text, audit F8).
 */
const OUR_CLASS = /^(?:rd|gr)-/i;

/** The element's classes without any that collide with the reader's; the attribute goes if none is left. */
function dropOurClasses(el: Element): void {
  const value = el.getAttribute('class');
  if (!value) return;
  const kept = value.split(/\s+/).filter((name) => name && !OUR_CLASS.test(name));
  if (kept.length) el.setAttribute('class', kept.join(' '));
  else el.removeAttribute('class');
}

/** Leaves only the safe attributes on `el` (in place: `el` is our own copy). */
function keepSafeAttributes(el: Element): void {
  const tag = el.tagName;
  const src = tag === 'IMG' ? (el as HTMLImageElement).src || el.getAttribute('src') || '' : '';
  const alt = tag === 'IMG' ? el.getAttribute('alt') ?? '' : '';
  const href = tag === 'A' ? (el as HTMLAnchorElement).href || el.getAttribute('href') || '' : '';
  // An abbreviation's title is its expansion; elsewhere a title may be our own page-shield label.
  const keep = tag === 'ABBR' ? [...SAFE_ATTRIBUTES, 'title'] : SAFE_ATTRIBUTES;
  for (const name of el.getAttributeNames()) {
    if (!keep.includes(name) || !el.getAttribute(name)) el.removeAttribute(name);
  }
  dropOurClasses(el);
  if (tag === 'IMG') {
    if (SAFE_URL.test(src)) el.setAttribute('src', src);
    el.setAttribute('alt', alt);
  } else if (href && /^https?:/i.test(href)) {
    el.setAttribute('href', href);
    el.setAttribute('target', '_blank');
    el.setAttribute('rel', 'noopener noreferrer');
  }
}

/** An element we do not keep becomes a span holding its (already cleaned) children, in its place. */
function unwrapToSpan(el: Element): Element {
  const span = el.ownerDocument.createElement('span');
  for (const name of SAFE_ATTRIBUTES) {
    const value = el.getAttribute(name);
    if (value) span.setAttribute(name, value);
  }
  span.append(...el.childNodes);
  el.replaceWith(span);
  return span;
}

/**
 * One document with no window per page, where copies are cleaned: nothing in it loads. One, not
 * one a block: a new document for each of a 500,000-word work's 50,000 blocks made the garbage
 * collector stop the page for 20-40 ms at a time while the reader built the text.
 */
const inertDocuments = new WeakMap<Document, Document>();
function inertDocument(owner: Document): Document | undefined {
  let inert = inertDocuments.get(owner);
  if (!inert) {
    inert = owner.implementation?.createHTMLDocument?.('');
    if (inert) inertDocuments.set(owner, inert);
  }
  return inert;
}

/**
 * A safe deep copy of `el` for the reader, or null when `el` itself is dropped. The browser clones
 * natively (no script object per text node, which matters at 500,000 words); then what is unsafe
 * or hidden is taken out of the copy. The page's own element is never changed.
 */
export function sanitizeClone(el: Element, options: CloneOptions): Element | null {
  const { doc, isHidden } = options;
  if (DROP.has(el.tagName.toUpperCase()) || inlineHidden(el) || isHidden?.(el)) return null;
  // Copied into a document with no window first: nothing in it loads while it is being cleaned.
  const inert = inertDocument(el.ownerDocument);
  const copy = (inert ? inert.importNode(el, true) : el.ownerDocument === doc ? el.cloneNode(true) : doc.importNode(el, true)) as Element;
  const finishImages = holdImages(el, copy, options);
  if (isHidden && el.firstElementChild) {
    // Hidden by the page's CSS: judged on the originals, matched to the copies in document order.
    const originals = el.querySelectorAll('[class], [id]');
    const copies = copy.querySelectorAll('[class], [id]');
    originals.forEach((original, i) => isHidden(original) && copies[i].remove());
  }
  copy.querySelectorAll(DROP_SELECTOR).forEach((e) => e.remove());
  copy.querySelectorAll('[style]').forEach((e) => inlineHidden(e) && e.remove());
  // Deepest first, so an unwrapped parent takes children that are already clean.
  const all = [...copy.querySelectorAll('*')].reverse();
  for (const e of all) keepSafeAttributes(KEEP.has(e.tagName.toUpperCase()) ? e : unwrapToSpan(e));
  const root = KEEP.has(copy.tagName.toUpperCase()) ? copy : unwrapToSpan(copy);
  keepSafeAttributes(root);
  return finishImages(root);
}

/** The reader's copy of one block: the sanitised clone, or a plain paragraph of the adapter's text. */
export function cloneBlock(block: Element | undefined, text: string, options: CloneOptions): Element {
  const copy = block ? sanitizeClone(block, options) : null;
  if (copy && normalizeText(copy.textContent ?? '') === normalizeText(text)) return copy;
  const p = options.doc.createElement('p');
  p.textContent = text;
  p.setAttribute('data-rd-plain', ''); // rebuilt from the adapter's text: the tests count these
  return p;
}

/**
 * Rules and images that sit between two consecutive blocks (siblings in the page) and hold no text:
 * adapters skip them as paragraphs, but they are part of how the story looks.
 */
/** A rule (<hr>) the page draws between two blocks: a scene break that is not written as text. */
export function ruleBetween(previous: Element | undefined, next: Element): boolean {
  if (!previous || previous === next || previous.parentNode !== next.parentNode) return false;
  for (let el = previous.nextElementSibling; el && el !== next; el = el.nextElementSibling) {
    if ((el.tagName === 'HR' || el.querySelector('hr')) && normalizeText(el.textContent ?? '') === '') return true;
  }
  return false;
}

export function decorationsBetween(previous: Element | undefined, next: Element, options: CloneOptions): Element[] {
  // Paragraphs split from one element (<br><br>) share it: nothing lies between them.
  if (!previous || previous === next || previous.parentNode !== next.parentNode) return [];
  const out: Element[] = [];
  // Elements only: walking the text nodes between blocks would cost a script object for each.
  for (let el = previous.nextElementSibling; el && el !== next; el = el.nextElementSibling) {
    if (el.tagName !== 'HR' && el.tagName !== 'IMG' && !el.querySelector('img, hr')) continue;
    if (normalizeText(el.textContent ?? '') !== '') continue;
    const copy = sanitizeClone(el, options);
    if (copy) out.push(copy);
  }
  return out;
}
