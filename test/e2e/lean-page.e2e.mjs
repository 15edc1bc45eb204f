// The page's script without the engine (issue 13): the analysis is the background's alone. Its
// service worker may be asleep (the page wakes it) or keep failing (the page says it could not
// read the work, never that the work is clear), in Chromium with the built extension.
import assert from 'node:assert/strict';
import { statSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { AO3_HOST } from '../demo/server.mjs';
import { banner, EXTENSION_DIR, screenshot, startBrowser, waitFor } from './harness.mjs';

const HEARTBREAK_WORK = `http://${AO3_HOST}/works/1000003`; // reference-texts/003: heartbreak
/** content.js was 571 KB while it carried the engine for an on-page fallback; about 297 KB without. */
const CONTENT_SCRIPT_MAX_BYTES = 350_000;
/** How often the test stops the service worker while the page asks it: faster than it starts and answers. */
const STOP_EVERY_MS = 20;

describe('the page without the engine', { timeout: 120_000 }, () => {
  let session;
  let extensionPage;
  let workers;
  before(async () => {
    session = await startBrowser();
    // The extension's own page can reach its service worker's registration over CDP (stop it).
    extensionPage = await session.context.newPage();
    await extensionPage.goto(`chrome-extension://${session.extensionId}/popup.html`);
    workers = await session.context.newCDPSession(extensionPage);
    await workers.send('ServiceWorker.enable');
  });
  after(async () => {
    await session?.close();
  });

  /** The service worker's running status, as Chromium reports it ("running", "stopped"...). */
  const workerStatus = () =>
    new Promise((resolve) => {
      workers.once('ServiceWorker.workerVersionUpdated', ({ versions }) => resolve(versions.at(-1)?.runningStatus));
      void workers.send('ServiceWorker.disable').then(() => workers.send('ServiceWorker.enable'));
    });

  test('the content script is built without the engine; the background carries it', () => {
    const content = statSync(path.join(EXTENSION_DIR, 'content-scripts/content.js')).size;
    const background = statSync(path.join(EXTENSION_DIR, 'background.js')).size;
    assert.ok(content < CONTENT_SCRIPT_MAX_BYTES, `content.js is ${content} bytes (at most ${CONTENT_SCRIPT_MAX_BYTES})`);
    assert.ok(background > content, `the background (${background} bytes) holds the engine the page does not`);
  });

  test('a service worker that was stopped is woken by the page: the banner names heartbreak', async () => {
    await workers.send('ServiceWorker.stopAllWorkers');
    assert.equal(await waitFor(workerStatus, (s) => s === 'stopped', { what: 'the service worker stopped' }), 'stopped');
    const page = await session.context.newPage();
    await page.goto(HEARTBREAK_WORK);
    await banner(page).waitFor({ timeout: 15_000 });
    assert.match(await banner(page).locator('h2').innerText(), /Heartbreak/);
    await page.close();
  });

  test('a service worker that keeps failing: "could not read this page", never an all-clear, and a later change asks again', async () => {
    let stopping = true;
    let stops = 0;
    const stopLoop = (async () => {
      while (stopping) {
        await workers.send('ServiceWorker.stopAllWorkers').catch(() => {});
        stops++;
        await new Promise((resolve) => setTimeout(resolve, STOP_EVERY_MS));
      }
    })();
    const page = await session.context.newPage();
    try {
      await page.goto(HEARTBREAK_WORK);
      // A worker that took the story and was stopped is waited for: ANSWER_BASE_MS (10 s, lib/page/
      // ask-analysis.ts) before "not in time", after an ask that may already have been retried.
      await banner(page).waitFor({ timeout: 30_000 });
      const heading = banner(page).locator('h2');
      // Which of the two "could not read" notices depends on when a stop lands: before the worker took
      // the story (it failed to answer) or after (it never answered in time). Both are honest; an
      // all-clear or the story's warnings never are.
      assert.match(await heading.innerText(), /^Gentle Reader could not read this page(?: in time)?$/, `after ${stops} stops`);
      assert.match(await banner(page).innerText(), /Nothing on this page was checked for content warnings/);
      assert.doesNotMatch(await banner(page).innerText(), /Nothing found|Heartbreak/);
      assert.equal(await page.locator('[data-gentle-reader-shield]').count(), 0, 'nothing is shielded as if it had been read');
      await screenshot(page, 'could-not-read');
    } finally {
      stopping = false;
      await stopLoop;
    }
    // The worker is left alone now: a settings change (sensitivity) draws again and asks again.
    await extensionPage.evaluate(async () => {
      const { settings } = await chrome.storage.sync.get('settings');
      await chrome.storage.sync.set({ settings: { ...settings, sensitivity: 'high' } });
    });
    await waitFor(() => banner(page).locator('h2').innerText(), (h) => /Heartbreak/.test(h), { timeout: 15_000, what: 'the banner after the worker answered' });
    await page.close();
  });
});
