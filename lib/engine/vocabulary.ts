/**
 * Every word any phrase trie holds (the engine's lexicons, its frame words, the reader's own
 * lists), numbered. The tokenizer gives each token its word's id as it reads it (tokenize.ts), and
 * every trie walk after that compares numbers. Looking a fresh token up in a Map costs more than
 * the rest of its reading (V8 hashes every letter of the new string; the engine did it once per
 * trie level, and again for the reader's own lists); here a cheap hash of five characters and one
 * probe of a small table find the id.
 *
 * Ids only ever get added, never reused: ids read before a word was added stay right for every
 * trie made before it. The vocabulary grows with the reader's own lists as they edit them (bounded
 * by the lists' sizes), not with the stories read.
 */
import { wordAt, type Tokens } from './tokenize';

/** The id of a word no trie holds: 0, so that an id can index an array without a bounds test. */
export const NO_WORD = 0;

/**
 * A word's hash from its length and its first three and last two characters: five reads per
 * token, where hashing every letter cost as much again as the rest of tokenizing. The table
 * compares whole words, so words sharing those five (rare) only cost a step more.
 */
export function hashWord(word: string): number {
  return hashSpan(word, 0, word.length);
}

/** hashWord of s.slice(start, end), read where it stands. */
function hashSpan(s: string, start: number, end: number): number {
  const n = end - start;
  let h = Math.imul(n + 1, 0x9e3779b1);
  if (n > 0) h = Math.imul(h ^ s.charCodeAt(start), 0x01000193);
  if (n > 1) h = Math.imul(h ^ s.charCodeAt(start + 1), 0x01000193);
  if (n > 2) h = Math.imul(h ^ s.charCodeAt(start + 2), 0x01000193);
  if (n > 3) h = Math.imul(h ^ s.charCodeAt(end - 1), 0x01000193);
  if (n > 4) h = Math.imul(h ^ s.charCodeAt(end - 2), 0x01000193);
  return h ^ (h >>> 16);
}

/** words[id]; words[NO_WORD] is never a token's word. */
const words: string[] = [''];
/**
 * Open addressing: slot s holds a word's hash at 2s and, at 2s + 1, where its entry in `chars`
 * starts, plus one (0: empty). A probe reads the hash beside the entry and passes over other words
 * without touching their text.
 */
let table = new Int32Array(2 << 12);
/**
 * How full the table may get before it doubles: probes stay short (most within one cache line),
 * and the table stays small (64 KB for the engine's 5,000 words, where at half full it took 128 KB),
 * nearer the processor for the look-up every token makes.
 */
const MAX_FULL_PERCENT = 65;
/**
 * Every word's entry, one after the other: its length, its id (low and high 16 bits), then its
 * characters. A look-up that found the slot reads the rest on one or two cache lines: the id no
 * longer sits in a third place (a table of ids by slot, then a table of entries by id).
 */
let chars = new Uint16Array(1 << 15);
/** Where each word's entry starts, by id: only for rebuilding the table as it grows. */
let charsFrom = new Int32Array(1 << 12);
let charsUsed = 0;
/** An entry's length, id and characters from its start: ENTRY_ID and ENTRY_ID + 1 hold the id. */
const ENTRY_ID = 1;
const ENTRY_CHARS = 3;

/** The id of the word whose entry a slot names (table[2s + 1], its start plus one). */
function idOfEntry(entryPlusOne: number): number {
  return chars[entryPlusOne - 1 + ENTRY_ID] | (chars[entryPlusOne + ENTRY_ID] << 16);
}

function slotOf(word: string, hash: number): number {
  const mask = (table.length >>> 1) - 1;
  for (let s = hash & mask; ; s = (s + 1) & mask) {
    const entry = table[2 * s + 1];
    if (entry === 0 || (table[2 * s] === hash && words[idOfEntry(entry)] === word)) return s;
  }
}

/** The id of `word` (whose hashWord is `hash`), or NO_WORD when no trie holds it. */
export function idOfHashed(word: string, hash: number): number {
  const entry = table[2 * slotOf(word, hash) + 1];
  return entry === 0 ? NO_WORD : idOfEntry(entry);
}

/**
 * The id of the word s.slice(start, end), or NO_WORD, without building the word: the tokenizer
 * asks this of most tokens, and most of their words are never needed as strings.
 */
export function idOfSpan(s: string, start: number, end: number): number {
  const n = end - start;
  const hash = hashSpan(s, start, end);
  const mask = (table.length >>> 1) - 1;
  for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
    const entry = table[2 * slot + 1];
    if (entry === 0) return NO_WORD;
    if (table[2 * slot] !== hash) continue;
    const from = entry - 1;
    if (chars[from] !== n) continue;
    let k = 0;
    while (k < n && chars[from + ENTRY_CHARS + k] === s.charCodeAt(start + k)) k++;
    if (k === n) return idOfEntry(entry);
  }
}

