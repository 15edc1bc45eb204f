/**
 * Reading a work out of an otwarchive page (AO3 and the other archives running the same code).
 * Markup: ../shared/ARCHIVES.md §1.2, proven by ../shared/real-pages/ao3/*.html and the fixtures
 * named next to each step. The page's structure is fixed (works/show, chapters/_chapter), so this
 * walks it child by child instead of running selectors (slow on linkedom, see dom-text.ts).
 */
import { type ChapterInfo, type ExtractResult, type ListingBlurb, type Story, type StoryChapter, type StoryKind, type StoryLinks } from '../story';
import { runToEnd, type Steps } from '../page/slices';
import {
  absoluteUrl, blockText, childrenWith, clean, collectBlocksOfSteps, descendantsWith, hasClass, is, parseCount, textOf, textsOfAll, wordCountSteps,
} from './dom-text';
import { blurbOf, blurbsOfSteps, tagsFromWorkMeta } from './otw-tags';
import type { SiteAdapter, SiteDetector } from './site-adapter';

// Not story text: the visually hidden "Work Text:" / "Chapter Text" label AO3 puts inside the text div.
const skipLandmark = (el: Element): boolean => el.tagName === 'H3' && hasClass(el, 'landmark');

function fail(reason: 'no-story' | 'restricted' | 'not-found' | 'malformed', message: string): ExtractResult {
  return { ok: false, reason, message };
}

/** The parts of #workskin: the work preface, the chapters, the afterword. */
interface WorkParts {
  preface?: Element;
  chaptersEl?: Element;
  /** div.chapter, one per chapter on the page (none for a single-chapter work). */
  chapters: Element[];
  /** The story text blocks: `#chapters > div.userstuff` (single chapter, work-923647-oneshot.html) or
   * `div.chapter > div.userstuff.module` (work-29046888-ch1-skin.html, ao3-entire-work.html); never
   * `blockquote.userstuff`, which is a summary or a note. */
  texts: Element[];
  /** Every preface block (work, chapter top and end, afterword), where summaries and notes live. */
  prefaces: Element[];
}

function partsOf(skin: Element): WorkParts {
  const preface = childrenWith(skin, 'div', 'preface')[0];
  const chaptersEl = Array.from(skin.children).find((c) => c.getAttribute('id') === 'chapters');
  const chapters = childrenWith(chaptersEl, 'div', 'chapter');
  const texts = chapters.length
    ? chapters.flatMap((c) => childrenWith(c, 'div', 'userstuff'))
    : childrenWith(chaptersEl, 'div', 'userstuff');
  // In page order: the work preface, each chapter's top and end, the afterword.
  const prefaces = Array.from(skin.children).flatMap((c) =>
    c === chaptersEl ? chapters.flatMap((ch) => childrenWith(ch, 'div', 'preface')) : is(c, 'div', 'preface') ? [c] : [],
  );
  return { preface, chaptersEl, chapters, texts, prefaces };
}

/** The stats of dl.work.meta by class: words, chapters, language... */
function stat(meta: Element | undefined, name: string): Element | undefined {
  return descendantsWith(meta, 'dd', name)[0];
}

function workIdOf(nav: Element | undefined, url: URL): string | undefined {
  const fromUrl = /\/works\/(\d+)/.exec(url.pathname)?.[1];
  if (fromUrl) return fromUrl;
  // /chapters/CID URLs: the navigation links name the work.
  const href = descendantsWith(nav, 'a').map((a) => a.getAttribute('href') ?? '').find((h) => /\/works\/\d+/.test(h));
  return /\/works\/(\d+)/.exec(href ?? '')?.[1];
}

/** "Chapter 2: The College of Enchanters: New Haven" -> "The College of Enchanters: New Haven". */
function chapterTitle(text: string): string | undefined {
  const m = /^Chapter\s+\d+\s*:?\s*(.*)$/i.exec(text);
  return (m ? m[1].trim() : text) || undefined;
}

function chapterInfo(meta: Element | undefined, chapter: Element | undefined): ChapterInfo {
  // "7/7", "14/?" (dd.chapters in the stats of dl.work.meta)
  const [, total] = /\d+\s*\/\s*(\d+|\?)/.exec(textOf(stat(meta, 'chapters'))) ?? [];
  const count = total && total !== '?' ? Number(total) : undefined;
  const heading = textOf(descendantsWith(childrenWith(chapter, 'div', 'preface')[0], 'h3', 'title')[0]);
  const numbered = /Chapter\s+(\d+)/i.exec(heading)?.[1];
  const fromId = /^chapter-(\d+)$/.exec(chapter?.getAttribute('id') ?? '')?.[1];
  return { index: Number(numbered ?? fromId ?? 1), title: chapterTitle(heading), count };
}

