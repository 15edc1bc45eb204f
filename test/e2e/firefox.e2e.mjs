// The Firefox build (Manifest V2) in Debian's Firefox ESR, driven over WebDriver BiDi by
// puppeteer-core (the recipe in ../shared/E2E.md). The archive host names reach the demo server
// through a proxy preference: every request goes to 127.0.0.1, nothing leaves the machine.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import puppeteer from 'puppeteer-core';
import { AO3_HOST, startDemoServer } from '../demo/server.mjs';
import { firefoxChosenProfile, firefoxProxyPrefs, ROOT, SCREENSHOT_DIR, testBuildProblem } from './harness.mjs';

const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
const EXTENSION_DIR = path.join(ROOT, '.output/firefox-mv2');
const ADDON_ID = 'gentle-reader@gentle-reader.invalid'; // wxt.config.ts
const UUID = '6a1f3c2e-5b7d-4e8f-9a0b-1c2d3e4f5a6b'; // a fixed moz-extension://<uuid> for the popup
const skip = !existsSync(FIREFOX_PATH) ? `Firefox ESR is missing at ${FIREFOX_PATH} (apt-get install -y firefox-esr)` : false;

async function until(read, ok, ms = 15_000) {
  const end = Date.now() + ms;
  let last;
  while (Date.now() < end) {
    last = await read().catch(() => undefined);
    if (ok(last)) return last;
    await new Promise((r) => setTimeout(r, 150));
  }
  assert.fail(`timed out; last value: ${JSON.stringify(last)}`);
}

/** The banner's heading, read through its shadow root. */
const bannerHeading = (page) =>
  page.evaluate(() => document.querySelector('[data-gentle-reader=banner]')?.shadowRoot?.querySelector('h2')?.textContent ?? null);

