import { describe, expect, test } from 'vitest';
import { MAX_POSITIONS, MAX_POSITIONS_CHARS, positionInChapter, positionKey, readPosition, rememberPosition, repairPositions, worthResuming, type PositionMap, type ReadingPosition } from './positions';

const at = (paragraph: number, updatedAt: number, offset = 0, percent = 10): ReadingPosition => ({ paragraph, offset, percent, updatedAt });

describe('position keys', () => {
  test.each([
    [{ site: 'ao3', workId: '123', chapter: { index: 4 } }, 'ao3:123:4'],
    [{ site: 'ao3', workId: '123' }, 'ao3:123:1'],
    [{ site: 'ao3', workId: '123', kind: 'entire-work', chapter: { index: 1 } }, 'ao3:123:all'],
    [{ site: 'readability' }, undefined],
  ])('%j -> %s', (story, key) => expect(positionKey(story)).toBe(key));
});

describe('remembering positions', () => {
  test('adds and replaces', () => {
    const m = rememberPosition(rememberPosition({}, 'a', at(1, 1)), 'a', at(5, 2));
    expect(m).toEqual({ a: at(5, 2) });
  });
  test('evicts the least recently used beyond the bound', () => {
    let m = {};
    for (let i = 0; i < 5; i++) m = rememberPosition(m, `k${i}`, at(i, i), 3);
    expect(Object.keys(m).sort()).toEqual(['k2', 'k3', 'k4']);
    // recency is by updatedAt, not by insertion order
    const m2 = rememberPosition({ old: at(1, 1), newer: at(1, 5) }, 'fresh', at(1, 9), 2);
    expect(Object.keys(m2).sort()).toEqual(['fresh', 'newer']);
  });
  test('does not mutate its input', () => {
    const m = { a: at(1, 1) };
    rememberPosition(m, 'b', at(2, 2), 1);
    expect(m).toEqual({ a: at(1, 1) });
  });
});

describe('reading stored positions defensively', () => {
  test.each([
    [null, undefined],
    ['x', undefined],
    [{ k: { paragraph: -1 } }, undefined],
    [{ k: { paragraph: 1.5 } }, undefined],
    [{ k: { paragraph: 3, offset: 7 } }, { paragraph: 3, offset: 0, percent: 0, updatedAt: 0 }],
    [{ k: at(3, 4, 0.5) }, at(3, 4, 0.5)],
  ])('%j', (map, expected) => expect(readPosition(map, 'k')).toEqual(expected));
  test.each([
    [undefined, 10, false],
    [at(0, 1, 0), 10, false],
    [at(0, 1, 0.5), 10, true],
    [at(4, 1), 10, true],
    [at(12, 1), 10, false],
    [{ ...at(4, 1), percent: 100 }, 10, false],
  ])('worth resuming %j of %i paragraphs: %s', (p, count, worth) => expect(worthResuming(p, count)).toBe(worth));
});

describe('positions inside a whole work', () => {
  const chapters = [{ index: 1, start: 0, end: 10 }, { index: 2, start: 10, end: 20 }];
  test.each([
    [{ paragraph: 0, offset: 0, percent: 0 }, { chapter: 1, position: { paragraph: 0, offset: 0, percent: 0 } }],
    [{ paragraph: 15, offset: 0.5, percent: 77 }, { chapter: 2, position: { paragraph: 5, offset: 0.5, percent: 55 } }],
    [{ paragraph: 20, offset: 0, percent: 100 }, undefined],
  ])('%o is %o in its chapter', (position, expected) => {
    expect(positionInChapter(chapters, position)).toEqual(expected);
  });
  test('no chapters: nothing', () => expect(positionInChapter(undefined, { paragraph: 1, offset: 0, percent: 1 })).toBeUndefined());

  test('a map holding null or malformed entries is repaired, and saving still works (audit F11)', () => {
    const map: Record<string, unknown> = { bad: null, worse: 'x', odd: { paragraph: -1 } };
    for (let i = 0; i < 600; i++) map[`ao3:${i}:1`] = i % 2 ? null : { paragraph: 1, offset: 0, percent: 5, updatedAt: i };
    const next = rememberPosition(map, 'ao3:new:1', { paragraph: 2, offset: 0, percent: 9, updatedAt: 10_000 });
    expect(next['ao3:new:1'].paragraph).toBe(2);
    expect(Object.values(next).every((p) => p && typeof p.updatedAt === 'number')).toBe(true);
    expect(repairPositions(map)).not.toHaveProperty('bad');
  });

  test('a work id from a crafted address makes a short key, and the store stays bounded in size (audit F11)', () => {
    const key = positionKey({ site: 'efiction', workId: `example.test/${'9'.repeat(1_000_000)}` })!;
    expect(key.length).toBeLessThan(100);
    expect(key).toBe(positionKey({ site: 'efiction', workId: `example.test/${'9'.repeat(1_000_000)}` }));
    let map: PositionMap = {};
    // Long keys (as long as positionKey makes): the size bound bites before the count does.
    for (let i = 0; i < 800; i++) map = rememberPosition(map, `ao3:${'w'.repeat(140)}${i}:1`, { paragraph: i, offset: 0, percent: 1, updatedAt: i });
    expect(Object.keys(map).length).toBeLessThan(MAX_POSITIONS);
    expect(JSON.stringify(map).length).toBeLessThanOrEqual(MAX_POSITIONS_CHARS);
    expect(map[`ao3:${'w'.repeat(140)}799:1`]).toBeDefined();
    // 800 saves, each measuring the store: ~1 s idle, 6-9 s at load 10 (timed out at vitest's 5 s).
  }, 30_000);
});
