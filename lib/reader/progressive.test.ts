import { describe, expect, test } from 'vitest';
import { buildProgressively } from './progressive';

describe('building in slices', () => {
  test('builds everything, in order, yielding between slices', async () => {
    let clock = 0;
    const built: number[] = [];
    let yields = 0;
    const job = buildProgressively(100, (i) => { built.push(i); clock += 1; }, {
      now: () => clock,
      yieldToBrowser: async () => void yields++,
      firstSliceBudgetMs: 20,
      sliceBudgetMs: 8,
    });
    expect(job.built()).toBe(20); // the first screenful is there at once
    await job.done;
    expect(built).toEqual([...Array(100).keys()]);
    expect(yields).toBeGreaterThanOrEqual(10);
  });
  test('the first slice stops at a screenful, however much time is left', async () => {
    let clock = 0;
    const job = buildProgressively(100, () => void (clock += 0.01), { now: () => clock, yieldToBrowser: async () => {}, firstSliceBudgetMs: 20, firstSliceItems: 7 });
    expect(job.built()).toBe(7);
    await job.done;
    expect(job.built()).toBe(100);
  });
  test('cancel stops the building', async () => {
    let clock = 0;
    const job = buildProgressively(1000, () => void (clock += 1), { now: () => clock, yieldToBrowser: async () => {}, firstSliceBudgetMs: 4 });
    job.cancel();
    await job.done;
    expect(job.built()).toBeLessThan(1000);
  });
});
