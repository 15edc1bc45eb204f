/**
 * Reading a work out of an otwarchive page (AO3 and the other archives running the same code).
 * Markup: ../shared/ARCHIVES.md §1.2, proven by ../shared/real-pages/ao3/*.html and the fixtures
 * named next to each selector.
 */
import { countWords, type ChapterInfo, type ExtractResult, type Story, type StoryKind, type StoryLinks } from '../story';
import { absoluteUrl, blockText, blockTextsOf, clean, collectBlocksOf, hasClass, parseCount, textOf, textsOf } from './dom-text';
import { blurbOf, blurbsOf, tagsFromWorkMeta } from './otw-tags';
import type { SiteAdapter } from './site-adapter';
import { hostPatterns, onHost } from './url-match';

// Not story text: the visually hidden "Work Text:" / "Chapter Text" label AO3 puts inside the text div.
const skipLandmark = (el: Element): boolean => el.tagName === 'H3' && hasClass(el, 'landmark');

// Single-chapter works: `#chapters > div.userstuff` (work-923647-oneshot.html); chapter views and
// Entire Work: `div.chapter > div.userstuff.module` (work-29046888-ch1-skin.html, ao3-entire-work.html).
// Never `blockquote.userstuff`: that is a summary or a note.
const SINGLE_TEXT = '#chapters > div.userstuff';
const CHAPTER_TEXT = '#chapters div.chapter > div.userstuff';

function fail(reason: 'no-story' | 'restricted' | 'not-found' | 'malformed', message: string): ExtractResult {
  return { ok: false, reason, message };
}

function workIdOf(doc: Document, url: URL): string | undefined {
  const fromUrl = /\/works\/(\d+)/.exec(url.pathname)?.[1];
  if (fromUrl) return fromUrl;
  // /chapters/CID URLs: the kudos form names the work (every work-page fixture).
  const kudos = doc.querySelector('#kudo_commentable_id')?.getAttribute('value');
  if (kudos && /^\d+$/.test(kudos)) return kudos;
  const entire = doc.querySelector('ul.work.navigation a[href*="/works/"]')?.getAttribute('href') ?? '';
  return /\/works\/(\d+)/.exec(entire)?.[1];
}

/** "Chapter 2: The College of Enchanters: New Haven" -> "The College of Enchanters: New Haven". */
function chapterTitle(heading: Element | null): string | undefined {
  const text = textOf(heading);
  const m = /^Chapter\s+\d+\s*:?\s*(.*)$/i.exec(text);
  const title = m ? m[1].trim() : text;
  return title || undefined;
}

function chapterInfo(doc: Document, meta: Element | null, chapters: Element[]): ChapterInfo {
  // "7/7", "14/?" (dd.chapters in the stats of dl.work.meta)
  const stat = textOf(meta?.querySelector('dd.chapters'));
  const [, total] = /\d+\s*\/\s*(\d+|\?)/.exec(stat) ?? [];
  const count = total && total !== '?' ? Number(total) : undefined;
  const heading = chapters[0]?.querySelector('h3.title') ?? null;
  const numbered = /Chapter\s+(\d+)/i.exec(textOf(heading))?.[1];
  const fromId = /^chapter-(\d+)$/.exec(chapters[0]?.getAttribute('id') ?? '')?.[1];
  const index = Number(numbered ?? fromId ?? 1);
  return { index, title: chapterTitle(heading), count };
}

function linksOf(doc: Document, base: URL, workId: string | undefined): StoryLinks {
  const nav = doc.querySelector('ul.work.navigation');
  const href = (sel: string) => absoluteUrl(nav?.querySelector(sel)?.getAttribute('href'), base);
  const links: StoryLinks = {
    previous: href('li.chapter.previous a'),
    next: href('li.chapter.next a'),
    entireWork: href('li.chapter.entire a'),
  };
  // The chapter picker: select#selected_id > option[value=chapter id] "N. Title".
  const options = Array.from(doc.querySelectorAll('#selected_id option'));
  if (options.length && workId) {
    links.chapters = options.map((o) => ({
      title: textOf(o),
      url: absoluteUrl(`/works/${workId}/chapters/${o.getAttribute('value') ?? ''}`, base) ?? '',
    }));
  }
  return links;
}

// Summaries and notes, work-level and per chapter: `blockquote.userstuff` only (the "(See the end of
// the chapter for notes.)" jump paragraph is navigation). Ids repeat in Entire Work, so use classes.
// Work preface: work-29046888-ch1-skin.html; chapter summary: chapter-17793689-ch2-skin.html;
// chapter end notes: legacy-body-chapter-endnotes.html; work end notes: work-923647-oneshot.html.
const WORK_SUMMARY = '#workskin > div.preface > div.summary > blockquote.userstuff';
const CHAPTER_SUMMARIES = '#chapters div.chapter.preface > div.summary > blockquote.userstuff';
const NOTES = '#workskin div.preface > div.notes > blockquote.userstuff';

function kindOf(main: Element, chapters: Element[]): StoryKind {
  if (hasClass(main, 'chapters-show')) return 'chapter';
  return chapters.length > 1 ? 'entire-work' : 'work';
}

