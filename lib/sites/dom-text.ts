/**
 * Text helpers shared by the site adapters. Standard DOM only (querySelector, childNodes,
 * textContent, getAttribute), so they run in a content script and in Node with linkedom.
 * Nothing here modifies the document.
 */
import { runToEnd, type Steps } from '../page/slices';
import { countWords } from '../story';

// Runs of whitespace, written so a lone ' ' (most of them) is not a match: a quarter of the time
// of /\s+/g on story text, which is the hottest line of extraction.
const WHITESPACE = /\s{2,}|[^\S ]/g;

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
  const cls = el.getAttribute('class');
  if (!cls || !cls.includes(name)) return false;
  return (' ' + cls + ' ').replace(WHITESPACE, ' ').includes(' ' + name + ' ');
}

// Selector-free lookups for hot paths. On linkedom every querySelector/matches call compiles its
// selector again (~50 µs, measured by scripts/bench/pipeline.ts), so adapters walk instead.

/** Does `el` have this tag (lower case) and every one of these classes? */
export function is(el: Element, tag: string, ...classes: string[]): boolean {
  return el.tagName.toLowerCase() === tag && classes.every((c) => hasClass(el, c));
}

/** Direct children with this tag and classes. */
export function childrenWith(el: Element | null | undefined, tag: string, ...classes: string[]): Element[] {
  return el ? Array.from(el.children).filter((c) => is(c, tag, ...classes)) : [];
}

/** Descendants with this tag and classes, in document order. */
export function descendantsWith(el: Element | null | undefined, tag: string, ...classes: string[]): Element[] {
  return el ? Array.from(el.getElementsByTagName(tag)).filter((c) => classes.every((k) => hasClass(c, k))) : [];
}

