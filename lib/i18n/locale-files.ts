/**
 * The extension's message catalogs read from `public/_locales` in Node (the scan CLI, tests): the
 * same messages the browsers show. Node only (it reads files); the extension gets its messages
 * from the browser's i18n API.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Catalog } from './catalog';

export const LOCALES_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../public/_locales');

/** One locale's messages.json (`folder` as it is named: "es", "pt_BR"). */
export function localeCatalog(folder: string): Catalog {
  return JSON.parse(readFileSync(path.join(LOCALES_DIR, folder, 'messages.json'), 'utf8')) as Catalog;
}

/**
 * The catalog folder for a language: a BCP 47 tag ("es-MX", "pt-BR") or a POSIX locale as LANG
 * holds it ("fr_FR.UTF-8", "de_DE@euro"). The exact folder first ("pt_BR"), else the language's
 * ("es" for "es_MX", "pt_BR" for "pt"); undefined for "C", "POSIX" and languages without a catalog.
 */
export function catalogFolderFor(language: string | undefined, folders: readonly string[] = readdirSync(LOCALES_DIR)): string | undefined {
  const tag = language?.trim().replace(/[.@].*$/, '').replace(/-/g, '_').toLowerCase();
  if (!tag || tag === 'c' || tag === 'posix') return undefined;
  const exact = folders.find((folder) => folder.toLowerCase() === tag);
  if (exact) return exact;
  const base = tag.split('_')[0];
  return folders.find((folder) => folder.toLowerCase() === base) ?? folders.find((folder) => folder.toLowerCase().split('_')[0] === base);
}
