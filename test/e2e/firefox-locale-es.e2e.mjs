// The interface in the reader's language, in Firefox ESR: Firefox asked for Spanish
// (intl.locale.requested, with a language pack that makes es-ES a locale Firefox has; see
// firefox-harness.mjs) starts the Firefox build in its _locales/es catalog. The banner, the popup
// and the reader speak Spanish; a Spanish story's notice names its language in Spanish.
import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { AO3_HOST } from '../demo/server.mjs';
import { DEMO_SPANISH_WORK } from '../demo/stories.mjs';
import { bannerHeading, extensionPage, firefoxMissing, openReaderFromPopup, popupFor, startFirefox, until } from './firefox-harness.mjs';
import { SCREENSHOT_DIR } from './harness.mjs';

const ENGLISH_WORK = `http://${AO3_HOST}/works/1000003`; // reference-texts/003: heartbreak as a theme
const SPANISH_WORK = `http://${AO3_HOST}/works/${DEMO_SPANISH_WORK.id}`;

/** What the banner's shadow root shows: its language, heading, the heartbreak label, button names, all its text. */
const bannerParts = (page) =>
  page.evaluate(() => {
    const root = document.querySelector('[data-gentle-reader=banner]')?.shadowRoot;
    const banner = root?.querySelector('[data-testid=gr-banner]');
    if (!banner) return null;
    return {
      lang: banner.getAttribute('lang'),
      heading: banner.querySelector('h2')?.textContent,
      heartbreak: banner.querySelector('[data-category=heartbreak] .gr-warning-label')?.textContent,
      notRead: banner.querySelector('[data-testid=gr-not-read]')?.textContent,
      buttons: [...banner.querySelectorAll('button')].map((b) => b.getAttribute('aria-label') ?? b.textContent),
      text: banner.innerText,
    };
  });

