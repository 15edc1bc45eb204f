import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { extendHoldBack, holdBack, holdsUntilDrawn, HOLD_BACK_MS, HOLD_BACK_PARSING_MS, HOLD_BACK_READING_MS, allowForAdded, isHeldBack, isLeftToBrowser, leaveFarRenderingToBrowser, releaseHoldBack, revealHeldBack, stopLeavingToBrowser, type Nearness, type WatchNearness } from '@/lib/page/hold-back';
import { DEFAULT_SETTINGS, type ShieldMode } from '@/lib/settings/settings';
import { ao3Site } from '@/lib/sites/ao3';
import { ffnetSite } from '@/lib/sites/ffnet';

const hidden = () => getComputedStyle(document.getElementById('text')!).visibility === 'hidden';
const held = () => document.querySelectorAll('style[data-gentle-reader-hold-back]').length;

describe('holding the story back until it is shielded', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    document.head.innerHTML = '';
    document.body.innerHTML = '<div id="notes">notes</div><div id="text">story</div>';
  });
  afterEach(() => vi.useRealTimers());

  test('hides the story (not the notes) until released', () => {
    holdBack(document, '#text');
    expect(hidden()).toBe(true);
    expect(getComputedStyle(document.getElementById('notes')!).visibility).not.toBe('hidden');
    releaseHoldBack(document);
    expect(held()).toBe(0);
    releaseHoldBack(document); // twice is harmless
  });

  test('lets go by itself after the fail-safe delay, even if nobody releases it', () => {
    holdBack(document, '#text');
    vi.advanceTimersByTime(HOLD_BACK_MS - 1);
    expect(held()).toBe(1);
    vi.advanceTimersByTime(2);
    expect(held()).toBe(0);
  });

  test('reading under way keeps it longer, but never past the reading deadline', () => {
    holdBack(document, '#text');
    vi.advanceTimersByTime(1_000);
    extendHoldBack(document);
    vi.advanceTimersByTime(HOLD_BACK_MS);
    expect(held()).toBe(1);
    vi.advanceTimersByTime(HOLD_BACK_READING_MS);
    expect(held()).toBe(0);
  });

  test('a long reading keeps it as long as asked, a shorter extension never cuts it short, and it still lets go', () => {
    holdBack(document, '#text');
    extendHoldBack(document, 40_000); // the answer for a very long page may take this long
    extendHoldBack(document); // a slice of reading: the usual 10 s must not shorten the 40
    vi.advanceTimersByTime(39_000);
    expect(isHeldBack(document)).toBe(true);
    expect(hidden()).toBe(true);
    vi.advanceTimersByTime(HOLD_BACK_MS);
    expect(isHeldBack(document)).toBe(false);
    expect(hidden()).toBe(false);
  });

  test('parsing ended but DOMContentLoaded not yet dispatched when the fail-safe looks (Firefox, a 12 MB page): still held, the fail-safe counting from then', () => {
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    holdBack(document, '#text');
    vi.advanceTimersByTime(HOLD_BACK_MS * 2 - 10);
    expect(isHeldBack(document)).toBe(true);
    // The document is interactive; its DOMContentLoaded listeners have not run yet.
    readyState.mockReturnValue('interactive');
    vi.advanceTimersByTime(20);
    expect(isHeldBack(document)).toBe(true);
    vi.advanceTimersByTime(HOLD_BACK_MS - 100);
    expect(isHeldBack(document)).toBe(true);
    vi.advanceTimersByTime(200);
    expect(isHeldBack(document)).toBe(false);
    readyState.mockRestore();
  });

  test('a page still being parsed (13 MB take seconds) stays held; the fail-safe counts from the end of parsing, and parsing has its own limit', () => {
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    holdBack(document, '#text');
    vi.advanceTimersByTime(HOLD_BACK_MS * 4);
    expect(isHeldBack(document)).toBe(true);
    readyState.mockReturnValue('interactive');
    document.dispatchEvent(new Event('DOMContentLoaded'));
    vi.advanceTimersByTime(HOLD_BACK_MS - 100);
    expect(isHeldBack(document)).toBe(true);
    vi.advanceTimersByTime(HOLD_BACK_MS);
    expect(isHeldBack(document)).toBe(false);

    readyState.mockReturnValue('loading'); // a page that never finishes parsing is shown all the same
    holdBack(document, '#text');
    vi.advanceTimersByTime(HOLD_BACK_PARSING_MS + HOLD_BACK_MS);
    expect(isHeldBack(document)).toBe(false);
    readyState.mockRestore();
  });
});

