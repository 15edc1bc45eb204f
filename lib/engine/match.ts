/** Finds lexicon matches in one paragraph and applies the context rules to each. */
import type { CategoryId } from './categories';
import type { CompiledEntry, CompiledLexicons } from './compile';
import {
  DREAM_FACTOR,
  FRAME_FACTOR,
  INSTITUTION_FACTOR,
  IRREALIS_FACTOR,
  SIMILE_FACTOR,
  SPECULATION_FACTOR,
  actsOnThing,
  hasNearby,
  Mood,
  isInfinitive,
  isIrrealis,
  isHedged,
  isNegated,
  isPolarQuestion,
  moodBefore,
  namesInstitution,
  saidOfThing,
} from './context';
import { MAX_PHRASE_WORDS, type PhraseMatch } from './phrase';
import { wordAt, type Tokens } from './tokenize';
import { wordIds } from './vocabulary';
import { walkAll } from './word-trie';

export interface Hit {
  category: CategoryId;
  paragraph: number;
  entry: number;
  /** Weight after context rules. */
  weight: number;
  /** Token span [from, to) within the paragraph. */
  from: number;
  to: number;
  /** Character span within the paragraph. */
  start: number;
  end: number;
  /** Names what its category is about; or counts only in a window where such a hit speaks (features.ts). */
  topic?: boolean;
  needsTopic?: boolean;
  /** How it is told: backstory, in general (discourse.ts Telling bits). */
  telling?: number;
}

type Raw = PhraseMatch<CompiledEntry>;

/**
 * Categories whose harm can only be done to a being: "beat the eggs", "cheat on this diet", "broke
 * up with my gym" are other senses. Not bullying ("mocked her country vowels" mocks a person) nor
 * the categories whose words name a state rather than an act.
 */
const BEINGS_ONLY: ReadonlySet<CategoryId> = new Set(['violence', 'death', 'abuse', 'kidnapping', 'sexual-assault', 'animal-harm', 'infidelity', 'heartbreak', 'blood-gore']);

function overlaps(a: Raw, b: Raw): boolean {
  return a.from < b.to && b.from < a.to;
}

/** True when an ignore phrase for this category (or for all) overlaps the match. */
function ignored(raw: Raw, ignores: Raw[], firstCandidate: number): boolean {
  for (let k = firstCandidate; k < ignores.length && ignores[k].from < raw.to; k++) {
    const ig = ignores[k];
    if ((ig.value.category === null || ig.value.category === raw.value.category) && overlaps(ig, raw)) return true;
  }
  return false;
}

/** Categories whose frame words (Lexicon.frames) appear in the paragraph; one pass, only when needed. */
function framedCategories(t: Tokens, frames: Map<string, CategoryId[]>): Set<CategoryId> {
  const framed = new Set<CategoryId>();
  for (let i = 0; i < t.count; i++) {
    const cats = frames.get(wordAt(t, i));
    if (cats) for (const c of cats) framed.add(c);
  }
  return framed;
}

/** All surviving matches in a paragraph, in text order, at most one per category per span. */
/**
 * `applyFrames`: weaken matches by their category's frame words in the same paragraph. The story
 * reader (features.ts) passes false and applies frames over its whole window instead, where a
 * frame word in the line before ("Sparring practice." then "He punched him.") still counts.
 */
export function findHits(t: Tokens, lex: CompiledLexicons, paragraph: number, applyFrames = true): Hit[] {
  const found: Raw[] = [];
  wordIds(t);
  // An over-long token's word is '' (no id, not possessive): the walk finds nothing from it.
  walkAll(lex.trie, t, found);
  if (found.length === 0) return [];
  const raws: Raw[] = [];
  const ignores: Raw[] = [];
  for (const m of found) (m.value.ignore ? ignores : raws).push(m);

  let framed: Set<CategoryId> | undefined;
  const hits: Hit[] = [];
  // Keeps, per category, the last hit so that overlapping matches keep only the strongest.
  const lastByCategory = new Map<CategoryId, number>();
  let ig = 0;
  for (const raw of raws) {
    const e = raw.value;
    while (ig < ignores.length && ignores[ig].to <= raw.from - MAX_PHRASE_WORDS) ig++;
    if (ignored(raw, ignores, ig)) continue;
    // A phrase is read within one sentence: "bad luck ending. His life." is not "ending his life".
    if (t.sentence[raw.from] !== t.sentence[raw.to - 1]) continue;
    // "murdered that song", "beat the eggs", "the phone died": the harm is said of a thing.
    if (e.negatable && BEINGS_ONLY.has(e.category!) && (actsOnThing(t, raw.from, raw.to) || saidOfThing(t, raw.from))) continue;
    if (e.unless && hasNearby(t, raw.from, raw.to, e.unless, e.sentenceScope)) continue;
    if (e.needs && !hasNearby(t, raw.from, raw.to, e.needs, e.sentenceScope)) continue;
    if (e.negatable && isNegated(t, raw.from)) continue;
    const mood = moodBefore(t, raw.from);
    // A comparison ("like a tiny gravestone") is a figure for what the words name, but a slur in
    // one is still a slur: only words that can be negated are softened by it.
    let weight = mood & Mood.Dream ? e.weight * DREAM_FACTOR : e.weight;
    // What a comparison names is not in the story at all ("flopped on his back like a dead fish"):
    // it counts as little as a guess.
    if (e.negatable && mood & Mood.Simile) weight = e.weight * SIMILE_FACTOR;
    if (e.negatable && (mood & Mood.Condition || isIrrealis(t, raw.from) || isPolarQuestion(t, raw.from) || isInfinitive(t, raw.from))) weight *= IRREALIS_FACTOR;
    if (e.negatable && (mood & Mood.Speculation || isHedged(t, raw.from, raw.to))) weight *= SPECULATION_FACTOR;
    if (namesInstitution(t, raw.to)) weight *= INSTITUTION_FACTOR;
    if (applyFrames && lex.framedCategories.has(e.category!) && (framed ??= framedCategories(t, lex.frames)).has(e.category!)) weight *= FRAME_FACTOR;
    // Every field set here, even when undefined: hits of one shape keep the reads of every later
    // pass over them (windows, evidence, places) monomorphic.
    const hit: Hit = {
      category: e.category!,
      paragraph,
      entry: e.id,
      weight,
      from: raw.from,
      to: raw.to,
      start: t.starts[raw.from],
      end: t.ends[raw.to - 1],
      topic: e.topic ? true : undefined,
      needsTopic: e.needsTopic ? true : undefined,
      telling: undefined,
    };
    const lastIndex = lastByCategory.get(hit.category);
    const last = lastIndex === undefined ? undefined : hits[lastIndex];
    if (last && last.from < hit.to && hit.from < last.to) {
      if (hit.weight > last.weight || (hit.weight === last.weight && hit.to - hit.from > last.to - last.from)) {
        // The stronger reading of the span keeps what the weaker one said of the topic.
        if (last.topic) hit.topic = true;
        hits[lastIndex!] = hit;
      } else if (hit.topic) last.topic = true;
      continue;
    }
    lastByCategory.set(hit.category, hits.length);
    hits.push(hit);
  }
  return hits;
}
