/**
 * npm run train: fits the engine's weights (lib/engine/model/weights.json) on the labelled data in
 * ../shared/eval: the scenes (all 22 categories) and the AO3 passages (8 warnings). One logistic
 * regression per category over the lexicon features of lib/engine/features.ts (its own and the
 * other categories'), with L2 regularisation, fitted by full-batch Adam from zero: deterministic,
 * the same weights on every machine. The lexicons are the engine's knowledge; the weights say how
 * much each category's findings in a window are worth.
 *
 * npm run train -- --folds 5: also cross-validates (scenes split by scene, passages by work; each
 * fold's weights learned without it) and prints the held-out figures through the engine's own
 * decision (scripts/eval). --dry-run: do not write the weights.
 */
import { writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CATEGORY_IDS, type CategoryId } from '../lib/engine/categories';
import { CATEGORY_INDEX, hasOwnWords, isHintsOnly, readStory, windowFeatures, type WindowFeatures } from '../lib/engine/features';
import { lexiconFingerprint } from '../lib/engine/compile';
import { TELLINGS } from '../lib/engine/discourse';
import type { ModelFile } from '../lib/engine/model';
import { WARNING_TO_CATEGORY, foldOf, readPassages, readScenes } from './eval/data';
import { sceneParagraphs, type Scene } from './eval/scenes';

const OUT = resolve(dirname(fileURLToPath(import.meta.url)), '../lib/engine/model/weights.json');
const C = CATEGORY_IDS.length;

export const SETTINGS = {
  /**
   * L2 pull towards the hand-set rule (PRIOR): with a dozen labelled scenes per category, the data
   * may move a category's weights where it has evidence, never throw the rule away where it has none.
   */
  l2: 3.0,
  /** Weight of a category a scene is neither labelled for nor against (almost always absent, but not sure). */
  dontCare: 0.3,
  /** Weight of a labelled AO3 passage, beside a written scene's 1. */
  passage: 0.5,
  /** Positives count this many times: each category has few of them. */
  positive: 3,
  /**
   * L2 pull of the telling weights (backstory, in general: lib/engine/discourse.ts) towards 0:
   * where a category's data says nothing of how it is told, how it is told changes nothing.
   */
  l2Telling: 1,
  iterations: 400,
  learningRate: 0.05,
};

/**
 * The rule the weights start from and are pulled back to: one strong word (weight 3) or three weak
 * ones in a window give even odds (log(1 + 3) = 1.39; 4 x 1.39 - 5.5 = 0.05), other categories'
 * words count for nothing.
 */
export const PRIOR = { bias: -5.5, own: 4 };
/**
 * Which other categories' words may count as evidence for a category: the ones whose events imply
 * it or are told with it (blood in a fight, a death in an attack on an animal, a bully's slurs).
 * Every other pair is held at zero. Left free, the fit learned what merely travels together in the
 * labelled scenes (swearing raising violence and death, sexual content raising kidnapping), which
 * a chapter full of swearing or sex then turned into false warnings.
 */
export const EVIDENCE_FROM: Readonly<Record<CategoryId, readonly CategoryId[]>> = {
  heartbreak: ['infidelity', 'death'],
  infidelity: ['heartbreak'],
  'self-harm': ['blood-gore', 'suicide', 'mental-illness'],
  suicide: ['self-harm', 'death', 'mental-illness'],
  death: ['violence', 'blood-gore', 'suicide'],
  violence: ['blood-gore', 'death', 'abuse', 'kidnapping'],
  'blood-gore': ['violence', 'self-harm'],
  abuse: ['violence', 'bullying', 'sexual-assault'],
  'sexual-assault': ['abuse', 'violence', 'sexual-content'],
  'sexual-content': [],
  'substance-use': ['mental-illness'],
  'eating-disorder': ['mental-illness', 'self-harm'],
  homophobia: ['bullying', 'violence'],
  bullying: ['abuse', 'homophobia', 'racism', 'ableism', 'misogyny'],
  'mental-illness': ['self-harm', 'suicide', 'eating-disorder', 'substance-use'],
  profanity: [],
  'pregnancy-loss': ['death', 'blood-gore'],
  'animal-harm': ['violence', 'death', 'blood-gore'],
  kidnapping: ['violence', 'sexual-assault', 'abuse'],
  racism: ['bullying', 'violence'],
  misogyny: ['sexual-assault', 'abuse', 'bullying'],
  ableism: ['bullying'],
};
const MAY_COUNT = Array.from({ length: C }, (_, c) => {
  const allowed = new Uint8Array(C);
  allowed[c] = 1;
  for (const other of EVIDENCE_FROM[CATEGORY_IDS[c]]) allowed[CATEGORY_INDEX.get(other)!] = 1;
  return allowed;
});

