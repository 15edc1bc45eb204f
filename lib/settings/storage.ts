import { storage } from 'wxt/utils/storage';
import { EMPTY_BLOCKLISTS, normalizeBlocklists, type Blocklists } from './blocklists';
import { repairedItem } from './repaired-item';
import { DEFAULT_SETTINGS, normalizeSettings, record, type Settings } from './settings';
import { SETTINGS_MIGRATIONS, SETTINGS_VERSION, VERSION_1_DEFAULTS } from './settings-migrations';

/**
 * The reader's settings, synced across their browsers. Each newer shape has a pure migration in
 * settings-migrations.ts (WXT runs them in order when it reads an older value).
 */
export const settingsItem = storage.defineItem<Settings>('sync:settings', {
  fallback: DEFAULT_SETTINGS,
  version: SETTINGS_VERSION,
  migrations: SETTINGS_MIGRATIONS,
});

/**
 * Set on install, so an update can tell a reader of the first-run question (who may not have
 * answered yet) from a reader of version 1 with nothing stored, who read the version-1 defaults.
 */
const firstRunOfferedItem = storage.defineItem<boolean>('local:first-run-offered', { fallback: false });

/** On install: remember that this reader was offered the first-run choice. */
export async function markFirstRunOffered(): Promise<void> {
  await firstRunOfferedItem.setValue(true);
}

/**
 * On update: a reader of version 1 who never changed a setting has nothing stored and read the
 * version-1 defaults (every warning, blurred); store them, so the update changes nothing for them.
 */
export async function keepVersion1Defaults(): Promise<void> {
  if (await firstRunOfferedItem.getValue()) return;
  if ((await storage.getItem('sync:settings')) != null) return;
  await settingsItem.setValue(VERSION_1_DEFAULTS);
}

/** Reads the settings, repairing anything corrupted field by field. */
export async function loadSettings(): Promise<Settings> {
  return normalizeSettings(await settingsItem.getValue());
}

/**
 * The settings as `loadSettings` gives them, in one storage read: an older stored shape is migrated
 * in memory (the settings item writes it back on its own). For the script that runs before the page
 * paints, whose decisions (keep the room for the summary, hold the story) are wanted before the
 * page is laid out: `loadSettings` waits for the item's version check, a read of its own, and then
 * reads the value, two round trips to the browser, each answered only when the page's main thread,
 * busy parsing, gets to it (Firefox ESR, the 500,000-word work: 0.45-1.1 s in all).
 */
export async function loadSettingsAtOnce(): Promise<Settings> {
  const [{ value }, { value: meta }] = await storage.getItems(['sync:settings', 'sync:settings$']);
  if (value == null) return normalizeSettings(DEFAULT_SETTINGS);
  const version = Number(record(meta).v ?? 1);
  let migrated: unknown = value;
  try {
    for (let next = version + 1; next <= SETTINGS_VERSION; next++) migrated = SETTINGS_MIGRATIONS[next as keyof typeof SETTINGS_MIGRATIONS]?.(migrated) ?? migrated;
  } catch {
    migrated = value; // as the settings item does when a migration fails: the stored value, repaired
  }
  return normalizeSettings(migrated);
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

/**
 * Chrome allows 120 writes a minute to sync storage, and a slider or a colour picker sends an
 * event for every pixel: this saves the latest value once the reader pauses.
 */
export const SAVE_DELAY_MS = 300;

export interface SettingsSaver {
  /** Saves `next` after the pause, replacing any save still waiting. */
  save(next: Settings): void;
  /** Saves what is waiting now (the page is closing). */
  flush(): Promise<void>;
}

export function debouncedSaver(onError: (error: unknown) => void, delayMs = SAVE_DELAY_MS): SettingsSaver {
  let waiting: Settings | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = async () => {
    clearTimeout(timer);
    timer = undefined;
    const value = waiting;
    waiting = undefined;
    if (value) await settingsItem.setValue(value).catch(onError);
  };
  return {
    save(next) {
      waiting = next;
      clearTimeout(timer);
      timer = setTimeout(() => void flush(), delayMs);
    },
    flush,
  };
}

/** The reader's blocklists, synced like the settings but in their own item (8 kB each in sync storage). */
export const blocklistsItem = storage.defineItem<Blocklists>('sync:blocklists', { fallback: EMPTY_BLOCKLISTS, version: 1 });

/** Load, update and watch the blocklists, repaired on every read. */
export const blocklistsStore = repairedItem(blocklistsItem, normalizeBlocklists);
