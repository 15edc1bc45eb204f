// The reader's whole-work chapters, keyboard, print, marker and phone layout in Chromium, on the demo archive.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { AO3_HOST } from '../demo/server.mjs';
import { screenshot, startBrowser, waitFor } from './harness.mjs';
import { axeSerious, dialog, pressShortcut, topParagraph, whenBuilt } from './reader-helpers.mjs';

const DEMO_WORK = `http://${AO3_HOST}/works/1000003`;
const WHOLE_WORK = `http://${AO3_HOST}/works/2000000?view_full_work=true`;
const DEMO_CHAPTER_1 = `http://${AO3_HOST}/works/2000000/chapters/2000001`;
const DEMO_LONG = (words) => `http://${AO3_HOST}/works/3000000?view_full_work=true&words=${words}`;

/** The headings of the chapters inside the text, in order. */
const chapterHeadings = (page) => dialog(page).locator('[data-testid=rd-text] h2.rd-chapter').allInnerTexts();
/** The element that has focus inside the overlay's shadow root, described. */
const focused = (page) =>
  dialog(page).evaluate((el) => {
    const active = el.getRootNode().activeElement;
    return { id: active?.id ?? '', testId: active?.dataset?.testid ?? '', inPanel: !!active?.closest('.rd-panel'), text: active?.textContent?.trim().slice(0, 40) ?? '' };
  });
/** The saved reading positions, read from the extension itself. */
const storedPositions = (session) => session.serviceWorker.evaluate(async () => (await chrome.storage.local.get('reading-positions'))['reading-positions'] ?? {});

