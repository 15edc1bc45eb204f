/**
 * One pass over a paragraph: whole-word tokens, lower-cased, with curly apostrophes made straight
 * and masked swearing ("f***", "sh*t") restored. Linear in the paragraph's length, no regex over
 * the whole text, safe on lone surrogates, combining marks, RTL and emoji.
 */
import { unmask } from './unmask';

/** Tokens longer than this cannot be in any lexicon: skip building their text (a 200k-letter run). */
const MAX_TOKEN_LENGTH = 40;

export interface Tokens {
  count: number;
  words: string[];
  starts: number[];
  ends: number[];
  /** Sentence number of each token; a sentence ends at . ! ? … or a line break. */
  sentence: number[];
  /** Clause number of each token; clauses also end at , ; : dashes, brackets and double quotes. */
  clause: number[];
}

const enum Kind {
  Space,
  Word,
  Apostrophe,
  Star,
  Ignorable,
  ClauseBreak,
  SentenceBreak,
}

const LETTER_OR_DIGIT = /^[\p{L}\p{N}\p{M}]$/u;

function classifyAscii(c: number): Kind {
  if ((c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57)) return Kind.Word;
  switch (c) {
    case 39: // '
    case 96: // `
      return Kind.Apostrophe;
    case 42: // *
      return Kind.Star;
    case 46: // .
    case 33: // !
    case 63: // ?
    case 10: // \n
    case 13: // \r
      return Kind.SentenceBreak;
    case 44: // ,
    case 59: // ;
    case 58: // :
    case 40: // (
    case 41: // )
    case 34: // "
    case 91: // [
    case 93: // ]
      return Kind.ClauseBreak;
    default:
      return Kind.Space;
  }
}

/** ASCII kinds looked up rather than computed: the tokenizer's inner loop runs once per character. */
const ASCII_KIND = Uint8Array.from({ length: 128 }, (_, c) => classifyAscii(c));

function asciiKind(c: number): Kind {
  return ASCII_KIND[c] as Kind;
}

function wideKind(cp: number): Kind {
  switch (cp) {
    case 0x2019:
    case 0x2018:
    case 0x02bc:
    case 0x2032:
      return Kind.Apostrophe;
    case 0x00ad:
    case 0x200b:
    case 0x200c:
    case 0x200d:
    case 0x2060:
    case 0xfeff:
      return Kind.Ignorable;
    case 0x2026:
    case 0x2029:
    case 0x2028:
      return Kind.SentenceBreak;
    case 0x2014:
    case 0x2013:
    case 0x201c:
    case 0x201d:
    case 0x00ab:
    case 0x00bb:
      return Kind.ClauseBreak;
  }
  if (cp >= 0xd800 && cp <= 0xdfff) return Kind.Space; // a lone surrogate
  return LETTER_OR_DIGIT.test(String.fromCodePoint(cp)) ? Kind.Word : Kind.Space;
}

const FIX = /[\u2019\u2018\u02bc\u2032`\u00ad\u200b-\u200d\u2060\ufeff]/g;
const FIX_MAP: Record<string, string> = { '\u2019': "'", '\u2018': "'", '\u02bc': "'", '\u2032': "'", '`': "'" };

/** Splits one paragraph into normalised tokens. */
export function tokenize(text: string): Tokens {
  const out: Tokens = { count: 0, words: [], starts: [], ends: [], sentence: [], clause: [] };
  const lowered = text.toLowerCase();
  // toLowerCase can change the length of a few characters (İ): then lower-case token by token.
  const sameLength = lowered.length === text.length;
  let sentence = 0;
  let clause = 0;
  let pendingSentence = false;
  let pendingClause = false;
  let start = -1; // start of the current token
  let lastWordEnd = -1; // end of the last letter/digit (or star) in the current token
  let needsFix = false;
  let hasStar = false;

  const finish = () => {
    if (start >= 0 && lastWordEnd > start) {
      if (pendingSentence) sentence++;
      if (pendingClause || pendingSentence) clause++;
      pendingSentence = pendingClause = false;
      let word = '';
      if (lastWordEnd - start <= MAX_TOKEN_LENGTH) {
        word = sameLength ? lowered.slice(start, lastWordEnd) : text.slice(start, lastWordEnd).toLowerCase();
        if (needsFix) word = word.replace(FIX, (ch) => FIX_MAP[ch] ?? '');
        if (hasStar) word = unmask(word);
      }
      out.words.push(word);
      out.starts.push(start);
      out.ends.push(lastWordEnd);
      out.sentence.push(sentence);
      out.clause.push(clause);
      out.count++;
    }
    start = -1;
    lastWordEnd = -1;
    needsFix = hasStar = false;
  };

  const n = text.length;
  for (let i = 0; i < n; ) {
    const c = text.charCodeAt(i);
    let width = 1;
    let kind: Kind;
    if (c < 128) kind = asciiKind(c);
    else {
      const cp = text.codePointAt(i)!;
      width = cp > 0xffff ? 2 : 1;
      kind = wideKind(cp);
    }
    switch (kind) {
      case Kind.Word:
        if (start < 0) start = i;
        lastWordEnd = i + width;
        break;
      case Kind.Star:
        // A star inside a word masks a letter ("sh*t", "f***"); elsewhere it is decoration.
        if (start >= 0) {
          hasStar = true;
          lastWordEnd = i + 1;
        }
        break;
      case Kind.Apostrophe:
        if (start >= 0) needsFix ||= c !== 39;
        break;
      case Kind.Ignorable:
        if (start >= 0) needsFix = true;
        break;
      default:
        finish();
        if (kind === Kind.SentenceBreak) pendingSentence = true;
        else if (kind === Kind.ClauseBreak) pendingClause = true;
    }
    // An apostrophe only belongs to a word when letters follow it ("didn't", not "boys' ").
    if (kind === Kind.Apostrophe && start >= 0) {
      const next = i + width < n ? text.charCodeAt(i + width) : 32;
      const nextIsWord = next < 128 ? asciiKind(next) === Kind.Word : wideKind(text.codePointAt(i + width)!) === Kind.Word;
      if (!nextIsWord) finish();
    }
    i += width;
  }
  finish();
  return out;
}
