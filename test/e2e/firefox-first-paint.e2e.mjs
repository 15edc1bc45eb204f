// The first paint in Firefox ESR (test/e2e/firefox-harness.mjs): with blur chosen, the story is held
// back until it is shielded (the demo work, the 500,000-word Entire Work, and at a phone's width the
// 2,000,000-word one); with passages only
// marked, AO3's story (below the first screen, its banner keeps no room) waits for the banner out of
// view and is first painted where it stays, and the summary's room, kept from document_start, means
// nothing on the first screen moves when the summary arrives: on a desktop and at a phone's 390 px
// (Gecko, the engine of Firefox for Android, though not Firefox for Android itself). Switched off,
// that room is given back while a long page is still parsed. Every frame is
// sampled from the document's start (story-frames.mjs). Firefox has no layout-shift API (the Chromium
// test's measure), so the tops of the story text and of the work's meta, frame by frame, are watched.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { AO3_HOST } from '../demo/server.mjs';
import { bannerHeading, extensionPage, firefoxMissing as skip, setStoredSettings, startFirefox, until } from './firefox-harness.mjs';
import { AO3_LAST_META_ROW, AO3_STORY, assertNothingKeptWhenOff, assertStoryFrames, countRoomsWhenParsed, roomsWhenParsedAndLeft, sampleStoryFrames, spread } from './story-frames.mjs';
import { assertReadThenFindings, watchBanner, WATCH_BANNER } from './still-reading.mjs';

const DEMO_WORK = `http://${AO3_HOST}/works/1000003`;
const LONG_WORK = `http://${AO3_HOST}/works/3000000?view_full_work=true&words=500000`;
const HUGE_WORK = `http://${AO3_HOST}/works/3000000?view_full_work=true&words=2000000`;
const DESKTOP = { width: 1280, height: 800 }; // the first screen of the Chromium tests
const PHONE = { width: 390, height: 844 };

describe('the first paint in Firefox', { skip, timeout: 300_000 }, () => {
  let firefox;
  before(async () => {
    firefox = await startFirefox();
  }, { timeout: 60_000 });
  after(async () => {
    await firefox?.close();
  });

  /** Stores the shield choice from the add-on's own popup page. */
  async function chooseShield(shield) {
    const extension = await extensionPage(firefox.browser, 'popup.html');
    await setStoredSettings(extension, { shield });
    await extension.close();
  }

  /**
   * Loads `url` with every frame sampled, waits for the banner, and gives the frames. `banner`:
   * each state of the banner is watched too (still-reading.mjs), and `banner(page)` checked.
   */
  async function framesOf(url, timeout, watch, viewport = DESKTOP, banner = undefined) {
    const page = await firefox.browser.newPage();
    await page.setViewport(viewport);
    await page.evaluateOnNewDocument(sampleStoryFrames, AO3_STORY, watch);
    if (banner) await page.evaluateOnNewDocument(watchBanner, WATCH_BANNER);
    await page.goto(url, { timeout });
    await until(() => bannerHeading(page), (h) => typeof h === 'string', timeout);
    await until(() => page.evaluate(() => window.__grFrames.some((f) => f.visible)), Boolean, timeout);
    await new Promise((r) => setTimeout(r, 500));
    const frames = await page.evaluate(() => window.__grFrames);
    await banner?.(page);
    await page.close();
    return frames;
  }

  // The 2,000,000-word work at a phone's width: its parse (12 MB) ended before DOMContentLoaded's
  // listeners ran when the hold's fail-safe looked, which let the story go unshielded (hold-back.ts).
  for (const [what, url, timeout, banner, viewport = DESKTOP] of [
    ['the demo work', DEMO_WORK, 20_000, false],
    ['the 500,000-word Entire Work', LONG_WORK, 90_000, true],
    ['the 2,000,000-word Entire Work at 390 px', HUGE_WORK, 200_000, true, PHONE],
  ]) {
    const bannerToo = banner ? '; its first banner says the text is still read (never an all-clear), then the findings take its place' : '';
    test(`blur on: no frame paints the story of ${what} before it is shielded, and the text does not move after${bannerToo}`, { timeout: timeout + 30_000 }, async (t) => {
      await chooseShield('blur');
      const checkBanner = banner ? (page) => assertReadThenFindings(page, timeout, (line) => t.diagnostic(line)) : undefined;
      assertStoryFrames(await framesOf(url, timeout, undefined, viewport, checkBanner));
    });
  }

  // Switched off, the summary's room goes as soon as the settings say so: while the long page is
  // still parsed. Given back by the main script, once the page was laid out, it moved all of it.
  test("switched off, the 500,000-word Entire Work: the summary's room is given back before the page is parsed, and nothing of ours stays", { timeout: 120_000 }, async () => {
    const extension = await extensionPage(firefox.browser, 'popup.html');
    await setStoredSettings(extension, { enabled: false });
    const page = await firefox.browser.newPage();
    let found;
    try {
      await page.evaluateOnNewDocument(countRoomsWhenParsed);
      await page.goto(LONG_WORK, { timeout: 90_000 });
      await new Promise((r) => setTimeout(r, 1_000)); // the main content script has run by then (document_idle)
      found = await page.evaluate(roomsWhenParsedAndLeft);
    } finally {
      await page.close();
      await setStoredSettings(extension, { enabled: true });
      await extension.close();
    }
    assertNothingKeptWhenOff(found);
  });

  for (const [device, viewport] of [
    ['desktop', DESKTOP],
    ['phone-wide window', PHONE],
  ]) {
    test(`passages only marked, ${viewport.width} px: the story waits for its banner out of view and is first painted where it stays; the first screen does not move`, async () => {
      await chooseShield('marker');
      const frames = await framesOf(DEMO_WORK, 20_000, AO3_LAST_META_ROW, viewport);
      assert.equal(frames[0].onScreen, false, `on a ${device} the story starts below the first screen (top ${frames[0].top} px)`);
      // Shown with its passages already marked, and never moved after (the banner came first).
      assertStoryFrames(frames);
      const watched = frames.map((f) => f.watchTop).filter((top) => top !== undefined);
      assert.ok(watched.length > 0 && spread(watched) <= 4, `the work's meta below the summary moved ${spread(watched)} px (its room was kept from the first paint)`);
      await chooseShield('blur');
    });
  }
});
