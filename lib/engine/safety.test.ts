/**
 * The engine itself must be safe: any Unicode, hostile input, huge input, in bounded work per
 * token. No wall-clock thresholds here (the machine is noisy): speed is `npm run bench`'s job.
 */
import { describe, expect, test } from 'vitest';
import { analyze } from './index';
import { compileLexicons } from './compile';
import { MAX_PHRASE_WORDS, maxVisitsPerToken, walkStats } from './phrase';
import { tokenize } from './tokenize';

const ADVERSARIAL: [string, string][] = [
  ['200k of one letter', 'a'.repeat(200_000)],
  ['200k of spaces', ' '.repeat(200_000)],
  ['200k of stars', '*'.repeat(200_000)],
  ['200k apostrophes', "'".repeat(200_000)],
  ['a masked word 100k long', `f${'*'.repeat(100_000)}`],
  ['200k hyphens', '-'.repeat(200_000)],
  ['deeply nested quotes', `${'"\u201c\u2018\''.repeat(50_000)}kill${'\'\u2019\u201d"'.repeat(50_000)}`],
  ['deeply nested brackets', `${'('.repeat(100_000)}blood${')'.repeat(100_000)}`],
  ['lone surrogates', '\ud800 kidnapped \udfff \ud83d'.repeat(20_000)],
  ['combining marks', `ki\u0301\u0301\u0301lled ${'e\u0301'.repeat(50_000)}`],
  ['right-to-left text', '\u202eHe was kidnapped\u202c \u05e9\u05dc\u05d5\u05dd \u0645\u0631\u062d\u0628\u0627 '.repeat(10_000)],
  ['emoji and ZWJ sequences', '👩‍❤️‍💋‍👨 🔪 😭 cheated on 🏳️‍🌈 '.repeat(20_000)],
  ['NUL and control characters', '\u0000\u0001\u0007 raped \u001b[31m '.repeat(20_000)],
  ['phrase prefixes forever', 'broke up broke up broke '.repeat(30_000)],
  ['possessives forever', "kurt's blaine's rachel's ".repeat(30_000)],
  ['pronouns forever', 'you are you are the the a a his her '.repeat(20_000)],
  ['no spaces, all words', 'killkillkill'.repeat(50_000)],
  ['TW markers forever', 'TW: TW: CW: Warnings: '.repeat(20_000)],
];

describe('hostile input', () => {
  test.each(ADVERSARIAL)('%s: completes and returns well-formed warnings', (_name, text) => {
    const warnings = analyze({ paragraphs: [text, text.slice(0, 1000)], notes: [text] });
    for (const w of warnings) {
      expect(Number.isFinite(w.score)).toBe(true);
      for (const e of w.evidence) {
        expect(e.start).toBeGreaterThanOrEqual(0);
        expect(e.end).toBeGreaterThan(e.start);
        expect(e.excerpt.length).toBeLessThanOrEqual(400);
      }
    }
  });

  test('lone surrogates and marks never leak into tokens as half characters', () => {
    const t = tokenize('\ud800abc\udfff d\u0301ef 😀ghi');
    // The normal form folds combining marks: the word is read as its letters.
    expect(t.words).toEqual(['abc', 'def', 'ghi']);
    expect(t.starts[1]).toBe(6);
    expect(t.ends[1]).toBe(10);
  });

  test('excerpts never split a surrogate pair', () => {
    const text = `${'😀'.repeat(300)} he was kidnapped ${'😀'.repeat(300)}`;
    const ev = analyze({ paragraphs: [text] })[0].evidence[0];
    expect(ev.excerpt).toBe(ev.excerpt.toWellFormed());
  });

  test('a language whose lower case is longer (Turkish İ) keeps offsets right', () => {
    const text = 'İİİİ He was KIDNAPPED.';
    const ev = analyze({ paragraphs: [text] })[0].evidence[0];
    expect(text.slice(ev.start, ev.end)).toBe('KIDNAPPED');
  });
});

describe('linear work', () => {
  // The most a token can cost given the lexicons: checked against a ceiling, so that lexicon growth
  // cannot quietly make every word expensive, and used as the bound below.
  const perToken = maxVisitsPerToken(compileLexicons().root);
  test('no token can start more than a couple of hundred visits', () => expect(perToken).toBeLessThanOrEqual(200));
  const visitsFor = (text: string) => {
    const before = walkStats.visits;
    analyze({ paragraphs: [text] });
    return walkStats.visits - before;
  };

  test.each(ADVERSARIAL.map(([name, text]) => [name, text.slice(0, 20_000)]))(
    '%s: doubling the input doubles the trie work',
    (_name, text) => {
      const once = visitsFor(text);
      const twice = visitsFor(text + ' ' + text);
      // Joining the two halves can start a few phrases across the seam: at most a phrase's length of tokens.
      expect(twice).toBeLessThanOrEqual(2 * once + MAX_PHRASE_WORDS * perToken);
    },
  );

  test('trie work per token stays small even on phrase-prefix floods', () => {
    for (const [, text] of ADVERSARIAL) {
      const tokens = tokenize(text.slice(0, 20_000)).count;
      expect(visitsFor(text.slice(0, 20_000))).toBeLessThanOrEqual(perToken * tokens + 16);
    }
  });

  test('a 500,000-word work completes', () => {
    const paragraph = 'He punched the wall, then cried and broke up with him; blood on his knuckles, a bottle of wine. '.repeat(10);
    const paragraphs = Array.from({ length: 2_700 }, () => paragraph);
    const warnings = analyze({ paragraphs });
    expect(warnings.map((w) => w.id)).toEqual(expect.arrayContaining(['violence', 'heartbreak']));
    expect(warnings.find((w) => w.id === 'violence')?.level).toBe('theme');
    // Its speed (linear, words per second) is measured in `npm run bench`; here only that it ends,
    // with room for a shared machine.
  }, 30_000);
});

test('thousands of content notes naming the same category stay cheap and give one piece of evidence', () => {
  const notes = Array.from({ length: 20_000 }, () => 'TW: self harm');
  const [w] = analyze({ paragraphs: [], notes: [notes.join('\n'), ...notes] });
  expect(w.id).toBe('self-harm');
  expect(w.evidence).toHaveLength(1);
});
