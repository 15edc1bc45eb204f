/**
 * Every site adapter, in the order they are tried. No side effects at import: WXT imports this in
 * Node at build time to build the manifest's `matches` and `host_permissions`.
 */
import { ao3 } from './ao3';
import { ffnet } from './ffnet';
import { otwArchives } from './otw-archives';
import { royalroad } from './royalroad';
import type { SiteAdapter } from './site-adapter';

export const ADAPTERS: readonly SiteAdapter[] = [ao3, otwArchives, ffnet, royalroad];

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
