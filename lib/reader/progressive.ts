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
}

/** Calls `build(i)` for i = 0 .. count-1 in slices; the first slice runs synchronously. */
export function buildProgressively(count: number, build: (index: number) => void, options: ProgressiveOptions = {}): ProgressiveJob {
  const now = options.now ?? (() => performance.now());
  const yieldToBrowser = options.yieldToBrowser ?? yieldToPage;
  let next = 0;
  let cancelled = false;

  const slice = (budget: number) => {
    const end = now() + budget;
    while (next < count && !cancelled) {
      build(next++);
      if (next % CHECK_EVERY === 0 && now() >= end) break;
    }
  };

  slice(options.firstSliceBudgetMs ?? FIRST_SLICE_BUDGET_MS);
  const done = (async () => {
    while (next < count && !cancelled) {
      await yieldToBrowser();
      slice(options.sliceBudgetMs ?? SLICE_BUDGET_MS);
    }
  })();
  return { done, built: () => next, cancel: () => void (cancelled = true) };
}
