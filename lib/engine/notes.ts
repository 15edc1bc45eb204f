/**
 * What authors write about their own work: "cw: gutting of a squirrel, eyeball stuff", "Content
 * warning for blood, trauma from active combat, mentions of canonical character death, hospitals.",
 * "TW // self harm", "Warnings:" over a bulleted list. Each named item is tied to a category
 * through WARNING_TERMS; an item no category fits ("hospitals") is kept as said, unmapped.
 */
import type { CategoryId } from './categories';
import { isNegated } from './context';
import { excerptAround } from './excerpt';
import { normalText, pageOffset, type NormalText } from './normal-form';
import { findTerms, hedgeWords, isHedged } from './terms';
import { tokenize, type Tokens } from './tokenize';
import type { Evidence, WarningLevel } from './types';

export interface NoteFinding {
  category: CategoryId;
  level: WarningLevel;
  evidence: Evidence;
}

export interface ContentNotes {
  /** Every category a content note names, with where it says so. */
  findings: NoteFinding[];
  /** Items of a content note that name no category we know ("hospitals"), as the author wrote them. */
  unmapped: string[];
}

/**
 * The words that open a content note. Whether one does depends on what follows (see listStart):
 * "warning" in prose opens nothing.
 */
const MARKER = /(?<![\p{L}\p{N}])(tws?|cws?|cns?|trigger warnings?|content warnings?|content notes?|warnings?|(?:heed|mind|check) the tags)(?![\p{L}\p{N}])/giu;
/** Markers short enough to be nothing else, so that "cw blood" needs no colon. */
const SHORT_MARKER = /^(?:tws?|cws?|cns?)$/i;
/**
 * An author saying what the work holds in a sentence rather than a list: "This chapter contains
 * graphic violence", "the next part deals with self-harm", "this fic mentions suicide". The list
 * runs to the end of the sentence. A verb that is itself a hedge ("mentions", "touches on") is kept
 * in the list, so that what it names is a passing mention.
 */
