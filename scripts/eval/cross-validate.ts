/**
 * Cross-validation of the rules' learned weights (the meaning layer off): each fold's weights are fitted without it (scenes split
 * by scene, passages by work) and the held-out texts go through the engine's own decision.
 */
import { CATEGORY_IDS } from '../../lib/engine/categories';
import { analyzeWith, type Sensitivity } from '../../lib/engine/index';
import { loadModel } from '../../lib/engine/model';
import { fit, loadExamples, SETTINGS } from '../train-engine';
import { WARNING_TO_CATEGORY, foldOf, readPassages } from './data';
import { f1, scoreScenes, sceneParagraphs, type Counts, type Flags, type SceneReport } from './scenes';

export interface CrossValidation {
  scenes: SceneReport;
  passages: Map<string, Counts>;
  passagesMacroF1: number;
  foldMacro: number[];
}

export function crossValidate(folds: number, settings = SETTINGS, sensitivity: Sensitivity = 'balanced', split = ''): CrossValidation {
  const { scenes, examples } = loadExamples();
  const passages = readPassages()!;
  const sceneFlags = new Map<string, Flags>();
  const passageCounts = new Map<string, Counts>(Object.keys(WARNING_TO_CATEGORY).map((w) => [w, { tp: 0, fp: 0, fn: 0 }]));
  const foldMacro: number[] = [];
  for (let k = 0; k < folds; k++) {
    const train = examples.filter((e) => foldOf(e.group, folds, split) !== k);
    const model = loadModel(fit(train, settings));
    for (const s of scenes) {
      // Long chapters are never trained on: every fold's weights read them, the last fold's verdict is kept.
      if (s.kind !== 'long' && foldOf(s.id, folds, split) !== k) continue;
      sceneFlags.set(s.id, new Map(analyzeWith(model, { paragraphs: sceneParagraphs(s.text) }, { sensitivity }, null).map((w) => [w.id, w.level])));
    }
    const f1s: number[] = [];
    for (const warning of Object.keys(WARNING_TO_CATEGORY)) {
      const fold: Counts = { tp: 0, fp: 0, fn: 0 };
      for (const p of passages) {
        if (p.warning !== warning || foldOf(p.work, folds, split) !== k) continue;
        const yes = analyzeWith(model, { paragraphs: [p.text] }, { sensitivity }, null).some((w) => w.id === WARNING_TO_CATEGORY[warning]);
        const c = passageCounts.get(warning)!;
        for (const into of [c, fold]) {
          if (yes && p.label) into.tp++;
          else if (yes) into.fp++;
          else if (p.label) into.fn++;
        }
      }
      f1s.push(f1(fold).f);
    }
    foldMacro.push(f1s.reduce((a, b) => a + b, 0) / f1s.length);
  }
  const report = scoreScenes(scenes, (s) => sceneFlags.get(s.id)!);
  const pf = [...passageCounts.values()].map((c) => f1(c).f);
  return { scenes: report, passages: passageCounts, passagesMacroF1: pf.reduce((a, b) => a + b, 0) / pf.length, foldMacro };
}

export { CATEGORY_IDS };
