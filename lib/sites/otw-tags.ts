/**
 * Reading the author's tags from otwarchive (AO3) markup: the work page's `dl.work.meta` and the
 * listing blurbs' `ul.tags`. Evidence: ../shared/ARCHIVES.md §1.3-1.5.
 */
import { emptyTags, type ListingBlurb, type StoryTags } from '../story';
import { absoluteUrl, clean, textOf, textsOf } from './dom-text';

// A "Show warnings" link (logged-in readers who hide warnings) instead of the tags
// (tags_helper.rb show_hidden_tags_link; fixture test/fixtures/sites/ao3-hidden-warnings.html).
const HIDDEN_TAGS_LINK = 'a[href*="show_hidden"], li[id$="_category_warnings"], li[id$="_category_freeforms"]';

function hidden(el: Element | null): boolean {
  return !!el && (el.matches(HIDDEN_TAGS_LINK) || !!el.querySelector(HIDDEN_TAGS_LINK));
}

/** Tag texts of one `dd.<type>.tags` group of the work meta; [] when the group is hidden or absent. */
function metaGroup(meta: Element, type: string): string[] {
  const dd = meta.querySelector(`dd.${type}.tags`);
  if (!dd || hidden(dd)) return [];
  return textsOf(dd, 'a.tag');
}

/** The tags of a work or chapter page, from `dl.work.meta.group` (every otwarchive fixture). */
export function tagsFromWorkMeta(meta: Element): StoryTags {
  const tags = emptyTags();
  tags.rating = metaGroup(meta, 'rating');
  tags.warnings = metaGroup(meta, 'warning');
  tags.categories = metaGroup(meta, 'category');
  tags.fandoms = metaGroup(meta, 'fandom');
  tags.relationships = metaGroup(meta, 'relationship');
  tags.characters = metaGroup(meta, 'character');
  tags.freeforms = metaGroup(meta, 'freeform');
  if (hidden(meta.querySelector('dd.warning.tags'))) tags.warningsHidden = true;
  return tags;
}

/** Direct children of `el` matching `selector` (bookmark blurbs nest the bookmarker's own tag list). */
function ownChildren(el: Element, selector: string): Element[] {
  return Array.from(el.children).filter((c) => c.matches(selector));
}

// Symbol titles say "No category" / "No rating" when the group is empty (tags_helper get_title_string).
const NO_VALUE = /^no (category|rating)$/i;

function symbolTitles(header: Element | null, selector: string): string[] {
  const title = header?.querySelector(selector)?.getAttribute('title');
  return clean(title)
    .split(', ')
    .map((t) => t.trim())
    .filter((t) => t && !NO_VALUE.test(t));
}

/** The tags of one listing blurb (`li.work.blurb`, `li.bookmark.blurb`; fixture index-tag-angst.html). */
export function tagsFromBlurb(blurb: Element): StoryTags {
  const tags = emptyTags();
  const header = ownChildren(blurb, 'div.header')[0] ?? null;
  // Ratings appear only as the symbol, never in ul.tags.
  tags.rating = symbolTitles(header, 'ul.required-tags span.rating');
  tags.categories = symbolTitles(header, 'ul.required-tags span.category');
  tags.fandoms = textsOf(header?.querySelector('h5.fandoms'), 'a.tag');
  const list = ownChildren(blurb, 'ul.tags')[0];
  if (!list) return tags;
  const items = (cls: string): Element[] => ownChildren(list, `li.${cls}`);
  const texts = (cls: string): string[] => items(cls).filter((li) => !hidden(li)).flatMap((li) => textsOf(li, 'a.tag'));
  tags.warnings = texts('warnings');
  tags.relationships = texts('relationships');
  tags.characters = texts('characters');
  tags.freeforms = texts('freeforms');
  if (items('warnings').some(hidden)) tags.warningsHidden = true;
  return tags;
}

const WORK_HREF = /\/works\/(\d+)/;

/** One blurb of a listing; undefined for blurbs that are not works (series, external works). */
export function blurbOf(el: Element, base: URL): ListingBlurb | undefined {
  const link = el.querySelector('div.header h4.heading a[href*="/works/"]');
  const href = link?.getAttribute('href') ?? '';
  const id = WORK_HREF.exec(href)?.[1];
  if (!link || !id) return undefined;
  return { element: el, workId: id, title: textOf(link), url: absoluteUrl(href, base), tags: tagsFromBlurb(el) };
}

/** Every work blurb of a listing page (tag index, search, series, bookmarks, user works). */
export function blurbsOf(root: ParentNode, base: URL): ListingBlurb[] {
  const out: ListingBlurb[] = [];
  for (const el of Array.from(root.querySelectorAll('li.work.blurb, li.bookmark.blurb'))) {
    const b = blurbOf(el, base);
    if (b) out.push(b);
  }
  return out;
}
