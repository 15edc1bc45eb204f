// Shared set-up for the real-browser tests: Debian's Chromium driven by playwright-core, with the
// built extension loaded, the demo archive served on 127.0.0.1 under the archives' host names,
// and every request recorded so a test can prove nothing left the machine.
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { hostResolverRules, startDemoServer } from '../demo/server.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const EXTENSION_DIR = path.join(ROOT, '.output/chrome-mv3');
export const OUTPUT_DIR = path.join(ROOT, 'test-output');
export const SCREENSHOT_DIR = path.join(OUTPUT_DIR, 'screenshots');
export const REAL_PAGES_DIR = path.resolve(ROOT, '../shared/real-pages');
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Every warning category's id, read from the engine's own list so a new category is never missed. */
export const CATEGORY_IDS = (() => {
  const source = readFileSync(path.join(ROOT, 'lib/engine/categories.ts'), 'utf8');
  const list = source.match(/export const CATEGORY_IDS = \[([^\]]*)\]/)?.[1] ?? '';
  const ids = [...list.matchAll(/'([a-z-]+)'/g)].map((m) => m[1]);
  assert.ok(ids.length >= 20, `read the category ids from lib/engine/categories.ts (found ${ids.length})`);
  return ids;
})();

/**
 * The profile most browser tests start from: a reader who answered the first-run question with
 * "All" and "Blur them", stored as the welcome view stores it (lib/settings/settings-migrations.ts:
 * SETTINGS_VERSION 2 in "settings$"; what is left out reads as its default).
 */
export const CHOSEN_SETTINGS = { chosen: true, shield: 'blur', categories: Object.fromEntries(CATEGORY_IDS.map((id) => [id, true])) };
const CHOSEN_STORAGE = { settings: CHOSEN_SETTINGS, settings$: { v: 2 } };

/** Stores the chosen profile (also to start a test afresh after it changed the settings). */
export async function seedChosenSettings(session) {
  await session.serviceWorker.evaluate((items) => chrome.storage.sync.set(items), CHOSEN_STORAGE);
}

/** Changes some of the stored settings, keeping the rest (seedChosenSettings puts the profile back). */
export async function patchSettings(session, patch) {
  await session.serviceWorker.evaluate(async (patch) => {
    const { settings } = await chrome.storage.sync.get('settings');
    await chrome.storage.sync.set({ settings: { ...settings, ...patch } });
  }, patch);
}

/** The options page the extension opens on install (its welcome view), as soon as it is open. */
export async function installPage(context, extensionId, timeout = 15_000) {
  // Polled: a new page's first "page" event can come while its URL is still about:blank.
  const isOptions = (page) => page.url().startsWith(`chrome-extension://${extensionId}/options.html`);
  return waitFor(() => context.pages().find(isOptions), Boolean, { timeout, what: 'the options page opened on install' });
}

/** A saved real page's path, or undefined where ../shared is absent (tests then skip). */
export function realPage(relative) {
  const file = path.join(REAL_PAGES_DIR, relative);
  return existsSync(file) ? file : undefined;
}

/** The command that makes the builds the browser tests load (they match http, where the demo is served). */
export const TEST_BUILD_COMMAND = 'GENTLE_READER_TEST_BUILD=1 npx wxt build && GENTLE_READER_TEST_BUILD=1 npx wxt build -b firefox';

/**
 * Why the build in `dir` cannot run the demo archive's pages, or undefined when it can: a release
 * build matches https only, and the demo is served over http.
 */
export function testBuildProblem(dir) {
  const manifest = path.join(dir, 'manifest.json');
  if (!existsSync(manifest)) return `build the extension first: ${dir} is missing (${TEST_BUILD_COMMAND})`;
  const { content_scripts: scripts = [] } = JSON.parse(readFileSync(manifest, 'utf8'));
  const matchesHttp = scripts.some((s) => (s.matches ?? []).some((m) => m.startsWith('*://') || m.startsWith('http://')));
  return matchesHttp ? undefined : `${dir} is a release build (https only): the browser tests need a test build (${TEST_BUILD_COMMAND})`;
}