function linksOf(nav: Element | undefined, base: URL, workId: string | undefined): StoryLinks {
  const items = childrenWith(nav, 'li', 'chapter');
  const href = (cls: string) => absoluteUrl(items.find((li) => hasClass(li, cls))?.getElementsByTagName('a')[0]?.getAttribute('href'), base);
  const links: StoryLinks = { previous: href('previous'), next: href('next'), entireWork: href('entire') };
  // The chapter picker: select#selected_id > option[value=chapter id] "N. Title".
  const select = descendantsWith(nav, 'select').find((s) => s.getAttribute('id') === 'selected_id');
  const options = select ? Array.from(select.getElementsByTagName('option')) : [];
  if (options.length && workId) {
    links.chapters = options.map((o) => ({
      title: textOf(o),
      url: absoluteUrl(`/works/${workId}/chapters/${o.getAttribute('value') ?? ''}`, base) ?? '',
    }));
  }
  return links;
}

/** Summaries and notes: `blockquote.userstuff` in a preface's div.summary / div.notes only (the
 * "(See the end of the chapter for notes.)" jump paragraph is navigation). Ids repeat in Entire Work,
 * so classes only. Work preface: work-29046888-ch1-skin.html; chapter summary:
 * chapter-17793689-ch2-skin.html; chapter end notes: legacy-body-chapter-endnotes.html. */
function prefaceTexts(prefaces: Element[], kind: 'summary' | 'notes'): string[] {
  return prefaces
    .flatMap((p) => childrenWith(p, 'div', kind))
    .flatMap((m) => childrenWith(m, 'blockquote', 'userstuff'))
    .map(blockText)
    .filter((t) => t !== '');
}

/** Notes before the text (div.notes) or after it (div.end.notes) in these prefaces. */
function notesOf(prefaces: Element[], end: boolean): string[] {
  return prefaces
    .flatMap((p) => childrenWith(p, 'div', 'notes'))
    .filter((m) => hasClass(m, 'end') === end)
    .flatMap((m) => childrenWith(m, 'blockquote', 'userstuff'))
    .map(blockText)
    .filter((t) => t !== '');
}

/**
 * Entire Work: each div.chapter's text, heading and notes, the text read chapter by chapter so each
 * chapter knows its range of paragraphs (ao3-entire-work.html: top notes, summary, end notes).
 */
function* chaptersOf(chapters: Element[], meta: Element | undefined): Steps<{ chapters: StoryChapter[]; blocks: Element[]; paragraphs: string[] }> {
  const out: StoryChapter[] = [];
  const blocks: Element[] = [];
  const paragraphs: string[] = [];
  for (const ch of chapters) {
    const part = yield* collectBlocksOfSteps(childrenWith(ch, 'div', 'userstuff'), { skip: skipLandmark });
    const prefaces = childrenWith(ch, 'div', 'preface');
    const { index, title } = chapterInfo(meta, ch);
    // No heading on the page: '' (the reader names it "Chapter 3" in the reader's language; adapters hold no messages).
    const heading = textOf(descendantsWith(prefaces[0], 'h3', 'title')[0]);
    const start = paragraphs.length;
    for (let i = 0; i < part.blocks.length; i++) {
      blocks.push(part.blocks[i]);
      paragraphs.push(part.paragraphs[i]);
    }
    out.push({ index, heading, title, start, end: paragraphs.length, summary: prefaceTexts(prefaces, 'summary')[0] ?? '', notes: notesOf(prefaces, false), endNotes: notesOf(prefaces, true) });
  }
  return { chapters: out, blocks, paragraphs };
}

function kindOf(main: Element, chapters: Element[]): StoryKind {
  if (hasClass(main, 'chapters-show')) return 'chapter';
  return chapters.length > 1 ? 'entire-work' : 'work';
}

/** The adult-content notice: the work's blurb with all its tags, but no text (works/_adult.html.erb). */
function interstitial(main: Element, url: URL, site: string): ExtractResult | undefined {
  if (!descendantsWith(main, 'p', 'caution').length) return undefined;
  const el = descendantsWith(main, 'li', 'work', 'blurb')[0];
  const blurb = el && blurbOf(el, url);
  if (!blurb) return undefined;
  const story: Story = {
    site,
    kind: 'interstitial',
    title: blurb.title,
    author: textsOfAll(descendantsWith(el, 'a').filter((a) => a.getAttribute('rel') === 'author')).join(', '),
    workId: blurb.workId,
    paragraphs: [],
    blocks: [],
    // The blurb's list (ol.work.index): the banner goes before the list, not inside it.
    container: el.parentElement ?? el,
    summary: blockText(descendantsWith(el, 'blockquote', 'summary')[0]),
    notes: [],
    tags: blurb.tags,
    links: {},
    wordCount: 0,
    siteWordCount: parseCount(textOf(descendantsWith(el, 'dd', 'words')[0])),
  };
  return { ok: true, story };
}

