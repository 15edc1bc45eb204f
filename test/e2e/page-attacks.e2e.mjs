// What a page's own scripts can do to the extension (audit F4), in Chromium and Firefox: forge
// WXT's "newer content script started" event, listen for its announcement, or define our custom
// element names before we mount. The banner and every shield must stay; and (F5) clicks and keys
// a script makes inside our UI do nothing.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import puppeteer from 'puppeteer-core';
import { AO3_HOST, startDemoServer } from '../demo/server.mjs';
import { firefoxChosenProfile, firefoxProxyPrefs, ROOT, startBrowser, storedSettings, tabIdOf } from './harness.mjs';

const WORK = `http://${AO3_HOST}/works/1000003`;
const FIREFOX_ADDON_ID = 'gentle-reader@gentle-reader.invalid'; // wxt.config.ts
const FIREFOX_UUID = '5b2e8c1d-7a4f-4e3b-9c6d-2f1a0e9b8c7d'; // a fixed moz-extension://<uuid>, to store the chosen profile
const OUR_HOST_NAMES = ['gentle-reader-banner', 'gentle-reader-overlay', 'gentle-reader-chips'];

/** Runs in the page before its scripts: records any announcement and takes our element names first. */
function hostilePageScript(names) {
  window.__announcements = [];
  window.addEventListener('message', (event) => {
    if (JSON.stringify(event.data ?? '').includes('content-script-started')) window.__announcements.push(event.data);
  });
  for (const name of names) {
    customElements.define(name, class extends HTMLElement {
      constructor() {
        super();
        this.attachShadow({ mode: 'closed' });
      }
    });
  }
}

/** The page forges the event, for the extension id it guessed or learnt; returns what is left after. */
async function forgeRestart(evaluate, extensionId) {
  await evaluate((id) => {
    for (const entry of ['content', 'readability']) {
      document.dispatchEvent(new CustomEvent(`${id}:${entry}:wxt:content-script-started`, { detail: { contentScriptName: entry, messageId: 'forged' } }));
    }
  }, extensionId);
  await new Promise((r) => setTimeout(r, 1_000));
}

const pageState = (evaluate) =>
  evaluate(() => ({
    banner: Boolean(document.querySelector('[data-gentle-reader=banner]')),
    shielded: document.querySelectorAll('[data-gentle-reader-shield=blur]').length,
    announcements: window.__announcements.length,
  }));

async function assertHolds(evaluate, extensionId) {
  const before = await pageState(evaluate);
  assert.equal(before.banner, true, 'the banner mounted although the page took our element names first');
  assert.ok(before.shielded > 0, 'passages are shielded');
  assert.equal(before.announcements, 0, 'the content script did not announce itself (or its id) to the page');
  await forgeRestart(evaluate, extensionId);
  assert.deepEqual(await pageState(evaluate), before, 'a forged restart event changes nothing');
}