describe('Gentle Reader in Firefox', { skip, timeout: 120_000 }, () => {
  let browser;
  let demo;
  before(async () => {
    const notTestBuild = testBuildProblem(EXTENSION_DIR);
    assert.ok(!notTestBuild, notTestBuild);
    demo = await startDemoServer();
    browser = await puppeteer.launch({
      browser: 'firefox',
      executablePath: FIREFOX_PATH,
      headless: true,
      args: ['--remote-allow-system-access'], // lets BiDi open moz-extension:// pages
      extraPrefsFirefox: {
        'extensions.webextensions.uuids': JSON.stringify({ [ADDON_ID]: UUID }),
        ...firefoxProxyPrefs(demo),
      },
    });
    assert.equal(await browser.installExtension(EXTENSION_DIR), ADDON_ID);
    await firefoxChosenProfile(browser, UUID);
  });
  after(async () => {
    await browser?.close();
    await demo?.close();
  });

  test('the banner names heartbreak on the demo AO3 work, and unticking it in the popup removes it', async () => {
    const page = await browser.newPage();
    await page.goto(`http://${AO3_HOST}/works/1000003`);
    assert.match(await until(() => bannerHeading(page), (h) => typeof h === 'string'), /Heartbreak/);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'firefox-banner.png') });

    const popup = await browser.newPage();
    // BiDi never reports a moz-extension:// load as finished: start it, then poll (E2E.md).
    popup.goto(`moz-extension://${UUID}/popup.html`).catch(() => {});
    await until(() => popup.evaluate(() => Boolean(document.querySelector('[data-testid=category-heartbreak]'))), Boolean);
    await popup.click('[data-testid=category-heartbreak]');
    await until(() => popup.evaluate(async () => (await browser.storage.sync.get('settings')).settings?.categories?.heartbreak), (v) => v === false);
    assert.doesNotMatch(await until(() => bannerHeading(page), (h) => typeof h === 'string' && !h.includes('Heartbreak')), /Heartbreak/);
  });

  /** Loads `url`, opens the reader on it from the popup (its Open reader button), and gives the page and the reader's parts. */
  async function openReaderFromPopup(url) {
    const page = await browser.newPage();
    await page.goto(url);
    await until(() => bannerHeading(page), (h) => typeof h === 'string');
    const popup = await browser.newPage();
    popup.goto(`moz-extension://${UUID}/popup.html`).catch(() => {});
    await until(() => popup.evaluate(() => typeof browser !== 'undefined' && Boolean(browser.tabs)), Boolean);
    const tabId = await popup.evaluate(async (u) => (await browser.tabs.query({ url: u }))[0]?.id, url);
    popup.goto(`moz-extension://${UUID}/popup.html?tab=${tabId}`).catch(() => {});
    await until(() => popup.evaluate(() => Boolean(document.querySelector('[data-testid=open-reader]'))), Boolean);
    await popup.click('[data-testid=open-reader]').catch(() => {}); // the popup closes itself
    const inReader = (selector) => page.evaluate((s) => Boolean(document.querySelector('[data-gentle-reader=reader]')?.shadowRoot?.querySelector(s)), selector);
    await until(() => inReader('[data-testid=rd-dialog]'), Boolean);
    await page.bringToFront();
    // Real clicks: the extension ignores clicks a script makes (a page could forge them).
    const inReaderElement = async (selector) => (await page.evaluateHandle((s) => document.querySelector('[data-gentle-reader=reader]').shadowRoot.querySelector(s), selector)).asElement();
    return { page, inReader, inReaderElement };
  }

  test('an Entire Work in the reader: every chapter heading in order, the table of contents marks the chapter read and jumps to another', async () => {
    const { page, inReader, inReaderElement } = await openReaderFromPopup(`http://${AO3_HOST}/works/2000000?view_full_work=true`);
    const inRoot = (fn) => page.evaluate(fn);
    await until(() => page.evaluate(() => performance.getEntriesByName('gentle-reader-built').length > 0), Boolean, 60_000);
    const headings = await inRoot(() => [...document.querySelector('[data-gentle-reader=reader]').shadowRoot.querySelectorAll('[data-testid=rd-text] h2.rd-chapter')].map((h) => h.textContent));
    assert.deepEqual(headings, ['Chapter 1: The Call', 'Chapter 2: The Door', 'Chapter 3: The Morning']);
    const focusedId = () => inRoot(() => document.querySelector('[data-gentle-reader=reader]').shadowRoot.activeElement?.id ?? null);
    await (await inReaderElement('[data-testid=rd-contents-toggle]')).click();
    await until(() => inReader('.rd-toc-item'), Boolean);
    const current = await inRoot(() => [...document.querySelector('[data-gentle-reader=reader]').shadowRoot.querySelectorAll('.rd-toc-item')].map((i) => i.getAttribute('aria-current')));
    assert.deepEqual(current, ['location', null, null]);
    await (await inReaderElement('li:nth-child(3) > .rd-toc-item')).click();
    await until(focusedId, (id) => id === 'rd-ch-3');
    // In the first quarter of the view (Chromium puts it at the very top; Firefox ESR left it 9.7 px below).
    const place = await inRoot(() => {
      const root = document.querySelector('[data-gentle-reader=reader]').shadowRoot;
      const view = root.querySelector('[data-rd-scroll]').getBoundingClientRect();
      return { top: root.getElementById('rd-ch-3').getBoundingClientRect().top - view.top, height: view.height };
    });
    assert.ok(place.top >= 0 && place.top < place.height / 4, `chapter 3's heading is at the top of the view (${JSON.stringify(place)})`);
    await page.close();
  });

  test('the popup opens the reader, and OpenDyslexic loads in it', async () => {
    const { page, inReader, inReaderElement } = await openReaderFromPopup(`http://${AO3_HOST}/works/1000004`);
    await (await inReaderElement('[data-testid=rd-settings-toggle]')).click();
    await until(() => inReader('[data-testid=rd-font-opendyslexic]'), Boolean);
    await (await inReaderElement('[data-testid=rd-font-opendyslexic]')).click();
    await until(() => page.evaluate(() => [...document.fonts].some((f) => /^"?GentleReader OpenDyslexic [0-9a-f]{16}"?$/.test(f.family) && f.status === 'loaded')), Boolean);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'firefox-reader-opendyslexic.png') });
    // Leave the reader's defaults as they were for any later run.
    const defaults = (await page.evaluateHandle(() => [...document.querySelector('[data-gentle-reader=reader]').shadowRoot.querySelectorAll('button')].find((b) => b.textContent === 'Back to the defaults'))).asElement();
    await defaults?.click();
  });

  test("a personal warning made in the options page shows in the banner, marked as the reader's own", async () => {
    const options = await browser.newPage();
    options.goto(`moz-extension://${UUID}/options.html`).catch(() => {});
    await until(() => options.evaluate(() => Boolean(document.querySelector('[data-testid=personal-new]'))), Boolean);
    await options.evaluate(() => document.querySelector('[data-testid=personal-new]').click());
    await until(() => options.evaluate(() => Boolean(document.querySelector('[data-testid=personal-name]'))), Boolean);
    await options.evaluate(() => {
      const fill = (id, value) => {
        const field = document.querySelector(`[data-testid=${id}]`);
        field.value = value;
        field.dispatchEvent(new Event('input', { bubbles: true }));
      };
      fill('personal-name', 'Lifts');
      fill('personal-words', 'elevator');
    });
    await until(() => options.evaluate(() => document.querySelector('[data-testid=personal-save]')?.disabled === false), Boolean);
    await options.evaluate(() => document.querySelector('[data-testid=personal-save]').click());
    await until(() => options.evaluate(async () => (await browser.storage.local.get('personal-warnings'))['personal-warnings']?.warnings?.length), (n) => n === 1);

    const page = await browser.newPage();
    await page.goto(`http://${AO3_HOST}/works/1000003`);
    assert.match(await until(() => bannerHeading(page), (h) => typeof h === 'string' && h.includes('Lifts')), /Lifts/);
    const mark = await page.evaluate(() => document.querySelector('[data-gentle-reader=banner]').shadowRoot.querySelector('[data-category="personal:lifts"] .gr-own-mark')?.textContent);
    assert.equal(mark, 'your own warning');
  });
  test('listings: "fold" for unknown warnings, chosen in the popup, folds the work with its reason; Show brings it back', async () => {
    const page = await browser.newPage();
    await page.goto(`http://${AO3_HOST}/works?page=2`);
    const panelText = (id) =>
      page.evaluate((i) => document.querySelector(`li#work_${i} [data-gentle-reader=listing]`)?.shadowRoot?.querySelector('.gr-blurb')?.textContent?.replace(/\s+/g, ' ').trim() ?? null, id);
    await until(() => panelText(1000013), (t) => typeof t === 'string');
    const popup = await browser.newPage();
    popup.goto(`moz-extension://${UUID}/popup.html`).catch(() => {});
    await until(() => popup.evaluate(() => Boolean(document.querySelector('[data-testid=listing-unknown]'))), Boolean);
    await popup.evaluate(() => {
      const select = document.querySelector('[data-testid=listing-unknown]');
      select.value = 'fold';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await until(() => popup.evaluate(async () => (await browser.storage.sync.get('settings')).settings?.listing?.unknown), (v) => v === 'fold');
    const state = () => page.evaluate(() => document.querySelector('li#work_1000013').getAttribute('data-gentle-reader-listing'));
    await until(state, (v) => v === 'fold');
    assert.match(await panelText(1000013), /^Nobody Warned Me Hidden: unknown warnings \(creator chose not to warn\) Show$/);
    assert.equal(await page.evaluate(() => document.querySelector('li#work_1000013 h4.heading').getBoundingClientRect().height), 0, 'the folded blurb is out of view');
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'firefox-listing-folded.png') });
    // A real click: the extension ignores clicks a page script makes inside its UI (audit F5).
    await (await page.evaluateHandle(() => document.querySelector('li#work_1000013 [data-gentle-reader=listing]').shadowRoot.querySelector('.gr-fold button'))).asElement().click();
    await until(state, (v) => v === null);
    assert.ok(await page.evaluate(() => document.querySelector('li#work_1000013 h4.heading').getBoundingClientRect().height > 0), 'shown again');
    await popup.close();
  });
});
