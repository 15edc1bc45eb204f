// What we draw on an archive's page, on a phone (Chromium's mobile emulation: 390x844, touch,
// device scale 3, and 360 and 414 px): the summary, the banner with its passages unfolded, the
// blurred passages' labels, a works listing's chips, folds and count, and the reader with its
// settings as a bottom sheet. No sideways scrolling, every control a finger aims at at least 44x44
// CSS px, axe-core clean; each reached by tapping (a 2,000,000-word work's banner too, Hide and
// Undo tapped while it still says the text is being read: still-reading.mjs), never by a shortcut
// or a context menu (Firefox for Android has neither). Then the same at a desktop's 1280x800 with a
// mouse, where axe-core must find nothing either. Screenshots go to test-output/screenshots/touch-page-*.png and desktop-page-*.png.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { AO3_HOST } from '../demo/server.mjs';
import { banner, patchSettings, screenshot, startBrowser, waitFor } from './harness.mjs';
import { dialog, topParagraph, whenBuilt } from './reader-helpers.mjs';
import { axeViolations, fitsEveryWidth, PHONE, sideways, smallTargets } from './touch-checks.mjs';
import { chromiumHideAndUndo, WORK_2M } from './still-reading.mjs';

const WORK = `http://${AO3_HOST}/works/1000003`;
const LISTING = `http://${AO3_HOST}/works?page=2`; // the listing-only demo works (test/demo/stories.mjs LISTING_WORKS)
/** Our own shadow hosts on the page: the summary, the banner, listing panels and count, passage labels. */
const OURS = '[data-gentle-reader=summary], [data-gentle-reader=banner], [data-gentle-reader=listing], [data-gentle-reader=listing-count], gentle-reader-label';
const READER = '[data-gentle-reader=reader]';

/** At 360, 414 and 390 px: nothing of ours past the edge, no sideways scrolling, 44 px targets. */
const fitsEveryPhone = (page, within) => fitsEveryWidth(page, within, (width) => page.setViewportSize({ width, height: 844 }));

/** A listing that folds and hides, so its notes and count are drawn too. */
const FOLDING_LISTING = { listing: { categories: { 'self-harm': 'hide' }, unknown: 'fold', personal: {} } };

/** The demo work with its summary, banner and first blurred passage's label drawn. */
async function openShieldedWork(page) {
  await page.goto(WORK);
  await banner(page).locator('h2').waitFor({ timeout: 20_000 });
  await page.locator('[data-gentle-reader=summary]').waitFor();
  await page.locator('gentle-reader-label').first().waitFor();
}

