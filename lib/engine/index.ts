/**
 * The warning engine: story paragraphs and the author's notes in, content warnings out.
 * Plain TypeScript, no DOM, deterministic and linear in the length of the text.
 *
 * It decides per scene, not per word: the story is cut at the author's scene breaks into windows of
 * nearby words (features.ts); a learned model (model.ts) weighs each window's word families, their
 * negation and what the lexicons' context rules found there, and a category is raised by a window
 * that carries enough of it. Weak words in different windows never add up to a warning, and a
 * theme is a category found in several separate scenes, not one word repeated.
 */
import { CATEGORY_IDS, type CategoryId } from './categories';
import { excerptAround } from './excerpt';
import { CATEGORY_INDEX, firstHitFrom, newWindowFeatures, paragraphOf, readStory, STRONG_WEIGHT, windowFeatures, windowsOf, WINDOW_STRIDE, type StoryTokens } from './features';
import { loadModel, sigmoid, windowLogits, type Model } from './model';
import { readNotes, type NoteFinding } from './notes';
import { aloneFor, probabilityFor, vetoes } from './sensitivity';
import { loadMeaningModel, meaningLogits, MEANING_MIN_WORDS, WindowMeaningReader, type MeaningModel } from './meaning/model';
import { meaningEvidence } from './meaning/evidence';
import { installedVectors } from './meaning/table';
import type { EngineInput, EngineOptions, Evidence, FindingSource, Warning, WarningLevel } from './types';

export { paragraphsFromText } from './paragraphs';
export { THRESHOLDS, DEFAULT_SENSITIVITY } from './sensitivity';
export type * from './types';

/**
 * How unlikely the meaning layer must find a category to overrule two or more different hints of it
 * (a plain word for the thing is never overruled): its probability under this. Chosen looking at the
 * written-apart batch apart5 and the real archive pages (npm run eval, 2026-12-06), which makes them
 * less than blind for this one number.
 */
export const SURE_VETO = 0.15;
/** An author's note naming a category counts as much as this much text evidence. */
export const NOTE_SCORE = 10;
/** Evidence passages kept per warning: what the banner has room for. */
export const EVIDENCE_COUNT = 3;
/**
 * A theme is a category found in this many separate scenes (runs of flagged windows with unflagged
 * text between them), or a central one: flagged windows making up this share of the story. One
 * short scene in a long chapter is a mention: the reader meets it once.
 */
export const THEME_MIN_RUNS = 3;
export const THEME_MIN_SHARE = 0.2;
/**
 * A central scene speaks of its category in at least this many places (separate matches): in a
 * short chapter one sentence already fills the two overlapping windows around it, and one sentence
 * ("he had an affair with a princess, he mused") is a mention, never what the chapter is about.
 */
export const THEME_MIN_PLACES = 2;
/**
 * A paragraph inside a flagged window is shielded when it holds a hit of this weight (moderate) or
 * more: a single weak word quoted as evidence is no reason to blur a paragraph.
 */
export const PASSAGE_MIN_WEIGHT = 2;

interface Run {
  /** Window indices [first, last] of consecutive flagged windows. */
  first: number;
  last: number;
  best: number;
  bestProbability: number;
}

interface WindowScores {
  windows: [number, number][];
  /** probabilities[w * C + c] */
  probabilities: Float64Array;
}

/**
 * Each window's probability of each category. With the meaning layer (a word-vector table
 * installed) and a window long enough to read (MEANING_MIN_WORDS), the rules' log-odds are one of
 * its inputs, and where the rules found only hints of the category its probability may lower
 * theirs, never raise it: a lone hint the meaning does not confirm ("he was of a lesser blood",
 * "if dead fish were sweaty") falls below the bar (at low and balanced sensitivity; at high, what the rules found stands, as a reader
 * who asked for more warnings would want). A category none of whose own words the window holds may rise on meaning alone only
 * past the `alone` bar (sensitivity.ts: off for now, with why). Without the layer, the rules decide.
 */
