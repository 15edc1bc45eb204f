/**
 * The Unicode fuzzer (audit 2026-12, N3): 1,000 invisible characters and look-alike letters put at
 * random into each reference text and each labelled dev scene change no category found. The
 * scenes are the shared evaluation data; without ../shared the scenes are skipped, said so.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { analyzeStory } from '../analyze-story';
import { emptyTags } from '../story';
import { paragraphsFromText } from './paragraphs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const REFERENCE_DIR = resolve(ROOT, 'reference-texts');
const SCENES_FILE = resolve(ROOT, '../shared/eval/scenes-dev.jsonl');

/** Insertions a text: the figure. */
const CHANGES = 1000;

/** Characters a page shows as nothing (the audit's and their kin). */
const INVISIBLES = [
  '\u00ad', '\u034f', '\u061c', '\u115f', '\u17b4', '\u180e', '\u200b', '\u200c', '\u200d', '\u200e', '\u200f', '\u202a', '\u202c',
  '\u2060', '\u2061', '\u2062', '\u2063', '\u2064', '\u2066', '\u2067', '\u2068', '\u2069', '\u3164', '\ufe00', '\ufe0f', '\ufeff',
  '\u{e0001}', '\u{e0020}', '\u{e0061}', '\u{e0100}',
];
/** Letters of other scripts drawn like Latin ones, by the Latin letter. */
const CYRILLIC_GREEK: Record<string, string[]> = {
  a: ['а', 'α'], c: ['с', 'ϲ'], e: ['е'], i: ['і', 'ι'], j: ['ј'], o: ['о', 'ο'], p: ['р', 'ρ'], s: ['ѕ'], x: ['х'], y: ['у'],
  A: ['А', 'Α'], B: ['В', 'Β'], C: ['С'], E: ['Е', 'Ε'], H: ['Н', 'Η'], K: ['К', 'Κ'], M: ['М', 'Μ'], O: ['О', 'Ο'], P: ['Р', 'Ρ'], T: ['Т', 'Τ'], X: ['Х', 'Χ'],
};

/** Mulberry32: the same changes every run. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A Latin letter's look-alike: another script's, full-width, or mathematical bold. */
function lookalike(ch: string, next: () => number): string {
  const choices = CYRILLIC_GREEK[ch] ?? [];
  const code = ch.charCodeAt(0);
  const bold = code >= 97 ? 0x1d41a + code - 97 : 0x1d400 + code - 65;
  return [...choices, String.fromCharCode(code + 0xfee0), String.fromCodePoint(bold)][Math.floor(next() * (choices.length + 2))];
}

/** The paragraphs with CHANGES random changes: an invisible character put between two, or a letter swapped for a look-alike. */
export function garble(paragraphs: readonly string[], seed: number): string[] {
  const next = random(seed);
  const chars = paragraphs.map((p) => Array.from(p));
  const total = chars.reduce((n, p) => n + p.length, 0);
  for (let k = 0; k < CHANGES && total > 0; k++) {
    let at = Math.floor(next() * total);
    const p = chars.findIndex((c) => (at -= c.length) < 0);
    const i = at + chars[p].length;
    if (next() < 0.5) chars[p].splice(i, 0, INVISIBLES[Math.floor(next() * INVISIBLES.length)]);
    else if (/^[A-Za-z]$/.test(chars[p][i])) chars[p][i] = lookalike(chars[p][i], next);
    else k--; // not a letter: try again, so that every text gets its thousand
  }
  return chars.map((c) => c.join(''));
}

const categories = (paragraphs: readonly string[]) =>
  analyzeStory({ paragraphs: [...paragraphs], notes: [], summary: '', tags: emptyTags() }, 'balanced')
    .warnings.map((w) => w.id)
    .sort();

const references = readdirSync(REFERENCE_DIR).filter((f) => f.endsWith('.txt')).sort();

describe('the Unicode fuzzer: the same categories with 1,000 invisible characters and look-alikes', () => {
  test('the garbling is what it says: a thousand changes, the text shown the same letters', () => {
    const text = ['She cut herself again. '.repeat(100)];
    const garbled = garble(text, 1);
    expect(Array.from(garbled[0]).length).toBeGreaterThan(Array.from(text[0]).length);
    expect(garbled[0]).not.toBe(text[0]);
  });

  test.each(references)('reference text %s', (file) => {
    const paragraphs = paragraphsFromText(readFileSync(resolve(REFERENCE_DIR, file), 'utf8'));
    expect(categories(garble(paragraphs, file.length))).toEqual(categories(paragraphs));
  });

  const scenes = existsSync(SCENES_FILE)
    ? readFileSync(SCENES_FILE, 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line) as { id: string; text: string })
    : [];
  if (scenes.length === 0) test.skip(`dev scenes: ${SCENES_FILE} is absent (../shared not beside this checkout)`, () => {});
  else
    test('every dev scene', () => {
      const differ = scenes.flatMap((scene, n) => {
        const paragraphs = paragraphsFromText(scene.text);
        const plain = categories(paragraphs);
        const garbled = categories(garble(paragraphs, n + 1));
        return JSON.stringify(plain) === JSON.stringify(garbled) ? [] : [{ id: scene.id, plain, garbled }];
      });
      expect(differ).toEqual([]);
    }, 120_000);
});
