// Where in the work: the banner's chapters on an Entire Work and on a chapter page, "Go there", and
// the reader's "Skip to after this scene" and keys between flagged passages, in Chromium.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { AO3_HOST } from '../demo/server.mjs';
import { banner, screenshot, startBrowser, waitFor } from './harness.mjs';

const WHOLE_WORK = `http://${AO3_HOST}/works/2000000?view_full_work=true`;
const CHAPTER = (n) => `http://${AO3_HOST}/works/2000000/chapters/${2000000 + n}`;

/** What has the keyboard focus on the page, through our shadow roots: the element's tag and text. */
const focusedOnPage = (page) =>
  page.evaluate(() => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    const host = active?.getRootNode()?.host;
    return { tag: active?.tagName ?? '', text: active?.textContent?.trim().slice(0, 400) ?? '', inLabel: host?.tagName === 'GENTLE-READER-LABEL' };
  });

describe('where in the work, in Chromium', { timeout: 300_000 }, () => {
  let session;
  before(async () => {
    session = await startBrowser();
  });
  after(async () => {
    await session?.close();
  });

  test('an Entire Work: each warning says which chapters hold it, once "Which chapters?" is opened', async () => {
    const page = await session.context.newPage();
    await page.goto(WHOLE_WORK);
    const infidelity = banner(page).locator('[data-category=infidelity]');
    await infidelity.waitFor({ state: 'attached', timeout: 20_000 });
    // Spoiler-graded: the category first; the chapters only once asked, and the passages apart.
    const chapters = infidelity.getByTestId('gr-chapters');
    assert.equal(await chapters.locator('p').isVisible(), false, 'the chapters are folded at first');
    await banner(page).getByTestId('gr-mentions').locator('summary').first().click();
    await chapters.locator('summary').click();
    assert.equal(await chapters.locator('p').innerText(), 'Infidelity: chapters 2, 3');
    assert.equal(await infidelity.locator('.gr-evidence q').first().isVisible(), false, 'the passages stay folded');
    const heartbreak = banner(page).locator('[data-category=heartbreak]');
    await heartbreak.getByTestId('gr-chapters').locator('summary').click();
    assert.match(await heartbreak.getByTestId('gr-chapters').innerText(), /^Which chapters\?\s+Heartbreak: chapters? \d/);
    await screenshot(page, 'banner-which-chapters');
    await page.close();
  });

  test('"Go there" is offered once the passages are unfolded; it brings the passage into view and focuses it', async () => {
    const page = await session.context.newPage();
    await page.goto(WHOLE_WORK);
    const infidelity = banner(page).locator('[data-category=infidelity]');
    await infidelity.waitFor({ state: 'attached', timeout: 20_000 });
    await banner(page).getByTestId('gr-mentions').locator('summary').first().click();
    const goThere = infidelity.locator('li', { hasText: 'Chapter 3, paragraph 12' }).getByTestId('gr-go-there');
    assert.equal(await goThere.isVisible(), false, 'no "Go there" before the passages are unfolded');
    await infidelity.locator('.gr-evidence summary').click();
    await goThere.click();
    // Blurred by default: focus lands on the passage's own label, and it stays blurred until asked.
    const focused = await waitFor(() => focusedOnPage(page), (f) => f.inLabel, { what: 'focus on the passage label' });
    assert.match(focused.text, /^Blurred: infidelity/);
    const passage = page.locator('#chapters .userstuff p', { hasText: "You had sex with someone who wasn't me" });
    assert.equal(await passage.getAttribute('data-gentle-reader-shield'), 'blur');
    await waitFor(() => passage.evaluate((el) => { const r = el.getBoundingClientRect(); return r.top >= 0 && r.bottom <= innerHeight; }), Boolean, { what: 'the passage in view' });
    // Shown, the passage itself takes the focus (and our tabindex goes when it loses it).
    await banner(page).getByTestId('gr-show-all').click();
    await page.evaluate(() => scrollTo(0, 0));
    await goThere.click();
    const onPassage = await waitFor(() => focusedOnPage(page), (f) => f.tag === 'P', { what: 'focus on the paragraph' });
    assert.match(onPassage.text, /You had sex with someone who wasn't me/);
    await waitFor(() => passage.evaluate((el) => { const r = el.getBoundingClientRect(); return r.top >= 0 && r.bottom <= innerHeight; }), Boolean, { what: 'the passage in view again' });
    await page.keyboard.press('Tab');
    assert.equal(await passage.getAttribute('tabindex'), null, 'the page is left as it was');
    await page.close();
  });

  test('a chapter page: what its text holds is "this chapter", and the chapters read before are named', async () => {
    const page = await session.context.newPage();
    await page.goto(CHAPTER(2));
    await banner(page).locator('[data-category=infidelity]').waitFor({ state: 'attached', timeout: 20_000 });
    await page.goto(CHAPTER(3));
    const infidelity = banner(page).locator('[data-category=infidelity]');
    await infidelity.waitFor({ state: 'attached', timeout: 20_000 });
    await banner(page).getByTestId('gr-mentions').locator('summary').first().click();
    assert.equal(await infidelity.locator('.gr-warning-level').innerText(), "in this chapter's text");
    await infidelity.getByTestId('gr-chapters').locator('summary').click();
    assert.equal(await infidelity.getByTestId('gr-chapters').locator('p').innerText(), 'Infidelity: this chapter; chapter 2 when you read them');
    await page.close();
  });
});
