/**
 * npm run eval: the engine at balanced sensitivity against the labelled AO3 passages in
 * ../shared/eval/passages-dev.jsonl, per warning, beside two floors (answer yes to everything;
 * a plain keyword list). The passages are copyrighted: they are read from there, never copied here.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { analyze } from '../lib/engine/index';
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

interface Passage {
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

function count(passages: Passage[], predict: (p: Passage) => boolean): Counts {
  const c = { tp: 0, fp: 0, fn: 0 };
  for (const p of passages) {
    const yes = predict(p);
    if (yes && p.label) c.tp++;
    else if (yes) c.fp++;
    else if (p.label) c.fn++;
  }
  return c;
}

function keywordHit(p: Passage): boolean {
  const words = new Set(p.text.toLowerCase().split(/[^a-z']+/));
  return NAIVE_KEYWORDS[p.warning].some((k) => words.has(k));
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
  const engineSays = (p: Passage) =>
    analyze({ paragraphs: [p.text] }, { sensitivity: 'balanced' }).some((w) => w.id === WARNING_TO_CATEGORY[p.warning]);

  const fmt = (n: number) => n.toFixed(2).padStart(5);
  console.log('warning      n   pos | engine P    R    F1 | all-yes F1 | keywords F1 | beats floors');
  const f1s: number[] = [];
  let allBeat = true;
  for (const warning of Object.keys(WARNING_TO_CATEGORY)) {
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
  const macro = f1s.reduce((a, b) => a + b, 0) / f1s.length;
  console.log(`macro-F1 ${macro.toFixed(3)} (goal 0.70); beats both floors on every warning: ${allBeat ? 'yes' : 'no'}`);
}

main();
