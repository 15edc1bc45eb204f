// A page of about 52,000 paragraphs (the demo's long work at 2,200,000 words, made by the demo
// server for the test, never stored) with blur on, in Chromium: the story stays held back while the
// background reads it, however long that takes, with the banner above it saying the text is still
// being read, and no frame ever shows a flagged paragraph without its shield. And the 500,000-word
// work: its banner comes while the text is read, with the tags' warnings, never an all-clear; Hide and
// Undo pressed while it still says so (on the 2,000,000-word work) are kept when the findings come
// (still-reading.mjs).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { AO3_HOST } from '../demo/server.mjs';
import { patchSettings, seedChosenSettings, startBrowser, waitFor } from './harness.mjs';
import { AO3_STORY } from './story-frames.mjs';
import { assertReadThenFindings, chromiumHideAndUndo, STILL_READING, watchBanner, WATCH_BANNER, WORK_2M } from './still-reading.mjs';

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
    await chromiumHideAndUndo(session.context, { url: WORK_2M, timeout: TIMEOUT_MS, diagnostic: (line) => t.diagnostic(line) });
  });

  test('the 500,000-word work: chapters far from the screen are left to the browser to skip; scrolled to, one is the page\'s own again, shielded, and the place read holds still; switched off, every chapter as the page had it', async (t) => {
    const page = await session.context.newPage();
    await page.goto(WORK_500K, { timeout: TIMEOUT_MS });
    await page.waitForFunction(() => document.querySelector('[data-gentle-reader=banner]') && !document.querySelector('style[data-gentle-reader-hold-back]') && document.querySelector('[data-gentle-reader-shield=blur]'), null, { timeout: TIMEOUT_MS, polling: 200 });
    await page.waitForTimeout(500);
    // Each chapter: whether it is left to the browser to skip, and whether it is within a screen of
    // the view (clearly so, by 50 px either way), or clearly beyond.
    const chaptersNow = () =>
      page.evaluate((selector) => [...document.querySelectorAll(selector)].map((chapter) => {
        const box = chapter.getBoundingClientRect();
        return { skipped: chapter.style.getPropertyValue('content-visibility') === 'auto', own: !chapter.hasAttribute('style'), near: box.bottom > -innerHeight + 50 && box.top < 2 * innerHeight - 50, far: box.bottom < -innerHeight - 50 || box.top > 2 * innerHeight + 50 };
      }), AO3_STORY);
    const checkChapters = (chapters, when) => {
      assert.ok(chapters.filter((c) => c.far).every((c) => c.skipped), `${when}: every chapter beyond a screen from the view is left to the browser to skip`);
      assert.ok(chapters.filter((c) => c.near).every((c) => c.own), `${when}: every chapter within a screen of the view is rendered as the page has it`);
    };
    const atLoad = await chaptersNow();
    t.diagnostic(`${atLoad.filter((c) => c.skipped).length} of ${atLoad.length} chapters skipped at load, ${atLoad.filter((c) => c.near).length} near the view`);
    assert.ok(atLoad.filter((c) => c.skipped).length >= atLoad.length - 3, 'nearly all of them are left to the browser to skip');
    checkChapters(atLoad, 'at load');

    // A flagged passage far down the work: scrolled to, as a reader would.
    const far = await page.evaluate((selector) => {
      const chapters = [...document.querySelectorAll(selector)];
      const shielded = [...document.querySelectorAll('[data-gentle-reader-shield=blur]')].filter((p) => chapters.indexOf(p.closest(selector)) > chapters.length / 2);
      const passage = shielded[0];
      passage.id ||= 'gr-test-far-passage';
      passage.scrollIntoView({ block: 'center' });
      return { id: passage.id, chapter: chapters.indexOf(passage.closest(selector)), top: passage.getBoundingClientRect().top };
    }, AO3_STORY);
    await page.waitForTimeout(2500);
    const seen = await page.evaluate(({ id, selector }) => {
      const passage = document.getElementById(id);
      const chapter = passage.closest(selector);
      const box = passage.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + Math.min(box.height / 2, 10));
      return { where: `${Math.round(box.top)} px from the top of a ${innerHeight} px view`, top: box.top, style: chapter.getAttribute('style'), painted: passage.contains(hit), shield: passage.getAttribute('data-gentle-reader-shield'), filter: getComputedStyle(passage).filter };
    }, { id: far.id, selector: AO3_STORY });
    assert.equal(seen.style, null, `chapter ${far.chapter + 1}, near the screen, has the page's own style again`);
    assert.ok(seen.painted, `the passage is on the screen, rendered (${seen.where})`);
    // Its chapter and those around it were skipped when it was brought into view: rendered, they
    // keep the heights they were skipped at, labels counted (a few px of margins aside).
    assert.ok(Math.abs(seen.top - far.top) < 60, `it stayed where it was brought (${Math.round(far.top)} px, then ${Math.round(seen.top)} px)`);
    assert.equal(seen.shield, 'blur', 'and still shielded');
    assert.match(seen.filter, /blur/, 'blurred');
    await page.waitForTimeout(800);
    const later = await page.evaluate((id) => document.getElementById(id).getBoundingClientRect().top, far.id);
    assert.ok(Math.abs(later - seen.top) <= 1, `the place read holds still (${seen.top} then ${later})`);
    const scrolled = await chaptersNow();
    checkChapters(scrolled, 'scrolled down');
    assert.ok(scrolled.filter((c) => c.near).length > 0 && scrolled[0].skipped, 'the chapters near the view are the ones rendered; the first, far now, is skipped in turn');

    await patchSettings(session, { enabled: false });
    try {
      await waitFor(() => page.evaluate((selector) => [...document.querySelectorAll(selector)].every((chapter) => !chapter.hasAttribute('style')), AO3_STORY), Boolean, { what: 'every chapter as the page had it once switched off' });
    } finally {
      await seedChosenSettings(session);
    }
    await page.close();
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
