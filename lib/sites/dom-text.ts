/**
 * Text helpers shared by the site adapters. Standard DOM only (querySelector, childNodes,
 * textContent, getAttribute), so they run in a content script and in Node with linkedom.
 * Nothing here modifies the document.
 */

const WHITESPACE = /\s+/g;

/** Collapses runs of whitespace to one space and trims. */
export function clean(text: string | null | undefined): string {
  return text ? text.replace(WHITESPACE, ' ').trim() : '';
}

/** The cleaned text of an element, or '' when it is missing. */
export function textOf(el: Element | null | undefined): string {
  return el ? clean(el.textContent) : '';
}

/** The cleaned, non-empty texts of every element matching `selector` under `root`. */
export function textsOf(root: ParentNode | null | undefined, selector: string): string[] {
  if (!root) return [];
  const out: string[] = [];
  for (const el of Array.from(root.querySelectorAll(selector))) {
    const t = textOf(el);
    if (t) out.push(t);
  }
  return out;
}

/** Whole-word class test that tolerates missing or oddly spaced class attributes. */
export function hasClass(el: Element, name: string): boolean {
  return (' ' + (el.getAttribute('class') ?? '') + ' ').replace(WHITESPACE, ' ').includes(' ' + name + ' ');
}

/** Resolves an href against the page URL; undefined for missing or unparseable links. */
export function absoluteUrl(href: string | null | undefined, base: URL): string | undefined {
  if (!href) return undefined;
  try {
    return new URL(href, base).href;
  } catch {
    return undefined;
  }
}

// Elements that shape the flow of text into separate blocks (HTML's block-level content).
const BLOCK_TAGS = new Set([
  'ADDRESS', 'ARTICLE', 'ASIDE', 'BLOCKQUOTE', 'CENTER', 'DD', 'DETAILS', 'DIV', 'DL', 'DT', 'FIELDSET',
  'FIGCAPTION', 'FIGURE', 'FOOTER', 'FORM', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'HEADER', 'HR', 'LI', 'MAIN',
  'NAV', 'OL', 'P', 'PRE', 'SECTION', 'SUMMARY', 'TABLE', 'TBODY', 'TD', 'TFOOT', 'TH', 'THEAD', 'TR', 'UL',
]);
const BLOCK_SELECTOR = Array.from(BLOCK_TAGS).join(',').toLowerCase();

// Never story text: code, form controls and embedded documents.
const SKIP_TAGS = new Set([
  'SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'BUTTON', 'SELECT', 'OPTION', 'TEXTAREA', 'INPUT', 'IFRAME',
  'OBJECT', 'EMBED', 'CANVAS', 'SVG', 'svg', 'HEAD', 'TITLE', 'LINK', 'META',
]);
const INLINE_DISPLAY_NONE = /display\s*:\s*none/i;
const ELEMENT_NODE = 1;
const TEXT_NODE = 3;
// Two or more <br> with only spaces between them end a paragraph (FFN's older chapters, XenForo posts).
const BREAK = '\n';
const PARAGRAPH_BREAK = /\n[ \t\u00a0]*(?:\n[ \t\u00a0]*)+/;

export interface BlockOptions {
  /** Extra elements to leave out (notes inside the text, hidden landmarks, anti-piracy lines). */
  skip?: (el: Element) => boolean;
  /**
   * Text written with one <br> a paragraph and no blank lines (forum posts): when a run of text
   * holds no double <br> at all, split it at every <br>.
   */
  splitLoneBreaks?: boolean;
}

export interface Blocks {
  /** The elements the paragraphs came from. Paragraphs split at <br><br> share their element. */
  blocks: Element[];
  paragraphs: string[];
}

/** Elements that never hold readable text: scripts, form controls, hidden-by-markup elements. */
export function isSkipped(el: Element, options?: BlockOptions): boolean {
  if (SKIP_TAGS.has(el.tagName)) return true;
  if (el.hasAttribute('hidden') || el.getAttribute('aria-hidden') === 'true') return true;
  const style = el.getAttribute('style');
  if (style && INLINE_DISPLAY_NONE.test(style)) return true;
  return options?.skip?.(el) ?? false;
}