describe('the page on a phone: summary, banner, labels, listings and the reader', { timeout: 300_000 }, () => {
  let session;
  before(async () => {
    session = await startBrowser(PHONE);
    await patchSettings(session, FOLDING_LISTING);
  }, { timeout: 60_000 });
  after(async () => {
    await session?.close();
  });

  test('a work: the summary, the banner with its passages open, and the blurred passages fit, with finger-sized controls, and axe is clean', async () => {
    const page = await session.context.newPage();
    await openShieldedWork(page);
    await fitsEveryPhone(page, OURS);
    await screenshot(page, 'touch-page-work');
    // Everything the banner folds, unfolded by tapping: the passages of each warning, the mentions.
    for (const fold of await banner(page).locator('details > summary').all()) await fold.tap();
    assert.ok((await banner(page).locator('details[open]').count()) > 0, 'the banner had folds to open');
    await fitsEveryPhone(page, OURS);
    await banner(page).scrollIntoViewIfNeeded();
    await screenshot(page, 'touch-page-banner-open');
    assert.deepEqual(await axeViolations(page, OURS.split(', ')), [], 'axe on our summary, banner and labels');
    await page.close();
  });

  test('a 2,000,000-word work: Hide and Undo tapped while the banner still says "still reading"; hidden stays hidden when the findings come, Undo brings the full banner back, the story shielded, every control finger-sized, nothing thrown', async (t) => {
    await chromiumHideAndUndo(session.context, { touch: OURS, url: WORK_2M, timeout: 120_000, diagnostic: (line) => t.diagnostic(line) });
  });

  test('a listing: the chips, the folded work, the count of hidden works and the hide menu fit, with finger-sized controls, and axe is clean', async () => {
    const page = await session.context.newPage();
    await page.goto(LISTING);
    const count = page.locator('[data-gentle-reader=listing-count] .gr-hidden-count');
    await count.waitFor({ timeout: 20_000 });
    await page.locator('[data-gentle-reader=listing] .gr-fold').filter({ visible: true }).first().waitFor();
    await page.locator('[data-gentle-reader=listing] .gr-hide-menu > .gr-hide-toggle').filter({ visible: true }).first().tap();
    await fitsEveryPhone(page, OURS);
    await screenshot(page, 'touch-page-listing', { fullPage: true });
    assert.deepEqual(await axeViolations(page, OURS.split(', ')), [], 'axe on the listing panels and count');
    await page.close();
  });

  test('the reader, opened by tapping the banner: it fits, its controls and its settings sheet are finger-sized, the line read stays above the sheet, and axe is clean', async () => {
    const page = await session.context.newPage();
    await page.goto(WORK);
    await banner(page).getByRole('button', { name: 'Open reader' }).tap();
    await dialog(page).waitFor({ timeout: 15_000 });
    await whenBuilt(page);
    await fitsEveryPhone(page, READER);
    await screenshot(page, 'touch-page-reader');
    assert.deepEqual(await axeViolations(page, [READER]), [], 'axe on the reader');

    // Reading a little way in: the paragraph at the top of the view is the line being read.
    await dialog(page).locator('[data-index="4"]').evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await page.waitForTimeout(300);
    const reading = await topParagraph(page);
    assert.ok(reading >= 0, 'a paragraph is at the top of the view');
    await dialog(page).getByTestId('rd-settings-toggle').tap();
    const sheet = dialog(page).getByTestId('rd-settings');
    await sheet.waitFor();
    await fitsEveryPhone(page, READER);
    const box = await sheet.boundingBox();
    assert.ok(box.width >= 389 && Math.abs(box.y + box.height - 844) <= 1, `a bottom sheet across the screen (${Math.round(box.width)} wide, bottom ${Math.round(box.y + box.height)})`);
    assert.equal(await topParagraph(page), reading, 'the line being read did not move');
    const line = await dialog(page).locator(`[data-index="${reading}"]`).boundingBox();
    assert.ok(line.y + 20 < box.y, 'the line being read stays above the sheet');
    // Every control of the sheet a finger can reach by scrolling the sheet itself.
    const scrolls = await sheet.evaluate((el) => el.scrollHeight > el.clientHeight && getComputedStyle(el).overflowY !== 'visible' && getComputedStyle(el).overflowY !== 'hidden');
    assert.ok(scrolls || (await sheet.evaluate((el) => el.scrollHeight <= el.clientHeight)), 'the sheet scrolls when its controls do not fit');
    await screenshot(page, 'touch-page-reader-settings');
    assert.deepEqual(await axeViolations(page, [READER]), [], 'axe on the reader with its settings open');
    await dialog(page).getByTestId('rd-close').tap();
    await waitFor(() => dialog(page).count(), (n) => n === 0, { what: 'the reader closed by a tap' });
    await page.close();
  });
});

describe('the same on a desktop (1280x800, a mouse): axe finds nothing', { timeout: 300_000 }, () => {
  const DESKTOP = { viewport: { width: 1280, height: 800 } };
  let session;
  before(async () => {
    session = await startBrowser(DESKTOP);
    await patchSettings(session, FOLDING_LISTING);
  }, { timeout: 60_000 });
  after(async () => {
    await session?.close();
  });

  test('a work: the summary, the banner with every fold open, and the blurred passages\' labels', async () => {
    const page = await session.context.newPage();
    await openShieldedWork(page);
    for (const fold of await banner(page).locator('details > summary').all()) await fold.click();
    assert.ok((await banner(page).locator('details[open]').count()) > 0, 'the banner had folds to open');
    assert.ok((await sideways(page)) <= 0, 'no sideways scrolling');
    await screenshot(page, 'desktop-page-work', { fullPage: true });
    assert.deepEqual(await axeViolations(page, OURS.split(', ')), [], 'axe on our summary, banner and labels');
    await page.close();
  });

  test('a listing: the chips, the folded work, the count of hidden works and the hide menu', async () => {
    const page = await session.context.newPage();
    await page.goto(LISTING);
    await page.locator('[data-gentle-reader=listing-count] .gr-hidden-count').waitFor({ timeout: 20_000 });
    await page.locator('[data-gentle-reader=listing] .gr-fold').filter({ visible: true }).first().waitFor();
    await page.locator('[data-gentle-reader=listing] .gr-hide-menu > .gr-hide-toggle').filter({ visible: true }).first().click();
    await screenshot(page, 'desktop-page-listing', { fullPage: true });
    assert.deepEqual(await axeViolations(page, OURS.split(', ')), [], 'axe on the listing panels and count');
    await page.close();
  });

  test('the reader, opened from the banner, and its settings', async () => {
    const page = await session.context.newPage();
    await page.goto(WORK);
    await banner(page).getByRole('button', { name: 'Open reader' }).click();
    await dialog(page).waitFor({ timeout: 15_000 });
    await whenBuilt(page);
    assert.deepEqual(await axeViolations(page, [READER]), [], 'axe on the reader');
    await dialog(page).getByTestId('rd-settings-toggle').click();
    await dialog(page).getByTestId('rd-settings').waitFor();
    await screenshot(page, 'desktop-page-reader-settings');
    assert.deepEqual(await axeViolations(page, [READER]), [], 'axe on the reader with its settings open');
    await page.close();
  });
});
