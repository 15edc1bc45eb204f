import type { ContentScriptContext } from 'wxt/utils/content-script-context';
import type { Warning } from '@/lib/engine/types';
import type { CategoryId } from '@/lib/engine/categories';
import { historyKey, recordProgress, recordVisit } from '@/lib/history/history';
import { historyStore } from '@/lib/history/storage';
import { percentThrough, visitOf } from '@/lib/history/visit';
import type { Story } from '@/lib/story';

/**
 * Progress is saved at once, then at most this often while the reader scrolls (ms): saving is a
 * read and a write of storage, which a page being left does not wait for, so it cannot wait for
 * the reader to leave.
 */
const SAVE_PROGRESS_EVERY_MS = 1_000;

/**
 * Remembers this work in the reader's history (on this device only): the chapter, what the engine
 * found in its text, and how far down the page the reader scrolls. Returns a stop function.
 */
export function recordReading(ctx: ContentScriptContext, story: Story, fromText: readonly Warning[]): () => void {
  const visit = visitOf(story, fromText, Date.now());
  if (!visit) return () => {};
  const { site, workId } = visit;
  const saved = historyStore.update((h) => recordVisit(h, visit)).catch(() => undefined);
  const box = story.container;
  if (!box) return () => {};

  let latest = 0;
  let savedPercent = 0;
  let savedAt = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const save = () => {
    clearTimeout(timer);
    timer = undefined;
    if (latest <= savedPercent) return;
    savedPercent = latest;
    savedAt = Date.now();
    const percent = latest;
    void saved.then(() => historyStore.update((h) => recordProgress(h, site, workId, percent, Date.now()))).catch(() => {});
  };
  const measure = (rect: DOMRectReadOnly) => {
    latest = Math.max(latest, percentThrough({ top: rect.top, height: rect.height }, window.innerHeight));
    const wait = savedAt + SAVE_PROGRESS_EVERY_MS - Date.now();
    if (wait <= 0) save();
    else timer ??= setTimeout(save, wait);
  };
  const onScroll = () => measure(box.getBoundingClientRect());
  const onLeave = () => save();
  ctx.addEventListener(window, 'scroll', onScroll, { passive: true });
  ctx.addEventListener(window, 'pagehide', onLeave);
  // A short chapter may fit the window: read as far as it shows. Measured by the browser's own next
  // layout, not a forced one: just after shielding, a 500,000-word page's layout takes 100-200 ms.
  const firstLook = new IntersectionObserver(([entry]) => {
    firstLook.disconnect();
    if (entry) measure(entry.boundingClientRect);
  });
  firstLook.observe(box);
  return () => {
    firstLook.disconnect();
    onLeave();
  };
}

/** What the engine found in each chapter of this work read before (by chapter number), from the history. */
export async function chaptersReadBefore(story: Story): Promise<Record<string, CategoryId[]>> {
  if (!story.workId) return {};
  const history = await historyStore.load().catch(() => ({}) as Awaited<ReturnType<typeof historyStore.load>>);
  return history[historyKey(story.site, story.workId)]?.chapters ?? {};
}
