/**
 * Our labelled corpus keeps its promises: every batch has the brief it was written from, every scene
 * keeps the schema, every check names a scene of its batch, the real windows' labels name real
 * windows, and nothing written apart is ever trained on.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
// @ts-expect-error: a plain-Node script with no types; its checks are the writers' own.
import { sceneProblems } from '../corpus/check-batch.mjs';
import { CORPUS, readApartBatches, readRealWindows, readTrainingBatches } from './corpus';
import { loadMeaningExamples } from '../train-meaning';
import { installedVectors } from '../../lib/engine/meaning/table';

const batchDirs = ['batches', 'apart'].flatMap((folder) =>
  readdirSync(resolve(CORPUS, folder))
    .filter((b) => existsSync(resolve(CORPUS, folder, b, 'scenes.jsonl')))
    .map((b) => [folder, b] as const),
);
const lines = (file: string) =>
  existsSync(file)
    ? readFileSync(file, 'utf8')
        .split('\n')
        .filter((l) => l.trim())
        .map((l) => JSON.parse(l) as Record<string, unknown>)
    : [];

describe('labelled corpus', () => {
  test('has batches to train on and to score apart', () => {
    expect(readTrainingBatches().length).toBeGreaterThan(1000);
    expect(readApartBatches().some((s) => s.batch === 'apart5')).toBe(true);
  });

  test.each(batchDirs)('%s/%s keeps its brief, the schema and its checks', (folder, batch) => {
    const dir = resolve(CORPUS, folder, batch);
    expect(readFileSync(resolve(dir, 'brief.md'), 'utf8')).toMatch(/saw no evaluation set/);
    const scenes = lines(resolve(dir, 'scenes.jsonl'));
    const ids = new Set(scenes.map((s) => s.id));
    expect(ids.size).toBe(scenes.length);
    for (const s of scenes) {
      expect(String(s.id).startsWith(`${batch}-`), String(s.id)).toBe(true);
      expect(sceneProblems(s), String(s.id)).toEqual([]);
    }
    for (const check of lines(resolve(dir, 'check.jsonl'))) {
      expect(ids.has(check.id), `check of ${check.id}`).toBe(true);
      expect(['agree', 'fix', 'drop']).toContain(check.verdict);
    }
  });

  test('real windows are labelled by two people each and hold no text', () => {
    const windows = readRealWindows();
    expect(windows.length).toBeGreaterThan(600);
    const raw = readFileSync(resolve(CORPUS, 'real/windows.jsonl'), 'utf8');
    expect(raw).not.toMatch(/"text"/);
  });

  test('npm run train never reads a scene written apart', { timeout: 120_000 }, () => {
    const examples = loadMeaningExamples(installedVectors()!);
    const apartGroups = new Set(readApartBatches().map((s) => s.batch));
    expect(examples.filter((e) => apartGroups.has(e.group))).toEqual([]);
    const training = new Set(readTrainingBatches().map((s) => s.text));
    expect(readApartBatches().filter((s) => training.has(s.text))).toEqual([]);
  });
});
