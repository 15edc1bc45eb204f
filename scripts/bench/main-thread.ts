/**
 * The longest main-thread task of a page, read from a Chromium trace. The PerformanceObserver
 * 'longtask' API is not enough here: in a page with the extension's content script it reported
 * nothing at all while the trace showed tasks of 200-340 ms on the same load (checked by hand on
 * the demo's 500,000-word work), so the bench reads the trace itself.
 */
import type { BrowserContext, Page } from 'playwright-core';

export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** The thread's own CPU time in the event (what other processes on a busy machine do not inflate). */
  tdur?: number;
  args?: { name?: string; data?: { url?: string; functionName?: string }; beginData?: { url?: string } };
}

/** A main-thread task longer than this is a long task (RAIL, and the goal for ours). */
export const LONG_TASK_MS = 50;

const TASK_NAMES = new Set(['ThreadControllerImpl::RunTask', 'RunTask']);
/** Events only the page's own renderer makes in numbers: its main thread is the one with most of them. */
const PAGE_WORK = new Set(['Layout', 'UpdateLayoutTree', 'ParseHTML', 'FunctionCall', 'EvaluateScript', 'RunMicrotasks']);

export interface MainThreadReport {
  longestTaskMs: number;
  /** How many tasks were over the 50 ms RAIL budget (each task once: Chromium nests its task events). */
  tasksOver50Ms: number;
  /** The longest task attributed to the extension (`extensionTasks`), wall and CPU ms; 0 where none. */
  longestExtensionTaskMs: number;
  longestExtensionTaskCpuMs: number;
  /** How many of the tasks over 50 ms were the extension's. */
  extensionTasksOver50Ms: number;
  /**
   * The longest task less the style, layout and paint inside it: the time scripts held the page.
   * Rendering follows any change to the page (ours, or the reader scrolling) and is the browser's.
   */
  longestScriptMs: number;
  /**
   * The most CPU time the main thread spent in one task. On a loaded machine a task's wall time
   * includes the time other processes held the core (measured: 260 ms of wall time around 10 ms
   * of CPU); this is the part the page's own work costs.
   */
  longestTaskCpuMs: number;
  /**
   * The task in which the extension's content script (content-scripts/content.js) was evaluated:
   * its wall and CPU time, and the evaluation's own part. Undefined when it did not run.
   */
  contentScriptStart?: { taskMs: number; taskCpuMs: number; evaluateMs: number };
  /**
   * What the task with the most CPU time was made of: its direct parts by trace event name
   * (Layout, PrePaint, FunctionCall…), in ms of the thread's CPU time, largest first.
   */
  longestTaskParts: [string, number][];
  /**
   * One level further down: what the largest of those parts was made of (a frame's animation-frame
   * callbacks, their forced style and layout...), script parts named by their script's file.
   */
  longestTaskInside: [string, number][];
  /** When the task with the most CPU time began, in ms after the window's first mark (from the first task traced without one). */
  longestTaskAtMs?: number;
}

/** The extension's content script as the trace names it (chrome-extension://<id>/content-scripts/content.js). */
const CONTENT_SCRIPT = '/content-scripts/content.js';

const RENDERING = new Set(['UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint', 'Layerize', 'UpdateLayerTree', 'CompositeLayers']);

/**
 * Runs `action` while tracing; reports the page's main-thread tasks between the two user-timing
 * marks when given (they must be set by then), else over the whole action.
 */
