/**
 * lib/i18n/english-catalog.ts as the extension's scripts have it (wxt.config.ts swaps it in): no
 * catalog of their own, 43 kB less in each script; the browser's i18n API gives every message, in
 * English where the reader's language lacks one.
 */
import type { Catalog } from './catalog';

export const ENGLISH_CATALOG: Catalog | undefined = undefined;
