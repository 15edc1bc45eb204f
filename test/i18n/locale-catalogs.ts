/** The extension's own message catalogs, read from public/_locales for tests in another UI language. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Catalog } from '../../lib/i18n/catalog';
import { useCatalogs } from '../../lib/i18n/translate';

export const LOCALES_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../public/_locales');

/** One locale's messages.json (`lang` as its folder is named: "es", "pt_BR"). */
export function localeCatalog(lang: string): Catalog {
  return JSON.parse(readFileSync(path.join(LOCALES_DIR, lang, 'messages.json'), 'utf8')) as Catalog;
}

/** The interface speaks `lang` until `useEnglish()` (put that in an afterEach). */
export function speak(lang: string): void {
  useCatalogs([localeCatalog(lang)]);
}
