/**
 * How a match stands in the telling, beside what it names: placed before the story's now
 * (backstory: a memory, years ago, "had beaten", "used to") or spoken of in general (people,
 * society, history, the news, a word as a word). Neither is a reason to drop a match: a death in
 * backstory is still a death. Each category learns from the labelled data how much less a window
 * whose words are only hints is worth to it when told that way (model.ts, scripts/train-engine.ts):
 * racism learned that hints in a sentence about people, history or a word ("the documentary said
 * people once called them savages") are talk about racism, kidnapping and heartbreak a little of
 * the same. A strong word is a warning however it is told.
 */
import { wordAt, type Tokens } from './tokenize';
import { wordBits, wordIds } from './vocabulary';

/** The bits of a hit's `telling`. */
export const Telling = { Backstory: 1, General: 2 } as const;
/** The tellings a window's features describe, in the order of their weights (weights.json `telling`). */
export const TELLINGS = ['backstory', 'general'] as const;
export const TELLING_BITS: readonly number[] = [Telling.Backstory, Telling.General];

/**
 * Words that put a sentence before the story's now: a memory, a childhood, a time long ago. The
 * past perfect ("had beaten", "he'd been taken") and "used to" do the same (opensPastPerfect).
 */
const BACKSTORY = ['ago', 'childhood', 'remembered', 'remember', 'remembers', 'remembering', 'recalled', 'memory', 'memories', 'previously', 'formerly', 'once'];
/**
 * Words that speak of people in general, of history, the news or of a word as a word: what the
 * sentence says is discussed, not shown happening between the characters.
 */
const GENERAL = [
  'people', 'society', 'history', 'historically', 'world', 'everyone', 'country', 'countries', 'century', 'centuries',
  'government', 'governments', 'law', 'laws', 'culture', 'humanity', 'mankind', 'news', 'article', 'articles',
  'documentary', 'textbook', 'textbooks', 'word', 'words', 'term', 'terms', 'slur', 'slurs',
];
/** Words that may open the past perfect or "used to": only after them is the next word read. */
const PERFECT_OPENERS = ['had', "i'd", "he'd", "she'd", "we'd", "they'd", "you'd", "it'd", 'used'];
/** What a word may say of its sentence, by word id: one array read per word (the WORD_* bits). */
const WORD_BACKSTORY = 1;
const WORD_GENERAL = 2;
const WORD_PERFECT = 4;
const WORD_BITS = wordBits([
  [BACKSTORY, WORD_BACKSTORY],
  [GENERAL, WORD_GENERAL],
  [PERFECT_OPENERS, WORD_PERFECT],
]);

/** Endings of a past participle after "had": "had beaten", "had taken", "had been", "had fought". */
const PARTICIPLE = /(?:ed|en|ne|wn|ght|ung|ept|ust|id)$/;

/** True when token i (one of PERFECT_OPENERS) opens the past perfect ("had killed", "she'd been") or "used to". */
function opensPastPerfect(t: Tokens, i: number): boolean {
  if (t.sentence[i + 1] !== t.sentence[i]) return false;
  const next = wordAt(t, i + 1);
  return wordAt(t, i) === 'used' ? next === 'to' : PARTICIPLE.test(next);
}

/**
 * Where each telling's words stand in sentence s of the paragraph: for telling k (TELLING_BITS),
 * the first and last token holding one, at [2 * k] and [2 * k + 1] of `into`; -1 where none. Reads
 * only that sentence's words.
 */
export function tellingPlaces(t: Tokens, s: number, into: number[] = []): number[] {
  into.length = 0;
  for (let k = 0; k < 2 * TELLING_BITS.length; k++) into.push(-1);
  const ids = wordIds(t);
  for (let i = t.sentenceStarts[s]; i < t.count && t.sentence[i] === s; i++) {
    const id = ids[i];
    const bits = id < WORD_BITS.length ? WORD_BITS[id] : 0;
    if (bits === 0) continue;
    if (bits & WORD_BACKSTORY || (bits & WORD_PERFECT && opensPastPerfect(t, i))) place(into, 0, i);
    if (bits & WORD_GENERAL && !isAddressedPeople(t, i)) place(into, 2, i);
  }
  return into;
}

/** "you people", "your people": said to someone's face, not of people in general. */
function isAddressedPeople(t: Tokens, i: number): boolean {
  if (i === 0 || t.sentence[i - 1] !== t.sentence[i] || wordAt(t, i) !== 'people') return false;
  const before = wordAt(t, i - 1);
  return before === 'you' || before === 'your';
}

function place(places: number[], at: number, i: number): void {
  if (places[at] < 0) places[at] = i;
  places[at + 1] = i;
}

/**
 * Sets each hit's `telling`: the tellings of the sentence it stands in, from words outside the
 * match itself ("you people" is a cue of its own, not people in general). Only the sentences that
 * hold a hit are read, each once for the hits in it (hits come in text order).
 */
export function tellHits(t: Tokens, hits: readonly { from: number; to: number; telling?: number }[]): void {
  let read = -1;
  for (const hit of hits) {
    const s = t.sentence[hit.from];
    if (s !== read) tellingPlaces(t, (read = s), scratch);
    let bits = 0;
    for (let k = 0; k < TELLING_BITS.length; k++) {
      const first = scratch[2 * k];
      if (first >= 0 && (first < hit.from || scratch[2 * k + 1] >= hit.to)) bits |= TELLING_BITS[k];
    }
    hit.telling = bits;
  }
}
/** The places of the sentence being read. */
const scratch: number[] = [];
