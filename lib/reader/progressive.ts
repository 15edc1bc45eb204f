/**
 * Builds a long list of items in time slices, so a 500,000-word work never blocks the page:
 * each slice stops before its budget is spent and yields to the browser.
 */
import { yieldToPage } from '../page/slices';

/** Work per slice. A 60 Hz frame is 16.7 ms; half leaves room for style, layout and input. */
export const SLICE_BUDGET_MS = 8;
/**
 * The first slice is the screenful the reader sees at once: it runs in the same task as mounting the
 * overlay and its first layout, which must all fit in 50 ms (RAIL); a screenful clones in a few ms.
 * The budget is only the ceiling: `firstSliceItems` says how much is a screenful (at 500,000 words
 * a 12 ms slice built about 370 paragraphs where a screen shows 20, and the open task, styled and
 * laid out with them, came to 60-70 ms).
 */
export const FIRST_SLICE_BUDGET_MS = 12;
/** Items checked between clock reads: reading the clock per item would cost more than small items. */
const CHECK_EVERY = 4;

export interface ProgressiveJob {
  /** Resolves when every item is built (or the job was cancelled). */
  done: Promise<void>;
  /** How many items are built so far. */
  built(): number;
  cancel(): void;
}

export interface ProgressiveOptions {
  now?: () => number;
  /** Yields to the browser; `yieldToPage` (scheduler.yield where available) by default. */
  yieldToBrowser?: () => Promise<void>;
  sliceBudgetMs?: number;
  firstSliceBudgetMs?: number;
  /** At most this many items in the first slice (a screenful); the rest come in later slices. */
  firstSliceItems?: number;
}

/** Calls `build(i)` for i = 0 .. count-1 in slices; the first slice runs synchronously. */
export function buildProgressively(count: number, build: (index: number) => void, options: ProgressiveOptions = {}): ProgressiveJob {
  const now = options.now ?? (() => performance.now());
  const yieldToBrowser = options.yieldToBrowser ?? yieldToPage;
  let next = 0;
  let cancelled = false;

  const slice = (budget: number, items = Infinity) => {
    const end = now() + budget;
    const last = Math.min(count, next + items);
    while (next < last && !cancelled) {
      build(next++);
      if (next % CHECK_EVERY === 0 && now() >= end) break;
    }
  };

  slice(options.firstSliceBudgetMs ?? FIRST_SLICE_BUDGET_MS, Math.max(1, options.firstSliceItems ?? Infinity));
  const done = (async () => {
    while (next < count && !cancelled) {
      await yieldToBrowser();
      slice(options.sliceBudgetMs ?? SLICE_BUDGET_MS);
    }
  })();
  return { done, built: () => next, cancel: () => void (cancelled = true) };
}