function isBlock(el: Element): boolean {
  return BLOCK_TAGS.has(el.tagName.toUpperCase());
}

/** Text of inline content with <br> kept as a line break, hidden parts left out. */
function inlineText(node: Node, options: BlockOptions | undefined, out: string[]): void {
  if (node.nodeType === TEXT_NODE) {
    out.push((node.nodeValue ?? '').replace(WHITESPACE, ' '));
    return;
  }
  if (node.nodeType !== ELEMENT_NODE) return;
  const el = node as Element;
  if (el.tagName.toUpperCase() === 'BR') {
    out.push(BREAK);
    return;
  }
  if (isSkipped(el, options)) return;
  for (let c = el.firstChild; c; c = c.nextSibling) inlineText(c, options, out);
}

function pushRun(nodes: Node[], owner: Element, options: BlockOptions | undefined, result: Blocks): void {
  const parts: string[] = [];
  for (const n of nodes) inlineText(n, options, parts);
  const joined = parts.join('');
  const pieces = options?.splitLoneBreaks && !PARAGRAPH_BREAK.test(joined) ? joined.split(BREAK) : joined.split(PARAGRAPH_BREAK);
  for (const piece of pieces) {
    const text = clean(piece);
    if (text) {
      result.blocks.push(owner);
      result.paragraphs.push(text);
    }
  }
}

/** Does this element hold blocks of its own (then each block is a paragraph, not the whole)? */
function holdsBlocks(el: Element, options: BlockOptions | undefined): boolean {
  for (let c = el.firstElementChild; c; c = c.nextElementSibling) {
    if (isSkipped(c, options)) continue;
    if (isBlock(c) || c.querySelector(BLOCK_SELECTOR)) return true;
  }
  return false;
}

function walk(el: Element, options: BlockOptions | undefined, result: Blocks): void {
  if (!holdsBlocks(el, options)) {
    pushRun([el], el, options, result);
    return;
  }
  // Mixed content: runs of inline nodes between blocks become paragraphs of this element.
  let run: Node[] = [];
  for (let c = el.firstChild; c; c = c.nextSibling) {
    if (c.nodeType === ELEMENT_NODE) {
      const child = c as Element;
      if (isSkipped(child, options)) continue;
      if (isBlock(child) || child.querySelector(BLOCK_SELECTOR)) {
        if (run.length) pushRun(run, el, options, result);
        run = [];
        walk(child, options, result);
        continue;
      }
    }
    run.push(c);
  }
  if (run.length) pushRun(run, el, options, result);
}

/**
 * Splits the story container into paragraphs: one per block element (paragraph, heading, list
 * item, div of a chat-fic skin), with text directly in the container split at double <br>.
 * Empty blocks are skipped; the container itself is never modified.
 */
export function collectBlocks(container: Element, options?: BlockOptions): Blocks {
  const result: Blocks = { blocks: [], paragraphs: [] };
  walk(container, options, result);
  return result;
}

/** Blocks of several containers, in order (Entire Work, reader-mode pages with several posts). */
export function collectBlocksOf(containers: Element[], options?: BlockOptions): Blocks {
  const result: Blocks = { blocks: [], paragraphs: [] };
  for (const c of containers) {
    const part = collectBlocks(c, options);
    result.blocks.push(...part.blocks);
    result.paragraphs.push(...part.paragraphs);
  }
  return result;
}

/** Multi-paragraph text (a summary, an author's note): its paragraphs, one a line, <br> respected. */
export function blockText(el: Element | null | undefined): string {
  return el ? collectBlocks(el).paragraphs.join('\n') : '';
}

/** The non-empty block texts of every element matching `selector` under `root`. */
export function blockTextsOf(root: ParentNode | null | undefined, selector: string): string[] {
  if (!root) return [];
  return Array.from(root.querySelectorAll(selector)).map(blockText).filter((t) => t !== '');
}

/** Parses an integer written with thousands separators ("36,352", "36 352"); undefined if none. */
export function parseCount(text: string | null | undefined): number | undefined {
  const digits = (text ?? '').replace(/[^\d]/g, '');
  if (!digits) return undefined;
  const n = Number(digits);
  return Number.isSafeInteger(n) ? n : undefined;
}
