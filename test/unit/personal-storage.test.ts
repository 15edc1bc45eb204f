import { beforeEach, describe, expect, test } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { PersonalWarning } from '@/lib/personal/personal-warning';
import { STARTING_POINTS } from '@/lib/personal/starting-points';
import { loadPersonalWarnings, savePersonalWarnings, watchPersonalWarnings } from '@/lib/settings/personal-storage';
import { PERSONAL_SYNC_BUDGET, SYNC_QUOTA_BYTES_PER_ITEM, splitForSync, syncBytes } from '@/lib/settings/sync-split';

const fromStartingPoints = (): PersonalWarning[] =>
  STARTING_POINTS.map((p) => ({ id: `personal:${p.key}`, name: p.name, words: p.words, except: p.except, enabled: true }));

/** Twenty lists of thirty words: what the issue calls a heavy reader's lists. */
const twentyLists = (wordLength = 10): PersonalWarning[] =>
  Array.from({ length: 20 }, (_, i) => ({
    id: `personal:list-${i}`,
    name: `List ${i}`,
    words: Array.from({ length: 30 }, (_, k) => `w${i}x${k}`.padEnd(wordLength, 'é')),
    except: [],
    enabled: true,
  }));

describe('splitting a value over sync items', () => {
  test('every part fits an item once stored as JSON, and the parts join back to the text', () => {
    const text = JSON.stringify(twentyLists(40)) + '"\\\u{1F600}'.repeat(500);
    const parts = splitForSync(text);
    expect(parts.length).toBeGreaterThan(3);
    for (const [n, part] of parts.entries()) expect(syncBytes(`personal-warnings-${n}`, part)).toBeLessThanOrEqual(SYNC_QUOTA_BYTES_PER_ITEM);
    expect(parts.join('')).toBe(text);
  });
  test('an empty text is one empty part', () => expect(splitForSync('')).toEqual(['']));
});

describe('personal warnings in browser storage', () => {
  beforeEach(() => fakeBrowser.reset());

  test('a new install has none, and says they sync', async () => {
    expect(await loadPersonalWarnings()).toEqual({ warnings: [], sync: { synced: true } });
  });

  test('saved here and to sync in parts of at most 8 kB, and read back equal', async () => {
    const lists = [...fromStartingPoints(), ...twentyLists(20)];
    expect(await savePersonalWarnings(lists, 1000)).toEqual({ synced: true });
    const sync = await fakeBrowser.storage.sync.get(null);
    const partKeys = Object.keys(sync).filter((k) => /^personal-warnings-\d+$/.test(k));
    expect(partKeys.length).toBeGreaterThan(1);
    for (const key of partKeys) expect(syncBytes(key, sync[key])).toBeLessThanOrEqual(SYNC_QUOTA_BYTES_PER_ITEM);
    expect((await loadPersonalWarnings()).warnings).toEqual(lists);
  });

  test('another browser with nothing of its own reads the synced copy', async () => {
    const lists = fromStartingPoints().slice(0, 3);
    await savePersonalWarnings(lists, 1000);
    await fakeBrowser.storage.local.clear(); // the second browser: same sync storage, empty local storage
    expect((await loadPersonalWarnings()).warnings).toEqual(lists);
  });

  test('the newer copy wins: a later local save over an older synced copy, and the other way round', async () => {
    const [a, b] = fromStartingPoints();
    await savePersonalWarnings([a], 1000);
    await fakeBrowser.storage.local.set({ 'personal-warnings': { warnings: [b], savedAt: 2000 } });
    expect((await loadPersonalWarnings()).warnings).toEqual([b]);
    await savePersonalWarnings([a, b], 3000);
    expect((await loadPersonalWarnings()).warnings).toEqual([a, b]);
  });

  test('too large to sync: kept on this device, stale synced parts removed, and said plainly', async () => {
    await savePersonalWarnings(fromStartingPoints().slice(0, 2), 1000);
    const huge = Array.from({ length: 50 }, (_, i) => ({
      id: `personal:huge-${i}` as const,
      name: `Huge ${i}`,
      words: Array.from({ length: 200 }, (_, k) => `${'long word '.repeat(7)}${i}-${k}`),
      except: [],
      enabled: true,
    }));
    const state = await savePersonalWarnings(huge, 2000);
    expect(state).toMatchObject({ synced: false, reason: 'too-large', limit: PERSONAL_SYNC_BUDGET });
    const sync = await fakeBrowser.storage.sync.get(null);
    expect(Object.keys(sync).filter((k) => /^personal-warnings-\d+$/.test(k))).toEqual([]);
    const loaded = await loadPersonalWarnings();
    expect(loaded.warnings).toHaveLength(50);
    expect(loaded.sync).toMatchObject({ synced: false, reason: 'too-large' });
  });

  test('a sync part missing or corrupted falls back to this device\'s copy, losing nothing', async () => {
    const lists = fromStartingPoints();
    await savePersonalWarnings(lists, 1000);
    await fakeBrowser.storage.sync.set({ 'personal-warnings': { savedAt: 5000, parts: 2 }, 'personal-warnings-1': 42 });
    expect((await loadPersonalWarnings()).warnings).toEqual(lists);
  });

  test('hostile stored values are repaired: bad entries dropped, names kept as text', async () => {
    await fakeBrowser.storage.local.set({
      'personal-warnings': { savedAt: 1, warnings: [{ name: '<img src=x onerror=alert(1)>', words: ['needle', 7, null] }, 'junk', { words: ['no name'] }] },
    });
    const { warnings } = await loadPersonalWarnings();
    expect(warnings).toEqual([{ id: 'personal:img-src-x-onerror-alert-1', name: '<img src=x onerror=alert(1)>', words: ['needle'], except: [], enabled: true }]);
  });

  test('a change made elsewhere reaches a watcher', async () => {
    const seen: number[] = [];
    const stop = watchPersonalWarnings((s) => seen.push(s.warnings.length));
    await savePersonalWarnings(fromStartingPoints().slice(0, 2));
    await new Promise((r) => setTimeout(r, 20));
    stop();
    expect(seen.at(-1)).toBe(2);
  });
});
