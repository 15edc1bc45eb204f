/**
 * translate.ts as the extension's scripts are built (wxt.config.ts swaps english-catalog.ts for
 * no-catalog.ts): every message from the browser's i18n API, which itself gives English where the
 * reader's language lacks a message (test/e2e/locale-fallback.e2e.mjs shows Chromium and Firefox do).
 */
import { afterEach, describe, expect, test, vi } from 'vitest';
import { t, tCount, uiLocale, useBrowserI18n, useEnglish } from './translate';

vi.mock('./english-catalog', () => import('./no-catalog'));

afterEach(useEnglish);

const spanishBrowser = (messages: Record<string, string>) => ({
  getMessage: (id: string, substitutions?: string | string[]) => (messages[id] ?? '').replace('$1', [substitutions ?? []].flat()[0] ?? ''),
  getUILanguage: () => 'es-ES',
});

describe('the extension\'s scripts: no catalog of their own', () => {
  test('every message comes from the browser', () => {
    useBrowserI18n(spanishBrowser({ locale_code: 'es', banner_open_reader: 'Abrir lector', badge_title_many: 'Gentle Reader: $1 de advertencias de contenido' }));
    expect(uiLocale()).toBe('es-ES');
    expect(t('banner_open_reader')).toBe('Abrir lector');
    expect(tCount('badge_title', 2_000_000)).toBe('Gentle Reader: 2.000.000 de advertencias de contenido');
  });

  test('a message the browser cannot give shows its id, never English from a bundled catalog, never a blank', () => {
    useBrowserI18n(spanishBrowser({ locale_code: 'es' }));
    expect(t('banner_hide')).toBe('banner_hide');
    useEnglish();
    expect(t('banner_hide')).toBe('banner_hide');
  });
});
