/**
 * FanFiction.Net and FictionPress (same templates: FanFicFare adapter_fictionpresscom.py only
 * changes the domain). Four generations of markup are in ../shared/real-pages/ffnet/; `#storytext`
 * is the one id present in all of them. Their only content signals are the rating and the genres.
 */
import { emptyTags, type ChapterInfo, type ChapterLink, type ExtractResult, type StoryLinks, type StoryTags } from '../story';
import { runToEnd, type Steps } from '../page/slices';
import { absoluteUrl, blockText, clean, collectBlockSteps, textOf, wordCountSteps } from './dom-text';
import { splitInlineNotes } from './inline-notes';
import type { SiteAdapter, SiteDetector } from './site-adapter';
import { ffnBlurbsSteps, parseMetaLine } from './ffnet-listing';
import { parseGenres } from './ffnet-genres';
import { hostPatterns, onHost } from './url-match';

export { parseGenres };

const HOSTS = [
  'www.fanfiction.net',
  'fanfiction.net',
  'm.fanfiction.net',
  'www.fictionpress.com',
  'fictionpress.com',
  'm.fictionpress.com',
] as const;

const STORY_PATH = /^\/s\/(\d+)(?:\/(\d+))?(?:\/([^/]*))?/;
/**
 * Pages that list stories (lib/sites/ffnet-listing.ts), on the desktop and the mobile site alike:
 * a category ("/tv/Glee/"; FictionPress's "/fiction/Romance/", "/poetry/Haiku/"), a crossover
 * category ("/Glee-and-Smash-Crossovers/1/2/"), a community, search, "Just In" and an author's page.
 */
const LIST_PATH = /^\/((anime|book|cartoon|comic|game|misc|movie|play|tv|fiction|poetry)\/[^/]+|[^/]+-Crossovers\/\d+\/\d+|community\/[^/]+\/\d+|search|j|u\/\d+)(\/|$)/;

/** The metadata line after the rating link: "Rated: Fiction T - English - Angst/Romance - ...". */
function metaLine(rating: Element): string {
  let text = '';
  // Older layouts put the line loose among other content: read only up to the next block element.
  for (let n = rating.nextSibling; n; n = n.nextSibling) {
    if (n.nodeType === 1 && /^(DIV|HR|TABLE|P|BR|SCRIPT|FORM)$/.test((n as Element).tagName.toUpperCase())) break;
    text += n.textContent ?? '';
  }
  return clean(text);
}

function tagsOf(doc: Document): { tags: StoryTags; language?: string; workId?: string } {
  const tags = emptyTags();
  // "Fiction T" (current), " M" (2009 layout), "Fiction Rated: K+" (pre-2010): every fixture.
  const link = Array.from(doc.getElementsByTagName('a')).find((a) => (a.getAttribute('href') ?? '').includes('fictionratings.com'));
  if (!link) return { tags };
  const rating = /(K\+|K|T|MA|M)\s*$/.exec(textOf(link))?.[1];
  if (rating) tags.rating = [rating];
  const line = metaLine(link);
  // The list pages' reader, which takes the line between " - " or between commas: the language
  // first, then the genres where there are any (ffn-body-oneshot-ibiki.html goes straight to the
  // characters).
  const meta = parseMetaLine(`Rated: ${rating ?? textOf(link)} ${/^[-,]/.test(line) ? line : `- ${line}`}`);
  if (meta.genres.length > 0) tags.freeforms = meta.genres;
  const workId = /(?:^|\s)id:\s*(\d+)/.exec(line)?.[1];
  return { tags, language: meta.language, workId };
}

// Title: current layout `#profile_top > b` (ffn-full-counting-ch1.html), 2012 table layout
// `#gui_table1i b` (ffn-body-older-ch78.html), mobile `#content div[align=center] > b` (ffn-mobile.html).
const TITLE = '#profile_top > b, #gui_table1i b, #content > div[align="center"] > b';

