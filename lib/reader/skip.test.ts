import { describe, expect, test } from 'vitest';
import { flaggedStarts, nextFlagged, skipFrom } from './skip';

const text = (n: number) => Array.from({ length: n }, (_, i) => `Paragraph ${i} of the story, with words in it.`);

describe('skipFrom: "Skip to after this scene"', () => {
  test('lands on the first paragraph after the next scene break, past the break itself', () => {
    const paragraphs = text(10);
    paragraphs[5] = '* * *';
    paragraphs[6] = '~~~';
    expect(skipFrom({ paragraphs, flagged: (i) => i === 2 }, 2)).toEqual({ to: 7, past: 'scene' });
  });
  test('a row of 90 asterisks is a break at any length', () => {
    const paragraphs = text(6);
    paragraphs[2] = '*'.repeat(90);
    expect(skipFrom({ paragraphs, flagged: () => false }, 1)).toEqual({ to: 3, past: 'scene' });
  });
  test('a hostile paragraph of spaces with one letter at its end is read at once, and is no break', () => {
    // A pattern whose space runs overlapped took seconds on a thousand spaces (cubic backtracking).
    const paragraphs = text(6);
    paragraphs[2] = `${' '.repeat(20_000)}x`;
    paragraphs[4] = `${'* '.repeat(20_000)}x`;
    expect(skipFrom({ paragraphs, flagged: () => false }, 1)).toEqual({ to: 2, past: 'passage' });
  }, 2_000);
  test('"Line break" and an empty paragraph are breaks too; a sentence is not', () => {
    const paragraphs = text(6);
    paragraphs[3] = 'Line break';
    expect(skipFrom({ paragraphs, flagged: () => false }, 1)).toEqual({ to: 4, past: 'scene' });
    paragraphs[3] = '';
    expect(skipFrom({ paragraphs, flagged: () => false }, 1)).toEqual({ to: 4, past: 'scene' });
  });
  test('a flagged run that goes on past the break: the next scene is where it lands (it has its own shield)', () => {
    const paragraphs = text(8);
    paragraphs[3] = '***';
    expect(skipFrom({ paragraphs, flagged: (i) => i >= 1 && i <= 6 }, 1)).toEqual({ to: 4, past: 'scene' });
  });
  test('the start of the next chapter ends the scene; so does a rule the page draws between paragraphs', () => {
    expect(skipFrom({ paragraphs: text(10), flagged: () => false, chapterStarts: new Set([0, 6]) }, 2)).toEqual({ to: 6, past: 'scene' });
    expect(skipFrom({ paragraphs: text(10), flagged: () => false, ruleBefore: (i) => i === 4 }, 2)).toEqual({ to: 4, past: 'scene' });
  });
  test('no break ahead at all: past the run of flagged paragraphs only, said as such', () => {
    const flagged = new Set([3, 4, 5, 8]);
    expect(skipFrom({ paragraphs: text(10), flagged: (i) => flagged.has(i) }, 3)).toEqual({ to: 6, past: 'passage' });
    expect(skipFrom({ paragraphs: text(10), flagged: (i) => i === 9 }, 9)).toEqual({ to: 10, past: 'passage' });
  });
});

describe('moving between flagged passages', () => {
  const starts = flaggedStarts([2, 3, 4, 10, 20, 21]);
  test('a run of consecutive flagged paragraphs is one passage', () => expect(starts).toEqual([2, 10, 20]));
  test.each([
    [0, 1, 2],
    [2, 1, 10],
    [3, 1, 10],
    [20, 1, undefined],
    [20, -1, 10],
    [15, -1, 10],
    [3, -1, 2],
    [2, -1, undefined],
  ] as const)('from paragraph %i, step %i: %s', (at, step, to) => expect(nextFlagged(starts, at, step)).toBe(to));
  test('from the view (no passage in focus), a passage starting at the top of it is the next one', () => {
    expect(nextFlagged(starts, 2, 1, true)).toBe(2);
    expect(nextFlagged(starts, 0, 1, true)).toBe(2);
  });
});