/**
 * Reads a work, chapter, Entire Work or adult notice; the document is only read. A job that may
 * pause between groups of paragraphs (lib/page/slices.ts): an Entire Work can be 500,000 words.
 */
export function* extractOtwWorkSteps(doc: Document, url: URL, site: string): Steps<ExtractResult> {
  const main = doc.getElementById('main');
  if (!main) return fail('no-story', 'No #main region: not an archive page.');
  // work-15461226-restricted-login.html: a logged-out reader gets the login page instead of the work.
  if (hasClass(main, 'sessions-new')) return fail('restricted', 'This work is only visible to logged-in users.');
  if (hasClass(main, 'error-404')) return fail('not-found', 'The archive says this work does not exist.');
  const skin = doc.getElementById('workskin');
  if (!skin) return interstitial(main, url, site) ?? fail('no-story', 'This page of the archive holds no work.');

  const parts = partsOf(skin);
  if (!parts.texts.length) return fail('malformed', 'The work page has no text block.');
  // dl.work.meta and ul.work.navigation come before #workskin, inside div.work.
  // Found among div.work's children first: searching its whole subtree would walk the story text.
  const work = skin.closest('div.work') ?? main;
  const wrappers = childrenWith(work, 'div', 'wrapper');
  const meta = wrappers.flatMap((w) => childrenWith(w, 'dl', 'meta'))[0] ?? descendantsWith(work, 'dl', 'work', 'meta')[0];
  const nav = childrenWith(work, 'ul', 'navigation')[0] ?? descendantsWith(work, 'ul', 'work', 'navigation')[0];
  const kind = kindOf(main, parts.chapters);
  const whole = kind === 'entire-work' ? yield* chaptersOf(parts.chapters, meta) : undefined;
  const { blocks, paragraphs } = whole ?? (yield* collectBlocksOfSteps(parts.texts, { skip: skipLandmark }));
  const workId = workIdOf(nav, url);
  const byline = descendantsWith(parts.preface, 'h3', 'byline')[0];
  const authors = textsOfAll(descendantsWith(byline, 'a').filter((a) => a.getAttribute('rel') === 'author'));
  // Chapter pages after the first carry no work summary: the chapter's own summary stands in.
  const summaries = prefaceTexts(parts.prefaces, 'summary');
  const story: Story = {
    site,
    kind,
    title: textOf(descendantsWith(parts.preface, 'h2', 'title')[0]),
    author: authors.join(', ') || textOf(byline),
    workId,
    chapter: kind === 'entire-work' ? undefined : chapterInfo(meta, parts.chapters[0]),
    paragraphs,
    blocks,
    container: parts.texts.length > 1 ? (parts.chaptersEl ?? parts.texts[0]) : parts.texts[0],
    // The archive warnings row of dl.work.meta (every otwarchive work has one); the list itself if not.
    summaryAnchor: descendantsWith(meta, 'dd', 'warning')[0] ?? meta,
    summary: summaries[0] ?? '',
    notes: [...summaries.slice(1), ...prefaceTexts(parts.prefaces, 'notes')],
    // Entire Work: the afterword's; one chapter or work: the chapter's and the afterword's.
    endNotes: notesOf(whole ? childrenWith(skin, 'div', 'preface') : parts.prefaces, true),
    chapters: whole?.chapters,
    tags: tagsFromWorkMeta(meta ?? doc.createElement('dl')),
    links: linksOf(nav, url, workId),
    wordCount: yield* wordCountSteps(paragraphs),
    siteWordCount: parseCount(textOf(stat(meta, 'words'))),
    language: clean(stat(meta, 'language')?.getAttribute('lang')) || undefined,
  };
  return { ok: true, story };
}

/** Reads a work, chapter, Entire Work or adult notice at once (Node, tests); see `extractOtwWorkSteps`. */
export function extractOtwWork(doc: Document, url: URL, site: string): ExtractResult {
  return runToEnd(extractOtwWorkSteps(doc, url, site));
}

/** The works of a listing page, as a job that may pause. */
function* listingSteps(doc: Document, url: URL): Steps<ListingBlurb[]> {
  const main = doc.getElementById('main');
  // The adult notice shows its one work as a blurb: that page gets the banner, not chips.
  if (!main || doc.getElementById('workskin') || descendantsWith(main, 'p', 'caution').length) return [];
  return yield* blurbsOfSteps(main, url);
}

/** The adapter for one set of otwarchive hosts: its detector (otw-site.ts) and this file's extraction. */
export function otwAdapter(site: SiteDetector): SiteAdapter {
  return {
    ...site,
    extract: (doc, url) => extractOtwWork(doc, url, site.id),
    extractSteps: (doc, url) => extractOtwWorkSteps(doc, url, site.id),
    extractListing: (doc, url) => runToEnd(listingSteps(doc, url)),
    extractListingSteps: listingSteps,
    // Not `dynamic`: AO3's own scripts expand menus and load kudos/comments after load; the text itself is static.
  };
}
