// No request leaves the machine with every feature in use, counted by the browser itself: Chromium's
// NetLog records every request of every target (pages, the service worker, extension pages, workers),
// not only the page events Playwright sees.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { AO3_HOST, FFN_HOST } from '../demo/server.mjs';
import { DEMO_FFN_STORY, DEMO_WORKS, readReference } from '../demo/stories.mjs';
import { ao3Work } from '../demo/templates.mjs';
import { openPopup, startBrowser, tabIdOf } from './harness.mjs';

const WORK = DEMO_WORKS.find((w) => w.id === 1000003);
const SKINNED_PATH = '/works/1400001';
// An ordinary work skin, where AO3 puts it.
const SKIN = '#workskin .userstuff p { color: #222; border-left: 2px solid #ccc; padding-left: 6px }';

/**
 * The requests in a NetLog, each with its host and its traffic annotation: Chromium labels every
 * request with the code that made it, so the browser's own services (its update check and account
 * lookup, audit I4, which no extension can cause or prevent) are told apart from anything else:
 * pages, the service worker and extension pages load with other labels (checked: a fetch from each
 * is labelled 101845102, a navigation 63171670).
 */
const BROWSER_SERVICES = new Map([
  [54845618, "Chromium's component and extension update check"],
  [35565745, "Chromium's account lookup (ListAccounts)"],
  // autofill_query: Chromium asks its autofill service about the forms a page holds (seen since the
  // demo listing carries AO3's filter sidebar, a search form); any page's form makes it, with or
  // without the extension.
  [88863520, "Chromium's autofill form lookup (autofill_query)"],
]);

function requestsInNetLog(file) {
  const { events } = JSON.parse(readFileSync(file, 'utf8'));
  const out = [];
  for (const { params } of events) {
    if (!params?.url || params.traffic_annotation === undefined) continue;
    const match = /^(?:https?|wss?):\/\/([^/:?]+)/.exec(params.url);
    if (match) out.push({ host: match[1], url: params.url, annotation: params.traffic_annotation });
  }
  return out;
}

describe('no request leaves the machine', { timeout: 180_000 }, () => {
  let session;
  let dir;
  let netLog;
  before(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'gentle-reader-netlog-'));
    netLog = path.join(dir, 'netlog.json');
    session = await startBrowser({
      extraRoutes: { [`${AO3_HOST}${SKINNED_PATH}`]: { html: ao3Work(WORK, readReference(WORK.file)).replace('<div id="workskin">', `<style type="text/css">${SKIN}</style>\n<div id="workskin">`) } },
      extraArgs: [`--log-net-log=${netLog}`, '--net-log-capture-mode=Default'],
    });
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  test('banner, shields, listing chips, the reader with the skin and a bundled font, popup and options', async () => {
    await session.serviceWorker.evaluate(async () => {
      const { settings = {} } = await chrome.storage.sync.get('settings');
      await chrome.storage.sync.set({ settings: { ...settings, shield: 'blur', reader: { ...(settings.reader ?? {}), creatorStyle: true, font: 'opendyslexic' } } });
    });
    const page = await session.context.newPage();
    await page.goto(`http://${AO3_HOST}${SKINNED_PATH}`);
    await page.waitForSelector('[data-gentle-reader-shield=blur]', { state: 'attached', timeout: 15_000 });
    const tabId = await tabIdOf(session, page);
    await session.serviceWorker.evaluate(async (id) => chrome.commands.onCommand.dispatch('open-reader', await chrome.tabs.get(id)), tabId);
    await page.locator('[data-testid=rd-dialog]').waitFor({ timeout: 15_000 });
    await page.waitForFunction(() => [...document.fonts].some((f) => /OpenDyslexic/.test(f.family) && f.status === 'loaded'), null, { timeout: 10_000 });
    const skinned = await page.evaluate(() => [...document.querySelector('[data-gentle-reader=reader]').shadowRoot.querySelectorAll('style')].some((s) => s.textContent.includes('#workskin')));
    assert.equal(skinned, true, "the work skin is applied (creator's style on)");
    await page.locator('[data-testid=rd-settings-toggle]').click();
    await page.keyboard.press('Escape');

    const popup = await openPopup(session, page);
    await popup.getByTestId('category-heartbreak').click();
    await popup.getByTestId('category-heartbreak').click();
    await popup.close();

    const options = await session.context.newPage();
    await options.goto(`chrome-extension://${session.extensionId}/options.html`);
    await options.waitForLoadState('load');
    await options.close();

    const listing = await session.context.newPage();
    await listing.goto(`http://${AO3_HOST}/works`);
    await listing.waitForSelector('[data-gentle-reader]', { state: 'attached', timeout: 15_000 });
    const ffn = await session.context.newPage();
    await ffn.goto(`http://${FFN_HOST}/s/${DEMO_FFN_STORY.id}/1/${DEMO_FFN_STORY.slug}`);
    await ffn.waitForSelector('[data-gentle-reader=banner]', { state: 'attached', timeout: 15_000 });

    await session.serviceWorker.evaluate(async () => {
      const { settings } = await chrome.storage.sync.get('settings');
      await chrome.storage.sync.set({ settings: { ...settings, reader: { ...settings.reader, creatorStyle: false, font: 'serif' } } });
    });
    await session.close(); // the NetLog is complete once the browser has shut down

    const local = new Set(['127.0.0.1', 'localhost', ...session.demo.hosts]);
    const requests = requestsInNetLog(netLog);
    assert.ok(requests.some((r) => local.has(r.host)), 'the NetLog recorded the demo pages');
    const offMachine = requests.filter((r) => !local.has(r.host));
    const notTheBrowsers = offMachine.filter((r) => !BROWSER_SERVICES.has(r.annotation));
    assert.deepEqual(notTheBrowsers.map((r) => `${r.url} (traffic annotation ${r.annotation})`), [], "requests off this machine other than the browser's own services");
    const services = [...new Set(offMachine.map((r) => BROWSER_SERVICES.get(r.annotation)))];
    if (services.length) console.log(`# the browser's own services seen (not pages, not the extension): ${services.join('; ')}`);
  });
});