/** The cleaned, non-empty texts of these elements. */
export function textsOfAll(elements: Element[]): string[] {
  return elements.map(textOf).filter((t) => t !== '');
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

// Never story text: code, form controls and embedded documents.
const SKIP_TAGS = new Set([
  'SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'BUTTON', 'SELECT', 'OPTION', 'TEXTAREA', 'INPUT', 'IFRAME',
  'OBJECT', 'EMBED', 'CANVAS', 'SVG', 'svg', 'HEAD', 'TITLE', 'LINK', 'META',
]);
const INLINE_DISPLAY_NONE = /display\s*:\s*none/i;
const ELEMENT_NODE = 1;
const TEXT_NODE = 3;
// Two or more <br> with only spaces between them end a paragraph (FFN's older chapters, XenForo posts).
// A <br> is marked with U+0001, which HTML text cannot hold, so raw text needs no cleaning until
// the end: one whitespace pass per paragraph instead of one per text node (the hot path).
const BREAK = '\u0001';
const PARAGRAPH_BREAK = /\u0001\s*(?:\u0001\s*)+/;
const SPACE_OR_BREAK = /[\s\u0001]{2,}|[^\S ]|\u0001/g;

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
    out.push(node.nodeValue ?? '');
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

function pushRun({ nodes, owner, whole }: Run, options: BlockOptions | undefined, result: Blocks): void {
  let joined: string;
  if (whole) {
    joined = owner.textContent ?? '';
  } else {
    const parts: string[] = [];
    for (const n of nodes) inlineText(n, options, parts);
    joined = parts.join('');
  }
  const pieces = options?.splitLoneBreaks && !PARAGRAPH_BREAK.test(joined) ? joined.split(BREAK) : joined.split(PARAGRAPH_BREAK);
  for (const piece of pieces) {
    const text = piece.replace(SPACE_OR_BREAK, ' ').trim();
    if (text) {
      result.blocks.push(owner);
      result.paragraphs.push(text);
    }
  }
}

interface Run {
  owner: Element;
  nodes: Node[];
  /** The run is the whole of `owner`, with no <br> and nothing skipped: its textContent is its text. */
  whole?: boolean;
}

interface Walked {
  /** The runs under the element, or null when it holds no block (it is inline content of its parent). */
  runs: Run[] | null;
  /** Something under it needs the slow path: a <br> or a skipped element. */
  special: boolean;
}

/** A walk through one element's children, as it goes: the runs found so far and the open one. */
interface WalkState {
  out: Run[] | null;
  run: Node[];
  special: boolean;
}

const startWalk = (): WalkState => ({ out: null, run: [], special: false });

/**
 * Walks `el`'s children from `first` on, at most `limit` of them, and returns the child to go on
 * from (null: all done). No querySelector in here: on linkedom each call compiles its selector,
 * and this runs on every element.
 */
function walkChildren(el: Element, first: ChildNode | null, limit: number, options: BlockOptions | undefined, state: WalkState): ChildNode | null {
  let c = first;
  for (let n = 0; c && n < limit; c = c.nextSibling, n++) {
    if (c.nodeType !== ELEMENT_NODE) {
      state.run.push(c);
      continue;
    }
    const child = c as Element;
    if (child.tagName.toUpperCase() === 'BR') {
      state.special = true;
      state.run.push(child);
      continue;
    }
    if (isSkipped(child, options)) {
      state.special = true;
      continue;
    }
    const inner = walk(child, options);
    if (inner.runs === null) {
      state.special ||= inner.special;
      state.run.push(child);
      continue;
    }
    state.out ??= [];
    if (state.run.length) state.out.push({ owner: el, nodes: state.run });
    state.run = [];
    append(state.out, inner.runs);
  }
  return c;
}

function endWalk(el: Element, { out, run, special }: WalkState): Walked {
  if (out === null) return { runs: isBlock(el) ? [{ owner: el, nodes: run, whole: !special }] : null, special };
  if (run.length) out.push({ owner: el, nodes: run });
  return { runs: out, special };
}

/** One pass over the elements: the runs of inline content, each with the element it belongs to. */
function walk(el: Element, options: BlockOptions | undefined): Walked {
  const state = startWalk();
  walkChildren(el, el.firstChild, Infinity, options, state);
  return endWalk(el, state);
}

/** `push(...items)` without the argument limit a 50,000-paragraph page would reach. */
function append<T>(target: T[], items: readonly T[]): void {
  for (const item of items) target.push(item);
}

// Between two possible pauses (lib/page/slices.ts): a story container's children (paragraphs,
// mostly) and runs of text. 64 paragraphs take well under a millisecond to read.
const CHILDREN_PER_STEP = 64;
const RUNS_PER_STEP = 64;

/**
 * `collectBlocks` as a job that may pause between groups of the container's children, for pages
 * of tens of thousands of paragraphs read on the page (lib/page/slices.ts).
 */
export function* collectBlockSteps(container: Element, options?: BlockOptions): Steps<Blocks> {
  const state = startWalk();
  for (let next = container.firstChild; next; ) {
    next = walkChildren(container, next, CHILDREN_PER_STEP, options, state);
    yield;
  }
  const result: Blocks = { blocks: [], paragraphs: [] };
  const runs = endWalk(container, state).runs ?? [{ owner: container, nodes: Array.from(container.childNodes) }];
  for (let i = 0; i < runs.length; i++) {
    pushRun(runs[i], options, result);
    if ((i + 1) % RUNS_PER_STEP === 0) yield;
  }
  return result;
}

/**
 * Splits the story container into paragraphs: one per block element (paragraph, heading, list
 * item, div of a chat-fic skin), with text directly in the container split at double <br>.
 * Empty blocks are skipped; the container itself is never modified.
 */
export function collectBlocks(container: Element, options?: BlockOptions): Blocks {
  return runToEnd(collectBlockSteps(container, options));
}

/** `collectBlocksOf` as a job that may pause. */
export function* collectBlocksOfSteps(containers: Element[], options?: BlockOptions): Steps<Blocks> {
  const result: Blocks = { blocks: [], paragraphs: [] };
  for (const c of containers) {
    const part = yield* collectBlockSteps(c, options);
    append(result.blocks, part.blocks);
    append(result.paragraphs, part.paragraphs);
  }
  return result;
}

/** Blocks of several containers, in order (Entire Work, reader-mode pages with several posts). */
export function collectBlocksOf(containers: Element[], options?: BlockOptions): Blocks {
  return runToEnd(collectBlocksOfSteps(containers, options));
}

// Paragraphs counted between two possible pauses (a few hundred microseconds of counting).
const PARAGRAPHS_PER_COUNT_STEP = 256;

/** `countWords` of the paragraphs joined by spaces, as a job that may pause. */
export function* wordCountSteps(paragraphs: readonly string[]): Steps<number> {
  let words = 0;
  for (let i = 0; i < paragraphs.length; i++) {
    words += countWords(paragraphs[i]);
    if ((i + 1) % PARAGRAPHS_PER_COUNT_STEP === 0) yield;
  }
  return words;
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
