/**
 * npm run eval: the engine at balanced sensitivity against the labelled AO3 passages in
 * ../shared/eval/passages-dev.jsonl, per warning, beside two floors (answer yes to everything;
 * a plain keyword list). The passages are copyrighted: they are read from there, never copied here.
 *
 * npm run eval -- --folds N: cross-validation by work. Works are split into N folds (a hash of the
 * work id, so passages of one work stay together); each fold in turn is held out. Reports the
 * engine's macro-F1 on each held-out fold, and what per-warning thresholds tuned on the other folds
 * give on the held-out one, to see whether a tuned threshold would generalise.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { THRESHOLDS, analyze, textScores } from '../lib/engine/index';
import type { CategoryId } from '../lib/engine/categories';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const PASSAGES = resolve(ROOT, '../shared/eval/passages-dev.jsonl');

/** The dataset's warnings onto our categories, as the dataset's README maps them. */
const WARNING_TO_CATEGORY: Record<string, CategoryId> = {
  violence: 'violence',
  war: 'violence',
  death: 'death',
  abduction: 'kidnapping',
  misogyny: 'misogyny',
  homophobia: 'homophobia',
  racism: 'racism',
  ableism: 'ableism',
};
const WARNINGS = Object.keys(WARNING_TO_CATEGORY);

/** The floor a keyword list gives: a few obvious words per warning, matched as whole words. */
const NAIVE_KEYWORDS: Record<string, string[]> = {
  violence: ['hit', 'punch', 'punched', 'kick', 'kicked', 'fight', 'blood', 'gun', 'knife', 'stab', 'stabbed', 'shot', 'kill', 'killed', 'attack'],
  war: ['war', 'battle', 'soldier', 'soldiers', 'army', 'gun', 'bomb', 'killed', 'enemy', 'fight', 'blood', 'shot'],
  death: ['death', 'dead', 'die', 'died', 'dying', 'killed', 'funeral', 'grave', 'corpse', 'body'],
  abduction: ['kidnap', 'kidnapped', 'abducted', 'abduction', 'hostage', 'captive', 'taken', 'ransom', 'prisoner'],
  misogyny: ['bitch', 'slut', 'whore', 'woman', 'women', 'girl', 'sexist', 'cunt'],
  homophobia: ['fag', 'faggot', 'gay', 'queer', 'homo', 'dyke', 'homophobic'],
  racism: ['racist', 'race', 'black', 'white', 'slave', 'nigger', 'skin'],
  ableism: ['retard', 'retarded', 'crazy', 'idiot', 'stupid', 'cripple', 'disabled', 'blind', 'deaf'],
};

/** Thresholds tried in cross-validation, as multiples of the balanced one. */
const THRESHOLD_SCALES = [0.5, 0.67, 0.83, 1, 1.17, 1.33, 1.5, 2];

interface Passage {
  work: string;
  warning: string;
  label: number;
  text: string;
}

interface Counts {
  tp: number;
  fp: number;
  fn: number;
}

function f1({ tp, fp, fn }: Counts): { p: number; r: number; f: number } {
  const p = tp + fp ? tp / (tp + fp) : 0;
  const r = tp + fn ? tp / (tp + fn) : 0;
  return { p, r, f: p + r ? (2 * p * r) / (p + r) : 0 };
}

function count<T extends Passage>(passages: T[], predict: (p: T) => boolean, into: Counts = { tp: 0, fp: 0, fn: 0 }): Counts {
  for (const p of passages) {
    const yes = predict(p);
    if (yes && p.label) into.tp++;
    else if (yes) into.fp++;
    else if (p.label) into.fn++;
  }
  return into;
}

