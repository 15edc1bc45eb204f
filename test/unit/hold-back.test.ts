import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { extendHoldBack, holdBack, holdsUntilDrawn, HOLD_BACK_MS, HOLD_BACK_PARSING_MS, HOLD_BACK_READING_MS, isHeldBack, keepHeldOutOfRendering, releaseHoldBack, revealHeldBack } from '@/lib/page/hold-back';
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

describe('a long held story kept out of rendering while it is held', () => {
  /** The declarations the hold-back's style gives `.chapter` elements now (its rules after the first). */
  const heldRules = () => [...(document.querySelector<HTMLStyleElement>('style[data-gentle-reader-hold-back]')?.sheet?.cssRules ?? [])].slice(1).map((rule) => rule.cssText);
  let height = 900;
  let measured = 0;
  beforeEach(() => {
    height = 900;
    measured = 0;
    document.head.innerHTML = '';
    document.body.innerHTML = Array.from({ length: 25 }, (_, i) => `<div class="chapter" id="c${i}"${i === 3 ? ' style="color: red"' : ''}><p>text</p></div>`).join('');
    for (const el of document.querySelectorAll<HTMLElement>('.chapter')) {
      const at = Number(el.id.slice(1));
      el.getBoundingClientRect = () => (measured++, { top: at * 1000, bottom: at * 1000 + height, height }) as DOMRect;
    }
  });

  test('its size remembered at a frame first, then its content skipped; sizes read only after frames (no layout forced)', async () => {
    holdBack(document, '.chapter');
    const frames: Array<{ rules: string[]; measured: number }> = [];
    await keepHeldOutOfRendering(document, { nextFrame: () => Promise.resolve(void frames.push({ rules: heldRules(), measured })) });
    expect(frames).toHaveLength(3);
    expect(frames[0]).toEqual({ rules: [], measured: 0 });
    expect(frames[1].rules).toEqual([expect.stringMatching(/^\.chapter \{ contain-intrinsic-size: auto none !important; \}$/)]);
    expect(frames[2].rules[1]).toMatch(/^\.chapter \{ content-visibility: hidden !important; \}$/);
    expect(heldRules()).toHaveLength(2);
  });

  test('shown again a few a frame, each brought back into rendering as it is shown; then nothing of ours is left, the page\'s own style as it was', async () => {
    holdBack(document, '.chapter');
    await keepHeldOutOfRendering(document, { nextFrame: () => Promise.resolve() });
    const inRendering: number[] = [];
    const nextFrame = () => {
      inRendering.push(document.querySelectorAll('.chapter[style*="content-visibility: visible"]').length);
      return Promise.resolve();
    };
    await revealHeldBack(document, { perFrame: 10, nextFrame });
    expect(inRendering).toEqual([0, 10, 20, 25]);
    expect(isHeldBack(document)).toBe(false);
    expect(document.getElementById('c3')!.getAttribute('style')).toBe('color: red');
    expect([...document.querySelectorAll('.chapter')].filter((el) => el.hasAttribute('style')).map((el) => el.id)).toEqual(['c3']);
  });

  test('released by the fail-safe instead: the skipping goes with the hold, nothing stays unrendered', async () => {
    holdBack(document, '.chapter');
    await keepHeldOutOfRendering(document, { nextFrame: () => Promise.resolve() });
    releaseHoldBack(document);
    expect(document.querySelectorAll('style').length).toBe(0);
    expect([...document.querySelectorAll('.chapter')].filter((el) => el.hasAttribute('style')).map((el) => el.id)).toEqual(['c3']);
  });

  test('an element not at its size once skipped (no size remembered) would move the page: the skipping is taken back', async () => {
    holdBack(document, '.chapter');
    let frame = 0;
    await keepHeldOutOfRendering(document, { nextFrame: () => Promise.resolve(void (++frame === 3 && (height = 0))) });
    expect(heldRules()).toEqual([expect.stringContaining('contain-intrinsic-size')]);
  });

  test('a story of a few elements (a chapter), a hidden page (no frames), or no hold: left as it is', async () => {
    holdBack(document, '#c0, #c1');
    await keepHeldOutOfRendering(document, { nextFrame: () => Promise.resolve() });
    expect(heldRules()).toEqual([]);
    releaseHoldBack(document);
    holdBack(document, '.chapter');
    const hidden = vi.spyOn(document, 'hidden', 'get').mockReturnValue(true);
    await keepHeldOutOfRendering(document, { nextFrame: () => Promise.resolve() });
    hidden.mockRestore();
    expect(heldRules()).toEqual([]);
    releaseHoldBack(document);
    await keepHeldOutOfRendering(document, { nextFrame: () => Promise.resolve() });
    expect(document.querySelectorAll('style').length).toBe(0);
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
