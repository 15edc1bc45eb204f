import { expect, test } from 'vitest';
import { REOPEN_TTL_MS, setReopenFlag, takeReopenFlag, type FlagStore } from './reopen';

function memoryStore(initial?: unknown): FlagStore & { value: unknown } {
  const store = {
    value: initial,
    get: async () => store.value,
    set: async (v: number) => void (store.value = v),
    remove: async () => void (store.value = undefined),
  };
  return store;
}

test('a fresh flag reopens once', async () => {
  const s = memoryStore();
  await setReopenFlag(s, 1000);
  expect(await takeReopenFlag(s, 2000)).toBe(true);
  expect(await takeReopenFlag(s, 2000)).toBe(false);
});

test.each([
  ['stale', 1000, 1000 + REOPEN_TTL_MS],
  ['garbage', 'x', 5000],
  ['absent', undefined, 5000],
])('a %s flag does not reopen, and is cleared', async (_n, value, now) => {
  const s = memoryStore(value);
  expect(await takeReopenFlag(s, now)).toBe(false);
  expect(s.value).toBeUndefined();
});

test('storage that fails is harmless', async () => {
  const failing: FlagStore = { get: () => Promise.reject(new Error('denied')), set: () => Promise.reject(new Error('denied')), remove: () => Promise.reject(new Error('denied')) };
  await expect(setReopenFlag(failing)).resolves.toBeUndefined();
  expect(await takeReopenFlag(failing)).toBe(false);
});
