/**
 * npm run train (second step): fits the meaning layer (lib/engine/meaning/weights.json) over the
 * shipped rules (lib/engine/model/weights.json, the first step) on every labelled text we may learn
 * from: the dev scenes of ../shared/eval, our own batches (test/corpus/batches), the earlier apart
 * batches 1-2, the real windows both labellers agree on (test/corpus/real), and the AO3 passages.
 * Never the written-apart batches (test/corpus/apart, fixtures batches 3-4): they are the honest score.
 *
 * A small network (lib/engine/meaning/model.ts) over each window's word vectors and the rules'
 * clipped log-odds, fitted by full-batch Adam from a start that is the rules alone (outputs at zero),
 * L2 towards it. Deterministic: the first layers' start is drawn from a fixed seed, so the same data
 * give the same weights on every machine.
 */
import { writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CATEGORY_IDS, type CategoryId } from '../lib/engine/categories';
import { CATEGORY_INDEX, readStory, windowFeatures, windowsOf } from '../lib/engine/features';
import { loadModel, windowLogits } from '../lib/engine/model';
import { MEANING_MIN_WORDS, RULES_CLIP, type MeaningFile } from '../lib/engine/meaning/model';
import type { InstalledVectors } from '../lib/engine/meaning/table';
import { WARNING_TO_CATEGORY, foldOf, readPassages, readScenes } from './eval/data';
import { readEarlierApart, readRealWindows, readTrainingBatches, windowParagraphs, type BatchScene } from './eval/corpus';
import { sceneParagraphs } from './eval/scenes';
import { installVectorsFromFile } from './eval/vectors';
import vectorsInfo from '../lib/engine/meaning/word-vectors.json';

const OUT = resolve(dirname(fileURLToPath(import.meta.url)), '../lib/engine/meaning/weights.json');
const C = CATEGORY_IDS.length;

export const MEANING_SETTINGS = {
  /** Units of the mean's hidden layer, and peak directions. */
  hidden: 16,
  peaks: 16,
  /** L2 on the first layers' weights and on the outputs' (in units of summed example weight). */
  l2Layer: 0.1,
  l2Out: 0.1,
  /** L2 pulling the rules' weight towards 1 and the rest towards 0: the start is the rules alone. */
  l2Scalar: 0.1,
  /** The first layers start uniform in ±initScale/sqrt(dimensions), drawn from this seed. */
  seed: 20261206,
  initScale: 1,
  /** A category a scene is neither labelled for nor against: almost always absent, not sure. */
  dontCare: 0.3,
  /** A labelled AO3 passage, beside a scene's 1; a real window, likewise. */
  passage: 1.5,
  real: 1,
  /** Positives count this many times: each category has few. */
  positive: 3,
  iterations: 400,
  learningRate: 0.02,
};

/** One of the engine's windows over an example, read as the engine reads it. */
export interface MeaningWindow {
  /** The window's weighted mean vector. */
  mean: Float32Array;
  /** The distinct vector rows of its words (for the peak). */
  rows: Int32Array;
  /** The rules' clipped log-odds, and 1 where the category's own words are absent. */
  rules: Float64Array;
  noOwn: Uint8Array;
}

/**
 * A labelled text: its label speaks of the text, the engine decides window by window, and a text is
 * flagged when any of its windows is. So the fit reads each text through its highest-scoring window
 * (multiple-instance learning): a harmless text must keep every window low, a scene that holds the
 * category must raise at least one.
 */
export interface MeaningExample {
  /** The fold group: a batch, a real file's fold, a passage work's fold. */
  group: string;
  windows: MeaningWindow[];
  y: Int8Array;
  w: Float64Array;
}

