/**
 * Every site adapter: a known site (known-sites.ts, which decides which one a page belongs to and
 * in what order they are tried) with its extraction. No side effects at import. The Readability
 * fallback is not here: it runs only after the reader asks (activeTab), on any page; it is handed
 * to Tumblr here, for themes that hide their post (so known-sites.ts never imports Readability).
 */
import { ao3 } from './ao3';
import { dreamwidth } from './dreamwidth';
import { efiction } from './efiction';
import { ffnet } from './ffnet';
import { findSite } from './known-sites';
import { livejournal } from './livejournal';
import { otwArchives } from './otw-archives';
import { quotev } from './quotev';
import { royalroad } from './royalroad';
import type { SiteAdapter } from './site-adapter';
import { extractWithReadability } from './readability';
import { tumblrAdapter } from './tumblr';
import { wattpad } from './wattpad';
import { xenforo } from './xenforo';

const tumblr = tumblrAdapter(extractWithReadability);

export const ADAPTERS: readonly SiteAdapter[] = [ao3, otwArchives, ffnet, royalroad, xenforo, wattpad, dreamwidth, livejournal, quotev, efiction, tumblr];

/** The adapter for a page, or undefined when no adapter knows the page (then Readability, on request). */
export function findAdapter(url: URL | string): SiteAdapter | undefined {
  const site = findSite(url);
  return site && ADAPTERS.find((adapter) => adapter.id === site.id);
}
