// A passage is blurred the moment it is shielded, never faded in from clear text: with a fade, each
// newly shielded passage was readable for the first frames of its 0.2 s transition (a page the site
// re-renders is shielded again in plain view), and a long page started a thousand animations while it
// was being shielded. Showing a passage still fades, unless the reader asks for reduced motion.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { AO3_HOST } from '../demo/server.mjs';
import { startBrowser, waitFor } from './harness.mjs';

// Runs in the page from its start: every filter transition that starts, with the shield state of
// its element at that moment.
const RECORD_FILTER_TRANSITIONS = `window.__filterTransitions = [];
document.addEventListener('transitionrun', (event) => {
  if (event.propertyName === 'filter') window.__filterTransitions.push(event.target.getAttribute('data-gentle-reader-shield'));
}, true);`;

const transitions = (page) => page.evaluate(() => window.__filterTransitions);
const blurred = (page) => page.locator('[data-gentle-reader-shield=blur]');

describe('shield motion', { timeout: 120_000 }, () => {
  let session;
  before(async () => {
    session = await startBrowser();
  });
  after(() => session?.close());

  test('a passage is blurred at once when shielded, on load and when the site re-renders it; showing one fades', async () => {
    const page = await session.context.newPage();
    await page.addInitScript(RECORD_FILTER_TRANSITIONS);
    await page.goto(`http://${AO3_HOST}/works/1000003`);
    await waitFor(() => blurred(page).count(), (n) => n > 0, { timeout: 15_000, what: 'shielded passages' });
    const count = await blurred(page).count();
    await page.waitForTimeout(500);
    assert.deepEqual(await transitions(page), [], 'no passage fades into its blur on load');

    // The site re-renders its shielded paragraphs while the story is on screen (audit F10).
    await page.evaluate(() => {
      for (const el of document.querySelectorAll('[data-gentle-reader-shield=blur]')) {
        const fresh = document.createElement(el.tagName);
        fresh.innerHTML = el.innerHTML;
        el.replaceWith(fresh);
      }
    });
    await waitFor(() => blurred(page).count(), (n) => n === count, { timeout: 5_000, what: `all ${count} re-rendered passages shielded again` });
    const radius = await blurred(page).first().evaluate((el) => Number(/blur\(([\d.]+)px\)/.exec(getComputedStyle(el).filter)?.[1]));
    assert.ok(radius >= 6, `a passage shielded again is fully blurred at once (${radius} px)`);
    await page.waitForTimeout(500);
    assert.deepEqual(await transitions(page), [], 'no re-rendered passage fades into its blur');

    await blurred(page).first().click();
    await waitFor(() => transitions(page), (list) => list.length > 0, { timeout: 2_000, what: 'the shown passage fading in' });
    assert.deepEqual(await transitions(page), ['revealed'], 'showing a passage fades its blur away');
    await page.close();
  });

  test('reduced motion: showing a passage does not fade either', async () => {
    const page = await session.context.newPage();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.addInitScript(RECORD_FILTER_TRANSITIONS);
    await page.goto(`http://${AO3_HOST}/works/1000003`);
    await waitFor(() => blurred(page).count(), (n) => n > 0, { timeout: 15_000, what: 'shielded passages' });
    const count = await blurred(page).count();
    await blurred(page).first().click();
    await waitFor(() => blurred(page).count(), (n) => n === count - 1, { what: 'the passage shown' });
    await page.waitForTimeout(500);
    assert.deepEqual(await transitions(page), []);
    await page.close();
  });
});
