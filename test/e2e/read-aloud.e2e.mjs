// Read aloud in Chromium. Speech synthesis is stubbed at its boundary only (speechSynthesis and
// SpeechSynthesisUtterance, replaced in the extension's own isolated world over the DevTools
// protocol), recording each utterance in order; everything else is the extension as built.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { AO3_HOST } from '../demo/server.mjs';
import { screenshot, startBrowser, waitFor } from './harness.mjs';
import { axeSerious, dialog, pressShortcut, whenBuilt } from './reader-helpers.mjs';
import { inExtensionWorld, LOCAL, REMOTE } from './speech-stub.mjs';

const DEMO_WORK = `http://${AO3_HOST}/works/1000003`;
const DEMO_CHAPTER_1 = `http://${AO3_HOST}/works/2000000/chapters/2000001`;
const WHOLE_WORK = `http://${AO3_HOST}/works/2000000?view_full_work=true`;

/** The paragraph whose sentence is highlighted as being read, or null. */
const SPEAKING_AT = `(() => {
  const range = [...(CSS.highlights.get('rd-speaking') ?? [])][0];
  return range ? Number(range.startContainer.parentElement.closest('[data-index]').dataset.index) : null;
})()`;

/** Changes the reader's stored settings, as the options page would. */
const setReaderSettings = (session, patch) =>
  session.serviceWorker.evaluate(async (reader) => {
    const { settings = {} } = await chrome.storage.sync.get('settings');
    await chrome.storage.sync.set({ settings: { ...settings, reader: { ...settings.reader, ...reader } } });
  }, patch);

