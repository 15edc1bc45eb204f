/**
 * What the reader did with a work's banner, remembered for the whole work (all its chapters):
 * hidden on purpose, and when it was first seen. Pure logic, tested in Node; the store is
 * work-memory-store.ts.
 */

export interface WorkMemory {
  /** The reader hid the banner on this work: every chapter starts folded to one line. */
  hidden?: boolean;
  /** Milliseconds since the epoch the banner was last shown for this work. */
  seenAt: number;
}

export type WorkMemoryMap = Record<string, WorkMemory>;

/** Bounded like the reading positions: each entry is about 60 bytes. */
export const MAX_WORKS_REMEMBERED = 1000;

/** One key for every chapter of a work ("ao3:123"); undefined for a page without a stable work id. */
export function workKey(story: { site: string; workId?: string }): string | undefined {
  return story.workId ? `${story.site}:${story.workId}` : undefined;
}

/** Reads one entry defensively: anything malformed is a work never seen. */
export function readWorkMemory(map: unknown, key: string): WorkMemory | undefined {
  if (!map || typeof map !== 'object') return undefined;
  const entry = (map as Record<string, unknown>)[key] as Partial<WorkMemory> | null | undefined;
  if (!entry || typeof entry !== 'object' || typeof entry.seenAt !== 'number' || !Number.isFinite(entry.seenAt)) return undefined;
  return { seenAt: entry.seenAt, ...(entry.hidden === true && { hidden: true }) };
}

/** Stores `entry` under `key`, dropping malformed entries and the least recently seen beyond `limit`. */
export function rememberWork(map: unknown, key: string, entry: WorkMemory, limit = MAX_WORKS_REMEMBERED): WorkMemoryMap {
  const next: WorkMemoryMap = {};
  for (const old of Object.keys(map && typeof map === 'object' ? map : {})) {
    const good = readWorkMemory(map, old);
    if (good) next[old] = good;
  }
  next[key] = entry;
  const keys = Object.keys(next);
  if (keys.length <= limit) return next;
  keys.sort((a, b) => next[a].seenAt - next[b].seenAt);
  for (const old of keys.slice(0, keys.length - limit)) delete next[old];
  return next;
}
