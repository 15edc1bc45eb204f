// A page of about 52,000 paragraphs (the demo's long work at 2,200,000 words, made by the demo
// server for the test, never stored) with blur on, in Chromium: the story stays held back while the
// background reads it, however long that takes, with the banner above it saying the text is still
// being read, and no frame ever shows a flagged paragraph without its shield. And the 500,000-word
// work: its banner comes while the text is read, with the tags' warnings, never an all-clear; Hide and
// Undo pressed while it still says so (on the 1,000,000-word work) are kept when the findings come
// (still-reading.mjs).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { AO3_HOST } from '../demo/server.mjs';
import { startBrowser } from './harness.mjs';
import { AO3_STORY } from './story-frames.mjs';
import { assertReadThenFindings, chromiumHideAndUndo, STILL_READING, watchBanner, WATCH_BANNER, WORK_1M } from './still-reading.mjs';

const HUGE_PAGE = `http://${AO3_HOST}/works/3000000?view_full_work=true&words=2200000`;
const WORK_500K = `http://${AO3_HOST}/works/3000000?view_full_work=true&words=500000`;
/** Reading 13 MB of story on a loaded 2-core machine: minutes of headroom. */
const TIMEOUT_MS = 300_000;

/**
 * Runs in the page from its start: each frame, whether the story is shown, how many passages are
 * shielded, and whether the reading note or the banner is there. On frames that show the story,
 * the paragraphs under five points down the screen that carry no shield are kept (as elements) in
 * `__grSeenBare`: any of them shielded later was a flagged paragraph painted bare. Whether the
 * banner still reading the text was there while the story was held: `__grNoteWhileHeld`.
 */
function sampleHugePage({ selector, stillReading }) {
  const frames = (window.__grFrames = []);
  const seenBare = (window.__grSeenBare = new Set());
  const started = performance.now();
  // A busy page draws few frames: the note is looked for whenever the page changes, too.
  const noteWatch = new MutationObserver(() => {
    const text = document.querySelector(selector);
    if (!document.querySelector(stillReading) || !text) return;
    window.__grNoteWhileHeld ||= getComputedStyle(text).visibility === 'hidden';
  });
  noteWatch.observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-gentle-reader', 'data-gentle-reader-still-reading'] });
  const sample = () => {
    const text = document.querySelector(selector);
    if (text) {
      const visible = getComputedStyle(text).visibility !== 'hidden';
      if (visible) {
        const x = text.getBoundingClientRect().left + 40;
        for (const share of [0.1, 0.3, 0.5, 0.7, 0.9]) {
          const paragraph = document.elementFromPoint(x, innerHeight * share)?.closest('p');
          if (paragraph && text.contains(paragraph) && !paragraph.hasAttribute('data-gentle-reader-shield')) seenBare.add(paragraph);
        }
      }
      frames.push({
        at: Math.round(performance.now()),
        visible,
        shielded: document.querySelectorAll('[data-gentle-reader-shield]').length,
        note: document.querySelector(stillReading) !== null,
        banner: document.querySelector('[data-gentle-reader=banner]') !== null,
      });
    }
    if (performance.now() - started < 400_000) requestAnimationFrame(sample);
  };
  requestAnimationFrame(sample);
}

describe('very long pages, blur on (Chromium)', { timeout: TIMEOUT_MS + 60_000 }, () => {
  let session;
  before(async () => {
    session = await startBrowser();
  });
  after(async () => {
    await session?.close();
  });

  test('the 500,000-word work: the banner comes while the text is read, with the tags\' warnings and "still reading", never an all-clear; the text\'s findings then take its place', async (t) => {
    const page = await session.context.newPage();
    await page.addInitScript(watchBanner, WATCH_BANNER);
    await page.goto(WORK_500K, { timeout: TIMEOUT_MS });
    await assertReadThenFindings(page, TIMEOUT_MS, (line) => t.diagnostic(line));
    await page.close();
  });

  test('Hide and Undo pressed while the banner still says "still reading": hidden stays hidden when the findings come, Undo brings the full banner back, the story shielded, nothing thrown', async (t) => {
    await chromiumHideAndUndo(session.context, { url: WORK_1M, timeout: TIMEOUT_MS, diagnostic: (line) => t.diagnostic(line) });
  });

  test('held back while read, with the banner saying the text is still being read; no flagged paragraph is ever painted unshielded', async (t) => {
    const page = await session.context.newPage();
    await page.addInitScript(sampleHugePage, { selector: AO3_STORY, stillReading: STILL_READING });
    await page.goto(HUGE_PAGE, { timeout: TIMEOUT_MS, waitUntil: 'domcontentloaded' });
    await page.waitForFunction(() => window.__grFrames?.some((f) => f.visible), null, { timeout: TIMEOUT_MS, polling: 500 });
    await page.locator('[data-gentle-reader=banner]').waitFor({ state: 'attached', timeout: TIMEOUT_MS });
    await page.waitForTimeout(1_000);
    const frames = await page.evaluate(() => window.__grFrames);
    const shieldedNow = await page.evaluate(() => document.querySelectorAll('[data-gentle-reader-shield]').length);
    const bareThenShielded = await page.evaluate(() => [...window.__grSeenBare].filter((p) => p.hasAttribute('data-gentle-reader-shield')).length);
    const heading = await page.evaluate(() => document.querySelector('[data-gentle-reader=banner]').shadowRoot?.querySelector('h2')?.textContent);
    const first = frames.findIndex((f) => f.visible);
    const held = frames.slice(0, first);
    t.diagnostic(`${frames.length} frames sampled; held back ${held.length} frames (${frames[first].at - frames[0].at} ms from the first sampled), ${shieldedNow} passages shielded; the banner: ${heading}`);

    assert.ok(!/could not read/i.test(heading ?? ''), `the page was read in time (banner: ${heading})`);
    assert.ok(shieldedNow > 0, 'the page has flagged passages, shielded');
    assert.equal(frames[first].shielded, shieldedNow, 'the first frame that shows the story has every passage already shielded');
    assert.ok(frames.slice(first).every((f) => f.shielded >= shieldedNow), 'no later frame shows fewer shields');
    assert.equal(bareThenShielded, 0, 'no paragraph seen on screen without a shield was a flagged one');
    assert.ok(await page.evaluate(() => window.__grNoteWhileHeld), 'while the story was held back, the banner above it said the text was still being read');
    assert.ok(frames.slice(first).every((f) => !f.note), 'the banner no longer says so once the story shows');
    await page.close();
  });
});
