/**
 * Traps of the corpus whose hints the rules raise and the meaning layer overrules: with it, they flag
 * nothing they must not. (That a plain word is never overruled is checked by the engine's own tests,
 * normal-form.test's "the plain text warns" among them.) The shipped weights learned from these
 * scenes: this guards what they learned, not how well it carries over (that is `npm run eval`).
 */
import { describe, expect, test } from 'vitest';
import { analyzeWith } from '../../lib/engine/index';
import { loadModel } from '../../lib/engine/model';
import { readTrainingBatches } from './corpus';
import { sceneParagraphs } from './scenes';

const scenes = new Map(readTrainingBatches().map((s) => [s.id, s]));
const found = (id: string, meaning: boolean) => {
  const paragraphs = sceneParagraphs(scenes.get(id)!.text);
  return new Set(analyzeWith(loadModel(), { paragraphs }, {}, meaning ? undefined : null).map((w) => w.id));
};

describe('traps the meaning layer overrules', () => {
  test.each([
    ['w03-137', 'violence'],
    ['w04-134', 'death'],
    ['w02-133', 'death'],
    ['w03-149', 'animal-harm'],
    ['w03-172', 'infidelity'],
    ['w02-147', 'profanity'],
    ['w01-88', 'substance-use'],
    ['w02-137', 'self-harm'],
    ['w02-143', 'eating-disorder'],
    ['w04-139', 'kidnapping'],
    ['w01-73', 'sexual-assault'],
    ['w01-124', 'mental-illness'],
  ])('%s: the rules alone raise %s; with the meaning layer, nothing it must not', (id, category) => {
    const scene = scenes.get(id)!;
    expect(['figurative', 'neutral']).toContain(scene.kind);
    expect(found(id, false).has(category as never), 'the rules alone').toBe(true);
    const read = found(id, true);
    expect(scene.mustNot.filter((c) => read.has(c))).toEqual([]);
  });
});
