/**
 * Loading the demo's 500,000-word Entire Work in Chromium with the built extension, switched on
 * and, as the peer in the same run, switched off: the longest main-thread task of each load, from
 * navigation until the banner is up (on) or the page has settled (off). What the extension adds is
 * its content script's reading of the page; the engine runs in the background.
 */
import { HOLD_BACK_ATTR } from '../../lib/page/hold-back';
import { STILL_READING_ATTRIBUTE } from '../../lib/page/watch-changes';
import { openBenchBrowser, pageMemory } from './browser';
import { BENCH_PROBE_URL, LONG_TASK_MS, traceMainThread } from './main-thread';
import { median } from './stats';
import type { BenchOptions, BenchSection } from './types';

/** A loaded page: its words, the name its metrics carry, how it reads in the report, and its runs at most. */
interface LongPage {
  words: number;
  key: string;
  label: string;
  maxRuns: number;
}
/** The demo's long work at 500,000 words: about 11,800 paragraphs in 100 chapters. */
const WORK_500K: LongPage = { words: 500_000, key: '500k', label: '500k-word Entire Work', maxRuns: 5 };
/** The same at 2,200,000 words: about 52,000 paragraphs (13 MB of HTML), the "50,000-paragraph page". */
export const WORK_50K_PARAGRAPHS: LongPage = { words: 2_200_000, key: '50kParagraphs', label: '2.2M-word Entire Work (about 52,000 paragraphs)', maxRuns: 1 };
/** After the banner (or, switched off, after load), time for the last tasks to finish. */
const SETTLE_MS = 1_500;
/**
 * Both probes start once the page is parsed (DOMContentLoaded): the content script runs only then,
 * so neither the banner nor the story can show before (the hold-back keeps it hidden from the
 * start). Watching from the document's start, as they did, put a MutationObserver on every node the
 * parser inserted into 3 MB of story and a callback in every frame of the parse, in the loads with
 * the extension on only: the page's own parse-time layout, the longest task either way, was then
 * measured under work the load without the extension did not have.
 *
 * From DOMContentLoaded: on each frame, looks for the story's text; on the first frame
 * that shows it (it is in the page and the hold-back no longer hides it), records the time since
 * the first paint and how many passages were shielded. Element look-ups only: reading the text's
 * computed style on every frame made each frame recompute the page's style inside the probe's own
 * callback (the "animation frame" part, 19-41 ms, of the costliest task on the 500,000-word work),
 * forced where the browser could otherwise have left it. Only with the extension on, as before: the
 * page alone is measured as it always was.
 */
const FIRST_SHOWN_SCRIPT = `document.addEventListener('DOMContentLoaded', () => {
  const sample = () => {
    const text = document.querySelector('#workskin #chapters div.userstuff');
    if (text && !document.querySelector('style[${HOLD_BACK_ATTR}]')) {
      const paint = performance.getEntriesByName('first-paint')[0]?.startTime ?? 0;
      window.__grFirstShown = { ms: performance.now() - paint, shielded: document.querySelectorAll('[data-gentle-reader-shield]').length };
      return;
    }
    requestAnimationFrame(sample);
  };
  requestAnimationFrame(sample);
});`;

/**
 * From DOMContentLoaded: the time the banner's host arrives (it carries
 * data-gentle-reader="banner" in the page, whatever its shadow root's mode).
 */
const BANNER_ARRIVAL_SCRIPT = `document.addEventListener('DOMContentLoaded', () => {
  const seen = new MutationObserver(() => {
    if (!document.querySelector('[data-gentle-reader=banner]')) return;
    window.__grBannerAt = performance.now();
    seen.disconnect();
  });
  seen.observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-gentle-reader'] });
});`;

/** The text's findings are in the banner (no longer still reading) and the story is no longer held back. */
const READ_AND_SHOWN = `!document.querySelector('[data-gentle-reader=banner][${STILL_READING_ATTRIBUTE}]') && !document.querySelector('style[${HOLD_BACK_ATTR}]')`;

/** From the page's own load (its load event done) to the banner's arrival, in this page. */
const LOAD_TO_BANNER = `window.__grBannerAt - performance.getEntriesByType('navigation')[0].loadEventEnd`;



export const run = (options: BenchOptions) => loadLongPage(WORK_500K, 'page load', options);

