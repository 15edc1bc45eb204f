/**
 * What the learned part of the engine sees: the story cut into scenes at the author's breaks, each
 * scene into windows of nearby words, and each window described by what the lexicons and their
 * context rules found there, per category. Training (scripts/train-engine.ts) and the engine share
 * this file, so that the weights are learned on exactly what is read.
 *
 * Word families as features of their own were tried (a weight per stemmed word, negation-marked):
 * they fitted the training scenes perfectly and lost on held-out ones (scenes macro-F1 0.15 against
 * 0.37 for the lexicon features alone, 5-fold), so only the lexicons' findings are learned from.
 */
import { CATEGORY_IDS, type CategoryId } from './categories';
import { compileLexicons, type CompiledLexicons } from './compile';
import { FRAME_FACTOR, GUESS_NOUNS, SPECULATION_FACTOR, TAKEN_BACK_REACH, takesBackAGuess } from './context';
import { findHits, type Hit } from './match';
import { tokenBuffer, tokenize, type Tokens } from './tokenize';
import type { EngineOptions } from './types';
import { SHIFTER_STORY_WORDS, SHIFTER_WORDS } from './lexicons/animal-harm';
import { hasWordAt, wordBits, wordFlags, wordIds } from './vocabulary';
import { isBreakWords, isOrnamentRow } from './scene-break';
import { lowerBound } from './sorted';
import { TELLING_BITS, tellHits } from './discourse';
import { installedVectors, rowOfWordId, type InstalledVectors } from './meaning/table';

// The reader's Skip reads breaks from its own small file, without the lexicons this one compiles.
export { isSceneBreakText } from './scene-break';

/** Words a window holds: about a short scene, the length of the labelled scenes it learned from. */
export const WINDOW_WORDS = 120;
/** Windows overlap by half, so that a scene cut in two by a window edge is still seen whole once. */
export const WINDOW_STRIDE = 60;

export const CATEGORY_INDEX = new Map<CategoryId, number>(CATEGORY_IDS.map((id, i) => [id, i]));

/**
 * A paragraph that is only a scene break: no word at all, a row of ornaments at any length (a row
 * of 91 asterisks is a break too), or a break's words ("Line break").
 */
export function isSceneBreak(paragraph: string, tokens: Tokens): boolean {
  // A row of ornaments holds one token at most ("oOo"; scene-break.test.ts): the story's other
  // paragraphs skip the pattern.
  return tokens.count === 0 || isBreakWords(paragraph) || (tokens.count === 1 && isOrnamentRow(paragraph));
}

/** The story as one run of tokens, with where each paragraph starts and where scenes break. */
export interface StoryTokens {
  /** How many paragraphs: their tokens are not kept, only what was found in them (a 500,000-word work stays small). */
  paragraphCount: number;
  /** Global index of each paragraph's first token; one extra entry holds the total. */
  offsets: number[];
  /** Lexicon hits, with `from`/`to` still paragraph-local. */
  hits: Hit[];
  /** Global token index of each hit's first token, in the same order as `hits`. */
  hitAt: number[];
  /** Global token ranges [from, to) of scenes: between author's breaks. */
  scenes: [number, number][];
  /** Global token index of each frame word (Lexicon.frames), and the categories it weakens. */
  frameAt: number[];
  frameCategories: CategoryId[][];
  /**
   * The vector row of every token (-1: none), by global token index, while a word-vector table is
   * installed (meaning/table.ts): what the meaning layer pools over each window. Undefined without one.
   */
  rows?: Int32Array;
}

const SHIFTER_STORY = wordFlags(SHIFTER_STORY_WORDS);

/**
 * What readStory looks for among a paragraph's words, as bits by word id: one pass over the
 * paragraph finds which of them it holds, and only those are read for (most paragraphs hold none).
 */
const FRAME_WORD = 1;
const SHIFTER_WORD = 2;
const GUESS_WORD = 4;
const readBitsOf = new WeakMap<CompiledLexicons, Uint8Array>();

