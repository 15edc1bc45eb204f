/**
 * One pass over a paragraph: whole-word tokens, lower-cased, with curly apostrophes made straight
 * and masked swearing ("f***", "sh*t") restored. Linear in the paragraph's length, no regex over
 * the whole text, safe on lone surrogates, combining marks, RTL and emoji. A word with anything
 * but ASCII in it is read in the text normal form (normal-form.ts): invisible characters inside
 * it, look-alike letters and full-width forms change nothing, and its offsets stay the page's.
 */
import { foldCharacter, foldText, isIgnorable } from './normal-form';
import { unmask } from './unmask';
import { hashWord, idOfHashed, idOfSpan, vocabularySize } from './vocabulary';

/** Tokens longer than this cannot be in any lexicon: skip building their text (a 200k-letter run). */
const MAX_TOKEN_LENGTH = 40;

/**
 * A paragraph's tokens, one entry per token in each array (entries from `count` on are scratch).
 * A word's text is only built when something reads it (wordAt; `words` builds them all): most
 * tokens are only ever looked up by id, and building 5,000 strings a chapter cost as much as
 * the rest of reading them.
 */
export interface Tokens {
  count: number;
  /** Every token's word, built on first read: wordAt reads one without building the others. */
  readonly words: string[];
  starts: Int32Array;
  ends: Int32Array;
  /** Sentence number of each token; a sentence ends at . ! ? … or a line break. */
  sentence: Int32Array;
  /** Clause number of each token; clauses also end at , ; : dashes, brackets and double quotes. */
  clause: Int32Array;
  /** Each word's id in the vocabulary (vocabulary.ts): what trie walks look up. Read them through wordIds(). */
  ids: Int32Array;
  /** 1 where the word ends in 's ("kurt's"): what possessive slots of phrases take. */
  possessive: Uint8Array;
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

/** Kinds of the BMP's code points, found on first sight (UNKNOWN until then): the look-up below costs a regex or two. */
const UNKNOWN = 255;
const BMP_KIND = new Uint8Array(0x10000).fill(UNKNOWN);

function wideKind(cp: number): Kind {
  if (cp > 0xffff) return findKind(cp);
  let kind = BMP_KIND[cp];
  if (kind === UNKNOWN) BMP_KIND[cp] = kind = findKind(cp);
  return kind as Kind;
}

function findKind(cp: number): Kind {
  switch (cp) {
    case 0x2019:
    case 0x2018:
    case 0x02bc:
    case 0x2032:
      return Kind.Apostrophe;
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
  if (isIgnorable(cp)) return Kind.Ignorable;
  if (LETTER_OR_DIGIT.test(String.fromCodePoint(cp))) return Kind.Word;
  // A full-width comma or star, a circled letter: of the kind of what they stand for.
  const folded = foldCharacter(cp);
  return folded.length === 1 && folded.charCodeAt(0) < 128 ? (ASCII_KIND[folded.charCodeAt(0)] as Kind) : Kind.Space;
}

/**
 * The kind of a code point, as the tokenizer reads it. The tokenizer reads the paragraph's lower
 * case, so a character and its lower case must be of one kind (tested over every code point).
 */
export function characterKind(cp: number): number {
  return cp < 128 ? ASCII_KIND[cp] : wideKind(cp);
}

/** Apostrophes other than ' that the normal form leaves as they are. */
const APOSTROPHES = /[\u2019\u2018\u02bc\u2032`]/g;

/** Starting room for a paragraph's tokens (a tag, a note's line); the arrays double when a paragraph needs more. */
const INITIAL_CAPACITY = 16;

/** Each tokenize call's number: a word built for an earlier paragraph is stale in a reused buffer. */
let paragraphsRead = 0;

/** A paragraph's tokens in arrays that can be filled again for the next paragraph (readStory reuses one). */
class TokenBuffer implements Tokens {
  count = 0;
  starts = new Int32Array(INITIAL_CAPACITY);
  ends = new Int32Array(INITIAL_CAPACITY);
  sentence = new Int32Array(INITIAL_CAPACITY);
  clause = new Int32Array(INITIAL_CAPACITY);
  ids = new Int32Array(INITIAL_CAPACITY);
  possessive = new Uint8Array(INITIAL_CAPACITY);
  idsVocabularySize = 0;
  questions: number[] = [];
  sentenceStarts: number[] = [];
  clauseStarts: number[] = [];
  /** The paragraph's lower case, where it has the text's length (not with "İ"): plain words are slices of it. */
  lowered = '';
  /** Words built so far: cache[i] is token i's word when builtFor[i] is this paragraph's number. */
  cache: string[] = new Array<string>(INITIAL_CAPACITY).fill('');
  builtFor = new Int32Array(INITIAL_CAPACITY);
  paragraph = 0;
  private all: string[] | undefined;

  get words(): string[] {
    if (!this.all) {
      const all: string[] = new Array(this.count);
      for (let i = 0; i < this.count; i++) all[i] = wordAt(this, i);
      this.all = all;
    }
    return this.all;
  }

  reset(text: string): void {
    this.count = 0;
    // Fresh lists rather than `length = 0`: setting an array's length is a call into the runtime
    // that cost more than the rest of a short paragraph's reading.
    this.questions = [];
    this.sentenceStarts = [];
    this.clauseStarts = [];
    this.all = undefined;
    paragraphsRead = (paragraphsRead % 0x7fffffff) + 1;
    this.paragraph = paragraphsRead;
    this.idsVocabularySize = vocabularySize();
    const lowerCased = text.toLowerCase();
    // toLowerCase can change the length of a few characters (İ): then every word is built as it is read.
    this.lowered = lowerCased.length === text.length ? lowerCased : '';
  }

  /** Room for twice as many tokens. */
  grow(): void {
    const size = this.ids.length * 2;
    const grown = <A extends Int32Array | Uint8Array>(a: A, make: (n: number) => A): A => {
      const b = make(size);
      b.set(a);
      return b;
    };
    this.starts = grown(this.starts, (n) => new Int32Array(n));
    this.ends = grown(this.ends, (n) => new Int32Array(n));
    this.sentence = grown(this.sentence, (n) => new Int32Array(n));
    this.clause = grown(this.clause, (n) => new Int32Array(n));
    this.ids = grown(this.ids, (n) => new Int32Array(n));
    this.possessive = grown(this.possessive, (n) => new Uint8Array(n));
    this.builtFor = grown(this.builtFor, (n) => new Int32Array(n));
    // Filled, not holey: a word first read far into a long paragraph must not turn the array into a dictionary.
    while (this.cache.length < size) this.cache.push('');
  }

  /** Keeps a word built while reading (one with curly apostrophes, stars, "İ", or a joined stutter). */
  keep(i: number, word: string): void {
    this.cache[i] = word;
    this.builtFor[i] = this.paragraph;
    this.all = undefined;
  }
}

/**
 * Token i's word, built from the paragraph's lower case on first read; like `t.words[i]`,
 * undefined outside [0, count). Over-long tokens (MAX_TOKEN_LENGTH) are ''.
 */
export function wordAt(t: Tokens, i: number): string {
  // A field only TokenBuffer has, rather than instanceof (a walk up the prototype chain, at every word read).
  const buffer = t as TokenBuffer;
  if (buffer.builtFor === undefined) return t.words[i];
  if (i < 0 || i >= buffer.count) return undefined as unknown as string;
  if (buffer.builtFor[i] === buffer.paragraph) return buffer.cache[i];
  const word = buffer.ends[i] - buffer.starts[i] > MAX_TOKEN_LENGTH ? '' : buffer.lowered.slice(buffer.starts[i], buffer.ends[i]);
  buffer.cache[i] = word;
  buffer.builtFor[i] = buffer.paragraph;
  return word;
}

/**
 * wordAt(t, i).endsWith(suffix) (a suffix of one or more characters), without building the word:
 * the context rules ask it of the words around every match ("n't", "-ed"), and most of those
 * words are never needed as strings.
 */
export function wordEndsWith(t: Tokens, i: number, suffix: string): boolean {
  const buffer = t as TokenBuffer;
  if (buffer.builtFor === undefined) return t.words[i]?.endsWith(suffix) ?? false;
  if (i < 0 || i >= buffer.count) return false;
  if (buffer.builtFor[i] === buffer.paragraph) return buffer.cache[i].endsWith(suffix);
  const { starts, ends, lowered } = buffer;
  const n = suffix.length;
  // An over-long token's word is '', which ends in no suffix.
  if (ends[i] - starts[i] > MAX_TOKEN_LENGTH || ends[i] - starts[i] < n) return false;
  for (let k = 0; k < n; k++) if (lowered.charCodeAt(ends[i] - n + k) !== suffix.charCodeAt(k)) return false;
  return true;
}

/** wordAt(t, i).length, without building the word; 0 outside [0, count). */
export function wordLengthAt(t: Tokens, i: number): number {
  const buffer = t as TokenBuffer;
  if (buffer.builtFor === undefined) return t.words[i]?.length ?? 0;
  if (i < 0 || i >= buffer.count) return 0;
  if (buffer.builtFor[i] === buffer.paragraph) return buffer.cache[i].length;
  const length = buffer.ends[i] - buffer.starts[i];
  return length > MAX_TOKEN_LENGTH ? 0 : length;
}

/** word.endsWith("'s"), over [start, end) of a string. */
function endsPossessive(s: string, start: number, end: number): boolean {
  return end - start >= 2 && s.charCodeAt(end - 1) === 115 && s.charCodeAt(end - 2) === 39;
}

/** The word of [start, end) built as a string: for tokens that are not a plain slice of the lower case. */
function buildWord(out: TokenBuffer, text: string, start: number, end: number, fix: boolean, star: boolean): string {
  let word = out.lowered !== '' ? out.lowered.slice(start, end) : text.slice(start, end).toLowerCase();
  if (fix) word = foldText(word).replace(APOSTROPHES, "'");
  if (star) word = unmask(word);
  return word;
}

/**
 * Appends one token; kept outside `tokenize` so the hot loop's variables stay in registers.
 * `hidden` counts the invisible characters inside it, which do not make a word too long.
 */
function pushToken(out: TokenBuffer, text: string, start: number, end: number, fix: boolean, star: boolean, sentence: number, clause: number, hidden: number): void {
  let tooLong = end - start - hidden > MAX_TOKEN_LENGTH;
  // Most tokens are plain slices of the lower case: looked up where they stand, built only if read.
  const plain = tooLong || (out.lowered !== '' && !fix && !star);
  let word = plain ? undefined : buildWord(out, text, start, end, fix, star);
  // An over-long word is '' (see wordAt), however it came to be long.
  if (word !== undefined && word.length > MAX_TOKEN_LENGTH) {
    tooLong = true;
    word = '';
  }
  const id = tooLong ? 0 : word === undefined ? idOfSpan(out.lowered, start, end) : idOfHashed(word, hashWord(word));
  // A stutter ("I-I can't", "it's o-over") is one word: the short first try joins the word it starts,
  // so that phrases read through it. Only a one- to three-letter prefix joined by a hyphen counts.
  const last = out.count - 1;
  if (last >= 0 && !tooLong && out.ends[last] === start - 1 && text.charCodeAt(start - 1) === 45 && out.sentence[last] === sentence) {
    const prefix = wordAt(out, last);
    const whole = word ?? out.lowered.slice(start, end);
    if (prefix.length > 0 && prefix.length <= 3 && whole.startsWith(prefix)) {
      out.keep(last, whole);
      out.ids[last] = id;
      out.ends[last] = end;
      out.possessive[last] = endsPossessive(whole, 0, whole.length) ? 1 : 0;
      return;
    }
  }
  if (last < 0 || out.sentence[last] !== sentence) out.sentenceStarts[sentence] = out.count;
  if (last < 0 || out.clause[last] !== clause) out.clauseStarts[clause] = out.count;
  if (out.count === out.ids.length) out.grow();
  const k = out.count;
  if (word !== undefined) out.keep(k, word);
  out.ids[k] = id;
  out.starts[k] = start;
  out.ends[k] = end;
  out.sentence[k] = sentence;
  out.clause[k] = clause;
  out.possessive[k] = tooLong ? 0 : word === undefined ? (endsPossessive(out.lowered, start, end) ? 1 : 0) : endsPossessive(word, 0, word.length) ? 1 : 0;
  out.count++;
}

/** Whether a letter or digit is at i, past any invisible characters ("didn'\u200bt"). */
function isWordAt(text: string, i: number): boolean {
  for (let k = i; k < text.length; ) {
    const c = text.charCodeAt(k);
    if (c < 128) return ASCII_KIND[c] === Kind.Word;
    const cp = text.codePointAt(k)!;
    const kind = wideKind(cp);
    if (kind !== Kind.Ignorable) return kind === Kind.Word;
    k += cp > 0xffff ? 2 : 1;
  }
  return false;
}

/** Fresh token arrays, to pass to tokenize again and again: a reader of many paragraphs that keeps none of their tokens. */
export function tokenBuffer(): Tokens {
  return new TokenBuffer();
}

/**
 * Splits one paragraph into normalised tokens. With `into` (from tokenBuffer), its arrays are
 * filled again and returned: the tokens read before are gone.
 */
export function tokenize(text: string, into?: Tokens): Tokens {
  const out = into instanceof TokenBuffer ? into : new TokenBuffer();
  out.reset(text);
  let sentence = 0;
  let clause = 0;
  let pendingSentence = false;
  let pendingClause = false;
  let start = -1; // start of the current token
  let end = -1; // end of its last letter, digit or masking star
  // fix: the word needs the normal form (anything but ASCII letters and digits in it)
  let fix = false;
  let star = false;
  let hidden = 0; // invisible characters inside the current token
  // Characters are read from the lower case where it has the text's length: the same kinds
  // (characterKind, tested for every code point), and a fresh flat string, which reads faster than
  // a paragraph sliced out of a page's or a file's text.
  const s = out.lowered !== '' ? out.lowered : text;
  const plain = out.lowered !== '';
  let { ids, starts, ends, sentence: sentences, clause: clauses, possessive } = out;
  let capacity = ids.length;

  const n = s.length;
  for (let i = 0; i < n; ) {
    const c = s.charCodeAt(i);
    let width = 1;
    let kind: Kind;
    if (c < 128) kind = ASCII_KIND[c] as Kind;
    else {
      const cp = s.codePointAt(i)!;
      width = cp > 0xffff ? 2 : 1;
      kind = wideKind(cp);
    }
    let close = false;
    switch (kind) {
      case Kind.Word:
        if (start < 0) start = i;
        if (c >= 128) fix = true;
        // Most characters of a story are ASCII letters inside words: read the rest of the run here.
        for (let next = i + width; next < n; next++) {
          const d = s.charCodeAt(next);
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
          close = !isWordAt(s, i + width);
        }
        break;
      case Kind.Ignorable:
        if (start >= 0) {
          fix = true;
          hidden += width;
        }
        break;
      default:
        close = true;
    }
    if (close && start >= 0) {
      if (pendingSentence) sentence++;
      if (pendingClause || pendingSentence) clause++;
      pendingSentence = pendingClause = false;
      const k = out.count;
      // Most tokens are plain words of the lower case and no stutter's second half: written here,
      // with the arrays in locals; the others (and a full buffer) go through pushToken.
      if (plain && !fix && !star && end - start <= MAX_TOKEN_LENGTH && k < capacity && (start === 0 || s.charCodeAt(start - 1) !== 45)) {
        if (k === 0 || sentences[k - 1] !== sentence) out.sentenceStarts[sentence] = k;
        if (k === 0 || clauses[k - 1] !== clause) out.clauseStarts[clause] = k;
        ids[k] = idOfSpan(s, start, end);
        starts[k] = start;
        ends[k] = end;
        sentences[k] = sentence;
        clauses[k] = clause;
        possessive[k] = endsPossessive(s, start, end) ? 1 : 0;
        out.count = k + 1;
      } else {
        pushToken(out, s, start, end, fix, star, sentence, clause, hidden);
        ({ ids, starts, ends, sentence: sentences, clause: clauses, possessive } = out);
        capacity = ids.length;
      }
      start = -1;
      fix = star = false;
      hidden = 0;
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
    pushToken(out, s, start, end, fix, star, sentence, clause, hidden);
  }
  // Past the last token a reused buffer still holds the paragraph before's: a rule reading on to
  // t.count ("while the sentence goes on") meets no sentence or clause there, as with plain arrays.
  if (out.count === out.ids.length) out.grow();
  out.sentence[out.count] = -1;
  out.clause[out.count] = -1;
  return out;
}