// AO3's story starts below the first screen and its banner keeps no room: it waits for the banner
// in every mode. FanFiction.net keeps the banner's room, so only blur and fold hold its story.
describe('showing a long held story again, a few elements a frame', () => {
  const shownNow = () => [...document.querySelectorAll<HTMLElement>('.chapter')].filter((el) => getComputedStyle(el).visibility !== 'hidden').map((el) => el.id);
  beforeEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = Array.from({ length: 25 }, (_, i) => `<div class="chapter" id="c${i}"${i === 3 ? ' style="color: red"' : ''}><p>text</p></div>`).join('');
    // Chapter 20 is on the screen, 19 and 21 just off it; the rest further down.
    for (const el of document.querySelectorAll<HTMLElement>('.chapter')) {
      const at = Number(el.id.slice(1));
      el.getBoundingClientRect = () => ({ top: (at - 20) * 1000, bottom: (at - 20) * 1000 + 900 }) as DOMRect;
    }
  });

  test('those on or nearest the screen first, at most `perFrame` a frame; then the hold goes and every element\'s own style is as it was', async () => {
    holdBack(document, '.chapter');
    expect(shownNow()).toEqual([]);
    const frames: string[][] = [];
    const nextFrame = () => {
      frames.push(shownNow());
      return Promise.resolve();
    };
    await revealHeldBack(document, { perFrame: 10, nextFrame });
    // The first frame is before any change (positions read then); then 10, then 20 shown; then all
    // 25, the hold gone, and in the next frame each element's own style back.
    expect(frames.map((f) => f.length)).toEqual([0, 10, 20, 25]);
    expect(frames[1]).toContain('c20');
    expect(frames[1]).toEqual(expect.arrayContaining(['c19', 'c21', 'c15', 'c24']));
    expect(frames[1]).not.toContain('c0');
    expect(shownNow()).toHaveLength(25);
    expect(isHeldBack(document)).toBe(false);
    expect(document.getElementById('c3')!.getAttribute('style')).toBe('color: red');
    expect(document.getElementById('c4')!.hasAttribute('style')).toBe(false);
  });

  test('a story of a few elements (a chapter) is shown at once, with no frame waited for', async () => {
    holdBack(document, '#c0, #c1');
    let frames = 0;
    await revealHeldBack(document, { perFrame: 10, nextFrame: () => Promise.resolve(void frames++) });
    expect(frames).toBe(0);
    expect(isHeldBack(document)).toBe(false);
  });

  test('released meanwhile (the fail-safe): it stops, and leaves none of its own styles behind', async () => {
    holdBack(document, '.chapter');
    let frames = 0;
    await revealHeldBack(document, {
      perFrame: 10,
      nextFrame: () => {
        if (++frames === 2) releaseHoldBack(document);
        return Promise.resolve();
      },
    });
    expect(shownNow()).toHaveLength(25);
    expect([...document.querySelectorAll('.chapter')].filter((el) => el.hasAttribute('style')).map((el) => el.id)).toEqual(['c3']);
  });
});

