import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { extendHoldBack, holdBack, holdsUntilDrawn, HOLD_BACK_MS, HOLD_BACK_PARSING_MS, HOLD_BACK_READING_MS, isHeldBack, releaseHoldBack } from '@/lib/page/hold-back';
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
