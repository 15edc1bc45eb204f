/**
 * Reading the author's tags from otwarchive (AO3) markup: the work page's `dl.work.meta` and the
 * listing blurbs' `ul.tags`. Evidence: ../shared/ARCHIVES.md §1.3-1.5. Walks the DOM rather than
 * querying it (see dom-text.ts: selectors are slow on linkedom, and a listing has 20 blurbs).
 */
import { runToEnd, type Steps } from '../page/slices';
import { emptyTags, type ListingBlurb, type StoryTags } from '../story';
import { absoluteUrl, blockText, childrenWith, clean, descendantsWith, parseCount, textOf, textsOfAll } from './dom-text';

/**
 * A "Show warnings" / "Show additional tags" link (logged-in readers who hide them) instead of the
 * tags: tags_helper.rb show_hidden_tags_link, fixtures ao3-hidden-warnings.html, ao3-bookmarks.html.
 */
function hidden(el: Element): boolean {
  return Array.from(el.getElementsByTagName('a')).some((a) => (a.getAttribute('href') ?? '').includes('show_hidden'));
}

/** The tag links (`a.tag`) under an element, unless the site hid them. */
function tagTexts(el: Element | undefined): string[] {
  return el && !hidden(el) ? textsOfAll(descendantsWith(el, 'a', 'tag')) : [];
}

/** The tags of a work or chapter page, from `dl.work.meta.group` (every otwarchive fixture). */
export function tagsFromWorkMeta(meta: Element): StoryTags {
  const tags = emptyTags();
  const groups = childrenWith(meta, 'dd', 'tags');
  const group = (type: string) => groups.find((dd) => (' ' + dd.getAttribute('class') + ' ').includes(` ${type} `));
  tags.rating = tagTexts(group('rating'));
  tags.warnings = tagTexts(group('warning'));
  tags.categories = tagTexts(group('category'));
  tags.fandoms = tagTexts(group('fandom'));
  tags.relationships = tagTexts(group('relationship'));
  tags.characters = tagTexts(group('character'));
  tags.freeforms = tagTexts(group('freeform'));
  const warnings = group('warning');
  if (warnings && hidden(warnings)) tags.warningsHidden = true;
  return tags;
}

// Symbol titles say "No category" / "No rating" when the group is empty (tags_helper get_title_string).
const NO_VALUE = /^no (category|rating)$/i;

function symbolTitles(required: Element | undefined, cls: string): string[] {
  const title = descendantsWith(required, 'span', cls)[0]?.getAttribute('title');
  return clean(title)
    .split(', ')
    .map((t) => t.trim())
    .filter((t) => t && !NO_VALUE.test(t));
}

/** The tags of one listing blurb (`li.work.blurb`, `li.bookmark.blurb`; fixture index-tag-angst.html). */
export function tagsFromBlurb(blurb: Element): StoryTags {
  const tags = emptyTags();
  const header = childrenWith(blurb, 'div', 'header')[0];
  const required = descendantsWith(header, 'ul', 'required-tags')[0];
  // Ratings appear only as the symbol, never in ul.tags.
  tags.rating = symbolTitles(required, 'rating');
  tags.categories = symbolTitles(required, 'category');
  tags.fandoms = textsOfAll(descendantsWith(descendantsWith(header, 'h5', 'fandoms')[0], 'a', 'tag'));
  // The blurb's own ul.tags, not the bookmarker's (a bookmark blurb nests those in div.user).
  const list = childrenWith(blurb, 'ul', 'tags')[0];
  if (!list) return tags;
  const items = (cls: string) => childrenWith(list, 'li', cls);
  const texts = (cls: string) => items(cls).flatMap((li) => tagTexts(li));
  tags.warnings = texts('warnings');
  tags.relationships = texts('relationships');
  tags.characters = texts('characters');
  tags.freeforms = texts('freeforms');
  if (items('warnings').some(hidden)) tags.warningsHidden = true;
  return tags;
}

const WORK_HREF = /\/works\/(\d+)/;

/** "5/12" or "5/?" in the blurb's dl.stats (index-tag-angst.html); undefined without the stat. */
function chaptersOf(el: Element): ListingBlurb['chapters'] {
  const stats = childrenWith(el, 'dl', 'stats')[0];
  const [published, total] = textOf(descendantsWith(stats, 'dd', 'chapters')[0]).split('/');
  const count = parseCount(published);
  if (count === undefined) return undefined;
  return { published: count, total: parseCount(total) };
}

/** One blurb of a listing; undefined for blurbs that are not works (series, external works). */
export function blurbOf(el: Element, base: URL): ListingBlurb | undefined {
  const heading = descendantsWith(childrenWith(el, 'div', 'header')[0], 'h4', 'heading')[0];
  const link = descendantsWith(heading, 'a').find((a) => WORK_HREF.test(a.getAttribute('href') ?? ''));
  const href = link?.getAttribute('href') ?? '';
  const id = WORK_HREF.exec(href)?.[1];
  if (!link || !id) return undefined;
  // Creators are a[rel=author] in the heading; anonymous works have none (the heading says "Anonymous").
  const authors = textsOfAll(descendantsWith(heading, 'a').filter((a) => a.getAttribute('rel') === 'author'));
  // The blurb's own summary, not a bookmarker's note (nested in div.user on bookmark blurbs).
  const summary = blockText(childrenWith(el, 'blockquote', 'summary')[0]);
  return { element: el, workId: id, title: textOf(link), url: absoluteUrl(href, base), tags: tagsFromBlurb(el), authors, summary, chapters: chaptersOf(el) };
}

/** Every work blurb of a listing page (tag index, search, series, bookmarks, user works). */
export function blurbsOf(root: Document | Element, base: URL): ListingBlurb[] {
  return runToEnd(blurbsOfSteps(root, base));
}

/**
 * `blurbsOf` as a job that may pause after each work (lib/page/slices.ts): reading 200 blurbs at
 * once held the page's main thread for one long task.
 */
export function* blurbsOfSteps(root: Document | Element, base: URL): Steps<ListingBlurb[]> {
  const items = Array.from(root.getElementsByTagName('li')).filter(
    (li) => (' ' + li.getAttribute('class') + ' ').includes(' blurb ') && /(^|\s)(work|bookmark)(\s|$)/.test(li.getAttribute('class') ?? ''),
  );
  const out: ListingBlurb[] = [];
  for (const el of items) {
    const b = blurbOf(el, base);
    if (b) out.push(b);
    yield;
  }
  return out;
}
