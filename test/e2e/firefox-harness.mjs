// What the Firefox browser tests share: Debian's Firefox ESR with the Firefox build (Manifest V2)
// installed as a temporary add-on, driven over WebDriver BiDi by puppeteer-core (../shared/E2E.md),
// the archive host names sent to the demo server through a proxy preference (nothing leaves the machine).
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import puppeteer from 'puppeteer-core';
import { startDemoServer } from '../demo/server.mjs';
import { firefoxChosenProfile, firefoxProxyPrefs, OUTPUT_DIR, ROOT, SCREENSHOT_DIR, testBuildProblem } from './harness.mjs';

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
const EXTENSION_DIR = path.join(ROOT, '.output/firefox-mv2');
const ADDON_ID = 'gentle-reader@gentle-reader.invalid'; // wxt.config.ts
export const UUID = '6a1f3c2e-5b7d-4e8f-9a0b-1c2d3e4f5a6b'; // a fixed moz-extension://<uuid> for the popup
/** Why the Firefox tests cannot run here, or false. */
export const firefoxMissing = !existsSync(FIREFOX_PATH) ? `Firefox ESR is missing at ${FIREFOX_PATH} (apt-get install -y firefox-esr)` : false;

/** Polls `read` until `ok` holds of its value (errors read as undefined); fails with the last value. */
export async function until(read, ok, ms = 15_000) {
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
export const bannerHeading = (page) =>
  page.evaluate(() => document.querySelector('[data-gentle-reader=banner]')?.shadowRoot?.querySelector('h2')?.textContent ?? null);

/**
 * A language pack for `locale` (a BCP 47 tag such as "es-ES"), written to a new folder, holding no
 * translations of Firefox's own: installed, it makes the locale one Firefox has, which is all a
 * WebExtension's language depends on. Firefox picks an add-on's `_locales` folder by negotiating
 * `Services.locale.appLocalesAsBCP47` (the requested locales Firefox has a package for) against the
 * add-on's locales (Extension.sys.mjs, initLocale); Debian's firefox-esr ships en-US alone, so a
 * requested "es-ES" is dropped unless some language pack provides it.
 */
function writeLanguagePack(locale, firefoxMajor) {
  const dir = mkdtempSync(path.join(tmpdir(), `gentle-reader-langpack-${locale}-`));
  writeFileSync(
    path.join(dir, 'manifest.json'),
    JSON.stringify({
      manifest_version: 2,
      name: `Language: ${locale} (test, no Firefox translations)`,
      version: '1.0',
      langpack_id: locale,
      // A language pack counts only for the Firefox version it names.
      browser_specific_settings: { gecko: { id: `langpack-${locale}@gentle-reader.invalid`, strict_min_version: `${firefoxMajor}.0`, strict_max_version: `${firefoxMajor}.*` } },
      languages: { [locale]: { chrome_resources: {}, version: '1' } },
      // A source for Firefox's localization registry: what lists the locale as available.
      sources: { browser: { base_path: 'browser/' } },
    }),
  );
  mkdirSync(path.join(dir, 'browser/localization', locale), { recursive: true });
  return dir;
}

/**
 * The demo server and Firefox ESR with the test build installed and the reader's chosen profile
 * stored; `prefs` adds Firefox preferences. `locale` (say "es-ES"): Firefox asked for that language
 * (intl.locale.requested), made available by a language pack installed before the add-on, so the
 * add-on starts in it. `extraRoutes`: more pages for the demo server (startDemoServer).
 * `extensionDir`: another copy of the Firefox test build. Returns `{ browser, demo, close() }`.
 */
export async function startFirefox(prefs = {}, { locale, extraRoutes, extensionDir = EXTENSION_DIR } = {}) {
  const notTestBuild = testBuildProblem(extensionDir);
  assert.ok(!notTestBuild, notTestBuild);
  // As the Chromium harness does: the Firefox tests' screenshots failed in a fresh checkout without it.
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const demo = await startDemoServer({ extraRoutes });
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    args: ['--remote-allow-system-access'], // lets BiDi open moz-extension:// pages
    extraPrefsFirefox: {
      'extensions.webextensions.uuids': JSON.stringify({ [ADDON_ID]: UUID }),
      ...firefoxProxyPrefs(demo),
      ...(locale && { 'intl.locale.requested': locale }),
      ...prefs,
    },
  });
  let languagePack;
  const close = async () => {
    await browser.close();
    await demo.close();
    if (languagePack) rmSync(languagePack, { recursive: true, force: true });
  };
  try {
    if (locale) {
      languagePack = writeLanguagePack(locale, /(\d+)\./.exec(await browser.version())[1]);
      await browser.installExtension(languagePack);
    }
    assert.equal(await browser.installExtension(extensionDir), ADDON_ID);
    await firefoxChosenProfile(browser, UUID);
  } catch (error) {
    await close();
    throw error;
  }
  return { browser, demo, close };
}

