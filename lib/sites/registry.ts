/**
 * Every site adapter, in the order they are tried. No side effects at import: WXT imports this in
 * Node at build time to build the manifest's `matches` and `host_permissions`. The Readability
 * fallback is not here: it runs only after the reader asks (activeTab), on any page.
 */
import { ao3 } from './ao3';
import { dreamwidth } from './dreamwidth';
import { efiction } from './efiction';
import { ffnet } from './ffnet';
import { livejournal } from './livejournal';
import { otwArchives } from './otw-archives';
import { quotev } from './quotev';
import { royalroad } from './royalroad';
import type { SiteAdapter } from './site-adapter';
import { tumblr } from './tumblr';
import { wattpad } from './wattpad';
import { xenforo } from './xenforo';

export const ADAPTERS: readonly SiteAdapter[] = [
  ao3,
  otwArchives,
  ffnet,
  royalroad,
  xenforo,
  wattpad,
  dreamwidth,
  livejournal,
  quotev,
  efiction,
  tumblr,
];

/** The adapter for a page, or undefined when no adapter knows the page (then Readability, on request). */
export function findAdapter(url: URL | string): SiteAdapter | undefined {
  let parsed: URL;
  try {
    parsed = typeof url === 'string' ? new URL(url) : url;
  } catch {
    return undefined;
  }
  return ADAPTERS.find((a) => a.detect(parsed));
}

/** The union of the adapters' match patterns: the content script's `matches` and the host permissions. */
export const ALL_MATCH_PATTERNS: string[] = Array.from(new Set(ADAPTERS.flatMap((a) => a.matches)));