describe('the reader, complete, in Chromium', { timeout: 300_000 }, () => {
  let session;
  before(async () => {
    session = await startBrowser();
  });
  after(async () => {
    await session?.close();
  });

  test('an Entire Work shows every chapter heading in order; the table of contents marks the chapter read and jumps; [ ] and Alt+arrows move between chapters', async () => {
    const page = await session.context.newPage();
    await page.goto(WHOLE_WORK);
    await pressShortcut(session, page);
    await whenBuilt(page);
    assert.deepEqual(await chapterHeadings(page), ['Chapter 1: The Call', 'Chapter 2: The Door', 'Chapter 3: The Morning']);
    await dialog(page).getByTestId('rd-contents-toggle').click();
    const items = dialog(page).locator('.rd-toc-item');
    assert.equal(await items.count(), 3);
    assert.equal(await items.nth(0).getAttribute('aria-current'), 'location');
    assert.equal((await focused(page)).inPanel, true, 'focus moves into the table of contents');
    assert.deepEqual(await axeSerious(page), [], 'axe with the table of contents open');
    await screenshot(page, 'reader-contents');
    await items.nth(2).click();
    await waitFor(() => focused(page), (f) => f.id === 'rd-ch-3', { what: 'focus on chapter 3' });
    const headingTop = () => dialog(page).locator('#rd-ch-3').evaluate((el) => el.getBoundingClientRect().top - el.closest('[data-rd-scroll]').getBoundingClientRect().top);
    assert.ok(Math.abs(await headingTop()) <= 2, 'chapter 3 starts at the top of the view');
    assert.match(await dialog(page).locator('.rd-bar-title').innerText(), /chapter 3 of 3/);
    await dialog(page).getByTestId('rd-contents-toggle').click();
    assert.equal(await items.nth(2).getAttribute('aria-current'), 'location', 'the table of contents follows the reading');
    await page.keyboard.press('Escape');
    await page.keyboard.press('[');
    await waitFor(() => focused(page), (f) => f.id === 'rd-ch-2', { what: '[ goes to chapter 2' });
    await page.keyboard.press(']');
    await waitFor(() => focused(page), (f) => f.id === 'rd-ch-3', { what: '] goes to chapter 3' });
    await page.keyboard.press('Alt+ArrowLeft');
    await waitFor(() => focused(page), (f) => f.id === 'rd-ch-2', { what: 'Alt+← goes to chapter 2' });
    assert.equal(page.url(), WHOLE_WORK, 'Alt+← did not leave the page');
    await page.close();
  });

  test('on a chapter page, ] loads the next chapter and the reader opens again there; ? lists the keys', async () => {
    const page = await session.context.newPage();
    await page.goto(DEMO_CHAPTER_1);
    await pressShortcut(session, page);
    await page.keyboard.press('?');
    await dialog(page).getByTestId('rd-keys').waitFor();
    assert.match(await dialog(page).getByTestId('rd-keys').innerText(), /Next chapter/);
    assert.deepEqual(await axeSerious(page), [], 'axe with the keys open');
    await page.keyboard.press('Escape');
    assert.equal((await focused(page)).testId, 'rd-keys-toggle', 'focus back on the ? button');
    await Promise.all([page.waitForURL(/chapters\/2000002/), page.keyboard.press(']')]);
    await dialog(page).waitFor({ timeout: 10_000 });
    assert.match(await dialog(page).locator('h2.rd-chapter').innerText(), /Door/);
    await page.close();
  });

  test('keyboard only: open, settings, change the font, Esc, Esc; the saved position is unchanged', async () => {
    const page = await session.context.newPage();
    await page.goto(DEMO_LONG(20_000));
    await pressShortcut(session, page);
    await whenBuilt(page);
    for (let i = 0; i < 6; i++) await page.keyboard.press('PageDown');
    await page.waitForTimeout(2_500); // past the position store's save interval
    await page.keyboard.press('PageDown');
    await page.waitForTimeout(500); // keyboard scrolling is animated
    const key = 'ao3:3000000:all';
    await waitFor(() => storedPositions(session), (p) => p[key]?.paragraph > 0, { what: 'a saved position' });
    const at = await topParagraph(page);
    // From the text: Close reader, ?, Settings.
    for (let i = 0; i < 3; i++) await page.keyboard.press('Shift+Tab');
    assert.equal((await focused(page)).testId, 'rd-settings-toggle');
    await page.keyboard.press('Enter');
    assert.equal((await focused(page)).inPanel, true, 'focus is in the settings panel');
    await page.keyboard.press('Tab'); // the chosen font
    await page.keyboard.press('ArrowDown'); // the next font
    assert.equal(await dialog(page).getByTestId('rd-font-sans').isChecked(), true);
    await page.keyboard.press('Escape');
    assert.equal(await dialog(page).getByTestId('rd-settings').count(), 0, 'Esc closed the panel');
    assert.equal((await focused(page)).testId, 'rd-settings-toggle', 'focus back on Settings');
    assert.equal(await topParagraph(page), at, 'the story stays at the paragraph read, in the new font too');
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });
    const afterClose = (await storedPositions(session))[key];
    assert.equal(afterClose.paragraph, at, 'the position saved on closing is the paragraph read before the journey');
    // Each chapter of the whole work remembers its own place too.
    const chapterKeys = Object.keys(await storedPositions(session)).filter((k) => /^ao3:3000000:\d+$/.test(k));
    assert.ok(chapterKeys.length >= 1, `per-chapter positions: ${chapterKeys.join(', ')}`);
    await session.serviceWorker.evaluate(async () => {
      const { settings } = await chrome.storage.sync.get('settings');
      await chrome.storage.sync.set({ settings: { ...settings, reader: { ...settings.reader, font: 'serif' } } });
    });
    await page.close();
  });

  test('End reaches the very end of a long work on the first press', async () => {
    const page = await session.context.newPage();
    await page.goto(DEMO_LONG(100_000), { timeout: 60_000 });
    await pressShortcut(session, page);
    await page.keyboard.press('End');
    await whenBuilt(page);
    await page.waitForTimeout(1_000);
    const state = await dialog(page).locator('[data-rd-scroll]').evaluate((el) => {
      const blocks = el.querySelectorAll('[data-index]');
      const last = blocks[blocks.length - 1].getBoundingClientRect();
      const box = el.getBoundingClientRect();
      return { gap: el.scrollHeight - el.clientHeight - el.scrollTop, lastVisible: last.bottom <= box.bottom && last.bottom > box.top };
    });
    assert.ok(state.gap <= 2, `at the bottom (${state.gap.toFixed(0)} px left)`);
    assert.equal(state.lastVisible, true, 'the last paragraph is on screen');
    await page.close();
  });

  test("the author's end notes come after the story, folded", async () => {
    const page = await session.context.newPage();
    await page.goto(DEMO_WORK);
    await pressShortcut(session, page);
    const end = dialog(page).getByTestId('rd-end-notes');
    assert.match(await end.evaluate((el) => el.textContent), /Come say hello/);
    assert.equal(await end.evaluate((el) => el.open), false);
    assert.ok(await end.evaluate((el) => !!(el.getRootNode().querySelector('[data-testid=rd-text]').compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING)));
    assert.doesNotMatch(await dialog(page).locator('header').evaluate((el) => el.textContent), /Come say hello/);
    await page.close();
  });
});
