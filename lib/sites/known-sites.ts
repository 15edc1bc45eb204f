/**
 * The archives we know, as far as recognising their pages, in the order they are tried. This is
 * what the document_start script (hold-back), the options page and the manifest need: detection
 * only, so they do not bundle the adapters' extraction (Readability among it, through Tumblr's
 * fallback). The adapters with their extraction are in registry.ts. No side effects at import: WXT
 * imports this in Node at build time to build the manifest's `matches` and `host_permissions`.
 */
import { ao3Site } from './ao3';
import { dreamwidthSite } from './dreamwidth';
import { efictionSite } from './efiction';
import { ffnetSite } from './ffnet';
import { livejournalSite } from './livejournal';
import { otwArchivesSite } from './otw-archives';
import { quotevSite } from './quotev';
import { royalroadSite } from './royalroad';
import type { SiteDetector } from './site-adapter';
import { tumblrSite } from './tumblr';
import { wattpadSite } from './wattpad';
import { xenforoSite } from './xenforo';

export const KNOWN_SITES: readonly SiteDetector[] = [
  ao3Site,
  otwArchivesSite,
  ffnetSite,
  royalroadSite,
  xenforoSite,
  wattpadSite,
  dreamwidthSite,
  livejournalSite,
  quotevSite,
  efictionSite,
  tumblrSite,
];

/** The known site of a page, or undefined when none knows it (then Readability, on request). */
export function findSite(url: URL | string): SiteDetector | undefined {
  let parsed: URL;
  try {
    parsed = typeof url === 'string' ? new URL(url) : url;
  } catch {
    return undefined;
  }
  return KNOWN_SITES.find((site) => site.detect(parsed));
}

/** The union of the sites' match patterns: the content scripts' `matches` and the host permissions. */
export const ALL_MATCH_PATTERNS: string[] = Array.from(new Set(KNOWN_SITES.flatMap((site) => site.matches)));
