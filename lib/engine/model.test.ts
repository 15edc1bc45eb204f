/** The learned weights must have been fitted to the lexicons as they are now. */
import { describe, expect, test } from 'vitest';
import { CATEGORY_IDS } from './categories';
import { lexiconFingerprint } from './compile';
import { TELLINGS } from './discourse';
import { newWindowFeatures } from './features';
import { loadModel, windowLogits, type ModelFile } from './model';
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

  test('let how a thing is told only lower its odds (backstory, in general)', () => {
    const model = loadModel();
    for (const row of model.telling) {
      expect(row.length).toBe(TELLINGS.length);
      for (const w of row) expect(w).toBeLessThanOrEqual(0);
    }
    expect(model.telling.some((row) => row.some((w) => w < 0)), 'some category learned something').toBe(true);
  });

  test('never lower a strong word for how it is told, only hints', () => {
    const model = loadModel();
    const C = CATEGORY_IDS.length;
    const c = model.telling.findIndex((row) => row.some((w) => w < 0));
    const told = (strong: number, weak: number) => {
      const f = newWindowFeatures();
      f.words = 20;
      f.cues[c] = 2;
      f.heaviest[c] = strong ? 3 : 1;
      [f.lexicon[c], f.lexicon[C + c]] = [Math.log1p(strong), Math.log1p(weak)];
      const plain = windowLogits(model, f)[c];
      for (let k = 0; k < TELLINGS.length; k++) f.telling[k * C + c] = 1;
      return [plain, windowLogits(model, f)[c]];
    };
    const [strongPlain, strongTold] = told(3, 1);
    expect(strongTold).toBe(strongPlain);
    const [hintsPlain, hintsTold] = told(0, 2);
    expect(hintsTold).toBeLessThan(hintsPlain);
  });

  test('refuse weights trained for other categories', () => {
    expect(() => loadModel({ ...(data as ModelFile), categories: ['violence'] })).toThrow(/other categories/);
  });
});
