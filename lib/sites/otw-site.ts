/** Recognising the pages of an archive running otwarchive (AO3's code): no parsing, see otw-work.ts. */
import type { SiteDetector } from './site-adapter';
import { hostPatterns, onHost } from './url-match';

// Paths that hold a work or a works listing (a reader's History and Marked for Later list, /readings,
// are listings too); everything else (profiles, forms, admin posts) is no story.
const OTW_PATHS = /^\/(works|chapters|tags\/[^/]+\/(works|bookmarks)|series\/\d+|bookmarks|users\/[^/]+(\/pseuds\/[^/]+)?\/(works|bookmarks|readings)|collections\/[^/]+\/(works|bookmarks))(\/|$|\?)/;

/** The detector for one set of otwarchive hosts (AO3 itself, or the smaller archives). */
export function otwSite(spec: { id: string; name: string; hosts: readonly string[]; exampleUrls: string[] }): SiteDetector {
  return {
    id: spec.id,
    name: spec.name,
    matches: hostPatterns(spec.hosts),
    exampleUrls: spec.exampleUrls,
    detect: (url) => onHost(url, spec.hosts) && OTW_PATHS.test(url.pathname),
    // The text blocks partsOf finds (never blockquote.userstuff: notes and summaries stay visible).
    storySelector: '#workskin #chapters div.userstuff',
    // The archive's warnings row, where summaryAnchor puts the summary; the story itself starts
    // far below the first screen (about 1,000 px on a desktop, 1,100 on a phone), so the banner
    // keeps no room (it would be 70-125 px of empty space above short banners): the story waits
    // for it, out of view, instead.
    firstPaintRoom: { summaryAfter: 'dl.work.meta dd.warning' },
    storyWaitsForBanner: true,
  };
}
