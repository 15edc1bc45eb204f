// FanFiction.net story lists in Chromium, on the demo archive's pages written by us in the markup
// public userscripts document (test/fixtures/sites/ffn-category.html, ffn-author.html): the note
// that the site has no warnings, chips from the summaries, a story folded with its reason, one
// hidden with a count, Show bringing them back as they were, an author hidden from a story's own
// menu, a story read before judged by what its text held and marked as read; and on a phone
// (390 px, touch): it all fits, with finger-sized controls. The same on the mobile site's own list
// (m.fanfiction.net, test/fixtures/sites/ffn-mobile-category.html), and a FictionPress category.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { FFN_HOST, FFN_MOBILE_HOST, FICTIONPRESS_HOST } from '../demo/server.mjs';
import { historyPercent, openPopup, patchSettings, screenshot, startBrowser, waitFor } from './harness.mjs';
import { PHONE, sideways, smallTargets } from './touch-checks.mjs';

const CATEGORY = `http://${FFN_HOST}/tv/Glee/`;
const AUTHOR = `http://${FFN_HOST}/u/1000/demo_writer`;
const MOBILE_CATEGORY = `http://${FFN_MOBILE_HOST}/tv/Glee/`;
const FICTIONPRESS_CATEGORY = `http://${FICTIONPRESS_HOST}/fiction/Romance/`;
const STATE = 'data-gentle-reader-listing';
const OURS = '[data-gentle-reader=listing], [data-gentle-reader=listing-count]';
const NOTE = 'FanFiction.net has no content warnings: each story here is judged from its summary, and from its text if you opened it before.';
const story = (page, id) => page.locator(`div.z-list:has(> a.stitle[href^="/s/${id}/"]), div.bs:has(> a[href^="/s/${id}/"])`);
const panel = (page, id) => story(page, id).locator('[data-gentle-reader=listing] .gr-blurb');
const count = (page) => page.locator('[data-gentle-reader=listing-count] .gr-hidden-count');
const note = (page) => page.locator('[data-gentle-reader=listing-count] .gr-listing-note');
const textOf = async (locator) => (await locator.textContent()).replace(/\s+/g, ' ').trim();

/** The page's own markup of each story, without our host and attribute: what "unchanged" means. */
const pageMarkup = (page) =>
  page.evaluate((attr) =>
    [...document.querySelectorAll('div.z-list, div.bs')].map((el) => {
      const copy = el.cloneNode(true);
      copy.querySelectorAll('[data-gentle-reader]').forEach((ours) => ours.remove());
      copy.removeAttribute(attr);
      return copy.outerHTML;
    }), STATE);

/** Each loose text of a story (text no element holds, which no selector can hide) with the size of its box. */
const looseTextBoxes = (story) =>
  story.evaluate((el) =>
    [...el.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE && n.textContent.trim()).map((n) => {
      const range = document.createRange();
      range.selectNodeContents(n);
      const box = range.getBoundingClientRect();
      return `${n.textContent.trim()} ${Math.round(box.width)}x${Math.round(box.height)}`;
    }));

/**
 * Self-harm hidden (Glass Houses, counted above the list) and suicide folded (Stay, with its
 * reason); gives back Stay's story.
 */
async function expectHiddenAndFolded(page) {
  assert.match(await textOf(count(page)), /^1 work hidden on this page — Show it$/);
  assert.equal(await story(page, 9000002).getAttribute(STATE), 'hide');
  assert.equal(await story(page, 9000002).isVisible(), false, 'the self-harm story is out of view');
  const stay = story(page, 9000004);
  // Each choice in the popup is a draw of its own: the count can come from the first one's.
  await waitFor(() => stay.getAttribute(STATE), (v) => v === 'fold', { what: 'the suicide story folded' });
  assert.match(await textOf(panel(page, 9000004).locator('.gr-fold')), /^Stay Hidden: suicide( \(mentioned\))? \(summary\) Show$/);
  return stay;
}