function readBits(lex: CompiledLexicons): Uint8Array {
  let bits = readBitsOf.get(lex);
  if (!bits) {
    bits = wordBits([
      [lex.frames.keys(), FRAME_WORD],
      [SHIFTER_WORDS, SHIFTER_WORD],
      [GUESS_NOUNS, GUESS_WORD],
    ]);
    readBitsOf.set(lex, bits);
  }
  return bits;
}

/** True when an animal-harm hit's words are a wolf, a pup or a hunter: in a story of shifters, people. */
function readsAsShifter(hit: Hit, ids: Int32Array): boolean {
  if (hit.category !== 'animal-harm') return false;
  for (let i = hit.from; i < hit.to; i++) if (hasWordAt(SHIFTER_STORY, ids, i)) return true;
  return false;
}

/** Reads the paragraphs once: tokens, lexicon hits, scene breaks and each token's feature key. */
export function readStory(paragraphs: readonly string[], onParagraph?: EngineOptions['onParagraph']): StoryTokens {
  const lex = compileLexicons();
  const bits = readBits(lex);
  const story: StoryTokens = { paragraphCount: 0, offsets: [], hits: [], hitAt: [], scenes: [], frameAt: [], frameCategories: [] };
  const vectors = installedVectors();
  let rows: Int32Array | undefined = vectors ? new Int32Array(1024) : undefined;
  let total = 0;
  let sceneStart = 0;
  // One set of token arrays for every paragraph, and for every story after this one: tokens are
  // not kept. A story read from inside onParagraph (none is) would get arrays of its own.
  const buffer = idleBuffer ?? tokenBuffer();
  idleBuffer = undefined;
  // Hits before this index were weakened by a take-back already: a second one in the next paragraph never compounds it.
  let takenBack = 0;
  // Animal-harm hits on a wolf, a pup or a hunter, undone at the end if the story names shifters.
  const shifterHits: number[] = [];
  let namesShifters = false;
  paragraphs.forEach((text, p) => {
    const tokens = tokenize(typeof text === 'string' ? text : '', buffer);
    if (tokens.count > 0) onParagraph?.(tokens, p, text);
    story.paragraphCount++;
    story.offsets.push(total);
    if (vectors && rows) rows = rowsOf(vectors, tokens, rows, total);
    if (isSceneBreak(typeof text === 'string' ? text : '', tokens)) {
      if (total > sceneStart) story.scenes.push([sceneStart, total]);
      sceneStart = total + tokens.count;
    } else {
      const ids = wordIds(tokens);
      let holds = 0;
      for (let i = 0; i < tokens.count; i++) if (ids[i] < bits.length) holds |= bits[ids[i]];
      if (holds & GUESS_WORD && takesBackAGuess(tokens)) takenBack = takeBack(story, lex, p, sceneStart, takenBack);
      const hits = findHits(tokens, lex, p, false);
      tellHits(tokens, hits);
      for (const hit of hits) {
        if (readsAsShifter(hit, ids)) shifterHits.push(story.hits.length);
        story.hits.push(hit);
        story.hitAt.push(total + hit.from);
      }
      if (holds & SHIFTER_WORD) namesShifters = true;
      if (holds & FRAME_WORD) {
        for (let i = 0; i < tokens.count; i++) {
          if (!(ids[i] < bits.length && bits[ids[i]] & FRAME_WORD)) continue;
          story.frameAt.push(total + i);
          story.frameCategories.push(lex.framesById[ids[i]]!);
        }
      }
    }
    total += tokens.count;
  });
  story.offsets.push(total);
  if (rows) story.rows = rows.subarray(0, total);
  if (total > sceneStart) story.scenes.push([sceneStart, total]);
  if (namesShifters) {
    for (const h of shifterHits) {
      story.hits[h].weight = 0;
      story.hits[h].topic = false;
    }
  }
  idleBuffer = buffer;
  return story;
}

/** Writes the vector rows of a paragraph's tokens from global index `at`, growing `rows` as needed. */
function rowsOf(vectors: InstalledVectors, tokens: Tokens, rows: Int32Array, at: number): Int32Array {
  if (at + tokens.count > rows.length) {
    const grown = new Int32Array(Math.max(at + tokens.count, rows.length * 2));
    grown.set(rows);
    rows = grown;
  }
  const ids = wordIds(tokens);
  for (let i = 0; i < tokens.count; i++) rows[at + i] = rowOfWordId(vectors, ids[i]);
  return rows;
}

