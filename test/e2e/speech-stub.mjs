// Speech synthesis replaced at its boundary only, for Chromium's browser tests of read aloud:
// speechSynthesis and SpeechSynthesisUtterance, in the extension's own isolated world over the
// DevTools protocol, recording each utterance in order; everything else is the extension as built.
import { waitFor } from './harness.mjs';

export const LOCAL = { voiceURI: 'local-en', name: 'Local English', lang: 'en-US', localService: true, default: false };
export const REMOTE = { voiceURI: 'cloud-en', name: 'Cloud English', lang: 'en-US', localService: false, default: true };

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
    get paused() { return paused; },
    pause() { paused = true; },
    resume() { paused = false; },
  };
  Object.defineProperty(window, 'speechSynthesis', { configurable: true, get: () => synth });
  window.SpeechSynthesisUtterance = Utterance;
})()`;

/** Runs `expression` in the extension's isolated world of `page`, returning its value. */
export async function inExtensionWorld(page, voices) {
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
