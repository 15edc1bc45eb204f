/**
 * FanFiction.net's and FictionPress's story lists: community and category pages, search results,
 * crossovers, and an author's page (their stories and their favourites), on the desktop site and
 * the mobile one (m.fanfiction.net, m.fictionpress.com). No list page is among ../shared/real-pages,
 * so the markup comes from public userscripts, scrapers and their tests, which agree (Nellius/UserScripts
 * Fanfiction.net-Filter-and-Sorter fas.user.js, and several scrapers' fixtures): our fixtures
 * test/fixtures/sites/ffn-category.html, ffn-author.html, ffn-mobile-category.html and
 * fictionpress-category.html are written by us in that shape.
 *
 * Desktop:
 * - each story is a `div.z-list` (`zhover zpointer` on lists, `mystories` / `favstories` on an
 *   author's page, with data-storyid, data-category, data-chapters...);
 * - its `a.stitle` links to /s/<id>/1/ (the title), then " by " and `a[href^="/u/"]` (the author;
 *   absent on an author's own stories, whose author is the page's);
 * - the summary is the text at the start of `div.z-indent`, before its `div.z-padtop2.xgray`,
 *   the meta line: "[Crossover - ]Fandom[ & Fandom] - Rated: T - English - Genre/Genre -
 *   Chapters: N - Words: N - ... - Published: <span> - [A, B] C, D - Complete". Category and
 *   community pages leave the fandom out and start at "Rated:". Public scrapers also test lines
 *   with commas after the rating ("Rated: T, English, Drama & Friendship, [A, B] C, Words: 226k+,
 *   …"), read as the mobile line is.
 *
 * Mobile (lower confidence: one scraper's tests and fixtures, a browser extension's collector):
 * - each story is a `div.bs` (`bs brb`) in `#content`: a link to /s/<id>/1/ (the title), " by ",
 *   the author's /u/ link, the summary as loose text, then `div.gray`, the meta line with commas:
 *   "T, English, Drama & Friendship, chapters: 28, words: 226k+, favs: 12k+, follows: 10k+,
 *   updated: <span data-xutime> published: <span data-xutime>, [Harry P., Daphne G.] Theodore N.".
 *
 * Neither site has content warnings: the rating, genres and characters are all they show.
 */
import { runToEnd, type Steps } from '../page/slices';
import { emptyTags, type ListingBlurb, type StoryTags } from '../story';
import { parseGenres } from './ffnet-genres';
import { absoluteUrl, childrenWith, clean, hasClass, parseCount, textOf } from './dom-text';

const STORY_HREF = /^(?:https?:)?(?:\/\/[a-z.]*(?:fanfiction\.net|fictionpress\.com))?\/s\/(\d+)\//;
const AUTHOR_HREF = /^(?:https?:)?(?:\/\/[a-z.]*(?:fanfiction\.net|fictionpress\.com))?\/u\/\d+/;

/** One field of the meta line names what it is ("Words: 4,669"; the mobile site writes "words: 4k+"). */
const LABELLED = /^(Rated|Chapters|Words|Reviews|Favs|Follows|Updated|Published|Status|id):/i;
const COMPLETE = /^(?:Status:\s*)?Complete$/i;
/** The mobile meta line's rating stands alone ("T"), or as on the desktop ("Rated: Fiction T"). */
const MOBILE_RATING = /^(?:Rated:\s*)?(?:Fiction\s+)?(K\+|K|T|MA|M)$/;
/**
 * A date after its label, where it was not left out with its element: "Mar 14, 2017", "Nov 3",
 * "6h ago", "1/2/2020". Its comma would otherwise split the mobile line's fields.
 */
const DATED = /\b(updated|published):\s*(?:[A-Z][a-z]{2}\s+\d{1,2}(?:,\s*\d{4})?|\d+\s*[smhd](?:\s+ago)?|\d{1,2}\/\d{1,2}(?:\/\d{2,4})?)/gi;

export interface FfnMetaLine {
  fandoms: string[];
  rating?: string;
  language?: string;
  genres: string[];
  characters: string[];
  /** "[Harry P., Hermione G.]": the characters the author paired, each pairing as "A/B". */
  relationships: string[];
  chapters?: number;
  complete: boolean;
}

