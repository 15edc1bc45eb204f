/**
 * Turning a tag as a page shows it into a lookup key, and into safe display text. Tag text comes
 * from other people's pages: it may be huge, hold HTML, control characters or bidi overrides. It is
 * only ever treated as text here, and never longer than a real tag can be.
 */
import { foldText } from '../engine/normal-form';

/** AO3 tags are at most 150 characters (otwarchive ArchiveConfig.TAG_MAX); longer text is no tag. */
export const MAX_TAG_LENGTH = 150;
/** How much of a tag a warning's evidence shows. */
export const MAX_EXCERPT_LENGTH = 120;

// Control characters, zero-width characters and bidi controls (LRE/RLE/PDF/LRO/RLO, isolates, marks).
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g;
// AO3's Tag.to_param escapes, applied before percent-encoding (otwarchive app/models/tag.rb).
const AO3_ESCAPES: Record<string, string> = { s: '/', a: '&', d: '.', q: '?', h: '#' };

/** Undoes AO3's tag URL escapes: "Rape*s*Non-Con" -> "Rape/Non-Con", plus percent-encoding. */
export function unescapeAo3Tag(text: string): string {
  let out = text;
  if (/%[0-9a-f]{2}/i.test(out)) {
    try {
      out = decodeURIComponent(out);
    } catch {
      // Malformed percent-encoding: keep the text as it is.
    }
  }
  return out.replace(/\*([sadqh])\*/g, (_, c: string) => AO3_ESCAPES[c]);
}

/** Safe display text: invisible and control characters removed, whitespace collapsed, length capped. */
export function displayTag(text: unknown): string {
  if (typeof text !== 'string') return '';
  const t = text.slice(0, MAX_TAG_LENGTH * 4).replace(INVISIBLE, '').replace(/\s+/g, ' ').trim();
  return t.length > MAX_EXCERPT_LENGTH ? t.slice(0, MAX_EXCERPT_LENGTH - 1) + '…' : t;
}

/**
 * The lookup key of a tag: lower case, letters and digits only, single spaces; "&" reads "and".
 * "Implied/Referenced Self-Harm", "implied referenced self harm" and "Implied*s*Referenced%20Self-Harm"
 * share the key "implied referenced self harm". Undefined for text no tag could be.
 */
export function tagKey(text: unknown): string | undefined {
  if (typeof text !== 'string' || text.length > MAX_TAG_LENGTH * 4) return undefined;
  // The text normal form: a tag in look-alike letters or with invisible characters has the key it shows.
  const key = foldText(unescapeAo3Tag(text))
    .replace(INVISIBLE, '')
    .replace(/&/g, ' and ')
    .replace(/[’‘`´]/g, "'")
    .replace(/'/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
  return key && key.length <= MAX_TAG_LENGTH ? key : undefined;
}

/** Drops AO3's fandom disambiguation and the "- Freeform" marker: "Hospitals (My Hero Academia)". */
export function withoutQualifier(text: string): string {
  return text.replace(/\s*\([^()]*\)\s*$/, '').replace(/\s+-\s+freeform\s*$/i, '');
}
