import { describe, expect, test } from 'vitest';
import { loadFixture, parsePage, storyFrom } from '../../test/sites/load-page';
import { runInSlices } from '../page/slices';
import { ao3 } from './ao3';
// @ts-expect-error the demo archive is plain JavaScript
import { ao3MarkedForLater } from '../../test/demo/templates.mjs';
// @ts-expect-error the demo archive is plain JavaScript
import { LISTING_WORKS } from '../../test/demo/stories.mjs';

const story = (fixture: string, url: string) => storyFrom(ao3, fixture, url);

describe('AO3 Entire Work (ids repeat for every chapter)', () => {
  const s = story('ao3-entire-work.html', 'https://archiveofourown.org/works/777001?view_full_work=true');

  test('is the whole work, every chapter in order', () => {
    expect(s.kind).toBe('entire-work');
    expect(s.title).toBe('The Lantern Keeper');
    expect(s.author).toBe('Ember_Quill');
    expect(s.workId).toBe('777001');
    expect(s.paragraphs).toHaveLength(6);
    expect(s.paragraphs[0]).toBe('Mara trimmed the wick at dusk, as her mother had shown her.');
    expect(s.paragraphs.at(-1)).toBe('She lit the lamp anyway, for whoever else was out there.');
    expect(s.container?.getAttribute('id')).toBe('chapters');
  });

  test('keeps summaries and notes apart from the text, and drops the "Chapter Text" landmark', () => {
    const text = s.paragraphs.join('\n');
    expect(text).not.toMatch(/Chapter Text|winter prompt|The lens cracks|Thank you for reading|Comments keep me/);
    expect(s.summary).toBe('A keeper tends a light for a ship that will not come home.');
    expect(s.notes).toEqual([
      'The lens cracks.',
      'Written for a winter prompt about light.',
      'The first night.',
      'Thank you for reading so far.',
      'The end. Comments keep me writing.',
    ]);
  });

  test('keeps each chapter: heading, its range of paragraphs, its notes before and after', () => {
    expect(s.chapters).toEqual([
      { index: 1, heading: 'Chapter 1: Oil', title: 'Oil', start: 0, end: 2, summary: '', notes: ['The first night.'], endNotes: [] },
      { index: 2, heading: 'Chapter 2: Glass', title: 'Glass', start: 2, end: 4, summary: 'The lens cracks.', notes: [], endNotes: ['Thank you for reading so far.'] },
      { index: 3, heading: 'Chapter 3: Morning', title: 'Morning', start: 4, end: 6, summary: '', notes: [], endNotes: [] },
    ]);
    expect(s.endNotes).toEqual(['The end. Comments keep me writing.']);
  });

  test("a chapter the page gives no heading has none: the reader names it in the reader's language", () => {
    const doc = loadFixture('ao3-entire-work.html');
    doc.querySelector('#chapter-2 h3.title')!.remove();
    const chapters = storyFrom(ao3, doc, 'https://archiveofourown.org/works/777001?view_full_work=true').chapters!;
    expect(chapters.map((c) => [c.index, c.heading])).toEqual([
      [1, 'Chapter 1: Oil'],
      [2, ''],
      [3, 'Chapter 3: Morning'],
    ]);
  });

  test('blocks are the page elements, index for index', () => {
    expect(s.blocks).toHaveLength(s.paragraphs.length);
    s.blocks!.forEach((b, i) => expect(b.textContent?.replace(/\s+/g, ' ').trim()).toBe(s.paragraphs[i]));
  });

  test('reads tags with AO3 escapes in their links, and the word count', () => {
    expect(s.tags.warnings).toEqual(['Major Character Death']);
    expect(s.tags.freeforms).toEqual(['Grief/Mourning', 'Lighthouses']);
    expect(s.siteWordCount).toBe(77);
    expect(s.wordCount).toBe(77);
    expect(s.language).toBe('en');
  });
});

describe('AO3 adult-content notice', () => {
  const s = story('ao3-interstitial.html', 'https://archiveofourown.org/works/880022');
  test('is an interstitial with the tags from the blurb and no text', () => {
    expect(s.kind).toBe('interstitial');
    expect(s.paragraphs).toEqual([]);
    expect(s.title).toBe('Salt Roads');
    expect(s.author).toBe('Tidewright');
    expect(s.workId).toBe('880022');
    expect(s.tags.rating).toEqual(['Mature']);
    expect(s.tags.warnings).toEqual(['Graphic Depictions Of Violence']);
    expect(s.tags.freeforms).toEqual(['Implied/Referenced Suicide', 'Smuggling']);
    expect(s.siteWordCount).toBe(4210);
    expect(s.container).toBeDefined();
  });
  test('offers no listing chips (it gets the banner)', () => {
    expect(ao3.extractListing!(loadFixture('ao3-interstitial.html'), new URL('https://archiveofourown.org/works/880022'))).toEqual([]);
  });
});

