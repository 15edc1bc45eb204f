// The extension's scripts carry no message catalog of their own (wxt.config.ts, noCatalogInScripts):
// every message comes from the browser's i18n API, which gives the default locale's (English) message
// for one the reader's language lacks. This file checks both halves on the real builds: no script
// holds the English catalog, and Chromium and Firefox ESR, asked for Spanish, fill a message the
// Spanish catalog lacks with English, in the content script's banner, the background and an
// extension page. The copy of the build it loads lacks three Spanish messages; the builds are untouched.
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { AO3_HOST } from '../demo/server.mjs';
import { extensionPage, firefoxMissing, startFirefox, until } from './firefox-harness.mjs';
import { banner, EXTENSION_DIR, ROOT, startBrowser } from './harness.mjs';

const WORK = `http://${AO3_HOST}/works/1000003`; // reference-texts/003: heartbreak as a theme
const FIREFOX_DIR = path.join(ROOT, '.output/firefox-mv2');
/** Taken out of the copy's Spanish catalog: a banner button, the context menu (background), the options page's title. */
const MISSING_IN_SPANISH = ['banner_open_reader', 'menu_read_in_reader', 'options_title'];
const english = JSON.parse(readFileSync(path.join(ROOT, 'public/_locales/en/messages.json'), 'utf8'));
const spanish = JSON.parse(readFileSync(path.join(ROOT, 'public/_locales/es/messages.json'), 'utf8'));

const copies = [];
/** A copy of a build whose Spanish catalog lacks MISSING_IN_SPANISH. */
function withoutSpanish(buildDir) {
  const copy = mkdtempSync(path.join(tmpdir(), 'gentle-reader-fallback-'));
  copies.push(copy);
  cpSync(buildDir, copy, { recursive: true });
  const file = path.join(copy, '_locales/es/messages.json');
  const catalog = JSON.parse(readFileSync(file, 'utf8'));
  for (const id of MISSING_IN_SPANISH) delete catalog[id];
  writeFileSync(file, JSON.stringify(catalog));
  return copy;
}
after(() => copies.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const scripts = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return scripts(full);
    return name.endsWith('.js') ? [full] : [];
  });

describe('the browser, not our scripts, gives English where a language lacks a message', { timeout: 150_000 }, () => {
  test('no built script holds the English catalog', () => {
    // The catalog as a bundle would hold it: ids as keys of { message } entries (`banner_hide:{message:"Hide"}`).
    const entries = (text) => [...text.matchAll(/["']?([a-z][a-z0-9_]*)["']?\s*:\s*\{\s*["']?message["']?\s*:/g)].filter((m) => m[1] in english).length;
    assert.ok(entries(readFileSync(path.join(EXTENSION_DIR, '_locales/en/messages.json'), 'utf8')) > 500, 'the check finds the catalog where it is');
    for (const build of [EXTENSION_DIR, FIREFOX_DIR]) {
      const files = scripts(build);
      assert.ok(files.some((f) => f.endsWith('content.js')), `no content.js in ${build}`);
      for (const file of files) assert.equal(entries(readFileSync(file, 'utf8')), 0, `${path.relative(ROOT, file)} holds catalog entries`);
    }
    assert.ok(MISSING_IN_SPANISH.every((id) => spanish[id] && english[id]));
  });

  test('Chromium in Spanish: English for the missing messages, Spanish for the rest', async () => {
    const session = await startBrowser({ extensionDir: withoutSpanish(EXTENSION_DIR), extraArgs: ['--lang=es'], env: { LANGUAGE: 'es', LANG: 'es_ES.UTF-8' } });
    try {
      const fromBackground = await session.serviceWorker.evaluate(() => [chrome.i18n.getMessage('menu_read_in_reader'), chrome.i18n.getMessage('banner_hide_label')]);
      assert.deepEqual(fromBackground, [english.menu_read_in_reader.message, spanish.banner_hide_label.message]);

      const page = await session.context.newPage();
      await page.goto(WORK);
      await banner(page).locator('[data-category=heartbreak]').waitFor({ timeout: 20_000 });
      assert.match(await banner(page).locator('h2').innerText(), /^Advertencias de contenido/);
      assert.equal(await banner(page).getByRole('button', { name: english.banner_open_reader.message, exact: true }).count(), 1);
      assert.equal(await banner(page).getByRole('button', { name: spanish.banner_hide_label.message }).count(), 1);

      const options = await session.context.newPage();
      await options.goto(`chrome-extension://${session.extensionId}/options.html`);
      await options.waitForFunction((title) => document.title === title, english.options_title.message, { timeout: 10_000 });
      assert.equal(await options.evaluate(() => document.documentElement.lang), 'es');
    } finally {
      await session.close();
    }
  });

  test('Firefox ESR in Spanish: the same', { skip: firefoxMissing }, async () => {
    const session = await startFirefox({}, { locale: 'es-ES', extensionDir: withoutSpanish(FIREFOX_DIR) });
    try {
      const options = await extensionPage(session.browser, 'options.html', () => Boolean(document.querySelector('h1')));
      const messages = await options.evaluate(() => [browser.i18n.getMessage('locale_code'), browser.i18n.getMessage('menu_read_in_reader'), browser.i18n.getMessage('banner_hide_label')]);
      assert.deepEqual(messages, ['es', english.menu_read_in_reader.message, spanish.banner_hide_label.message]);
      await until(() => options.evaluate(() => document.title), (title) => title === english.options_title.message);

      const page = await session.browser.newPage();
      await page.goto(WORK);
      const buttons = await until(
        () => page.evaluate(() => [...(document.querySelector('[data-gentle-reader=banner]')?.shadowRoot?.querySelectorAll('[data-testid=gr-banner] button') ?? [])].map((b) => b.getAttribute('aria-label') ?? b.textContent)),
        (names) => names.includes(english.banner_open_reader.message),
      );
      assert.ok(buttons.includes(spanish.banner_hide_label.message), JSON.stringify(buttons));
    } finally {
      await session.close();
    }
  });
});
