import { describe, expect, test } from 'vitest';
import { BENCH_PROBE_URL, extensionTasks, pageMainThread, topLevelTasks, type TraceEvent } from './main-thread';

const PAGE = 'http://archiveofourown.org/works/3000000?view_full_work=true&words=500000';
const thread = (pid: number, name: string): TraceEvent => ({ name: 'thread_name', ph: 'M', pid, tid: pid, ts: 0, args: { name } });
const work = (pid: number, name: string, url?: string): TraceEvent => ({ name, ph: 'X', pid, tid: pid, ts: 1, dur: 1, args: url ? { beginData: { url } } : {} });

test("the page's renderer, not a busier one of Chromium's own (its omnibox popup's WebUI)", () => {
  const events = [
    thread(1, 'CrRendererMain'),
    thread(2, 'CrRendererMain'),
    work(1, 'ParseHTML', PAGE),
    work(1, 'Layout'),
    ...Array.from({ length: 50 }, () => work(2, 'ParseHTML', 'chrome://omnibox-popup.top-chrome/')),
  ];
  expect(pageMainThread(events, PAGE)).toBe('1:1');
  // A fragment never reaches the renderer.
  expect(pageMainThread(events, `${PAGE}#chapter-2`)).toBe('1:1');
});

test('where no renderer parsed the page, the one with the most page work', () => {
  const events = [thread(1, 'CrRendererMain'), thread(2, 'CrRendererMain'), work(1, 'Layout'), work(2, 'Layout'), work(2, 'FunctionCall')];
  expect(pageMainThread(events, PAGE)).toBe('2:2');
});

describe('the extension\'s tasks', () => {
  const EXT = 'chrome-extension://abc/content-scripts/content.js';
  let at = 0;
  /** A task of `ms` with the given events inside it, one after another. */
  const task = (ms: number, ...inside: Array<[string, number, string?]>): TraceEvent[] => {
    const start = (at += 1_000_000);
    const events: TraceEvent[] = [
      { name: 'RunTask', ph: 'X', pid: 1, tid: 1, ts: start, dur: ms * 1000 },
      { name: 'ThreadControllerImpl::RunTask', ph: 'X', pid: 1, tid: 1, ts: start, dur: ms * 1000 },
    ];
    let ts = start;
    for (const [name, partMs, url] of inside) {
      events.push({ name, ph: 'X', pid: 1, tid: 1, ts, dur: partMs * 1000, ...(url !== undefined && { args: { data: { url } } }) });
      ts += partMs * 1000;
    }
    return events;
  };
  const attribute = (thread: TraceEvent[]) => {
    const tasks = topLevelTasks(thread);
    const ours = new Set(extensionTasks(tasks, thread));
    return tasks.map((t) => (ours.has(t) ? 'ours' : 'not'));
  };

  test('each task once, though Chromium nests its task events', () => {
    expect(topLevelTasks([...task(60, ['Layout', 50]), ...task(10)])).toHaveLength(2);
  });

  test('our script, and the frame that draws what it wrote; the parser and its frame are the page\'s', () => {
    const thread = [
      ...task(80, ['ParseHTML', 30, 'http://archiveofourown.org/works/1']),
      ...task(200, ['Layout', 150], ['PrePaint', 50]), // the page's own layout after parsing
      ...task(30, ['EvaluateScript', 25, EXT]),
      ...task(70, ['UpdateLayoutTree', 10], ['Layout', 20], ['PrePaint', 40]), // our labels' frame
      ...task(60, ['BlinkScheduler_PerformMicrotaskCheckpoint', 55]), // our script resuming after an await: no URL
      ...task(5, ['BlinkScheduler_PerformMicrotaskCheckpoint', 0.1]), // an empty checkpoint, as every task has
      ...task(40, ['Paint', 30]), // still drawing what we wrote
      ...task(5, ['FunctionCall', 4, 'http://archiveofourown.org/javascripts/page.js']), // a script of the page's
      ...task(60, ['Layout', 60]),
    ];
    expect(attribute(thread)).toEqual(['not', 'not', 'ours', 'ours', 'ours', 'not', 'ours', 'not', 'not']);
  });

  test('while the page is still parsed, a frame is the page\'s even after a task of ours (our document_start script)', () => {
    const thread = [
      ...task(10, ['ParseHTML', 5, 'http://archiveofourown.org/works/1']),
      ...task(10, ['EvaluateScript', 8, 'chrome-extension://abc/content-scripts/hold-back.js']),
      ...task(200, ['Layout', 190]),
      ...task(10, ['ParseHTML', 5, 'http://archiveofourown.org/works/1']),
    ];
    expect(attribute(thread)).toEqual(['not', 'ours', 'not', 'not']);
  });

  test("the bench's probes are no one's, and a task that neither writes nor draws is not ours", () => {
    const thread = [
      ...task(10, ['FunctionCall', 5, EXT]),
      ...task(60, ['FunctionCall', 2, BENCH_PROBE_URL], ['Layout', 50]),
      ...task(80, ['V8.GC_SCAVENGER', 70]),
    ];
    expect(attribute(thread)).toEqual(['ours', 'ours', 'not']);
  });
});
