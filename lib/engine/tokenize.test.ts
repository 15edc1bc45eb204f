/**
 * The story reader fills one set of token arrays paragraph after paragraph and builds a word's
 * text only when a rule reads it: what it reads must be exactly what a fresh tokenization gives.
 */
import { expect, test } from 'vitest';
import { REFERENCE_PARAGRAPHS as REFERENCE, TRICKY_LINES as TRICKY } from '../../test/engine/texts';
import { characterKind, tokenBuffer, tokenize, wordAt, wordEndsWith, wordLengthAt, type Tokens } from './tokenize';

/** Everything a reader of the tokens may ask, as plain arrays; words read one by one with wordAt, last first. */
function readAll(t: Tokens) {
  const n = t.count;
  const cut = (a: ArrayLike<number>) => Array.from({ length: n }, (_, i) => a[i]);
  const words = Array.from({ length: n }, (_, i) => wordAt(t, n - 1 - i)).reverse();
  return { n, words, ids: cut(t.ids), starts: cut(t.starts), ends: cut(t.ends), sentence: cut(t.sentence), clause: cut(t.clause), possessive: cut(t.possessive), questions: [...t.questions], sentenceStarts: [...t.sentenceStarts], clauseStarts: [...t.clauseStarts] };
}

test('one buffer filled paragraph after paragraph reads each exactly as a fresh tokenization', () => {
  const buffer = tokenBuffer();
  // Long paragraphs before short ones: what is left of the longer one must never show through.
  const texts = [...TRICKY, ...REFERENCE, ...TRICKY, ...[...REFERENCE].sort((a, b) => b.length - a.length)];
  for (const text of texts) {
    const fresh = tokenize(text);
    const reused = tokenize(text, buffer);
    expect(reused).toBe(buffer);
    expect(readAll(reused)).toEqual(readAll(fresh));
    expect(reused.words).toEqual(fresh.words);
    expect(wordAt(reused, reused.count)).toBeUndefined();
    // A rule reading one past the last token finds no sentence or clause going on, whatever came before.
    expect(reused.sentence[reused.count]).toBe(-1);
    expect(reused.clause[reused.count]).toBe(-1);
    expect(wordAt(reused, -1)).toBeUndefined();
  }
});

test('words are built as they are read: each the same as from the whole list', () => {
  const t = tokenize('Kurt\u2019s f*** dog, I-I ran. ' + 'x'.repeat(50) + ' ok');
  expect(wordAt(t, 2)).toBe('dog');
  expect(t.words).toEqual(["kurt's", 'fuck', 'dog', 'i', 'ran', '', 'ok']);
  expect(Array.from(t.possessive.subarray(0, t.count))).toEqual([1, 0, 0, 0, 0, 0, 0]);
});

test("a word's ending and length read without building it are those of the built word", () => {
  const buffer = tokenBuffer();
  // Words built while reading (curly apostrophes, stars, stutters, "İ") and plain slices alike; over-long ones are ''.
  const texts = [...TRICKY, `He wouldn\u2019t, he didn't; she\u2019d killed it, k*lled, I-I\u2019d tried. ${'x'.repeat(45)}n't ed`, ...REFERENCE.slice(0, 40)];
  const suffixes = ["n't", "'d", 'ed', 'ing', 'en', 'd', "'s"];
  for (const text of texts) {
    const t = tokenize(text, buffer);
    // Half the tokens read as words first, so that the checks meet built and unbuilt words.
    for (let i = 0; i < t.count; i += 2) wordAt(t, i);
    for (let i = -1; i <= t.count; i++) {
      const word = wordAt(t, i);
      expect([text, i, wordLengthAt(t, i)]).toEqual([text, i, word?.length ?? 0]);
      for (const suffix of suffixes) expect([text, i, suffix, wordEndsWith(t, i, suffix)]).toEqual([text, i, suffix, word?.endsWith(suffix) ?? false]);
    }
  }
});

test('every character is of the same kind as its lower case (the tokenizer reads the lower case)', () => {
  let cased = 0;
  for (let cp = 0; cp <= 0x10ffff; cp++) {
    if (cp >= 0xd800 && cp <= 0xdfff) continue;
    const ch = String.fromCodePoint(cp);
    const lower = ch.toLowerCase();
    // A lower case of another length ("İ") makes the tokenizer read the text itself.
    if (lower === ch || lower.length !== ch.length) continue;
    cased++;
    expect([cp, characterKind(lower.codePointAt(0)!)]).toEqual([cp, characterKind(cp)]);
  }
  expect(cased).toBeGreaterThan(1000);
});

test('a paragraph with letters whose lower case is ASCII (the Kelvin sign) reads as the same words', () => {
  const t = tokenize('\u212aURT ran; \u212a\u212a-OK.');
  expect(t.words).toEqual(['kurt', 'ran', 'kk', 'ok']);
  expect([...t.starts.subarray(0, t.count)]).toEqual([0, 5, 10, 13]);
});
