/**
 * Wattpad story parts (/<partid>-<slug>). The text arrives in pages, `div[data-page-number]`, more
 * of them appended as the reader scrolls; a paragraph is `p[data-p-id]`, and the same id can appear
 * twice while pages load, so ids are read once. Evidence: ../shared/ARCHIVES.md §3.3 (WebToEpub
 * WattpadParser.js), fixture wattpad-part.html; today's markup: live-2026/wattpad/part-page.html in
 * ../shared/real-pages (recorded September 2026). Most other classes are hashed React names: unused.
 */
import { countWords, emptyTags, type ExtractResult, type PartialText } from '../story';
import { absoluteUrl, collectBlocks, textOf, textsOf } from './dom-text';
import type { SiteAdapter, SiteDetector } from './site-adapter';
import { hostPatterns, onHost } from './url-match';

const HOSTS = ['www.wattpad.com', 'wattpad.com'] as const;
const PART_PATH = /^\/(\d+)-[^/]*\/?$/;
const PART_ID = /^\d+$/;
// Inside a paragraph: the inline comment counter ("12") and its button.
const skip = (el: Element): boolean => /comment/i.test(el.getAttribute('class') ?? '') || el.tagName === 'BUTTON';

/** Wattpad's own text API (/apiv2/?m=storytext&id=PART): a part's paragraphs alone, with no page around them. */
const isTextApi = (url: URL): boolean => url.pathname === '/apiv2/' && url.searchParams.get('m') === 'storytext';

/** The API's fragment, however it was reached: paragraphs of a part, and none of the page's text pages around them. */
const isBareText = (doc: Document): boolean => doc.querySelector('p[data-p-id]') !== null && doc.querySelector('div[data-page-number]') === null;

function refuseTextApi(url: URL): ExtractResult {
  const id = url.searchParams.get('id') ?? '';
  const page = PART_ID.test(id) ? `its page, https://www.wattpad.com/${id}` : 'its page on Wattpad';
  return { ok: false, reason: 'no-story', message: `This is a Wattpad part's text as Wattpad's API serves it, not a page to read: open ${page}, instead.` };
}

// The story's title: the cover card's "YOU ARE READING" heading today (live-2026/wattpad/part-page.html),
// a screen-reader span in the older markup (fixture wattpad-part.html).
const STORY_TITLE = 'div.story-info .item-title, div.story-info span.sr-only';
// The story's own tags, under its cover card today ("#" apart in an <s>); tag pills in the older markup.
const STORY_TAGS = 'div.story-info .item-tags .tag strong, ul.tag-items a, a.tag-pill';

/**
 * The author's name, from the address of their profile link beside the text: today that link is
 * an avatar with no text or reads "by NAME" (live-2026/wattpad/part-page.html), and the first
 * `/user/` link on the page is the avatar.
 */
function authorOf(doc: Document): string {
  const href = doc.querySelector('.author-info a[href^="/user/"]')?.getAttribute('href') ?? '';
  try {
    return decodeURIComponent(href.slice('/user/'.length).split(/[/?#]/)[0]);
  } catch {
    return '';
  }
}

interface PartMetadata {
  pages?: unknown;
  wordCount?: unknown;
}

/** What the page tells its own scripts about the part (`window.prefetched`): how many pages and words it has in all. */
function partMetadata(doc: Document, partId: string): PartMetadata | undefined {
  const PREFETCHED = 'window.prefetched = ';
  for (const script of Array.from(doc.querySelectorAll('script:not([src])'))) {
    const text = script.textContent ?? '';
    const start = text.indexOf(PREFETCHED);
    if (start < 0) continue;
    try {
      const prefetched = JSON.parse(text.slice(start + PREFETCHED.length, text.lastIndexOf('}') + 1)) as Record<string, { data?: PartMetadata }>;
      return prefetched[`part.${partId}.metadata`]?.data;
    } catch {
      return undefined; // a script we cannot read: the part's size is unknown
    }
  }
  return undefined;
}

/** How much of the part the page holds, where Wattpad says it has more pages than arrived. */
function partialText(doc: Document, partId: string | undefined, pagesRead: number): PartialText | undefined {
  const metadata = partId ? partMetadata(doc, partId) : undefined;
  const pages = metadata?.pages;
  if (typeof pages !== 'number' || pages <= pagesRead) return undefined;
  const words = metadata?.wordCount;
  return { pagesRead, pages, words: typeof words === 'number' ? words : undefined };
}

function extract(doc: Document, url: URL): ExtractResult {
  // On a part's own address, missing pages are that page's problem, never the API's fragment.
  if (isTextApi(url) || (!PART_PATH.test(url.pathname) && isBareText(doc))) return refuseTextApi(url);
  const pages = Array.from(doc.querySelectorAll('div[data-page-number]'));
  if (!pages.length) return { ok: false, reason: 'no-story', message: 'No story part on this Wattpad page.' };
  const seen = new Set<string>();
  const blocks: Element[] = [];
  const paragraphs: string[] = [];
  for (const p of pages.flatMap((page) => Array.from(page.querySelectorAll('p[data-p-id]')))) {
    const id = p.getAttribute('data-p-id') ?? '';
    if (seen.has(id)) continue;
    seen.add(id);
    const found = collectBlocks(p, { skip });
    blocks.push(...found.blocks);
    paragraphs.push(...found.paragraphs);
  }
  // The table of contents: ul.table-of-contents > li > a; the reader's part is the one linking here.
  const toc = Array.from(doc.querySelectorAll('ul.table-of-contents a[href]'));
  const chapters = toc.map((a) => ({ title: textOf(a), url: absoluteUrl(a.getAttribute('href'), url) ?? '' }));
  const partId = PART_PATH.exec(url.pathname)?.[1];
  const index = chapters.findIndex((c) => partId && new URL(c.url).pathname.startsWith(`/${partId}-`));
  const chapterTitle = textOf(doc.querySelector('h1.h2'));
  return {
    ok: true,
    story: {
      site: 'wattpad',
      kind: 'chapter',
      title: textOf(doc.querySelector(STORY_TITLE)) || chapterTitle,
      author: authorOf(doc),
      workId: partId,
      chapter: index >= 0 ? { index: index + 1, title: chapterTitle || undefined, count: chapters.length } : undefined,
      paragraphs,
      blocks,
      container: pages[0].parentElement ?? pages[0],
      summary: '',
      notes: [],
      tags: { ...emptyTags(), freeforms: textsOf(doc, STORY_TAGS) },
      links: {
        previous: index > 0 ? chapters[index - 1].url : undefined,
        next: index >= 0 && index + 1 < chapters.length ? chapters[index + 1].url : undefined,
        chapters: chapters.length ? chapters : undefined,
      },
      wordCount: countWords(paragraphs.join(' ')),
      partial: partialText(doc, partId, new Set(pages.map((page) => page.getAttribute('data-page-number'))).size),
    },
  };
}

export const wattpadSite = {
  id: 'wattpad',
  name: 'Wattpad',
  matches: hostPatterns(HOSTS),
  exampleUrls: ['https://www.wattpad.com/1234567890-the-orchard-at-night-chapter-two', 'https://wattpad.com/987654-a-new-part'],
  // The text API too, so a reader who opens it is told where the part is read.
  detect: (url) => onHost(url, HOSTS) && (PART_PATH.test(url.pathname) || isTextApi(url)),
} satisfies SiteDetector;

export const wattpad = {
  ...wattpadSite,
  extract,
  // Paragraphs load as the reader scrolls.
  dynamic: { blocks: 'p[data-p-id]' },
} satisfies SiteAdapter;
