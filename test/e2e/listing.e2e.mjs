// Works listings in Chromium, on the demo archive: categories folded or hidden from the popup with
// their reasons and a count, "Show" bringing works back as they were, hiding kept across pagination,
// the back button and the filter sidebar, at most 25 works restyled a frame, an author hidden from a blurb
// and removed again on the options page, and a work read (on the page, and in the reader) marked
// on the listing when the reader comes back.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { AO3_HOST, MARKED_FOR_LATER_URL } from '../demo/server.mjs';
import { historyPercent, openPopup, patchSettings, screenshot, startBrowser, tabIdOf, waitFor } from './harness.mjs';

const LISTING = `http://${AO3_HOST}/works`;
const PAGE_2 = `${LISTING}?page=2`; // the listing-only demo works (test/demo/stories.mjs LISTING_WORKS)
const STATE = 'data-gentle-reader-listing';
const blurb = (page, id) => page.locator(`li#work_${id}`);
const panel = (page, id) => blurb(page, id).locator('[data-gentle-reader=listing] .gr-blurb');

/** The page's own markup of each blurb, without our host and attribute: what "unchanged" means. */
function pageMarkup(page) {
  return page.evaluate((attr) =>
    [...document.querySelectorAll('li.work.blurb')].map((li) => {
      const copy = li.cloneNode(true);
      copy.querySelectorAll('[data-gentle-reader]').forEach((el) => el.remove());
      copy.removeAttribute(attr);
      return copy.outerHTML;
    }), STATE);
}

/** Text as a reader hears it: whitespace (flex layout's line breaks) collapsed. */
const textOf = async (locator) => (await locator.textContent()).replace(/\s+/g, ' ').trim();

async function storedListing(session) {
  return session.serviceWorker.evaluate(async () => (await chrome.storage.sync.get('settings')).settings?.listing);
}