/** Doubles a typed array until it holds `size` entries. */
function grown<A extends Int32Array | Uint16Array>(a: A, size: number, make: (n: number) => A): A {
  if (a.length >= size) return a;
  let n = a.length;
  while (n < size) n *= 2;
  const b = make(n);
  b.set(a);
  return b;
}

/**
 * Makes room for `count` more words of `chars` characters in all at once: the word-vector table
 * adds 41,000 words in one go, which grew the table five times, rehashing every word each time.
 */
export function reserveWords(count: number, chars: number): void {
  const slotsNeeded = Math.ceil(((words.length + count) * 100) / MAX_FULL_PERCENT) + 1;
  if (slotsNeeded > table.length >>> 1) {
    let slots = table.length >>> 1;
    while (slots < slotsNeeded) slots *= 2;
    table = new Int32Array(2 * slots);
    for (let other = 1; other < words.length; other++) {
      const h = hashWord(words[other]);
      const slot = slotOf(words[other], h);
      table[2 * slot] = h;
      table[2 * slot + 1] = charsFrom[other] + 1;
    }
  }
  charsFrom = grown(charsFrom, words.length + count + 1, (n) => new Int32Array(n));
  charsWanted(charsUsed + chars + ENTRY_CHARS * count);
}

function charsWanted(size: number): void {
  chars = grown(chars, size, (n) => new Uint16Array(n));
}

/** The word's id, adding it if new. */
export function internWord(word: string): number {
  const hash = hashWord(word);
  const s = slotOf(word, hash);
  if (table[2 * s + 1] !== 0) return idOfEntry(table[2 * s + 1]);
  words.push(word);
  const id = words.length - 1;
  charsFrom = grown(charsFrom, id + 1, (n) => new Int32Array(n));
  chars = grown(chars, charsUsed + ENTRY_CHARS + word.length, (n) => new Uint16Array(n));
  const from = charsUsed;
  charsFrom[id] = from;
  // A word longer than a Uint16 can say is no token's: the tokenizer gives over-long tokens no id.
  chars[from] = Math.min(word.length, 0xffff);
  chars[from + ENTRY_ID] = id & 0xffff;
  chars[from + ENTRY_ID + 1] = id >>> 16;
  for (let k = 0; k < word.length; k++) chars[from + ENTRY_CHARS + k] = word.charCodeAt(k);
  charsUsed = from + ENTRY_CHARS + word.length;
  table[2 * s] = hash;
  table[2 * s + 1] = from + 1;
  if (words.length * 100 > (table.length >>> 1) * MAX_FULL_PERCENT) {
    table = new Int32Array(table.length * 2);
    for (let other = 1; other < words.length; other++) {
      const h = hashWord(words[other]);
      const slot = slotOf(words[other], h);
      table[2 * slot] = h;
      table[2 * slot + 1] = charsFrom[other] + 1;
    }
  }
  return id;
}

/**
 * A set of words as flags by id, for rules that test many tokens of a paragraph: reading a flag
 * costs less than hashing the token into a Set. Test a token with hasWordAt.
 */
export function wordFlags(list: Iterable<string>): Uint8Array {
  const ids = [...list].map(internWord);
  const flags = new Uint8Array(Math.max(0, ...ids) + 1);
  for (const id of ids) flags[id] = 1;
  return flags;
}

/** Several sets of words as bits by id: bits[id] holds the bit of each list the word is in. */
export function wordBits(lists: [Iterable<string>, number][]): Uint8Array {
  const flags = lists.map(([words]) => wordFlags(words));
  const bits = new Uint8Array(Math.max(...flags.map((f) => f.length)));
  lists.forEach(([, bit], k) => flags[k].forEach((on, id) => on && (bits[id] |= bit)));
  return bits;
}

/** A set of words as their ids: for a rule that tests a few tokens against one of many small lists. */
export function wordIdSet(list: Iterable<string>): ReadonlySet<number> {
  return new Set([...list].map(internWord));
}

/** True when the word of token i is one of the flagged words. */
export function hasWordAt(flags: Uint8Array, ids: ArrayLike<number>, i: number): boolean {
  const id = ids[i];
  return id < flags.length && flags[id] === 1;
}

/** The word whose id is `id` (the vector table's builder lists the lexicons' words by it). */
export function wordOfId(id: number): string {
  return words[id] ?? '';
}

/** How many words have ids: ids run from 1 to vocabularySize(). */
export function vocabularySize(): number {
  return words.length - 1;
}

/**
 * The id of each token's word. The tokenizer looked them up as it read; if words were added to
 * the vocabulary since (a trie built after the text was read), they are looked up again.
 */
export function wordIds(t: Tokens): Int32Array {
  if (t.idsVocabularySize !== vocabularySize()) {
    for (let i = 0; i < t.count; i++) {
      const word = wordAt(t, i);
      t.ids[i] = idOfHashed(word, hashWord(word));
    }
    t.idsVocabularySize = vocabularySize();
  }
  return t.ids;
}
