import { describe, expect, test } from 'vitest';
import { countWords } from './story';

describe('countWords', () => {
  test.each([
    ['', 0],
    ['   ', 0],
    ['one', 1],
    ["Kurt's heart-broken, isn't he?", 4],
    ['Kurt’s voice — shaky — broke.', 4],
    ['- -- \' ’', 0],
    ['2,850 words', 3],
    ['café naïve Ünïcödé', 3],
    ['日本語 テキスト', 2],
    ['emoji 😀 between 𝒲𝑜𝓇𝒹𝓈', 3],
  ])('%j has %i words', (text, words) => {
    expect(countWords(text)).toBe(words);
  });

  test('agrees with the plain regex definition on mixed text', () => {
    const text = "“You know what the worst thing is, Blaine?” Kurt's voice was shaky—at the brink of tears. 3rd time’s the charm; ça va? 東京";
    const byRegex = text.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu)?.length ?? 0;
    expect(countWords(text)).toBe(byRegex);
  });
});
