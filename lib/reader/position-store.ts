import { storage } from 'wxt/utils/storage';
import { readPosition, rememberPosition, type PositionMap, type ReadingPosition } from './positions';

/** Reading positions, on this device only (local, not sync: sync's quotas are small and per item). */
export const positionsItem = storage.defineItem<PositionMap>('local:reading-positions', { fallback: {} });

export async function loadPosition(key: string): Promise<ReadingPosition | undefined> {
  return readPosition(await positionsItem.getValue(), key);
}

/** Saves run one after another: two at once would each read the old map, and one would be lost. */
let saving: Promise<void> = Promise.resolve();

export function savePosition(key: string, position: ReadingPosition): Promise<void> {
  const save = async () => {
    const next = rememberPosition(await positionsItem.getValue(), key, position);
    try {
      await positionsItem.setValue(next);
    } catch {
      // Storage full (other data of ours, or the browser's quota): keep this work's place alone rather than nothing.
      await positionsItem.setValue({ [key]: next[key] });
    }
  };
  const done = saving.then(save);
  saving = done.catch(() => {});
  return done;
}

/** Positions are saved at most this often while the reader scrolls (ms); flush() saves the last one. */
export const SAVE_POSITION_EVERY_MS = 2_000;

export interface PositionRecorder {
  update(position: Omit<ReadingPosition, 'updatedAt'>): void;
  /** Saves the latest position now (on close, on leaving the page). */
  flush(): void;
}

/**
 * Remembers where the reader is in the work `key` (nothing, for a page without a stable id).
 * `onSaveFailed` hears of a save the storage refused (audit F11), so the reader can be told.
 */
export function positionRecorder(key: string | undefined, now = () => Date.now(), onSaveFailed: (error: unknown) => void = () => {}): PositionRecorder {
  let latest: Omit<ReadingPosition, 'updatedAt'> | undefined;
  let savedAt = Number.NEGATIVE_INFINITY;
  const flush = () => {
    if (!key || !latest) return;
    savedAt = now();
    void savePosition(key, { ...latest, updatedAt: savedAt }).catch((error: unknown) => {
      // Said where it can be seen (the page's console), not swallowed: the reader keeps reading meanwhile.
      console.warn('[Gentle Reader] the reading position could not be saved:', error);
      onSaveFailed(error);
    });
  };
  return {
    update(position) {
      latest = position;
      if (now() - savedAt > SAVE_POSITION_EVERY_MS) flush();
    },
    flush,
  };
}