describe('FanFiction.net story lists in Chromium', { timeout: 240_000 }, () => {
  let session;
  before(async () => {
    session = await startBrowser();
  });
  after(async () => {
    await session?.close();
  });

  test('the note says the site has no warnings; chips come from the summaries; "unknown warnings" folds nothing here', async () => {
    const page = await session.context.newPage();
    await page.goto(CATEGORY);
    await panel(page, 9000002).locator('.gr-chip').first().waitFor({ timeout: 15_000 });
    assert.equal(await textOf(note(page)), NOTE);
    assert.match(await textOf(panel(page, 9000002).locator('.gr-chips')), /Self-harm/);
    assert.match(await textOf(panel(page, 9000004).locator('.gr-chips')), /Suicide/);
    assert.equal(await count(page).count(), 0, 'nothing hidden yet');
    assert.equal(await page.locator(`div.z-list[${STATE}]`).count(), 0, 'chips leave every story in view');
    await page.close();
  });

  test('"hide" self-harm, "fold" suicide and unknown warnings, chosen in the popup: reasons, a count, and Show brings them back unchanged', async () => {
    const page = await session.context.newPage();
    await page.goto(CATEGORY);
    await panel(page, 9000002).waitFor({ timeout: 15_000 });
    const original = await pageMarkup(page);

    const popup = await openPopup(session, page);
    await popup.getByText('5 stories listed: this site has no content warnings, so each is judged from its summary.').waitFor();
    await popup.getByTestId('listing-settings').locator('summary').click();
    await popup.getByTestId('listing-self-harm').selectOption('hide');
    await popup.getByTestId('listing-suicide').selectOption('fold');
    await popup.getByTestId('listing-unknown').selectOption('fold');
    await popup.close();

    await count(page).waitFor({ timeout: 10_000 });
    const stay = await expectHiddenAndFolded(page);
    assert.equal(await stay.locator('a.stitle').isVisible(), false, "the site's story is out of view");
    // FFN's " by " is loose text between the links, which no selector hides: it takes no room.
    assert.deepEqual(await looseTextBoxes(stay), ['by 0x0'], 'the loose " by " of the folded story takes no room');
    // No warnings on FanFiction.net: a story with no genre and no character is not "unknown warnings".
    assert.equal(await story(page, 9000005).getAttribute(STATE), null, 'Snow Day stays in view');
    await screenshot(page, 'ffn-listing-folded', { fullPage: true });

    await panel(page, 9000004).getByRole('button', { name: 'Show Stay' }).click();
    await stay.locator('a.stitle').waitFor({ state: 'visible' });
    await count(page).getByRole('button', { name: 'Show it' }).click();
    await waitFor(() => story(page, 9000002).getAttribute(STATE), (v) => v === 'fold', { what: 'the hidden story shown folded' });
    assert.match(await textOf(panel(page, 9000002).locator('.gr-fold')), /^Glass Houses Hidden: self-harm( \(mentioned\))? \(summary\) Show$/);
    await panel(page, 9000002).getByRole('button', { name: 'Show Glass Houses' }).click();
    await waitFor(() => page.locator(`div.z-list[${STATE}]`).count(), (n) => n === 0, { what: 'every story back in view' });
    assert.deepEqual(await pageMarkup(page), original, "the site's stories came back exactly as they were");
    await page.close();
  });

  test('"Hide works by north_wind" from the story\'s own menu hides it, with the author as the reason', async () => {
    const page = await session.context.newPage();
    await page.goto(CATEGORY);
    await panel(page, 9000003).waitFor({ timeout: 15_000 });
    await panel(page, 9000003).locator('.gr-hide-toggle').click();
    await panel(page, 9000003).getByRole('button', { name: 'Hide works by north_wind' }).click();
    await waitFor(() => story(page, 9000003).getAttribute(STATE), (v) => v === 'hide', { what: 'the story hidden' });
    await waitFor(() => textOf(count(page)), (text) => /^2 works hidden on this page/.test(text), { what: 'the count of 2' });
    await count(page).getByRole('button', { name: 'Show them' }).click();
    await waitFor(() => story(page, 9000003).getAttribute(STATE), (v) => v === 'fold', { what: 'shown folded' });
    assert.match(await textOf(panel(page, 9000003).locator('.gr-fold')), /Hidden: an author you hide: north_wind/);
    const lists = await session.serviceWorker.evaluate(async () => (await chrome.storage.sync.get(null)));
    assert.ok(JSON.stringify(lists).includes('north_wind'), 'the author is in the stored blocklist');
    await page.close();
  });

  test('a story read before: judged by what its text held then, and marked as read, on the category (desktop and mobile) and the author\'s page', async () => {
    const page = await session.context.newPage();
    await page.goto(`http://${FFN_HOST}/s/9000001/2/Broken-Strings`);
    await page.locator('[data-testid=gr-banner]').waitFor({ timeout: 15_000 });
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await waitFor(() => historyPercent(session, 'ffnet:9000001'), (p) => p >= 95, { what: 'the end of chapter 2 saved in the history' });
    await patchSettings(session, { listing: { categories: { infidelity: 'fold', 'self-harm': 'hide' }, unknown: 'fold', personal: {} } });

    // The same story on the mobile site's list: one history for both sites.
    for (const url of [CATEGORY, MOBILE_CATEGORY, AUTHOR]) {
      await page.goto(url);
      const read = panel(page, 9000001).locator('[data-read]');
      await read.waitFor({ timeout: 15_000 });
      assert.equal(await read.innerText(), 'Finished', `${url}: read to the end of the last chapter`);
      assert.equal(await story(page, 9000001).getAttribute(STATE), 'fold', `${url}: folded`);
      assert.match(await textOf(panel(page, 9000001).locator('.gr-fold')), /Hidden: infidelity \(in its text when you read it\)/);
      assert.equal(await textOf(note(page)), NOTE);
    }
    // The author's page: their own stories and their favourites, the self-harm favourite hidden.
    assert.equal(await story(page, 9000002).getAttribute(STATE), 'hide');
    assert.equal(await story(page, 9000007).getAttribute(STATE), null);
    assert.match(await textOf(count(page)), /^1 work hidden on this page/);
    await screenshot(page, 'ffn-author-page', { fullPage: true });
    await page.close();
  });

  test('a FictionPress category: its own note, a chip from a summary, and "fold" for it folds the story with its reason', async () => {
    const page = await session.context.newPage();
    await page.goto(FICTIONPRESS_CATEGORY);
    await panel(page, 3456790).locator('.gr-chip').first().waitFor({ timeout: 15_000 });
    assert.equal(await textOf(note(page)), NOTE.replace('FanFiction.net', 'FictionPress'));
    assert.match(await textOf(panel(page, 3456790).locator('.gr-chips')), /Eating disorder/);
    await patchSettings(session, { listing: { categories: { 'eating-disorder': 'fold' }, unknown: 'fold', personal: {} } });
    await waitFor(() => story(page, 3456790).getAttribute(STATE), (v) => v === 'fold', { what: 'the eating-disorder story folded' });
    assert.match(await textOf(panel(page, 3456790).locator('.gr-fold')), /^After the Rain Hidden: eating disorder( \(mentioned\))? \(summary\) Show$/);
    assert.equal(await page.locator(`div.z-list[${STATE}]`).count(), 1, 'the other stories stay in view');
    await page.close();
  });
});