describe('a long story rendered only near the screen, the rest left to the browser to skip', () => {
  const chapter = (i: number) => document.getElementById(`c${i}`)!;
  const styles = () => [...document.querySelectorAll('.chapter')].map((el) => el.getAttribute('style'));
  let layoutRead = 0;
  let watched: HTMLElement[] = [];
  let report: (changes: readonly Nearness[]) => void = () => {};
  let disconnected = false;
  /** The browser's observer, played by the test: it reports nearness when told. */
  const watch: WatchNearness = (elements, onChange) => {
    watched = [...elements];
    report = onChange;
    return () => void (disconnected = true);
  };
  const box = (height: number) => ({ height }) as DOMRectReadOnly;
  const at = (near: boolean, ...ids: number[]) => ids.map((i) => ({ element: chapter(i), near, box: box(900) }));
  const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => from + i);
  beforeEach(() => {
    stopLeavingToBrowser(document);
    layoutRead = 0;
    watched = [];
    disconnected = false;
    document.head.innerHTML = '';
    document.body.innerHTML = Array.from({ length: 25 }, (_, i) => `<div class="chapter" id="c${i}"${i === 3 ? ' style="color: red"' : ''}${i === 6 ? ' style="padding: 10px 0; border: 2px solid"' : ''}><p>text</p></div>`).join('');
    for (const el of document.querySelectorAll<HTMLElement>('.chapter')) el.getBoundingClientRect = () => (layoutRead++, { top: 0, bottom: 900, height: 900 }) as DOMRect;
  });

  test('each element a screen or more away is skipped at the height it had (its content box), those near untouched; no layout read', () => {
    holdBack(document, '.chapter');
    leaveFarRenderingToBrowser(document, { watch });
    expect(watched).toHaveLength(25);
    report([...at(true, 0, 1), ...at(false, ...range(2, 25))]);
    expect(chapter(0).hasAttribute('style')).toBe(false);
    expect(chapter(2).style.getPropertyValue('content-visibility')).toBe('auto');
    expect(chapter(2).style.getPropertyPriority('content-visibility')).toBe('important');
    expect(chapter(2).style.getPropertyValue('contain-intrinsic-size')).toBe('none 900px');
    // Padding and border are outside the content box the skipped element keeps.
    expect(chapter(6).style.getPropertyValue('contain-intrinsic-size')).toBe('none 876px');
    expect(chapter(3).style.getPropertyValue('color')).toBe('red');
    expect(layoutRead).toBe(0);
  });

  test('nearing the screen, an element is rendered as the page has it (its own style exactly); far again, skipped again', () => {
    holdBack(document, '.chapter');
    const before = styles();
    leaveFarRenderingToBrowser(document, { watch });
    report(at(false, ...range(0, 25)));
    report(at(true, 3, 4, 6));
    expect(chapter(3).getAttribute('style')).toBe('color: red');
    expect(chapter(4).hasAttribute('style')).toBe(false);
    expect(chapter(6).getAttribute('style')).toBe(before[6]);
    report(at(false, 4));
    expect(chapter(4).style.getPropertyValue('content-visibility')).toBe('auto');
    // An element not rendered (display: none) has no height to keep: left as it is.
    report([{ element: chapter(3), near: false, box: box(0) }]);
    expect(chapter(3).getAttribute('style')).toBe('color: red');
  });

  test('labels added to skipped elements since they were measured count in their kept height; measured again once rendered, never counted twice', () => {
    holdBack(document, '.chapter');
    leaveFarRenderingToBrowser(document, { watch });
    expect(isLeftToBrowser(document)).toBe(false);
    report(at(false, ...range(0, 25)));
    expect(isLeftToBrowser(document)).toBe(true);
    // c4 was rendered meanwhile and skipped again: measured then, its labels in.
    report(at(true, 4));
    report([{ element: chapter(4), near: false, box: box(968) }]);
    allowForAdded(document, (element) => (element.id === 'c9' ? 0 : 2 * 34));
    expect(chapter(2).style.getPropertyValue('contain-intrinsic-size')).toBe('none 968px');
    expect(chapter(9).style.getPropertyValue('contain-intrinsic-size')).toBe('none 900px');
    expect(chapter(4).style.getPropertyValue('contain-intrinsic-size')).toBe('none 968px');
    // Labels drawn again (three now): counted from the height measured, not on top of the last count.
    allowForAdded(document, () => 3 * 34);
    expect(chapter(2).style.getPropertyValue('contain-intrinsic-size')).toBe('none 1002px');
    expect(chapter(4).style.getPropertyValue('contain-intrinsic-size')).toBe('none 968px');
  });

  test('the page changed a skipped element\'s style meanwhile: only our declarations go, the page\'s stay', () => {
    holdBack(document, '.chapter');
    leaveFarRenderingToBrowser(document, { watch });
    report(at(false, ...range(0, 25)));
    chapter(5).style.setProperty('font-weight', 'bold');
    report(at(true, 5));
    expect(chapter(5).style.getPropertyValue('font-weight')).toBe('bold');
    expect(chapter(5).style.getPropertyValue('content-visibility')).toBe('');
    expect(chapter(5).style.getPropertyValue('contain-intrinsic-size')).toBe('');
  });

  test('shown again: with all but a frame\'s worth skipped, at once (a skipped element is not restyled); the skipping stays', async () => {
    holdBack(document, '.chapter');
    leaveFarRenderingToBrowser(document, { watch });
    report([...at(true, 0, 1), ...at(false, ...range(2, 25))]);
    let frames = 0;
    await revealHeldBack(document, { perFrame: 3, nextFrame: () => Promise.resolve(void frames++) });
    expect(frames).toBe(0);
    expect(isHeldBack(document)).toBe(false);
    expect(chapter(2).style.getPropertyValue('content-visibility')).toBe('auto');
    expect(chapter(2).style.getPropertyValue('visibility')).toBe('');
  });

  test('shown again before the browser said where each is (no frame yet): a few a frame, as a story rendered whole', async () => {
    holdBack(document, '.chapter');
    leaveFarRenderingToBrowser(document, { watch });
    let frames = 0;
    await revealHeldBack(document, { perFrame: 10, nextFrame: () => Promise.resolve(void frames++) });
    expect(frames).toBe(4);
    expect(styles().filter((style) => style !== null)).toEqual(['color: red', 'padding: 10px 0; border: 2px solid']);
  });

  test('stopped (switched off, the extension reloaded): every element as the page had it, and no longer watched', () => {
    holdBack(document, '.chapter');
    const before = styles();
    leaveFarRenderingToBrowser(document, { watch });
    report(at(false, ...range(0, 25)));
    stopLeavingToBrowser(document);
    expect(styles()).toEqual(before);
    expect(disconnected).toBe(true);
  });

  test('a story of a few elements (a chapter), no hold, or already watched: left as it is', () => {
    holdBack(document, '#c0, #c1');
    leaveFarRenderingToBrowser(document, { watch });
    expect(watched).toEqual([]);
    releaseHoldBack(document);
    leaveFarRenderingToBrowser(document, { watch });
    expect(watched).toEqual([]);
    holdBack(document, '.chapter');
    leaveFarRenderingToBrowser(document, { watch });
    watched = [];
    leaveFarRenderingToBrowser(document, { watch });
    expect(watched).toEqual([]);
  });
});

describe.each([
  ['ao3', ao3Site, { off: true, marker: true, blur: true, collapse: true }],
  ['ffnet', ffnetSite, { off: false, marker: false, blur: true, collapse: true }],
] as const)('after the settings are read, on %s', (_, site, held) => {
  test.each(Object.entries(held))('shield %s: held until drawn is %s', (shield, expected) => {
    expect(holdsUntilDrawn({ ...DEFAULT_SETTINGS, shield: shield as ShieldMode }, site)).toBe(expected);
  });
  test('never held on a site switched off, nor with the extension off', () => {
    expect(holdsUntilDrawn({ ...DEFAULT_SETTINGS, shield: 'blur', sites: { [site.id]: false } }, site)).toBe(false);
    expect(holdsUntilDrawn({ ...DEFAULT_SETTINGS, shield: 'blur', enabled: false }, site)).toBe(false);
  });
});