/** Loads `work` on and off, alternately (a 3 MB page takes seconds here: a few runs each way at most). */
export async function loadLongPage(work: LongPage, name: string, { runs }: BenchOptions): Promise<BenchSection> {
  const { words: WORDS, key, label } = work;
  const session = await openBenchBrowser();
  if ('skipped' in session) return { name, metrics: { skipped: session.skipped }, lines: [] };
  const longest: Record<'on' | 'off', number[]> = { on: [], off: [] };
  const heapMb: Record<'on' | 'off', number[]> = { on: [], off: [] };
  const longestScript: Record<'on' | 'off', number[]> = { on: [], off: [] };
  // The costliest task in the main thread's own CPU time (what a busy machine does not inflate), and what it was made of.
  const longestCpu: Record<'on' | 'off', number[]> = { on: [], off: [] };
  const costliestParts: Record<'on' | 'off', string[]> = { on: [], off: [] };
  // Tasks over 50 ms, each load's; and the longest the extension's (its script, or the frame drawing what it wrote).
  const over50: Record<'on' | 'off', number[]> = { on: [], off: [] };
  const ours: Record<'on' | 'off', number[]> = { on: [], off: [] };
  const oursCpu: Record<'on' | 'off', number[]> = { on: [], off: [] };
  const oursOver50: Record<'on' | 'off', number[]> = { on: [], off: [] };
  const loadToBanner: number[] = [];
  const paintToShown: number[] = [];
  const shieldedWhenShown: number[] = [];
  try {
    for (let i = 0; i < Math.min(runs, work.maxRuns); i++) {
      for (const mode of ['on', 'off'] as const) {
        // A string: the bench's own TypeScript knows nothing of the service worker's `chrome`.
        // Over the harness's chosen profile (every warning, blur), so the hold-back is measured.
        await session.serviceWorker.evaluate(`chrome.storage.sync.get('settings').then(({ settings }) => chrome.storage.sync.set({ settings: { ...settings, enabled: ${mode === 'on'} } }))`);
        const page = await session.context.newPage();
        // From the page's first paint to the first frame that shows the story, and whether its
        // passages were shielded by then (the hold-back keeps it hidden until they are).
        // Named, so the trace tells the probes' own callbacks from ours (main-thread.ts: extensionTasks).
        if (mode === 'on') await page.addInitScript(`${FIRST_SHOWN_SCRIPT}\n${BANNER_ARRIVAL_SCRIPT}\n//# sourceURL=${BENCH_PROBE_URL}`);
        const trace = await traceMainThread(session.context, page, async () => {
          await page.goto(`http://${session.ao3Host}/works/3000000?view_full_work=true&words=${WORDS}`, { timeout: 300_000 });
          if (mode === 'on') {
            await page.locator('[data-gentle-reader=banner]').waitFor({ state: 'attached', timeout: 300_000 });
            // The banner comes while a long text is still read: the load's work is done once the text's
            // findings are in and the story is shown, shielded (the costliest frames are on the way there).
            await page.waitForFunction(READ_AND_SHOWN, undefined, { timeout: 300_000, polling: 250 });
          }
          await page.waitForTimeout(SETTLE_MS);
        });
        longest[mode].push(trace.longestTaskMs);
        longestScript[mode].push(trace.longestScriptMs);
        longestCpu[mode].push(trace.longestTaskCpuMs);
        over50[mode].push(trace.tasksOver50Ms);
        ours[mode].push(trace.longestExtensionTaskMs);
        oursCpu[mode].push(trace.longestExtensionTaskCpuMs);
        oursOver50[mode].push(trace.extensionTasksOver50Ms);
        costliestParts[mode].push(trace.longestTaskParts.slice(0, 4).map(([part, ms]) => `${part} ${Math.round(ms)}`).join(', '));
        if (mode === 'on') {
          loadToBanner.push((await page.evaluate(LOAD_TO_BANNER)) as number);
          const shown = (await page.evaluate('window.__grFirstShown')) as { ms: number; shielded: number } | undefined;
          if (shown) {
            paintToShown.push(shown.ms);
            shieldedWhenShown.push(shown.shielded);
          }
        }
        heapMb[mode].push((await pageMemory(session.context, page)).jsHeapMb);
        await page.close();
      }
    }
  } finally {
    await session.serviceWorker.evaluate(`chrome.storage.sync.remove('settings')`).catch(() => {});
    await session.close();
  }
  const on = Math.round(median(longest.on));
  const off = Math.round(median(longest.off));
  const heapOn = Math.round(median(heapMb.on) * 10) / 10;
  const heapOff = Math.round(median(heapMb.off) * 10) / 10;
  const shownMs = Math.round(median(paintToShown));
  const scriptOn = Math.round(median(longestScript.on));
  const scriptOff = Math.round(median(longestScript.off));
  const bannerMs = Math.round(median(loadToBanner));
  const cpuOn = Math.round(median(longestCpu.on));
  const cpuOff = Math.round(median(longestCpu.off));
  const each = (values: number[]) => values.map(Math.round).join(', ');
  const allShielded = shieldedWhenShown.length > 0 && shieldedWhenShown.every((n) => n > 0);
  return {
    name,
    metrics: {
      [`pageLoadLongestTaskMs${key}On`]: on,
      [`pageLoadLongestTaskMs${key}Off`]: off,
      [`pageLoadLongestScriptMs${key}On`]: scriptOn,
      [`pageLoadLongestScriptMs${key}Off`]: scriptOff,
      [`pageLoadLongestTaskCpuMs${key}On`]: cpuOn,
      [`pageLoadLongestTaskCpuMs${key}Off`]: cpuOff,
      [`pageLoadToBannerMs${key}`]: bannerMs,
      [`pageLoadTasksOver50ms${key}On`]: median(over50.on),
      [`pageLoadTasksOver50ms${key}Off`]: median(over50.off),
      [`pageLoadLongestExtensionTaskMs${key}`]: Math.round(median(ours.on)),
      [`pageLoadLongestExtensionTaskCpuMs${key}`]: Math.round(median(oursCpu.on)),
      [`pageLoadExtensionTasksOver50ms${key}`]: median(oursOver50.on),
      // Switched off, its scripts still run: what they cost the page then.
      [`pageLoadLongestExtensionTaskMs${key}Off`]: Math.round(median(ours.off)),
      [`pageLoadLongestExtensionTaskCpuMs${key}Off`]: Math.round(median(oursCpu.off)),
      [`pageJsHeapMb${key}On`]: heapOn,
      [`pageJsHeapMb${key}Off`]: heapOff,
      [`firstPaintToShieldedTextMs${key}`]: shownMs,
      // The fewest passages already shielded on the first frame showing the story, over the runs (0: shown bare).
      [`shieldedAtFirstShow${key}Min`]: shieldedWhenShown.length ? Math.min(...shieldedWhenShown) : 0,
    },
    lines: [
      `${label}: from the first paint to the story shown, already shielded (${allShielded ? 'every run' : 'NOT every run'}): ${shownMs} ms [median of ${paintToShown.length}]`,
      `${label}: longest main-thread task ${on} ms with the extension on, ${off} ms with it off (the page's own layout), ratio ${(on / off).toFixed(2)} [median of ${longest.on.length}]`,
      `  without the style, layout and paint inside it (the browser's rendering): ${scriptOn} ms on, ${scriptOff} ms off`,
      `  the costliest task in CPU time: ${cpuOn} ms on, ${cpuOff} ms off; made of (ms, each run) on: ${costliestParts.on.join(' | ')}; off: ${costliestParts.off.join(' | ')}`,
      `  each run, in order (ms): on ${each(longest.on)}; off ${each(longest.off)}; CPU on ${each(longestCpu.on)}; CPU off ${each(longestCpu.off)}`,
      `${label}: main-thread tasks over ${LONG_TASK_MS} ms, ${median(over50.on)} with the extension on, ${median(over50.off)} off [medians; each run on ${each(over50.on)}; off ${each(over50.off)}]`,
      `  the extension's longest task (its script, or the frame drawing what it wrote: main-thread.ts, extensionTasks): ${Math.round(median(ours.on))} ms, ${Math.round(median(oursCpu.on))} ms CPU; its tasks over ${LONG_TASK_MS} ms: ${median(oursOver50.on)} [medians; each run ${each(ours.on)} ms, CPU ${each(oursCpu.on)}, over ${LONG_TASK_MS}: ${each(oursOver50.on)}]`,
      `  switched off (its scripts still run, find the setting off and let the page go): longest ${Math.round(median(ours.off))} ms, ${Math.round(median(oursCpu.off))} ms CPU [each run ${each(ours.off)}]`,
      `${label}: from the page's own load (its load event done) to the banner: ${bannerMs} ms [median of ${loadToBanner.length}; each run ${each(loadToBanner)}]`,
      `  the page's JavaScript heap after loading: ${heapOn} MB on, ${heapOff} MB off, ratio ${(heapOn / heapOff).toFixed(2)}`,
    ],
  };
}
