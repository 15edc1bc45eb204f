// Where in the work: the banner's chapters on an Entire Work and on a chapter page, "Go there", and
// the reader's "Skip to after this scene" and keys between flagged passages, in Chromium.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { AO3_HOST } from '../demo/server.mjs';
import { banner, screenshot, startBrowser, waitFor } from './harness.mjs';
import { dialog, pressShortcut, whenBuilt } from './reader-helpers.mjs';

const WHOLE_WORK = `http://${AO3_HOST}/works/2000000?view_full_work=true`;
// reference-texts/002: scenes parted by rows of asterisks, with passages the engine shields.
const SCENES_WORK = `http://${AO3_HOST}/works/1000002`;
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

  test('in the reader, its banner says which chapters hold a warning, and "Go there" brings the passage into view and focus', async () => {
    const page = await session.context.newPage();
    await page.goto(WHOLE_WORK);
    await banner(page).locator('[data-category=infidelity]').waitFor({ state: 'attached', timeout: 20_000 });
    await banner(page).getByRole('button', { name: 'Open reader' }).click();
    await whenBuilt(page);
    const inReader = dialog(page).locator('[data-testid=gr-banner]');
    const infidelity = inReader.locator('[data-category=infidelity]');
    await inReader.getByTestId('gr-mentions').locator('summary').first().click();
    const chapters = infidelity.getByTestId('gr-chapters');
    await chapters.locator('summary').click();
    assert.equal(await chapters.locator('p').innerText(), 'Infidelity: chapters 2, 3');
    const goThere = infidelity.locator('li', { hasText: 'Chapter 3, paragraph 12' }).getByTestId('gr-go-there');
    assert.equal(await goThere.isVisible(), false, 'no "Go there" before the passages are unfolded');
    await infidelity.locator('.gr-evidence summary').click();
    await goThere.click();
    // Focus on the passage's shield (a labelled group), the passage at the top of the reader's view.
    const focused = () => dialog(page).evaluate((el) => { const a = el.getRootNode().activeElement; return { shield: !!a?.matches('.rd-shield'), text: a?.textContent ?? '' }; });
    const onPassage = await waitFor(focused, (f) => f.shield, { what: 'focus on the passage in the reader' });
    assert.match(onPassage.text, /You had sex with someone who wasn't me/);
    const top = await dialog(page).locator('.rd-shield', { hasText: "You had sex with someone who wasn't me" }).evaluate((el) => el.getBoundingClientRect().top - el.closest('[data-rd-scroll]').getBoundingClientRect().top);
    assert.ok(top >= -4 && top < 200, `the passage is at the top of the view (${top})`);
    await screenshot(page, 'reader-go-there');
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

  test('in the reader, "Skip to after this scene" moves the view and the focus past the passage, and says so', async () => {
    const page = await session.context.newPage();
    await page.goto(SCENES_WORK);
    await banner(page).waitFor({ timeout: 20_000 });
    await pressShortcut(session, page);
    await whenBuilt(page);
    const skip = dialog(page).locator('[data-testid=rd-skip][data-rd-skip-past=scene]').first();
    const from = Number(await skip.evaluate((el) => el.closest('[data-index]').dataset.index));
    const to = Number(await skip.getAttribute('data-rd-skip-to'));
    assert.ok(to > from + 1 || to === from + 1, `lands after the passage (${from} → ${to})`);
    assert.equal(await skip.innerText(), 'Skip to after this scene');
    const breakText = await dialog(page).locator(`[data-index="${to - 1}"]`).innerText();
    assert.match(breakText, /^[*\s]+$/, 'the paragraph just before where it lands is the scene break');
    await skip.scrollIntoViewIfNeeded();
    await skip.click();
    const focusedIndex = () => dialog(page).evaluate((el) => Number(el.getRootNode().activeElement?.closest('[data-index]')?.dataset.index ?? -1));
    await waitFor(focusedIndex, (i) => i === to, { what: `focus on paragraph ${to}` });
    const top = await dialog(page).locator(`[data-index="${to}"]`).evaluate((el) => el.getBoundingClientRect().top - el.closest('[data-rd-scroll]').getBoundingClientRect().top);
    assert.ok(Math.abs(top) <= 4, `the next scene starts at the top of the view (${top})`);
    await waitFor(() => dialog(page).getByTestId('rd-announce').innerText(), (t) => t === 'Skipped to after the scene.', { what: 'the announcement' });
    await page.close();
  });

  test('in the reader, "." and "," and the Flagged buttons move between flagged passages, announced', async () => {
    const page = await session.context.newPage();
    await page.goto(SCENES_WORK);
    await banner(page).waitFor({ timeout: 20_000 });
    await pressShortcut(session, page);
    await whenBuilt(page);
    const starts = await dialog(page).evaluate((el) => {
      const flagged = [...el.querySelectorAll('[data-index]')].filter((b) => b.querySelector('.rd-shield')).map((b) => Number(b.dataset.index));
      return flagged.filter((p, i) => flagged[i - 1] !== p - 1);
    });
    assert.ok(starts.length >= 2, `at least two flagged passages (${starts})`);
    const focused = () => dialog(page).evaluate((el) => { const a = el.getRootNode().activeElement; return { index: Number(a?.closest('[data-index]')?.dataset.index ?? -1), shield: !!a?.matches('.rd-shield') }; });
    await page.keyboard.press('.');
    await waitFor(focused, (f) => f.shield && f.index === starts[0], { what: 'the first flagged passage' });
    const announce = dialog(page).getByTestId('rd-announce');
    await waitFor(() => announce.innerText(), (t) => t.startsWith(`Flagged passage 1 of ${starts.length}, about `), { what: 'announced' });
    await page.keyboard.press('.');
    await waitFor(focused, (f) => f.shield && f.index > starts[0], { what: 'the second flagged passage' });
    await page.keyboard.press(',');
    await waitFor(focused, (f) => f.index === starts[0], { what: 'back to the first' });
    // The same by touch: the bar's buttons.
    await dialog(page).getByTestId('rd-flagged-next').click();
    await waitFor(focused, (f) => f.shield && f.index > starts[0], { what: 'Flagged › to the second' });
    await dialog(page).getByTestId('rd-keys-toggle').click();
    assert.match(await dialog(page).getByTestId('rd-keys').innerText(), /, \/ \.\s+Previous \/ next flagged passage/);
    await page.close();
  });
});