describe('the interface in Spanish (Firefox ESR, intl.locale.requested = es-ES)', { skip: firefoxMissing, timeout: 150_000 }, () => {
  let session;
  before(async () => {
    session = await startFirefox({}, { locale: 'es-ES' });
  });
  after(async () => {
    await session?.close();
  });

  test('Firefox hands the add-on its Spanish catalog', async () => {
    const page = await extensionPage(session.browser, 'options.html', () => Boolean(document.querySelector('h1')));
    const [code, uiLanguage, menu] = await page.evaluate(() => [browser.i18n.getMessage('locale_code'), browser.i18n.getUILanguage(), browser.i18n.getMessage('menu_read_in_reader')]);
    assert.equal(code, 'es');
    assert.equal(uiLanguage, 'es-ES');
    assert.equal(menu, 'Leer en Gentle Reader');
    // The options page itself, in Spanish.
    await until(() => page.evaluate(() => document.title), (title) => title === 'Ajustes de Gentle Reader');
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'es-ES');
    await page.close();
  });

  test('the banner speaks Spanish: heading, category names, buttons', async () => {
    const page = await session.browser.newPage();
    await page.goto(ENGLISH_WORK);
    const parts = await until(() => bannerParts(page), (p) => Boolean(p?.heartbreak));
    assert.match(parts.lang, /^es/);
    assert.match(parts.heading, /^Advertencias de contenido/);
    assert.equal(parts.heartbreak, 'Desamor');
    assert.ok(parts.buttons.includes('Abrir lector'), JSON.stringify(parts.buttons));
    assert.ok(parts.buttons.includes('Ocultar las advertencias de contenido'), JSON.stringify(parts.buttons));
    assert.doesNotMatch(parts.text, /Content warnings|Open reader|Heartbreak|Hide/);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'firefox-es-banner.png') });
    await page.close();
  });

  test('the popup speaks Spanish, and its page is marked as Spanish', async () => {
    const page = await session.browser.newPage();
    await page.goto(ENGLISH_WORK);
    await until(() => bannerHeading(page), (h) => typeof h === 'string');
    const popup = await popupFor(session.browser, ENGLISH_WORK);
    const shown = await until(
      () => popup.evaluate(() => ({
        lang: document.documentElement.lang,
        warnings: document.querySelector('[data-testid=page-warnings]')?.textContent,
        enabled: document.querySelector('[data-testid=enabled]')?.parentElement?.textContent,
        openReader: document.querySelector('[data-testid=open-reader]')?.textContent,
        text: document.body.innerText,
      })),
      (v) => Boolean(v?.warnings),
    );
    assert.match(shown.lang, /^es/);
    assert.match(shown.warnings, /^Advertencias: .*Desamor/);
    assert.equal(shown.enabled, 'Activado');
    assert.equal(shown.openReader, 'Abrir lector');
    assert.match(shown.text, /Avisarme de[\s\S]*Autolesiones[\s\S]*Sensibilidad/);
    assert.doesNotMatch(shown.text, /Warn me about|Sensitivity|Open reader/);
    await popup.screenshot({ path: path.join(SCREENSHOT_DIR, 'firefox-es-popup.png') });
    await popup.close();
    await page.close();
  });

  test('the reader speaks Spanish around the English story', async () => {
    const { page, inReaderElement } = await openReaderFromPopup(session.browser, ENGLISH_WORK);
    const reader = () =>
      page.evaluate(() => {
        const dialog = document.querySelector('[data-gentle-reader=reader]').shadowRoot.querySelector('[data-testid=rd-dialog]');
        return {
          lang: dialog.getAttribute('lang'),
          label: dialog.getAttribute('aria-label'),
          storyLang: dialog.querySelector('article')?.getAttribute('lang'),
          buttons: [...dialog.querySelectorAll('button')].map((b) => b.getAttribute('aria-label') ?? b.textContent.trim()),
          progress: dialog.querySelector('[data-testid=rd-progress-text]')?.textContent,
          settings: dialog.querySelector('[data-testid=rd-settings]')?.innerText,
        };
      });
    const shown = await reader();
    assert.match(shown.lang, /^es/);
    assert.match(shown.label, /^Lector: /);
    assert.equal(shown.storyLang, 'en', 'the story keeps its own language');
    for (const name of ['Cerrar lector', 'Ajustes', 'Leer en voz alta']) assert.ok(shown.buttons.includes(name), `${name} in ${JSON.stringify(shown.buttons)}`);
    // Percentages as Spanish writes them ("12 %"), and the time left in Spanish.
    assert.match(shown.progress, /^\d+\s%( · quedan .*min)?$/);
    await (await inReaderElement('[data-testid=rd-settings-toggle]')).click();
    const settings = await until(reader, (v) => Boolean(v.settings));
    assert.match(settings.settings, /Ajustes de lectura[\s\S]*Tamaño del texto[\s\S]*Colores/);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'firefox-es-reader.png') });
    await page.close();
  });

  test('a Spanish story: the engine reads English, and says so in Spanish, naming the language', async () => {
    const page = await session.browser.newPage();
    await page.goto(SPANISH_WORK);
    const parts = await until(() => bannerParts(page), (p) => Boolean(p?.notRead));
    assert.equal(
      parts.notRead,
      'Esta historia está en español. Gentle Reader lee el texto de las historias en inglés; las advertencias que ves aquí vienen solo de las etiquetas y notas del fic.',
    );
    assert.equal(parts.heading, 'No hay advertencias en las etiquetas ni en las notas del fic');
    // The summary by AO3's warnings row: never "nothing found", and the same notice under it.
    const summary = await page.evaluate(() => {
      const root = document.querySelector('[data-gentle-reader=summary]')?.shadowRoot;
      return [root?.querySelector('.gr-summary-line')?.textContent, root?.querySelector('[data-testid=gr-summary-not-read]')?.textContent];
    });
    assert.deepEqual(summary, ['Gentle Reader: ninguna advertencia en las etiquetas ni en las notas del fic. · Detalles', parts.notRead]);
    await page.close();
  });
});