/**
 * The bias is the log-odds of a window whose own words weigh almost nothing (a hint discounted by a
 * guess, a frame and a negation): at most this, about 8%. Left free, a category with few negative
 * examples let its bias climb and its weak words go negative instead, and then read many hints as
 * less than one.
 */
const MAX_BIAS = -2.5;
/** Log-odds a single strong word must give at least: a little over even odds. */
const STRONG_ALONE_LOGIT = 0.1;
/** Log-odds a single weak word may give at most: a little under even odds. */
const WEAK_ALONE_LOGIT = -0.1;
/** The heaviest word that counts as weak for that contract: lexicon weights 1 to 1.5 are hints. */
const WEAK_ALONE_WEIGHT = 1.5;

export interface Example {
  group: string;
  source: 'scene' | 'passage';
  features: WindowFeatures;
  /** Per category: 1, 0, or -1 where the example says nothing. */
  y: Int8Array;
  w: Float64Array;
}

function sceneExample(scene: Scene): Example {
  const story = readStory(sceneParagraphs(scene.text));
  const features = windowFeatures(story, 0, story.offsets[story.offsets.length - 1]);
  const y = new Int8Array(C).fill(0);
  const w = new Float64Array(C).fill(scene.kind === 'neutral' ? 1 : SETTINGS.dontCare);
  for (const id of scene.mustNot) w[CATEGORY_INDEX.get(id)!] = 1;
  for (const id of scene.must) {
    y[CATEGORY_INDEX.get(id)!] = 1;
    w[CATEGORY_INDEX.get(id)!] = SETTINGS.positive;
  }
  return { group: scene.id, source: 'scene', features, y, w };
}

function passageExample(p: { work: string; warning: string; label: number; text: string }): Example {
  const story = readStory([p.text]);
  const features = windowFeatures(story, 0, story.offsets[1]);
  const c = CATEGORY_INDEX.get(WARNING_TO_CATEGORY[p.warning])!;
  const y = new Int8Array(C).fill(-1);
  const w = new Float64Array(C);
  y[c] = p.label ? 1 : 0;
  w[c] = SETTINGS.passage * (p.label ? SETTINGS.positive : 1);
  return { group: p.work, source: 'passage', features, y, w };
}

export function loadExamples(): { scenes: Scene[]; examples: Example[] } {
  const scenes = readScenes();
  const passages = readPassages();
  if (!scenes || !passages) throw new Error('train: ../shared/eval is absent; the weights are trained on its labelled data');
  // The long chapters are kept out of training: they test how the windows add up over a chapter.
  const examples = [...scenes.filter((s) => s.kind !== 'long').map(sceneExample), ...passages.map(passageExample)];
  return { scenes, examples };
}

