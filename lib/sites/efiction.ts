/**
 * eFiction archives (viewstory.php?sid=N&chapter=M). eFiction runs on many small archives, each
 * with its own host, so the well-known ones are listed explicitly for the manifest; any other
 * eFiction archive is read through the toolbar button (Readability). Markup: eFiction 3.5
 * default_tpls/viewstory.tpl (div#pagetitle, div#story, div.notes, div#prev/#next, div.jumpmenu),
 * ../shared/ARCHIVES.md §3.7, fixture efiction-chapter.html.
 */
import { countWords, type ExtractResult } from '../story';
import { absoluteUrl, blockTextsOf, collectBlocksOf, textOf } from './dom-text';
import { efictionTags } from './efiction-labels';
import type { SiteAdapter, SiteDetector } from './site-adapter';
import { hostPatterns, onHost } from './url-match';

// Archives running eFiction (FanFicFare's base_efiction_adapter.py subclasses and otwarchive's
// importer name these); several keep eFiction under a folder, which the path test allows.
/** The story's number as eFiction (PHP) reads it: the last `sid`, and only digits (audit F11: a 1 MB first `sid`). */
function storyId(url: URL): string | undefined {
  const sid = url.searchParams.getAll('sid').at(-1);
  return sid && /^\d{1,12}$/.test(sid) ? sid : undefined;
}

export const EFICTION_HOSTS = [
  'www.whofic.com',
  'www.siye.co.uk',
  'ashwinder.sycophanthex.com',
  'www.dracoandginny.com',
  'efiction.esteliel.de',
  'www.hpfanficarchive.com',
  'www.potionsandsnitches.org',
  'www.thehexfiles.net',
  'www.wraithbait.com',
  'www.libraryofmoria.com',
  'www.walkingtheplank.org',
  'www.andromeda-web.com',
] as const;

const VIEWSTORY = /\/viewstory\.php$/;

function extract(doc: Document, url: URL): ExtractResult {
  // Printable "all chapters" view: div.chapter per chapter; normal view: div#story.
  const story = doc.querySelector('#story');
  const containers = story ? [story] : Array.from(doc.querySelectorAll('div.chapter'));
  if (!containers.length) {
    // Age/warning gate: div.errortext with an "ageconsent=ok" or "warning=N" link.
    const gate = doc.querySelector('.errortext a[href*="ageconsent"], .errortext a[href*="warning="], .errormsg a[href*="warning="]');
    return gate
      ? { ok: false, reason: 'restricted', detail: 'age-or-warning', message: 'The archive asks the reader to confirm their age or accept a warning first.' }
      : { ok: false, reason: 'no-story', message: 'No story text on this page.' };
  }
  const { blocks, paragraphs } = collectBlocksOf(containers);
  const { tags, summary } = efictionTags(doc);
  const title = doc.querySelector('#pagetitle a[href*="viewstory.php"]');
  const options = Array.from(doc.querySelectorAll('.jumpmenu select option'));
  const selected = options.findIndex((o) => o.hasAttribute('selected'));
  const chapterNo = Number(url.searchParams.get('chapter')) || 1;
  const index = selected >= 0 ? selected + 1 : chapterNo;
  const link = (sel: string) => absoluteUrl(doc.querySelector(sel)?.getAttribute('href'), url);
  return {
    ok: true,
    story: {
      site: 'efiction',
      kind: containers.length > 1 ? 'entire-work' : options.length > 1 ? 'chapter' : 'work',
      title: textOf(title) || textOf(doc.querySelector('#pagetitle')),
      author: textOf(doc.querySelector('#pagetitle a[href*="viewuser.php"]')),
      workId: storyId(url) && `${url.hostname}/${storyId(url)}`,
      chapter: containers.length > 1 ? undefined : { index, title: textOf(options[index - 1]).replace(/^\d+\.\s*/, '') || undefined, count: options.length || 1 },
      paragraphs,
      blocks,
      container: story ?? containers[0].parentElement ?? containers[0],
      summary,
      notes: blockTextsOf(doc, 'div.notes div.noteinfo'),
      tags,
      links: {
        previous: link('#prev a'),
        next: link('#next a'),
        entireWork: absoluteUrl(`viewstory.php?sid=${url.searchParams.get('sid') ?? ''}&action=printable&chapter=all`, url),
        chapters: options.length
          ? options.map((o) => ({ title: textOf(o).replace(/^\d+\.\s*/, ''), url: absoluteUrl(o.getAttribute('value'), url) ?? '' }))
          : undefined,
      },
      wordCount: countWords(paragraphs.join(' ')),
    },
  };
}

export const efictionSite = {
  id: 'efiction',
  name: 'eFiction archives',
  matches: hostPatterns(EFICTION_HOSTS),
  exampleUrls: [
    'https://www.whofic.com/viewstory.php?sid=12345',
    'https://www.siye.co.uk/siye/viewstory.php?sid=130001&chapter=2',
    'https://www.potionsandsnitches.org/fanfiction/viewstory.php?sid=4242&action=printable&chapter=all',
  ],
  detect: (url) => onHost(url, EFICTION_HOSTS) && VIEWSTORY.test(url.pathname) && url.searchParams.has('sid'),
} satisfies SiteDetector;

export const efiction = {
  ...efictionSite,
  extract,
} satisfies SiteAdapter;
