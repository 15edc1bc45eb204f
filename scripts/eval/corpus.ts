/**
 * Our own labelled corpus (test/corpus/): scenes written by many hands, batch by batch, each with its
 * brief; windows of real fan fiction labelled apart by two people; and the written-apart batches,
 * which `npm run train` never reads (apart.test.ts checks).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CATEGORY_IDS, isCategoryId, type CategoryId } from '../../lib/engine/categories';
import { realParagraphs, type RealWindow } from '../corpus/real-windows';
import { readScenesApart } from './data';
import type { Scene } from './scenes';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const CORPUS = resolve(ROOT, 'test/corpus');

export interface BatchScene extends Scene {
  /** The batch it was written in: w01, apart5, dev, … */
  batch: string;
}

function readJsonl<T>(file: string): T[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as T);
}

/** A checker's verdict on one scene (CHECKING.md). */
interface Check {
  id: string;
  verdict: 'agree' | 'fix' | 'drop';
  kind?: Scene['kind'];
  must?: CategoryId[];
  mustNot?: CategoryId[];
}

/** What the checks did to one batch: how many scenes they agreed with, fixed and dropped, and how many were not checked yet. */
export interface CheckCounts {
  batch: string;
  agreed: number;
  fixed: number;
  dropped: number;
  unchecked: number;
}

/** A batch's scenes as its checker left them (CHECKING.md): fixed labels applied, dropped scenes gone. */
function checkedBatch(dir: string, batch: string, counts?: CheckCounts[]): BatchScene[] {
  const checks = new Map(readJsonl<Check>(resolve(dir, batch, 'check.jsonl')).map((c) => [c.id, c]));
  const tally: CheckCounts = { batch, agreed: 0, fixed: 0, dropped: 0, unchecked: 0 };
  const out: BatchScene[] = [];
  for (const scene of readJsonl<Scene>(resolve(dir, batch, 'scenes.jsonl'))) {
    const check = checks.get(scene.id);
    if (!check) tally.unchecked++;
    else if (check.verdict === 'drop') {
      tally.dropped++;
      continue;
    } else if (check.verdict === 'fix') {
      tally.fixed++;
      const must = (check.must ?? scene.must).filter(isCategoryId);
      const mustNot = (check.mustNot ?? scene.mustNot).filter((c) => isCategoryId(c) && !must.includes(c));
      out.push({ ...scene, kind: check.kind ?? scene.kind, must, mustNot, batch });
      continue;
    } else tally.agreed++;
    out.push({ ...scene, batch });
  }
  counts?.push(tally);
  return out;
}

function batchesIn(folder: string, counts?: CheckCounts[]): BatchScene[] {
  const dir = resolve(CORPUS, folder);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .sort()
    .filter((batch) => existsSync(resolve(dir, batch, 'scenes.jsonl')))
    .flatMap((batch) => checkedBatch(dir, batch, counts));
}

/** How the checks went, batch by batch (training and apart). */
export function checkCounts(): CheckCounts[] {
  const counts: CheckCounts[] = [];
  batchesIn('batches', counts);
  batchesIn('apart', counts);
  return counts;
}

/** The scenes written to train on (test/corpus/batches/*), with the ids checked unique. */
export function readTrainingBatches(): BatchScene[] {
  return batchesIn('batches');
}

/**
 * The scenes written apart, never trained on: test/corpus/apart/* and, from the last round,
 * batches 3 and 4 of test/fixtures/scenes-apart.jsonl. (Its batches 1 and 2 taught the rules already:
 * they are training data now, readEarlierApart.)
 */
export const APART_KEPT_FROM_FIXTURES = [3, 4];

export function readApartBatches(): BatchScene[] {
  const fixtures = readScenesApart()
    .filter((s) => APART_KEPT_FROM_FIXTURES.includes(s.batch))
    .map((s) => ({ ...s, batch: `apart${s.batch}` }));
  return [...fixtures, ...batchesIn('apart')];
}

/** Batches 1 and 2 of test/fixtures/scenes-apart.jsonl, which the rules were already taught from. */
export function readEarlierApart(): BatchScene[] {
  return readScenesApart()
    .filter((s) => !APART_KEPT_FROM_FIXTURES.includes(s.batch))
    .map((s) => ({ ...s, batch: `apart${s.batch}` }));
}

export interface LabelledWindow extends RealWindow {
  /** Categories every labeller of the window said are present. */
  present: CategoryId[];
  /** Categories no labeller said present or unsure. */
  absent: CategoryId[];
  /** Categories the labellers differed on (said present by one and not the other, or unsure): don't-care. */
  disputed: CategoryId[];
}

interface WindowLabel {
  id: string;
  present: string[];
  unsure: string[];
}

/**
 * The real windows of a set (real/: trained on; real-pages/: only scored) with the labels their two
 * labellers agree on; windows not labelled twice are left out.
 */
export function readRealWindows(set: 'real' | 'real-pages' = 'real'): LabelledWindow[] {
  const dir = resolve(CORPUS, set);
  const windows = readJsonl<RealWindow>(resolve(dir, 'windows.jsonl'));
  const labels = new Map<string, WindowLabel[]>();
  const labelFiles = existsSync(dir) ? readdirSync(dir).filter((f) => /^labels-[A-Z]\.jsonl$/.test(f)) : [];
  for (const file of labelFiles) {
    for (const l of readJsonl<WindowLabel>(resolve(dir, file))) labels.set(l.id, [...(labels.get(l.id) ?? []), l]);
  }
  const out: LabelledWindow[] = [];
  for (const w of windows) {
    const both = labels.get(w.id);
    if (!both || both.length < 2) continue;
    if (!existsSync(resolve(ROOT, w.file))) continue;
    const present = new Set(both[0].present.filter((c) => both.every((l) => l.present.includes(c))));
    const said = new Set(both.flatMap((l) => [...l.present, ...l.unsure]));
    out.push({
      ...w,
      present: [...present].filter(isCategoryId),
      absent: CATEGORY_IDS.filter((c) => !said.has(c)),
      disputed: [...said].filter(isCategoryId).filter((c) => !present.has(c)),
    });
  }
  return out;
}

/** A real window's paragraphs, read from its file (never stored here). */
export function windowParagraphs(w: RealWindow): string[] {
  return realParagraphs(w.file).slice(w.from, w.to + 1);
}

/** How often the two labellers of the real windows agreed, per category: what the labels are worth. */
export function realAgreement(set: 'real' | 'real-pages' = 'real'): { windows: number; agreedPresent: number; disputed: number } {
  const windows = readRealWindows(set);
  return {
    windows: windows.length,
    agreedPresent: windows.reduce((n, w) => n + w.present.length, 0),
    disputed: windows.reduce((n, w) => n + w.disputed.length, 0),
  };
}