/** Fits the weights on the examples and returns them in the file's shape. */
export function fit(examples: readonly Example[], settings = SETTINGS): ModelFile {
  // Parameters: lexicon weights L[C][2C], bias b[C] and telling weights T[C][K]; Adam's moments alongside.
  const X = 2 * C;
  const B0 = C * X;
  const K = TELLINGS.length;
  const T0 = B0 + C;
  const size = T0 + C * K;
  const l2 = new Float64Array(size).fill(settings.l2).fill(settings.l2Telling, T0);
  const prior = new Float64Array(size);
  for (let c = 0; c < C; c++) {
    prior[B0 + c] = PRIOR.bias;
    prior[c * X + c] = PRIOR.own;
    prior[c * X + C + c] = PRIOR.own;
  }
  const theta = Float64Array.from(prior);
  const grad = new Float64Array(size);
  const z = new Float64Array(C);
  // Two stages: the lexicon weights and biases first, with every telling at 0, then the tellings
  // alone on what the first stage leaves unexplained. The lexicon weights stay exactly what they
  // would be without tellings, and the tellings only take what the words leave unexplained (fitted
  // together, the categories with tellings shifted their word weights to make room: racism's by 0.34).
  for (const [first, end] of [[0, T0], [T0, size]]) {
    const m = new Float64Array(size);
    const v = new Float64Array(size);
    for (let it = 1; it <= settings.iterations; it++) {
      grad.fill(0);
      for (const d of examples) {
        const x = d.features.lexicon;
        const told = d.features.telling;
        for (let c = 0; c < C; c++) {
          // Without its own words a category is never raised (model.ts): nothing to learn from there.
          if (d.y[c] < 0 || d.w[c] === 0 || !hasOwnWords(d.features, c)) continue;
          z[c] = theta[B0 + c];
          for (let l = 0; l < X; l++) if (x[l] !== 0) z[c] += theta[c * X + l] * x[l];
          const hinted = isHintsOnly(d.features, c);
          if (hinted) for (let k = 0; k < K; k++) z[c] += theta[T0 + c * K + k] * told[k * C + c];
          const g = d.w[c] * (1 / (1 + Math.exp(-z[c])) - d.y[c]);
          grad[B0 + c] += g;
          for (let l = 0; l < X; l++) if (x[l] !== 0) grad[c * X + l] += g * x[l];
          if (hinted) for (let k = 0; k < K; k++) grad[T0 + c * K + k] += g * told[k * C + c];
        }
      }
      for (let i = 0; i < size; i++) grad[i] += l2[i] * (theta[i] - prior[i]);
      const b1 = 0.9;
      const b2 = 0.999;
      for (let i = first; i < end; i++) {
        m[i] = b1 * m[i] + (1 - b1) * grad[i];
        v[i] = b2 * v[i] + (1 - b2) * grad[i] * grad[i];
        theta[i] -= (settings.learningRate * (m[i] / (1 - b1 ** it))) / (Math.sqrt(v[i] / (1 - b2 ** it)) + 1e-8);
      }
      // How a thing is told may lower what its hints say, never raise them: left free (with speech
      // and "you" as tellings too), they learned to raise prejudice and abuse, and the figurative
      // traps flagged held out rose from 4-5 to 6-7 of 110.
      for (let i = T0; i < size; i++) if (theta[i] > 0) theta[i] = 0;
      // The lexicons' contract: one strong word (weight 3) alone is enough at balanced. The data may
      // decide how many hints make a warning, not that a plain "he stabbed the guard" does not.
      // Other categories' words may add to a category's own evidence (blood to violence), never veto
      // it: a murder is no less violent for also being a death.
      for (let c = 0; c < C; c++) {
        if (theta[B0 + c] > MAX_BIAS) theta[B0 + c] = MAX_BIAS;
        for (let l = 0; l < X; l++) if (l !== c && l !== C + c && (theta[c * X + l] < 0 || !MAY_COUNT[c][l % C])) theta[c * X + l] = 0;
        const floor = (STRONG_ALONE_LOGIT - theta[B0 + c]) / Math.log1p(3);
        if (theta[c * X + c] < floor) theta[c * X + c] = floor;
        // And one stray weak word (weight 1.5 or less) never raises a warning at balanced, however the data leans.
        const ceiling = (WEAK_ALONE_LOGIT - theta[B0 + c]) / Math.log1p(WEAK_ALONE_WEIGHT);
        if (theta[c * X + C + c] > ceiling) theta[c * X + C + c] = ceiling;
      }
    }
  }
  const round = (x: number) => Math.round(x * 1000) / 1000;
  return {
    version: 1,
    trainedWith: { command: 'npm run train', settings: { ...settings }, prior: PRIOR, examples: examples.length, lexiconFingerprint: lexiconFingerprint() },
    categories: [...CATEGORY_IDS],
    bias: Array.from(theta.subarray(B0, B0 + C), round),
    lexicon: Array.from({ length: C }, (_, c) => Array.from(theta.subarray(c * X, (c + 1) * X), round)),
    telling: Array.from({ length: C }, (_, c) => Array.from(theta.subarray(T0 + c * K, T0 + (c + 1) * K), round)),
  };
}

function main(): void {
  const { examples } = loadExamples();
  const t = performance.now();
  const model = fit(examples);
  console.log(`train: ${examples.length} examples, in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  if (!process.argv.includes('--dry-run')) {
    writeFileSync(OUT, JSON.stringify(model, null, 1) + '\n');
    console.log(`train: wrote ${OUT}`);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) main();
