/**
 * The meaning layer measured honestly: cross-validated by batch (each fold group's weights fitted
 * without it: a scene batch, a fold of the real files, a fold of the passages' works) and, for the
 * written-apart batches, with the shipped weights (never trained on them). Each figure beside the
 * rules alone, read the same way.
 */

import { CATEGORY_IDS, type CategoryId } from '../../lib/engine/categories';
import { analyzeWith, type Sensitivity } from '../../lib/engine/index';
import { loadModel } from '../../lib/engine/model';
import { loadMeaningModel, type MeaningModel } from '../../lib/engine/meaning/model';
import type { InstalledVectors } from '../../lib/engine/meaning/table';
import { fitMeaning, loadMeaningExamples, type MeaningExample } from '../train-meaning';
import { readApartBatches, readEarlierApart, readRealWindows, readTrainingBatches, type BatchScene } from './corpus';
import { WARNING_TO_CATEGORY, foldOf, readPassages, readScenes } from './data';
import { realParagraphs } from '../corpus/real-windows';
import { f1, printSceneReport, sceneParagraphs, scoreScenes, type Counts, type Flags } from './scenes';

type Reader = MeaningModel | null;

function flagsOf(meaning: Reader, paragraphs: string[], sensitivity: Sensitivity): Flags {
  return new Map(analyzeWith(loadModel(), { paragraphs }, { sensitivity }, meaning).map((w) => [w.id, w.level]));
}

/** Real chapters: a warning whose category no labeller saw anywhere in the chapter is a false alarm. */
interface RealReport {
  chapters: number;
  falseAlarms: number;
  perCategory: Map<CategoryId, Counts>;
  alarms: string[];
}

function realChapters(files: string[], meaning: Reader, sensitivity: Sensitivity, into: RealReport, set: 'real' | 'real-pages' = 'real'): void {
  const windows = readRealWindows(set);
  for (const file of files) {
    const mine = windows.filter((w) => w.file === file);
    if (!mine.length) continue;
    const present = new Set(mine.flatMap((w) => w.present));
    const said = new Set(mine.flatMap((w) => [...w.present, ...w.disputed]));
    const flags = flagsOf(meaning, realParagraphs(file), sensitivity);
    into.chapters++;
    for (const id of CATEGORY_IDS) {
      const c = into.perCategory.get(id)!;
      if (flags.has(id) && present.has(id)) c.tp++;
      else if (flags.has(id) && !said.has(id)) {
        c.fp++;
        into.falseAlarms++;
        into.alarms.push(`${file.replace(/.*\//, '')}: ${id}`);
      } else if (!flags.has(id) && present.has(id)) c.fn++;
    }
  }
}

function newReal(): RealReport {
  return { chapters: 0, falseAlarms: 0, perCategory: new Map(CATEGORY_IDS.map((id) => [id, { tp: 0, fp: 0, fn: 0 }])), alarms: [] };
}

function printReal(r: RealReport, title: string): void {
  console.log(`\n${title}`);
  console.log('category           tp  fn  fp |    P     R    F1');
  for (const [id, c] of r.perCategory) {
    if (c.tp + c.fn + c.fp === 0) continue;
    const { p, r: rec, f } = f1(c);
    console.log(`${id.padEnd(17)} ${String(c.tp).padStart(3)} ${String(c.fn).padStart(3)} ${String(c.fp).padStart(3)} | ${p.toFixed(2).padStart(5)} ${rec.toFixed(2).padStart(5)} ${f.toFixed(2).padStart(5)}`);
  }
  console.log(`false alarms: ${r.falseAlarms} on ${r.chapters} chapters, ${(r.falseAlarms / Math.max(1, r.chapters)).toFixed(2)} a chapter (goal at most 0.3)${r.alarms.length ? `: ${r.alarms.join(', ')}` : ''}`);
}

function passageCounts(meaning: (work: string) => Reader, sensitivity: Sensitivity): { macro: number; per: Map<string, Counts> } {
  const per = new Map<string, Counts>(Object.keys(WARNING_TO_CATEGORY).map((w) => [w, { tp: 0, fp: 0, fn: 0 }]));
  for (const p of readPassages() ?? []) {
    const yes = flagsOf(meaning(p.work), [p.text], sensitivity).has(WARNING_TO_CATEGORY[p.warning]);
    const c = per.get(p.warning)!;
    if (yes && p.label) c.tp++;
    else if (yes) c.fp++;
    else if (p.label) c.fn++;
  }
  const fs = [...per.values()].map((c) => f1(c).f);
  return { macro: fs.reduce((a, b) => a + b, 0) / fs.length, per };
}

