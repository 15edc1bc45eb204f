// The reader in Firefox ESR (test/e2e/firefox-harness.mjs), the same journeys as reader-complete and
// read-aloud in Chromium: a whole work's chapters and keys, keyboard only, line focus, read aloud,
// print. Read aloud uses Firefox's own speech synthesis with its test voices (the preference
// media.webspeech.synth.test, which Firefox's own tests use): nothing of ours or of the browser's
// speech API is replaced.
import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { AO3_HOST } from '../demo/server.mjs';
import { SCREENSHOT_DIR } from './harness.mjs';
import { extensionPage, firefoxMissing as skip, openReaderFromPopup, printedPages, setStoredSettings, startFirefox, stored, until, whenBuiltIn } from './firefox-harness.mjs';
import { shieldsShown, topParagraph } from './reader-helpers.mjs';

const DEMO_WORK = `http://${AO3_HOST}/works/1000003`;
const WHOLE_WORK = `http://${AO3_HOST}/works/2000000?view_full_work=true`;
const DEMO_LONG = (words) => `http://${AO3_HOST}/works/3000000?view_full_work=true&words=${words}`;
/** Firefox's test voices: one that speaks at once, one that never ends its utterance (holds the sentence). */
const SPEAKS_AT_ONCE = 'urn:moz-tts:fake:bob';
const NEVER_ENDS = 'urn:moz-tts:fake:teresa';

/** The element with focus in the reader's shadow root, described. */
const focused = (inRoot) =>
  inRoot((root) => {
    const active = root.activeElement;
    return { id: active?.id ?? '', testId: active?.dataset?.testid ?? '', text: !!active?.matches('[data-rd-scroll]'), inPanel: !!active?.closest('.rd-panel') };
  });