/** The features of a text's windows, exactly as the engine reads them. */
function exampleOf(table: InstalledVectors, paragraphs: string[], group: string, y: Int8Array, w: Float64Array): MeaningExample {
  const rulesModel = loadModel();
  const story = readStory(paragraphs);
  const { values, scale, dimensions: D } = table.vectors;
  // Windows too short to read the meaning of are the rules' alone, in the engine and so here.
  const long = windowsOf(story).filter(([from, to]) => {
    let known = 0;
    for (let i = from; i < to; i++) if (story.rows![i] >= 0) known++;
    return known >= MEANING_MIN_WORDS;
  });
  const windows = long.map(([from, to]) => {
    const logits = windowLogits(rulesModel, windowFeatures(story, from, to));
    const rules = new Float64Array(C);
    const noOwn = new Uint8Array(C);
    for (let c = 0; c < C; c++) {
      noOwn[c] = logits[c] === -Infinity ? 1 : 0;
      rules[c] = noOwn[c] ? -RULES_CLIP : Math.max(-RULES_CLIP, Math.min(RULES_CLIP, logits[c]));
    }
    const mean = new Float32Array(D);
    const distinct = new Set<number>();
    let weight = 0;
    for (let i = from; i < to; i++) {
      const row = story.rows![i];
      if (row < 0) continue;
      distinct.add(row);
      const a = table.weightOfRow[row];
      weight += a;
      for (let d = 0; d < D; d++) mean[d] += a * values[row * D + d] * scale[row];
    }
    if (weight > 0) for (let d = 0; d < D; d++) mean[d] /= weight;
    return { mean, rows: Int32Array.from(distinct), rules, noOwn };
  });
  return { group, windows, y, w };
}

function labelsOfScene(scene: BatchScene | { kind: string; must: CategoryId[]; mustNot: CategoryId[] }, s = MEANING_SETTINGS): { y: Int8Array; w: Float64Array } {
  const y = new Int8Array(C);
  const w = new Float64Array(C).fill(scene.kind === 'neutral' ? 1 : s.dontCare);
  for (const id of scene.mustNot) w[CATEGORY_INDEX.get(id)!] = 1;
  for (const id of scene.must) {
    y[CATEGORY_INDEX.get(id)!] = 1;
    w[CATEGORY_INDEX.get(id)!] = s.positive;
  }
  return { y, w };
}

/** Every example we may train on, each with its fold group. */
export function loadMeaningExamples(table: InstalledVectors = installVectorsFromFile()): MeaningExample[] {
  const s = MEANING_SETTINGS;
  const examples: MeaningExample[] = [];
  const dev = (readScenes() ?? []).map((x) => ({ ...x, batch: 'dev' }));
  for (const scene of [...dev, ...readEarlierApart(), ...readTrainingBatches()]) {
    if (scene.kind === 'long') continue;
    const { y, w } = labelsOfScene(scene);
    examples.push(exampleOf(table, sceneParagraphs(scene.text), scene.batch, y, w));
  }
  for (const win of readRealWindows()) {
    const y = new Int8Array(C);
    const w = new Float64Array(C);
    for (const id of win.absent) w[CATEGORY_INDEX.get(id)!] = s.real;
    for (const id of win.present) {
      y[CATEGORY_INDEX.get(id)!] = 1;
      w[CATEGORY_INDEX.get(id)!] = s.real * s.positive;
    }
    examples.push(exampleOf(table, windowParagraphs(win), `real-${foldOf(win.file, 4)}`, y, w));
  }
  for (const p of readPassages() ?? []) {
    const c = CATEGORY_INDEX.get(WARNING_TO_CATEGORY[p.warning])!;
    const y = new Int8Array(C);
    const w = new Float64Array(C);
    y[c] = p.label ? 1 : 0;
    w[c] = s.passage * (p.label ? s.positive : 1);
    examples.push(exampleOf(table, [p.text], `passages-${foldOf(p.work, 4)}`, y, w));
  }
  return examples;
}

