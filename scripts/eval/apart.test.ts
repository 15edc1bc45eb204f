/**
 * The scenes written apart (test/fixtures/scenes-apart.jsonl) are an honest measure only while
 * nothing is fitted to them: the weights never see them, and each line keeps the schema the eval
 * scores by.
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { CATEGORY_IDS, type CategoryId } from '../../lib/engine/categories';
import { APART_FILE, SCENES_FILE, readScenesApart } from './data';
import { loadExamples } from '../train-engine';

const scenes = readScenesApart();
const KNOWN = new Set<string>(CATEGORY_IDS);

describe('scenes written apart', () => {
  test('the file opens with its note on how the scenes were written', () => {
    const first = JSON.parse(readFileSync(APART_FILE, 'utf8').split('\n')[0]) as { note?: string };
    expect(first.note).toMatch(/written blind/);
    expect(first.note).toMatch(/Never trained on/);
  });

  test('there are scenes of every kind the eval counts', () => {
    const kinds = new Set(scenes.map((s) => s.kind));
    for (const kind of ['explicit', 'implicit', 'figurative', 'neutral']) expect(kinds).toContain(kind);
    expect(scenes.length).toBeGreaterThanOrEqual(80);
  });

  test.each(scenes.map((s) => [s.id, s] as const))('%s keeps the schema', (id, s) => {
    expect(id).toMatch(new RegExp(`^apart${s.batch}-`));
    for (const c of [...s.must, ...s.mustNot]) expect(KNOWN, `${c} is a category`).toContain(c);
    expect(s.must.filter((c: CategoryId) => s.mustNot.includes(c))).toEqual([]);
    if (s.kind === 'explicit' || s.kind === 'implicit') expect(s.must.length).toBeGreaterThan(0);
    else expect(s.must).toEqual([]);
    if (s.kind === 'figurative' || s.kind === 'neutral') expect(s.mustNot.length).toBeGreaterThan(0);
    const words = s.text.split(/\s+/).length;
    expect(words).toBeGreaterThanOrEqual(80);
    expect(words).toBeLessThanOrEqual(250);
  });

  test('ids are unique', () => {
    expect(new Set(scenes.map((s) => s.id)).size).toBe(scenes.length);
  });

  test.skipIf(!existsSync(SCENES_FILE))('npm run train never reads them: its examples are the dev scenes and passages only', { timeout: 120_000 }, () => {
    const { scenes: trained, examples } = loadExamples();
    const apartIds = new Set(scenes.map((s) => s.id));
    expect(trained.filter((s) => apartIds.has(s.id))).toEqual([]);
    expect(examples.filter((e) => apartIds.has(e.group))).toEqual([]);
    const apartTexts = new Set(scenes.map((s) => s.text));
    expect(trained.filter((s) => apartTexts.has(s.text))).toEqual([]);
  });
});
