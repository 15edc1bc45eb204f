/** The five seed stories against reference-texts/expectations.json. */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { isCategoryId, type CategoryId } from './categories';
import { analyze, paragraphsFromText } from './index';
import type { Sensitivity, WarningLevel } from './types';

const DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../reference-texts');

interface FileExpectation {
  present: CategoryId[];
  absent: CategoryId[];
  absentEvenAtHigh?: CategoryId[];
  /** Implied in the story: found at least at high sensitivity. */
  presentAtHigh?: CategoryId[];
  levels?: Partial<Record<CategoryId, WarningLevel>>;
}
const expectations: { sensitivity: Sensitivity; files: Record<string, FileExpectation> } = JSON.parse(
  readFileSync(resolve(DIR, 'expectations.json'), 'utf8'),
);
const files = Object.keys(expectations.files);
const read = (file: string) => paragraphsFromText(readFileSync(resolve(DIR, file), 'utf8'));

test('every seed story has expectations, and every expectation names a real category and file', () => {
  const texts = readdirSync(DIR).filter((f) => f.endsWith('.txt')).sort();
  expect(files.sort()).toEqual(texts);
  for (const e of Object.values(expectations.files)) {
    for (const id of [...e.present, ...e.absent, ...(e.absentEvenAtHigh ?? []), ...(e.presentAtHigh ?? [])]) expect(isCategoryId(id), id).toBe(true);
    for (const id of Object.keys(e.levels ?? {})) expect(e.present, id).toContain(id);
    expect(e.present.filter((id) => e.absent.includes(id))).toEqual([]);
  }
});

describe.each(files)('%s', (file) => {
  const paragraphs = read(file);
  const e = expectations.files[file];
  const found = analyze({ paragraphs }, { sensitivity: expectations.sensitivity });
  const ids = found.map((w) => w.id);

  test.each(e.present)('finds %s', (id) => expect(ids).toContain(id));
  test.each(e.absent)('does not find %s', (id) => expect(ids).not.toContain(id));
  test.each(Object.entries(e.levels ?? {}))('%s is a %s', (id, level) => {
    expect(found.find((w) => w.id === id)?.level).toBe(level);
  });
  test.each(e.presentAtHigh ?? [])('finds %s at high sensitivity', (id) => {
    expect(analyze({ paragraphs }, { sensitivity: 'high' }).map((w) => w.id)).toContain(id);
  });
  test.each(e.absentEvenAtHigh ?? [])('does not find %s even at high sensitivity', (id) => {
    expect(analyze({ paragraphs }, { sensitivity: 'high' }).map((w) => w.id)).not.toContain(id);
  });

  test('heartbreak evidence quotes real sentences around the match', () => {
    const heartbreak = found.find((w) => w.id === 'heartbreak')!;
    expect(heartbreak.evidence.length).toBeGreaterThan(0);
    for (const ev of heartbreak.evidence) {
      const text = paragraphs[ev.paragraph];
      expect(ev.source).toBe('text');
      const at = text.indexOf(ev.excerpt);
      expect(at, ev.excerpt).toBeGreaterThanOrEqual(0);
      expect(at).toBeLessThanOrEqual(ev.start);
      expect(at + ev.excerpt.length).toBeGreaterThanOrEqual(ev.end);
      // A sentence: it starts where the paragraph or a sentence starts, or was cut at a space.
      expect(at === 0 || /[.!?…"\s]/.test(text[at - 1])).toBe(true);
    }
  });
});
