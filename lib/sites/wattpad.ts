/**
 * Wattpad story parts (/<partid>-<slug>). The text arrives in pages, `div[data-page-number]`, more
 * of them appended as the reader scrolls; a paragraph is `p[data-p-id]`, and the same id can appear
 * twice while pages load, so ids are read once. Evidence: ../shared/ARCHIVES.md §3.3 (WebToEpub
 * WattpadParser.js), fixture wattpad-part.html. Most other classes are hashed React names: unused.
 */
import { countWords, emptyTags, type ExtractResult } from '../story';
import { absoluteUrl, collectBlocks, textOf, textsOf } from './dom-text';
import type { SiteAdapter, SiteDetector } from './site-adapter';
import { hostPatterns, onHost } from './url-match';

const HOSTS = ['www.wattpad.com', 'wattpad.com'] as const;
const PART_PATH = /^\/(\d+)-[^/]*\/?$/;
// Inside a paragraph: the inline comment counter ("12") and its button.
const skip = (el: Element): boolean => /comment/i.test(el.getAttribute('class') ?? '') || el.tagName === 'BUTTON';

function extract(doc: Document, url: URL): ExtractResult {
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
      title: textOf(doc.querySelector('div.story-info span.sr-only')) || chapterTitle,
      author: textOf(doc.querySelector('a[href^="/user/"]')),
      workId: partId,
      chapter: index >= 0 ? { index: index + 1, title: chapterTitle || undefined, count: chapters.length } : undefined,
      paragraphs,
      blocks,
      container: pages[0].parentElement ?? pages[0],
      summary: '',
      notes: [],
      tags: { ...emptyTags(), freeforms: textsOf(doc, 'ul.tag-items a, a.tag-pill') },
      links: {
        previous: index > 0 ? chapters[index - 1].url : undefined,
        next: index >= 0 && index + 1 < chapters.length ? chapters[index + 1].url : undefined,
        chapters: chapters.length ? chapters : undefined,
      },
      wordCount: countWords(paragraphs.join(' ')),
    },
  };
}

export const wattpadSite = {
  id: 'wattpad',
  name: 'Wattpad',
  matches: hostPatterns(HOSTS),
  exampleUrls: ['https://www.wattpad.com/1234567890-the-orchard-at-night-chapter-two', 'https://wattpad.com/987654-a-new-part'],
  detect: (url) => onHost(url, HOSTS) && PART_PATH.test(url.pathname),
} satisfies SiteDetector;

export const wattpad = {
  ...wattpadSite,
  extract,
  // Paragraphs load as the reader scrolls.
  dynamic: { blocks: 'p[data-p-id]' },
} satisfies SiteAdapter;