describe('page scripts against the extension, Chromium', { timeout: 120_000 }, () => {
  let session;
  before(async () => (session = await startBrowser()));
  after(() => session?.close());

  test('a forged restart event, a taken element name and a listener for announcements change nothing', async () => {
    const page = await session.context.newPage();
    await page.addInitScript(hostilePageScript, OUR_HOST_NAMES);
    await page.goto(WORK);
    await page.waitForSelector('[data-gentle-reader-shield=blur]', { state: 'attached', timeout: 15_000 });
    await assertHolds((fn, arg) => page.evaluate(fn, arg), session.extensionId);
    await page.close();
  });

  test('a page script that removes the banner and the summary again and again does not get rid of them (F4)', async () => {
    const page = await session.context.newPage();
    await page.goto(WORK);
    await page.locator('[data-gentle-reader=banner]').waitFor({ state: 'attached', timeout: 15_000 });
    await page.locator('[data-gentle-reader=summary]').waitFor({ state: 'attached', timeout: 15_000 });
    // Five rounds, 200 ms apart, as a page script on a timer would.
    const removed = await page.evaluate(async () => {
      let count = 0;
      for (let round = 0; round < 5; round++) {
        for (const host of document.querySelectorAll('[data-gentle-reader=banner], [data-gentle-reader=summary]')) {
          host.remove();
          count++;
        }
        await new Promise((r) => setTimeout(r, 200));
      }
      return count;
    });
    assert.equal(removed, 10, 'each round found both of them back in the page');
    assert.equal(await page.locator('[data-gentle-reader=banner]').count(), 1);
    assert.equal(await page.locator('[data-gentle-reader=summary]').count(), 1);
    // Back where it was, before the story, and still the banner the reader can use.
    assert.ok(await page.evaluate(() => document.querySelector('[data-gentle-reader=banner]').nextElementSibling?.matches('#chapters, .userstuff, #workskin *')));
    await page.locator('[data-testid=gr-banner]').waitFor({ timeout: 5_000 });

    // A page that removes it the moment it is back (its own MutationObserver): we stop after a bound, and the page stays responsive.
    const fight = await page.evaluate(async () => {
      const host = document.querySelector('[data-gentle-reader=banner]');
      let removals = 0;
      new MutationObserver(() => {
        if (host.isConnected) {
          host.remove();
          removals++;
        }
      }).observe(document.body, { childList: true, subtree: true });
      host.remove();
      removals++;
      await new Promise((r) => setTimeout(r, 1_000));
      return removals;
    });
    assert.ok(fight <= 30, `bounded: the page removed it ${fight} times`);
    await page.close();
  });

  test("a page script's clicks and keys inside the reader do nothing: no setting changes, the reader stays (F5)", async () => {
    const page = await session.context.newPage();
    await page.goto(WORK);
    await page.waitForSelector('[data-gentle-reader-shield=blur]', { state: 'attached', timeout: 15_000 });
    const tabId = await tabIdOf(session, page);
    await session.serviceWorker.evaluate(async (id) => chrome.commands.onCommand.dispatch('open-reader', await chrome.tabs.get(id)), tabId);
    await page.locator('[data-testid=rd-dialog]').waitFor({ timeout: 15_000 });
    const before = await storedSettings(session);
    const forged = await page.evaluate(async () => {
      const root = document.querySelector('[data-gentle-reader=reader]').shadowRoot;
      root.querySelector('[data-testid=rd-settings-toggle]').click();
      await new Promise((r) => setTimeout(r, 300));
      const panelOpened = Boolean(root.querySelector('[data-testid=rd-creator-style]'));
      root.querySelector('[data-testid=rd-dialog]').dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }));
      root.querySelector('[data-testid=rd-close]').click();
      await new Promise((r) => setTimeout(r, 300));
      return { panelOpened, readerOpen: Boolean(root.querySelector('[data-testid=rd-dialog]')) };
    });
    assert.deepEqual(forged, { panelOpened: false, readerOpen: true });
    await page.waitForTimeout(500);
    assert.deepEqual(await storedSettings(session), before, 'no synced setting changed');
    // The reader's own clicks still work.
    await page.locator('[data-testid=rd-close]').click();
    await page.locator('[data-testid=rd-dialog]').waitFor({ state: 'detached', timeout: 5_000 });
    await page.close();
  });
});

const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
const skipFirefox = !existsSync(FIREFOX_PATH) ? `Firefox ESR is missing at ${FIREFOX_PATH}` : false;

describe('page scripts against the extension, Firefox', { skip: skipFirefox, timeout: 120_000 }, () => {
  let browser;
  let demo;
  before(async () => {
    const extension = path.join(ROOT, '.output/firefox-mv2');
    assert.ok(existsSync(path.join(extension, 'manifest.json')), 'build first (npm run build:firefox)');
    demo = await startDemoServer();
    browser = await puppeteer.launch({
      browser: 'firefox',
      executablePath: FIREFOX_PATH,
      headless: true,
      args: ['--remote-allow-system-access'], // to store the chosen profile from the add-on's own page
      extraPrefsFirefox: { ...firefoxProxyPrefs(demo), 'extensions.webextensions.uuids': JSON.stringify({ [FIREFOX_ADDON_ID]: FIREFOX_UUID }) },
    });
    assert.equal(await browser.installExtension(extension), FIREFOX_ADDON_ID);
    await firefoxChosenProfile(browser, FIREFOX_UUID);
  });
  after(async () => {
    await browser?.close();
    await demo?.close();
  });

  test('a forged restart event, a taken element name and a listener for announcements change nothing', async () => {
    const page = await browser.newPage();
    await page.evaluateOnNewDocument(hostilePageScript, OUR_HOST_NAMES);
    await page.goto(WORK);
    await page.waitForFunction(() => document.querySelectorAll('[data-gentle-reader-shield=blur]').length > 0, { timeout: 15_000 });
    await assertHolds((fn, arg) => page.evaluate(fn, arg), FIREFOX_ADDON_ID);
  });
});
