/**
 * The meaning layer's model: a small network over a window's word vectors beside the rules' verdict
 * on it, one output per category (fastText's shape, with a hidden layer and a max-pooled feature bank
 * as in a one-layer convolutional text classifier). What it reads of a window:
 * - the rules' log-odds (model.ts), clipped, and whether the category's own words are there at all
 *   (without them the rules say nothing, where they used to say "never");
 * - its mean: the weighted mean of its word vectors (table.ts RANK_HALF), through a hidden layer
 *   (tanh) shared by every category;
 * - its peaks: for each of a bank of learned directions, the one word of the window that goes
 *   furthest along it (what a single telling word, "noose", "bruises", "vodka", carries against the
 *   mean), also shared.
 * Both first layers are linear in the vectors, so each word's projections are worked out once per
 * background start, the first time the word is read, and a window costs a few additions per word.
 * The weights are data (weights.json beside this file), made by `npm run train`.
 */
import { CATEGORY_IDS } from '../categories';
import type { InstalledVectors } from './table';
import data from './weights.json';

/** The rules' log-odds are read within ±RULES_CLIP: beyond it they all say the same ("sure"). */
export const RULES_CLIP = 8;
/**
 * A window's meaning is read only where it holds this many words with vectors (stop words aside):
 * a sentence or two is too little to pool (one-line texts and windows of symbols swung either way,
 * and a window of no known word gave every category the same constant), so there the rules decide
 * alone, as they did before the meaning layer. The engine's windows hold about 50 such words.
 */
export const MEANING_MIN_WORDS = 25;

export interface MeaningFile {
  version: number;
  trainedWith: Record<string, unknown>;
  categories: string[];
  /** The word-vector table the weights were learned over (word-vectors.json `fingerprint`). */
  vectorsFingerprint: string;
  dimensions: number;
  /** [hidden][dimension] and [hidden]: the mean's hidden layer, tanh(meanIn · mean + meanBias). */
  meanIn: number[][];
  meanBias: number[];
  /** [peak][dimension]: the directions each word is scored along; a window keeps each one's largest. */
  peakIn: number[][];
  /** Per category: bias, weight of the rules' clipped log-odds, what the absence of its own words adds. */
  bias: number[];
  rules: number[];
  noOwnWords: number[];
  /** [category][hidden] and [category][peak]: the outputs' weights. */
  meanOut: number[][];
  peakOut: number[][];
}

export interface MeaningModel {
  file: MeaningFile;
  hidden: number;
  peaks: number;
  meanIn: Float32Array;
  meanBias: Float64Array;
  peakIn: Float32Array;
  bias: Float64Array;
  rules: Float64Array;
  noOwnWords: Float64Array;
  meanOut: Float64Array;
  peakOut: Float64Array;
  /** Per vector row: its `hidden` mean projections then its `peaks` peak scores, at row * (hidden + peaks). */
  projections?: Float32Array;
  projected?: Uint8Array;
  projectionsFor?: InstalledVectors;
}

let shipped: MeaningModel | undefined;

/** The meaning weights as arrays; the shipped ones by default. */
export function loadMeaningModel(file: MeaningFile = data as MeaningFile): MeaningModel {
  if (file === data && shipped) return shipped;
  if (file.categories.join() !== CATEGORY_IDS.join()) throw new Error('meaning: the weights were trained for other categories; run npm run train');
  const flat = (rows: number[][]) => Float32Array.from(rows.flat());
  const model: MeaningModel = {
    file,
    hidden: file.meanBias.length,
    peaks: file.peakIn.length,
    meanIn: flat(file.meanIn),
    meanBias: Float64Array.from(file.meanBias),
    peakIn: flat(file.peakIn),
    bias: Float64Array.from(file.bias),
    rules: Float64Array.from(file.rules),
    noOwnWords: Float64Array.from(file.noOwnWords),
    meanOut: Float64Array.from(file.meanOut.flat()),
    peakOut: Float64Array.from(file.peakOut.flat()),
  };
  if (file === data) shipped = model;
  return model;
}

/** A word's projections (mean's hidden inputs, then peak scores), made the first time the word is read after an install. */
function projectionsOf(model: MeaningModel, table: InstalledVectors, row: number): number {
  const width = model.hidden + model.peaks;
  if (model.projectionsFor !== table) {
    model.projections = new Float32Array(table.vectors.rows * width);
    model.projected = new Uint8Array(table.vectors.rows);
    model.projectionsFor = table;
  }
  const at = row * width;
  if (model.projected![row]) return at;
  const { values, scale, dimensions: D } = table.vectors;
  const s = scale[row];
  const v = row * D;
  const out = model.projections!;
  for (let h = 0; h < model.hidden; h++) {
    let sum = 0;
    for (let d = 0; d < D; d++) sum += model.meanIn[h * D + d] * values[v + d];
    out[at + h] = sum * s;
  }
  for (let k = 0; k < model.peaks; k++) {
    let sum = 0;
    for (let d = 0; d < D; d++) sum += model.peakIn[k * D + d] * values[v + d];
    out[at + model.hidden + k] = sum * s;
  }
  model.projected![row] = 1;
  return at;
}

/** What a window's words say before the rules: its mean's hidden layer and its peaks. */
export interface WindowMeaning {
  hidden: Float64Array;
  peaks: Float64Array;
  /** How many of the window's words have vectors. */
  known: number;
}