/**
 * Starts the demo server and Chromium with the extension. `extraRoutes` maps "host/path" to a saved
 * page (or `{ html }`) to serve there; `secureHosts` are served over HTTPS, for the hosts Chromium
 * will only visit that way (HSTS preload: Wattpad, Tumblr...). Returns what a test needs, and `close()`.
 */
export async function startBrowser({
  extraRoutes = {},
  secureHosts = [],
  headless = process.env.E2E_HEADLESS !== '0',
  viewport = { width: 1100, height: 800 },
  // A phone: { deviceScaleFactor: 3, hasTouch: true, isMobile: true } (Chromium's mobile emulation).
  deviceScaleFactor,
  hasTouch,
  isMobile,
  // More Chromium switches (say, --log-net-log=FILE for a record of every request the browser makes).
  extraArgs = [],
  // Another build to load (the release build's own test); the demo's pages need a test build.
  extensionDir = EXTENSION_DIR,
  releaseBuild = false,
  // More environment for Chromium (its interface language on Linux: LANGUAGE, LANG).
  env = {},
  // true: a new reader who has not answered the first-run question (the welcome page is left open
  // as `welcome`); otherwise the chosen profile (CHOSEN_SETTINGS) is stored and the welcome closed.
  firstRun = false,
} = {}) {
  const notTestBuild = releaseBuild ? undefined : testBuildProblem(extensionDir);
  assert.ok(!notTestBuild, notTestBuild);
  assert.ok(existsSync(path.join(extensionDir, 'manifest.json')), `build the extension first: ${extensionDir} is missing`);
  assert.ok(existsSync(CHROMIUM_PATH), `Chromium is missing at ${CHROMIUM_PATH} (apt-get install -y chromium)`);
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const demo = await startDemoServer({ extraRoutes, secureHosts });
  const profileDir = mkdtempSync(path.join(tmpdir(), 'gentle-reader-profile-'));
  const args = [
    `--disable-extensions-except=${extensionDir}`,
    `--load-extension=${extensionDir}`,
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
    `--host-resolver-rules=${hostResolverRules(demo)}`,
    ...extraArgs,
  ];
  if (headless) args.unshift('--headless=new');
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: CHROMIUM_PATH,
    headless: false, // --headless=new is in args: Playwright's own flag would be redundant
    args,
    ignoreDefaultArgs: ['--disable-extensions'],
    // The demo's HTTPS hosts use a throwaway self-signed certificate.
    ignoreHTTPSErrors: true,
    viewport,
    env: { ...process.env, ...env },
    ...(deviceScaleFactor && { deviceScaleFactor }),
    ...(hasTouch && { hasTouch }),
    ...(isMobile && { isMobile }),
  });
  const requests = [];
  context.on('request', (request) => requests.push(request.url()));
  const serviceWorker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker', { timeout: 15_000 }));
  const extensionId = new URL(serviceWorker.url()).host;
  const welcome = await installPage(context, extensionId);
  if (!firstRun) {
    await seedChosenSettings({ serviceWorker });
    await welcome.close();
  }
  return {
    context,
    serviceWorker,
    extensionId,
    demo,
    requests,
    welcome: firstRun ? welcome : undefined,
    async close() {
      await context.close().catch(() => {});
      await demo.close();
      rmSync(profileDir, { recursive: true, force: true });
    },
  };
}

/** Firefox preferences that send every host through the demo server (Firefox has no host-resolver rules). */
export function firefoxProxyPrefs(demo) {
  return {
    'network.proxy.type': 1,
    'network.proxy.http': '127.0.0.1',
    'network.proxy.http_port': demo.port,
    'network.proxy.ssl': '127.0.0.1',
    'network.proxy.ssl_port': demo.port,
    'network.proxy.no_proxies_on': '',
    'network.proxy.allow_hijacking_localhost': true,
  };
}

/**
 * Firefox (puppeteer-core, launched with --remote-allow-system-access and a fixed moz-extension
 * `uuid`): stores the chosen profile from one of the add-on's own pages, and closes it.
 */