const DESCRIBES = /(?<![\p{L}\p{N}])(?:this|the|today's|the next|next|following)[ \t]+(?:chapter|chapters|fic|work|story|part|one-?shot|update)[ \t]+(?:(contains|deals with|includes|features|depicts|discusses|involves|explores|has|will have|will contain|will include)|(mentions|touches on|references|alludes to|hints at))[ \t]+/giu;
/** "there's some violence in this chapter", "there is a brief mention of drug use": the same, said with "there is". */
const THERE_IS = /(?<![\p{L}\p{N}])there(?:'s|’s|[ \t]+is|[ \t]+are|[ \t]+will[ \t]+be|[ \t]+may[ \t]+be|[ \t]+might[ \t]+be)[ \t]+/giu;
/** "Rated M for violence and swearing": what a rating is given for. */
const RATED_FOR = /(?<![\p{L}\p{N}])rated[ \t]+(?:m|ma|mature|t|teen|e|explicit|r|nc-?17|pg-?13|18\+?)[ \t]+for[ \t]+/giu;
/**
 * Words that tie a "there is" sentence to the work: in a summary, "there is a war coming" tells the
 * plot, and only "there's some violence in this chapter" is the author warning.
 */
const ABOUT_THE_WORK = /(?<![\p{L}\p{N}])(?:this|the next|next|today's)[ \t]+(?:chapter|chapters|fic|work|story|part|one|update)(?![\p{L}\p{N}])|(?<![\p{L}\p{N}])(?:ahead|below|in here)(?![\p{L}\p{N}])/iu;
/** Every way a sentence describes what the work holds (see DESCRIBES), and whether it needs ABOUT_THE_WORK. */
const DESCRIBING: [RegExp, boolean][] = [[DESCRIBES, false], [THERE_IS, true], [RATED_FOR, false]];
/** What a marker can follow in a note and still not open one: "spoiler warning for", "no warnings". */
const NOT_A_NOTE_BEFORE = /(?:spoilers?|no|any|without)\s*$/i;
const SEPARATOR = /^[ \t]{0,3}(?::|\/\/|\/|\||-|–|—|!+:?)[ \t]*/u;
const FOR = /^[ \t]+(?:for|of)(?:[ \t]*:[ \t]*|[ \t]+)(?:(?:this|the|today's|the next|these|next) (?:chapter|chapters|fic|work|story|part|one)[ \t]*[:,–—-]?[ \t]*)?/iu;
const BARE = /^[ \t]+(?=\p{L})/u;
/** Where a list on one line ends: the end of a sentence, before a capital letter or a bracket. */
const SENTENCE_END = /[.!?](?=\s+[^\p{Ll}\s]|\s*$)/u;
/** Where one item of a list ends and the next begins. */
const ITEM_BREAK = /\s*(?:[,;/|•·+&\n]|\s[-–—]\s|(?<![\p{L}\p{N}])(?:and|or)(?![\p{L}\p{N}]))\s*/giu;
/** Lines a list under a bare "Warnings:" heading may run to. */
const LIST_LINES = 12;
/** An unmapped item longer than this is prose that followed a marker, not an item. */
const MAX_ITEM_WORDS = 6;
/** Items that say there is nothing to warn of, or point elsewhere: not kept as unmapped. */
const NOT_AN_ITEM = /^(?:none|n\/?a|nothing|nada|no|spoilers?\b.*|see (?:the )?(?:tags|notes|end notes).*|(?:in |at )?(?:the )?(?:tags|(?:end|beginning|start|chapter) notes?))$/i;

function lineEndAt(note: string, at: number): number {
  const end = note.indexOf('\n', at);
  return end < 0 ? note.length : end;
}

/** "Warnings:" alone on its line: the list follows, one item a line, up to a blank line. */
function listBelow(note: string, from: number): number {
  let end = from;
  for (let n = 0; n < LIST_LINES && end < note.length; n++) {
    const next = lineEndAt(note, end + 1);
    if (note.slice(end + 1, next).trim() === '') break;
    end = next;
  }
  return end;
}

/** Where the list a marker opens starts and ends in the note, or undefined when it opens none. */
function listAfter(note: string, markerStart: number, markerEnd: number, marker: string): [number, number] | undefined {
  const lineStart = note.lastIndexOf('\n', markerStart - 1) + 1;
  const before = note.slice(lineStart, markerStart);
  if (NOT_A_NOTE_BEFORE.test(before)) return undefined;
  const rest = note.slice(markerEnd, lineEndAt(note, markerEnd));
  const atLineStart = /^[\s\p{P}]*$/u.test(before);
  const opener = SEPARATOR.exec(rest) ?? FOR.exec(rest) ?? (SHORT_MARKER.test(marker) || atLineStart ? BARE.exec(rest) : null);
  if (!opener || /^(?:heed|mind|check)/i.test(marker) && !SEPARATOR.test(rest)) return undefined;
  const from = markerEnd + opener[0].length;
  const lineEnd = lineEndAt(note, from);
  if (!/[\p{L}\p{N}]/u.test(note.slice(from, lineEnd))) return [from, listBelow(note, lineEnd)];
  let to = lineEnd;
  const sentence = SENTENCE_END.exec(note.slice(from, lineEnd));
  if (sentence) to = from + sentence.index;
  // "(cw: blood) Enjoy!": a list opened inside brackets ends with them.
  const bracket = /[([]\s*$/.exec(before)?.[0][0];
  if (bracket) {
    const close = note.indexOf(bracket === '(' ? ')' : ']', from);
    if (close >= 0 && close < to) to = close;
  }
  return [from, to];
}

/** One item of a list: [start, end) in the note, and whether "and", "or" or "/" tie it to the one before. */
interface Item {
  start: number;
  end: number;
  joined: boolean;
}

/** A break between items that only joins them ("self harm and suicide"): a hedge or a "no" before carries on. */
const SOFT_BREAK = /^\s*(?:and|or|&|\/|\+)\s*$/iu;

/** The items of a list: "implied" alone joins the item after it. */
function itemsOf(note: string, from: number, to: number): Item[] {
  const items: Item[] = [];
  const list = note.slice(from, to);
  let start = 0;
  let pendingHedge = -1;
  let joined = false;
  const push = (a: number, b: number) => {
    const text = list.slice(a, b).replace(/^[\s\-*•>]+/, '');
    const lead = b - a - list.slice(a, b).replace(/^[\s\-*•>]+/, '').length;
    if (!/[\p{L}\p{N}]/u.test(text)) return;
    const words = tokenize(text).words;
    // "Implied/Referenced self-harm": a hedge on its own belongs to the next item.
    if (hedgeWords(words).every(Boolean)) {
      if (pendingHedge < 0) pendingHedge = a + lead;
      return;
    }
    items.push({ start: from + (pendingHedge >= 0 ? pendingHedge : a + lead), end: from + b, joined });
    pendingHedge = -1;
  };
  ITEM_BREAK.lastIndex = 0;
  for (let m = ITEM_BREAK.exec(list); m; m = ITEM_BREAK.exec(list)) {
    push(start, m.index);
    joined = SOFT_BREAK.test(m[0]);
    start = m.index + m[0].length;
    if (m[0].length === 0) ITEM_BREAK.lastIndex++;
  }
  push(start, list.length);
  return items;
}

/**
 * Evidence for [start, end) of a note's normal form: offsets and excerpt in the note as the page
 * has it, so that the reader finds it there.
 */
export function noteEvidence(note: NormalText, index: number, start: number, end: number): Evidence {
  const pageStart = pageOffset(note, start);
  const pageEnd = pageOffset(note, end, true);
  return { source: 'notes', paragraph: index, start: pageStart, end: pageEnd, excerpt: excerptAround(note.source, pageStart, pageEnd).excerpt };
}

function readList(normal: NormalText, index: number, from: number, to: number, kind: NoteListKind, out: ContentNotes): void {
  const note = normal.text;
  const levels = new Map<CategoryId, NoteFinding>();
  // "mentions of self harm and suicide", "no rape or noncon": what opens a run of joined items holds for all of it.
  let carriedHedge = false;
  let carriedNo = false;
  for (const { start: a, end: b, joined } of itemsOf(note, from, to)) {
    const text = note.slice(a, b);
    const t = tokenize(text);
    const terms = findTerms(t.words);
    if (!joined) carriedHedge = carriedNo = false;
    const named = carriedNo ? [] : terms.filter((m) => !isNegated(t, m.from));
    if (terms.length === 0) {
      // As the author wrote it, invisible characters and all.
      const said = normal.source.slice(pageOffset(normal, a), pageOffset(normal, b, true)).trim().replace(/[.!?]+$/, '');
      // A sentence about the work names what it holds among other things ("a lot of fluff"): only a marked list's items are the author's warnings.
      if (kind === 'marked' && t.count <= MAX_ITEM_WORDS && !NOT_AN_ITEM.test(said)) out.unmapped.push(said);
      continue;
    }
    carriedHedge ||= isHedged(t.words, terms);
    carriedNo ||= isNegated(t, terms[0].from);
    const level: WarningLevel = carriedHedge ? 'mention' : 'theme';
    for (const m of named) {
      const seen = levels.get(m.category);
      if (seen) {
        if (level === 'theme') seen.level = 'theme';
        continue;
      }
      const finding = { category: m.category, level, evidence: noteEvidence(normal, index, a + t.starts[m.from], a + t.ends[m.to - 1]) };
      levels.set(m.category, finding);
      out.findings.push(finding);
    }
  }
}

/**
 * True when a hedge in the same clause as tokens [from, to) makes the noted item a passing mention
 * ("mentioned", "past", "if you squint"). The reader's own warnings (lib/personal) use it too.
 */
export function isMentionInClause(t: Tokens, from: number, to: number): boolean {
  let start = from;
  let end = to;
  while (start > 0 && t.clause[start - 1] === t.clause[from]) start--;
  while (end < t.count && t.clause[end] === t.clause[from]) end++;
  return isHedged(t.words.slice(start, end), [{ from: from - start, to: to - start }]);
}

/** The sentence a describing phrase opens, as [from, to) in the note (see DESCRIBES). */
function describedAfter(note: string, m: RegExpExecArray): [number, number] {
  const after = m.index + m[0].length;
  const lineEnd = lineEndAt(note, after);
  const sentence = SENTENCE_END.exec(note.slice(after, lineEnd));
  const to = sentence ? after + sentence.index : lineEnd;
  const hedgeVerb = m[2];
  return [hedgeVerb ? after - (m[0].length - m[0].trimEnd().length) - hedgeVerb.length : after, to];
}

/**
 * The sentence a "there is" is said in: from the one before's end to its own (`to`, where
 * describedAfter ended it), so that "in this chapter" in the next sentence does not count.
 */
function sentenceAround(note: string, at: number, to: number): string {
  let from = at;
  while (from > 0 && !/[.!?\n]/.test(note[from - 1])) from--;
  return note.slice(from, to);
}

/** How a list was opened: by a marker ("cw:", "Warnings:") or by a sentence describing the work. */
export type NoteListKind = 'marked' | 'described';

/**
 * Calls `visit` with each content-note list in the notes, as [from, to) offsets in its note's
 * normal form (normal-form.ts: "T\u200bW:" or "Ｃｏｎｔｅｎｔ ｗａｒｎｉｎｇ" open a list too; noteEvidence
 * maps back): what follows "cw:", "Content warning for", "TW //"..., the lines under a bare
 * "Warnings:" heading, or what a sentence like "this chapter contains …" names. The reader's own
 * warnings (lib/personal) read the same lists.
 */
export function forEachContentNoteList(
  notes: readonly string[],
  visit: (note: NormalText, index: number, from: number, to: number, kind: NoteListKind) => void,
): void {
  notes.forEach((page, index) => {
    if (typeof page !== 'string') return;
    const normal = normalText(page);
    const note = normal.text;
    // Ranges of the note already read as a list: a describing sentence inside one is not read twice.
    const read: [number, number][] = [];
    const isRead = (at: number) => read.some(([a, b]) => at >= a && at < b);
    MARKER.lastIndex = 0;
    for (let m = MARKER.exec(note); m; m = MARKER.exec(note)) {
      const list = listAfter(note, m.index, m.index + m[0].length, m[1]);
      if (!list) continue;
      visit(normal, index, list[0], list[1], 'marked');
      read.push(list);
      MARKER.lastIndex = Math.max(MARKER.lastIndex, list[1]);
    }
    for (const [pattern, needsTheWork] of DESCRIBING) {
      pattern.lastIndex = 0;
      for (let m = pattern.exec(note); m; m = pattern.exec(note)) {
        const list = describedAfter(note, m);
        if (isRead(list[0]) || (needsTheWork && !ABOUT_THE_WORK.test(sentenceAround(note, m.index, list[1])))) continue;
        visit(normal, index, list[0], list[1], 'described');
        read.push(list);
        pattern.lastIndex = Math.max(pattern.lastIndex, list[1]);
      }
    }
  });
}

/** Every category the authors' content notes name, and the items they name that fit none. */
export function readContentNotes(notes: readonly string[]): ContentNotes {
  const out: ContentNotes = { findings: [], unmapped: [] };
  forEachContentNoteList(notes, (note, index, from, to, kind) => readList(note, index, from, to, kind, out));
  return out;
}

/** Every category an author's content note names, with the note it came from. */
export function readNotes(notes: readonly string[]): NoteFinding[] {
  return readContentNotes(notes).findings;
}
