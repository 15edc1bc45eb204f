/**
 * The fallback for pages no adapter knows: @mozilla/readability, run only after the reader asks
 * (toolbar button, activeTab), so it is not in the registry's match patterns. Readability rewrites
 * its input, so it works on a clone; the blocks it keeps are mapped back to the page's own elements
 * so the banner and the shield land in the real page.
 */
import { Readability } from '@mozilla/readability';
import { countWords, emptyTags, type ExtractResult } from '../story';
import { clean, collectBlocks } from './dom-text';

// Marks each element of the clone with its position in the original, in document order.
// Readability copies attributes when it renames an element (_setNodeTag), so the mark survives.
const MARK = 'data-gentle-reader-src';
/**
 * On a page with no article Readability still returns its best guess, often a menu. A story is
 * longer than this (the shortest fic form, the drabble, is 100 words); below it, say "no story".
 */
export const MIN_ARTICLE_WORDS = 25;
/**
 * A front page or an index is mostly links (work titles, "Browse all works"): Readability still
 * returns it as an "article", and its titles would raise warnings ("heartbreak" from two titles on
 * AO3's front page). Above this share of its words in links, it is no story. Stories link little.
 */
export const MAX_LINKED_SHARE = 0.4;

/** The share of an element's words that sit inside links. */
function linkedShare(content: Element, words: number): number {
  const linked = Array.from(content.getElementsByTagName('a')).reduce((n, a) => n + countWords(a.textContent ?? ''), 0);
  return words > 0 ? linked / words : 0;
}

function nearestMarked(el: Element | null): Element | null {
  for (let e = el; e; e = e.parentElement) if (e.hasAttribute(MARK)) return e;
  return el?.querySelector(`[${MARK}]`) ?? null;
}

function commonAncestor(elements: Element[]): Element | undefined {
  if (!elements.length) return undefined;
  let ancestor: Element | null = elements[0];
  for (const el of elements) {
    while (ancestor && !ancestor.contains(el)) ancestor = ancestor.parentElement;
  }
  return ancestor ?? undefined;
}

/** Reads any article-like page; the document itself is never modified. */
export function extractWithReadability(doc: Document, url: URL): ExtractResult {
  const originals = Array.from(doc.querySelectorAll('*'));
  const clone = doc.cloneNode(true) as Document;
  Array.from(clone.querySelectorAll('*')).forEach((el, i) => el.setAttribute(MARK, String(i)));
  let article: ReturnType<Readability<Element>['parse']>;
  try {
    article = new Readability<Element>(clone, { serializer: (node) => node as Element }).parse();
  } catch {
    // Readability can trip on markup it never expected (a saved FanFiction.Net page of 2005 throws
    // in _grabArticle): the reader is told the page could not be read, not left with silence.
    return { ok: false, reason: 'malformed', message: 'Readability could not read this page.' };
  }
  if (!article?.content) return { ok: false, reason: 'no-story', message: 'Readability found no article on this page.' };

  const found = collectBlocks(article.content);
  const wordCount = countWords(found.paragraphs.join(' '));
  if (wordCount < MIN_ARTICLE_WORDS || linkedShare(article.content, countWords(article.content.textContent ?? '')) > MAX_LINKED_SHARE) {
    return { ok: false, reason: 'no-story', detail: 'not-an-article', message: 'This page is a list of links, not a story.' };
  }
  const mapped = found.blocks.map((b) => originals[Number(nearestMarked(b)?.getAttribute(MARK) ?? -1)]);
  const container = commonAncestor(mapped.filter((e): e is Element => !!e));
  const blocks = container ? mapped.map((e) => e ?? container) : undefined;
  return {
    ok: true,
    story: {
      site: 'readability',
      kind: 'article',
      title: clean(article.title) || clean(doc.title) || url.hostname,
      author: clean(article.byline),
      paragraphs: found.paragraphs,
      blocks,
      container,
      summary: '',
      notes: [],
      tags: emptyTags(),
      links: {},
      wordCount,
      language: clean(article.lang) || undefined,
    },
  };
}
