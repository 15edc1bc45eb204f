import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { ContentScriptContext } from 'wxt/utils/content-script-context';
import firstPaintScript from '@/entrypoints/hold-back.content';
import { keepRoom, releaseRoom, roomCss, roomHostCss, roomKept, ROOM_PX } from '@/lib/page/first-paint-room';
import { HOLD_BACK_READING_MS, isHeldBack } from '@/lib/page/hold-back';
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

/**
 * The document_start script itself (entrypoints/hold-back.content.ts) on an archive's page, with the
 * reader's stored settings: a room kept for nothing moves everything below it when it is given
 * back, and once a long page is laid out that is one long frame (switched off, on the
 * 500,000-word work, 70-110 ms): it goes as soon as the settings say nothing will be drawn.
 */
describe('at document_start, the room is kept only while something may be drawn in it', () => {
  const AO3_WORK = 'https://archiveofourown.org/works/123';
  const FFN_CHAPTER = 'https://www.fanfiction.net/s/9000001/2/Broken-Strings';
  let ctx: ContentScriptContext | undefined;
  /** A page of `url` as the parser starts it, and the script run on it with these stored settings. */
  async function startPage(url: string, stored: unknown): Promise<void> {
    (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(url);
    document.head.innerHTML = '';
    document.body.innerHTML =
      '<dl class="work meta"><dd class="warning">No Archive Warnings Apply</dd></dl>' +
      '<div id="workskin"><div id="chapters"><div class="userstuff"><p>Story.</p></div></div></div>' +
      '<div id="storytextp"><div id="storytext"><p>Story.</p></div></div>';
    if (stored !== undefined) await fakeBrowser.storage.sync.set({ settings: stored, settings$: { v: 2 } });
    ctx = new ContentScriptContext('hold-back');
    await firstPaintScript.main(ctx);
  }
  beforeEach(() => {
    fakeBrowser.reset();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    ctx?.abort();
    vi.clearAllTimers();
    vi.useRealTimers();
  });

  test.each([
    ['the extension switched off', { enabled: false }],
    ["AO3's own switch off", { enabled: true, sites: { ao3: false } }],
  ])('%s: the room is given back as the settings arrive, with the story (not once the page is laid out)', async (_what, stored) => {
    await startPage(AO3_WORK, { chosen: true, shield: 'blur', ...stored });
    expect(rooms()).toEqual(['summaryAfter']); // kept before the settings are known: the page may paint meanwhile
    await vi.waitFor(() => expect(rooms()).toEqual([]));
    expect(isHeldBack(document)).toBe(false);
  });

  test('should the main script never draw, the room is given back after the fail-safe delay', async () => {
    await startPage(AO3_WORK, { chosen: true, shield: 'marker' });
    await vi.advanceTimersByTimeAsync(HOLD_BACK_READING_MS - 1);
    expect(rooms()).toEqual(['summaryAfter']);
    await vi.advanceTimersByTimeAsync(1);
    expect(rooms()).toEqual([]);
  });

  test.each([
    ['switched on', { chosen: true, shield: 'marker' }],
    ["switched on, another site's switch off", { chosen: true, shield: 'marker', sites: { ao3: false } }],
    ['corrupted (repaired field by field: on, as the main script reads it too)', { enabled: 'nope', sites: 'garbage', shield: 42 }],
    ['never stored (the defaults: on)', undefined],
  ])('settings %s: the banner\'s room stays for the main script, when the story is shown', async (_what, stored) => {
    await startPage(FFN_CHAPTER, stored);
    expect(rooms()).toEqual(['bannerBefore']);
    expect(isHeldBack(document)).toBe(true);
    // Passages only marked: the story is let go as the settings arrive, and the room stays.
    await vi.waitFor(() => expect(isHeldBack(document)).toBe(false));
    expect(rooms()).toEqual(['bannerBefore']);
  });

  test('settings that cannot be read: the room goes with the story (the main script, reading them too, draws nothing)', async () => {
    vi.spyOn(fakeBrowser.storage.sync, 'get').mockRejectedValue(new Error('sync storage is unavailable'));
    await startPage(FFN_CHAPTER, undefined);
    await vi.waitFor(() => expect(isHeldBack(document)).toBe(false));
    expect(rooms()).toEqual([]);
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
