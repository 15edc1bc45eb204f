import type { Steps } from '../page/slices';
import type { ExtractResult, ListingBlurb } from '../story';

/**
 * One archive, as far as recognising its pages: cheap, no parsing. The document_start script
 * (hold-back) and the options page need only this, so they do not carry the extraction code
 * (Readability among it): lib/sites/known-sites.ts lists these, lib/sites/registry.ts the adapters.
 */
export interface SiteDetector {
  /** Short stable id, also the key of the per-site switch in settings. */
  id: string;
  /** Name shown to readers ("Archive of Our Own"). */
  name: string;
  /** Match patterns for the manifest (content_scripts.matches and host_permissions). */
  matches: string[];
  /** URLs this adapter must accept; every other adapter must reject them (lib/sites/urls.test.ts). */
  exampleUrls: string[];
  /** Finer test than the match patterns: does this URL belong to this adapter? */
  detect(url: URL): boolean;
  /**
   * The story text's elements as one CSS selector, for holding them back (hidden, their space
   * kept) from the page's first paint until their passages are shielded (lib/page/hold-back.ts).
   */
  storySelector?: string;
  /**
   * Where our summary and banner go, as CSS selectors, so their room is kept from the page's first
   * paint and the story does not jump when they arrive (lib/page/first-paint-room.ts): the banner
   * only where the story starts on the first screen (elsewhere its arrival is out of view).
   */
  firstPaintRoom?: { summaryAfter?: string; bannerBefore?: string };
  /**
   * The story starts below the first screen and the banner above it keeps no room (AO3): the story
   * is held back with `storySelector` in every shield mode, not only blur and fold, until the banner
   * is drawn, so it is first painted where it stays and the banner never moves it. A reader does not
   * see it wait: it is below the first screen.
   */
  storyWaitsForBanner?: boolean;
}

/** One archive: how to recognise its pages (its SiteDetector) and read the story out of them. */
export interface SiteAdapter extends SiteDetector {
  /** Reads the story from a page of this site. Never modifies the document. */
  extract(doc: Document, url: URL): ExtractResult;
  /**
   * `extract` as a job that may pause (lib/page/slices.ts), where the site's pages can be long
   * enough to hold the page's main thread (AO3's Entire Work: 500,000 words). Same result.
   */
  extractSteps?(doc: Document, url: URL): Steps<ExtractResult>;
  /** Reads the works of a listing page, where the site has them. */
  extractListing?(doc: Document, url: URL): ListingBlurb[];
  /** `extractListing` as a job that may pause (a page of 200 works is read in slices). Same result. */
  extractListingSteps?(doc: Document, url: URL): Steps<ListingBlurb[]>;
  /**
   * The page adds story text after loading (infinite scroll, AJAX): the selector of the elements
   * that bring it, so only their arrival is read again (not every ad or widget the page adds).
   */
  dynamic?: { blocks: string };
}
