/**
 * One entry on a journal site (Dreamwidth, LiveJournal): the entry text, its title, its poster, and
 * the fic header many entries open with. Comments live outside the entry text and are never read.
 */
import { countWords, type ExtractResult } from '../story';
import { collectBlocks, hasClass, textOf } from './dom-text';
import { splitFicHeader } from './fic-header';

export interface JournalMarkup {
  site: string;
  /** The entry text, most specific first. */
  content: string;
  title: string;
  author: string;
}

// Inside entry text: the "(Read more...)" cut links and the edit toolbar of some styles.
const skip = (el: Element): boolean => hasClass(el, 'ljcut-link') || hasClass(el, 'entry-management-links');

export function extractJournalEntry(doc: Document, url: URL, markup: JournalMarkup): ExtractResult {
  const container = doc.querySelector(markup.content);
  if (!container) return { ok: false, reason: 'no-story', detail: 'content-notice', message: 'No journal entry on this page (it may be behind a content notice).' };
  const { body, header, tags } = splitFicHeader(collectBlocks(container, { skip }));
  const entryId = /\/(\d+)\.html$/.exec(url.pathname)?.[1];
  return {
    ok: true,
    story: {
      site: markup.site,
      kind: 'work',
      title: textOf(doc.querySelector(markup.title)) || doc.title,
      // The journal's own name is the subdomain: username.dreamwidth.org.
      author: textOf(doc.querySelector(markup.author)) || url.hostname.split('.')[0],
      workId: entryId ? `${url.hostname}/${entryId}` : undefined,
      paragraphs: body.paragraphs,
      blocks: body.blocks,
      container,
      summary: '',
      notes: header.length ? [header.join('\n')] : [],
      tags,
      links: {},
      wordCount: countWords(body.paragraphs.join(' ')),
    },
  };
}

/** Entry pages: /12345.html (and /users/name/12345.html on the main host). */
export const ENTRY_PATH = /^\/(?:users\/[^/]+\/)?\d+\.html$/;
