import { beforeEach, describe, expect, test, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { DEFAULT_SETTINGS } from '@/lib/settings/settings';
import { debouncedSaver, loadSettings, SAVE_DELAY_MS, settingsItem, updateSettings, watchSettings } from '@/lib/settings/storage';

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
