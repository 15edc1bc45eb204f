/**
 * The content script's start on an ordinary chapter (the demo's work 1000003, about 5,000 words):
 * the task in which the browser evaluates content-scripts/content.js, read from a Chromium trace,
 * and its size. Evaluating the script is work every archive page pays, story or not: the engine
 * it used to carry (for a fallback) made it a 53 ms task.
 */
import { statSync } from 'node:fs';
import { resolve } from 'node:path';
import { BENCH_OUT, openBenchBrowser } from './browser';
import { GAP_PROBE_SCRIPT, STOP_GAP_PROBE, type GapProbeReport } from './gap-probe';
import { traceMainThread } from './main-thread';
import { median } from './stats';
import type { BenchOptions, BenchSection } from './types';

/** Loads of a small page: a handful settle the median. */
const MAX_RUNS = 7;
/** After the banner, time for the content script's last tasks to finish. */
const SETTLE_MS = 500;

export async function run({ runs }: BenchOptions): Promise<BenchSection> {
  const name = 'content start';
  const bytes = statSync(resolve(BENCH_OUT, 'chrome-mv3/content-scripts/content.js')).size;
  const session = await openBenchBrowser();
  if ('skipped' in session) return { name, metrics: { skipped: session.skipped }, lines: [] };
  const task: number[] = [];
  const cpu: number[] = [];
  const evaluate: number[] = [];
  const gaps: number[] = [];
  const startGaps: number[] = [];
  try {
    for (let i = 0; i < Math.min(runs, MAX_RUNS); i++) {
      const page = await session.context.newPage();
      await page.addInitScript(GAP_PROBE_SCRIPT);
      const trace = await traceMainThread(session.context, page, async () => {
        await page.goto(`http://${session.ao3Host}/works/1000003`);
        await page.locator('[data-gentle-reader=banner]').waitFor({ state: 'attached', timeout: 30_000 });
        await page.waitForTimeout(SETTLE_MS);
      });
      const probe = (await page.evaluate(STOP_GAP_PROBE)) as GapProbeReport;
      gaps.push(probe.longest);
      if (probe.start !== undefined) startGaps.push(probe.start);
      if (trace.contentScriptStart) {
        task.push(trace.contentScriptStart.taskMs);
        cpu.push(trace.contentScriptStart.taskCpuMs);
        evaluate.push(trace.contentScriptStart.evaluateMs);
      }
      await page.close();
    }
  } finally {
    await session.close();
  }
  const ms = (values: number[]) => Math.round(median(values) * 10) / 10;
  return {
    name,
    metrics: {
      contentScriptKb: Math.round(bytes / 1024),
      contentStartTaskMs: ms(task),
      contentStartTaskCpuMs: ms(cpu),
      contentStartEvaluateMs: ms(evaluate),
      contentStartLongestGapMs: ms(gaps),
      contentStartProbedMs: ms(startGaps),
    },
    lines: [
      `content script ${Math.round(bytes / 1024)} KB (${BENCH_OUT}); on an ordinary chapter, the task that evaluates it: ${ms(task)} ms (CPU ${ms(cpu)} ms), the evaluation itself ${ms(evaluate)} ms [median of ${task.length}]`,
      `  seen from the page (gap probe): the start-up task ${ms(startGaps)} ms [median of ${startGaps.length}]; the longest wait from its start to the banner ${ms(gaps)} ms [median of ${gaps.length}]`,
    ],
  };
}
