/**
 * The one text normal form of everything that reads words (the tokenizer, tags, notes, the
 * reader's own warnings): NFKC (full-width, mathematical and circled letters, ligatures), every
 * default-ignorable and format character removed (zero-width characters, bidi marks and isolates,
 * variation selectors, tag characters, fillers), combining marks dropped, and letters of other
 * scripts that look like Latin ones read as those ("сut" with a Cyrillic с is "cut"). A page looks
 * the same with or without them, so they must not change what is read (audit 2026-12, N3).
 *
 * Folding is per character, so every character of the normal form comes from one of the page's:
 * offsets map back, and evidence points at the page's own text.
 */
import LOOKALIKES from './lookalikes.json';

const IGNORABLE = /[\p{Default_Ignorable_Code_Point}\p{Cf}]/u;
const MARKS = /\p{M}/gu;
const NOT_ASCII = /[^\x00-\x7f]/;
const LOOKALIKE: Readonly<Record<string, string>> = LOOKALIKES;

/** Folded characters by code point: a story repeats the same few non-ASCII characters. */
const folded = new Map<number, string>();
/** Past this many characters the cache starts again: a page of every code point must not hold them all. */
const MAX_CACHED = 4096;

/** Whether a code point is invisible to a reader and removed by the normal form. */
export function isIgnorable(cp: number): boolean {
  return cp >= 0xad && IGNORABLE.test(String.fromCodePoint(cp));
}

/** One character's normal form, in its case ('' when it is ignorable or a lone mark). */
export function foldCharacter(cp: number): string {
  if (cp < 128) return String.fromCharCode(cp);
  const known = folded.get(cp);
  if (known !== undefined) return known;
  let out = '';
  if (!isIgnorable(cp) && !(cp >= 0xd800 && cp <= 0xdfff)) {
    for (const c of String.fromCodePoint(cp).normalize('NFKC').normalize('NFD').replace(MARKS, '')) {
      const lower = c.toLowerCase();
      const latin = LOOKALIKE[lower];
      out += latin === undefined ? c : lower === c ? latin : latin.toUpperCase();
    }
  } else if (cp >= 0xd800 && cp <= 0xdfff) out = String.fromCharCode(cp);
  if (folded.size >= MAX_CACHED) folded.clear();
  folded.set(cp, out);
  return out;
}

/** A text in normal form, with where each of its characters came from. */
export interface NormalText {
  text: string;
  /** The page's text it was made from. */
  source: string;
  /** For each character of `text`, plus one past its end, the offset in the page's text; null when the two are the same. */
  from: Int32Array | null;
}

/** A text's normal form (in its case). ASCII text is returned as it is, with no map. */
export function normalText(text: string): NormalText {
  if (!NOT_ASCII.test(text)) return { text, source: text, from: null };
  const parts: string[] = [];
  const from: number[] = [];
  for (let i = 0; i < text.length; ) {
    const cp = text.codePointAt(i)!;
    const width = cp > 0xffff ? 2 : 1;
    const f = foldCharacter(cp);
    parts.push(f);
    for (let k = 0; k < f.length; k++) from.push(i);
    i += width;
  }
  from.push(text.length);
  return { text: parts.join(''), source: text, from: Int32Array.from(from) };
}

/** The page's offset of an offset in a normal form; the end of a range maps just past its last character. */
export function pageOffset(n: NormalText, offset: number, end = false): number {
  if (!n.from) return offset;
  if (offset <= 0) return 0;
  if (offset >= n.from.length - 1) return n.from[n.from.length - 1];
  if (!end) return n.from[offset];
  // Not the next character's start: the invisible characters between the two stay out of the range.
  const last = n.from[offset - 1];
  return last + (n.source.codePointAt(last)! > 0xffff ? 2 : 1);
}

/** A word or a key in normal form, lower case: what the tokenizer and the tag keys compare. */
export function foldText(text: string): string {
  return normalText(text).text.toLowerCase();
}