describe('the reader in Firefox', { skip, timeout: 300_000 }, () => {
  let firefox;
  let browser;
  /** One of the add-on's own pages, to read and change its storage. */
  let extension;
  before(async () => {
    firefox = await startFirefox({ 'media.webspeech.synth.test': true });
    browser = firefox.browser;
    extension = await extensionPage(browser, 'options.html');
  });
  after(async () => {
    await firefox?.close();
  });

  test('an Entire Work: every chapter heading in order; the table of contents marks the chapter read and jumps, the heading at the very top; [ ] and Alt+arrows move between chapters', async () => {
    const { page, inReader, inReaderElement, inRoot } = await openReaderFromPopup(browser, WHOLE_WORK);
    await whenBuiltIn(page);
    const headings = await inRoot((root) => [...root.querySelectorAll('[data-testid=rd-text] h2.rd-chapter')].map((h) => h.textContent));
    assert.deepEqual(headings, ['Chapter 1: The Call', 'Chapter 2: The Door', 'Chapter 3: The Morning']);
    await (await inReaderElement('[data-testid=rd-contents-toggle]')).click();
    await until(() => inReader('.rd-toc-item'), Boolean);
    assert.deepEqual(await inRoot((root) => [...root.querySelectorAll('.rd-toc-item')].map((i) => i.getAttribute('aria-current'))), ['location', null, null]);
    await (await inReaderElement('li:nth-child(3) > .rd-toc-item')).click();
    await until(() => focused(inRoot), (f) => f.id === 'rd-ch-3');
    const headingTop = () => inRoot((root) => root.getElementById('rd-ch-3').getBoundingClientRect().top - root.querySelector('[data-rd-scroll]').getBoundingClientRect().top);
    await new Promise((r) => setTimeout(r, 300)); // any late shift of the view (scroll anchoring) has happened
    const top = await headingTop();
    assert.ok(Math.abs(top) <= 2, `chapter 3's heading is at the very top of the view (${top.toFixed(1)} px)`);
    await page.keyboard.press('[');
    await until(() => focused(inRoot), (f) => f.id === 'rd-ch-2');
    await page.keyboard.press(']');
    await until(() => focused(inRoot), (f) => f.id === 'rd-ch-3');
    await page.keyboard.down('Alt');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.up('Alt');
    await until(() => focused(inRoot), (f) => f.id === 'rd-ch-2');
    assert.equal(page.url(), WHOLE_WORK, 'Alt+← did not go back in history');
    await page.close();
  });

  test('keyboard only: open from the popup, settings, change the font, Esc, Esc; the saved position is unchanged', async () => {
    const { page, inRoot } = await openReaderFromPopup(browser, DEMO_LONG(20_000), { keyboard: true });
    await whenBuiltIn(page);
    await until(() => focused(inRoot), (f) => f.text); // the text has the keys
    for (let i = 0; i < 6; i++) await page.keyboard.press('PageDown');
    await new Promise((r) => setTimeout(r, 2_500)); // past the position store's save interval
    await page.keyboard.press('PageDown');
    await new Promise((r) => setTimeout(r, 800)); // keyboard scrolling is animated
    const key = 'ao3:3000000:all';
    await until(() => stored(extension, 'local', 'reading-positions'), (p) => p?.[key]?.paragraph > 0);
    const at = await topParagraph(page);
    assert.ok(at > 0, `read on into the work (paragraph ${at})`);
    // From the text: Close reader, ?, Settings.
    for (let i = 0; i < 3; i++) {
      await page.keyboard.down('Shift');
      await page.keyboard.press('Tab');
      await page.keyboard.up('Shift');
    }
    assert.equal((await focused(inRoot)).testId, 'rd-settings-toggle');
    await page.keyboard.press('Enter');
    await until(() => focused(inRoot), (f) => f.inPanel);
    await page.keyboard.press('Tab'); // the chosen font
    await page.keyboard.press('ArrowDown'); // the next font
    await until(() => inRoot((root) => root.querySelector('[data-testid=rd-font-sans]').checked), Boolean);
    await page.keyboard.press('Escape');
    await until(() => inRoot((root) => root.querySelector('[data-testid=rd-settings]') === null), Boolean);
    assert.equal((await focused(inRoot)).testId, 'rd-settings-toggle', 'focus back on Settings');
    assert.equal(await topParagraph(page), at, 'the story stays at the paragraph read, in the new font too');
    await page.keyboard.press('Escape');
    await until(() => page.evaluate(() => document.querySelector('[data-gentle-reader=reader]') === null), Boolean);
    // Saved as the overlay closes: a storage read and write, which can end after it is gone.
    await until(() => stored(extension, 'local', 'reading-positions'), (positions) => positions?.[key]?.paragraph === at);
    assert.equal((await stored(extension, 'local', 'reading-positions'))[key].paragraph, at, 'the position saved on closing is the paragraph read before the journey');
    await setStoredSettings(extension, { reader: { font: 'serif' } });
    await page.close();
  });

  test('line focus: a 3-line window moves with the keys and the pointer, and is remembered', async () => {
    const { page, inReaderElement, inRoot } = await openReaderFromPopup(browser, DEMO_WORK);
    assert.equal(await inRoot((root) => root.querySelector('[data-testid=rd-line-focus]')), null, 'off by default');
    await (await inReaderElement('[data-testid=rd-settings-toggle]')).click();
    await until(() => inRoot((root) => Boolean(root.querySelector('[data-testid=rd-line-focus-3]'))), Boolean);
    await (await inReaderElement('[data-testid=rd-line-focus-3]')).click();
    await page.keyboard.press('Escape');
    await until(() => inRoot((root) => Boolean(root.querySelector('[data-testid=rd-line-focus]'))), Boolean);
    const box = () => inRoot((root) => {
      const r = root.querySelector('[data-testid=rd-line-focus]').getBoundingClientRect();
      return { top: r.top, height: r.height };
    });
    const line = 19 * 1.6;
    const start = await box();
    assert.ok(Math.abs(start.height - 3 * line) < 1, `three lines high (${start.height} px)`);
    const scrollTop = () => inRoot((root) => root.querySelector('[data-rd-scroll]').scrollTop);
    const scrolled = await scrollTop();
    await inRoot((root) => root.querySelector('[data-rd-scroll]').focus());
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    const moved = await box();
    assert.ok(Math.abs(moved.top - start.top - 2 * line) < 1, `two lines down (${start.top} -> ${moved.top})`);
    assert.equal(await scrollTop(), scrolled, 'the text stayed');
    await page.keyboard.press('ArrowUp');
    assert.ok(Math.abs((await box()).top - start.top - line) < 1, 'one line back up');
    // A click in the text's view (in the margin beside the column: no control there).
    const view = await inRoot((root) => {
      const r = root.querySelector('[data-rd-scroll]').getBoundingClientRect();
      return { x: r.x, y: r.y };
    });
    await page.mouse.click(view.x + 20, view.y + 300);
    const clicked = await box();
    assert.ok(Math.abs(clicked.top + clicked.height / 2 - (view.y + 300)) < 1, `a click puts it where clicked (${clicked.top + clicked.height / 2} vs ${view.y + 300})`);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'firefox-reader-line-focus.png') });
    await until(() => stored(extension, 'sync', 'settings'), (s) => s?.reader?.lineFocus === '3');
    await page.close();
    const again = await openReaderFromPopup(browser, DEMO_WORK);
    await until(() => again.inRoot((root) => Boolean(root.querySelector('[data-testid=rd-line-focus]'))), Boolean);
    await setStoredSettings(extension, { reader: { lineFocus: 'off' } });
    await again.page.close();
  });

  test("read aloud with Firefox's own speech synthesis: local voices only, the sentence highlighted, pause, a stop before a shielded passage, and Skip it reads on after it", async () => {
    await setStoredSettings(extension, { reader: { speechVoice: NEVER_ENDS, speechShielded: 'ask' } });
    const { page, inReaderElement, inRoot } = await openReaderFromPopup(browser, DEMO_WORK);
    await whenBuiltIn(page);
    // A plain paragraph that a shielded one follows.
    const { start, shielded, about, shieldedText } = await inRoot((root) => {
      const blocks = [...root.querySelectorAll('[data-index]')];
      const isShielded = (b) => !!b.querySelector('[data-shield]');
      const s = blocks.findIndex((b, i) => i > 0 && isShielded(b) && !isShielded(blocks[i - 1]));
      return { start: s - 1, shielded: s, about: blocks[s].querySelector('[data-shield]').dataset.about, shieldedText: blocks[s].querySelector('.rd-shield-content').textContent.replace(/\s+/g, ' ').trim() };
    });
    assert.ok(start >= 0, `a plain paragraph (${start}) before a shielded one (${shielded})`);
    await inRoot((root, i) => root.querySelector(`[data-index="${i}"]`).scrollIntoView({ block: 'start' }), start);
    await new Promise((r) => setTimeout(r, 300));
    await (await inReaderElement('[data-testid=rd-aloud-toggle]')).click();
    await until(() => inRoot((root) => Boolean(root.querySelector('[data-testid=rd-aloud-play]'))), Boolean);
    const voices = await inRoot((root) => [...root.querySelectorAll('.rd-aloud-voice option')].map((o) => o.value));
    assert.ok(voices.includes(SPEAKS_AT_ONCE) && voices.includes(NEVER_ENDS), `Firefox's voices on this device are offered (${voices.length})`);
    await (await inReaderElement('[data-testid=rd-aloud-play]')).click();
    /** The sentence highlighted as being read (CSS Custom Highlight API), or null. */
    const highlighted = () => page.evaluate(() => {
      const h = CSS.highlights.get('rd-speaking');
      return h ? [...h][0].toString().replace(/\s+/g, ' ').trim() : null;
    });
    const firstSentence = await inRoot((root, i) => root.querySelector(`[data-index="${i}"]`).textContent.trim().split(/(?<=[.!?…]["'”’]?)\s/)[0].replace(/\s+/g, ' '), start);
    assert.equal(await until(highlighted, (h) => h !== null), firstSentence, 'the first sentence of the paragraph at the top is highlighted');
    assert.equal(await page.evaluate(() => speechSynthesis.speaking), true, "Firefox's speech synthesis is speaking");
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'firefox-reader-read-aloud.png') });
    await (await inReaderElement('[data-testid=rd-aloud-play]')).click(); // Pause
    await until(() => page.evaluate(() => speechSynthesis.paused), Boolean);
    assert.match(await inRoot((root) => root.querySelector('[data-testid=rd-aloud-play]').textContent), /Resume/);
    // A voice that finishes each sentence at once reads on to the shielded passage, from the next sentence.
    await setStoredSettings(extension, { reader: { speechVoice: SPEAKS_AT_ONCE } });
    await until(() => inRoot((root) => root.querySelector('.rd-aloud-voice select').value), (v) => v === SPEAKS_AT_ONCE);
    await (await inReaderElement('[data-testid=rd-aloud-play]')).click(); // Resume: reads on from the next paragraph
    await (await inReaderElement('.rd-aloud button[aria-label]:nth-of-type(3)')).click().catch(() => {});
    const question = await until(() => inRoot((root) => root.querySelector('[data-testid=rd-aloud-ask] p')?.textContent ?? null), (q) => q !== null, 20_000);
    assert.equal(question, `A passage about ${about}: skip or read?`, 'it stops before the shielded passage and says what it is about');
    assert.equal(await inRoot((root) => root.querySelector('[data-testid=rd-aloud-status]').textContent), question, 'announced to screen readers');
    assert.equal(await highlighted(), null, 'nothing is highlighted while it asks');
    // Hold the next sentence (the voice that never ends), then skip the passage.
    await setStoredSettings(extension, { reader: { speechVoice: NEVER_ENDS } });
    await until(() => inRoot((root) => root.querySelector('.rd-aloud-voice select').value), (v) => v === NEVER_ENDS);
    await (await inReaderElement('[data-testid=rd-aloud-ask] button')).click(); // Skip it
    const next = await until(highlighted, (h) => h !== null);
    const nextParagraph = await inRoot((root, i) => root.querySelector(`[data-index="${i + 1}"]`)?.textContent.replace(/\s+/g, ' ') ?? '', shielded);
    assert.ok(!shieldedText.includes(next), `after "Skip it", not the passage: "${next.slice(0, 60)}"`);
    assert.ok(nextParagraph.includes(next), `the paragraph after it: "${next.slice(0, 60)}"`);
    // By keyboard, from the text: P pauses and resumes Firefox's speech, said to screen readers.
    await inRoot((root) => root.querySelector('[data-rd-scroll]').focus());
    await page.keyboard.press('p');
    await until(() => page.evaluate(() => speechSynthesis.paused), Boolean);
    assert.equal(await inRoot((root) => root.querySelector('[data-testid=rd-aloud-status]').textContent), 'Paused.');
    await page.keyboard.press('p');
    await until(() => page.evaluate(() => speechSynthesis.paused), (paused) => paused === false);
    assert.equal(await inRoot((root) => root.querySelector('[data-testid=rd-aloud-status]').textContent), 'Reading aloud.');
    // A panel opened with the bar open and reading (this crashed Firefox's tab while the overlay kept the browser's voice objects).
    await page.keyboard.press('?');
    await until(() => inRoot((root) => Boolean(root.querySelector('[data-testid=rd-keys]'))), Boolean);
    await (await inReaderElement('[data-testid=rd-settings-toggle]')).click();
    await until(() => inRoot((root) => Boolean(root.querySelector('[data-testid=rd-settings]'))), Boolean);
    assert.equal(await page.evaluate(() => document.documentURI), DEMO_WORK, 'the tab is still the work (no crash page)');
    await page.keyboard.press('Escape');
    await until(() => inRoot((root) => !root.querySelector('.rd-panel')), Boolean);
    await (await page.evaluateHandle(() => [...document.querySelector('[data-gentle-reader=reader]').shadowRoot.querySelectorAll('.rd-aloud button')].find((b) => b.textContent === 'Stop reading aloud'))).asElement().click();
    await until(() => page.evaluate(() => speechSynthesis.speaking), (s) => s === false);
    await setStoredSettings(extension, { reader: { speechVoice: '' } });
    await page.close();
  });

  test('print: the story alone on the pages, title, author and chapter headings, each chapter on a new page; no controls, nothing of the page behind', async () => {
    const { page } = await openReaderFromPopup(browser, WHOLE_WORK);
    await whenBuiltIn(page);
    const pages = await printedPages(browser, page, 'firefox-reader-print');
    assert.ok(pages.length >= 3, `${pages.length} pages`);
    assert.match(pages[0], /^Three Letters Home/, 'the first page starts with the title');
    const chapterStarts = pages.map((text) => text.match(/^Chapter \d/)?.[0]).filter(Boolean);
    assert.deepEqual(chapterStarts, ['Chapter 2', 'Chapter 3'], 'chapters 2 and 3 each start a page');
    assert.match(pages[0], /Chapter 1: The Call/);
    const all = pages.join('\n');
    for (const control of ['Settings', 'Contents', 'Close reader', 'Read aloud', 'Open reader', 'Archive of Our Own', 'Kudos']) assert.ok(!all.includes(control), `"${control}" is not printed`);
    await page.close();
  });

  test('print and shielded passages: one not revealed is a one-line note, never its cover or its blurred text; a revealed one is text; a marked one is text with its label', async () => {
    /** Text without its spaces: pdf.js splits words at ligatures ("in fi delity"). */
    const squashed = (text) => text.replace(/\s+/g, '');
    /** The first words of a passage, squashed. */
    const opening = (text) => squashed(text.trim().split(/\s+/).slice(0, 6).join(''));
    const times = (text, part) => text.split(part).length - 1;
    const passages = (inRoot) => inRoot((root) => [...root.querySelectorAll('.rd-shield-content')].map((c) => c.textContent));
    try {
      const { page, inRoot, inReaderElement } = await openReaderFromPopup(browser, WHOLE_WORK);
      await whenBuiltIn(page);
      const shields = await inRoot(shieldsShown);
      assert.ok(shields.length >= 2 && shields.every((s) => s.mode === 'blur' && s.cover), `blurred passages, covered: ${JSON.stringify(shields)}`);
      const texts = (await passages(inRoot)).map(opening);
      await (await inReaderElement('.rd-shield-cover')).click(); // a real click: the first passage revealed
      await until(() => inRoot((root) => root.querySelectorAll('[data-shown=true]').length), (n) => n === 1);
      const printed = squashed((await printedPages(browser, page, 'firefox-reader-print-shielded')).join(''));
      assert.equal(times(printed, squashed('is left out (shielded in the reader)')), shields.length - 1, 'one line for each passage not revealed');
      for (const { about } of shields.slice(1)) assert.ok(printed.includes(squashed(`A passage about ${about} is left out (shielded in the reader)`)), `"A passage about ${about} is left out"`);
      assert.ok(!printed.includes(':show'), 'no cover is printed');
      assert.ok(printed.includes(texts[0]), `the revealed passage is printed ("${texts[0]}")`);
      for (const text of texts.slice(1)) assert.ok(!printed.includes(text), `a passage not revealed is not printed ("${text}")`);
      await page.close();

      await setStoredSettings(extension, { shield: 'marker' });
      const marked = await openReaderFromPopup(browser, WHOLE_WORK);
      await whenBuiltIn(marked.page);
      const markedShields = await marked.inRoot(shieldsShown);
      const markedTexts = (await passages(marked.inRoot)).map(opening);
      const markedPrint = squashed((await printedPages(browser, marked.page, 'firefox-reader-print-marked')).join(''));
      for (const [i, text] of markedTexts.entries()) {
        assert.ok(markedPrint.includes(squashed(`Flagged passage, about ${markedShields[i].about}:`) + text), `a marked passage prints its label, then its text ("${text}")`);
      }
      assert.ok(!markedPrint.includes('leftout'), 'a marked passage has no print note');
      await marked.page.close();
    } finally {
      await setStoredSettings(extension, { shield: 'blur' });
    }
  });
});