export async function firefoxChosenProfile(browser, uuid) {
  const page = await browser.newPage();
  // BiDi never reports a moz-extension:// load as finished: start it, then poll (E2E.md).
  page.goto(`moz-extension://${uuid}/popup.html`).catch(() => {});
  await waitFor(
    () => page.evaluate((items) => browser.storage.sync.set(items).then(() => true), CHOSEN_STORAGE).catch(() => false),
    Boolean,
    { timeout: 15_000, what: 'the chosen profile stored' },
  );
  await page.close();
}

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
/** The Firefox build's add-on id (wxt.config.ts). */
export const FIREFOX_ADDON_ID = 'gentle-reader@gentle-reader.invalid';

/**
 * Firefox ESR (puppeteer-core over WebDriver BiDi, headless) with the add-on in `extensionDir`
 * installed at moz-extension://<uuid>, every host sent to the demo server, and the chosen profile
 * stored. Certificates are not checked: the demo's https hosts use a throwaway self-signed one.
 */
export async function startFirefox(demo, { extensionDir, uuid }) {
  const { default: puppeteer } = await import('puppeteer-core');
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    acceptInsecureCerts: true,
    args: ['--remote-allow-system-access'], // lets BiDi open moz-extension:// pages
    extraPrefsFirefox: { 'extensions.webextensions.uuids': JSON.stringify({ [FIREFOX_ADDON_ID]: uuid }), ...firefoxProxyPrefs(demo) },
  });
  try {
    assert.equal(await browser.installExtension(extensionDir), FIREFOX_ADDON_ID);
    await firefoxChosenProfile(browser, uuid);
  } catch (error) {
    await browser.close();
    throw error;
  }
  return browser;
}

/** Requests that went anywhere but this machine (the demo hosts resolve to 127.0.0.1). */
export function offMachineRequests(session) {
  const local = new Set(['127.0.0.1', 'localhost', ...session.demo.hosts]);
  return session.requests.filter((raw) => {
    const url = new URL(raw);
    if (!url.protocol.startsWith('http') && !url.protocol.startsWith('ws')) return false; // chrome-extension:, data:, blob:
    return !local.has(url.hostname);
  });
}

/** The browser's id for the tab showing `page`, read from the extension's service worker. */
export async function tabIdOf(session, page) {
  const url = page.url();
  return session.serviceWorker.evaluate(async (target) => {
    const tabs = await chrome.tabs.query({});
    return tabs.find((t) => t.url === target)?.id;
  }, url);
}

/** Opens the popup as a page speaking for `page`'s tab (a popup cannot be clicked open headless). */
export async function openPopup(session, page) {
  const tabId = await tabIdOf(session, page);
  const popup = await session.context.newPage();
  await popup.setViewportSize({ width: 360, height: 900 });
  await popup.goto(`chrome-extension://${session.extensionId}/popup.html?tab=${tabId}`);
  await popup.getByTestId('enabled').waitFor();
  return popup;
}

/**
 * How far the reader got in a work ("ao3:1000004"), as the history stored it. Progress is saved at
 * most once a second (entrypoints/content/history.ts): tests wait for it rather than for a time.
 */
export function historyPercent(session, key) {
  return session.serviceWorker.evaluate(async (k) => (await chrome.storage.local.get('reading-history'))['reading-history']?.[k]?.percent, key);
}

/** Reads the stored settings from the extension itself. */
export async function storedSettings(session) {
  return session.serviceWorker.evaluate(async () => (await chrome.storage.sync.get('settings')).settings);
}

export async function waitFor(read, ok, { timeout = 10_000, what = 'condition' } = {}) {
  const end = Date.now() + timeout;
  let last;
  while (Date.now() < end) {
    last = await read();
    if (ok(last)) return last;
    await new Promise((r) => setTimeout(r, 100));
  }
  assert.fail(`timed out waiting for ${what}; last value: ${JSON.stringify(last)}`);
}

export async function screenshot(page, name, options = {}) {
  const file = path.join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path: file, ...options });
  return file;
}

/** The banner's shadow host on a page, located through the shadow root (Playwright pierces open roots). */
export function banner(page) {
  return page.locator('[data-testid=gr-banner]');
}
