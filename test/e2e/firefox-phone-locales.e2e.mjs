// Firefox for Android's engine at a phone's width, in each of the interface's five languages: Firefox
// ESR (Gecko, as on Android) with the real Firefox build, its pages 390 CSS px wide, told it has a
// coarse pointer only (ui.primaryPointerCapabilities, so `(pointer: coarse)` matches as on a touch
// screen, as firefox-touch.e2e.mjs does for the page's UI in English). The popup (a
// full page on Android), the options page, and the editor of the reader's own warnings with a
// ready-made list added and a sample pasted: every box holds its content inside the screen, none
// cuts it off, nothing scrolls sideways, and every control is at least 44x44 px.
// What it does not show: Android's own browser chrome, real fingers, Android's fonts (Roboto/Noto
// where Debian draws DejaVu and Liberation), or a reader's larger font setting. No device was at hand.
// Screenshots: test-output/screenshots/firefox-phone-<lang>-*.png.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { AO3_HOST } from '../demo/server.mjs';
import { extensionPage, firefoxMissing, popupFor, startFirefox, until } from './firefox-harness.mjs';
import { ROOT, SCREENSHOT_DIR } from './harness.mjs';
import { clippedBoxes, misfits, sideways, smallTargets } from './touch-checks.mjs';

const WORK = `http://${AO3_HOST}/works/1000003`; // reference-texts/003: heartbreak as a theme
const PHONE_390 = { width: 390, height: 844 };
/** What makes Gecko lay a page out as on a touch phone. */
const TOUCH_PHONE_PREFS = { 'ui.primaryPointerCapabilities': 1, 'ui.allPointerCapabilities': 1 };

/** Each language: what Firefox is asked for (none: its own English), the page's `lang`, the catalog it must speak. */
const LANGUAGES = [
  { lang: 'en', locale: undefined, folder: 'en' },
  { lang: 'es', locale: 'es-ES', folder: 'es' },
  { lang: 'fr', locale: 'fr-FR', folder: 'fr' },
  { lang: 'de', locale: 'de-DE', folder: 'de' },
  { lang: 'pt-BR', locale: 'pt-BR', folder: 'pt_BR' },
];
const catalog = (folder) => JSON.parse(readFileSync(path.join(ROOT, 'public/_locales', folder, 'messages.json'), 'utf8'));

/** `promise`, or a failure naming `step` after `ms` (a stuck step says which it was). */
function step(name, promise, ms = 30_000) {
  let timer;
  return Promise.race([promise, new Promise((_, reject) => (timer = setTimeout(() => reject(new Error(`stuck: ${name}`)), ms)))]).finally(() => clearTimeout(timer));
}

/** The page at the phone's size, a coarse pointer in force, in the expected language. */
async function asPhone(page, lang) {
  await step('setViewport', page.setViewport(PHONE_390));
  await until(() => page.evaluate(() => [innerWidth, matchMedia('(pointer: coarse)').matches, matchMedia('(pointer: fine)').matches]), (v) => v?.[0] === 390 && v[1] && !v[2]);
  assert.match(await page.evaluate(() => document.documentElement.lang), new RegExp(`^${lang}`, 'i'));
}

/** Everything fits at 390 px, nothing is cut off, no sideways scrolling, and every control a finger aims at is 44x44 px or more. */
async function fitsThePhone(page, name) {
  await step('screenshot', page.screenshot({ path: path.join(SCREENSHOT_DIR, `firefox-phone-${name}.png`) }));
  // Not checked here: where words break. The category names have `hyphens: auto`, and Firefox (unlike
  // Chromium here) has hyphenation dictionaries, so it breaks "disor-der" at its syllables, as it should;
  // locale-phone.e2e.mjs checks the soft hyphens in Chromium.
  assert.deepEqual(await misfits(page), [], 'every box holds its content, inside the screen');
  assert.deepEqual(await clippedBoxes(page), [], 'no box cuts its content off');
  assert.ok((await sideways(page)) <= 0, 'no sideways scrolling');
  assert.deepEqual(await smallTargets(page), [], 'every control is at least 44x44 px');
}

for (const { lang, locale, folder } of LANGUAGES) {
  const messages = catalog(folder);
  describe(`Firefox ESR at 390 px, ${lang}: the popup, the options page and the editor of your own warnings`, { skip: firefoxMissing, timeout: 120_000 }, () => {
    let session;
    before(async () => {
      session = await startFirefox(TOUCH_PHONE_PREFS, { locale });
    });
    after(async () => {
      await session?.close();
    });

    test('the popup fits', async () => {
      const page = await session.browser.newPage();
      await step('open the work', page.goto(WORK));
      const popup = await step('open the popup', popupFor(session.browser, WORK));
      await asPhone(popup, lang);
      await until(() => popup.evaluate(() => document.querySelector('[data-testid=open-reader]')?.textContent), (text) => text === messages.banner_open_reader.message);
      await fitsThePhone(popup, `${lang}-popup`);
      await popup.close();
      await page.close();
    });

    test('the options page fits, and so does the editor of your own warnings', async () => {
      const options = await extensionPage(session.browser, 'options.html', () => Boolean(document.querySelector('[data-testid=personal-new]')));
      await asPhone(options, lang);
      assert.equal(await options.evaluate(() => document.title), messages.options_title.message);
      await new Promise((resolve) => setTimeout(resolve, 500)); // its sections that load on their own (history, blocklists)
      await fitsThePhone(options, `${lang}-options`);

      // A ready-made list, added by touch: the list of your own warnings, with its Edit and Remove.
      await options.click('.gr-starting-points > summary');
      await options.click('[data-testid=starting-vomiting]');
      await until(() => options.evaluate(() => document.querySelectorAll('[data-testid=personal-list] li').length), (n) => n === 1);
      assert.equal(await options.evaluate(() => document.querySelector('[data-testid=personal-list] strong')?.textContent), messages.personal_start_vomiting.message);

      // The editor, filled in, with a sample paragraph and what the words catch in it.
      await options.click('[data-testid=personal-new]');
      await options.waitForSelector('[data-testid=personal-editor]');
      await options.type('[data-testid=personal-name]', messages.personal_start_needles.message);
      await options.type('[data-testid=personal-words]', 'needle\nsyringe\nblood draw');
      await options.type('[data-testid=personal-sample]', 'The nurse came back with a syringe and a long needle, and he looked away.');
      await until(() => options.evaluate(() => document.querySelector('[data-testid=personal-preview]')?.textContent ?? ''), (text) => text.includes('syringe'));
      await fitsThePhone(options, `${lang}-personal-editor`);
      await options.close();
    });
  });
}
