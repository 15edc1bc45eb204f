import { describe, expect, test } from 'vitest';
import { readStory } from './features';
import { FIGURATIVE } from './lexicons/figurative';
import { LEXICONS } from './lexicons/index';
import { NOT_WARNING_TERMS, WARNING_TERMS } from './warning-terms';

/**
 * A phrase's `|` chooses one word in one place, so "didn't|did not consent" reads "didn't not
 * consent" or "did not consent", and the way most stories write it ("didn't consent") is never
 * matched; "once it's|its|it is over" only matches "once it's is over", so the ignore it was
 * meant to be does nothing. This finds a contraction written beside its spelled-out form across
 * a slot boundary: the mistake is easy to make and silent (fewer matches, no error).
 */
const SPELLED_OUT: Record<string, string[]> = { "n't": ['not'], "'s": ['is', 'has'], "'re": ['are'], "'m": ['am'], "'ve": ['have'], "'ll": ['will'], "'d": ['had', 'would'] };

function splitContraction(phrase: string): string | undefined {
  const slots = phrase.trim().toLowerCase().replace(/[\u2019\u2018]/g, "'").split(/\s+/).filter(Boolean).map((slot) => slot.split('|'));
  for (let i = 0; i < slots.length; i++) {
    const [before, slot, after] = [slots[i - 1], slots[i], slots[i + 1]];
    for (const word of slot) {
      const parts = word.match(/^(\w+?)(n't|'s|'re|'m|'ve|'ll|'d)$/);
      if (!parts) continue;
      const [, stem, tail] = parts;
      // "didn't|did not": the stem beside the contraction, the rest of the spelled-out form in the next slot.
      if (after?.length === 1 && SPELLED_OUT[tail].includes(after[0]) && slot.includes(stem)) return `"${word}|${stem} ${after[0]}"`;
      // "we are|we're": the stem alone in the slot before, the contraction beside the rest.
      if (before?.length === 1 && before[0] === stem) return `"${stem} …|${word}"`;
    }
  }
  return undefined;
}

const everyPhrase = (): [string, string][] => [
  ...LEXICONS.flatMap((lexicon) => [...lexicon.entries.map((e) => e.match), ...(lexicon.ignore ?? [])].map((m): [string, string] => [lexicon.category, m])),
  ...FIGURATIVE.map((m): [string, string] => ['figurative', m]),
  ...Object.entries(WARNING_TERMS).flatMap(([id, terms]) => terms.map((m): [string, string] => [`terms ${id}`, m])),
  ...NOT_WARNING_TERMS.map((m): [string, string] => ['not-warning terms', m]),
];

describe('phrases say what their authors meant', () => {
  test.each([
    ["didn't|didnt|did not consent", true],
    ["when|once it's|its|it is over", true],
    ["once we are|we're over", true],
    ["would not|wouldn't stop", true],
    ["didn't|didnt consent, did not consent", false],
    ["once it's|its over", false],
    ["wasn't|wasnt|not hungry", false],
    ["he's|she's always sorry, he|she is always sorry", false],
  ])('the check itself: %s → split %s', (match, split) => {
    expect(match.split(',').some((phrase) => splitContraction(phrase) !== undefined)).toBe(split);
  });

  test('no lexicon, figurative list or warning term splits a contraction from its spelled-out form', () => {
    const split = everyPhrase().flatMap(([where, match]) =>
      match.split(',').flatMap((phrase) => {
        const found = splitContraction(phrase);
        return found ? [`${where}: ${phrase.trim()} (${found})`] : [];
      }),
    );
    expect(split).toEqual([]);
  });
});

describe('the phrases mended by that check read what they were written for', () => {
  const categoriesIn = (text: string) => new Set(readStory([text]).hits.filter((hit) => hit.weight > 0).map((hit) => hit.category));
  test.each([
    ["She hadn't wanted it. She didn't consent.", 'sexual-assault', true],
    ['He begged him to stop, and he wouldn\'t stop.', 'sexual-assault', true],
    ["The medic couldn't find a pulse.", 'death', true],
    ["The boy went down and didn't get up.", 'violence', true],
    ["You'll do as you're told.", 'abuse', true],
    // The ignore now holds: the end of a fight or a storm is not the end of a relationship.
    ['When it\'s over, Kaminari is numb.', 'heartbreak', false],
    ['Once we\'re over the hill, we can rest.', 'heartbreak', false],
    ["It's over. I'm leaving you.", 'heartbreak', true],
  ])('%s → %s %s', (text, category, found) => {
    expect(categoriesIn(text).has(category as never)).toBe(found);
  });
});
