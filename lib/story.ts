/**
 * The story as a site adapter finds it. Everything here is plain data except `blocks` and
 * `container`, which point into the page's own DOM so the UI can place the banner, clone text
 * for the reader and shield passages without ever rewriting the page.
 */

/** The author's own tags, as the archive shows them (display text, trimmed). */
export interface StoryTags {
  rating: string[];
  /** Archive warnings (AO3) or the site's own warning list (Royal Road). */
  warnings: string[];
  categories: string[];
  fandoms: string[];
  relationships: string[];
  characters: string[];
  /** Freeform / additional tags, or genres on FanFiction.net. */
  freeforms: string[];
  /** True when the site hid the warnings behind a "Show warnings" link: unknown, never "none". */
  warningsHidden?: boolean;
  /**
   * True where the site has no warnings at all (FanFiction.net): its works are judged from what it
   * does show, never folded as "unknown warnings", which would fold every one of them.
   */
  siteHasNoWarnings?: boolean;
}

export interface ChapterInfo {
  /** 1-based position of this chapter in the work. */
  index: number;
  title?: string;
  /** Total chapters, or undefined when the work is unfinished and the total unknown ("14/?"). */
  count?: number;
}

export interface ChapterLink {
  title: string;
  url: string;
}

export interface StoryLinks {
  previous?: string;
  next?: string;
  entireWork?: string;
  /** The chapter list, where the page carries one (AO3's chapter picker, FFN's select). */
  chapters?: ChapterLink[];
}

/**
 * One chapter of a page that holds several (AO3's Entire Work): a range of `Story.paragraphs` with
 * the chapter's heading and notes. The reader draws headings, notes and a table of contents from it;
 * warnings are placed in chapters by their paragraph (lib/chapters.ts).
 */
export interface StoryChapter {
  /** 1-based position of the chapter in the work. */
  index: number;
  /** The heading as the site shows it ("Chapter 2: Glass"); '' where the page shows none (components name it by number). */
  heading: string;
  /** The chapter's own title, without its number ("Glass"), where it has one. */
  title?: string;
  /** Index into `Story.paragraphs` of the chapter's first paragraph. */
  start: number;
  /** Index just past the chapter's last paragraph. */
  end: number;
  /** The chapter's summary ('' if none). */
  summary: string;
  /** The author's notes before the chapter's text. */
  notes: string[];
  /** The author's notes after the chapter's text. */
  endNotes: string[];
}

/**
 * How much of the text a page held when it was read, where the site serves the first page of it and
 * adds the rest as the reader scrolls (Wattpad's parts come in pages of a few hundred words).
 */
export interface PartialText {
  /** Pages of the text the page held. */
  pagesRead: number;
  /** Pages the site splits the whole text into. */
  pages: number;
  /** Words in the whole text, as the site counts them, where it says. */
  words?: number;
}

export type StoryKind =
  | 'work' // a single-chapter work
  | 'chapter' // one chapter of a longer work
  | 'entire-work' // every chapter on one page
  | 'interstitial' // adult-content notice: tags but no text
  | 'article'; // a page read through Readability

export interface Story {
  /** Adapter id ("ao3", "ffnet", ...; "readability" for the fallback). */
  site: string;
  kind: StoryKind;
  title: string;
  author: string;
  /** Stable id of the work on its site, used to remember the reading position. */
  workId?: string;
  chapter?: ChapterInfo;
  /** The story text, one entry per block (paragraph, list item, heading inside the text). */
  paragraphs: string[];
  /** The page elements the paragraphs were read from, index for index (absent outside a DOM). */
  blocks?: Element[];
  /** The element that holds the story text: the banner goes just before it. */
  container?: Element;
  /**
   * The archive's own warnings row (AO3's `dd.warning`), where readers look first: the one-line
   * summary goes just after it. Absent: the banner at the top of the story is the first thing.
   */
  summaryAnchor?: Element;
  summary: string;
  /** Author's notes (work and chapter, beginning and end), kept apart from the story text. */
  notes: string[];
  /** Those of `notes` the author put after the text (end notes of the work, or of the one chapter shown). */
  endNotes?: string[];
  /** The chapters, in order, where the page holds more than one (Entire Work); their notes are in `notes` too. */
  chapters?: StoryChapter[];
  tags: StoryTags;
  links: StoryLinks;
  wordCount: number;
  /** Words the site itself reports for the work, where it does (AO3's "Words"). */
  siteWordCount?: number;
  /** Only the first pages of the text were on the page (the rest load as the reader scrolls); absent when it held all of it. */
  partial?: PartialText;
  /** The work's language, where the site gives it. */
  language?: string;
}

/** A work in a listing (search results, tag index, series, bookmarks). */
export interface ListingBlurb {
  element: Element;
  workId?: string;
  title: string;
  url?: string;
  tags: StoryTags;
  /** The creators as the listing names them ("pseud (user)" on AO3 where they differ). */
  authors?: string[];
  /** The work's summary as the listing shows it ('' or absent when there is none). */
  summary?: string;
  /** Chapters published, and the planned total where known ("5/12"; "5/?" has no total). */
  chapters?: { published: number; total?: number };
}

export type ExtractFailure =
  | 'no-story' // a page of the site that holds no story (profile, search form, ...)
  | 'restricted' // the site asks the reader to log in
  | 'not-found' // deleted or missing work
  | 'malformed'; // the page looks like a story page but its text could not be found

/**
 * What the page says beyond the reason, where the reader can act on it (lib/page/page-content.ts
 * words it in the reader's language; adapters hold no messages).
 */
export type ExtractDetail =
  | 'age-or-warning' // the archive asks to confirm an age or accept a warning before the story
  | 'content-notice' // a journal's content notice stands before the entry
  | 'not-an-article'; // a page read on request holds mostly links or too little running text

export type ExtractResult =
  | { ok: true; story: Story }
  | { ok: false; reason: ExtractFailure; detail?: ExtractDetail; message: string };

export function emptyTags(): StoryTags {
  return {
    rating: [],
    warnings: [],
    categories: [],
    fandoms: [],
    relationships: [],
    characters: [],
    freeforms: [],
  };
}

const WORD_CHAR = /^[\p{L}\p{N}]$/u;
const APOSTROPHE = 39;
const HYPHEN = 45;
const RIGHT_QUOTE = 0x2019;

function isAsciiAlphanumeric(code: number): boolean {
  return (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
}

/**
 * Counts words the way readers and AO3 roughly do: runs of letters and digits, with apostrophes
 * and hyphens inside a word. One pass over the characters without a regex per word: on a
 * 500,000-word page the regex version was the adapters' largest cost.
 */
export function countWords(text: string): number {
  let count = 0;
  let inWord = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    let wordChar: boolean;
    if (code < 128) {
      wordChar = isAsciiAlphanumeric(code) || (inWord && (code === APOSTROPHE || code === HYPHEN));
    } else if (code === RIGHT_QUOTE) {
      wordChar = inWord;
    } else {
      const point = text.codePointAt(i)!;
      const char = String.fromCodePoint(point);
      if (point > 0xffff) i++;
      wordChar = WORD_CHAR.test(char);
    }
    if (wordChar && !inWord) count++;
    inWord = wordChar;
  }
  return count;
}