/** The adult-content notice: the work's blurb with all its tags, but no text (works/_adult.html.erb). */
function interstitial(doc: Document, url: URL, site: string): ExtractResult | undefined {
  if (doc.querySelector('#workskin') || !doc.querySelector('#main p.caution')) return undefined;
  const el = doc.querySelector('#main li.work.blurb');
  const blurb = el && blurbOf(el, url);
  if (!blurb) return undefined;
  const story: Story = {
    site,
    kind: 'interstitial',
    title: blurb.title,
    author: textsOf(el, 'h4.heading a[rel="author"]').join(', '),
    workId: blurb.workId,
    paragraphs: [],
    blocks: [],
    container: el,
    summary: blockText(el.querySelector('blockquote.summary')),
    notes: [],
    tags: blurb.tags,
    links: {},
    wordCount: 0,
    siteWordCount: parseCount(textOf(el.querySelector('dl.stats dd.words'))),
  };
  return { ok: true, story };
}

/** Reads a work, chapter, Entire Work or adult notice; the document is only read. */
export function extractOtwWork(doc: Document, url: URL, site: string): ExtractResult {
  const main = doc.querySelector('#main');
  if (!main) return fail('no-story', 'No #main region: not an archive page.');
  // work-15461226-restricted-login.html: a logged-out reader gets the login page instead of the work.
  if (hasClass(main, 'sessions-new')) return fail('restricted', 'This work is only visible to logged-in users.');
  if (hasClass(main, 'error-404')) return fail('not-found', 'The archive says this work does not exist.');
  const adult = interstitial(doc, url, site);
  if (adult) return adult;
  const skin = doc.querySelector('#workskin');
  if (!skin) return fail('no-story', 'This page of the archive holds no work.');

  const chapters = Array.from(skin.querySelectorAll('#chapters > div.chapter'));
  const containers = Array.from(skin.querySelectorAll(chapters.length ? CHAPTER_TEXT : SINGLE_TEXT));
  if (!containers.length) return fail('malformed', 'The work page has no text block.');
  const { blocks, paragraphs } = collectBlocksOf(containers, { skip: skipLandmark });

  const meta = doc.querySelector('dl.work.meta');
  const kind = kindOf(main, chapters);
  const workId = workIdOf(doc, url);
  const preface = Array.from(skin.children).find((c) => hasClass(c, 'preface'));
  const authors = textsOf(preface?.querySelector('h3.byline'), 'a[rel="author"]');
  // Chapter pages after the first carry no work summary: the chapter's own summary stands in.
  const summaries = [...blockTextsOf(doc, WORK_SUMMARY), ...blockTextsOf(doc, CHAPTER_SUMMARIES)];
  const story: Story = {
    site,
    kind,
    title: textOf(preface?.querySelector('h2.title')),
    author: authors.join(', ') || textOf(preface?.querySelector('h3.byline')),
    workId,
    chapter: kind === 'entire-work' ? undefined : chapterInfo(doc, meta, chapters),
    paragraphs,
    blocks,
    container: containers.length > 1 ? (skin.querySelector('#chapters') ?? containers[0]) : containers[0],
    summary: summaries[0] ?? '',
    notes: [...summaries.slice(1), ...blockTextsOf(doc, NOTES)],
    tags: meta ? tagsFromWorkMeta(meta) : tagsFromWorkMeta(doc.createElement('dl')),
    links: linksOf(doc, url, workId),
    wordCount: countWords(paragraphs.join(' ')),
    siteWordCount: parseCount(textOf(meta?.querySelector('dl.stats dd.words'))),
    language: clean(meta?.querySelector('dd.language')?.getAttribute('lang')) || undefined,
  };
  return { ok: true, story };
}

// Paths that hold a work or a works listing; everything else (profiles, forms, admin posts) is no story.
const OTW_PATHS = /^\/(works|chapters|tags\/[^/]+\/(works|bookmarks)|series\/\d+|bookmarks|users\/[^/]+(\/pseuds\/[^/]+)?\/(works|bookmarks)|collections\/[^/]+\/(works|bookmarks))(\/|$|\?)/;

/** An adapter for one set of otwarchive hosts (AO3 itself, or the smaller archives). */
export function createOtwAdapter(spec: { id: string; name: string; hosts: readonly string[]; exampleUrls: string[] }): SiteAdapter {
  return {
    id: spec.id,
    name: spec.name,
    matches: hostPatterns(spec.hosts),
    exampleUrls: spec.exampleUrls,
    detect: (url) => onHost(url, spec.hosts) && OTW_PATHS.test(url.pathname),
    extract: (doc, url) => extractOtwWork(doc, url, spec.id),
    // The adult notice shows its one work as a blurb: that page gets the banner, not chips.
    extractListing: (doc, url) => (doc.querySelector('#main p.caution') ? [] : blurbsOf(doc, url)),
    // AO3's own scripts expand menus and load kudos/comments after load; the text itself is static.
    dynamic: false,
  } satisfies SiteAdapter;
}