export async function traceMainThread(
  context: BrowserContext,
  page: Page,
  action: () => Promise<void>,
  window?: { from: string; to: string },
): Promise<MainThreadReport> {
  const cdp = await context.newCDPSession(page);
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (data) => events.push(...(data.value as unknown as TraceEvent[])));
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', { categories: 'toplevel,devtools.timeline,blink.user_timing', transferMode: 'ReportEvents' });
  try {
    await action();
  } finally {
    await cdp.send('Tracing.end');
    await complete;
    await cdp.detach().catch(() => {});
  }
  const main = pageMainThread(events, page.url());
  let from = -Infinity;
  let to = Infinity;
  if (window) {
    const at = (name: string) => events.find((e) => e.name === name)?.ts;
    from = at(window.from) ?? from;
    to = at(window.to) ?? to;
  }
  const thread = events.filter((e) => `${e.pid}:${e.tid}` === main);
  const tasks = topLevelTasks(thread).filter((e) => e.ts + e.dur! >= from && e.ts <= to);
  const durations = tasks.map((e) => e.dur! / 1000);
  const rendering = thread.filter((e) => RENDERING.has(e.name) && e.dur !== undefined);
  const scriptMs = tasks.map((t) => {
    const inside = rendering.filter((r) => r.ts >= t.ts && r.ts + r.dur! <= t.ts + t.dur!);
    return (t.dur! - inside.reduce((sum, r) => sum + r.dur!, 0)) / 1000;
  });
  const cpu = tasks.map((e) => (e.tdur ?? e.dur!) / 1000);
  const costliest = tasks[cpu.indexOf(Math.max(...cpu))];
  const evaluation = events.find((e) => e.name === 'EvaluateScript' && e.dur !== undefined && e.args?.data?.url?.endsWith(CONTENT_SCRIPT));
  const startTask = evaluation && tasks.find((t) => t.ts <= evaluation.ts && t.ts + t.dur! >= evaluation.ts + evaluation.dur!);
  const ours = extensionTasks(tasks, thread);
  const longestOurs = ours.reduce<TraceEvent | undefined>((a, b) => (a && a.dur! >= b.dur! ? a : b), undefined);
  return {
    contentScriptStart: startTask && { taskMs: startTask.dur! / 1000, taskCpuMs: (startTask.tdur ?? startTask.dur!) / 1000, evaluateMs: evaluation.dur! / 1000 },
    ...costliestParts(costliest, thread),
    longestTaskAtMs: costliest && (costliest.ts - (Number.isFinite(from) ? from : tasks[0].ts)) / 1000,
    longestTaskMs: Math.max(0, ...durations),
    tasksOver50Ms: durations.filter((d) => d > LONG_TASK_MS).length,
    longestExtensionTaskMs: longestOurs ? longestOurs.dur! / 1000 : 0,
    longestExtensionTaskCpuMs: Math.max(0, ...ours.map((t) => (t.tdur ?? t.dur!) / 1000)),
    extensionTasksOver50Ms: ours.filter((t) => t.dur! / 1000 > LONG_TASK_MS).length,
    longestScriptMs: Math.max(0, ...scriptMs),
    longestTaskCpuMs: Math.max(0, ...cpu),
  };
}

/**
 * The thread's tasks, each once: Chromium traces a task as RunTask with a ThreadControllerImpl::RunTask
 * inside it (counting both counted every long task twice). In order of start.
 */
export function topLevelTasks(thread: readonly TraceEvent[]): TraceEvent[] {
  const tasks = thread.filter((e) => TASK_NAMES.has(e.name) && e.dur !== undefined).sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const top: TraceEvent[] = [];
  for (const task of tasks) {
    const last = top[top.length - 1];
    if (!last || task.ts >= last.ts + last.dur!) top.push(task);
  }
  return top;
}

/** Our scripts as the trace names them (content scripts, in Chromium). */
const EXTENSION_URL = 'chrome-extension://';
/** The bench's own probes in the page carry this name (a `//# sourceURL`): neither ours nor the page's. */
export const BENCH_PROBE_URL = 'gentle-reader-bench-probe.js';
const SCRIPT = new Set(['EvaluateScript', 'FunctionCall', 'TimerFire', 'FireAnimationFrame', 'EventDispatch', 'v8.callFunction']);
const MICROTASKS = new Set(['BlinkScheduler_PerformMicrotaskCheckpoint', 'RunMicrotasks']);
/** A microtask checkpoint that ran this long (CPU) ran script; shorter ones are the empty checkpoints of every task. */
const MICROTASKS_RAN_MS = 1;

/**
 * Which of a page's main-thread tasks are the extension's. A task is ours when it runs our script:
 * an event naming a chrome-extension:// script, or a microtask checkpoint that ran script (at least
 * 1 ms) — our content script resuming after an await or answering a message is traced that way,
 * without a URL; the page measured (the demo archive's) has no script of its own, so nothing else
 * runs there — unless the page's parser or a script of the page's ran in it too: the parser's writes
 * are the page's (our DOMContentLoaded listener runs in the task that ends the parse, and the
 * page's whole layout follows). A task that only renders (style, layout, pre-paint, paint: a frame)
 * is its DOM's last writer's: ours if the latest earlier task that ran script or parsed HTML was
 * ours, and the page is parsed (until then the parser writes most of what a frame draws: the page's
 * first layout follows our document_start script's task). The bench's probes (`BENCH_PROBE_URL`) write nothing and belong to neither.
 */
