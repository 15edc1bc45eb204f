/**
 * The same ordinary chapter in Firefox ESR (the Manifest V2 build): Firefox gives no trace over
 * WebDriver BiDi, so the page's gap probe (gap-probe.ts) measures the content script's start-up task
 * and the longest stretch the main thread was held from the page's start to our banner. Read it
 * beside another build's figure (GENTLE_READER_BENCH_OUT), run the same way just before or after.
 */
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { BENCH_OUT } from './browser';
import { GAP_PROBE_SCRIPT, STOP_GAP_PROBE, type GapProbeReport } from './gap-probe';
import { median } from './stats';
import type { BenchOptions, BenchSection } from './types';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const EXTENSION = resolve(BENCH_OUT, 'firefox-mv2');
const UUID = '6a1f3c2e-5b7d-4e8f-9a0b-1c2d3e4f5a6c';
const MAX_RUNS = 7;
const SETTLE_MS = 500;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function run({ runs }: BenchOptions): Promise<BenchSection> {
  const name = 'firefox start';
  const harness = await import(pathToFileURL(resolve(ROOT, 'test/e2e/harness.mjs')).href);
  if (!existsSync(harness.FIREFOX_PATH)) return { name, metrics: { skipped: `Firefox ESR is missing at ${harness.FIREFOX_PATH}` }, lines: [] };
  const notTestBuild = harness.testBuildProblem(EXTENSION);
  if (notTestBuild) return { name, metrics: { skipped: notTestBuild }, lines: [] };
  const { AO3_HOST, startDemoServer } = await import(pathToFileURL(resolve(ROOT, 'test/demo/server.mjs')).href);
  const demo = await startDemoServer();
  const gaps: number[] = [];
  const startGaps: number[] = [];
  const toBanner: number[] = [];
  let browser;
  try {
    browser = await harness.startFirefox(demo, { extensionDir: EXTENSION, uuid: UUID });
    for (let i = 0; i < Math.min(runs, MAX_RUNS); i++) {
      const page = await browser.newPage();
      await page.evaluateOnNewDocument(GAP_PROBE_SCRIPT);
      await page.goto(`http://${AO3_HOST}/works/1000003`);
      const end = Date.now() + 30_000;
      while (Date.now() < end && !(await page.evaluate(() => Boolean(document.querySelector('[data-gentle-reader=banner]'))))) await sleep(50);
      toBanner.push(await page.evaluate(() => performance.now() - performance.getEntriesByType('navigation')[0].startTime));
      await sleep(SETTLE_MS);
      const probe = (await page.evaluate(STOP_GAP_PROBE)) as GapProbeReport;
      gaps.push(probe.longest);
      if (probe.start !== undefined) startGaps.push(probe.start);
      await page.close();
    }
  } finally {
    await browser?.close();
    await demo.close();
  }
  const ms = (values: number[]) => Math.round(median(values) * 10) / 10;
  return {
    name,
    metrics: { firefoxStartProbedMs: ms(startGaps), firefoxStartLongestGapMs: ms(gaps), firefoxNavigationToBannerMs: ms(toBanner) },
    lines: [
      `Firefox ESR (${EXTENSION}), an ordinary chapter, seen from the page (gap probe): the content script's start-up task ${ms(startGaps)} ms [median of ${startGaps.length}]; the longest wait from the page's start to the banner ${ms(gaps)} ms; banner seen ${ms(toBanner)} ms after navigation (polled every 50 ms) [median of ${gaps.length}]`,
    ],
  };
}
