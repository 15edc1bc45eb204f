/**
 * "The reader had the overlay open when it went to another chapter": a flag in the tab's
 * sessionStorage, so the next page opens the overlay again, and only then.
 */
export const REOPEN_KEY = 'gentle-reader:reopen';
/** Long enough for a slow chapter page to load; short enough that a later visit is not affected. */
export const REOPEN_TTL_MS = 60_000;

export function setReopenFlag(store: Storage, now = Date.now()): void {
  try {
    store.setItem(REOPEN_KEY, String(now));
  } catch {
    // Storage can be disabled or full: then the overlay simply stays closed on the next page.
  }
}

/** Reads and clears the flag: true when it was set within the last REOPEN_TTL_MS. */
export function takeReopenFlag(store: Storage, now = Date.now()): boolean {
  try {
    const at = Number(store.getItem(REOPEN_KEY));
    store.removeItem(REOPEN_KEY);
    return Number.isFinite(at) && at > 0 && now - at >= 0 && now - at < REOPEN_TTL_MS;
  } catch {
    return false;
  }
}
