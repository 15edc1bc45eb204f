/**
 * FanFiction.net's story lists: community and category pages, search results, crossovers, and an
 * author's page (their stories and their favourites). No list page is among ../shared/real-pages,
 * so the markup comes from public userscripts, scrapers and their tests, which agree (Nellius/UserScripts
 * Fanfiction.net-Filter-and-Sorter fas.user.js, and several scrapers' fixtures): our fixtures
 * test/fixtures/sites/ffn-category.html and ffn-author.html are written by us in that shape.
 *
 * - each story is a `div.z-list` (`zhover zpointer` on lists, `mystories` / `favstories` on an
 *   author's page, with data-storyid, data-category, data-chapters...);
 * - its `a.stitle` links to /s/<id>/1/ (the title), then " by " and `a[href^="/u/"]` (the author;
 *   absent on an author's own stories, whose author is the page's);
 * - the summary is the text at the start of `div.z-indent`, before its `div.z-padtop2.xgray`,
 *   the meta line: "[Crossover - ]Fandom[ & Fandom] - Rated: T - English - Genre/Genre -
 *   Chapters: N - Words: N - ... - Published: <span> - [A, B] C, D - Complete". Category and
 *   community pages leave the fandom out and start at "Rated:".
 *
 * FanFiction.net has no content warnings: the rating, genres and characters are all it shows.
 */
import { runToEnd, type Steps } from '../page/slices';
import { emptyTags, type ListingBlurb, type StoryTags } from '../story';
import { parseGenres } from './ffnet-genres';
import { absoluteUrl, childrenWith, clean, hasClass, parseCount, textOf } from './dom-text';

const STORY_HREF = /^(?:https?:)?(?:\/\/[a-z.]*(?:fanfiction\.net|fictionpress\.com))?\/s\/(\d+)\//;
const AUTHOR_HREF = /^(?:https?:)?(?:\/\/[a-z.]*(?:fanfiction\.net|fictionpress\.com))?\/u\/\d+/;

/** One field of the meta line names what it is ("Words: 4,669"). */
const LABELLED = /^(Rated|Chapters|Words|Reviews|Favs|Follows|Updated|Published|Status|id):/;

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

/** Reads a story's meta line. */
export function parseMetaLine(line: string): FfnMetaLine {
  const fields = clean(line).split(' - ').map((f) => f.trim());
  const meta: FfnMetaLine = { fandoms: [], genres: [], characters: [], relationships: [], complete: false };
  const rated = fields.findIndex((f) => f.startsWith('Rated:'));
  if (rated < 0) return meta;
  // Before "Rated:": the fandom, or "Crossover" and "A & B" (a fandom's own name may hold " & " too:
  // it is then split, and the reader hides it by its parts).
  const before = fields.slice(0, rated).filter((f) => f !== 'Crossover');
  meta.fandoms = before.flatMap((f) => f.split(' & ')).map(clean).filter(Boolean);
  meta.rating = /^Rated:\s*(?:Fiction\s+)?(\S+)/.exec(fields[rated])?.[1];
  meta.language = fields[rated + 1] || undefined;
  let next = rated + 2;
  const genres = fields[next] ? parseGenres(fields[next]) : undefined;
  if (genres) {
    meta.genres = genres;
    next++;
  }
  for (const field of fields.slice(next)) {
    if (field === 'Complete') meta.complete = true;
    else if (field.startsWith('Chapters:')) meta.chapters = parseCount(field.slice('Chapters:'.length));
    else if (!LABELLED.test(field)) Object.assign(meta, parseCharacters(field));
  }
  return meta;
}

/** The summary: the text of `div.z-indent` before its meta line. */
function summaryOf(indent: Element | undefined): string {
  if (!indent) return '';
  let text = '';
  for (let n = indent.firstChild; n; n = n.nextSibling) {
    if (n.nodeType === 1 && hasClass(n as Element, 'z-padtop2')) break;
    text += n.nodeType === 1 && (n as Element).tagName.toUpperCase() === 'BR' ? '\n' : (n.textContent ?? '');
  }
  return text.split('\n').map(clean).filter(Boolean).join('\n');
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

/** One story of a list; undefined for a `div.z-list` that is not a story (no /s/ link). */
export function ffnBlurbOf(el: Element, base: URL): ListingBlurb | undefined {
  const links = Array.from(el.children).filter((c) => c.tagName.toUpperCase() === 'A');
  const title = links.find((a) => hasClass(a, 'stitle'));
  const href = title?.getAttribute('href') ?? '';
  const workId = STORY_HREF.exec(href)?.[1] ?? el.getAttribute('data-storyid') ?? undefined;
  if (!title || !workId) return undefined;
  const author = links.find((a) => AUTHOR_HREF.test(a.getAttribute('href') ?? ''));
  const indent = childrenWith(el, 'div', 'z-indent')[0];
  const meta = parseMetaLine(textOf(childrenWith(indent, 'div', 'z-padtop2')[0]));
  return {
    element: el,
    workId,
    title: textOf(title),
    url: absoluteUrl(href, base),
    tags: tagsOf(meta),
    authors: author ? [textOf(author)] : [],
    summary: summaryOf(indent),
    chapters: meta.chapters === undefined ? undefined : { published: meta.chapters, total: meta.complete ? meta.chapters : undefined },
  };
}

/** Every story of a list page, pausing after each (a page holds 25; an author's favourites, hundreds). */
export function* ffnBlurbsSteps(doc: Document, base: URL): Steps<ListingBlurb[]> {
  const out: ListingBlurb[] = [];
  for (const el of Array.from(doc.getElementsByTagName('div'))) {
    if (!hasClass(el, 'z-list')) continue;
    const blurb = ffnBlurbOf(el, base);
    if (blurb) out.push(blurb);
    yield;
  }
  return out;
}

/** The same at once (Node, tests). */
export function ffnBlurbs(doc: Document, base: URL): ListingBlurb[] {
  return runToEnd(ffnBlurbsSteps(doc, base));
}
