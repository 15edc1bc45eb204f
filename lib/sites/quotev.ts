/**
 * Quotev stories (/story/<id>/<slug>/<chapter>). Text div#rescontent inside div#quizResArea;
 * evidence ../shared/ARCHIVES.md §3.6 (FanFicFare adapter_quotevcom.py, WebToEpub QuotevParser.js),
 * fixture quotev-chapter.html.
 */
import { countWords, emptyTags, type ExtractResult } from '../story';
import { absoluteUrl, blockText, collectBlocks, textOf, textsOf } from './dom-text';
import type { SiteAdapter, SiteDetector } from './site-adapter';
import { hostPatterns, onHost } from './url-match';

const HOSTS = ['www.quotev.com', 'quotev.com'] as const;
const STORY_PATH = /^\/story\/(\d+)(?:\/[^/]+)?(?:\/(\d+))?/;

function extract(doc: Document, url: URL): ExtractResult {
  const container = doc.querySelector('#rescontent');
  if (!container) return { ok: false, reason: 'no-story', message: 'No story text on this Quotev page.' };
  const { blocks, paragraphs } = collectBlocks(container);
  const [, storyId, part] = STORY_PATH.exec(url.pathname) ?? [];
  // The chapter list: div#rselect a (or the footer select on older pages).
  const links = Array.from(doc.querySelectorAll('#rselect a[href]'));
  const chapters = links.map((a) => ({ title: textOf(a), url: absoluteUrl(a.getAttribute('href'), url) ?? '' }));
  const current = chapters.findIndex((c) => new URL(c.url).pathname === url.pathname.replace(/\/$/, ''));
  const index = current >= 0 ? current : Number(part ?? 1) - 1;
  return {
    ok: true,
    story: {
      site: 'quotev',
      kind: chapters.length > 1 ? 'chapter' : 'work',
      title: textOf(doc.querySelector('#quizHeaderTitle h1, div.result h1')),
      author: textsOf(doc, 'div.quizAuthorList a').join(', '),
      workId: storyId,
      chapter: chapters.length ? { index: index + 1, title: chapters[index]?.title, count: chapters.length } : undefined,
      paragraphs,
      blocks,
      container,
      summary: blockText(doc.querySelector('#qdesct')),
      notes: [],
      tags: { ...emptyTags(), freeforms: textsOf(doc, '#quizHeader .quizBoxTags a') },
      links: { previous: chapters[index - 1]?.url, next: chapters[index + 1]?.url, chapters: chapters.length ? chapters : undefined },
      wordCount: countWords(paragraphs.join(' ')),
    },
  };
}

export const quotevSite = {
  id: 'quotev',
  name: 'Quotev',
  matches: hostPatterns(HOSTS),
  exampleUrls: ['https://www.quotev.com/story/5550001/moth-season/3', 'https://quotev.com/story/5550001/moth-season'],
  detect: (url) => onHost(url, HOSTS) && STORY_PATH.test(url.pathname),
} satisfies SiteDetector;

export const quotev = {
  ...quotevSite,
  extract,
} satisfies SiteAdapter;