function scoreWindows(story: StoryTokens, model: Model, meaningModel: MeaningModel | undefined, alone: number, veto: boolean): WindowScores {
  const C = CATEGORY_IDS.length;
  const windows = windowsOf(story);
  const probabilities = new Float64Array(windows.length * C);
  const logits = new Float64Array(C);
  const features = newWindowFeatures();
  const table = installedVectors();
  const meaning = meaningModel && table && story.rows ? { model: meaningModel, reader: new WindowMeaningReader(meaningModel, table, story.rows, WINDOW_STRIDE), logits: new Float64Array(C) } : undefined;
  windows.forEach(([from, to], w) => {
    windowLogits(model, windowFeatures(story, from, to, features), logits);
    const read = meaning?.reader.read(from, to);
    if (!meaning || !read || read.known < MEANING_MIN_WORDS) {
      for (let c = 0; c < C; c++) probabilities[w * C + c] = logits[c] === -Infinity ? 0 : sigmoid(logits[c]);
      return;
    }
    meaningLogits(meaning.model, read, logits, meaning.logits);
    for (let c = 0; c < C; c++) {
      const p = sigmoid(meaning.logits[c]);
      // Only hints may fall, never a plain word for the thing: the meaning layer read "thought about
      // killing herself every day" in a scene of cutting as not suicide (p 0.001), having learned
      // from scenes of self-harm labelled "not suicide". A lone hint falls when the meaning does not
      // confirm it ("of a lesser blood", "kissed the battered flesh"); two different hints only when
      // the meaning is sure they are something else.
      const vetoed = veto && features.heaviest[c] < STRONG_WEIGHT && (features.cues[c] < 2 || p < SURE_VETO);
      if (logits[c] !== -Infinity) probabilities[w * C + c] = vetoed ? Math.min(p, sigmoid(logits[c])) : sigmoid(logits[c]);
      else if (p >= alone) probabilities[w * C + c] = p;
    }
  });
  return { windows, probabilities };
}

function runsOf(scores: WindowScores, c: number, threshold: number): Run[] {
  const C = CATEGORY_IDS.length;
  const runs: Run[] = [];
  let open: Run | undefined;
  scores.windows.forEach((_, w) => {
    const p = scores.probabilities[w * C + c];
    if (p < threshold) {
      open = undefined;
      return;
    }
    if (!open) runs.push((open = { first: w, last: w, best: w, bestProbability: p }));
    open.last = w;
    if (p > open.bestProbability) [open.best, open.bestProbability] = [w, p];
  });
  return runs;
}

/** The heaviest hit of category c among the tokens [from, to). */
function heaviestHit(story: StoryTokens, c: number, from: number, to: number): number {
  let heaviest = 0;
  for (let h = firstHitFrom(story, from); h < story.hits.length && story.hitAt[h] < to; h++) {
    if (story.hits[h].category === CATEGORY_IDS[c]) heaviest = Math.max(heaviest, story.hits[h].weight);
  }
  return heaviest;
}

/**
 * The passage a window is flagged for: the category's strongest lexicon hit in it; when the window
 * was raised by what other categories' words imply (blood for violence), the strongest of those.
 */
function evidenceIn(story: StoryTokens, model: Model, c: number, [from, to]: [number, number], paragraphs: readonly string[]): Evidence | undefined {
  const id = CATEGORY_IDS[c];
  let strongest = -1;
  let strongestValue = 0;
  for (let h = firstHitFrom(story, from); h < story.hits.length && story.hitAt[h] < to; h++) {
    const hit = story.hits[h];
    const value = hit.category === id ? hit.weight * 100 : hit.weight * model.lexicon[c][CATEGORY_INDEX.get(hit.category)!];
    if (value > strongestValue) [strongest, strongestValue] = [h, value];
  }
  if (strongest < 0) return undefined;
  const hit = story.hits[strongest];
  return { source: 'text', paragraph: hit.paragraph, start: hit.start, end: hit.end, excerpt: excerptAround(paragraphs[hit.paragraph], hit.start, hit.end).excerpt };
}

/** How many separate matches of category c the flagged runs hold, counted up to THEME_MIN_PLACES. */
function placesIn(story: StoryTokens, c: number, scores: WindowScores, runs: Run[]): number {
  let places = 0;
  let lastEnd = -1;
  for (const run of runs) {
    const from = scores.windows[run.first][0];
    const to = scores.windows[run.last][1];
    for (let h = firstHitFrom(story, from); h < story.hits.length && story.hitAt[h] < to; h++) {
      const hit = story.hits[h];
      if (hit.category !== CATEGORY_IDS[c] || story.hitAt[h] < lastEnd) continue;
      lastEnd = story.hitAt[h] + hit.to - hit.from;
      if (++places >= THEME_MIN_PLACES) return places;
    }
  }
  return places;
}