/** Opens one of the add-on's own pages (popup.html, options.html…); BiDi never reports such a load as finished. */
export async function extensionPage(browser, file, ready = () => typeof browser !== 'undefined' && Boolean(browser.storage)) {
  const page = await browser.newPage();
  page.goto(`moz-extension://${UUID}/${file}`).catch(() => {});
  await until(() => page.evaluate(ready), Boolean);
  return page;
}

/** Reads the add-on's storage (`area` 'sync' or 'local') from one of its pages: the value under `key`. */
export async function stored(extension, area, key) {
  return extension.evaluate(async (a, k) => (await browser.storage[a].get(k))[k], area, key);
}

/** Changes the stored reader settings (`patch`, with `reader` merged too) from one of the add-on's pages. */
export async function setStoredSettings(extension, patch) {
  await extension.evaluate(async (change) => {
    const { settings = {} } = await browser.storage.sync.get('settings');
    await browser.storage.sync.set({ settings: { ...settings, ...change, reader: { ...settings.reader, ...change.reader } } });
  }, patch);
}

/** The popup speaking for the tab showing `url` (a popup cannot be clicked open headless), once its Open reader button is there. */
export async function popupFor(browser, url) {
  const finder = await extensionPage(browser, 'popup.html', () => typeof browser !== 'undefined' && Boolean(browser.tabs));
  // The newest tab showing `url` (an earlier test's may still be closing).
  const tabId = await finder.evaluate(async (u) => Math.max(...(await browser.tabs.query({ url: u })).map((tab) => tab.id)), url);
  await finder.close();
  return extensionPage(browser, `popup.html?tab=${tabId}`, () => Boolean(document.querySelector('[data-testid=open-reader]')));
}

/**
 * Loads `url`, opens the reader on it from the popup's Open reader button (pressed with Enter when
 * `keyboard`, else clicked), and gives the page and helpers for the reader's shadow root.
 */
export async function openReaderFromPopup(browser, url, { keyboard = false } = {}) {
  const page = await browser.newPage();
  await page.goto(url);
  await until(() => bannerHeading(page), (h) => typeof h === 'string');
  const popup = await popupFor(browser, url);
  if (keyboard) {
    await popup.focus('[data-testid=open-reader]');
    await popup.keyboard.press('Enter').catch(() => {}); // the popup closes itself
  } else {
    await popup.click('[data-testid=open-reader]').catch(() => {});
  }
  const inReader = (selector) => page.evaluate((s) => Boolean(document.querySelector('[data-gentle-reader=reader]')?.shadowRoot?.querySelector(s)), selector);
  await until(() => inReader('[data-testid=rd-dialog]'), Boolean);
  // The popup closes itself once the background has the reader opened, which can come after the reader shows; Firefox's
  // tab activation waits for the selected tab (the closing popup) to be hidden, and fails if it goes meanwhile. So wait
  // until it is gone: Puppeteer's own isClosed() learns that seconds late, a script run in it fails at once.
  await until(() => popup.evaluate(() => false).then(() => false, () => true), Boolean);
  await page.bringToFront();
  // Real clicks: the extension ignores clicks a script makes (a page could forge them).
  const inReaderElement = async (selector) => (await page.evaluateHandle((s) => document.querySelector('[data-gentle-reader=reader]').shadowRoot.querySelector(s), selector)).asElement();
  /** Runs `fn(root, arg)` with the reader's shadow root in the page. */
  const inRoot = (fn, arg) =>
    page.evaluate(`(${fn})(document.querySelector('[data-gentle-reader=reader]').shadowRoot, ${JSON.stringify(arg ?? null)})`).catch((error) => {
      throw new Error(`${error.message}, in: ${String(fn).slice(0, 120)}`);
    });
  return { page, inReader, inReaderElement, inRoot };
}

/** Resolves once the reader has built the whole text. */
export async function whenBuiltIn(page) {
  await until(() => page.evaluate(() => performance.getEntriesByName('gentle-reader-built').length > 0), Boolean, 60_000);
}

/**
 * Prints `page` to PDF the way Firefox prints it, then reads the PDF back with Firefox's own PDF
 * viewer (pdf.js): the text of each printed page, in order. The PDF is kept in test-output/.
 */
export async function printedPages(browser, page, name) {
  const file = path.join(OUTPUT_DIR, `${name}.pdf`);
  mkdirSync(OUTPUT_DIR, { recursive: true });
  writeFileSync(file, await page.pdf({ format: 'A4' }));
  const viewer = await browser.newPage();
  viewer.goto(`file://${file}`).catch(() => {});
  const pages = await until(
    () =>
      viewer.evaluate(async () => {
        const pdf = window.PDFViewerApplication?.pdfDocument;
        if (!pdf) return null;
        const texts = [];
        for (let i = 1; i <= pdf.numPages; i++) texts.push((await (await pdf.getPage(i)).getTextContent()).items.map((item) => item.str).join(' ').replace(/\s+/g, ' ').trim());
        return texts;
      }),
    Array.isArray,
    30_000,
  );
  await viewer.close();
  return pages;
}
