import { beforeEach, describe, expect, test, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { DEFAULT_SETTINGS } from '@/lib/settings/settings';
import { debouncedSaver, loadSettings, loadSettingsAtOnce, SAVE_DELAY_MS, settingsItem, updateSettings, watchSettings } from '@/lib/settings/storage';
import { VERSION_1_DEFAULTS } from '@/lib/settings/settings-migrations';

describe('settings in browser storage', () => {
  beforeEach(() => fakeBrowser.reset());

  test('a new install reads the defaults', async () => {
    expect(await loadSettings()).toEqual(DEFAULT_SETTINGS);
  });

  test('a change round-trips through sync storage', async () => {
    await updateSettings((s) => ({ ...s, sensitivity: 'high', categories: { ...s.categories, heartbreak: false } }));
    const stored = (await fakeBrowser.storage.sync.get('settings')).settings as typeof DEFAULT_SETTINGS;
    expect(stored.sensitivity).toBe('high');
    expect(stored.categories.heartbreak).toBe(false);
    const again = await loadSettings();
    expect(again.sensitivity).toBe('high');
    expect(again.categories.heartbreak).toBe(false);
    expect(again.categories.suicide).toBe(true);
  });

  test('corrupted settings are repaired field by field, keeping what is still good', async () => {
    await fakeBrowser.storage.sync.set({
      settings: { enabled: 'yes', sensitivity: 'extreme', shield: 'collapse', categories: { heartbreak: false, suicide: 7 }, reader: { fontSize: 9999, font: 'opendyslexic' } },
    });
    const settings = await loadSettings();
    expect(settings.enabled).toBe(true);
    expect(settings.sensitivity).toBe('balanced');
    expect(settings.shield).toBe('collapse');
    expect(settings.categories.heartbreak).toBe(false);
    expect(settings.categories.suicide).toBe(true);
    expect(settings.reader.fontSize).toBe(DEFAULT_SETTINGS.reader.fontSize);
    expect(settings.reader.font).toBe('opendyslexic');
  });

  test('a stored value that is not an object at all falls back to the defaults', async () => {
    await fakeBrowser.storage.sync.set({ settings: 'garbage' });
    expect(await loadSettings()).toEqual(DEFAULT_SETTINGS);
  });

  test('watchers in other contexts hear every change, already repaired', async () => {
    const seen: boolean[] = [];
    const unwatch = watchSettings((s) => seen.push(s.enabled));
    await settingsItem.setValue({ ...DEFAULT_SETTINGS, enabled: false });
    unwatch();
    expect(seen).toEqual([false]);
  });
});

/**
 * The document_start script's read (hold-back.content.ts): the same settings as loadSettings, which
 * the main script reads, in one storage read, so both scripts decide alike, and early.
 */
describe('the settings in one read, before the page paints', () => {
  /** Storage items are defined (and check their version) when their module loads: afresh after each value is written. */
  async function bothReads(stored: Record<string, unknown>) {
    fakeBrowser.reset();
    await fakeBrowser.storage.sync.set(stored);
    vi.resetModules();
    const fresh = await import('@/lib/settings/storage');
    const atOnce = await fresh.loadSettingsAtOnce();
    return { atOnce, loaded: await fresh.loadSettings() };
  }

  test.each<[string, Record<string, unknown>]>([
    ['nothing stored (a new install)', {}],
    ['the current version, switched off', { settings: { ...DEFAULT_SETTINGS, enabled: false }, settings$: { v: 2 } }],
    ["the current version, AO3's own switch off", { settings: { ...DEFAULT_SETTINGS, sites: { ao3: false } }, settings$: { v: 2 } }],
    ['version 1 with its version key (migrated in memory)', { settings: { enabled: false, shield: 'marker', sites: { ao3: false } }, settings$: { v: 1 } }],
    ['version 1 written before versioning (no version key)', { settings: { sensitivity: 'high' } }],
    ['a newer version than this one knows (kept, repaired)', { settings: { ...DEFAULT_SETTINGS, enabled: false, future: 1 }, settings$: { v: 9 } }],
    ['corrupted fields', { settings: { enabled: 'yes', sites: 'garbage', shield: 42 }, settings$: { v: 2 } }],
    ['not an object at all, with a corrupted version key', { settings: 'garbage', settings$: 'x' }],
  ])('%s: what loadSettings reads', async (_what, stored) => {
    const { atOnce, loaded } = await bothReads(stored);
    expect(atOnce).toEqual(loaded);
  });

  test('one storage read, asked at once (loadSettings asks only once the version check has come back)', async () => {
    await fakeBrowser.storage.sync.set({ settings: { ...DEFAULT_SETTINGS, enabled: false }, settings$: { v: 2 } });
    const get = vi.spyOn(fakeBrowser.storage.sync, 'get');
    const reading = loadSettingsAtOnce();
    expect(get).toHaveBeenCalledTimes(1);
    expect((await reading).enabled).toBe(false);
    expect(get).toHaveBeenCalledTimes(1);
  });

  test('a version-1 value reads with the version-1 defaults (every warning, blurred), as the main script reads it', async () => {
    const { atOnce } = await bothReads({ settings: { sensitivity: 'high' } });
    expect(atOnce).toEqual({ ...VERSION_1_DEFAULTS, sensitivity: 'high' });
    expect(await loadSettingsAtOnce()).toEqual(atOnce); // also once the item has written its migration back
  });
});

describe('debouncedSaver', () => {
  beforeEach(() => fakeBrowser.reset());

  test('a burst of changes (a slider being dragged) is one write, of the last value', async () => {
    vi.useFakeTimers();
    const setValue = vi.spyOn(settingsItem, 'setValue');
    const saver = debouncedSaver(() => {});
    for (let size = 14; size <= 30; size++) saver.save({ ...DEFAULT_SETTINGS, reader: { ...DEFAULT_SETTINGS.reader, fontSize: size } });
    expect(setValue).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS);
    expect(setValue).toHaveBeenCalledTimes(1);
    expect((await loadSettings()).reader.fontSize).toBe(30);
    vi.useRealTimers();
  });

  test('flush saves at once what is waiting (the page is closing)', async () => {
    const saver = debouncedSaver(() => {});
    saver.save({ ...DEFAULT_SETTINGS, sensitivity: 'low' });
    await saver.flush();
    expect((await loadSettings()).sensitivity).toBe('low');
  });
});