describe('AO3 hidden warnings', () => {
  const s = story('ao3-hidden-warnings.html', 'https://archiveofourown.org/works/555123/chapters/7002');
  test('marks the warnings hidden (unknown), and never reads "Show warnings" as a tag', () => {
    expect(s.tags.warningsHidden).toBe(true);
    expect(s.tags.warnings).toEqual([]);
    expect(s.tags.freeforms).toEqual([]);
  });
  test('reads the chapter from the picker: index, title, unknown total, links', () => {
    expect(s.kind).toBe('chapter');
    expect(s.chapter).toEqual({ index: 2, title: 'Pockets', count: undefined });
    expect(s.links.previous).toBe('https://archiveofourown.org/works/555123/chapters/7001#workskin');
    expect(s.links.next).toBeUndefined();
    expect(s.links.entireWork).toBe('https://archiveofourown.org/works/555123?view_full_work=true');
    expect(s.links.chapters).toEqual([
      { title: '1. Buttons', url: 'https://archiveofourown.org/works/555123/chapters/7001' },
      { title: '2. Pockets', url: 'https://archiveofourown.org/works/555123/chapters/7002' },
    ]);
  });
});

describe('AO3 with the new div#work-skin wrapper and a chat-fic work skin', () => {
  const s = story('ao3-work-skin-wrapper.html', 'https://archiveofourown.org/works/600700');
  test('reads the chat lines as paragraphs, without the skin CSS', () => {
    expect(s.kind).toBe('work');
    expect(s.paragraphs).toEqual([
      'Priya: who fed the starter',
      'Tom: not me, I was breaking up with my sourdough',
      'Priya: you cannot break up with bread',
      'Tom: watch me',
      'Nobody fed the starter. It survived anyway, out of spite.',
    ]);
    expect(s.paragraphs.join(' ')).not.toContain('max-width');
    expect(s.tags.freeforms).toEqual(['Chatting/Messaging', 'Break Up']);
    expect(s.chapter).toEqual({ index: 1, title: undefined, count: 1 });
  });
});

describe('AO3 bookmarks listing', () => {
  const blurbs = ao3.extractListing!(loadFixture('ao3-bookmarks.html'), new URL('https://archiveofourown.org/users/reader/bookmarks'));
  test('one blurb a bookmarked work, the work tags only (not the bookmarker\'s)', () => {
    expect(blurbs.map((b) => b.title)).toEqual(['Paper Boats', 'Quiet Hours']);
    expect(blurbs[0].workId).toBe('4100');
    expect(blurbs[0].url).toBe('https://archiveofourown.org/works/4100');
    expect(blurbs[0].tags.freeforms).toEqual(['Cheating']);
    expect(blurbs[0].tags.rating).toEqual(['Teen And Up Audiences']);
    expect(blurbs[0].tags.categories).toEqual([]);
    expect(blurbs[0].tags.warnings).toEqual(['Major Character Death']);
  });
  test('read in slices, the page may be given back after each work, and the works are the same', async () => {
    let clock = 0;
    let pauses = 0;
    const doc = loadFixture('ao3-bookmarks.html');
    const url = new URL('https://archiveofourown.org/users/reader/bookmarks');
    // Every work takes longer than a slice here: a pause after each.
    const sliced = await runInSlices(ao3.extractListingSteps!(doc, url), { now: () => (clock += 10), yieldNow: async () => void pauses++ });
    expect(sliced).toEqual(ao3.extractListing!(doc, url));
    expect(pauses).toBeGreaterThanOrEqual(blurbs.length);
  });
  test('hidden warnings in a blurb are unknown', () => {
    expect(blurbs[1].tags.warningsHidden).toBe(true);
    expect(blurbs[1].tags.warnings).toEqual([]);
    expect(blurbs[1].tags.freeforms).toEqual(['Fluff']);
  });
});

describe("AO3's Marked for Later list (the demo's markup, after otwarchive's readings views)", () => {
  const url = new URL('https://archiveofourown.org/users/demo_reader/readings?show=to-read');
  test('a works listing: each work read from its module, not from the visit line or the Delete from History form', () => {
    expect(ao3.detect(url)).toBe(true);
    expect(ao3.detect(new URL('https://archiveofourown.org/users/demo_reader/readings'))).toBe(true);
    expect(ao3.detect(new URL('https://archiveofourown.org/users/demo_reader/profile'))).toBe(false);
    const works = LISTING_WORKS.slice(0, 4);
    const blurbs = ao3.extractListing!(parsePage(ao3MarkedForLater(works, { user: 'demo_reader' })), url);
    expect(blurbs.map((b) => [b.workId, b.title, b.authors, b.summary])).toEqual(works.map((w: { id: number; title: string; author: string; summary: string }) => [String(w.id), w.title, [w.author], w.summary]));
    expect(blurbs[0].tags.freeforms).toEqual(['Self-Injury', 'Hurt/Comfort']);
    expect(blurbs[3].tags.warnings).toEqual(['Creator Chose Not To Use Archive Warnings']);
    expect(blurbs.every((b) => b.element.classList.contains('reading'))).toBe(true);
  });
});

describe('AO3 pages without a work', () => {
  test.each([
    ['<div id="main" class="sessions-new system session region"><form></form></div>', 'restricted'],
    ['<div id="main" class="system errors error-404 region"><h2>Error 404</h2></div>', 'not-found'],
    ['<div id="main" class="users-show region"><h2>A profile</h2></div>', 'no-story'],
    ['<p>nothing</p>', 'no-story'],
  ])('%s -> %s', (html, reason) => {
    const doc = parsePage(`<html><body>${html}</body></html>`);
    const r = ao3.extract(doc, new URL('https://archiveofourown.org/works/1'));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.reason).toBe(reason);
  });
});
