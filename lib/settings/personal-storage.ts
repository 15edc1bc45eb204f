/**
 * The reader's own warnings in storage. Always kept on this device (local), and copied to sync
 * storage split into parts that fit its 8 kB items, as long as they fit the budget. When they do
 * not, they stay on this device and the options page says so plainly.
 */
import { storage, type StorageItemKey } from 'wxt/utils/storage';
import { normalizePersonalWarnings, type PersonalWarning } from '../personal/personal-warning';
import { PERSONAL_SYNC_BUDGET, splitForSync, syncBytes } from './sync-split';

/** This device's copy; `savedAt` tells it from the synced copy, newest wins. */
export interface LocalPersonal {
  warnings: PersonalWarning[];
  savedAt: number;
}

/** The synced copy's index: how many parts hold its JSON, or why there is none. */
export type SyncedPersonalIndex = { savedAt: number; parts: number } | { savedAt: number; tooLarge: true; bytes: number };

export const localPersonalItem = storage.defineItem<LocalPersonal>('local:personal-warnings', {
  fallback: { warnings: [], savedAt: 0 },
  version: 1,
});

export const syncedPersonalIndex = storage.defineItem<SyncedPersonalIndex | null>('sync:personal-warnings', {
  fallback: null,
  version: 1,
});

const partKey = (n: number): StorageItemKey => `sync:personal-warnings-${n}`;

/** Where the warnings live now: synced, kept here because they are too large, or kept here because syncing failed. */
export type PersonalSyncState = { synced: true } | { synced: false; reason: 'too-large'; bytes: number; limit: number } | { synced: false; reason: 'error'; message: string };

export interface PersonalWarningsState {
  warnings: PersonalWarning[];
  sync: PersonalSyncState;
}

function isIndex(value: unknown): value is SyncedPersonalIndex {
  const v = value as Partial<Record<string, unknown>> | null;
  return !!v && typeof v.savedAt === 'number' && (typeof v.parts === 'number' || v.tooLarge === true);
}

async function readSynced(index: SyncedPersonalIndex): Promise<PersonalWarning[] | undefined> {
  if (!('parts' in index) || !Number.isInteger(index.parts) || index.parts < 0 || index.parts > 100) return undefined;
  const parts = await storage.getItems(Array.from({ length: index.parts }, (_, n) => partKey(n)));
  if (parts.some((p) => typeof p.value !== 'string')) return undefined; // a part not synced yet
  try {
    return normalizePersonalWarnings(JSON.parse(parts.map((p) => p.value as string).join('')));
  } catch {
    return undefined;
  }
}

/** The reader's warnings: the synced copy when it is newer than this device's, else this device's. */
export async function loadPersonalWarnings(): Promise<PersonalWarningsState> {
  const [local, index] = await Promise.all([localPersonalItem.getValue(), syncedPersonalIndex.getValue()]);
  const localWarnings = normalizePersonalWarnings(local?.warnings);
  const localSavedAt = typeof local?.savedAt === 'number' ? local.savedAt : 0;
  if (isIndex(index) && 'tooLarge' in index) {
    return { warnings: localWarnings, sync: { synced: false, reason: 'too-large', bytes: index.bytes, limit: PERSONAL_SYNC_BUDGET } };
  }
  if (isIndex(index) && index.savedAt > localSavedAt) {
    const synced = await readSynced(index);
    if (synced) return { warnings: synced, sync: { synced: true } };
  }
  return { warnings: localWarnings, sync: { synced: true } };
}

/** Saves the warnings here, then to sync when they fit; says where they ended up. */
export async function savePersonalWarnings(warnings: readonly PersonalWarning[], now = Date.now()): Promise<PersonalSyncState> {
  const clean = normalizePersonalWarnings(warnings);
  await localPersonalItem.setValue({ warnings: clean, savedAt: now });
  const json = JSON.stringify(clean);
  const bytes = syncBytes('personal-warnings', json);
  const previous = await syncedPersonalIndex.getValue();
  const previousParts = isIndex(previous) && 'parts' in previous ? previous.parts : 0;
  try {
    if (bytes > PERSONAL_SYNC_BUDGET) {
      await syncedPersonalIndex.setValue({ savedAt: now, tooLarge: true, bytes });
      await storage.removeItems(Array.from({ length: previousParts }, (_, n) => partKey(n)));
      return { synced: false, reason: 'too-large', bytes, limit: PERSONAL_SYNC_BUDGET };
    }
    const parts = splitForSync(json);
    // Parts first, index last: another browser never reads an index whose parts are not there yet.
    await storage.setItems(parts.map((value, n) => ({ key: partKey(n), value })));
    await syncedPersonalIndex.setValue({ savedAt: now, parts: parts.length });
    if (previousParts > parts.length) await storage.removeItems(Array.from({ length: previousParts - parts.length }, (_, n) => partKey(parts.length + n)));
    return { synced: true };
  } catch (error) {
    return { synced: false, reason: 'error', message: error instanceof Error ? error.message : String(error) };
  }
}

/** Calls back with the reader's warnings whenever they change here or arrive from another browser. */
export function watchPersonalWarnings(onChange: (state: PersonalWarningsState) => void): () => void {
  const reload = () => void loadPersonalWarnings().then(onChange, () => {});
  const unwatchLocal = localPersonalItem.watch(reload);
  const unwatchSync = syncedPersonalIndex.watch(reload);
  return () => {
    unwatchLocal();
    unwatchSync();
  };
}
