/**
 * Works listings in Chromium with the built extension: how long judging and marking a 20-work
 * search page takes (every blurb judged, its summary read by the engine in the background, chips,
 * folds and the count drawn), beside the page's own load time; and the longest main-thread task
 * while a 200-work page is judged and marked, with the extension on and, as the peer, off.
 */
import type { Page } from 'playwright-core';
import { openBenchBrowser, type BenchBrowser } from './browser';
import { traceMainThread } from './main-thread';
import { median } from './stats';
import type { BenchOptions, BenchSection } from './types';

/** A browser run per page is slow: a few runs are enough for a median on this machine. */
const MAX_RUNS = 7;
const LARGE = 200;
/** Some works folded and hidden, as a reader who uses the feature would have them. */
const SETTINGS = `{ enabled: ENABLED, listing: { categories: { 'self-harm': 'hide', heartbreak: 'fold' }, unknown: 'fold' } }`;

/** Records, in the page, when each of our listing panels lands. */
async function watchPanels(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __panels: number[] };
    w.__panels = [];
    new MutationObserver((records) => {
      for (const r of records) for (const n of r.addedNodes) if (n instanceof Element && n.getAttribute('data-gentle-reader') === 'listing') w.__panels.push(performance.now());
    }).observe(document, { childList: true, subtree: true });
  });
}

async function setEnabled(session: BenchBrowser, on: boolean): Promise<void> {
  // A string: the bench's own TypeScript knows nothing of the service worker's `chrome`.
  // Over the harness's chosen profile (every warning followed).
  await session.serviceWorker.evaluate(`chrome.storage.sync.get('settings').then(({ settings }) => chrome.storage.sync.set({ settings: { ...settings, ...${SETTINGS.replace('ENABLED', String(on))} } }))`);
}

async function markTwenty(session: BenchBrowser): Promise<{ loadMs: number; markedMs: number }> {
  const page = await session.context.newPage();
  await watchPanels(page);
  await page.goto(`http://${session.ao3Host}/works/search?blurbs=20`);
  await page.waitForFunction(() => (window as unknown as { __panels: number[] }).__panels.length >= 20, null, { timeout: 30_000 });
  // The count of hidden works is drawn after the last panel: wait for it too.
  await page.locator('[data-gentle-reader=listing-count]').waitFor({ state: 'attached', timeout: 30_000 });
  const times = await page.evaluate(() => ({
    panels: (window as unknown as { __panels: number[] }).__panels,
    load: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
    count: performance.now(),
  }));
  await page.close();
  return { loadMs: times.load, markedMs: Math.max(...times.panels) };
}

interface LongestTask {
  task: number;
  script: number;
  cpu: number;
  parts: [string, number][];
  /** When it began, in ms after the window opened. */
  at: number;
}

/** Scrolls a page to its end in screenfuls, as a reader skimming the list would. */
async function skim(page: Page): Promise<void> {
  for (;;) {
    const more = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight);
      return window.scrollY + window.innerHeight < document.documentElement.scrollHeight;
    });
    await page.waitForTimeout(100);
    if (!more) return;
  }
}

/**
 * The longest main-thread task from the content script's first read of the 200-work page until it
 * has been marked and skimmed to its end (panels are drawn as works come near the view). Off: the
 * same stretch from the load event, the page's own work while skimmed.
 */
async function longestTask(session: BenchBrowser, on: boolean): Promise<LongestTask> {
  await setEnabled(session, on);
  const page = await session.context.newPage();
  const trace = await traceMainThread(
    session.context,
    page,
    async () => {
      await page.goto(`http://${session.ao3Host}/works/search?blurbs=${LARGE}`);
      if (on) await page.waitForFunction(() => performance.getEntriesByName('gentle-reader-listing-marked').length > 0, null, { timeout: 60_000 });
      else await page.evaluate(() => performance.mark('gentle-reader-reading'));
      await skim(page);
      await page.waitForTimeout(500);
      await page.evaluate(() => performance.mark('gentle-reader-bench-end'));
    },
    { from: 'gentle-reader-reading', to: 'gentle-reader-bench-end' },
  );
  if (on) {
    // Hidden works are out of view: they get their panel when the reader asks to see them.
    const shown = await page.locator('li.work.blurb:not([data-gentle-reader-listing=hide])').count();
    const panels = await page.locator('li.work.blurb:not([data-gentle-reader-listing=hide]) [data-gentle-reader=listing]').count();
    if (panels < shown) throw new Error(`only ${panels} of the ${shown} works in view got their panel after skimming`);
  }
  await page.close();
  return { task: trace.longestTaskMs, script: trace.longestScriptMs, cpu: trace.longestTaskCpuMs, parts: trace.longestTaskParts, at: trace.longestTaskAtMs ?? 0 };
}

