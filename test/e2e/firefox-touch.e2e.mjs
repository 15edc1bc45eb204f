// Firefox ESR at a phone's width, told its pointer is a finger (Gecko's own preference for what
// `(pointer: coarse)` reports, as Firefox for Android reports it): the summary, the banner with its
// folds opened by touch, the blurred passages' labels, and the popup as Firefox for Android opens it
// (a page of its own), at 360, 414 and 390 px; and on a 1,000,000-word work at 390 px, Hide and Undo
// tapped while its banner still says the text is being read (still-reading.mjs). Nothing of ours
// past the edge, no sideways scrolling, every control at least 44x44 CSS px. Gecko lays out and styles the page as Firefox for Android
// does; what this does not prove: Android's own browser chrome (toolbar, the popup's full-page
// sheet), its default zoom and font scaling, and real fingers (touch events are synthesized over
// WebDriver BiDi). Screenshots go to test-output/screenshots/firefox-touch-*.png.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { AO3_HOST } from '../demo/server.mjs';
import { screenshot } from './harness.mjs';
import { bannerHeading, firefoxMissing as skip, popupFor, startFirefox, until } from './firefox-harness.mjs';
import { fitsEveryWidth } from './touch-checks.mjs';
import { assertHideAndUndoWhileReading, BANNER_BUTTONS, fingerSized, watchBanner, WATCH_BANNER, WORK_1M } from './still-reading.mjs';

const WORK = `http://${AO3_HOST}/works/1000003`;
/** Our own shadow hosts on the page: the summary, the banner, the passage labels. */
const OURS = '[data-gentle-reader=summary], [data-gentle-reader=banner], gentle-reader-label';
const PHONE = { width: 390, height: 844 };
/** Gecko's pointer capabilities (LookAndFeel): 1 is coarse, without fine or hover; what a phone reports. */
const FINGER = { 'ui.primaryPointerCapabilities': 1, 'ui.allPointerCapabilities': 1, 'dom.w3c_touch_events.enabled': 1 };

describe('Firefox ESR at a phone width, with a finger for a pointer', { skip, timeout: 240_000 }, () => {
  let firefox;
  before(async () => {
    firefox = await startFirefox(FINGER);
  }, { timeout: 60_000 });
  after(async () => {
    await firefox?.close();
  });

  const resizer = (page) => (width) => page.setViewport({ ...PHONE, width });

  test('a work: the summary, the banner with its folds tapped open, and the labels fit 360, 414 and 390 px with 44 px targets', async () => {
    const page = await firefox.browser.newPage();
    await page.setViewport(PHONE);
    await page.goto(WORK);
    await until(() => bannerHeading(page), (h) => typeof h === 'string', 20_000);
    await until(() => page.evaluate(() => document.querySelectorAll('gentle-reader-label').length), (n) => n > 0);
    assert.equal(await page.evaluate(() => matchMedia('(pointer: coarse)').matches && !matchMedia('(hover: hover)').matches), true, 'Firefox reports a finger');
    await fitsEveryWidth(page, OURS, resizer(page));
    // Every fold of the banner, opened by a tap (a touch sequence, not a script's click).
    const folds = await page.$$('>>> [data-testid=gr-banner] details > summary');
    assert.ok(folds.length > 0, 'the banner has folds');
    for (const fold of folds) {
      await fold.scrollIntoView();
      await fold.tap();
    }
    const open = await page.evaluate(() => document.querySelector('[data-gentle-reader=banner]').shadowRoot.querySelectorAll('details[open]').length);
    assert.equal(open, folds.length, 'each tap opened its fold');
    await fitsEveryWidth(page, OURS, resizer(page));
    await screenshot(page, 'firefox-touch-work', { fullPage: true });
    await page.close();
  });

  test('a 1,000,000-word work at 390 px: Hide and Undo tapped while the banner still says "still reading"; hidden stays hidden when the findings come, Undo brings the full banner back, the story shielded, every control 44 px, nothing thrown', { timeout: 200_000 }, async (t) => {
    const page = await firefox.browser.newPage();
    await page.setViewport(PHONE);
    await page.evaluateOnNewDocument(watchBanner, WATCH_BANNER);
    const reported = [];
    page.on('console', (message) => ['error', 'warn', 'warning'].includes(message.type()) && reported.push(message.text()));
    page.on('pageerror', (error) => reported.push(String(error)));
    await assertHideAndUndoWhileReading({
      page,
      load: (url) => page.goto(url, { timeout: 90_000, waitUntil: 'domcontentloaded' }),
      press: async (button) => {
        const control = await page.$(`[data-gentle-reader=banner] >>> ${BANNER_BUTTONS[button]}`);
        await control.tap(); // a touch sequence, not a script's click
      },
      errors: () => reported,
      checkControls: fingerSized(page, OURS),
      url: WORK_1M,
      timeout: 90_000,
      diagnostic: (line) => t.diagnostic(line),
    });
    await page.close();
  });

  test('the popup, a page of its own as on Firefox for Android: fits 360, 414 and 390 px with 44 px targets', async () => {
    const work = await firefox.browser.newPage();
    await work.goto(WORK);
    await until(() => bannerHeading(work), (h) => typeof h === 'string', 20_000);
    const popup = await popupFor(firefox.browser, WORK);
    await popup.setViewport(PHONE);
    await new Promise((r) => setTimeout(r, 500)); // its sections that load on their own
    await fitsEveryWidth(popup, 'body', resizer(popup));
    await screenshot(popup, 'firefox-touch-popup', { fullPage: true });
    await popup.close();
    await work.close();
  });
});
