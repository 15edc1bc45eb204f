/**
 * The browser bench sections' set-up: Chromium with the built extension and the demo archive, by
 * way of the browser tests' own harness, or the reason the section cannot run here.
 */
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { BrowserContext, Page, Worker } from 'playwright-core';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/**
 * The builds measured: .output by default; GENTLE_READER_BENCH_OUT=<dir> measures another build
 * (say, one made from an earlier commit) with the same bench, for a before and after.
 */
export const BENCH_OUT = resolve(ROOT, process.env.GENTLE_READER_BENCH_OUT ?? '.output');
const EXTENSION = resolve(BENCH_OUT, 'chrome-mv3');

/** What test/e2e/harness.mjs's startBrowser() gives back, as far as the bench uses it. */
export interface BenchBrowser {
  context: BrowserContext;
  serviceWorker: Worker;
  close(): Promise<void>;
  /** The tab id of a page, as the extension knows it. */
  tabIdOf(page: Page): Promise<number>;
  /** The demo archive's AO3 host name (mapped to the local server). */
  ao3Host: string;
}

export async function openBenchBrowser(): Promise<BenchBrowser | { skipped: string }> {
  if (!existsSync(CHROMIUM)) return { skipped: `Chromium is missing at ${CHROMIUM}` };
  if (!existsSync(resolve(EXTENSION, 'manifest.json'))) return { skipped: 'build the extension first (GENTLE_READER_TEST_BUILD=1 npx wxt build)' };
  const harness = await import(pathToFileURL(resolve(ROOT, 'test/e2e/harness.mjs')).href);
  const notTestBuild = harness.testBuildProblem(EXTENSION);
  if (notTestBuild) return { skipped: notTestBuild };
  const { AO3_HOST } = await import(pathToFileURL(resolve(ROOT, 'test/demo/server.mjs')).href);
  const session = await harness.startBrowser({ extensionDir: EXTENSION });
  return {
    context: session.context,
    serviceWorker: session.serviceWorker,
    close: () => session.close(),
    tabIdOf: (page) => harness.tabIdOf(session, page),
    ao3Host: AO3_HOST,
  };
}

/**
 * The page's JavaScript heap (content scripts included: they share its isolate) after a full
 * collection, in MB, and the DOM nodes it holds (shadow roots' included).
 */
export async function pageMemory(context: BrowserContext, page: Page): Promise<{ jsHeapMb: number; domNodes: number }> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('Performance.enable');
  const { metrics } = await cdp.send('Performance.getMetrics');
  await cdp.detach();
  const metric = (name: string) => metrics.find((m) => m.name === name)?.value ?? 0;
  return { jsHeapMb: metric('JSHeapUsedSize') / (1024 * 1024), domNodes: metric('Nodes') };
}
