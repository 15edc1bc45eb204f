/**
 * Dreamwidth entries. Journal styles (core2): div.entry-content; site skin (?style=site):
 * div.entry-content too, inside div.contents. Evidence: ../shared/ARCHIVES.md §3.5 (dreamwidth
 * styles/core2.s2), fixture dreamwidth-entry.html.
 */
import { ENTRY_PATH, extractJournalEntry } from './journal-entry';
import type { SiteAdapter, SiteDetector } from './site-adapter';

export const dreamwidthSite = {
  id: 'dreamwidth',
  name: 'Dreamwidth',
  // Every journal is its own subdomain.
  matches: ['*://*.dreamwidth.org/*'],
  exampleUrls: ['https://quillfeather.dreamwidth.org/12345.html', 'https://fic-exchange.dreamwidth.org/678.html?style=site'],
  detect: (url) => url.hostname.endsWith('.dreamwidth.org') && ENTRY_PATH.test(url.pathname),
} satisfies SiteDetector;

export const dreamwidth = {
  ...dreamwidthSite,
  extract: (doc, url) =>
    extractJournalEntry(doc, url, {
      site: 'dreamwidth',
      content: 'div.entry div.entry-content, div.entry-content',
      title: 'div.entry h3.entry-title, h3.entry-title',
      author: 'div.entry .poster span.ljuser, span.ljuser',
    }),
} satisfies SiteAdapter;