function printPassages(title: string, r: { macro: number; per: Map<string, Counts> }): void {
  console.log(`\n${title}`);
  console.log('warning      P     R    F1');
  for (const [w, c] of r.per) {
    const { p, r: rec, f } = f1(c);
    console.log(`${w.padEnd(10)} ${p.toFixed(2).padStart(5)} ${rec.toFixed(2).padStart(5)} ${f.toFixed(2).padStart(5)}`);
  }
  console.log(`macro-F1 ${r.macro.toFixed(3)} (the rules alone by work, stop 19: 0.599)`);
}

/**
 * The fold groups (a scene batch, a fold of the real files, a fold of the passages' works) dealt into
 * MEANING_FOLDS folds, each group whole on one side: for every group, the meaning weights fitted
 * without its fold read its texts. Returns the held-out reader of each group.
 */
export const MEANING_FOLDS = 5;

export function foldModels(table: InstalledVectors, examples: readonly MeaningExample[]): Map<string, MeaningModel> {
  const groups = [...new Set(examples.map((e) => e.group))].sort();
  const models = new Map<string, MeaningModel>();
  for (let k = 0; k < MEANING_FOLDS; k++) {
    const held = groups.filter((g) => foldOf(g, MEANING_FOLDS) === k);
    if (!held.length) continue;
    const model = loadMeaningModel(fitMeaning(table, examples.filter((e) => !held.includes(e.group))));
    for (const g of held) models.set(g, model);
  }
  return models;
}

export function printMeaningEval(table: InstalledVectors, sensitivity: Sensitivity, withFolds: boolean): void {
  const apart = readApartBatches();
  const shipped = loadMeaningModel();
  const pages = [...new Set(readRealWindows('real-pages').map((w) => w.file))];
  if (pages.length) {
    for (const [name, reader] of [['meaning layer, shipped weights', shipped], ['rules alone', null]] as const) {
      const report = newReal();
      realChapters(pages, reader, sensitivity, report, 'real-pages');
      printReal(report, `Real archive pages (${pages.length} chapters labelled by two people, never trained on), ${sensitivity}: ${name}`);
    }
  }
  for (const batch of [...new Set(apart.map((s) => s.batch))]) {
    const scenes = apart.filter((s) => s.batch === batch);
    for (const [name, reader] of [['meaning layer, shipped weights', shipped], ['rules alone', null]] as const) {
      printSceneReport(scoreScenes(scenes, (s) => flagsOf(reader, sceneParagraphs(s.text), sensitivity)), `Written apart, batch ${batch} (${scenes.length}, never trained on), ${sensitivity}: ${name}`);
    }
  }
  if (!withFolds) return;
  const examples = loadMeaningExamples(table);
  const t = performance.now();
  const models = foldModels(table, examples);
  console.log(`\n(${models.size} fold groups fitted in ${((performance.now() - t) / 1000).toFixed(0)} s)`);
  const scenes: BatchScene[] = [...(readScenes() ?? []).map((s) => ({ ...s, batch: 'dev' })), ...readEarlierApart(), ...readTrainingBatches()];
  for (const [name, readerOf] of [
    ['meaning layer, held out by batch', (s: BatchScene) => models.get(s.batch) ?? null],
    ['rules alone (trained on dev: in sample there)', () => null],
  ] as const) {
    printSceneReport(scoreScenes(scenes, (s) => flagsOf(readerOf(s as BatchScene), sceneParagraphs(s.text), sensitivity)), `Our corpus and the dev scenes (${scenes.length}), ${sensitivity}: ${name}`);
    for (const batch of [...new Set(scenes.map((s) => s.batch))]) {
      const r = scoreScenes(
        scenes.filter((s) => s.batch === batch),
        (s) => flagsOf(readerOf(s as BatchScene), sceneParagraphs(s.text), sensitivity),
      );
      console.log(`  batch ${batch.padEnd(7)} macro-F1 ${r.macroF1.toFixed(3)}; figurative flagged ${r.figurativeFlagged}/${r.figurative}; neutral ${r.neutralFlagged}/${r.neutral}; ${[...r.byKind].map(([k, v]) => `${k} ${v.caught}/${v.of}`).join(', ')}`);
    }
  }
  const files = [...new Set(readRealWindows().map((w) => w.file))];
  const heldOut = newReal();
  for (const file of files) realChapters([file], models.get(`real-${foldOf(file, 4)}`) ?? null, sensitivity, heldOut);
  printReal(heldOut, `Real chapters (${files.length} files, windows labelled by two people), ${sensitivity}: meaning layer, held out by fold of files`);
  const rules = newReal();
  realChapters(files, null, sensitivity, rules);
  printReal(rules, `Real chapters, ${sensitivity}: rules alone`);
  printPassages(`AO3 passages, ${sensitivity}: meaning layer, held out by work (4 folds)`, passageCounts((work) => models.get(`passages-${foldOf(work, 4)}`) ?? null, sensitivity));
  printPassages(`AO3 passages, ${sensitivity}: rules alone (trained on them: in sample)`, passageCounts(() => null, sensitivity));
}