/** Token arrays no story is reading: readStory takes them, grown to its longest paragraph so far. */
let idleBuffer: Tokens | undefined;

/**
 * A guess the story takes back in paragraph p was told in the few paragraphs before it (of the same
 * scene): what they said counts as a guess, SPECULATION_FACTOR of its weight. Words that stay what
 * they are when denied (a slur, a swear) keep theirs. Hits from index `from` on are weakened; the
 * index past the last hit is returned, the `from` of the next take-back.
 */
function takeBack(story: StoryTokens, lex: CompiledLexicons, p: number, sceneStart: number, from: number): number {
  for (let h = story.hits.length - 1; h >= from && story.hitAt[h] >= sceneStart && story.hits[h].paragraph >= p - TAKEN_BACK_REACH; h--) {
    if (lex.entries[story.hits[h].entry].negatable) story.hits[h].weight *= SPECULATION_FACTOR;
  }
  return story.hits.length;
}

/** Windows [from, to) over the story's tokens, never crossing an author's scene break. */
export function windowsOf(story: StoryTokens): [number, number][] {
  const windows: [number, number][] = [];
  for (const [from, to] of story.scenes) {
    if (to - from <= WINDOW_WORDS) {
      windows.push([from, to]);
      continue;
    }
    for (let start = from; ; start += WINDOW_STRIDE) {
      const end = Math.min(to, start + WINDOW_WORDS);
      // A last window shorter than a stride is already inside the one before it.
      windows.push([end === to ? Math.max(from, to - WINDOW_WORDS) : start, end]);
      if (end === to) break;
    }
  }
  return windows;
}

