import { storage } from 'wxt/utils/storage';
import { DEFAULT_SETTINGS, normalizeSettings, type Settings } from './settings';

/**
 * The reader's settings, synced across their browsers. Version 1 is the first stored shape;
 * later shapes add a migration here (WXT runs them in order when it reads an older value).
 */
export const settingsItem = storage.defineItem<Settings>('sync:settings', {
  fallback: DEFAULT_SETTINGS,
  version: 1,
});

/** Reads the settings, repairing anything corrupted field by field. */
export async function loadSettings(): Promise<Settings> {
  return normalizeSettings(await settingsItem.getValue());
}

/** Applies a change to the current settings and saves it; returns what was saved. */
export async function updateSettings(change: (current: Settings) => Settings): Promise<Settings> {
  const next = normalizeSettings(change(await loadSettings()));
  await settingsItem.setValue(next);
  return next;
}

/** Calls back with repaired settings whenever they change in any context (popup, options, reader). */
export function watchSettings(onChange: (settings: Settings) => void): () => void {
  return settingsItem.watch((value) => onChange(normalizeSettings(value)));
}