/** Paragraphs of the flagged windows that themselves carry the category clearly: what the page may shield. */
function passagesOf(story: StoryTokens, c: number, scores: WindowScores, runs: Run[]): number[] {
  const out = new Set<number>();
  for (const run of runs) {
    const from = scores.windows[run.first][0];
    const to = scores.windows[run.last][1];
    for (let p = paragraphOf(story, from); p < story.paragraphCount && story.offsets[p] < to; p++) {
      if (heaviestHit(story, c, Math.max(from, story.offsets[p]), Math.min(to, story.offsets[p + 1])) >= PASSAGE_MIN_WEIGHT) out.add(p);
    }
  }
  return [...out].sort((a, b) => a - b);
}

function round(n: number): number {
  return Math.round(n * 100) / 100;
}

/** Content warnings for a story, strongest first, with the weights of `model` (the shipped ones by default). */
/** `meaning`: the meaning layer's weights (the shipped ones by default), or null for the rules alone. */
export function analyzeWith(model: Model, input: EngineInput, options: EngineOptions = {}, meaning: MeaningModel | null = loadMeaningModel()): Warning[] {
  const threshold = probabilityFor(options.sensitivity);
  const paragraphs = Array.isArray(input?.paragraphs) ? input.paragraphs.map((p) => (typeof p === 'string' ? p : '')) : [];
  const story = readStory(paragraphs, options.onParagraph);
  const scores = scoreWindows(story, model, meaning ?? undefined, aloneFor(options.sensitivity), vetoes(options.sensitivity));
  const notes = readNotes(Array.isArray(input?.notes) ? input.notes : []);
  const byCategory = new Map<CategoryId, NoteFinding[]>();
  for (const f of notes) {
    const list = byCategory.get(f.category);
    if (list) list.push(f);
    else byCategory.set(f.category, [f]);
  }

  const warnings: Warning[] = [];
  CATEGORY_IDS.forEach((id, c) => {
    const runs = runsOf(scores, c, threshold);
    const noted = byCategory.get(id) ?? [];
    if (runs.length === 0 && noted.length === 0) return;
    const sources: FindingSource[] = [];
    const evidence: Evidence[] = [];
    let score = 0;
    let level: WarningLevel = 'mention';
    if (noted.length) {
      sources.push('notes');
      // The author's own words come first; one note is enough to show where they said it.
      evidence.push(noted[0].evidence);
      score += NOTE_SCORE;
      if (noted.some((f) => f.level === 'theme')) level = 'theme';
    }
    let passages: number[] | undefined;
    if (runs.length) {
      sources.push('text');
      const strongest = [...runs].sort((a, b) => b.bestProbability - a.bestProbability);
      for (const run of strongest) {
        if (evidence.length >= EVIDENCE_COUNT + (noted.length ? 1 : 0)) break;
        const window = scores.windows[run.best];
        const found = evidenceIn(story, model, c, window, paragraphs) ?? (meaning ? meaningEvidence(story, meaning, c, window, paragraphOf(story, window[0]), paragraphs) : undefined);
        if (found) evidence.push(found);
      }
      // The strongest passages are chosen; the reader is shown them in the story's order.
      const fromText = evidence.splice(noted.length ? 1 : 0);
      evidence.push(...fromText.sort((a, b) => a.paragraph - b.paragraph || a.start - b.start));
      score += runs.reduce((sum, r) => sum + r.bestProbability * 3, 0);
      const flaggedWindows = runs.reduce((n, r) => n + r.last - r.first + 1, 0);
      const central = flaggedWindows >= 2 && flaggedWindows >= THEME_MIN_SHARE * scores.windows.length && placesIn(story, c, scores, runs) >= THEME_MIN_PLACES;
      if (runs.length >= THEME_MIN_RUNS || central) level = 'theme';
      passages = passagesOf(story, c, scores, runs);
      if (passages.length === 0) passages = undefined;
    }
    warnings.push({ id, level, score: round(score), evidence, sources, ...(passages && { passages }) });
  });
  // Stable sort: equal scores keep the category order readers know.
  return warnings.sort((a, b) => b.score - a.score);
}

/** Content warnings for a story, strongest first. */
export function analyze(input: EngineInput, options: EngineOptions = {}): Warning[] {
  return analyzeWith(loadModel(), input, options);
}
