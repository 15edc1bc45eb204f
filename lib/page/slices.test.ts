import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextFrame, forEachInSlices, runInSlices, runToEnd, yieldToPage, type Steps } from './slices';

/** A job of `n` steps that records each step it ran and returns how many. */
function* counting(n: number, ran: number[]): Steps<number> {
  for (let i = 0; i < n; i++) {
    ran.push(i);
    yield;
  }
  return n;
}

/** A clock that moves `perRead` ms every time it is read. */
function tickingClock(perRead: number): () => number {
  let t = 0;
  return () => (t += perRead);
}

describe('runToEnd', () => {
  it('runs every step at once and returns the result', () => {
    const ran: number[] = [];
    expect(runToEnd(counting(5, ran))).toBe(5);
    expect(ran).toEqual([0, 1, 2, 3, 4]);
  });
});

describe('runInSlices', () => {
  it('gives the page back each time a slice has used its budget, and only then', async () => {
    const ran: number[] = [];
    const yieldNow = vi.fn(() => Promise.resolve());
    // Each step reads the clock once (1 ms a read): a 4 ms slice holds about four steps.
    const result = await runInSlices(counting(20, ran), { sliceMs: 4, now: tickingClock(1), yieldNow });
    expect(result).toBe(20);
    expect(ran).toHaveLength(20);
    expect(yieldNow.mock.calls.length).toBeGreaterThanOrEqual(4);
    expect(yieldNow.mock.calls.length).toBeLessThanOrEqual(6);
  });

  it('never yields while the slice has time left', async () => {
    const yieldNow = vi.fn(() => Promise.resolve());
    await runInSlices(counting(1_000, []), { sliceMs: 50, now: () => 0, yieldNow });
    expect(yieldNow).not.toHaveBeenCalled();
  });

  it('lets other work run between slices', async () => {
    const order: string[] = [];
    function* job(): Steps<void> {
      for (let i = 0; i < 3; i++) {
        order.push(`step ${i}`);
        yield;
      }
    }
    const yieldNow = () => new Promise<void>((resolve) => setTimeout(() => (order.push('page'), resolve()), 0));
    await runInSlices(job(), { sliceMs: 0, now: tickingClock(1), yieldNow });
    expect(order).toEqual(['step 0', 'page', 'step 1', 'page', 'step 2', 'page']);
  });
});

describe('forEachInSlices', () => {
  it('visits every item in order', async () => {
    const seen: string[] = [];
    await forEachInSlices(['a', 'b', 'c'], (item, i) => seen.push(`${i}${item}`), { sliceMs: 0, now: tickingClock(1), yieldNow: () => Promise.resolve() });
    expect(seen).toEqual(['0a', '1b', '2c']);
  });
});

describe('yieldToPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('uses scheduler.yield where the browser has it', async () => {
    const yieldFn = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldFn });
    await yieldToPage();
    expect(yieldFn).toHaveBeenCalledOnce();
  });

  it('falls back to a MessageChannel task, which resumes after the current task', async () => {
    vi.stubGlobal('scheduler', undefined);
    let resumed = false;
    const done = yieldToPage().then(() => (resumed = true));
    await Promise.resolve();
    expect(resumed).toBe(false);
    await done;
    expect(resumed).toBe(true);
  });
});

describe('afterNextFrame', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('resumes in a task after the next frame, not inside it', async () => {
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('document', { hidden: false });
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    let resumed = false;
    const done = afterNextFrame().then(() => (resumed = true));
    await Promise.resolve();
    expect(resumed).toBe(false);
    frames[0](0); // the frame: still not resumed inside it
    await Promise.resolve();
    expect(resumed).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    await done;
    expect(resumed).toBe(true);
  });

  it('does not wait for a frame that a page in the background never draws', async () => {
    vi.stubGlobal('requestAnimationFrame', () => 0);
    vi.stubGlobal('document', { hidden: true });
    await afterNextFrame();
    vi.stubGlobal('document', { hidden: false }); // visible, yet no frame comes: it goes on soon anyway
    vi.useFakeTimers();
    const done = afterNextFrame();
    await vi.advanceTimersByTimeAsync(100);
    await done;
  });
});
