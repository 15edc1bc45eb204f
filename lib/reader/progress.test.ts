import { describe, expect, test } from 'vitest';
import { cumulativeWords, DEFAULT_WPM, formatMinutes, initialSpeed, MAX_WPM, MIN_WPM, minutesLeft, percentRead, updateSpeed, wordsRead, WINDOW_MS } from './progress';

describe('progress in words', () => {
  const starts = cumulativeWords([100, 50, 50]);
  test('cumulative starts end with the total', () => expect(starts).toEqual([0, 100, 150, 200]));
  test.each([
    [0, 0, 0],
    [0, 0.5, 50],
    [1, 0, 100],
    [2, 1, 200],
    [9, 0.5, 175], // past the end clamps to the last paragraph
    [-3, 0, 0],
  ])('paragraph %i offset %f reads %i words', (i, off, words) => expect(wordsRead(starts, i, off)).toBe(words));
  test.each([
    [0, 200, false, 0],
    [99, 200, false, 49],
    [200, 200, false, 100],
    [10, 200, true, 100],
    [0, 0, false, 100],
  ])('%i of %i words (at end: %s) is %i%%', (read, total, atEnd, pct) => expect(percentRead(read, total, atEnd)).toBe(pct));
});

describe('minutes left', () => {
  test.each([
    [0, 230, 0],
    [1, 230, 1],
    [2300, 230, 10],
    [2301, 230, 11],
    [1000, 10_000, Math.ceil(1000 / MAX_WPM)], // bounded speed
    [1000, 1, Math.ceil(1000 / MIN_WPM)],
  ])('%i words at %i wpm: %i min', (words, wpm, min) => expect(minutesLeft(words, wpm)).toBe(min));
});

describe('reading speed from scrolling', () => {
  const readAt = (wpm: number, seconds: number, start = initialSpeed()) => {
    let s = start;
    for (let t = 0; t < seconds; t += 5) s = updateSpeed(s, (wpm * 5) / 60, 5_000);
    return s;
  };
  test('starts at the default', () => expect(initialSpeed().wpm).toBe(DEFAULT_WPM));
  test('moves towards the measured speed, smoothly', () => {
    const once = readAt(400, WINDOW_MS / 1000);
    expect(once.wpm).toBeGreaterThan(DEFAULT_WPM);
    expect(once.wpm).toBeLessThan(400);
    expect(readAt(400, 600).wpm).toBeGreaterThan(390);
  });
  test('a short flick does not change the estimate yet', () => expect(updateSpeed(initialSpeed(), 50, 5_000).wpm).toBe(DEFAULT_WPM));
  test.each([
    ['scrolling back', -100, 5_000],
    ['a jump', 5_000, 1_000],
    ['a long pause', 100, 10 * 60_000],
    ['no time', 10, 0],
  ])('ignores %s', (_name, words, ms) => expect(updateSpeed(initialSpeed(), words, ms)).toEqual(initialSpeed()));
  test('stays within bounds', () => {
    expect(readAt(1_400, 3_000).wpm).toBeLessThanOrEqual(MAX_WPM);
    expect(readAt(20, 3_000).wpm).toBeGreaterThanOrEqual(MIN_WPM);
  });
});

test.each([
  [0, '0 min'],
  [59, '59 min'],
  [60, '1 h 0 min'],
  [125, '2 h 5 min'],
])('%i minutes read as "%s"', (m, text) => expect(formatMinutes(m)).toBe(text));
