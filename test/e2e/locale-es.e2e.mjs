// The interface in the reader's language: Chromium started in Spanish (--lang=es, and LANGUAGE/LANG,
// which Chromium on Linux reads) shows the popup, the banner, the reader and the options page in
// Spanish, from the extension's _locales/es catalog, with Spanish numbers and plural forms. The
// engine still reads English: a Spanish story says so, in Spanish, naming its language.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { AO3_HOST } from '../demo/server.mjs';
import { DEMO_SPANISH_WORK } from '../demo/stories.mjs';
import { banner, openPopup, screenshot, startBrowser } from './harness.mjs';
import { dialog } from './reader-helpers.mjs';

const ENGLISH_WORK = `http://${AO3_HOST}/works/1000003`; // reference-texts/003: heartbreak as a theme
const SPANISH_WORK = `http://${AO3_HOST}/works/${DEMO_SPANISH_WORK.id}`;

describe('the interface in Spanish (Chromium --lang=es)', { timeout: 120_000 }, () => {
  let session;
  before(async () => {
    session = await startBrowser({ extraArgs: ['--lang=es'], env: { LANGUAGE: 'es', LANG: 'es_ES.UTF-8' } });
  });
  after(async () => {
    await session?.close();
  });

  test('the browser hands the extension its Spanish catalog', async () => {
    const [code, menu] = await session.serviceWorker.evaluate(() => [chrome.i18n.getMessage('locale_code'), chrome.i18n.getMessage('menu_read_in_reader')]);
    assert.equal(code, 'es');
    assert.equal(menu, 'Leer en Gentle Reader');
  });

  test('the banner speaks Spanish: heading, category names, buttons, where a warning comes from', async () => {
    const page = await session.context.newPage();
    await page.goto(ENGLISH_WORK);
    const item = banner(page).locator('[data-category=heartbreak]');
    await item.waitFor({ timeout: 15_000 });
    assert.equal(await banner(page).getAttribute('lang'), 'es');
    assert.match(await banner(page).locator('h2').innerText(), /^Advertencias de contenido/);
    assert.equal(await item.locator('.gr-warning-label').innerText(), 'Desamor');
    assert.match(await item.locator('.gr-warning-level').innerText(), /tema del texto de la historia|en el texto de la historia/);
    assert.equal(await banner(page).getByRole('button', { name: 'Abrir lector' }).count(), 1);
    assert.equal(await banner(page).getByRole('button', { name: 'Ocultar las advertencias de contenido' }).count(), 1);
    assert.doesNotMatch(await banner(page).innerText(), /Content warnings|Open reader|Heartbreak/);
    await banner(page).scrollIntoViewIfNeeded();
    await screenshot(page, 'es-banner');
    await page.close();
  });

  test('the popup speaks Spanish, and its page is marked lang="es"', async () => {
    const page = await session.context.newPage();
    await page.goto(ENGLISH_WORK);
    await banner(page).locator('[data-category=heartbreak]').waitFor({ timeout: 15_000 });
    const popup = await openPopup(session, page);
    await popup.getByTestId('page-warnings').waitFor({ timeout: 10_000 });
    assert.equal(await popup.evaluate(() => document.documentElement.lang), 'es');
    assert.match(await popup.getByTestId('page-warnings').innerText(), /^Advertencias: .*Desamor/);
    assert.equal(await popup.getByTestId('enabled').locator('xpath=..').innerText(), 'Activado');
    assert.equal(await popup.getByRole('button', { name: 'Abrir lector' }).count(), 1);
    assert.equal(await popup.getByRole('button', { name: 'Tus propias advertencias, copia de seguridad y todos los ajustes' }).count(), 1);
    assert.ok(await popup.getByText('Avisarme de').first().isVisible());
    assert.ok(await popup.getByText('Autolesiones', { exact: true }).first().isVisible());
    assert.ok(await popup.getByText('Sensibilidad', { exact: true }).first().isVisible());
    assert.doesNotMatch(await popup.locator('body').innerText(), /Warn me about|Sensitivity|Open reader/);
    await screenshot(popup, 'es-popup', { fullPage: true });
    await popup.close();
    await page.close();
  });

  test('the reader speaks Spanish around the English story', async () => {
    const page = await session.context.newPage();
    await page.goto(ENGLISH_WORK);
    await banner(page).getByRole('button', { name: 'Abrir lector' }).click();
    await dialog(page).waitFor({ timeout: 10_000 });
    assert.equal(await dialog(page).getAttribute('lang'), 'es');
    assert.match(await dialog(page).getAttribute('aria-label'), /^Lector: /);
    // The story itself keeps its own language.
    assert.equal(await dialog(page).locator('article').getAttribute('lang'), 'en');
    for (const name of ['Cerrar lector', 'Ajustes', 'Leer en voz alta']) {
      assert.equal(await dialog(page).getByRole('button', { name, exact: true }).count(), 1, name);
    }
    // Percentages as Spanish writes them ("12 %"), and the time left in Spanish.
    assert.match(await dialog(page).getByTestId('rd-progress-text').innerText(), /^\d+\s%( · quedan .*min)?$/);
    await dialog(page).getByRole('button', { name: 'Ajustes', exact: true }).click();
    await dialog(page).getByTestId('rd-settings').waitFor();
    assert.match(await dialog(page).getByTestId('rd-settings').innerText(), /Ajustes de lectura[\s\S]*Tamaño del texto[\s\S]*Colores/);
    assert.equal(await dialog(page).getByText('Advertencias de contenido', { exact: false }).count() > 0, true, 'the banner inside the reader is Spanish too');
    await screenshot(page, 'es-reader');
    await page.close();
  });

  test('a Spanish story: the engine reads English, and the banner, the summary and the popup say so in Spanish, naming the language', async () => {
    const NOTICE = 'Esta historia está en español. Gentle Reader lee el texto de las historias en inglés; las advertencias que ves aquí vienen solo de las etiquetas y notas del fic.';
    const page = await session.context.newPage();
    await page.goto(SPANISH_WORK);
    const notRead = banner(page).locator('[data-testid=gr-not-read]');
    await notRead.waitFor({ timeout: 15_000 });
    assert.equal(await notRead.innerText(), NOTICE);
    assert.equal(await banner(page).locator('h2').innerText(), 'No hay advertencias en las etiquetas ni en las notas del fic');
    const summary = page.getByTestId('gr-summary');
    assert.equal(await summary.locator('.gr-summary-line').innerText(), 'Gentle Reader: ninguna advertencia en las etiquetas ni en las notas del fic. · Detalles');
    assert.equal(await summary.getByTestId('gr-summary-not-read').innerText(), NOTICE);
    const popup = await openPopup(session, page);
    await popup.getByTestId('not-read').waitFor({ timeout: 10_000 });
    assert.equal(await popup.getByTestId('not-read').innerText(), NOTICE);
    assert.equal(await popup.getByTestId('page-warnings').innerText(), 'No hay advertencias en las etiquetas ni en las notas del fic.');
    await screenshot(popup, 'es-popup-not-read', { fullPage: true });
    await popup.close();
    await page.close();
  });

  test('the options page speaks Spanish, with plural forms by the language\'s rules', async () => {
    const page = await session.context.newPage();
    await page.goto(`chrome-extension://${session.extensionId}/options.html`);
    await page.getByRole('heading', { name: 'Ajustes de Gentle Reader' }).waitFor({ timeout: 10_000 });
    assert.equal(await page.title(), 'Ajustes de Gentle Reader');
    assert.equal(await page.getByText('Tus propias advertencias', { exact: true }).count(), 1);
    assert.equal(await page.getByRole('button', { name: 'Restaurar los valores predeterminados' }).count(), 1);
    // The reading history counts the works read above: "las N obras" (plural) or "la obra" (one).
    assert.match(await page.getByTestId('history').innerText(), /(la obra que abriste|las \d+ obras que abriste)/);
    // When each was read, in Spanish (Intl.RelativeTimeFormat): "hace 40 segundos", "ahora".
    assert.match(await page.getByTestId('history').locator('time').first().innerText(), /^(hace \d+ (segundos?|minutos?)|ahora)$/);
    await screenshot(page, 'es-options', { fullPage: true });
    await page.close();
  });
});
