// The interface's longest languages on a 360 px phone (Chromium's mobile emulation, started in the
// language): German (compound words: "Inhaltswarnungen", "Selbstverletzung", "Frauenfeindlichkeit")
// and French ("Avertissements de contenu", "Ouvrir le lecteur"). The banner with everything
// unfolded, the popup and the options page must fit: no box narrower than its content, nothing
// past the screen's edge, no sideways scrolling, 44 px targets.
// Screenshots: test-output/screenshots/<lang>-phone-*.png.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { AO3_HOST } from '../demo/server.mjs';
import { banner, openPopup, screenshot, startBrowser } from './harness.mjs';
import { brokenWords, misfits, sideways, smallTargets } from './touch-checks.mjs';

const WORK = `http://${AO3_HOST}/works/1000003`; // reference-texts/003: heartbreak as a theme, passages to unfold
const PHONE_360 = { viewport: { width: 360, height: 780 }, deviceScaleFactor: 3, hasTouch: true, isMobile: true };

/** Each language: how Chromium is started in it, and words that prove the interface speaks it. */
const LANGUAGES = [
  { lang: 'de', env: { LANGUAGE: 'de', LANG: 'de_DE.UTF-8' }, heading: /^Inhaltswarnungen/, openReader: 'Lesemodus öffnen', options: 'Einstellungen von Gentle Reader' },
  { lang: 'fr', env: { LANGUAGE: 'fr', LANG: 'fr_FR.UTF-8' }, heading: /^Avertissements de contenu/, openReader: 'Ouvrir le lecteur', options: 'Réglages de Gentle Reader' },
  { lang: 'es', env: { LANGUAGE: 'es', LANG: 'es_ES.UTF-8' }, heading: /^Advertencias de contenido/, openReader: 'Abrir lector', options: 'Ajustes de Gentle Reader' },
  { lang: 'pt-BR', env: { LANGUAGE: 'pt_BR', LANG: 'pt_BR.UTF-8' }, heading: /^Avisos de conteúdo/, openReader: 'Abrir leitor', options: 'Configurações do Gentle Reader' },
];

/** Everything fits, nothing scrolls sideways, and the longer words left every control finger-sized (44 px). */
async function fitsThePhone(page, host) {
  assert.deepEqual(await misfits(page, host), [], 'every box holds its content, inside the screen');
  assert.deepEqual(await brokenWords(page), [], 'no word broken at a random letter (only at soft hyphens)');
  assert.ok((await sideways(page)) <= 0, 'no sideways scrolling');
  assert.deepEqual(await smallTargets(page, host), [], 'every control is at least 44x44 px');
}

for (const { lang, env, heading, openReader, options } of LANGUAGES) {
  describe(`${lang} on a 360 px phone: the banner, the popup and the options page fit`, { timeout: 150_000 }, () => {
    let session;
    before(async () => {
      session = await startBrowser({ ...PHONE_360, extraArgs: [`--lang=${lang}`], env });
    });
    after(async () => {
      await session?.close();
    });

    test('the banner, every part unfolded, fits', async () => {
      const page = await session.context.newPage();
      await page.goto(WORK);
      await banner(page).locator('[data-category=heartbreak]').waitFor({ timeout: 15_000 });
      assert.equal(await banner(page).getAttribute('lang'), lang);
      assert.match(await banner(page).locator('h2').innerText(), heading);
      // Unfold everything the banner folds (real taps: the extension ignores a script's clicks).
      for (const summary of await banner(page).locator('summary').all()) if (await summary.isVisible()) await summary.tap();
      assert.ok((await banner(page).locator('details[open]').count()) > 0, 'something unfolded');
      await fitsThePhone(page, '[data-gentle-reader=banner]');
      await banner(page).scrollIntoViewIfNeeded();
      await screenshot(page, `${lang}-phone-banner`);
      await page.close();
    });

    test('the popup fits, every control inside its box', async () => {
      const page = await session.context.newPage();
      await page.goto(WORK);
      await banner(page).locator('[data-category=heartbreak]').waitFor({ timeout: 15_000 });
      const popup = await openPopup(session, page);
      await popup.getByTestId('page-warnings').waitFor({ timeout: 10_000 });
      assert.equal(await popup.evaluate(() => document.documentElement.lang), lang);
      assert.equal(await popup.getByRole('button', { name: openReader }).count(), 1);
      await fitsThePhone(popup);
      await screenshot(popup, `${lang}-phone-popup`, { fullPage: true });
      await popup.close();
      await page.close();
    });

    test('the options page fits', async () => {
      const page = await session.context.newPage();
      await page.goto(`chrome-extension://${session.extensionId}/options.html`);
      await page.getByRole('heading', { name: options }).waitFor({ timeout: 10_000 });
      await page.waitForTimeout(500); // its sections that load on their own (history, blocklists)
      await fitsThePhone(page);
      await screenshot(page, `${lang}-phone-options`, { fullPage: true });
      await page.close();
    });
  });
}
