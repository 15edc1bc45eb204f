/**
 * "The reader had the overlay open when it went to another chapter": a flag kept for that tab by
 * the extension's background (never in the page's own storage, where the site could read it), so
 * the next page opens the overlay again, and only then.
 */
/** Long enough for a slow chapter page to load; short enough that a later visit is not affected. */
export const REOPEN_TTL_MS = 60_000;

/** Where one tab's flag is kept (the background's session storage). */
export interface FlagStore {
  get(): Promise<unknown>;
  set(value: number): Promise<void>;
  remove(): Promise<void>;
}

export async function setReopenFlag(store: FlagStore, now = Date.now()): Promise<void> {
  await store.set(now).catch(() => {
    // Storage unavailable: then the overlay simply stays closed on the next page.
  });
}

/** Reads and clears the flag: true when it was set within the last REOPEN_TTL_MS. */
export async function takeReopenFlag(store: FlagStore, now = Date.now()): Promise<boolean> {
  try {
    const at = Number(await store.get());
    await store.remove();
    return Number.isFinite(at) && at > 0 && now - at >= 0 && now - at < REOPEN_TTL_MS;
  } catch {
    return false;
  }
}