function keywordHit(p: Passage): boolean {
  const words = new Set(p.text.toLowerCase().split(/[^a-z']+/));
  return NAIVE_KEYWORDS[p.warning].some((k) => words.has(k));
}

/** A work's fold: FNV-1a of its id, so the split is the same on every machine and run. */
function foldOf(work: string, folds: number): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < work.length; i++) h = Math.imul(h ^ work.charCodeAt(i), 0x01000193) >>> 0;
  return h % folds;
}

const fmt = (n: number) => n.toFixed(2).padStart(5);
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

function report(passages: Passage[]): void {
  const engineSays = (p: Passage) =>
    analyze({ paragraphs: [p.text] }, { sensitivity: 'balanced' }).some((w) => w.id === WARNING_TO_CATEGORY[p.warning]);
  console.log('warning      n   pos | engine P    R    F1 | all-yes F1 | keywords F1 | beats floors');
  const f1s: number[] = [];
  let allBeat = true;
  for (const warning of WARNINGS) {
    const subset = passages.filter((p) => p.warning === warning);
    const positives = subset.filter((p) => p.label).length;
    const engine = f1(count(subset, engineSays));
    const yes = f1(count(subset, () => true));
    const keywords = f1(count(subset, keywordHit));
    const beats = engine.f > yes.f && engine.f > keywords.f;
    allBeat &&= beats;
    f1s.push(engine.f);
    console.log(
      `${warning.padEnd(10)} ${String(subset.length).padStart(4)} ${String(positives).padStart(4)} |   ${fmt(engine.p)} ${fmt(engine.r)} ${fmt(engine.f)} |      ${fmt(yes.f)} |       ${fmt(keywords.f)} | ${beats ? 'yes' : 'NO'}`,
    );
  }
  console.log(`macro-F1 ${mean(f1s).toFixed(3)} (goal 0.70); beats both floors on every warning: ${allBeat ? 'yes' : 'no'}`);
}

function crossValidate(passages: Passage[], folds: number): void {
  const balanced = THRESHOLDS.balanced;
  const scored = passages.map((p) => ({ ...p, score: textScores([p.text]).get(WARNING_TO_CATEGORY[p.warning]) ?? 0, fold: foldOf(p.work, folds) }));
  const fixed = new Map(WARNINGS.map((w) => [w, { tp: 0, fp: 0, fn: 0 }]));
  const tuned = new Map(WARNINGS.map((w) => [w, { tp: 0, fp: 0, fn: 0 }]));
  const chosen = new Map<string, number[]>(WARNINGS.map((w) => [w, []]));
  const foldMacro: number[] = [];
  for (let k = 0; k < folds; k++) {
    const f1s: number[] = [];
    for (const warning of WARNINGS) {
      const train = scored.filter((p) => p.warning === warning && p.fold !== k);
      const test = scored.filter((p) => p.warning === warning && p.fold === k);
      let best = 1;
      let bestF = -1;
      for (const s of THRESHOLD_SCALES) {
        const f = f1(count(train, (p) => p.score >= s * balanced)).f;
        if (f > bestF + 1e-9 || (Math.abs(f - bestF) <= 1e-9 && Math.abs(s - 1) < Math.abs(best - 1))) [best, bestF] = [s, f];
      }
      chosen.get(warning)!.push(best);
      f1s.push(f1(count(test, (p) => p.score >= balanced, fixed.get(warning))).f);
      count(test, (p) => p.score >= best * balanced, tuned.get(warning));
    }
    foldMacro.push(mean(f1s));
  }
  const sd = Math.sqrt(mean(foldMacro.map((m) => (m - mean(foldMacro)) ** 2)));
  console.log(`\n${folds}-fold cross-validation by work (held-out folds pooled)`);
  console.log('warning    | fixed P    R    F1 | tuned P    R    F1 | threshold scales chosen');
  const fixedF: number[] = [];
  const tunedF: number[] = [];
  for (const warning of WARNINGS) {
    const a = f1(fixed.get(warning)!);
    const b = f1(tuned.get(warning)!);
    fixedF.push(a.f);
    tunedF.push(b.f);
    console.log(`${warning.padEnd(10)} |  ${fmt(a.p)} ${fmt(a.r)} ${fmt(a.f)} |  ${fmt(b.p)} ${fmt(b.r)} ${fmt(b.f)} | ${chosen.get(warning)!.join(' ')}`);
  }
  console.log(`macro-F1 fixed ${mean(fixedF).toFixed(3)}, tuned thresholds ${mean(tunedF).toFixed(3)}`);
  console.log(`per held-out fold macro-F1 (fixed): ${foldMacro.map((m) => m.toFixed(3)).join(' ')}; mean ${mean(foldMacro).toFixed(3)} ± ${sd.toFixed(3)}`);
}

function main(): void {
  if (!existsSync(PASSAGES)) {
    console.log(`eval: skipped, ${PASSAGES} is absent (the shared evaluation data lives outside the repo).`);
    return;
  }
  const passages: Passage[] = readFileSync(PASSAGES, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l));
  report(passages);
  const i = process.argv.indexOf('--folds');
  if (i >= 0) {
    const folds = Number(process.argv[i + 1]);
    if (!Number.isInteger(folds) || folds < 2) throw new Error('--folds needs a whole number of folds, 2 or more');
    crossValidate(passages, folds);
  }
}

main();
