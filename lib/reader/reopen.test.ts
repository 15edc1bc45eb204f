import { expect, test } from 'vitest';
import { REOPEN_KEY, REOPEN_TTL_MS, setReopenFlag, takeReopenFlag } from './reopen';

function memoryStorage(): Storage {
  const m = new Map<string, string>();
  return {
    get length() { return m.size; },
    clear: () => m.clear(),
    getItem: (k) => m.get(k) ?? null,
    key: (i) => [...m.keys()][i] ?? null,
    removeItem: (k) => void m.delete(k),
    setItem: (k, v) => void m.set(k, v),
  };
}

test('a fresh flag reopens once', () => {
  const s = memoryStorage();
  setReopenFlag(s, 1000);
  expect(takeReopenFlag(s, 2000)).toBe(true);
  expect(takeReopenFlag(s, 2000)).toBe(false);
});
test.each([
  ['stale', String(1000), 1000 + REOPEN_TTL_MS],
  ['garbage', 'x', 5000],
  ['absent', null, 5000],
])('a %s flag does not reopen, and is cleared', (_n, value, now) => {
  const s = memoryStorage();
  if (value !== null) s.setItem(REOPEN_KEY, value);
  expect(takeReopenFlag(s, now)).toBe(false);
  expect(s.getItem(REOPEN_KEY)).toBeNull();
});
test('storage that throws is harmless', () => {
  const s = { getItem() { throw new Error('denied'); }, setItem() { throw new Error('denied'); } } as unknown as Storage;
  expect(() => setReopenFlag(s)).not.toThrow();
  expect(takeReopenFlag(s)).toBe(false);
});