/** "[Severus S., Sirius B.] [Lily P., James P.] Remus L." -> pairings and characters. */
export function parseCharacters(field: string): { characters: string[]; relationships: string[] } {
  const relationships: string[] = [];
  const characters: string[] = [];
  const add = (names: string[]) => names.forEach((n) => !characters.includes(n) && characters.push(n));
  const loose = field.replace(/\[([^\]]*)\]/g, (_, pair: string) => {
    const names = pair.split(',').map(clean).filter(Boolean);
    if (names.length > 1) relationships.push(names.join('/'));
    add(names);
    return ',';
  });
  add(loose.split(',').map(clean).filter(Boolean));
  return { characters, relationships };
}

/**
 * The meta line's fields once split, the rating's at `rated`: before it the fandoms ("Crossover"
 * and "A & B"; a fandom's own name may hold " & " too: it is then split, and the reader hides it
 * by its parts), after it the language, the genres if the next field is genres, then labelled
 * fields, "Complete" and the characters (one field on the desktop, several on the mobile site).
 */
function metaOf(fields: string[], rated: number, rating: string | undefined, genresOf: (field: string) => string[] | undefined): FfnMetaLine {
  const meta: FfnMetaLine = { fandoms: [], genres: [], characters: [], relationships: [], complete: false, rating };
  meta.fandoms = fields.slice(0, rated).filter((f) => f !== 'Crossover').flatMap((f) => f.split(' & ')).map(clean).filter(Boolean);
  meta.language = fields[rated + 1] || undefined;
  let next = rated + 2;
  const genres = fields[next] ? genresOf(fields[next]) : undefined;
  if (genres) {
    meta.genres = genres;
    next++;
  }
  const characters: string[] = [];
  for (const field of fields.slice(next)) {
    if (COMPLETE.test(field)) meta.complete = true;
    else if (/^Chapters:/i.test(field)) meta.chapters = parseCount(field.slice('Chapters:'.length));
    else if (field && !LABELLED.test(field)) characters.push(field);
  }
  return Object.assign(meta, parseCharacters(characters.join(', ')));
}

/**
 * A rating followed by a comma: the line's fields are between commas ("Rated: T, English, Drama &
 * Friendship, …"), as on the mobile site. Public scrapers test desktop lists written so too.
 */
const RATING_THEN_COMMA = /\bRated:\s*(?:Fiction\s+)?(?:K\+|K|T|MA|M)\s*,/;

/**
 * Reads a story's meta line on the desktop site: fields between " - " ("Rated: T - English -
 * Angst/Romance - …"), or between commas where the line is written that way after its rating
 * (its fandoms before "Rated:" may still be between " - ").
 */
export function parseMetaLine(line: string): FfnMetaLine {
  const text = clean(line);
  if (RATING_THEN_COMMA.test(text)) {
    const rated = text.search(/\bRated:/);
    return parseMobileMetaLine(text.slice(0, rated).replace(/\s+-\s+/g, ', ') + text.slice(rated));
  }
  const fields = text.split(' - ').map((f) => f.trim());
  const rated = fields.findIndex((f) => f.startsWith('Rated:'));
  if (rated < 0) return { fandoms: [], genres: [], characters: [], relationships: [], complete: false };
  return metaOf(fields, rated, /^Rated:\s*(?:Fiction\s+)?(\S+)/.exec(fields[rated])?.[1], parseGenres);
}

/**
 * Reads a story's meta line on the mobile site: fields between commas (none split inside a
 * pairing's brackets, a date or a figure), genres joined by " & ".
 */
export function parseMobileMetaLine(line: string): FfnMetaLine {
  // A figure's thousands ("Words: 4,669" on a desktop line written with commas) are not a field's end.
  const undated = clean(line).replace(DATED, '$1:').replace(/(\d),(?=\d{3}\b)/g, '$1');
  const bracketsKept = undated.replace(/\[[^\]]*\]/g, (pair) => pair.replaceAll(',', '\u0000'));
  const fields = bracketsKept.split(',').map((f) => f.replaceAll('\u0000', ',').trim());
  const rated = fields.findIndex((f) => MOBILE_RATING.test(f));
  if (rated < 0) return { fandoms: [], genres: [], characters: [], relationships: [], complete: false };
  return metaOf(fields, rated, MOBILE_RATING.exec(fields[rated])?.[1], (f) => parseGenres(f.replaceAll(' & ', '/')));
}

/** The text of `first` and the nodes after it, up to the meta line: a story's summary (a <br> ends a line). */
function summaryFrom(first: ChildNode | null, meta: Element | undefined): string {
  let text = '';
  for (let n = first; n && n !== meta; n = n.nextSibling) {
    text += n.nodeType === 1 && (n as Element).tagName.toUpperCase() === 'BR' ? '\n' : (n.textContent ?? '');
  }
  return text.split('\n').map(clean).filter(Boolean).join('\n');
}

