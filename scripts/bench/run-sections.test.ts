import { expect, test } from 'vitest';
import { runSections } from './run-sections';

test('merges metrics and skips sections that cannot run without failing the rest', async () => {
  const report = await runSections(
    {
      fast: async () => ({ run: async () => ({ name: 'fast', metrics: { fastMs: 1 }, lines: ['fast: 1 ms'] }) }),
      absent: async () => {
        throw new Error('module not written yet');
      },
      unable: async () => ({ run: async () => ({ name: 'unable', metrics: { skipped: 'no browser' }, lines: [] }) }),
      slow: async () => ({ run: async ({ runs }) => ({ name: 'slow', metrics: { slowRuns: runs }, lines: [] }) }),
    },
    3,
  );
  expect(report.metrics).toEqual({ fastMs: 1, absentSkipped: 'module not written yet', unableSkipped: 'no browser', slowRuns: 3 });
  expect(report.lines).toContain('## unable: skipped (no browser)');
});