export function newWindowMeaning(model: MeaningModel): WindowMeaning {
  return { hidden: new Float64Array(model.hidden), peaks: new Float64Array(model.peaks), known: 0 };
}

/** A run of tokens summed: the weighted sum of its words' mean projections, its peaks, its weight. */
interface Block {
  from: number;
  to: number;
  sum: Float64Array;
  peak: Float64Array;
  weight: number;
  known: number;
}

function newBlock(model: MeaningModel): Block {
  return { from: -1, to: -1, sum: new Float64Array(model.hidden), peak: new Float64Array(model.peaks), weight: 0, known: 0 };
}

function sumBlock(model: MeaningModel, table: InstalledVectors, rows: Int32Array, from: number, to: number, into: Block): Block {
  const H = model.hidden;
  const K = model.peaks;
  into.from = from;
  into.to = to;
  into.sum.fill(0);
  into.peak.fill(-Infinity);
  into.weight = 0;
  into.known = 0;
  for (let i = from; i < to; i++) {
    const row = rows[i];
    if (row < 0) continue;
    const at = projectionsOf(model, table, row);
    const a = table.weightOfRow[row];
    const p = model.projections!;
    into.weight += a;
    into.known++;
    for (let h = 0; h < H; h++) into.sum[h] += a * p[at + h];
    for (let k = 0; k < K; k++) if (p[at + H + k] > into.peak[k]) into.peak[k] = p[at + H + k];
  }
  return into;
}

/** The meaning of the union of blocks, each a run of the window. */
function combine(model: MeaningModel, blocks: readonly Block[], into: WindowMeaning): WindowMeaning {
  let weight = 0;
  into.known = 0;
  for (const b of blocks) {
    weight += b.weight;
    into.known += b.known;
  }
  for (let h = 0; h < model.hidden; h++) {
    let sum = 0;
    for (const b of blocks) sum += b.sum[h];
    into.hidden[h] = Math.tanh((weight > 0 ? sum / weight : 0) + model.meanBias[h]);
  }
  for (let k = 0; k < model.peaks; k++) {
    let peak = -Infinity;
    for (const b of blocks) if (b.peak[k] > peak) peak = b.peak[k];
    into.peaks[k] = into.known > 0 ? peak : 0;
  }
  return into;
}

/** The window [from, to) of a story whose tokens' vector rows are `rows` (-1: no vector, or a stop word). */
export function windowMeaning(model: MeaningModel, table: InstalledVectors, rows: Int32Array, from: number, to: number, into = newWindowMeaning(model)): WindowMeaning {
  return combine(model, [sumBlock(model, table, rows, from, to, newBlock(model))], into);
}

/**
 * Reads a story's windows in order, each cut in two at `stride` from its start: the engine's windows
 * overlap by half (features.ts WINDOW_STRIDE), so a window's first half is the last one's second
 * half, summed once. A window that does not line up (a scene's last) is summed afresh.
 */
export class WindowMeaningReader {
  private previous: Block;
  private spare: Block;
  private first: Block;
  readonly meaning: WindowMeaning;

  constructor(
    private readonly model: MeaningModel,
    private readonly table: InstalledVectors,
    private readonly rows: Int32Array,
    private readonly stride: number,
  ) {
    this.previous = newBlock(model);
    this.spare = newBlock(model);
    this.first = newBlock(model);
    this.meaning = newWindowMeaning(model);
  }

  read(from: number, to: number): WindowMeaning {
    const mid = Math.min(to, from + this.stride);
    const first = this.previous.from === from && this.previous.to === mid ? this.previous : sumBlock(this.model, this.table, this.rows, from, mid, this.first);
    if (mid === to) return combine(this.model, [first], this.meaning);
    // The second half goes into whichever block the first half is not, and is kept as the next window's first.
    const second = sumBlock(this.model, this.table, this.rows, mid, to, first === this.previous ? this.spare : this.previous);
    combine(this.model, [first, second], this.meaning);
    if (second === this.spare) [this.spare, this.previous] = [this.previous, this.spare];
    return this.meaning;
  }
}

/**
 * The meaning layer's log-odds for each category of a window, from what its words say and what the
 * rules said (`rulesLogits`, -Infinity where the category's own words are absent).
 */
export function meaningLogits(model: MeaningModel, meaning: WindowMeaning, rulesLogits: Float64Array, into = new Float64Array(CATEGORY_IDS.length)): Float64Array {
  const H = model.hidden;
  const K = model.peaks;
  for (let c = 0; c < into.length; c++) {
    const own = rulesLogits[c] !== -Infinity;
    const rules = own ? Math.max(-RULES_CLIP, Math.min(RULES_CLIP, rulesLogits[c])) : -RULES_CLIP;
    let z = model.bias[c] + model.rules[c] * rules + (own ? 0 : model.noOwnWords[c]);
    for (let h = 0; h < H; h++) z += model.meanOut[c * H + h] * meaning.hidden[h];
    for (let k = 0; k < K; k++) z += model.peakOut[c * K + k] * meaning.peaks[k];
    into[c] = z;
  }
  return into;
}

/** How far one sentence's words lean towards category c on their own: what a meaning-only warning quotes. */
export function leaning(model: MeaningModel, meaning: WindowMeaning, c: number): number {
  const H = model.hidden;
  const K = model.peaks;
  let z = 0;
  for (let h = 0; h < H; h++) z += model.meanOut[c * H + h] * meaning.hidden[h];
  for (let k = 0; k < K; k++) z += model.peakOut[c * K + k] * meaning.peaks[k];
  return z;
}
