import { storage } from 'wxt/utils/storage';
import { shouldReadOn, type ReadOnMark } from './read-on';

/**
 * "Reading aloud reached the end of this chapter and went on to the next": kept in the extension's
 * own storage (never the site's) for a minute, so the next chapter's reader starts reading at once.
 */
const readOnItem = storage.defineItem<ReadOnMark | null>('local:read-aloud-on', { fallback: null });

export async function markReadOn(mark: Omit<ReadOnMark, 'at'>): Promise<void> {
  await readOnItem.setValue({ ...mark, at: Date.now() }).catch(() => {});
}

/** True (once) when this chapter is the one reading aloud went on to. */
export async function takeReadOn(story: { site: string; workId?: string; chapter?: { index: number } }): Promise<boolean> {
  const mark = await readOnItem.getValue().catch(() => null);
  if (!mark) return false;
  await readOnItem.removeValue().catch(() => {});
  return shouldReadOn(mark, story);
}
