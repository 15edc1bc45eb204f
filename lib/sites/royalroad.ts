/**
 * Royal Road. Chapter text `div.chapter-inner.chapter-content`, author's notes in
 * `div.author-note`, and anti-piracy sentences hidden by the page's own CSS, which are dropped.
 * Evidence: ../shared/ARCHIVES.md §3.1, real pages in ../shared/real-pages/royalroad/.
 */
import { emptyTags, type ChapterInfo, type ExtractResult, type ListingBlurb, type StoryTags } from '../story';
import { runToEnd, type Steps } from '../page/slices';
import { absoluteUrl, collectBlocks, collectBlockSteps, textOf, textsOf, wordCountSteps } from './dom-text';
import { hiddenClasses, skipClasses } from './css-hidden';
import type { SiteAdapter, SiteDetector } from './site-adapter';
import { hostPatterns, onHost } from './url-match';

const HOSTS = ['www.royalroad.com', 'royalroad.com'] as const;
const FICTION_PATH = /^\/fiction\/(\d+)(?:\/[^/]+)?(?:\/chapter\/(\d+))?/;

/**
 * The fiction's tags: the author's warning list ("Warning: This fiction contains:" in
 * div.font-red-sunglo, fixture rr-fiction-warnings.html) and the genre tags (a.fiction-tag).
 */
function tagsOf(doc: Document): StoryTags {
  const tags = emptyTags();
  const box = Array.from(doc.querySelectorAll('div.font-red-sunglo')).find((d) => /Warning/i.test(textOf(d.querySelector('strong'))));
  tags.warnings = textsOf(box, 'ul li');
  tags.freeforms = textsOf(doc, 'span.tags a.fiction-tag, .fiction-info a.fiction-tag');
  return tags;
}

interface RrChapter {
  id: number;
  title?: string;
  url?: string;
}

/** `window.chapters = [...]` from the page's scripts, where the page has it. */
function chapterList(doc: Document): RrChapter[] {
  for (const script of Array.from(doc.querySelectorAll('script'))) {
    const raw = /window\.chapters\s*=\s*(\[[\s\S]*?\]);/.exec(script.textContent ?? '')?.[1];
    if (!raw) continue;
    try {
      const list = JSON.parse(raw) as unknown;
      if (Array.isArray(list)) return list.filter((c): c is RrChapter => typeof c?.id === 'number');
    } catch {
      // A script we cannot read: no chapter list.
    }
  }
  return [];
}

function navLink(doc: Document, rel: 'prev' | 'next', word: RegExp, base: URL): string | undefined {
  const href =
    doc.querySelector(`link[rel="${rel}"]`)?.getAttribute('href') ??
    Array.from(doc.querySelectorAll('.nav-buttons a[href*="/chapter/"]')).find((a) => word.test(textOf(a)))?.getAttribute('href');
  return absoluteUrl(href, base);
}

/** In steps a long page can pause between (lib/page/slices.ts): a chapter of thousands of paragraphs never holds the page. */
function* extractSteps(doc: Document, url: URL): Steps<ExtractResult> {
  const container = doc.querySelector('div.chapter-inner.chapter-content');
  if (!container) return { ok: false, reason: 'no-story', message: 'No chapter text on this Royal Road page.' };
  const skipHidden = skipClasses(hiddenClasses(doc));
  const { blocks, paragraphs } = yield* collectBlockSteps(container, { skip: skipHidden });
  const [, fictionId, chapterId] = FICTION_PATH.exec(url.pathname) ?? [];
  const list = chapterList(doc);
  const position = list.findIndex((c) => String(c.id) === chapterId);
  const chapterTitle = textOf(doc.querySelector('div.fic-header h1'));
  const chapter: ChapterInfo | undefined = position >= 0 ? { index: position + 1, title: chapterTitle || undefined, count: list.length } : undefined;
  // The anonymised fixture's notes are unbalanced and wrap the text: never read the text as a note.
  const notText = (el: Element) => el.matches('div.chapter-inner') || skipHidden(el);
  const notes = Array.from(doc.querySelectorAll('div.author-note'))
    .map((n) => collectBlocks(n, { skip: notText }).paragraphs.join('\n'))
    .filter((n) => n !== '');
  return {
    ok: true,
    story: {
      site: 'royalroad',
      kind: 'chapter',
      title: textOf(doc.querySelector('div.fic-header h2')) || chapterTitle,
      author: textOf(doc.querySelector('div.fic-header h3 a')) || (doc.querySelector('meta[property="books:author"]')?.getAttribute('content') ?? ''),
      workId: fictionId,
      chapter,
      paragraphs,
      blocks,
      container,
      summary: '',
      notes,
      tags: tagsOf(doc),
      links: {
        previous: navLink(doc, 'prev', /Previous/i, url),
        next: navLink(doc, 'next', /Next/i, url),
        chapters: list.length ? list.map((c) => ({ title: c.title ?? '', url: absoluteUrl(c.url, url) ?? '' })) : undefined,
      },
      wordCount: yield* wordCountSteps(paragraphs),
    },
  };
}

/** The same read at once (Node, tests). */
function extract(doc: Document, url: URL): ExtractResult {
  return runToEnd(extractSteps(doc, url));
}

/** The fiction page: one blurb, the fiction itself, so its warnings show as chips. */
function extractListing(doc: Document, url: URL): ListingBlurb[] {
  const [, fictionId, chapterId] = FICTION_PATH.exec(url.pathname) ?? [];
  const header = doc.querySelector('div.fic-title, div.fic-header');
  if (!fictionId || chapterId || !header || doc.querySelector('div.chapter-inner')) return [];
  return [{ element: header, workId: fictionId, title: textOf(header.querySelector('h1')), url: url.href, tags: tagsOf(doc) }];
}

export const royalroadSite = {
  id: 'royalroad',
  storySelector: 'div.chapter-inner.chapter-content',
  name: 'Royal Road',
  matches: hostPatterns(HOSTS),
  exampleUrls: [
    'https://www.royalroad.com/fiction/63759/super-supportive/chapter/1449598/one-hundred-two-what-kind-of-wordchain',
    'https://www.royalroad.com/fiction/555/great-story',
    'https://royalroad.com/fiction/555/great-story/chapter/771/chapter-one',
  ],
  detect: (url) => onHost(url, HOSTS) && FICTION_PATH.test(url.pathname),
} satisfies SiteDetector;

export const royalroad = {
  ...royalroadSite,
  extract,
  extractSteps,
  extractListing,
} satisfies SiteAdapter;
