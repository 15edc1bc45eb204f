/**
 * Other archives running otwarchive, AO3's code: same markup, so the same extraction (otw-work.ts).
 * The manifest needs explicit hosts, so they are listed here; an archive missing from the list is
 * still read through the toolbar button (Readability), and can be added with one line.
 */
import { otwSite } from './otw-site';
import { otwAdapter } from './otw-work';

// SuperLove: fixture ../shared/real-pages/otw-other/superlove-work-1269.html (identical markup).
// Squidge World and Ad Astra: FanFicFare adapter_squidgeworldorg.py / adapter_adastrafanficcom.py,
// both built on its base_otw_adapter.py.
export const OTW_ARCHIVE_HOSTS = [
  'superlove.sayitditto.net',
  'squidgeworld.org',
  'www.squidgeworld.org',
  'www.adastrafanfic.com',
  'adastrafanfic.com',
] as const;

export const otwArchivesSite = otwSite({
  id: 'otwarchive',
  name: 'Other OTW archives (SuperLove, Squidge World, Ad Astra)',
  hosts: OTW_ARCHIVE_HOSTS,
  exampleUrls: [
    'https://superlove.sayitditto.net/works/1269',
    'https://squidgeworld.org/works/12345/chapters/67890',
    'https://www.adastrafanfic.com/tags/Angst/works',
  ],
});

// Pure: the document_start script imports only otwArchivesSite, and the bundler drops the extraction.
export const otwArchives = /* @__PURE__ */ otwAdapter(otwArchivesSite);
