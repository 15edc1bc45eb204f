import { describe, expect, test } from 'vitest';
import { CATEGORY_IDS } from '../engine/categories';
import { DEFAULT_SETTINGS, FIRST_RUN_CATEGORIES, normalizeSettings } from './settings';
import { settingsToVersion2, VERSION_1_DEFAULTS } from './settings-migrations';

describe('settings version 1 → 2 (the first-run choice)', () => {
  test.each([
    ['a full version-1 value', { ...VERSION_1_DEFAULTS, chosen: undefined, shield: 'collapse', categories: { ...VERSION_1_DEFAULTS.categories, death: false } }],
    ['a value with only some fields', { shield: 'collapse', categories: { death: false } }],
  ])('%s keeps what the reader set and counts as chosen', (_name, stored) => {
    const migrated = normalizeSettings(settingsToVersion2(stored));
    expect(migrated.chosen).toBe(true);
    expect(migrated.shield).toBe('collapse');
    expect(migrated.categories.death).toBe(false);
    expect(migrated.categories.heartbreak).toBe(true);
  });

  test.each([['nothing', undefined], ['garbage', 'garbage'], ['a list', [1, 2]]])('%s reads as the version-1 defaults, chosen', (_name, stored) => {
    expect(normalizeSettings(settingsToVersion2(stored))).toEqual(VERSION_1_DEFAULTS);
  });
});

describe('before the first-run choice', () => {
  test('nothing is blurred or folded: flagged passages are only marked', () => {
    expect(DEFAULT_SETTINGS.chosen).toBe(false);
    expect(DEFAULT_SETTINGS.shield).toBe('marker');
  });

  test('a small set of warnings is on, and only that set', () => {
    const on = CATEGORY_IDS.filter((id) => DEFAULT_SETTINGS.categories[id]);
    expect(on).toEqual(CATEGORY_IDS.filter((id) => FIRST_RUN_CATEGORIES.includes(id)));
    expect(on.length).toBeLessThanOrEqual(6);
    expect(on).toEqual(expect.arrayContaining(['self-harm', 'suicide', 'sexual-assault']));
  });

  test('version 1 defaults were every warning, blurred', () => {
    expect(Object.values(VERSION_1_DEFAULTS.categories).every(Boolean)).toBe(true);
    expect(VERSION_1_DEFAULTS.shield).toBe('blur');
  });
});