export function extensionTasks(tasks: readonly TraceEvent[], thread: readonly TraceEvent[]): TraceEvent[] {
  const events = thread.filter((e) => e.ph === 'X' && e.dur !== undefined).sort((a, b) => a.ts - b.ts);
  const parsedUntil = Math.max(-Infinity, ...events.filter((e) => e.name === 'ParseHTML').map((e) => e.ts + e.dur!));
  let writer: 'extension' | 'page' | undefined;
  let next = 0;
  const ours: TraceEvent[] = [];
  for (const task of tasks) {
    const end = task.ts + task.dur!;
    while (next < events.length && events[next].ts < task.ts) next++;
    let extensionScript = false;
    let pageWork = false;
    let microtasksRan = false;
    let renders = false;
    for (let i = next; i < events.length && events[i].ts < end; i++) {
      const e = events[i];
      const url = e.args?.data?.url ?? '';
      if (SCRIPT.has(e.name) && url.startsWith(EXTENSION_URL)) extensionScript = true;
      else if (e.name === 'ParseHTML' || (SCRIPT.has(e.name) && url !== '' && url !== BENCH_PROBE_URL)) pageWork = true;
      else if (MICROTASKS.has(e.name) && (e.tdur ?? e.dur!) / 1000 >= MICROTASKS_RAN_MS) microtasksRan = true;
      else if (RENDERING.has(e.name)) renders = true;
    }
    const own = pageWork ? 'page' : extensionScript || microtasksRan ? 'extension' : undefined;
    if (own) writer = own;
    if (own === 'extension' || (!own && renders && writer === 'extension' && task.ts > parsedUntil)) ours.push(task);
  }
  return ours;
}

/** A URL as the trace names a document: without its fragment, which never reaches the renderer. */
const documentUrl = (url: string) => url.split('#')[0];

/**
 * The main thread ("pid:tid") of the renderer that parsed the page at `pageUrl`. Other renderers
 * run in the same trace and may be busier: Chromium's own WebUI (its omnibox popup, measured here
 * evaluating its modules for 574 ms in the middle of a page load), an extension page. Only when no
 * renderer parsed that URL, the renderer main thread with the most page work.
 */
export function pageMainThread(events: readonly TraceEvent[], pageUrl: string): string | undefined {
  const rendererMains = new Set(events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
  const wanted = documentUrl(pageUrl);
  const parsedIt = events.find(
    (e) => rendererMains.has(`${e.pid}:${e.tid}`) && (e.name === 'ParseHTML' || e.name === 'CommitLoad') && documentUrl(e.args?.beginData?.url ?? e.args?.data?.url ?? '') === wanted,
  );
  if (parsedIt) return `${parsedIt.pid}:${parsedIt.tid}`;
  const work = new Map<string, number>();
  for (const e of events) {
    const thread = `${e.pid}:${e.tid}`;
    if (rendererMains.has(thread) && PAGE_WORK.has(e.name)) work.set(thread, (work.get(thread) ?? 0) + 1);
  }
  return [...work].sort((a, b) => b[1] - a[1])[0]?.[0];
}

/** A part's name; a script's part says whose script it was (content.js, or the page's own). */
function label(e: TraceEvent): string {
  const url = e.args?.data?.url;
  if (!url || !['FunctionCall', 'EvaluateScript', 'TimerFire', 'FireAnimationFrame'].includes(e.name)) return e.name;
  return `${e.name}(${url.split('/').pop() || url})`;
}

/** The events directly inside `task` on its thread (not their children), their CPU time summed by label, largest first; and the largest one. */
function partsOf(task: TraceEvent, thread: TraceEvent[]): { parts: [string, number][]; largest?: TraceEvent } {
  const end = task.ts + task.dur!;
  const inside = thread
    .filter((e) => e !== task && e.ph === 'X' && e.dur !== undefined && e.ts >= task.ts && e.ts + e.dur <= end)
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const sums = new Map<string, number>();
  let coveredUntil = -Infinity;
  let largest: TraceEvent | undefined;
  for (const e of inside) {
    if (e.ts < coveredUntil) continue; // inside a part already counted
    sums.set(label(e), (sums.get(label(e)) ?? 0) + (e.tdur ?? e.dur!) / 1000);
    coveredUntil = e.ts + e.dur!;
    if (!largest || (e.tdur ?? e.dur!) > (largest.tdur ?? largest.dur!)) largest = e;
  }
  const parts = [...sums].map(([name, ms]): [string, number] => [name, Math.round(ms * 10) / 10]).sort((a, b) => b[1] - a[1]);
  return { parts, largest };
}

function costliestParts(task: TraceEvent | undefined, thread: TraceEvent[]): Pick<MainThreadReport, 'longestTaskParts' | 'longestTaskInside'> {
  if (!task) return { longestTaskParts: [], longestTaskInside: [] };
  const { parts, largest } = partsOf(task, thread);
  return { longestTaskParts: parts, longestTaskInside: largest ? partsOf(largest, thread).parts : [] };
}
