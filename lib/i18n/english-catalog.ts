/**
 * The English catalog as a value, for Node (tests, `npm run scan`, the bench): there English is the
 * default language and the fallback of `useCatalogs`.
 *
 * The extension's scripts do not carry it: wxt.config.ts builds them with lib/i18n/no-catalog.ts
 * in its place, since the browser's `i18n.getMessage` already falls back to the default locale
 * (English, `default_locale`) for a message a language lacks (test/e2e/locale-fallback.e2e.mjs).
 */
import english from '../../public/_locales/en/messages.json';
import type { Catalog } from './catalog';

export const ENGLISH_CATALOG: Catalog | undefined = english;
