// The reader's whole-work chapters, keyboard, print, marker and phone layout in Chromium, on the demo archive.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { AO3_HOST } from '../demo/server.mjs';
import { screenshot, startBrowser, waitFor } from './harness.mjs';
import { decodePng } from './png.mjs';
import { axeSerious, dialog, pressShortcut, shieldsShown, topParagraph, whenBuilt } from './reader-helpers.mjs';

const DEMO_WORK = `http://${AO3_HOST}/works/1000003`;
const WHOLE_WORK = `http://${AO3_HOST}/works/2000000?view_full_work=true`;
const DEMO_CHAPTER_1 = `http://${AO3_HOST}/works/2000000/chapters/2000001`;
const DEMO_CHAPTER_2 = `http://${AO3_HOST}/works/2000000/chapters/2000002`;
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
const setStored = (session, change) =>
  session.serviceWorker.evaluate(async (patch) => {
    const { settings = {} } = await chrome.storage.sync.get('settings');
    await chrome.storage.sync.set({ settings: { ...settings, ...patch, reader: { ...settings.reader, ...patch.reader } } });
  }, change);
const storedPositions = (session) => session.serviceWorker.evaluate(async () => (await chrome.storage.local.get('reading-positions'))['reading-positions'] ?? {});

/** The pixels of the marker's left edge on a screenshot that are its rule's accent colour. */
async function ruleOnScreen(page, marker) {
  const box = await marker.boundingBox();
  const accent = await marker.evaluate((el) => getComputedStyle(el).borderLeftColor.match(/\d+/g).slice(0, 3).map(Number));
  const png = decodePng(await page.screenshot({ clip: { x: box.x, y: box.y + 2, width: 6, height: Math.min(box.height - 4, 200) } }));
  let accentPixels = 0;
  for (let y = 0; y < png.height; y++) {
    for (let x = 0; x < png.width; x++) if (png.pixel(x, y).every((v, i) => Math.abs(v - accent[i]) <= 8)) accentPixels++;
  }
  return { accentPixels, width: png.width, height: png.height };
}

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

  test("a place read in a whole work is remembered for its chapter: the chapter's own page resumes there", async () => {
    const page = await session.context.newPage();
    await page.goto(WHOLE_WORK);
    await pressShortcut(session, page);
    await whenBuilt(page);
    // A paragraph a little way into chapter 2, at the top of the view.
    const { start, end } = await dialog(page).evaluate((el) => {
      const indexAfter = (heading) => {
        const h = el.querySelector(heading);
        const b = h && [...el.querySelectorAll('[data-index]')].find((p) => h.compareDocumentPosition(p) & Node.DOCUMENT_POSITION_FOLLOWING);
        return b ? Number(b.dataset.index) : el.querySelectorAll('[data-index]').length;
      };
      return { start: indexAfter('#rd-ch-2'), end: indexAfter('#rd-ch-3') };
    });
    const read = start + Math.min(4, Math.floor((end - start) / 2));
    assert.ok(read > start && read < end, `a paragraph inside chapter 2 (${start}..${end}): ${read}`);
    await dialog(page).locator(`[data-index="${read}"]`).evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await page.waitForTimeout(500);
    assert.equal(await topParagraph(page), read);
    const paragraphRead = await dialog(page).locator(`[data-index="${read}"]`).evaluate((el) => (el.querySelector('.rd-shield-content') ?? el).textContent.replace(/\s+/g, ' ').trim().slice(0, 80));
    await page.keyboard.press('Escape'); // closing saves the position
    const saved = await waitFor(() => storedPositions(session), (p) => p['ao3:2000000:2']?.paragraph === read - start, { what: "chapter 2's own position" });
    assert.equal(saved['ao3:2000000:all'].paragraph, read, 'the whole work keeps its own place too');
    await page.goto(DEMO_CHAPTER_2);
    await pressShortcut(session, page);
    await whenBuilt(page);
    await dialog(page).getByRole('button', { name: 'Resume where you left off' }).click();
    await page.waitForTimeout(500);
    const back = await topParagraph(page);
    assert.ok(Math.abs(back - (read - start)) <= 1, `chapter 2's page resumes at its paragraph ${read - start} (at ${back})`);
    const readText = (i) => dialog(page).locator(`[data-index="${i}"]`).evaluate((el) => (el.querySelector('.rd-shield-content') ?? el).textContent.replace(/\s+/g, ' ').trim().slice(0, 80));
    assert.equal(await readText(read - start), paragraphRead, 'the same paragraph of the story');
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
    // Saved as the overlay closes: a storage read and write, which can end after it is gone.
    await waitFor(() => storedPositions(session), (positions) => positions[key]?.paragraph === at, { what: 'the position saved on closing: the paragraph read before the journey' });
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

  test('print shows the story alone: title, author, chapter headings, the text in the chosen font; no controls, nothing of the page', async () => {
    const page = await session.context.newPage();
    await page.goto(WHOLE_WORK);
    await pressShortcut(session, page);
    await whenBuilt(page);
    await page.emulateMedia({ media: 'print' });
    const printed = await page.evaluate(() => {
      const shown = (el) => !!el && getComputedStyle(el).display !== 'none' && el.getClientRects().length > 0;
      const root = document.querySelector('[data-gentle-reader=reader]').shadowRoot;
      const pageElements = [...document.body.children].filter((el) => !el.matches('[data-gentle-reader=reader]'));
      return {
        pageShown: pageElements.filter(shown).map((el) => el.tagName),
        title: root.querySelector('h1').textContent,
        byline: shown(root.querySelector('.rd-byline')),
        headings: [...root.querySelectorAll('h2.rd-chapter')].filter(shown).length,
        controls: [...root.querySelectorAll('button, select, input, [role=progressbar]')].filter(shown).map((el) => el.textContent.trim() || el.tagName),
        lastParagraphShown: shown([...root.querySelectorAll('[data-index]')].at(-1)),
        height: document.documentElement.scrollHeight,
        font: getComputedStyle(root.querySelector('[data-index]')).fontSize,
      };
    });
    assert.deepEqual(printed.pageShown, [], 'nothing of the page is printed');
    assert.equal(printed.title, 'Three Letters Home');
    assert.equal(printed.byline, true);
    assert.equal(printed.headings, 3);
    assert.deepEqual(printed.controls, [], 'no controls');
    assert.equal(printed.lastParagraphShown, true, 'the whole story flows onto the pages');
    // More than three A4 pages (1,123 CSS px each); shielded passages are one line each on paper.
    assert.ok(printed.height > 3 * 1_123, `the story runs over many pages (${printed.height} px)`);
    assert.equal(printed.font, '19px', 'the chosen size');
    const pdf = await page.pdf({ format: 'A4' });
    const pages = (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;
    assert.ok(pages >= 3, `the PDF has ${pages} pages`);
    await screenshot(page, 'reader-print', { fullPage: false });
    await page.emulateMedia({ media: 'screen' });
    await page.close();
  });

  test('print and shielded passages: one not revealed is a one-line note, never its cover or its blurred text; a revealed one is text; a marked one is text with its rule and label', async () => {
    const printedShields = async (page) => {
      await page.emulateMedia({ media: 'print' });
      const shields = await page.evaluate(`(${shieldsShown})(document.querySelector('[data-gentle-reader=reader]').shadowRoot)`);
      await page.emulateMedia({ media: 'screen' });
      return shields;
    };
    const leftOut = (about) => `A passage about ${about} is left out (shielded in the reader)`;
    const open = async () => {
      const page = await session.context.newPage();
      await page.goto(WHOLE_WORK);
      await pressShortcut(session, page);
      await whenBuilt(page);
      return page;
    };
    try {
      for (const mode of ['blur', 'collapse']) {
        await setStored(session, { shield: mode });
        const page = await open();
        const onScreen = await page.evaluate(`(${shieldsShown})(document.querySelector('[data-gentle-reader=reader]').shadowRoot)`);
        assert.ok(onScreen.length >= 2, `${mode}: the work has shielded passages (${onScreen.length})`);
        assert.ok(onScreen.every((s) => s.cover && s.note === null), `${mode}: on screen, the cover or fold and no print note: ${JSON.stringify(onScreen)}`);
        // Revealed with a real click, as a reader would.
        await dialog(page).locator(mode === 'blur' ? '.rd-shield-cover' : '.rd-shield-note button').first().click();
        await waitFor(() => dialog(page).locator('[data-shown=true]').count(), (n) => n === 1, { what: 'the first passage revealed' });
        const [revealed, ...hidden] = await printedShields(page);
        assert.deepEqual({ text: revealed.text, cover: revealed.cover, note: revealed.note }, { text: true, cover: false, note: null }, `${mode}: the revealed passage prints as text`);
        for (const shield of hidden) {
          assert.deepEqual({ text: shield.text, cover: shield.cover, note: shield.note }, { text: false, cover: false, note: leftOut(shield.about) }, `${mode}: a passage not revealed is one line on paper`);
        }
        await page.close();
      }
      await setStored(session, { shield: 'marker' });
      const page = await open();
      const marked = await printedShields(page);
      assert.ok(marked.length >= 2);
      for (const shield of marked) {
        assert.equal(shield.mode, 'marker');
        assert.ok(shield.text && shield.label && shield.note === null, `a marked passage prints its text and label: ${JSON.stringify(shield)}`);
        assert.ok(shield.rule >= 3, `and its rule (${shield.rule} px)`);
      }
      await page.close();
    } finally {
      await setStored(session, { shield: 'blur' });
    }
  });

  test('marker mode: an inset rule in the accent colour and a label, visible in every theme and at the smallest and largest text size', async () => {
    await setStored(session, { shield: 'marker' });
    const page = await session.context.newPage();
    await page.goto(DEMO_WORK);
    await pressShortcut(session, page);
    const marker = dialog(page).locator('[data-shield=marker]').first();
    await marker.waitFor();
    assert.match(await marker.locator('.rd-marker-label').innerText(), /^Flagged passage, about /);
    for (const theme of ['light', 'sepia', 'dark', 'contrast']) {
      await setStored(session, { reader: { theme } });
      await waitFor(() => dialog(page).getAttribute('class'), (c) => c.includes(`rd-theme-${theme}`), { what: theme });
      await marker.evaluate((el) => el.scrollIntoView({ block: 'center' }));
      const { accentPixels, width, height } = await ruleOnScreen(page, marker);
      assert.ok(accentPixels >= height * 3, `${theme}: the rule is painted (${accentPixels} accent pixels in ${width}x${height})`);
      await screenshot(page, `reader-marker-${theme}`);
    }
    for (const fontSize of [12, 40]) {
      await setStored(session, { reader: { fontSize } });
      const label = marker.locator('.rd-marker-label');
      await waitFor(() => dialog(page).locator('.rd-article').evaluate((el) => el.style.getPropertyValue('--rd-size')), (v) => v === `${fontSize}px`, { what: `text at ${fontSize} px` });
      await marker.evaluate((el) => el.scrollIntoView({ block: 'center' }));
      const box = await marker.boundingBox();
      const labelBox = await label.boundingBox();
      // The label is drawn inside the passage, whole: not clipped by the passage or pushed out of it.
      assert.ok(labelBox && labelBox.width > 20 && labelBox.height > 6, `${fontSize} px: the label has a size (${JSON.stringify(labelBox)})`);
      assert.ok(labelBox.x >= box.x && labelBox.x + labelBox.width <= box.x + box.width + 1 && labelBox.y >= box.y - 1, `${fontSize} px: the label is inside the passage`);
      assert.equal(await label.evaluate((el) => el.scrollWidth <= el.clientWidth + 1), true, `${fontSize} px: nothing of the label is cut off`);
      const { accentPixels, width, height } = await ruleOnScreen(page, marker);
      assert.ok(accentPixels >= height * 3, `${fontSize} px: the rule is painted (${accentPixels} accent pixels in ${width}x${height})`);
    }
    await setStored(session, { shield: 'blur', reader: { theme: 'auto', fontSize: 19 } });
    await page.close();
  });

  test('on a phone (390x844) the settings are a bottom sheet and the line being read stays in view', async () => {
    const page = await session.context.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(DEMO_LONG(20_000));
    await pressShortcut(session, page);
    await whenBuilt(page);
    await dialog(page).locator('[data-index="30"]').evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await page.waitForTimeout(300);
    const reading = await topParagraph(page);
    await dialog(page).getByTestId('rd-settings-toggle').click();
    const layout = await dialog(page).evaluate((el) => {
      const root = el.getRootNode();
      const panel = root.querySelector('[data-testid=rd-settings]').getBoundingClientRect();
      const scroller = root.querySelector('[data-rd-scroll]').getBoundingClientRect();
      return { panelTop: panel.top, panelBottom: panel.bottom, panelWidth: panel.width, scrollerTop: scroller.top };
    });
    assert.ok(layout.panelWidth >= 389, `the sheet spans the width (${layout.panelWidth} px)`);
    assert.ok(Math.abs(layout.panelBottom - 844) <= 1, 'the sheet sits at the bottom');
    assert.ok(layout.panelTop - layout.scrollerTop >= 300, `the text above the sheet keeps ${layout.panelTop - layout.scrollerTop} px`);
    assert.equal(await topParagraph(page), reading, 'the line being read did not move');
    const line = await dialog(page).locator(`[data-index="${reading}"]`).boundingBox();
    assert.ok(line.y + 20 < layout.panelTop, 'the line being read is above the sheet');
    assert.deepEqual(await axeSerious(page), []);
    await screenshot(page, 'reader-phone-settings');
    await page.close();
  });

  test('line focus: off by default; a 3-line window moves with the keys and the pointer, and is remembered', async () => {
    const page = await session.context.newPage();
    await page.goto(DEMO_WORK);
    await pressShortcut(session, page);
    assert.equal(await dialog(page).getByTestId('rd-line-focus').count(), 0, 'off by default');
    await dialog(page).getByTestId('rd-settings-toggle').click();
    await dialog(page).getByTestId('rd-line-focus-3').check();
    await page.keyboard.press('Escape');
    const focus = dialog(page).getByTestId('rd-line-focus');
    const box = () => focus.evaluate((el) => ({ top: el.getBoundingClientRect().top, height: el.getBoundingClientRect().height }));
    const start = await box();
    assert.ok(Math.abs(start.height - 3 * 19 * 1.6) < 1, `three lines high (${start.height} px)`);
    const scrollTop = () => dialog(page).locator('[data-rd-scroll]').evaluate((el) => el.scrollTop);
    const scrolled = await scrollTop();
    await dialog(page).locator('[data-rd-scroll]').focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    const moved = await box();
    assert.ok(Math.abs(moved.top - start.top - 2 * 19 * 1.6) < 1, `two lines down (${start.top} -> ${moved.top})`);
    assert.equal(await scrollTop(), scrolled, 'the text stayed');
    await page.keyboard.press('ArrowUp');
    assert.ok(Math.abs((await box()).top - start.top - 19 * 1.6) < 1, 'one line back up');
    // A click in the text's view (in the margin beside the column: no control there).
    const view = await dialog(page).locator('[data-rd-scroll]').boundingBox();
    await page.mouse.click(view.x + 20, view.y + 300);
    const clicked = await box();
    assert.ok(Math.abs(clicked.top + clicked.height / 2 - (view.y + 300)) < 1, `a click puts it where clicked (${clicked.top + clicked.height / 2} vs ${view.y + 300})`);
    assert.deepEqual(await axeSerious(page), [], 'axe with line focus on');
    await screenshot(page, 'reader-line-focus');
    await waitFor(() => session.serviceWorker.evaluate(async () => (await chrome.storage.sync.get('settings')).settings.reader.lineFocus), (v) => v === '3', { what: 'line focus saved' });
    await page.reload();
    await pressShortcut(session, page);
    await dialog(page).getByTestId('rd-line-focus').waitFor();
    await setStored(session, { reader: { lineFocus: 'off' } });
    await page.close();
  });
});
