import { allCategories, DEFAULT_SETTINGS, record, type Settings } from './settings';

/** The stored settings' shape: 2 added `chosen` and the small first-run defaults. */
export const SETTINGS_VERSION = 2;

/**
 * The defaults of version 1, which a stored version-1 value was read against: every warning on and
 * flagged passages blurred. A reader who had them (stored, or nothing stored at all) keeps them.
 */
export const VERSION_1_DEFAULTS: Settings = { ...DEFAULT_SETTINGS, categories: allCategories(true), shield: 'blur', chosen: true };

/**
 * Version 1 → 2. A version-1 value is what a reader already had: it counts as chosen, and any field
 * it left out keeps its version-1 default (a missing category was on, a missing shield was blur),
 * not the new first-run one.
 */
export function settingsToVersion2(stored: unknown): Record<string, unknown> {
  const old = record(stored);
  return { ...VERSION_1_DEFAULTS, ...old, categories: { ...VERSION_1_DEFAULTS.categories, ...record(old.categories) }, chosen: true };
}

/** WXT runs these in order on a stored value older than SETTINGS_VERSION. */
export const SETTINGS_MIGRATIONS = { 2: settingsToVersion2 };
