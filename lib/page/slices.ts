/**
 * Long work on huge pages, in slices that give the page back before a frame's budget is spent: a
 * 500,000-word Entire Work or a page of 50,000 paragraphs is read in many short tasks, never one
 * long one (RAIL's long task is 50 ms). A job is written once, as a generator that `yield`s
 * wherever it may pause; `runInSlices` runs it on the page, `runToEnd` in Node and in tests.
 */

/**
 * Work per slice before giving the page back. Half a 60 Hz frame leaves room for the page's own
 * input, style and layout, and keeps a slice far under 50 ms on a loaded 2-core machine.
 */
export const SLICE_MS = 8;

/** A job that pauses at each `yield` (it yields nothing: the pauses are only chances to stop). */
export type Steps<T> = Generator<void, T, void>;

export interface SliceOptions {
  /** Work per slice (ms). */
  sliceMs?: number;
  now?: () => number;
  /** Gives the page back; `yieldToPage` by default. */
  yieldNow?: () => Promise<void>;
}

interface SchedulerWithYield {
  yield?: () => Promise<void>;
}

/**
 * Gives the main thread back to the page and resumes soon after: `scheduler.yield()` where the
 * browser has it (Chromium 129+: resumes ahead of other queued tasks), else a MessageChannel message
 * (a task with no 4 ms clamp, unlike a nested setTimeout), else setTimeout.
 */
export function yieldToPage(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: SchedulerWithYield }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  if (typeof MessageChannel === 'function') {
    return new Promise((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        channel.port1.close();
        resolve();
      };
      channel.port2.postMessage(undefined);
    });
  }
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** A frame that has not come by then (a page in a background tab draws none) is not waited for (ms). */
const FRAME_WAIT_MS = 100;

/**
 * Resolves in a new task just after the page's next frame is drawn: work done there gets a frame
 * of its own, and does not lengthen the task that draws it. A hidden page draws no frames: there,
 * at once.
 */
export function afterNextFrame(): Promise<void> {
  if (typeof requestAnimationFrame !== 'function' || document.hidden) return Promise.resolve();
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, FRAME_WAIT_MS);
  });
}

/** Runs the whole job at once (Node, tests, small pages read where nothing waits). */
export function runToEnd<T>(steps: Steps<T>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** Runs the job on the page: whenever a slice has used its time, yields to the page before going on. */
export async function runInSlices<T>(steps: Steps<T>, options: SliceOptions = {}): Promise<T> {
  const now = options.now ?? (() => performance.now());
  const yieldNow = options.yieldNow ?? yieldToPage;
  const sliceMs = options.sliceMs ?? SLICE_MS;
  let sliceEnd = now() + sliceMs;
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    if (now() >= sliceEnd) {
      await yieldNow();
      sliceEnd = now() + sliceMs;
    }
  }
}

/** `each` over every item, in slices: a pause is possible after any item. */
export function forEachInSlices<T>(items: readonly T[], each: (item: T, index: number) => void, options?: SliceOptions): Promise<void> {
  return runInSlices(
    (function* () {
      for (let i = 0; i < items.length; i++) {
        each(items[i], i);
        yield;
      }
    })(),
    options,
  );
}
