/** The meaning layer's model: the shipped weights fit the shipped vectors, and the engine reads windows exactly. */
import { describe, expect, test } from 'vitest';
import { CATEGORY_IDS } from '../categories';
import { readStory, windowsOf, WINDOW_STRIDE } from '../features';
import { loadMeaningModel, meaningLogits, newWindowMeaning, windowMeaning, WindowMeaningReader, RULES_CLIP, type MeaningFile } from './model';
import { installedVectors } from './table';
import info from './word-vectors.json';
import data from './weights.json';

const C = CATEGORY_IDS.length;
const file = data as MeaningFile;

describe('meaning weights', () => {
  test('were learned over the shipped word vectors (else: npm run train)', () => {
    expect(file.vectorsFingerprint).toBe(info.fingerprint);
    expect([...file.meanIn, ...file.peakIn].every((row) => row.length === info.dimensions)).toBe(true);
  });

  test('never count the rules against their own category', () => {
    for (const w of file.rules) expect(w).toBeGreaterThanOrEqual(0);
  });

  test('refuse weights trained for other categories', () => {
    expect(() => loadMeaningModel({ ...file, categories: ['violence'] })).toThrow(/other categories/);
  });

  test('read a window without its category\'s own words as the rules at their most doubtful', () => {
    const model = loadMeaningModel();
    const meaning = newWindowMeaning(model);
    const none = new Float64Array(C).fill(-Infinity);
    const doubtful = new Float64Array(C).fill(-RULES_CLIP);
    const a = meaningLogits(model, meaning, none);
    const b = meaningLogits(model, meaning, doubtful);
    CATEGORY_IDS.forEach((_, c) => expect(a[c]).toBeCloseTo(b[c] + model.noOwnWords[c], 9));
  });
});

describe('reading windows in halves', () => {
  test('gives every window of a long story the same meaning as reading it whole', () => {
    const model = loadMeaningModel();
    const table = installedVectors()!;
    const paragraphs = Array.from({ length: 60 }, (_, i) =>
      i % 17 === 16 ? '***' : `Paragraph ${i}: the rain kept on against the hospital window while she counted the pills, and he laughed at the joke about the dragon, the funeral, the cake.`,
    );
    const story = readStory(paragraphs);
    const reader = new WindowMeaningReader(model, table, story.rows!, WINDOW_STRIDE);
    const windows = windowsOf(story);
    expect(windows.length).toBeGreaterThan(20);
    for (const [from, to] of windows) {
      const halves = reader.read(from, to);
      const whole = windowMeaning(model, table, story.rows!, from, to);
      expect(halves.known).toBe(whole.known);
      whole.hidden.forEach((h, k) => expect(halves.hidden[k]).toBeCloseTo(h, 9));
      whole.peaks.forEach((p, k) => expect(halves.peaks[k]).toBe(p));
    }
  });

  test('leaves the most frequent words out of a window\'s meaning', () => {
    const story = readStory(['the and of to was he she it']);
    expect(Array.from(story.rows!).every((row) => row < 0)).toBe(true);
  });
});
