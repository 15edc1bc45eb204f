import { describe, expect, test } from 'vitest';
import { readWorkMemory, rememberWork, workKey } from './work-memory';

describe('work memory', () => {
  test('one key for every chapter of a work, none without a work id', () => {
    expect(workKey({ site: 'ao3', workId: '123' })).toBe('ao3:123');
    expect(workKey({ site: 'ao3' })).toBeUndefined();
  });

  test('remembers a hidden banner, and forgets the least recently seen beyond the limit', () => {
    let map = rememberWork({}, 'ao3:1', { seenAt: 1, hidden: true });
    map = rememberWork(map, 'ao3:2', { seenAt: 2 });
    map = rememberWork(map, 'ao3:3', { seenAt: 3 }, 2);
    expect(Object.keys(map).sort()).toEqual(['ao3:2', 'ao3:3']);
    expect(readWorkMemory(rememberWork({}, 'x', { seenAt: 5, hidden: true }), 'x')).toEqual({ seenAt: 5, hidden: true });
  });

  test.each([null, 42, { 'ao3:1': null }, { 'ao3:1': { hidden: true } }, { 'ao3:1': { seenAt: 'yesterday' } }])('reads %j as never seen, and repairs it on the next save', (stored) => {
    expect(readWorkMemory(stored, 'ao3:1')).toBeUndefined();
    expect(rememberWork(stored, 'ao3:2', { seenAt: 1 })).toEqual({ 'ao3:2': { seenAt: 1 } });
  });
});