/** mulberry32: a small seeded generator, so that the same data give the same weights on every machine. */
function seeded(seed: number): () => number {
  let t = seed >>> 0;
  return () => {
    t = (t + 0x6d2b79f5) >>> 0;
    let r = Math.imul(t ^ (t >>> 15), 1 | t);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}

/** The examples' windows laid out flat, with their words' vectors gathered once. */
interface Layout {
  D: number;
  /** Distinct vector rows of all windows, dequantized: [r * D + d]. */
  vectors: Float32Array;
  R: number;
  windows: MeaningWindow[];
  /** Each window's words as indices into `vectors`. */
  windowRows: Int32Array[];
  /** Each example's windows: [first, end). */
  spans: [number, number][];
}

function layout(table: InstalledVectors, examples: readonly MeaningExample[]): Layout {
  const { values, scale, dimensions: D } = table.vectors;
  const index = new Map<number, number>();
  const windows: MeaningWindow[] = [];
  const windowRows: Int32Array[] = [];
  const spans: [number, number][] = [];
  for (const e of examples) {
    const first = windows.length;
    for (const win of e.windows) {
      windows.push(win);
      windowRows.push(
        Int32Array.from(win.rows, (row) => {
          let r = index.get(row);
          if (r === undefined) index.set(row, (r = index.size));
          return r;
        }),
      );
    }
    spans.push([first, windows.length]);
  }
  const R = index.size;
  const vectors = new Float32Array(R * D);
  for (const [row, r] of index) for (let d = 0; d < D; d++) vectors[r * D + d] = values[row * D + d] * scale[row];
  return { D, vectors, R, windows, windowRows, spans };
}

/**
 * Fits the meaning layer on the examples by full-batch Adam: the shared hidden layer over the mean,
 * the bank of peak directions and every category's output together, each text read through its
 * highest-scoring window for each category. The outputs start at zero, so the start is the rules
 * alone; the first layers start from seeded small random weights.
 */
export function fitMeaning(table: InstalledVectors, examples: readonly MeaningExample[], s = MEANING_SETTINGS): MeaningFile {
  const L = layout(table, examples);
  const { D, R } = L;
  const H = s.hidden;
  const K = s.peaks;
  const W = L.windows.length;
  // Parameters, flat: A[H*D], a0[H], B[K*D], b[C], alpha[C], gamma[C], U[C*H], V[C*K].
  const oA = 0;
  const oa0 = oA + H * D;
  const oB = oa0 + H;
  const ob = oB + K * D;
  const oAlpha = ob + C;
  const oGamma = oAlpha + C;
  const oU = oGamma + C;
  const oV = oU + C * H;
  const P = oV + C * K;
  const theta = new Float64Array(P);
  const prior = new Float64Array(P);
  const l2 = new Float64Array(P);
  const random = seeded(s.seed);
  const spread = 1 / Math.sqrt(D);
  for (let i = oA; i < oa0; i++) theta[i] = (random() * 2 - 1) * spread * s.initScale;
  for (let i = oB; i < ob; i++) theta[i] = (random() * 2 - 1) * spread * s.initScale;
  for (let c = 0; c < C; c++) prior[oAlpha + c] = theta[oAlpha + c] = 1;
  l2.fill(s.l2Layer, oA, oa0).fill(s.l2Layer, oB, ob).fill(s.l2Scalar, oAlpha, oU).fill(s.l2Out, oU, P);
  const grad = new Float64Array(P);
  const m = new Float64Array(P);
  const v = new Float64Array(P);
  // Per-iteration work arrays.
  const peakOfRow = new Float64Array(R * K);
  const hm = new Float64Array(W * H);
  const hx = new Float64Array(W * K);
  const argmax = new Int32Array(W * K);
  const dhm = new Float64Array(W * H);
  const dhx = new Float64Array(W * K);
  const rowCoef = new Float64Array(R * K);
  const used = Array.from({ length: C }, (_, c) => examples.map((_, i) => i).filter((i) => examples[i].w[c] > 0 && L.spans[i][1] > L.spans[i][0]));
  for (let it = 1; it <= s.iterations; it++) {
    // Forward: every word's peak scores, then each window's hidden layer and peaks.
    for (let r = 0; r < R; r++) {
      for (let k = 0; k < K; k++) {
        let sum = 0;
        for (let d = 0; d < D; d++) sum += theta[oB + k * D + d] * L.vectors[r * D + d];
        peakOfRow[r * K + k] = sum;
      }
    }
    for (let w = 0; w < W; w++) {
      const mean = L.windows[w].mean;
      for (let h = 0; h < H; h++) {
        let sum = theta[oa0 + h];
        for (let d = 0; d < D; d++) sum += theta[oA + h * D + d] * mean[d];
        hm[w * H + h] = Math.tanh(sum);
      }
      const rows = L.windowRows[w];
      for (let k = 0; k < K; k++) {
        let best = rows.length ? -Infinity : 0;
        let at = -1;
        for (const r of rows) {
          if (peakOfRow[r * K + k] > best) [best, at] = [peakOfRow[r * K + k], r];
        }
        hx[w * K + k] = best;
        argmax[w * K + k] = at;
      }
    }
    grad.fill(0);
    dhm.fill(0);
    dhx.fill(0);
    for (let c = 0; c < C; c++) {
      for (const i of used[c]) {
        const e = examples[i];
        const [first, end] = L.spans[i];
        let z = -Infinity;
        let best = first;
        for (let w = first; w < end; w++) {
          const win = L.windows[w];
          let zw = theta[ob + c] + theta[oAlpha + c] * win.rules[c] + theta[oGamma + c] * win.noOwn[c];
          for (let h = 0; h < H; h++) zw += theta[oU + c * H + h] * hm[w * H + h];
          for (let k = 0; k < K; k++) zw += theta[oV + c * K + k] * hx[w * K + k];
          if (zw > z) [z, best] = [zw, w];
        }
        const g = e.w[c] * (1 / (1 + Math.exp(-z)) - e.y[c]);
        const win = L.windows[best];
        grad[ob + c] += g;
        grad[oAlpha + c] += g * win.rules[c];
        grad[oGamma + c] += g * win.noOwn[c];
        for (let h = 0; h < H; h++) {
          grad[oU + c * H + h] += g * hm[best * H + h];
          dhm[best * H + h] += g * theta[oU + c * H + h];
        }
        for (let k = 0; k < K; k++) {
          grad[oV + c * K + k] += g * hx[best * K + k];
          dhx[best * K + k] += g * theta[oV + c * K + k];
        }
      }
    }
    // Backward into the first layers.
    rowCoef.fill(0);
    for (let w = 0; w < W; w++) {
      const mean = L.windows[w].mean;
      for (let h = 0; h < H; h++) {
        const dh = dhm[w * H + h];
        if (dh === 0) continue;
        const dpre = dh * (1 - hm[w * H + h] * hm[w * H + h]);
        grad[oa0 + h] += dpre;
        for (let d = 0; d < D; d++) grad[oA + h * D + d] += dpre * mean[d];
      }
      for (let k = 0; k < K; k++) {
        const at = argmax[w * K + k];
        if (at >= 0 && dhx[w * K + k] !== 0) rowCoef[at * K + k] += dhx[w * K + k];
      }
    }
    for (let r = 0; r < R; r++) {
      for (let k = 0; k < K; k++) {
        const coef = rowCoef[r * K + k];
        if (coef === 0) continue;
        for (let d = 0; d < D; d++) grad[oB + k * D + d] += coef * L.vectors[r * D + d];
      }
    }
    for (let i = 0; i < P; i++) grad[i] += l2[i] * (theta[i] - prior[i]);
    for (let i = 0; i < P; i++) {
      m[i] = 0.9 * m[i] + 0.1 * grad[i];
      v[i] = 0.999 * v[i] + 0.001 * grad[i] * grad[i];
      theta[i] -= (s.learningRate * (m[i] / (1 - 0.9 ** it))) / (Math.sqrt(v[i] / (1 - 0.999 ** it)) + 1e-8);
    }
    // The rules' verdict never counts against its own category: a plain "he stabbed the guard" stays evidence.
    for (let c = 0; c < C; c++) if (theta[oAlpha + c] < 0) theta[oAlpha + c] = 0;
  }
  const round = (x: number) => Math.round(x * 10000) / 10000;
  const rows = (o: number, n: number, width: number) => Array.from({ length: n }, (_, k) => Array.from(theta.subarray(o + k * width, o + (k + 1) * width), round));
  return {
    version: 2,
    trainedWith: { command: 'npm run train', settings: { ...s }, examples: examples.length, windows: W, groups: [...new Set(examples.map((e) => e.group))].sort() },
    categories: [...CATEGORY_IDS],
    vectorsFingerprint: vectorsInfo.fingerprint,
    dimensions: D,
    meanIn: rows(oA, H, D),
    meanBias: Array.from(theta.subarray(oa0, oa0 + H), round),
    peakIn: rows(oB, K, D),
    bias: Array.from(theta.subarray(ob, ob + C), round),
    rules: Array.from(theta.subarray(oAlpha, oAlpha + C), round),
    noOwnWords: Array.from(theta.subarray(oGamma, oGamma + C), round),
    meanOut: rows(oU, C, H),
    peakOut: rows(oV, C, K),
  };
}

function main(): void {
  const table = installVectorsFromFile();
  let t = performance.now();
  const examples = loadMeaningExamples(table);
  console.log(`train meaning: ${examples.length} examples read in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  t = performance.now();
  const file = fitMeaning(table, examples);
  console.log(`train meaning: fitted in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  if (!process.argv.includes('--dry-run')) {
    writeFileSync(OUT, JSON.stringify(file) + '\n');
    console.log(`train meaning: wrote ${OUT}`);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) main();
