// German is the interface's longest language (compound words: "Inhaltswarnungen",
// "Selbstverletzung", "Sensibilität"). On a 360 px phone (Chromium's mobile emulation, started in
// German), the popup and the banner with everything unfolded must fit: no control wider than its
// box, nothing past the screen's edge, no sideways scrolling, 44 px targets; the options page too.
// Screenshots: test-output/screenshots/de-phone-*.png.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { AO3_HOST } from '../demo/server.mjs';
import { banner, openPopup, screenshot, startBrowser } from './harness.mjs';
import { sideways, smallTargets } from './touch-checks.mjs';

const WORK = `http://${AO3_HOST}/works/1000003`; // reference-texts/003: heartbreak as a theme, passages to unfold
const PHONE_360 = { viewport: { width: 360, height: 780 }, deviceScaleFactor: 3, hasTouch: true, isMobile: true };

/** What does not fit, nothing scrolls sideways, and the longer words left every control finger-sized (44 px). */
async function fitsInGerman(page, host) {
  assert.deepEqual(await misfits(page, host), [], 'every box holds its content, inside the screen');
  assert.ok((await sideways(page)) <= 0, 'no sideways scrolling');
  assert.deepEqual(await smallTargets(page, host), [], 'every control is at least 44x44 px');
}

/**
 * What does not fit under `hostSelector`'s shadow root (or the whole document): every box drawn
 * (not inline text runs) whose content is wider than the box, or that reaches past the screen.
 */
const misfits = (page, hostSelector) =>
  page.evaluate((host) => {
    const root = host ? document.querySelector(host).shadowRoot : document;
    const screenWidth = document.documentElement.clientWidth;
    return [...root.querySelectorAll('*')]
      .filter((el) => el.getClientRects().length > 0 && getComputedStyle(el).display !== 'inline' && getComputedStyle(el).visibility !== 'hidden')
      .filter((el) => !el.closest('.gr-visually-hidden, [class*=visually-hidden]'))
      .map((el) => ({ el, box: el.getBoundingClientRect() }))
      .filter(({ el, box }) => el.scrollWidth > el.clientWidth + 1 || box.right > screenWidth + 0.5 || box.left < -0.5)
      .map(({ el, box }) => `${el.tagName.toLowerCase()}.${el.className} "${el.textContent.trim().slice(0, 40)}" ${Math.round(box.left)}..${Math.round(box.right)} (content ${el.scrollWidth} in ${el.clientWidth})`);
  }, hostSelector);

describe('German on a 360 px phone: the banner, the popup and the options page fit', { timeout: 150_000 }, () => {
  let session;
  before(async () => {
    session = await startBrowser({ ...PHONE_360, extraArgs: ['--lang=de'], env: { LANGUAGE: 'de', LANG: 'de_DE.UTF-8' } });
  });
  after(async () => {
    await session?.close();
  });

  test('the banner, every part unfolded, fits a 360 px screen in German', async () => {
    const page = await session.context.newPage();
    await page.goto(WORK);
    await banner(page).locator('[data-category=heartbreak]').waitFor({ timeout: 15_000 });
    assert.equal(await banner(page).getAttribute('lang'), 'de');
    assert.match(await banner(page).locator('h2').innerText(), /^Inhaltswarnungen/);
    // Unfold everything the banner folds (real taps: the extension ignores a script's clicks).
    for (const summary of await banner(page).locator('summary').all()) if (await summary.isVisible()) await summary.tap();
    assert.ok((await banner(page).locator('details[open]').count()) > 0, 'something unfolded');
    await fitsInGerman(page, '[data-gentle-reader=banner]');
    await banner(page).scrollIntoViewIfNeeded();
    await screenshot(page, 'de-phone-banner');
    await page.close();
  });

  test('the popup fits a 360 px screen in German, every control inside its box', async () => {
    const page = await session.context.newPage();
    await page.goto(WORK);
    await banner(page).locator('[data-category=heartbreak]').waitFor({ timeout: 15_000 });
    const popup = await openPopup(session, page);
    await popup.getByTestId('page-warnings').waitFor({ timeout: 10_000 });
    assert.equal(await popup.evaluate(() => document.documentElement.lang), 'de');
    assert.equal(await popup.getByRole('button', { name: 'Lesemodus öffnen' }).count(), 1);
    await fitsInGerman(popup);
    await screenshot(popup, 'de-phone-popup', { fullPage: true });
    await popup.close();
    await page.close();
  });

  test('the options page fits a 360 px screen in German', async () => {
    const page = await session.context.newPage();
    await page.goto(`chrome-extension://${session.extensionId}/options.html`);
    await page.getByRole('heading', { name: 'Einstellungen von Gentle Reader' }).waitFor({ timeout: 10_000 });
    await page.waitForTimeout(500); // its sections that load on their own (history, blocklists)
    await fitsInGerman(page);
    await screenshot(page, 'de-phone-options', { fullPage: true });
    await page.close();
  });
});
