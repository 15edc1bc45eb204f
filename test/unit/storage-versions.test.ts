/**
 * Every stored shape, read from each version it has had. The settings are at version 2 (the
 * first-run choice, lib/settings/settings-migrations.ts); the others at version 1. A later shape adds
 * its migration beside its storage item and a row here. WXT keeps an item's version in "<key>$"
 * ({ v }); values written before versioning have no such key.
 */
import { beforeEach, describe, expect, test } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';

const settingsV1 = { enabled: false, sensitivity: 'high', shield: 'marker', categories: { profanity: false }, sites: { ao3: false } };
const personalV1 = { savedAt: 5, warnings: [{ id: 'personal:needles', name: 'Needles', words: ['needle'], except: [], enabled: true }] };
const positionsV1 = { 'ao3:1:1': { paragraph: 3, offset: 0.5, percent: 20, updatedAt: 9 } };

/** Storage items are defined when their module loads: load them afresh after the old value is written. */
async function freshModules() {
  const { vi } = await import('vitest');
  vi.resetModules();
  return {
    settings: await import('@/lib/settings/storage'),
    personal: await import('@/lib/settings/personal-storage'),
    positions: await import('@/lib/reader/position-store'),
  };
}

describe.each([
  ['with its version key', true],
  ['written before versioning (no version key)', false],
])('version 1 of every stored shape, %s', (_name, withMeta) => {
  beforeEach(async () => {
    fakeBrowser.reset();
    await fakeBrowser.storage.sync.set({ settings: settingsV1, ...(withMeta && { settings$: { v: 1 } }) });
    await fakeBrowser.storage.local.set({
      'personal-warnings': personalV1,
      'reading-positions': positionsV1,
      ...(withMeta && { 'personal-warnings$': { v: 1 }, 'reading-positions$': { v: 1 } }),
    });
  });

  test('settings keep every field the reader set', async () => {
    const { settings } = await freshModules();
    const loaded = await settings.loadSettings();
    expect(loaded).toMatchObject({ enabled: false, sensitivity: 'high', shield: 'marker', sites: { ao3: false } });
    expect(loaded.categories.profanity).toBe(false);
    // Version 1 had every warning on by default: a category the value leaves out stays on.
    expect(loaded.categories.death).toBe(true);
    expect(loaded.categories.heartbreak).toBe(true);
  });

  test('settings of version 1 count as chosen (no welcome view for an existing reader), and are stored as version 2', async () => {
    const { settings } = await freshModules();
    expect((await settings.loadSettings()).chosen).toBe(true);
    expect(await fakeBrowser.storage.sync.get('settings$')).toEqual({ settings$: { v: 2 } });
    expect((await fakeBrowser.storage.sync.get('settings')).settings).toMatchObject({ ...settingsV1, chosen: true });
  });

  test('a version-1 value without a shield kept the version-1 default, blur', async () => {
    const { shield: _left, ...withoutShield } = settingsV1;
    await fakeBrowser.storage.sync.set({ settings: withoutShield });
    const { settings } = await freshModules();
    expect((await settings.loadSettings()).shield).toBe('blur');
  });

  test("the reader's own warnings and reading positions read back as written", async () => {
    const { personal, positions } = await freshModules();
    expect((await personal.loadPersonalWarnings()).warnings).toEqual(personalV1.warnings);
    expect(await positions.loadPosition('ao3:1:1')).toEqual(positionsV1['ao3:1:1']);
  });
});

test('a value from a newer version (another browser updated first) is still read and repaired, never lost', async () => {
  fakeBrowser.reset();
  await fakeBrowser.storage.sync.set({ settings: { ...settingsV1, futureField: 1 }, settings$: { v: 99 } });
  const { settings } = await freshModules();
  expect(await settings.loadSettings()).toMatchObject({ sensitivity: 'high', shield: 'marker' });
  expect((await fakeBrowser.storage.sync.get('settings')).settings).toMatchObject({ futureField: 1 });
});