describe('read aloud in Chromium', { timeout: 180_000 }, () => {
  let session;
  before(async () => {
    session = await startBrowser();
  });
  after(async () => {
    await session?.close();
  });

  test('reads sentence by sentence with a local voice, highlights the sentence, stops before a shielded passage and asks', async () => {
    const page = await session.context.newPage();
    await page.goto(DEMO_WORK);
    await pressShortcut(session, page);
    await whenBuilt(page);
    const run = await inExtensionWorld(page, [REMOTE, LOCAL]);
    // Start on a plain paragraph that a shielded one follows.
    const { start, shielded, about } = await dialog(page).evaluate((el) => {
      const blocks = [...el.querySelectorAll('[data-index]')];
      const isShielded = (b) => !!b.querySelector('[data-shield]');
      const s = blocks.findIndex((b, i) => i > 0 && isShielded(b) && !isShielded(blocks[i - 1]));
      let j = s - 1;
      while (j > 0 && !isShielded(blocks[j - 1]) && s - j < 3) j--;
      return { start: j, shielded: s, about: blocks[s].querySelector('[data-shield]').dataset.about };
    });
    assert.ok(start >= 0 && shielded > start, `a plain paragraph (${start}) before a shielded one (${shielded})`);
    await dialog(page).locator(`[data-index="${start}"]`).evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await page.waitForTimeout(300);
    await run('window.__hold = true');
    await dialog(page).getByTestId('rd-aloud-toggle').click();
    await dialog(page).getByTestId('rd-aloud-play').click();
    const first = await waitFor(() => run('window.__spoken'), (s) => s.length > 0, { what: 'the first utterance' });
    const expectedFirst = await dialog(page).locator(`[data-index="${start}"]`).evaluate((el) => el.textContent.trim().split(/(?<=[.!?…]["'”’]?)\s/)[0].replace(/\s+/g, ' '));
    assert.equal(first[0].text, expectedFirst, 'the first sentence of the paragraph at the top');
    assert.equal(first[0].voice, 'Local English', 'a local voice, never the network one');
    assert.equal(await run(`[...CSS.highlights.get('rd-speaking')][0].toString().replace(/\\s+/g, ' ').trim()`), expectedFirst, 'the sentence being read is highlighted');
    assert.deepEqual(await axeSerious(page), [], 'axe with the read-aloud bar open');
    await screenshot(page, 'reader-read-aloud');
    await run('window.__hold = false');
    const ask = dialog(page).getByTestId('rd-aloud-ask');
    await ask.waitFor({ timeout: 20_000 });
    assert.equal(await ask.locator('p').innerText(), `A passage about ${about}: skip or read?`);
    assert.equal(await dialog(page).getByTestId('rd-aloud-status').innerText(), `A passage about ${about}: skip or read?`, 'announced to screen readers');
    assert.deepEqual(await axeSerious(page), [], 'axe with the question open');
    const spoken = (await run('window.__spoken')).map((u) => u.text);
    const shieldedText = await dialog(page).locator(`[data-index="${shielded}"] .rd-shield-content`).evaluate((el) => el.textContent.replace(/\s+/g, ' ').trim());
    assert.equal(spoken.at(-1), `A passage about ${about}: skip or read?`, 'it stops and says what the passage is about');
    assert.ok(!spoken.some((t) => shieldedText.includes(t) && t.length > 20), 'nothing of the shielded passage was read');
    const before = await dialog(page).locator(`[data-index="${start}"], [data-index="${start}"] ~ *`).count();
    assert.ok(before > 0);
    assert.ok(spoken.length >= 2, `every sentence before it, in order (${spoken.length} utterances)`);
    await ask.getByRole('button', { name: 'Skip it' }).click();
    await waitFor(() => run('window.__spoken.length'), (n) => n > spoken.length, { what: 'reading on after the skip' });
    const next = (await run('window.__spoken'))[spoken.length].text;
    assert.ok(!shieldedText.includes(next), `after "skip", the next paragraph: "${next.slice(0, 60)}"`);
    await dialog(page).getByText('Stop reading aloud').click();
    await page.close();
  });

  test('by keyboard: P opens read aloud and plays from the paragraph in view, pauses and resumes; ← → go back and forward a paragraph; each said to screen readers and listed under ?', async () => {
    const page = await session.context.newPage();
    await page.goto(DEMO_WORK);
    await pressShortcut(session, page);
    await whenBuilt(page);
    const run = await inExtensionWorld(page, [LOCAL]);
    // Two plain paragraphs in a row, the first at the top of the view.
    const { start, count } = await dialog(page).evaluate((el) => {
      const blocks = [...el.querySelectorAll('[data-index]')];
      const plain = (b) => b && !b.querySelector('[data-shield]') && b.textContent.trim().length > 40;
      return { start: blocks.findIndex((b, i) => i > 2 && plain(b) && plain(blocks[i + 1]) && !b.previousElementSibling?.matches('.rd-chapter-start')), count: blocks.length };
    });
    assert.ok(start > 0, `two plain paragraphs from ${start}`);
    await dialog(page).locator(`[data-index="${start}"]`).evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await page.waitForTimeout(300);
    await run('window.__hold = true');
    const text = dialog(page).locator('[data-rd-scroll]');
    await text.focus();
    const status = () => dialog(page).getByTestId('rd-aloud-status').innerText();
    const play = dialog(page).getByTestId('rd-aloud-play');

    await page.keyboard.press('p');
    await dialog(page).getByTestId('rd-aloud').waitFor();
    assert.equal(await waitFor(() => run(SPEAKING_AT), (at) => at !== null, { what: 'a sentence read' }), start, 'reading starts at the paragraph in view');
    assert.equal(await status(), 'Reading aloud.', 'announced');
    assert.equal(await play.innerText(), 'Pause');
    assert.equal(await play.getAttribute('aria-keyshortcuts'), 'P');
    const scrolled = await text.evaluate((el) => el.scrollTop);

    await page.keyboard.press('p');
    await waitFor(() => play.innerText(), (label) => label === 'Resume', { what: 'paused' });
    assert.equal(await run('speechSynthesis.paused'), true, "the browser's speech is paused");
    assert.equal(await status(), 'Paused.');
    await page.keyboard.press('p');
    await waitFor(() => play.innerText(), (label) => label === 'Pause', { what: 'resumed' });
    assert.equal(await run('speechSynthesis.paused'), false);
    assert.equal(await status(), 'Reading aloud.');
    assert.equal(await text.evaluate((el) => el.scrollTop), scrolled, 'P never scrolls the text');

    await page.keyboard.press('ArrowRight');
    assert.equal(await waitFor(() => run(SPEAKING_AT), (at) => at === start + 1, { what: 'the next paragraph read' }), start + 1);
    assert.equal(await status(), `Paragraph ${start + 2} of ${count}.`, 'where it went, said');
    await page.keyboard.press('ArrowLeft');
    assert.equal(await waitFor(() => run(SPEAKING_AT), (at) => at === start, { what: 'the paragraph before read again' }), start);
    assert.equal(await status(), `Paragraph ${start + 1} of ${count}.`);
    assert.equal(await text.evaluate((el) => el.scrollLeft), 0, 'the arrows never scroll the text sideways');
    const spoken = await run('window.__spoken.length');

    await page.keyboard.press('?');
    const keys = dialog(page).getByTestId('rd-keys');
    await keys.waitFor();
    const listed = await keys.locator('.rd-key').evaluateAll((rows) => rows.map((row) => `${row.querySelector('dt').textContent}: ${row.querySelector('dd').textContent}`));
    assert.ok(listed.includes('P: Read aloud: play or pause (opens it from the paragraph in view)'), listed.join('\n'));
    assert.ok(listed.includes('← / →: While reading aloud: back / forward a paragraph'), listed.join('\n'));
    // In a panel the arrows are the panel's: reading goes on where it was.
    await page.keyboard.press('ArrowRight');
    await page.waitForTimeout(300);
    assert.equal(await run(SPEAKING_AT), start);
    assert.equal(await run('window.__spoken.length'), spoken, 'nothing new was read');
    await page.keyboard.press('Escape');
    await keys.waitFor({ state: 'detached' });
    await dialog(page).getByText('Stop reading aloud').click();
    await page.close();
  });

  test('speed and voice chosen in the bar apply from the next sentence and are remembered; with reduced motion the sentence read is kept in view at once', async () => {
    const SECOND = { ...LOCAL, voiceURI: 'local-en-2', name: 'Second English' };
    await setReaderSettings(session, { speechShielded: 'skip' });
    const page = await session.context.newPage();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(`${DEMO_WORK}?voices=two`);
    await pressShortcut(session, page);
    await whenBuilt(page);
    const run = await inExtensionWorld(page, [LOCAL, SECOND]);
    const scroller = dialog(page).locator('[data-rd-scroll]');
    await run('window.__hold = true');
    await dialog(page).getByTestId('rd-aloud-toggle').click();
    await dialog(page).getByTestId('rd-aloud-play').click();
    await waitFor(() => run('window.__spoken.length'), (n) => n === 1, { what: 'the first sentence' });
    // By keyboard: the reader's own key presses (a script's synthetic change event is refused, audit F5).
    const voice = dialog(page).getByLabel('Voice');
    await voice.focus();
    await page.keyboard.press('ArrowDown');
    assert.equal(await voice.inputValue(), 'local-en-2');
    const speed = dialog(page).getByTestId('rd-speechRate');
    await speed.focus();
    for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight');
    assert.equal(await speed.getAttribute('aria-valuetext'), '1.5×');
    await run('window.__hold = false');
    const spoken = await waitFor(() => run('window.__spoken'), (s) => s.length >= 2, { what: 'the next sentence' });
    assert.deepEqual([spoken[0].voice, spoken[0].rate], ['Local English', 1], `the first sentence as it was: ${JSON.stringify(spoken)}`);
    assert.deepEqual([spoken[1].voice, spoken[1].rate], ['Second English', 1.5], `the next in the chosen voice and speed: ${JSON.stringify(spoken)}`);
    // Read on until the text had to move: the sentence read is in the upper part of the view each time it is checked.
    const startTop = await scroller.evaluate((el) => el.scrollTop);
    const height = await scroller.evaluate((el) => el.clientHeight);
    await waitFor(() => scroller.evaluate((el) => el.scrollTop), (top) => top > startTop + height / 2, { what: 'the text moved with the reading', timeout: 30_000 });
    await run('window.__hold = true');
    await page.waitForTimeout(100); // an utterance already under way is shown by now
    const place = await dialog(page).evaluate((el) => {
      const box = el.querySelector('[data-rd-scroll]').getBoundingClientRect();
      const rect = [...CSS.highlights.get('rd-speaking')][0].getBoundingClientRect();
      return { top: rect.top - box.top, bottom: box.bottom - rect.bottom, height: box.height };
    });
    assert.ok(place.top >= 0 && place.bottom >= place.height / 5, `the sentence read is in view, above the lowest fifth: ${JSON.stringify(place)}`);
    const stored = await session.serviceWorker.evaluate(async () => (await chrome.storage.sync.get('settings')).settings.reader);
    assert.deepEqual([stored.speechVoice, stored.speechRate], ['local-en-2', 1.5], 'remembered');
    await dialog(page).getByText('Stop reading aloud').click();
    await setReaderSettings(session, { speechVoice: '', speechRate: 1, speechShielded: 'ask' });
    await page.close();
  });

  test('with only network voices it reads nothing and says why; it never says "no voice" while the browser is still listing them', async () => {
    const page = await session.context.newPage();
    // Its own address: the open-reader command finds the tab by URL, and an earlier test's tab may still be listed.
    await page.goto(`${DEMO_WORK}?voices=remote`);
    await pressShortcut(session, page);
    await whenBuilt(page);
    const run = await inExtensionWorld(page, [REMOTE]);
    await dialog(page).getByTestId('rd-aloud-toggle').click();
    const note = dialog(page).getByTestId('rd-aloud-unavailable');
    assert.match(await note.innerText(), /only online voices, which would send the story over the network/);
    assert.equal(await dialog(page).getByTestId('rd-aloud-play').count(), 0, 'no Play');
    await page.keyboard.press('p');
    await page.waitForTimeout(300);
    assert.deepEqual(await run('window.__spoken'), [], 'P reads nothing either');
    assert.deepEqual(await axeSerious(page), [], 'axe with the note shown');
    await page.close();
  });

  test('in a whole work it reads on from the end of one chapter into the next, saying its heading', async () => {
    await setReaderSettings(session, { speechShielded: 'skip' });
    const page = await session.context.newPage();
    await page.goto(WHOLE_WORK);
    await pressShortcut(session, page);
    await whenBuilt(page);
    const run = await inExtensionWorld(page, [LOCAL]);
    // The last paragraph of chapter 1 at the top: the one just before chapter 2's heading.
    const { last, next, heading } = await dialog(page).evaluate((el) => {
      const h2 = el.querySelector('#rd-ch-2');
      const blocks = [...el.querySelectorAll('[data-index]')];
      const after = blocks.find((b) => h2.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
      const n = Number(after.dataset.index);
      return { last: n - 1, next: n, heading: h2.textContent.trim() };
    });
    await dialog(page).locator(`[data-index="${last}"]`).evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await page.waitForTimeout(300);
    await dialog(page).getByTestId('rd-aloud-toggle').click();
    await dialog(page).getByTestId('rd-aloud-play').click();
    assert.equal(await waitFor(() => run(SPEAKING_AT), (at) => at !== null && at >= next, { what: 'chapter 2 read', timeout: 20_000 }), next, 'the first paragraph of chapter 2');
    const spoken = (await run('window.__spoken')).map((u) => u.text);
    const firstOfNext = await dialog(page).locator(`[data-index="${next}"]`).evaluate((el) => el.textContent.trim().split(/(?<=[.!?…]["'”’]?)\s/)[0].replace(/\s+/g, ' '));
    const at = spoken.indexOf(heading);
    assert.ok(at > 0, `the heading "${heading}" said after chapter 1's end: ${JSON.stringify(spoken)}`);
    assert.equal(spoken[at + 1], firstOfNext, 'then the first sentence of chapter 2');
    assert.equal(page.url(), WHOLE_WORK, 'it stayed on the page');
    await dialog(page).getByText('Stop reading aloud').click();
    await setReaderSettings(session, { speechShielded: 'ask' });
    await page.close();
  });

  test('at the end of a chapter page it goes on to the next chapter, which opens reading aloud', async () => {
    await setReaderSettings(session, { speechShielded: 'skip' });
    const page = await session.context.newPage();
    await page.goto(DEMO_CHAPTER_1);
    await pressShortcut(session, page);
    await whenBuilt(page);
    await inExtensionWorld(page, [LOCAL]);
    await dialog(page).locator('[data-index]').last().evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await page.waitForTimeout(300);
    await dialog(page).getByTestId('rd-aloud-toggle').click();
    await Promise.all([page.waitForURL(/chapters\/2000002/, { timeout: 20_000 }), dialog(page).getByTestId('rd-aloud-play').click()]);
    await dialog(page).getByTestId('rd-aloud').waitFor({ timeout: 15_000 });
    assert.match(await dialog(page).locator('h2.rd-chapter').innerText(), /Door/, 'the next chapter, in the reader, with reading aloud open');
    await setReaderSettings(session, { speechShielded: 'ask' });
    await page.close();
  });
});
