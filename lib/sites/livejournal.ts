/**
 * LiveJournal entries: article.b-singlepost-body (classic), div.aentry-post__text (newer).
 * Evidence: ../shared/ARCHIVES.md §3.5 (otwarchive story_parser.rb parse_story_from_lj), fixture
 * livejournal-entry.html.
 */
import { ENTRY_PATH, extractJournalEntry } from './journal-entry';
import type { SiteAdapter, SiteDetector } from './site-adapter';

export const livejournalSite = {
  id: 'livejournal',
  name: 'LiveJournal',
  matches: ['*://*.livejournal.com/*'],
  exampleUrls: ['https://inkwell-archive.livejournal.com/98765.html', 'https://some-comm.livejournal.com/4321.html'],
  detect: (url) => url.hostname.endsWith('.livejournal.com') && ENTRY_PATH.test(url.pathname),
} satisfies SiteDetector;

export const livejournal = {
  ...livejournalSite,
  extract: (doc, url) =>
    extractJournalEntry(doc, url, {
      site: 'livejournal',
      content: 'article.b-singlepost-body, div.aentry-post__text, div.entry-content',
      title: 'h1.b-singlepost-title, .aentry-post__title, .entry-title',
      author: '.b-singlepost-author-userinfo .i-ljuser-username, .aentry-head__author .i-ljuser-username, span.ljuser',
    }),
} satisfies SiteAdapter;