/** A list page on the phone, once its count and the folded "Stay" are drawn, its note checked. */
async function openPhoneList(session, url) {
  const page = await session.context.newPage();
  await page.goto(url);
  await count(page).waitFor({ timeout: 20_000 });
  await panel(page, 9000004).locator('.gr-fold').waitFor();
  assert.equal(await textOf(note(page)), NOTE);
  return page;
}

describe('FanFiction.net story lists on a phone (390 px, touch)', { timeout: 180_000 }, () => {
  let session;
  before(async () => {
    session = await startBrowser(PHONE);
    await patchSettings(session, { listing: { categories: { 'self-harm': 'hide', suicide: 'fold' }, unknown: 'fold', personal: {} } });
  });
  after(async () => {
    await session?.close();
  });

  test("m.fanfiction.net's own list: the note, a story hidden with a count, one folded with its reason in no more room than its note, all on the screen; Show brings them back as they were", async () => {
    const page = await openPhoneList(session, MOBILE_CATEGORY);
    const stay = await expectHiddenAndFolded(page);
    // The mobile site's summary and " by " are loose text in the story's box: folded, they take no room.
    assert.deepEqual(await looseTextBoxes(stay), ['by 0x0', 'TW: suicide attempt. Blaine, a year later, learning to stay. 0x0']);
    assert.equal(await story(page, 9000001).getAttribute(STATE), null, 'Broken Strings stays in view');
    await panel(page, 9000001).waitFor(); // its panel drawn, the story left as the site shows it
    assert.ok((await sideways(page)) <= 0, 'no sideways scrolling');
    assert.deepEqual(await smallTargets(page, OURS), [], 'every control of ours is at least 44x44 px');
    await screenshot(page, 'ffn-mobile-listing-phone', { fullPage: true });

    await panel(page, 9000004).getByRole('button', { name: 'Show Stay' }).tap();
    await stay.locator('a[href^="/s/9000004/"]').waitFor({ state: 'visible' });
    await count(page).getByRole('button', { name: 'Show it' }).tap();
    await waitFor(() => story(page, 9000002).getAttribute(STATE), (v) => v === 'fold', { what: 'the hidden story shown folded' });
    await panel(page, 9000002).getByRole('button', { name: 'Show Glass Houses' }).tap();
    await waitFor(() => page.locator(`div.bs[${STATE}]`).count(), (n) => n === 0, { what: 'every story back in view' });
    // The page as the site sent it, parsed afresh: each story's markup, ours left out, is the same.
    const sent = await page.evaluate(async () =>
      [...new DOMParser().parseFromString(await (await fetch(location.href)).text(), 'text/html').querySelectorAll('div.bs')].map((el) => el.outerHTML));
    assert.equal(sent.length, 5);
    assert.deepEqual(await pageMarkup(page), sent, "the site's stories came back exactly as they were");
    await page.close();
  });

  test('the note, the count, a folded story and the hide menu fit the screen with finger-sized controls; tapping "Hide works by quiet_pen" hides both their stories', async () => {
    const page = await openPhoneList(session, CATEGORY);
    await panel(page, 9000005).locator('.gr-hide-toggle').tap();
    const hideAuthor = panel(page, 9000005).getByRole('button', { name: 'Hide works by quiet_pen' });
    await hideAuthor.waitFor();
    assert.ok((await sideways(page)) <= 0, 'no sideways scrolling');
    assert.deepEqual(await smallTargets(page, OURS), [], 'every control of ours is at least 44x44 px');
    await screenshot(page, 'ffn-listing-phone', { fullPage: true });

    await hideAuthor.tap();
    await waitFor(() => Promise.all([9000004, 9000005].map((id) => story(page, id).getAttribute(STATE))), (s) => s.every((v) => v === 'hide'), { what: "quiet_pen's stories hidden" });
    // The count is drawn after the works' panels.
    await waitFor(() => textOf(count(page)), (text) => /^3 works hidden on this page — Show them$/.test(text), { what: 'the count of 3' });
    const button = await count(page).getByRole('button', { name: 'Show them' }).boundingBox();
    assert.ok(button.x >= 0 && button.x + button.width <= 390, 'the count\'s button is on the screen');
    await page.close();
  });
});