describe('works listings in Chromium', { timeout: 180_000 }, () => {
  let session;
  before(async () => {
    session = await startBrowser();
  });
  after(async () => {
    await session?.close();
  });

  test('"hide" for self-harm and "fold" for unknown warnings, chosen in the popup: reasons, a count, and Show brings them back unchanged', async () => {
    const page = await session.context.newPage();
    await page.goto(PAGE_2);
    await panel(page, 1000010).waitFor({ timeout: 15_000 });
    const original = await pageMarkup(page);

    const popup = await openPopup(session, page);
    await popup.getByTestId('listing-settings').locator('summary').click();
    await popup.getByTestId('listing-self-harm').selectOption('hide');
    await popup.getByTestId('listing-unknown').selectOption('fold');
    await waitFor(() => storedListing(session), (l) => l?.categories?.['self-harm'] === 'hide' && l?.unknown === 'fold', { what: 'saved listing choices' });
    await screenshot(popup, 'listing-popup', { fullPage: true });
    await popup.close();

    // Self-Injury (a synonym), "self harm if you squint" (a hedge), Implied/Referenced Self-Harm: hidden.
    const count = page.locator('[data-gentle-reader=listing-count] .gr-hidden-count');
    await count.waitFor({ timeout: 10_000 });
    assert.match(await textOf(count), /^3 works hidden on this page — Show them$/);
    for (const id of [1000010, 1000011, 1000012]) {
      assert.equal(await blurb(page, id).getAttribute(STATE), 'hide', `work ${id} hidden`);
      assert.equal(await blurb(page, id).isVisible(), false, `work ${id} out of view`);
    }
    // Creator chose not to warn: folded behind its one-line reason, the site's blurb out of view.
    const folded = blurb(page, 1000013);
    // Each choice in the popup is a draw of its own: the count can come from the first one's.
    await waitFor(() => folded.getAttribute(STATE), (v) => v === 'fold', { what: 'the work without warnings folded' });
    assert.equal(await folded.locator('h4.heading').isVisible(), false, 'the folded blurb is out of view');
    assert.match(await textOf(panel(page, 1000013).locator('.gr-fold')), /^Nobody Warned Me Hidden: unknown warnings \(creator chose not to warn\) Show$/);
    assert.equal(await blurb(page, 1000014).getAttribute(STATE), null, 'a work with nothing to hide stays');
    await screenshot(page, 'listing-folded', { fullPage: true });

    await panel(page, 1000013).getByRole('button', { name: 'Show Nobody Warned Me' }).click();
    await folded.locator('h4.heading').waitFor({ state: 'visible' });
    assert.equal(await folded.getAttribute(STATE), null);
    await panel(page, 1000013).getByRole('button', { name: 'Fold again' }).waitFor();

    await count.getByRole('button', { name: 'Show them' }).click();
    await waitFor(() => blurb(page, 1000012).getAttribute(STATE), (v) => v === 'fold', { what: 'hidden works shown folded' });
    assert.match(await textOf(panel(page, 1000012).locator('.gr-fold')), /Hidden: self-harm \(mentioned\) \(author's tags\)/);
    // The count line is redrawn after the shown works' panels, a frame or two after their marks.
    await waitFor(() => textOf(count), (text) => /shown folded — Hide them again/.test(text), { what: 'the count line saying the works are shown folded' });
    for (const id of [1000010, 1000011, 1000012]) await panel(page, id).getByRole('button', { name: /^Show / }).click();
    await waitFor(() => page.locator(`li.work.blurb[${STATE}]`).count(), (n) => n === 0, { what: 'every work back in view' });
    assert.deepEqual(await pageMarkup(page), original, "the site's blurbs came back exactly as they were");
    await page.close();
  });

  test('a 200-work page: every work marked before the count shows, at most 25 a frame from the end of the list up; each panel drawn as its work comes near the view, in room kept for it', async () => {
    // Still "hide" for self-harm and "fold" for unknown warnings (first test). The page repeats the
    // ten demo works twenty times: three of each ten name self-harm.
    const page = await session.context.newPage();
    // Each task's attribute writes, as the observer hears them once the task ends, with each work's
    // place on the screen before anything was written.
    await page.addInitScript((attr) => {
      window.__marks = [];
      new MutationObserver((records) => {
        const works = records.filter((r) => r.attributeName === attr).map((r) => r.target);
        if (works.length) window.__marks.push(works.map((w) => [...w.parentElement.children].indexOf(w)));
      }).observe(document, { attributes: true, attributeFilter: [attr], subtree: true });
    }, STATE);
    await page.goto(`http://${AO3_HOST}/works/search?blurbs=200`);
    const count = page.locator('[data-gentle-reader=listing-count] .gr-hidden-count');
    await count.waitFor({ timeout: 20_000 });
    assert.match(await textOf(count), /^60 works hidden on this page/);
    const marks = await page.evaluate(() => window.__marks);
    assert.equal(marks.flat().length, await page.locator(`li.work.blurb[${STATE}]`).count(), 'every folded or hidden work marked once, before the count');
    assert.ok(marks.length >= 4 && Math.max(...marks.map((m) => m.length)) <= 25, `at most 25 works a task (${marks.map((m) => m.length)})`);
    // From the end of the list up: each batch lies above the one before, so it moves only works already marked.
    for (let i = 1; i < marks.length; i++) assert.ok(Math.max(...marks[i]) < Math.min(...marks[i - 1]), `batch ${i} is above batch ${i - 1} (${marks})`);
    const last = page.locator('li.work.blurb').nth(198); // the last "Nobody Warned Me" (unknown warnings)
    assert.equal(await last.getAttribute(STATE), 'fold', 'a work far below is folded before it is ever seen');
    const panels = () => page.locator('[data-gentle-reader=listing]').count();
    assert.ok((await panels()) < 140, 'panels far below the view are not drawn yet');

    // Each work's room was kept when it was marked: a panel drawn as the reader comes near moves nothing.
    const pageHeight = () => page.evaluate(() => document.documentElement.scrollHeight);
    const markedHeight = await pageHeight();
    // A reader reading the middle of the list: the work at the top of the view stays where it is.
    const middle = page.locator('li.work.blurb').nth(100);
    await middle.evaluate((li) => li.scrollIntoView({ block: 'start' }));
    const topOfMiddle = () => middle.evaluate((li) => li.getBoundingClientRect().top);
    const readingAt = await topOfMiddle();
    await middle.locator('[data-gentle-reader=listing] .gr-blurb').waitFor({ timeout: 10_000 });
    await page.waitForTimeout(300);
    assert.equal(await topOfMiddle(), readingAt, 'the work being read did not move while the panels around it were drawn');
    // Skimmed from the top to the end: every panel drawn, the page as tall as when the works were marked.
    await page.evaluate(() => scrollTo(0, 0));
    for (let more = true; more; ) {
      more = await page.evaluate(() => (window.scrollBy(0, innerHeight), scrollY + innerHeight < document.documentElement.scrollHeight));
      await page.waitForTimeout(60);
    }
    await waitFor(panels, (n) => n === 140, { what: 'a panel for each of the 140 works in view' });
    assert.equal(await pageHeight(), markedHeight, 'drawing the panels changed the height of the page');
    await last.scrollIntoViewIfNeeded();
    await last.locator('[data-gentle-reader=listing] .gr-fold').waitFor({ timeout: 10_000 });
    assert.match(await textOf(last.locator('[data-gentle-reader=listing] .gr-fold')), /Hidden: unknown warnings/);
    await page.close();
  });

  test('hiding survives the pagination links and the back button', async () => {
    const page = await session.context.newPage();
    await page.goto(LISTING);
    await panel(page, 1000000).waitFor({ timeout: 15_000 });
    await page.locator('ol.pagination a', { hasText: '2' }).click();
    await page.waitForURL(PAGE_2);
    await waitFor(() => blurb(page, 1000012).getAttribute(STATE), (v) => v === 'hide', { what: 'hidden on page 2' });
    await page.locator('li#work_1000014 h4 a').first().click();
    await page.waitForURL(/\/works\/1000014$/);
    await page.goBack();
    await waitFor(() => blurb(page, 1000012).getAttribute(STATE), (v) => v === 'hide', { what: 'hidden after going back' });
    assert.equal(await blurb(page, 1000012).isVisible(), false);
    await page.close();
  });

  test("hiding survives AO3's filter sidebar: Sort and Filter loads a new list, judged again", async () => {
    // Still "hide" for self-harm and "fold" for unknown warnings (first test).
    const page = await session.context.newPage();
    await page.goto(LISTING);
    await panel(page, 1000000).waitFor({ timeout: 15_000 });
    await page.locator('#work_search_query').fill('north_wind');
    await page.locator('#work_search_sort_column').selectOption('title_to_sort_on');
    await page.getByRole('button', { name: 'Sort and Filter' }).click();
    await page.waitForURL(/work_search%5Bquery%5D=north_wind/);
    assert.deepEqual(await page.locator('li.work.blurb').evaluateAll((works) => works.map((w) => w.id)), ['work_1000013', 'work_1000012'], "the filter's works, by title");
    await waitFor(() => blurb(page, 1000012).getAttribute(STATE), (v) => v === 'hide', { what: 'the self-harm work hidden on the filtered list' });
    assert.equal(await blurb(page, 1000013).getAttribute(STATE), 'fold');
    assert.match(await textOf(page.locator('[data-gentle-reader=listing-count] .gr-hidden-count')), /^1 work hidden on this page/);
    await page.close();
  });

  test('"Hide works by quiet_pen" from a blurb hides both their works; removing them on the options page brings them back', async () => {
    const page = await session.context.newPage();
    await page.goto(LISTING);
    await panel(page, 1000002).waitFor({ timeout: 15_000 });
    await panel(page, 1000002).locator('.gr-hide-toggle').click();
    await panel(page, 1000002).getByRole('button', { name: 'Hide works by quiet_pen' }).click();
    await waitFor(() => Promise.all([1000002, 1000003].map((id) => blurb(page, id).getAttribute(STATE))), (s) => s.every((v) => v === 'hide'), { what: 'both works hidden' });
    const count = page.locator('[data-gentle-reader=listing-count] .gr-hidden-count');
    assert.match(await textOf(count), /^2 works hidden on this page/);
    await count.getByRole('button', { name: 'Show them' }).click();
    assert.match(await textOf(panel(page, 1000003).locator('.gr-fold')), /an author you hide: quiet_pen/);

    const options = await session.context.newPage();
    await options.goto(`chrome-extension://${session.extensionId}/options.html`);
    const authors = options.getByTestId('blocklist-authors');
    await authors.getByText('quiet_pen', { exact: true }).waitFor();
    await screenshot(options, 'options-blocklists', { fullPage: true });
    await authors.getByRole('button', { name: 'Remove author quiet_pen' }).click();
    await waitFor(() => Promise.all([1000002, 1000003].map((id) => blurb(page, id).getAttribute(STATE))), (s) => s.every((v) => v === null), { what: 'both works back' });
    assert.equal(await page.locator('[data-gentle-reader=listing-count]').count(), 1, 'the count stays in place');
    // The count is redrawn after the works' panels, a frame or two after the works come back.
    await waitFor(() => count.count(), (n) => n === 0, { what: 'the count saying nothing when nothing is hidden' });
    await options.close();
    await page.close();
  });

  test("AO3's own Kudos, Mark for Later and Delete from History keep working on folded and hidden works, after Show", async () => {
    await patchSettings(session, { listing: { categories: { 'self-harm': 'hide' }, unknown: 'fold' } });
    const page = await session.context.newPage();
    // The demo reader's Marked for Later list: Paper Cuts (self-harm: hidden), Nobody Warned Me
    // (creator chose not to warn: folded), After Hours (nothing to hide).
    await page.goto(MARKED_FOR_LATER_URL);
    const count = page.locator('[data-gentle-reader=listing-count] .gr-hidden-count');
    await count.waitFor({ timeout: 15_000 });
    assert.match(await textOf(count), /^1 work hidden on this page — Show it$/);
    assert.equal(await blurb(page, 1000010).getAttribute(STATE), 'hide');
    assert.equal(await blurb(page, 1000013).getAttribute(STATE), 'fold');
    const remove = (id) => blurb(page, id).getByRole('button', { name: 'Delete from History' });
    const kudos = (id) => blurb(page, id).locator('dd.kudos a');
    assert.equal(await remove(1000013).isVisible(), false, 'the folded work keeps its controls out of view');

    // Folded, then shown: its kudos link leads to the work, whose Kudos button and Mark as Read work.
    await panel(page, 1000013).getByRole('button', { name: 'Show Nobody Warned Me' }).click();
    await kudos(1000013).waitFor({ state: 'visible' });
    assert.equal(await textOf(kudos(1000013)), '0');
    await kudos(1000013).click();
    await page.waitForURL(/\/works\/1000013\?view_full_work=true#kudos$/);
    await page.locator('#kudo_submit').click();
    await page.waitForURL(/\/works\/1000013$/);
    assert.equal(await textOf(page.locator('#kudos')), '1 guest has left kudos on this work!');
    await page.locator('li.mark a', { hasText: 'Mark as Read' }).click();
    await page.locator('li.mark a', { hasText: 'Mark for Later' }).waitFor();
    await page.goto(MARKED_FOR_LATER_URL);
    await count.waitFor({ timeout: 15_000 });
    assert.equal(await blurb(page, 1000013).count(), 0, 'read: off the list');
    // Marked for later again: back on the list, folded again, its kudos counted.
    await page.goto(`http://${AO3_HOST}/works/1000013`);
    await page.locator('li.mark a', { hasText: 'Mark for Later' }).click();
    await page.locator('li.mark a', { hasText: 'Mark as Read' }).waitFor();
    await page.goto(MARKED_FOR_LATER_URL);
    await waitFor(() => blurb(page, 1000013).getAttribute(STATE), (v) => v === 'fold', { what: 'the work marked again, folded again' });
    assert.equal(await textOf(kudos(1000013)), '1');

    // Hidden, then shown with "Show it" (the count) and its own Show: Delete from History works.
    await count.getByRole('button', { name: 'Show it' }).click();
    await waitFor(() => blurb(page, 1000010).getAttribute(STATE), (v) => v === 'fold', { what: 'the hidden work shown folded' });
    assert.equal(await remove(1000010).isVisible(), false);
    await panel(page, 1000010).getByRole('button', { name: 'Show Paper Cuts' }).click();
    await remove(1000010).waitFor({ state: 'visible' });
    await remove(1000010).click();
    await waitFor(() => blurb(page, 1000010).count(), (n) => n === 0, { what: 'the work deleted from the history' });
    await waitFor(() => blurb(page, 1000013).getAttribute(STATE), (v) => v === 'fold', { what: 'the new page judged again' });
    assert.equal(await count.count(), 0, 'nothing hidden on the list now');
    assert.equal(await blurb(page, 1000014).getAttribute(STATE), null);
    assert.equal(await remove(1000014).isVisible(), true);
    await page.close();
  });

  test('a work read on the page, and one read in the reader, carry their read marks on the listing', async () => {
    const page = await session.context.newPage();
    // On the page: scrolled to the end of the one-shot.
    await page.goto(`http://${AO3_HOST}/works/1000004`);
    await page.locator('[data-testid=gr-banner]').waitFor({ timeout: 15_000 });
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await waitFor(() => historyPercent(session, 'ao3:1000004'), (p) => p >= 95, { what: 'the end of the work saved in the history' });
    // In the reader: about halfway through another.
    await page.goto(`http://${AO3_HOST}/works/1000000`);
    await page.locator('[data-testid=gr-banner]').waitFor({ timeout: 15_000 });
    const tabId = await tabIdOf(session, page);
    await session.serviceWorker.evaluate((id) => chrome.tabs.sendMessage(id, { type: 'open-reader' }), tabId);
    const dialog = page.locator('[data-testid=rd-dialog]');
    await dialog.waitFor({ timeout: 10_000 });
    const middle = await dialog.locator('[data-index]').count().then((n) => Math.floor(n / 2));
    await dialog.locator(`[data-index="${middle}"]`).evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await page.waitForTimeout(500);
    await page.keyboard.press('Escape'); // closing saves the position
    await dialog.waitFor({ state: 'detached' });

    await page.goto(LISTING);
    await panel(page, 1000004).locator('[data-read]').waitFor({ timeout: 15_000 });
    assert.equal(await panel(page, 1000004).locator('[data-read]').innerText(), 'Finished');
    const mark = await panel(page, 1000000).locator('[data-read]').innerText();
    assert.match(mark, /^Read · (4[0-9]|5[0-9]|6[0-9])%$/, `the reader's place shows: ${mark}`);
    assert.equal(await panel(page, 1000001).locator('[data-read]').count(), 0, 'an unread work has no mark');
    await screenshot(page, 'listing-read-marks');

    const options = await session.context.newPage();
    await options.goto(`chrome-extension://${session.extensionId}/options.html`);
    const history = options.getByTestId('history');
    await history.locator('[data-work="ao3:1000004"]').waitFor();
    await history.getByRole('searchbox').fill('worst');
    await waitFor(() => history.locator('li[data-work]').count(), (n) => n === 1, { what: 'search narrows the history' });
    await history.getByRole('button', { name: 'Forget this work: The Worst Thing' }).click();
    await waitFor(() => panel(page, 1000000).locator('[data-read]').count(), (n) => n === 0, { what: 'the forgotten work loses its mark' });
    assert.equal(await panel(page, 1000004).locator('[data-read]').count(), 1, 'the other keeps it');
    await options.close();
    await page.close();
  });
});
