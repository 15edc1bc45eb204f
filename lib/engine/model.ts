/**
 * The learned weights: one logistic regression per category over a window's lexicon features (see
 * features.ts), fitted by scripts/train-engine.ts on the labelled data in ../shared/eval and kept
 * here as data (lib/engine/model/weights.json), reviewed like code. What a category's own words
 * weigh, what the other categories' words add (blood tells of violence), and where even odds sit.
 */
import { CATEGORY_IDS } from './categories';
import { hasOwnWords, isHintsOnly, type WindowFeatures } from './features';
import { TELLINGS } from './discourse';
import data from './model/weights.json';

export interface ModelFile {
  version: number;
  /** How the weights were made: the command, the data, the settings, the lexicons' fingerprint. */
  trainedWith: { lexiconFingerprint?: string } & Record<string, unknown>;
  categories: string[];
  bias: number[];
  /** [category][feature]: weight of each category's strong (first half) and weak (second half) lexicon feature. */
  lexicon: number[][];
  /**
   * [category][telling]: what the share of a category's weight told in each way (discourse.ts
   * TELLINGS: backstory, in general) adds to its log-odds, 0 or less, in a window where its words
   * are only hints. Absent (weights trained before tellings): nothing.
   */
  telling?: number[][];
}

export interface Model {
  bias: Float64Array;
  lexicon: Float64Array[];
  telling: Float64Array[];
}

let cached: Model | undefined;

/** Turns the weights file into arrays, checking that it speaks of our categories in our order. */
export function loadModel(file: ModelFile = data as ModelFile): Model {
  if (file === data && cached) return cached;
  if (file.categories.join() !== CATEGORY_IDS.join()) throw new Error('model: the weights were trained for other categories; run npm run train');
  const telling = file.telling ?? file.categories.map(() => TELLINGS.map(() => 0));
  if (telling.some((row) => row.length !== TELLINGS.length)) throw new Error('model: the weights were trained for other tellings; run npm run train');
  const model: Model = { bias: Float64Array.from(file.bias), lexicon: file.lexicon.map((row) => Float64Array.from(row)), telling: telling.map((row) => Float64Array.from(row)) };
  if (file === data) cached = model;
  return model;
}

/**
 * The log-odds of each category for a window. A category none of whose own words were found there
 * gets -Infinity: what other categories' words imply (blood, a funeral) may strengthen a category's
 * own evidence, never stand in for it.
 */
export function windowLogits(model: Model, f: WindowFeatures, into = new Float64Array(CATEGORY_IDS.length)): Float64Array {
  into.set(model.bias);
  // A window speaks of a few categories: each category's sum reads only the features that are not
  // 0, found once, in the same order as a full pass (so the same sums, to the last bit).
  let spoken = 0;
  if (nonZero.length < f.lexicon.length) nonZero = new Int32Array(f.lexicon.length);
  for (let l = 0; l < f.lexicon.length; l++) if (f.lexicon[l] !== 0) nonZero[spoken++] = l;
  for (let c = 0; c < into.length; c++) {
    if (!hasOwnWords(f, c)) {
      into[c] = -Infinity;
      continue;
    }
    const row = model.lexicon[c];
    for (let k = 0; k < spoken && nonZero[k] < row.length; k++) into[c] += row[nonZero[k]] * f.lexicon[nonZero[k]];
    if (!isHintsOnly(f, c)) continue;
    const told = model.telling[c];
    for (let k = 0; k < told.length; k++) into[c] += told[k] * f.telling[k * into.length + c];
  }
  return into;
}

/** Indices of a window's features that are not 0: one array for every window. */
let nonZero = new Int32Array(2 * CATEGORY_IDS.length);

export function sigmoid(z: number): number {
  return 1 / (1 + Math.exp(-z));
}