export async function run({ runs }: BenchOptions): Promise<BenchSection> {
  const name = 'listing';
  const session = await openBenchBrowser();
  if ('skipped' in session) return { name, metrics: { skipped: session.skipped }, lines: [] };
  const load: number[] = [];
  const marked: number[] = [];
  const longest: Record<'on' | 'off', LongestTask[]> = { on: [], off: [] };
  try {
    await setEnabled(session, true);
    await markTwenty(session); // warm the background's engine and the HTTP cache
    for (let i = 0; i < Math.min(runs, MAX_RUNS); i++) {
      const t = await markTwenty(session);
      load.push(t.loadMs);
      marked.push(t.markedMs);
    }
    for (let i = 0; i < Math.min(runs, MAX_RUNS); i++) {
      longest.on.push(await longestTask(session, true));
      longest.off.push(await longestTask(session, false));
    }
  } finally {
    await session.serviceWorker.evaluate(`chrome.storage.sync.remove('settings')`).catch(() => {});
    await session.close();
  }
  const loadMs = Math.round(median(load));
  const markedMs = Math.round(median(marked));
  // The budget is "never over 50 ms": the worst load says whether it held, the median how it usually goes.
  const worst = (mode: 'on' | 'off', key: 'task' | 'script' | 'cpu') => Math.round(Math.max(...longest[mode].map((l) => l[key])));
  const [on, off, scriptOn, scriptOff] = [worst('on', 'task'), worst('off', 'task'), worst('on', 'script'), worst('off', 'script')];
  const middle = (mode: 'on' | 'off', key: 'task' | 'cpu' = 'task') => Math.round(median(longest[mode].map((l) => l[key])));
  const worstOn = longest.on.reduce((a, b) => (b.cpu > a.cpu ? b : a));
  const partsOf = (load: { parts: [string, number][] }) => load.parts.slice(0, 5).map(([part, ms]) => `${part} ${Math.round(ms)} ms`).join(', ');
  const parts = partsOf(worstOn);
  const worstOff = longest.off.reduce((a, b) => (b.cpu > a.cpu ? b : a));
  const eachLoad = (mode: 'on' | 'off') => longest[mode].map((l) => `${Math.round(l.task)}/${Math.round(l.cpu)} at ${Math.round(l.at)}`).join(', ');
  return {
    name,
    metrics: {
      listing20LoadMs: loadMs,
      listing20MarkedMs: markedMs,
      listing20MarkingMs: markedMs - loadMs,
      listing200Loads: longest.on.length,
      listing200LongestTaskOnWorstMs: on,
      listing200LongestTaskOffWorstMs: off,
      listing200LongestTaskOnMedianMs: middle('on'),
      listing200LongestTaskOffMedianMs: middle('off'),
      listing200LongestTaskCpuOnWorstMs: worst('on', 'cpu'),
      listing200LongestTaskCpuOffWorstMs: worst('off', 'cpu'),
      listing200LongestTaskCpuOnMedianMs: middle('on', 'cpu'),
      listing200LongestTaskCpuOffMedianMs: middle('off', 'cpu'),
      listing200LongestScriptOnMs: scriptOn,
      listing200LongestScriptOffMs: scriptOff,
    },
    lines: [
      `20-work listing: every work judged and marked ${markedMs} ms after navigation, ${markedMs - loadMs} ms after the page's own load event (${loadMs} ms) [median of ${marked.length}]`,
      `200-work listing, read, judged, marked and skimmed to its end: longest main-thread task ${on} ms (the page alone, skimmed the same way: ${off} ms); of it, scripts ${scriptOn} ms (alone: ${scriptOff} ms), the rest style, layout and paint [worst of ${longest.on.length} loads each; budget 50 ms]`,
      `200-work listing, longest main-thread task per load: median ${middle('on')} ms, worst ${on} ms (the page alone: ${middle('off')}, ${off} ms); in the main thread's own CPU time (what a busy machine does not inflate), median ${middle('on', 'cpu')} ms, worst ${worst('on', 'cpu')} ms (alone: ${middle('off', 'cpu')}, ${worst('off', 'cpu')} ms), the costliest made of ${parts}`,
      `200-work listing, each load's longest task (wall/CPU ms at ms into its window): ${eachLoad('on')} (the page alone: ${eachLoad('off')}, its costliest made of ${partsOf(worstOff)})`,
    ],
  };
}