/** The paragraph holding global token `at` (binary search over the offsets). */
export function paragraphOf(story: StoryTokens, at: number): number {
  let lo = 0;
  let hi = story.paragraphCount - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (story.offsets[mid] <= at) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** Hits this heavy are plain words for the thing (3 strong, 4 explicit); lighter ones are hints that need company. */
export const STRONG_WEIGHT = 3;
/** A cue this heavy is more than a homograph: it can speak alone for a TWO_CUE_CATEGORIES category. */
export const MODERATE_WEIGHT = 2;

/**
 * The lexicon features of the tokens [from, to): per category, the summed weight of its strong
 * hits (index c) and of its weak ones (index C + c), each as log(1 + sum) so that the tenth hint
 * adds less than the second. `first` is the index of the first hit at or after `from`.
 */
export function lexiconFeatures(story: StoryTokens, from: number, to: number, first: number, f: WindowFeatures): void {
  const C = CATEGORY_IDS.length;
  const into = f.lexicon;
  f.words = to - from;
  into.fill(0);
  f.cues.fill(0);
  f.heaviest.fill(0);
  f.telling.fill(0);
  const framed = framedIn(story, from, to);
  // Each lexicon entry counts once per window, at its strongest: "you moron" three times in banter
  // is one cue, not three; two different cues are needed for a hint to become a warning.
  const topics = topicsIn(story, first, to);
  for (let h = first; h < story.hits.length && story.hitAt[h] < to; h++) {
    const hit = story.hits[h];
    if (hit.needsTopic && !topics?.has(hit.category)) continue;
    const weight = hit.weight * framedFactor(framed?.get(hit.category));
    const c = CATEGORY_INDEX.get(hit.category)!;
    tell(f.telling, c, hit.telling ?? 0, weight);
    const before = countedWeight(hit.entry);
    if (weight <= before) continue;
    countWeight(hit.entry, weight);
    if (before > 0) into[before >= STRONG_WEIGHT ? c : C + c] -= before;
    else f.cues[c]++;
    into[weight >= STRONG_WEIGHT ? c : C + c] += weight;
    if (weight > f.heaviest[c]) f.heaviest[c] = weight;
  }
  forgetCounted();
  // log1p(0) is 0: most of a window's features stay 0 and need no call.
  for (let i = 0; i < into.length; i++) if (into[i] !== 0) into[i] = Math.log1p(into[i]);
  tellingShares(f.telling);
}

/**
 * The strongest weight each lexicon entry counted with in the window being read, by entry id (0:
 * not counted), and the entries set: one array for every window, its few set entries put back to
 * 0 after each (clearing a Map for each window allocated a new table).
 */
let counted = new Float64Array(1024);
let countedEntries = new Int32Array(64);
let countedCount = 0;

function countedWeight(entry: number): number {
  return entry < counted.length ? counted[entry] : 0;
}

function countWeight(entry: number, weight: number): void {
  if (entry >= counted.length) {
    const grown = new Float64Array(Math.max(entry + 1, counted.length * 2));
    grown.set(counted);
    counted = grown;
  }
  if (counted[entry] === 0) {
    if (countedCount === countedEntries.length) {
      const grown = new Int32Array(countedEntries.length * 2);
      grown.set(countedEntries);
      countedEntries = grown;
    }
    countedEntries[countedCount++] = entry;
  }
  counted[entry] = weight;
}

function forgetCounted(): void {
  for (let k = 0; k < countedCount; k++) counted[countedEntries[k]] = 0;
  countedCount = 0;
}

/** Adds a hit's weight to its category's total (after the tellings) and to each telling it bears. */
function tell(telling: Float64Array, c: number, bits: number, weight: number): void {
  const C = CATEGORY_IDS.length;
  telling[TELLING_BITS.length * C + c] += weight;
  for (let k = 0; k < TELLING_BITS.length; k++) if (bits & TELLING_BITS[k]) telling[k * C + c] += weight;
}

/** Turns each telling's summed weight into its share of the category's weight in the window: 0 to 1. */
function tellingShares(telling: Float64Array): void {
  const C = CATEGORY_IDS.length;
  const K = TELLING_BITS.length;
  for (let c = 0; c < C; c++) {
    const total = telling[K * C + c];
    if (total > 0) for (let k = 0; k < K; k++) telling[k * C + c] /= total;
  }
}

/** Categories whose topic entries speak among the hits [first, …) before global token `to`. */
function topicsIn(story: StoryTokens, first: number, to: number): Set<CategoryId> | undefined {
  let topics: Set<CategoryId> | undefined;
  for (let h = first; h < story.hits.length && story.hitAt[h] < to; h++) if (story.hits[h].topic) (topics ??= new Set()).add(story.hits[h].category);
  return topics;
}

/**
 * Categories put in a frame by frame words in [from, to): a sparring match, a video game, the
 * undead, a surprise party. Read over the window, not the paragraph, so that "Sparring practice."
 * on its own line frames the punches in the lines after it. Each category maps to how many
 * different frame words spoke for it: one frame word halves a match (FRAME_FACTOR), two or more
 * quarter it, for a window that keeps talking of a birthday, a game or a film is about that and not
 * about what its words name ("This is a kidnapping," with balloons, cake and a banner).
 */
function framedIn(story: StoryTokens, from: number, to: number): Map<CategoryId, number> | undefined {
  let i = lowerBound(story.frameAt, from);
  if (i >= story.frameAt.length || story.frameAt[i] >= to) return undefined;
  const framed = new Map<CategoryId, number>();
  // Each frame word's category list is one array (compile.ts): the same array is the same word.
  const seen = new Set<readonly CategoryId[]>();
  for (; i < story.frameAt.length && story.frameAt[i] < to; i++) {
    const categories = story.frameCategories[i];
    if (seen.has(categories)) continue;
    seen.add(categories);
    for (const c of categories) framed.set(c, (framed.get(c) ?? 0) + 1);
  }
  return framed;
}

/** What a match of a category counts in a window whose frame words said `frameWords` of it. */
function framedFactor(frameWords: number | undefined): number {
  return frameWords === undefined ? 1 : frameWords >= 2 ? FRAME_FACTOR * FRAME_FACTOR : FRAME_FACTOR;
}

/** Index of the first hit at or after global token `from` (binary search: hits are in text order). */
export function firstHitFrom(story: StoryTokens, from: number): number {
  return lowerBound(story.hitAt, from);
}

/** What one window holds: per category, its strong and weak lexicon features (see lexiconFeatures). */
export interface WindowFeatures {
  lexicon: Float64Array;
  /** Per category: how many different lexicon entries spoke, and the heaviest of them. */
  cues: Uint8Array;
  heaviest: Float64Array;
  /** How many words the window holds. */
  words: number;
  /**
   * Per telling k (discourse.ts TELLINGS) and category c, at k * C + c: the share of c's weight in
   * the window told in backstory or in general, 0 to 1. Entries from K * C on are scratch (each
   * category's total weight).
   */
  telling: Float64Array;
}

/** A fresh set of window features. */
export function newWindowFeatures(): WindowFeatures {
  const C = CATEGORY_IDS.length;
  return { lexicon: new Float64Array(2 * C), cues: new Uint8Array(C), heaviest: new Float64Array(C), words: 0, telling: new Float64Array((TELLING_BITS.length + 1) * C) };
}

/**
 * Categories whose single words are too often something else, or too grave to name on one word:
 * prejudice ("white", "moron", "spook"), sexual assault ("groping for his glasses") and substances
 * ("Ron snorted", "they crack up"). A window raises them on two different cues, or on one cue
 * of at least moderate weight (a slur, "raped", "called him a fag"): never on one weak word,
 * however the learned weights lean.
 */
export const TWO_CUE_CATEGORIES: ReadonlySet<CategoryId> = new Set(['racism', 'misogyny', 'ableism', 'homophobia', 'sexual-assault', 'substance-use']);
const TWO_CUES = new Uint8Array(CATEGORY_IDS.map((id) => (TWO_CUE_CATEGORIES.has(id) ? 1 : 0)));

/**
 * Categories a window of some length raises only on two different cues, however plain the one: a
 * fight shown on the page is told in more than one word (a fist and a jaw, a shot and a fall, a
 * blade and blood), while a lone "killed", "stabbed" or "kicked" in a paragraph about something
 * else is most often backstory, a summary or a figure. On the AO3 passages, 1 of the 17 whose only
 * violence cue was one strong word was labelled violence. A text of a sentence or two ("He stabbed
 * the man twice in the side.") is all about its one word, and keeps the one-strong-word rule.
 */
export const COMPANY_CATEGORIES: ReadonlySet<CategoryId> = new Set(['violence']);
/** Windows this long or longer need company for a COMPANY_CATEGORIES category. */
export const COMPANY_MIN_WORDS = 40;
const COMPANY = new Uint8Array(CATEGORY_IDS.map((id) => (COMPANY_CATEGORIES.has(id) ? 1 : 0)));

/**
 * True when a window holds enough of category c's own words to be raised at all: any of them, and
 * for TWO_CUE_CATEGORIES two different cues or one of at least moderate weight. Other categories' words never stand in.
 */
export function hasOwnWords(f: WindowFeatures, c: number): boolean {
  if (f.lexicon[c] === 0 && f.lexicon[CATEGORY_IDS.length + c] === 0) return false;
  if (COMPANY[c] && f.words >= COMPANY_MIN_WORDS && f.cues[c] < 2) return false;
  return !TWO_CUES[c] || f.cues[c] >= 2 || f.heaviest[c] >= MODERATE_WEIGHT;
}

/**
 * True when category c's own words in the window are only hints (no strong word): then how they
 * are told (the tellings) counts. A plain word for the thing ("he had stabbed the guard") is a
 * warning however it is told, as the lexicons' contract says.
 */
export function isHintsOnly(f: WindowFeatures, c: number): boolean {
  return f.lexicon[c] === 0;
}

/**
 * The features of the tokens [from, to) of a story. Pass `into` to reuse one buffer window after
 * window (the engine reads hundreds of windows in a long work); training keeps each its own.
 */
export function windowFeatures(story: StoryTokens, from: number, to: number, into?: WindowFeatures): WindowFeatures {
  const f = into ?? newWindowFeatures();
  lexiconFeatures(story, from, to, firstHitFrom(story, from), f);
  return f;
}