function titleOf(doc: Document): string {
  const direct = textOf(doc.querySelector(TITLE));
  if (direct) return direct;
  // Older layouts end the breadcrumb with the title: "Books » Harry Potter » <b>Title</b>".
  for (const b of Array.from(doc.querySelectorAll('b'))) {
    if (/»\s*$/.test(b.previousSibling?.textContent ?? '')) return textOf(b);
  }
  // "Counting Chapter 1: Skipping Stones, a harry potter fanfic | FanFiction"
  return clean(/^(.*?)(?: Chapter \d+.*|, an? .*)$/.exec(doc.title ?? '')?.[1] ?? doc.title);
}

/** The first link to a user page (/u/<id>/<name>): the author, in every layout (the menus have none). */
function authorOf(doc: Document): string {
  const profile = /^(?:https?:)?(?:\/\/[a-z.]*(?:fanfiction\.net|fictionpress\.com))?\/u\/\d+/;
  return textOf(Array.from(doc.getElementsByTagName('a')).find((a) => profile.test(a.getAttribute('href') ?? '')));
}

function chaptersOf(doc: Document, url: URL, storyId: string | undefined): { index: number; title?: string; list: ChapterLink[] } {
  // Two copies of select#chap_select (top and bottom); pre-2010 layouts have a select without id whose
  // options read "1. Title" (ffn-full-oldlayout-first.html: `<SELECT Name=chapter>`, an attribute case
  // linkedom keeps, so match by content rather than by name).
  const select =
    doc.getElementById('chap_select') ??
    Array.from(doc.getElementsByTagName('select')).find((s) => /^1\.\s/.test(textOf(s.getElementsByTagName('option')[0])));
  const options = select ? Array.from(select.getElementsByTagName('option')) : [];
  const slug = STORY_PATH.exec(url.pathname)?.[3];
  const list = options.map((o) => ({
    title: textOf(o).replace(/^\d+\.\s*/, ''),
    url: absoluteUrl(`/s/${storyId ?? ''}/${o.getAttribute('value') ?? ''}${slug ? '/' + slug : ''}`, url) ?? '',
  }));
  const selected = options.findIndex((o) => o.hasAttribute('selected'));
  const index = selected >= 0 ? selected + 1 : Number(STORY_PATH.exec(url.pathname)?.[2] ?? 1);
  return { index, title: list[index - 1]?.title, list };
}

// Mobile chapter heading "Chapter 2: Frost" just before div#storycontent (ffn-mobile.html).
const MOBILE_HEADING = /^Chapter\s+(\d+)\s*:?\s*(.*)$/i;

/** m.fanfiction.net has no chapter select: the heading and the Prev/Next links tell the chapter. */
function mobileChapter(doc: Document, url: URL): { chapter: ChapterInfo; links: StoryLinks } {
  const heading = Array.from(doc.querySelectorAll('#content > div[align="center"]'))
    .map((d) => MOBILE_HEADING.exec(textOf(d)))
    .find((m) => m);
  const link = (word: RegExp) =>
    absoluteUrl(Array.from(doc.querySelectorAll('#content a[href^="/s/"]')).find((a) => word.test(textOf(a)))?.getAttribute('href'), url);
  const index = Number(heading?.[1] ?? STORY_PATH.exec(url.pathname)?.[2] ?? 1);
  return { chapter: { index, title: heading?.[2] || undefined }, links: { previous: link(/Prev/i), next: link(/Next/i) } };
}

function chapterAndLinks(doc: Document, url: URL, workId: string | undefined): { chapter: ChapterInfo; links: StoryLinks; multi: boolean } {
  const chapters = chaptersOf(doc, url, workId);
  if (chapters.list.length > 1) {
    const links = { previous: chapters.list[chapters.index - 2]?.url, next: chapters.list[chapters.index]?.url, chapters: chapters.list };
    return { chapter: { index: chapters.index, title: chapters.title, count: chapters.list.length }, links, multi: true };
  }
  if (doc.getElementById('storycontent')) {
    const mobile = mobileChapter(doc, url);
    return { ...mobile, multi: !!(mobile.links.previous || mobile.links.next || mobile.chapter.index > 1) };
  }
  return { chapter: { index: 1, count: 1 }, links: {}, multi: false };
}

