/**
 * One pass over a paragraph: whole-word tokens, lower-cased, with curly apostrophes made straight
 * and masked swearing ("f***", "sh*t") restored. Linear in the paragraph's length, no regex over
 * the whole text, safe on lone surrogates, combining marks, RTL and emoji.
 */
import { unmask } from './unmask';
import { hashWord, idOfHashed, vocabularySize } from './vocabulary';

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
  /** Each word's id in the vocabulary (vocabulary.ts): what trie walks look up. Read them through wordIds(). */
  ids: number[];
  /** The vocabulary's size when `ids` were looked up: words added later need a new look-up. */
  idsVocabularySize: number;
  /** Sentence numbers, in order, of the sentences that end in a question mark. */
  questions: number[];
  /**
   * The first token of each sentence and of each clause, by number: rules that read a whole
   * sentence or clause find its edges without walking to them (one long unbroken run of words
   * would make that walk quadratic).
   */
  sentenceStarts: number[];
  clauseStarts: number[];
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

/** Appends one token; kept outside `tokenize` so the hot loop's variables stay in registers. */
function pushToken(out: Tokens, text: string, lowered: string | null, start: number, end: number, fix: boolean, star: boolean, sentence: number, clause: number): void {
  let word = '';
  let id = 0;
  if (end - start <= MAX_TOKEN_LENGTH) {
    word = lowered !== null ? lowered.slice(start, end) : text.slice(start, end).toLowerCase();
    if (fix) word = word.replace(FIX, (ch) => FIX_MAP[ch] ?? '');
    if (star) word = unmask(word);
    id = idOfHashed(word, hashWord(word));
  }
  // A stutter ("I-I can't", "it's o-over") is one word: the short first try joins the word it starts,
  // so that phrases read through it. Only a one- to three-letter prefix joined by a hyphen counts.
  const last = out.count - 1;
  if (last >= 0 && word && out.ends[last] === start - 1 && text.charCodeAt(start - 1) === 45 && out.sentence[last] === sentence) {
    const prefix = out.words[last];
    if (prefix.length > 0 && prefix.length <= 3 && word.startsWith(prefix)) {
      out.words[last] = word;
      out.ids[last] = id;
      out.ends[last] = end;
      return;
    }
  }
  if (last < 0 || out.sentence[last] !== sentence) out.sentenceStarts[sentence] = out.count;
  if (last < 0 || out.clause[last] !== clause) out.clauseStarts[clause] = out.count;
  out.words.push(word);
  out.ids.push(id);
  out.starts.push(start);
  out.ends.push(end);
  out.sentence.push(sentence);
  out.clause.push(clause);
  out.count++;
}

function isWordAt(text: string, i: number): boolean {
  if (i >= text.length) return false;
  const c = text.charCodeAt(i);
  return c < 128 ? ASCII_KIND[c] === Kind.Word : wideKind(text.codePointAt(i)!) === Kind.Word;
}

/** Splits one paragraph into normalised tokens. */
export function tokenize(text: string): Tokens {
  const out: Tokens = { count: 0, words: [], starts: [], ends: [], sentence: [], clause: [], ids: [], idsVocabularySize: vocabularySize(), questions: [], sentenceStarts: [], clauseStarts: [] };
  const lowerCased = text.toLowerCase();
  // toLowerCase can change the length of a few characters (İ): then lower-case token by token.
  const lowered = lowerCased.length === text.length ? lowerCased : null;
  let sentence = 0;
  let clause = 0;
  let pendingSentence = false;
  let pendingClause = false;
  let start = -1; // start of the current token
  let end = -1; // end of its last letter, digit or masking star
  let fix = false;
  let star = false;

  const n = text.length;
  for (let i = 0; i < n; ) {
    const c = text.charCodeAt(i);
    let width = 1;
    let kind: Kind;
    if (c < 128) kind = ASCII_KIND[c] as Kind;
    else {
      const cp = text.codePointAt(i)!;
      width = cp > 0xffff ? 2 : 1;
      kind = wideKind(cp);
    }
    let close = false;
    switch (kind) {
      case Kind.Word:
        if (start < 0) start = i;
        // Most characters of a story are ASCII letters inside words: read the rest of the run here.
        for (let next = i + width; next < n; next++) {
          const d = text.charCodeAt(next);
          if (d >= 128 || ASCII_KIND[d] !== Kind.Word) break;
          width++;
        }
        end = i + width;
        break;
      case Kind.Star:
        // A star inside a word masks a letter ("sh*t", "f***"); elsewhere it is decoration.
        if (start >= 0) {
          star = true;
          end = i + 1;
        }
        break;
      case Kind.Apostrophe:
        // An apostrophe only belongs to a word when letters follow it ("didn't", not "boys' ").
        if (start >= 0) {
          if (c !== 39) fix = true;
          close = !isWordAt(text, i + width);
        }
        break;
      case Kind.Ignorable:
        if (start >= 0) fix = true;
        break;
      default:
        close = true;
    }
    if (close && start >= 0) {
      if (pendingSentence) sentence++;
      if (pendingClause || pendingSentence) clause++;
      pendingSentence = pendingClause = false;
      pushToken(out, text, lowered, start, end, fix, star, sentence, clause);
      start = -1;
      fix = star = false;
    }
    // A break counts for the next token, after the one it closes.
    if (kind === Kind.SentenceBreak) {
      if (c === 63 && out.count > 0 && out.questions[out.questions.length - 1] !== sentence) out.questions.push(sentence);
      pendingSentence = true;
    }
    else if (kind === Kind.ClauseBreak) pendingClause = true;
    i += width;
  }
  if (start >= 0) {
    if (pendingSentence) sentence++;
    if (pendingClause || pendingSentence) clause++;
    pushToken(out, text, lowered, start, end, fix, star, sentence, clause);
  }
  return out;
}
