import { expect, test } from 'vitest';
import { pageMainThread, type TraceEvent } from './main-thread';

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
