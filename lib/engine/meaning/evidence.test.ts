/** What a warning raised by meaning alone would quote: a sentence of the story, as the page has it, cut to a banner's length. */
import { describe, expect, test } from 'vitest';
import { CATEGORY_INDEX, readStory } from '../features';
import { EXCERPT_MAX } from '../excerpt';
import { meaningEvidence } from './evidence';
import { loadMeaningModel } from './model';

const paragraphs = [
  'The kettle clicked off and nobody moved to pour it.',
  'Her sleeves stayed down all through July, even on the hottest day of the fair, and she flinched when Mara reached for her wrist to look at the new bracelet.',
  'In the bathroom cabinet, behind the plasters, the packet of blades was lighter than it had been on Sunday.',
];

describe('meaning evidence', () => {
  test('quotes a whole sentence of the window, where it stands in its paragraph', () => {
    const story = readStory(paragraphs);
    const total = story.offsets[story.offsets.length - 1];
    const evidence = meaningEvidence(story, loadMeaningModel(), CATEGORY_INDEX.get('self-harm')!, [0, total], 0, paragraphs)!;
    expect(evidence.source).toBe('text');
    const text = paragraphs[evidence.paragraph];
    expect(text.slice(evidence.start, evidence.end).length).toBeGreaterThan(0);
    expect(text).toContain(evidence.excerpt);
    expect(evidence.excerpt.length).toBeLessThanOrEqual(EXCERPT_MAX);
    // The quoted sentence holds the marked word.
    expect(evidence.excerpt).toContain(text.slice(evidence.start, evidence.end));
  });

  test('a sentence of one huge run of words is still quoted at a banner\'s length', () => {
    const long = [`${'grey '.repeat(30_000)}blades.`];
    const story = readStory(long);
    const evidence = meaningEvidence(story, loadMeaningModel(), CATEGORY_INDEX.get('self-harm')!, [0, story.offsets[1]], 0, long);
    expect(evidence?.excerpt.length ?? 0).toBeLessThanOrEqual(EXCERPT_MAX);
  });

  test('quotes nothing from a window of no known words', () => {
    const symbols = ['§§§ ¶¶¶ ### 123 456'];
    const story = readStory(symbols);
    expect(meaningEvidence(story, loadMeaningModel(), 0, [0, story.offsets[1]], 0, symbols)).toBeUndefined();
  });
});
