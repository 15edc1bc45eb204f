/** The labelled data in ../shared/eval/, read from there (it is other people's writing: never copied here). */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CategoryId } from '../../lib/engine/categories';
import type { Scene } from './scenes';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const PASSAGES_FILE = resolve(ROOT, '../shared/eval/passages-dev.jsonl');
export const SCENES_FILE = resolve(ROOT, '../shared/eval/scenes-dev.jsonl');
/**
 * Our own scenes, written blind (before reading the dev scenes or the lexicons) to measure the engine
 * on text written apart from what it was tuned on. Only npm run eval reads it; npm run train never
 * does (scripts/eval/apart.test.ts checks), so its figures stay an honest measure.
 */
export const APART_FILE = resolve(ROOT, 'test/fixtures/scenes-apart.jsonl');

export interface Passage {
  id: string;
  work: string;
  warning: string;
  label: number;
  text: string;
}

/** The dataset's warnings onto our categories, as the dataset's README maps them. */
export const WARNING_TO_CATEGORY: Record<string, CategoryId> = {
  violence: 'violence',
  war: 'violence',
  death: 'death',
  abduction: 'kidnapping',
  misogyny: 'misogyny',
  homophobia: 'homophobia',
  racism: 'racism',
  ableism: 'ableism',
};

function readJsonl<T>(file: string): T[] | undefined {
  if (!existsSync(file)) return undefined;
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as T);
}

export const readPassages = () => readJsonl<Passage>(PASSAGES_FILE);
export const readScenes = () => readJsonl<Scene>(SCENES_FILE);

/** A scene written apart, with the batch it was written in (1: before measuring; 2: after the rules it taught, unseen by them). */
export interface ApartScene extends Scene {
  batch: number;
}

/** The scenes written apart, ours (the file's first line is its note on how they were written, not a scene). */
export function readScenesApart(): ApartScene[] {
  return (readJsonl<ApartScene | { note: string }>(APART_FILE) ?? []).filter((line): line is ApartScene => 'text' in line);
}

/**
 * A stable fold for a group id (FNV-1a), the same on every machine and run. A `split` other than
 * '' deals the groups into other folds (eval --repeats): a change worth keeping wins on most splits.
 */
export function foldOf(group: string, folds: number, split = ''): number {
  let h = 0x811c9dc5;
  const key = split + group;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193) >>> 0;
  return h % folds;
}
