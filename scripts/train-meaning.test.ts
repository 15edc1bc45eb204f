/** Training is reproducible: the same data and seed give the same weights, and another seed other ones. */
import { describe, expect, test } from 'vitest';
import { installedVectors } from '../lib/engine/meaning/table';
import { readTrainingBatches } from './eval/corpus';
import { fitMeaning, loadMeaningExamples, MEANING_SETTINGS } from './train-meaning';

describe('npm run train (the meaning layer)', () => {
  test('same data and seed give the same weights, to the last digit', { timeout: 120_000 }, () => {
    const table = installedVectors()!;
    const examples = loadMeaningExamples(table).filter((e) => e.group === 'w01');
    expect(examples.length).toBeGreaterThan(100);
    const settings = { ...MEANING_SETTINGS, iterations: 5 };
    const first = JSON.stringify(fitMeaning(table, examples, settings));
    expect(JSON.stringify(fitMeaning(table, examples, settings))).toBe(first);
    expect(JSON.stringify(fitMeaning(table, examples, { ...settings, seed: settings.seed + 1 }))).not.toBe(first);
  });

  test('reads every checked batch of the corpus', () => {
    expect(new Set(readTrainingBatches().map((s) => s.batch)).size).toBeGreaterThanOrEqual(13);
  });
});
