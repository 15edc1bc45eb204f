// Read aloud in Chromium. Speech synthesis is stubbed at its boundary only (speechSynthesis and
// SpeechSynthesisUtterance, replaced in the extension's own isolated world over the DevTools
// protocol), recording each utterance in order; everything else is the extension as built.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { AO3_HOST } from '../demo/server.mjs';
import { screenshot, startBrowser, waitFor } from './harness.mjs';
import { axeSerious, dialog, pressShortcut, whenBuilt } from './reader-helpers.mjs';

const DEMO_WORK = `http://${AO3_HOST}/works/1000003`;
const DEMO_CHAPTER_1 = `http://${AO3_HOST}/works/2000000/chapters/2000001`;
const LOCAL = { voiceURI: 'local-en', name: 'Local English', lang: 'en-US', localService: true, default: false };
const REMOTE = { voiceURI: 'cloud-en', name: 'Cloud English', lang: 'en-US', localService: false, default: true };

/** Installed in the extension's world: a speech synthesis that records, and speaks each utterance in 30 ms (held while `__hold`). */
const STUB = (voices) => `(() => {
  const spoken = (window.__spoken = []);
  window.__hold = false;
  let paused = false;
  let current;
  class Utterance { constructor(text) { Object.assign(this, { text, rate: 1, voice: null, lang: '', onend: null, onerror: null }); } }
  const synth = {
    getVoices: () => ${JSON.stringify(voices)},
    addEventListener() {}, removeEventListener() {},
    speak(u) {
      spoken.push({ text: u.text, rate: u.rate, voice: u.voice ? u.voice.name : null });
      current = u;
      const finish = () => {
        if (current !== u) return;
        if (paused || window.__hold) return setTimeout(finish, 30);
        current = undefined;
        u.onend && u.onend();
      };
      setTimeout(finish, 30);
    },
    cancel() { const u = current; current = undefined; u && u.onerror && u.onerror({ error: 'interrupted' }); },
    pause() { paused = true; },
    resume() { paused = false; },
  };
  Object.defineProperty(window, 'speechSynthesis', { configurable: true, get: () => synth });
  window.SpeechSynthesisUtterance = Utterance;
})()`;

/** Runs `expression` in the extension's isolated world of `page`, returning its value. */
async function inExtensionWorld(page, voices) {
  const cdp = await page.context().newCDPSession(page);
  const contexts = [];
  cdp.on('Runtime.executionContextCreated', ({ context }) => contexts.push(context));
  await cdp.send('Runtime.enable');
  const ours = () => contexts.filter((c) => c.auxData?.type === 'isolated' && c.origin.startsWith('chrome-extension://'));
  await waitFor(() => ours().length, Boolean, { what: "the extension's world" });
  await new Promise((r) => setTimeout(r, 200)); // every context is reported
  // Each of the extension's worlds the page has (a frame's or a stale one's) gets the stub; the newest answers.
  const evaluate = async (contextId, expression) => (await cdp.send('Runtime.evaluate', { expression, contextId, returnByValue: true, awaitPromise: true }).catch(() => ({ result: {} }))).result.value;
  for (const c of ours()) await evaluate(c.id, STUB(voices));
  const world = ours().at(-1);
  return (expression) => evaluate(world.id, expression);
}

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

  test('at the end of a chapter page it goes on to the next chapter, which opens reading aloud', async () => {
    await session.serviceWorker.evaluate(async () => {
      const { settings = {} } = await chrome.storage.sync.get('settings');
      await chrome.storage.sync.set({ settings: { ...settings, reader: { ...settings.reader, speechShielded: 'skip' } } });
    });
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
    await session.serviceWorker.evaluate(async () => {
      const { settings } = await chrome.storage.sync.get('settings');
      await chrome.storage.sync.set({ settings: { ...settings, reader: { ...settings.reader, speechShielded: 'ask' } } });
    });
    await page.close();
  });
});
