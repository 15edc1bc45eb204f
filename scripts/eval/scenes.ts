/**
 * The labelled scenes of ../shared/eval/scenes-dev.jsonl: per category, a true positive is a `must`
 * category flagged, a false negative a `must` category missed, a false positive a `mustNot` category
 * flagged (anything else is don't-care). Also the counts readers feel most: figurative traps and
 * neutral scenes flagged, warnings on harmless long chapters, single-scene categories in long ones.
 */
import { CATEGORY_IDS, type CategoryId } from '../../lib/engine/categories';
import type { WarningLevel } from '../../lib/engine/types';

export interface Scene {
  id: string;
  kind: 'explicit' | 'implicit' | 'figurative' | 'neutral' | 'mixed' | 'long';
  must: CategoryId[];
  mustNot: CategoryId[];
  level?: Partial<Record<CategoryId, WarningLevel>>;
  genre?: string;
  text: string;
}

export type Flags = Map<string, WarningLevel>;
export interface Counts {
  tp: number;
  fp: number;
  fn: number;
}

export interface SceneReport {
  perCategory: Map<CategoryId, Counts>;
  macroF1: number;
  /** How many categories the macro-F1 averages: those with at least one scene that must raise them. */
  categoriesScored: number;
  figurativeFlagged: number;
  figurative: number;
  neutralFlagged: number;
  neutral: number;
  harmlessLongWarnings: number;
  harmlessLong: number;
  singleScene: { id: string; category: CategoryId; expected?: WarningLevel; got?: WarningLevel }[];
  byKind: Map<string, { caught: number; of: number }>;
}

export function f1({ tp, fp, fn }: Counts): { p: number; r: number; f: number } {
  const p = tp + fp ? tp / (tp + fp) : 0;
  const r = tp + fn ? tp / (tp + fn) : 0;
  return { p, r, f: p + r ? (2 * p * r) / (p + r) : 0 };
}

/** Splits a scene's text into paragraphs the way a page would give them. */
export function sceneParagraphs(text: string): string[] {
  return text.split(/\n+/).map((p) => p.trim()).filter(Boolean);
}

export function scoreScenes(scenes: readonly Scene[], flagsOf: (scene: Scene) => Flags): SceneReport {
  const perCategory = new Map<CategoryId, Counts>(CATEGORY_IDS.map((id) => [id, { tp: 0, fp: 0, fn: 0 }]));
  const report: SceneReport = {
    perCategory,
    macroF1: 0,
    categoriesScored: 0,
    figurativeFlagged: 0,
    figurative: 0,
    neutralFlagged: 0,
    neutral: 0,
    harmlessLongWarnings: 0,
    harmlessLong: 0,
    singleScene: [],
    byKind: new Map(),
  };
  for (const scene of scenes) {
    const flags = flagsOf(scene);
    for (const id of scene.must) {
      const c = perCategory.get(id)!;
      if (flags.has(id)) c.tp++;
      else c.fn++;
      const k = report.byKind.get(scene.kind) ?? { caught: 0, of: 0 };
      k.of++;
      if (flags.has(id)) k.caught++;
      report.byKind.set(scene.kind, k);
    }
    for (const id of scene.mustNot) if (flags.has(id)) perCategory.get(id)!.fp++;
    if (scene.kind === 'figurative') {
      report.figurative++;
      if (scene.mustNot.some((id) => flags.has(id))) report.figurativeFlagged++;
    }
    if (scene.kind === 'neutral') {
      report.neutral++;
      if (flags.size > 0) report.neutralFlagged++;
    }
    if (scene.kind === 'long') {
      if (scene.must.length === 0) {
        report.harmlessLong++;
        report.harmlessLongWarnings += flags.size;
      }
      for (const id of scene.must) report.singleScene.push({ id: scene.id, category: id, expected: scene.level?.[id], got: flags.get(id) });
    }
  }
  // Over the categories the set has scenes for (all 22 in the dev set; a smaller set of our own may hold fewer).
  const f1s = CATEGORY_IDS.filter((id) => perCategory.get(id)!.tp + perCategory.get(id)!.fn > 0).map((id) => f1(perCategory.get(id)!).f);
  report.macroF1 = f1s.reduce((a, b) => a + b, 0) / f1s.length;
  report.categoriesScored = f1s.length;
  return report;
}

const fmt = (n: number) => n.toFixed(2).padStart(5);

export function printSceneReport(r: SceneReport, title: string): void {
  console.log(`\n${title}`);
  console.log('category           tp  fn  fp |    P     R    F1');
  for (const [id, c] of r.perCategory) {
    const { p, r: rec, f } = f1(c);
    console.log(`${id.padEnd(17)} ${String(c.tp).padStart(3)} ${String(c.fn).padStart(3)} ${String(c.fp).padStart(3)} | ${fmt(p)} ${fmt(rec)} ${fmt(f)}`);
  }
  console.log(`macro-F1 ${r.macroF1.toFixed(3)} over the ${r.categoriesScored} categories with scenes (goal 0.90)`);
  console.log(`caught by kind: ${[...r.byKind].map(([k, v]) => `${k} ${v.caught}/${v.of}`).join(', ')}`);
  console.log(`figurative traps flagged: ${r.figurativeFlagged} of ${r.figurative} (goal at most 5%)`);
  console.log(`neutral scenes flagged: ${r.neutralFlagged} of ${r.neutral} (goal 0)`);
  if (r.harmlessLong > 0) console.log(`warnings on harmless long chapters: ${r.harmlessLongWarnings} on ${r.harmlessLong} (goal 0)`);
  for (const s of r.singleScene) console.log(`single-scene ${s.category} in ${s.id}: ${s.got ?? 'missed'} (expected ${s.expected ?? 'any'})`);
}
