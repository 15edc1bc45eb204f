/** The learned weights must have been fitted to the lexicons as they are now. */
import { describe, expect, test } from 'vitest';
import { CATEGORY_IDS } from './categories';
import { lexiconFingerprint } from './compile';
import { loadModel, type ModelFile } from './model';
import data from './model/weights.json';

describe('learned weights', () => {
  test('were trained on the current lexicons (else: npm run train)', () => {
    expect((data as ModelFile).trainedWith.lexiconFingerprint).toBe(lexiconFingerprint());
  });

  test('give every category weight to its own words', () => {
    const model = loadModel();
    CATEGORY_IDS.forEach((_, c) => {
      expect(model.lexicon[c][c], 'strong words').toBeGreaterThan(0);
      expect(model.lexicon[c][CATEGORY_IDS.length + c], 'weak words').toBeGreaterThan(0);
    });
  });

  test('refuse weights trained for other categories', () => {
    expect(() => loadModel({ ...(data as ModelFile), categories: ['violence'] })).toThrow(/other categories/);
  });
});
