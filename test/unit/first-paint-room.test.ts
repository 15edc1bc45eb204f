import { beforeEach, describe, expect, test } from 'vitest';
import { keepRoom, releaseRoom, roomCss, roomHostCss, roomKept, ROOM_PX } from '@/lib/page/first-paint-room';
import { ao3 } from '@/lib/sites/ao3';
import { ffnet } from '@/lib/sites/ffnet';
import type { SiteAdapter } from '@/lib/sites/site-adapter';
import { loadFixture } from '../sites/load-page';

const rooms = () => [...document.querySelectorAll('style[data-gentle-reader-room]')].map((s) => s.getAttribute('data-gentle-reader-room'));

describe('the room kept from the first paint for the summary and the banner', () => {
  beforeEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = '<dl class="work meta"><dt>Warning</dt><dd class="warning">No Archive Warnings Apply</dd></dl><div id="storytextp"><div id="storytext">story</div></div>';
  });

  test('keeps an empty block of each room height where the summary and banner go, wide and narrow', () => {
    keepRoom(document, { summaryAfter: 'dl.work.meta dd.warning', bannerBefore: '#storytext, #storycontent' });
    expect(rooms()).toEqual(['summaryAfter', 'bannerBefore']);
    const css = [...document.querySelectorAll('style')].map((s) => s.textContent).join('\n');
    expect(css).toContain(`dl.work.meta dd.warning::after { content: ''; display: block; height: ${ROOM_PX.summaryAfter.wide}px; }`);
    // Outside the story's container: after the element before it, or first in its parent.
    expect(css).toContain(`:has(+ #storytext)::after, :has(+ #storycontent)::after { content: ''; display: block; height: ${ROOM_PX.bannerBefore.wide}px; }`);
    expect(css).toContain(`:has(> #storytext:first-child)::before, :has(> #storycontent:first-child)::before { content: ''; display: block; height: ${ROOM_PX.bannerBefore.wide}px; }`);
    expect(css).toContain(`@media (max-width: 480px) { :has(+ #storytext)::after, :has(+ #storycontent)::after { height: ${ROOM_PX.bannerBefore.narrow}px; } }`);
    // A phone's 980 px layout of a page without a viewport tag: our desktop layout, narrower and taller.
    expect(css).toContain(`@media (max-width: 1024px) { :has(+ #storytext)::after, :has(+ #storycontent)::after { height: ${ROOM_PX.bannerBefore.medium}px; } }`);
    expect(css.indexOf('max-width: 1024px')).toBeLessThan(css.indexOf('max-width: 480px')); // the narrow rule comes last and wins
  });

  test('each room is given back on its own, then all of them; twice is harmless', () => {
    keepRoom(document, { summaryAfter: 'dd.warning', bannerBefore: '#storytext' });
    keepRoom(document, { summaryAfter: 'dd.warning' }); // a second run keeps no second room
    expect(rooms()).toEqual(['summaryAfter', 'bannerBefore']);
    releaseRoom(document, 'summaryAfter');
    expect(roomKept(document, 'summaryAfter')).toBe(false);
    expect(roomKept(document, 'bannerBefore')).toBe(true);
    releaseRoom(document);
    releaseRoom(document);
    expect(rooms()).toEqual([]);
  });

  test('what takes the room keeps at least its height, less its own margins', () => {
    expect(roomCss('summaryAfter', 'dd.warning')).toMatch(/dd\.warning::after/);
    const css = roomHostCss('bannerBefore', '.gr-banner', { wide: 32, narrow: 20 });
    expect(css).toContain(':host { display: flow-root !important; }');
    expect(css).toContain(`.gr-banner { min-height: ${ROOM_PX.bannerBefore.wide - 32}px !important; }`);
    expect(css).toContain(`.gr-banner { min-height: ${ROOM_PX.bannerBefore.narrow - 20}px !important; }`);
    expect(css).toContain(`.gr-banner { min-height: ${ROOM_PX.bannerBefore.medium - 32}px !important; }`);
  });
});

describe("the adapters' rooms are where the summary and banner go", () => {
  test.each<[string, SiteAdapter, string, string]>([
    ['AO3 work', ao3, 'ao3-entire-work.html', 'https://archiveofourown.org/works/777001?view_full_work=true'],
    ['FanFiction.net mobile', ffnet, 'ffn-mobile.html', 'https://m.fanfiction.net/s/9000001/2/'],
    ['FictionPress', ffnet, 'fictionpress-chapter.html', 'https://www.fictionpress.com/s/3000001/1/'],
  ])('%s', (_name, adapter, fixture, url) => {
    const doc = loadFixture(fixture);
    const result = adapter.extract(doc, new URL(url));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const { summaryAfter, bannerBefore } = adapter.firstPaintRoom ?? {};
    expect(summaryAfter || bannerBefore).toBeTruthy();
    // The summary goes right after summaryAnchor; the banner right before the container.
    if (summaryAfter) expect([...doc.querySelectorAll(summaryAfter)]).toEqual([result.story.summaryAnchor]);
    if (bannerBefore) expect([...doc.querySelectorAll(bannerBefore)]).toEqual([result.story.container]);
  });
});
