// Never a false all-clear: a work in a language the engine does not read says so, in the banner,
// the one-line summary by AO3's warnings and the popup, instead of "No content warnings found".
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { AO3_HOST } from '../demo/server.mjs';
import { DEMO_SPANISH_WORK } from '../demo/stories.mjs';
import { banner, openPopup, screenshot, startBrowser } from './harness.mjs';

const SPANISH_WORK = `http://${AO3_HOST}/works/${DEMO_SPANISH_WORK.id}`;
const ENGLISH_WORK = `http://${AO3_HOST}/works/1000003`; // reference-texts/003_02859091e71606cc.txt
const NOT_READ = /This story is in Spanish\. Gentle Reader reads English story text; the warnings here come from the author's tags and notes only\./;

describe('a story the engine cannot read', { timeout: 90_000 }, () => {
  let session;
  before(async () => {
    session = await startBrowser();
  });
  after(async () => {
    await session?.close();
  });

  test('a Spanish work about cutting is not called clear: the banner says the text was not read', async () => {
    const page = await session.context.newPage();
    await page.goto(SPANISH_WORK);
    await banner(page).locator('[data-testid=gr-not-read]').waitFor({ timeout: 15_000 });
    assert.match(await banner(page).locator('[data-testid=gr-not-read]').innerText(), NOT_READ);
    assert.equal(await banner(page).locator('h2').innerText(), "No warnings in the author's tags or notes");
    assert.doesNotMatch(await banner(page).innerText(), /No content warnings found|Nothing in the categories you follow/);
    // The summary beside AO3's own warnings row, where readers look first, says it too.
    const summary = page.getByTestId('gr-summary');
    assert.equal(await summary.locator('.gr-summary-line').innerText(), "Gentle Reader: no warnings in the author's tags or notes. · Details");
    assert.match(await summary.getByTestId('gr-summary-not-read').innerText(), NOT_READ);
    await banner(page).scrollIntoViewIfNeeded();
    await screenshot(page, 'banner-not-read');

    const popup = await openPopup(session, page);
    await popup.getByTestId('not-read').waitFor({ timeout: 10_000 });
    assert.match(await popup.getByTestId('not-read').innerText(), NOT_READ);
    assert.equal(await popup.getByTestId('page-warnings').innerText(), "No warnings in the author's tags or notes.");
    await screenshot(popup, 'popup-not-read', { fullPage: true });
    await popup.close();
    await page.close();
  });

  test('an English work says nothing of the kind', async () => {
    const page = await session.context.newPage();
    await page.goto(ENGLISH_WORK);
    await banner(page).locator('[data-category=heartbreak]').waitFor({ timeout: 15_000 });
    assert.equal(await banner(page).locator('[data-testid=gr-not-read]').count(), 0);
    await page.close();
  });
});