/** In steps a long page can pause between (lib/page/slices.ts): a chapter of thousands of paragraphs never holds the page. */
function* extractSteps(doc: Document, url: URL): Steps<ExtractResult> {
  // Desktop: div#storytext (every generation); mobile: div#storycontent (ffn-mobile.html).
  const container = doc.getElementById('storytext') ?? doc.getElementById('storycontent');
  if (!container) {
    const missing = /Story Not Found|Chapter not found/i.test(textOf(doc.querySelector('.gui_warning') ?? doc.body));
    return missing
      ? { ok: false, reason: 'not-found', message: 'FanFiction.Net says this story or chapter does not exist.' }
      : { ok: false, reason: 'no-story', message: 'No story text on this page.' };
  }
  // FanFiction.Net has no place for notes: authors write them at the top and bottom of the text.
  const { blocks, paragraphs, notes, endNotes } = splitInlineNotes(yield* collectBlockSteps(container));
  const meta = tagsOf(doc);
  const workId = STORY_PATH.exec(url.pathname)?.[1] ?? meta.workId;
  const { chapter, links, multi } = chapterAndLinks(doc, url, workId);
  return {
    ok: true,
    story: {
      site: 'ffnet',
      kind: multi ? 'chapter' : 'work',
      title: titleOf(doc),
      author: authorOf(doc),
      workId,
      chapter,
      paragraphs,
      blocks,
      container,
      // div#profile_top > div.xcontrast_txt / the 2012 table's div: "margin-top:2px" (summary).
      summary: blockText(doc.querySelector('#profile_top > div[style*="margin-top"], #gui_table1i div[style*="margin-top"]')),
      notes,
      ...(endNotes.length && { endNotes }),
      tags: meta.tags,
      links,
      wordCount: yield* wordCountSteps(paragraphs),
      language: meta.language,
    },
  };
}

/** The same read at once (Node, tests). */
function extract(doc: Document, url: URL): ExtractResult {
  return runToEnd(extractSteps(doc, url));
}

export const ffnetSite = {
  id: 'ffnet',
  storySelector: '#storytext, #storycontent',
  // The story starts about 130 px down: the banner, drawn right before it, is on the first screen.
  firstPaintRoom: { bannerBefore: '#storytext, #storycontent' },
  name: 'FanFiction.Net and FictionPress',
  matches: hostPatterns(HOSTS),
  exampleUrls: [
    'https://www.fanfiction.net/s/5853866/1/Counting',
    'https://www.fanfiction.net/s/5853866/2/Counting',
    'https://m.fanfiction.net/s/5409165/6/It-s-For-a-Good-Cause-I-Swear',
    'https://fanfiction.net/s/6783401',
    'https://www.fictionpress.com/s/3456789/1/An-Original-Story',
    'https://m.fictionpress.com/s/3456789/2/',
    'https://www.fanfiction.net/tv/Glee/',
    'https://www.fanfiction.net/book/Harry-Potter/?&srt=1&r=10',
    'https://www.fanfiction.net/Glee-and-Smash-Crossovers/1/2/',
    'https://www.fanfiction.net/community/Quiet-Ones/123456/',
    'https://www.fanfiction.net/search/?keywords=orchard&ready=1&type=story',
    'https://www.fanfiction.net/u/1000/demo_writer',
    'https://m.fanfiction.net/tv/Glee/',
    'https://www.fictionpress.com/fiction/Romance/',
    'https://m.fictionpress.com/poetry/Haiku/',
  ],
  detect: (url) => onHost(url, HOSTS) && (STORY_PATH.test(url.pathname) || LIST_PATH.test(url.pathname)),
} satisfies SiteDetector;

export const ffnet = {
  ...ffnetSite,
  extract,
  extractSteps,
  extractListing: (doc, url) => runToEnd(ffnBlurbsSteps(doc, url)),
  extractListingSteps: ffnBlurbsSteps,
} satisfies SiteAdapter;
