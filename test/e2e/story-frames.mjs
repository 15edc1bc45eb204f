// What every frame of a page showed of its story, from the document's start (before the first
// paint): shared by the Chromium (Playwright addInitScript) and Firefox (puppeteer
// evaluateOnNewDocument) tests of the hold-back and of the room kept for what we draw.
import assert from 'node:assert/strict';

/**
 * Runs in the page from its start: each frame, whether the story's text is visible, how many
 * passages are shielded, where the text's top is (in the document) and whether it is on the
 * screen, in `window.__grFrames`; with `watch`, where that element's top is too (`watchTop`).
 */
export function sampleStoryFrames(selector, watch) {
  const frames = (window.__grFrames = []);
  const sample = () => {
    const text = document.querySelector(selector);
    if (text) {
      const box = text.getBoundingClientRect();
      const watched = watch ? document.querySelector(watch) : null;
      frames.push({
        visible: getComputedStyle(text).visibility !== 'hidden',
        shielded: document.querySelectorAll('[data-gentle-reader-shield]').length,
        top: box.top + scrollY,
        onScreen: box.top < innerHeight && box.bottom > 0,
        watchTop: watched ? watched.getBoundingClientRect().top + scrollY : undefined,
      });
    }
    if (frames.length < 5_000) requestAnimationFrame(sample);
  };
  requestAnimationFrame(sample);
}

/** AO3's story text (the adapter's storySelector). */
export const AO3_STORY = '#workskin #chapters div.userstuff';
/** The last row of AO3's work meta, on the first screen below where the summary goes. */
export const AO3_LAST_META_ROW = 'dl.work.meta dd.stats';

/** How far `values` spread (largest less smallest). */
export const spread = (values) => Math.max(...values) - Math.min(...values);

/**
 * From the frames: the story was never painted before it was shielded (when `shielded`), and its
 * text moved at most `maxMove` px from the first frame that showed it.
 */
export function assertStoryFrames(frames, { shielded = true, maxMove = 4 } = {}) {
  const first = frames.findIndex((f) => f.visible);
  assert.ok(first >= 0, `the story was shown (${frames.length} frames sampled)`);
  if (shielded) assert.ok(frames[first].shielded > 0, `the first frame showing the story already has its shields (${frames[first].shielded}); ${first} frames held back before`);
  const moved = spread(frames.slice(first).map((f) => f.top));
  assert.ok(moved <= maxMove, `the story text moved ${moved} px after it was first shown`);
  return { heldFrames: first, moved };
}

/**
 * Runs in the page from its start: how many rooms of ours (first-paint-room.ts) the page holds once
 * it is parsed (DOMContentLoaded), in `window.__grRoomsWhenParsed`.
 */
export function countRoomsWhenParsed() {
  document.addEventListener('DOMContentLoaded', () => (window.__grRoomsWhenParsed = document.querySelectorAll('style[data-gentle-reader-room]').length));
}

/** In the page, later: the rooms it held when parsed, and what of ours it holds now (rooms, the hold, our elements). */
export function roomsWhenParsedAndLeft() {
  return {
    parsed: window.__grRoomsWhenParsed,
    left: document.querySelectorAll('style[data-gentle-reader-room], style[data-gentle-reader-hold-back], [data-gentle-reader]').length,
  };
}

/** Switched off: no room was kept once the page was parsed, and nothing of ours is left in it. */
export function assertNothingKeptWhenOff({ parsed, left }) {
  assert.equal(parsed, 0, 'no room is kept when the page is parsed');
  assert.equal(left, 0, 'no room, hold or element of ours is left in the page');
}