/** The text of the meta line without its dates (`span[data-xutime]`): on the mobile site their commas split fields. */
function undatedText(meta: Element | undefined): string {
  let text = '';
  for (let n = meta?.firstChild; n; n = n.nextSibling) {
    if (n.nodeType !== 1 || !(n as Element).hasAttribute('data-xutime')) text += n.textContent ?? '';
  }
  return clean(text);
}

function tagsOf(meta: FfnMetaLine): StoryTags {
  const tags = emptyTags();
  tags.rating = meta.rating ? [meta.rating] : [];
  tags.fandoms = meta.fandoms;
  tags.freeforms = meta.genres;
  tags.characters = meta.characters;
  tags.relationships = meta.relationships;
  tags.siteHasNoWarnings = true;
  return tags;
}

/** Is `a` before its sibling `b`? */
function isBefore(a: Element, b: Element): boolean {
  for (let n = a.nextSibling; n; n = n.nextSibling) if (n === b) return true;
  return false;
}

const linksOf = (el: Element) => Array.from(el.children).filter((c) => c.tagName.toUpperCase() === 'A');
const isAuthorLink = (a: Element) => AUTHOR_HREF.test(a.getAttribute('href') ?? '');

function blurbOf(el: Element, base: URL, title: Element, workId: string, author: Element | undefined, meta: FfnMetaLine, summary: string): ListingBlurb {
  const href = title.getAttribute('href') ?? '';
  return {
    element: el,
    workId,
    title: textOf(title),
    url: absoluteUrl(href, base),
    tags: tagsOf(meta),
    authors: author ? [textOf(author)] : [],
    summary,
    chapters: meta.chapters === undefined ? undefined : { published: meta.chapters, total: meta.complete ? meta.chapters : undefined },
  };
}

/** One story of a desktop list; undefined for a `div.z-list` that is not a story (no /s/ link). */
export function ffnBlurbOf(el: Element, base: URL): ListingBlurb | undefined {
  const links = linksOf(el);
  const title = links.find((a) => hasClass(a, 'stitle'));
  const workId = STORY_HREF.exec(title?.getAttribute('href') ?? '')?.[1] ?? el.getAttribute('data-storyid') ?? undefined;
  if (!title || !workId) return undefined;
  const indent = childrenWith(el, 'div', 'z-indent')[0];
  const metaLine = childrenWith(indent, 'div', 'z-padtop2')[0];
  return blurbOf(el, base, title, workId, links.find(isAuthorLink), parseMetaLine(textOf(metaLine)), summaryFrom(indent?.firstChild ?? null, metaLine));
}

/**
 * One story of a mobile list (`div.bs`); undefined for one that is not a story. Its summary is the
 * loose text after its last link (title, author, reviews) and before its meta line.
 */
export function ffnMobileBlurbOf(el: Element, base: URL): ListingBlurb | undefined {
  const links = linksOf(el);
  const title = links.find((a) => STORY_HREF.test(a.getAttribute('href') ?? ''));
  const workId = STORY_HREF.exec(title?.getAttribute('href') ?? '')?.[1];
  if (!title || !workId) return undefined;
  const metaLine = childrenWith(el, 'div', 'gray')[0];
  const beforeMeta = metaLine ? links.filter((a) => isBefore(a, metaLine)) : links;
  const lastLink = beforeMeta[beforeMeta.length - 1];
  return blurbOf(el, base, title, workId, links.find(isAuthorLink), parseMobileMetaLine(undatedText(metaLine)), summaryFrom(lastLink?.nextSibling ?? null, metaLine));
}

/**
 * Every story of a list page, desktop (`div.z-list`) or mobile (`div.bs`), pausing after each (a
 * page holds 25; an author's favourites, hundreds).
 */
export function* ffnBlurbsSteps(doc: Document, base: URL): Steps<ListingBlurb[]> {
  const out: ListingBlurb[] = [];
  for (const el of Array.from(doc.getElementsByTagName('div'))) {
    const blurb = hasClass(el, 'z-list') ? ffnBlurbOf(el, base) : hasClass(el, 'bs') ? ffnMobileBlurbOf(el, base) : undefined;
    if (!blurb) continue;
    out.push(blurb);
    yield;
  }
  return out;
}

/** The same at once (Node, tests). */
export function ffnBlurbs(doc: Document, base: URL): ListingBlurb[] {
  return runToEnd(ffnBlurbsSteps(doc, base));
}
