import { describe, expect, test } from 'vitest';
import { HAS_REAL_PAGES, loadFixture, loadRealPage, REAL_PAGES_MISSING } from '../../test/sites/load-page';
import { ffnet, parseGenres } from './ffnet';
import { parseMetaLine, parseMobileMetaLine } from './ffnet-listing';

describe('FanFiction.Net genres', () => {
  test.each([
    ['Angst/Romance', ['Angst', 'Romance']],
    ['Hurt/Comfort/Tragedy', ['Hurt/Comfort', 'Tragedy']],
    ['Humor', ['Humor']],
    ['Naruto U., Ibiki M.', undefined], // characters, when there is no genre field
    ['English', undefined],
  ])('%s', (field, genres) => expect(parseGenres(field)).toEqual(genres));
});

describe('m.fanfiction.net chapter', () => {
  const url = new URL('https://m.fanfiction.net/s/9000001/2/');
  const r = ffnet.extract(loadFixture('ffn-mobile.html'), url);
  test('reads the text, title, author and chapter from the mobile layout', () => {
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const s = r.story;
    expect(s.container?.getAttribute('id')).toBe('storycontent');
    expect(s.paragraphs).toEqual([
      'The first frost came early that year and silvered the gate.',
      'Nell counted the apples twice, because the first count had been too hopeful.',
    ]);
    expect(s.title).toBe('The Orchard Gate');
    expect(s.author).toBe('Hazel Row');
    expect(s.kind).toBe('chapter');
    expect(s.chapter).toEqual({ index: 2, title: 'Frost' });
    expect(s.links).toEqual({ previous: 'https://m.fanfiction.net/s/9000001/1/', next: 'https://m.fanfiction.net/s/9000001/3/' });
    expect(s.workId).toBe('9000001');
  });
});

describe('FictionPress chapter', () => {
  const url = new URL('https://www.fictionpress.com/s/3456789/2/The-Glass-Orchard');
  const r = ffnet.extract(loadFixture('fictionpress-chapter.html'), url);
  test('same templates: rating, genres (Hurt/Comfort kept whole), chapters, <br><br> paragraphs', () => {
    if (!r.ok) throw new Error(r.message);
    const s = r.story;
    expect(s.title).toBe('The Glass Orchard');
    expect(s.author).toBe('Wren Ashby');
    expect(s.summary).toBe('Trees of glass, and the girl who must not break them.');
    expect(s.tags.rating).toEqual(['T']);
    expect(s.tags.freeforms).toEqual(['Hurt/Comfort', 'Tragedy']);
    expect(s.chapter).toEqual({ index: 2, title: 'Seeds', count: 3 });
    expect(s.paragraphs).toEqual([
      'Ilse planted the seeds in rows, one glass bead to a hole.',
      'Nothing grew for a month. Then everything did.',
      'The trees rang when the wind came.',
    ]);
    // Paragraphs split at <br><br> share their element.
    expect(s.blocks).toHaveLength(3);
    expect(new Set(s.blocks).size).toBe(1);
    expect(s.links.previous).toBe('https://www.fictionpress.com/s/3456789/1/The-Glass-Orchard');
    expect(s.links.next).toBe('https://www.fictionpress.com/s/3456789/3/The-Glass-Orchard');
    expect(s.links.chapters?.map((c) => c.title)).toEqual(['Roots', 'Seeds', 'Fruit']);
  });
});

test('"Story Not Found" is not-found', () => {
  const r = ffnet.extract(loadFixture('ffn-not-found.html'), new URL('https://www.fanfiction.net/s/1/1/'));
  expect(r).toMatchObject({ ok: false, reason: 'not-found' });
});

/** The Glee category's stories (ffn-category.html, and ffn-mobile-category.html on the mobile site): id, title, author. */
const GLEE_STORIES = [
  ['9000001', 'Broken Strings', ['demo_writer']],
  ['9000002', 'Glass Houses', ['grey_ink']],
  ['9000003', 'Sectionals Bus', ['north_wind']],
  ['9000004', 'Stay', ['quiet_pen']],
  ['9000005', 'Snow Day', ['quiet_pen']],
];

describe('FanFiction.net story lists (fixtures written by us in the documented markup)', () => {
  const category = ffnet.extractListing!(loadFixture('ffn-category.html'), new URL('https://www.fanfiction.net/tv/Glee/'));
  test('a category page: every story with its id, title, author, summary, chapters', () => {
    expect(category.map((b) => [b.workId, b.title, b.authors])).toEqual(GLEE_STORIES);
    expect(category[0].url).toBe('https://www.fanfiction.net/s/9000001/1/Broken-Strings');
    expect(category[1].summary).toBe('Kurt hides his arms all winter, and Finn is the first to notice. TW: self-harm.');
    expect(category[0].chapters).toEqual({ published: 2, total: 2 }); // "Complete"
    expect(category[1].chapters).toEqual({ published: 5, total: undefined }); // still being written
    expect(category.every((b) => b.element.classList.contains('z-list'))).toBe(true);
  });
  test('the meta line: rating, genres (Hurt/Comfort whole), pairings and characters; no fandom on a category page; no warnings on the site', () => {
    const tags = category[1].tags;
    expect(tags.rating).toEqual(['T']);
    expect(tags.freeforms).toEqual(['Hurt/Comfort', 'Angst']);
    expect(tags.relationships).toEqual(['Kurt H./Blaine A.']);
    expect(tags.characters).toEqual(['Kurt H.', 'Blaine A.', 'Finn H.']);
    expect(tags.fandoms).toEqual([]);
    expect(tags.warnings).toEqual([]);
    expect(tags.siteHasNoWarnings).toBe(true);
    // No genre and no characters: nothing read as either.
    expect(category[4].tags).toMatchObject({ rating: ['K'], freeforms: [], characters: [], relationships: [] });
  });

  const author = ffnet.extractListing!(loadFixture('ffn-author.html'), new URL('https://www.fanfiction.net/u/1000/demo_writer'));
  test("an author's page: their stories (no author link) and their favourites, with fandoms and a crossover", () => {
    expect(author.map((b) => [b.workId, b.authors, b.tags.fandoms])).toEqual([
      ['9000001', [], ['Glee']],
      ['9000007', [], ['Glee']],
      ['9000002', ['grey_ink'], ['Glee']],
      ['9000006', ['velvet_quill'], ['Glee', 'Smash']],
    ]);
    expect(author[1].summary).toBe('Kurt writes home every Sunday.\nBurt writes back every Wednesday.');
    expect(author[3].tags).toMatchObject({ relationships: ['Kurt H./Karen C.'], characters: ['Kurt H.', 'Karen C.'], freeforms: ['Romance', 'Drama'] });
  });

  test('a chapter page has no story list, and a list page no story', () => {
    expect(ffnet.extractListing!(loadFixture('fictionpress-chapter.html'), new URL('https://www.fictionpress.com/s/3456789/2/'))).toEqual([]);
    expect(ffnet.extract(loadFixture('ffn-category.html'), new URL('https://www.fanfiction.net/tv/Glee/'))).toMatchObject({ ok: false, reason: 'no-story' });
  });
});

describe("m.fanfiction.net's story lists (a fixture written by us in the markup a scraper's tests document)", () => {
  const url = new URL('https://m.fanfiction.net/tv/Glee/');
  const mobile = ffnet.extractListing!(loadFixture('ffn-mobile-category.html'), url);
  const desktop = ffnet.extractListing!(loadFixture('ffn-category.html'), new URL('https://www.fanfiction.net/tv/Glee/'));
  test('every story with its id, title, author and address, in its div.bs', () => {
    expect(mobile.map((b) => [b.workId, b.title, b.authors])).toEqual(GLEE_STORIES);
    expect(mobile[0].url).toBe('https://m.fanfiction.net/s/9000001/1/Broken-Strings');
    expect(mobile.every((b) => b.element.classList.contains('bs'))).toBe(true);
  });
  test('the same stories read the same as on the desktop list: summary (after the review count), chapters ("complete"), rating, genres joined by "&", pairings across commas, no warnings', () => {
    for (const [i, story] of mobile.entries()) {
      expect([story.summary, story.tags, story.chapters]).toEqual([desktop[i].summary, desktop[i].tags, desktop[i].chapters]);
    }
    expect(mobile[1].tags).toMatchObject({ rating: ['T'], freeforms: ['Hurt/Comfort', 'Angst'], relationships: ['Kurt H./Blaine A.'], characters: ['Kurt H.', 'Blaine A.', 'Finn H.'], siteHasNoWarnings: true });
  });
  test('a mobile chapter page has no story list', () => {
    expect(ffnet.extractListing!(loadFixture('ffn-mobile.html'), new URL('https://m.fanfiction.net/s/9000001/2/'))).toEqual([]);
  });
});

describe('FictionPress categories (fixture written by us: FanFiction.net\'s list markup, "Fiction T" ratings)', () => {
  const url = new URL('https://www.fictionpress.com/fiction/Romance/');
  test('its address is a list page, and its stories read with their ratings and genres', () => {
    expect(ffnet.detect(url)).toBe(true);
    expect(ffnet.detect(new URL('https://m.fictionpress.com/poetry/Haiku/'))).toBe(true);
    const stories = ffnet.extractListing!(loadFixture('fictionpress-category.html'), url);
    expect(stories.map((b) => [b.workId, b.title, b.authors, b.tags.rating, b.tags.freeforms])).toEqual([
      ['3456789', 'The Glass Orchard', ['orchard_keeper'], ['K+'], ['Romance', 'Family']],
      ['3456790', 'After the Rain', ['low_tide'], ['T'], ['Romance', 'Angst']],
      ['3456791', 'Paper Boats', ['inkwell'], ['K'], ['Romance']],
    ]);
    expect(stories[1].summary).toMatch(/Warning: eating disorder\.$/);
    expect(stories[0].url).toBe('https://www.fictionpress.com/s/3456789/1/The-Glass-Orchard');
    expect(stories.every((b) => b.tags.siteHasNoWarnings && b.tags.characters.length === 0)).toBe(true);
  });
});

describe('m.fanfiction.net meta lines (commas; dates and pairings hold commas too)', () => {
  test.each([
    ['T, English, Drama & Friendship, chapters: 28, words: 226k+, favs: 12k+, follows: 10k+, updated: Mar 14, 2017 published: May 31, 2011, [Harry P., Daphne G.] Theodore N., Tracey D.', { rating: 'T', language: 'English', genres: ['Drama', 'Friendship'], relationships: ['Harry P./Daphne G.'], characters: ['Harry P.', 'Daphne G.', 'Theodore N.', 'Tracey D.'], chapters: 28, complete: false }],
    ['T, English, Adventure, OC, chapters: 12, words: 45k+', { genres: ['Adventure'], characters: ['OC'], relationships: [], chapters: 12 }],
    ['Rated: Fiction M, Spanish, Hurt/Comfort & Romance, chapters: 1, published: 6h ago, [Harry P., OC] Voldemort, complete', { rating: 'M', language: 'Spanish', genres: ['Hurt/Comfort', 'Romance'], relationships: ['Harry P./OC'], characters: ['Harry P.', 'OC', 'Voldemort'], complete: true }],
    ['Harry Potter, K+, English, chapters: 3, published: Jan 1', { fandoms: ['Harry Potter'], rating: 'K+', genres: [], characters: [] }],
    // No rating among the fields: not a meta line, nothing read.
    ['Harry P., Daphne G., chapters: 3', { fandoms: [], genres: [], characters: [], relationships: [], complete: false }],
  ])('%s', (line, expected) => expect(parseMobileMetaLine(line)).toMatchObject(expected));
  test('a line with no rating reads no rating and no chapters', () => expect(parseMobileMetaLine('Harry P., Daphne G., chapters: 3')).toEqual({ fandoms: [], genres: [], characters: [], relationships: [], complete: false }));
});

describe('FanFiction.net meta lines (the shapes public scrapers test)', () => {
  test.each([
    ['Har-ry Potter - Rated: K+ - English - Angst/Romance - Chapters: 4 - Words: 4,669 - Published: May 6 - Draco M., Harry P.', { fandoms: ['Har-ry Potter'], rating: 'K+', genres: ['Angst', 'Romance'], characters: ['Draco M.', 'Harry P.'], chapters: 4, complete: false }],
    ['Rated: M - Spanish - Hurt/Comfort/Romance - Chapters: 1 - Words: 2,918 - Published: 1h ago - [Harry P., OC] Voldemort', { fandoms: [], rating: 'M', language: 'Spanish', relationships: ['Harry P./OC'], characters: ['Harry P.', 'OC', 'Voldemort'] }],
    ['Crossover - Shadow and Bone & House of the Dragon - Rated: T - English - Adventure/Friendship - Chapters: 1 - Published: 6h ago - Alina S., Rhaenyra T. - Complete', { fandoms: ['Shadow and Bone', 'House of the Dragon'], complete: true }],
    ['Miraculous - Rated: T - English - Chapters: 1 - Published: 6h ago - Marinette D-C./Ladybug, Alya C./Lady Wifi/Rena Rouge', { genres: [], characters: ['Marinette D-C./Ladybug', 'Alya C./Lady Wifi/Rena Rouge'], relationships: [] }],
    ['Rated: T - English - Drama - Chapters: 3 - Published: Jan 1 - [Severus S., Sirius B.] [Lily Evans P., James P.]', { relationships: ['Severus S./Sirius B.', 'Lily Evans P./James P.'] }],
    ['[Severus S., Sirius B.] Lily P.', { fandoms: [], characters: [], relationships: [] }], // not a meta line: no "Rated:"
    // Written with commas after the rating, as public scrapers test current desktop lists.
    ['Rated: T, English, Drama & Friendship, [Harry P., Daphne G.] Theodore N., Tracey D., Words: 226k+, Favs: 12k+, Follows: 10k+, Published: May 31, 2011 Updated: Mar 14, 2017', { fandoms: [], rating: 'T', language: 'English', genres: ['Drama', 'Friendship'], relationships: ['Harry P./Daphne G.'], characters: ['Harry P.', 'Daphne G.', 'Theodore N.', 'Tracey D.'], complete: false }],
    ['Har-ry Potter - Rated: Fiction K+, English, Angst/Romance, Chapters: 4, Words: 4,669, Reviews: 1,234, Published: 5/6/2019, Draco M., Harry P., Complete', { fandoms: ['Har-ry Potter'], rating: 'K+', genres: ['Angst', 'Romance'], characters: ['Draco M.', 'Harry P.'], chapters: 4, complete: true }],
    ['Crossover - Shadow and Bone & House of the Dragon - Rated: M, Spanish, Chapters: 12, Published: 6h ago, Alina S., Rhaenyra T.', { fandoms: ['Shadow and Bone', 'House of the Dragon'], language: 'Spanish', genres: [], characters: ['Alina S.', 'Rhaenyra T.'], chapters: 12 }],
    // Commas only inside fields (figures, characters): still a line between " - ".
    ['Rated: T - English - Drama - Chapters: 3 - Words: 1,234 - Kurt H., Blaine A.', { rating: 'T', language: 'English', genres: ['Drama'], characters: ['Kurt H.', 'Blaine A.'], chapters: 3 }],
  ])('%s', (line, expected) => expect(parseMetaLine(line)).toMatchObject(expected));
});

/** The line written with commas between its fields, as some FanFiction.net pages write it. */
const withCommas = (line: string) => line.replaceAll(' - ', ', ');

describe('a meta line reads the same between " - " and between commas', () => {
  test("the demo category's and author page's stories", () => {
    const lines = ['ffn-category.html', 'ffn-author.html'].flatMap((page) => Array.from(loadFixture(page).querySelectorAll('div.z-list div.z-padtop2'), (line) => line.textContent ?? ''));
    expect(lines.length).toBe(9);
    for (const line of lines) {
      expect(withCommas(line)).not.toBe(line);
      expect(parseMetaLine(withCommas(line))).toEqual(parseMetaLine(line));
    }
  });

  const REAL = ['ffn-full-counting-ch1.html', 'ffn-body-oneshot-ibiki.html', 'ffn-body-multi-part6.html', 'ffn-body-older-ch78.html', 'ffn-full-oldlayout-first.html', 'ffn-body-veryold-stars1.html', 'ffn-anon-multi-ch1.html', 'ffn-anon-single.html'];
  test.skipIf(!HAS_REAL_PAGES).each(REAL)("the real saved story page %s: its rating, language and genres, its line rewritten with commas", (file) => {
    const url = new URL('https://www.fanfiction.net/s/555/1/');
    const page = loadRealPage(`ffnet/${file}`);
    const before = ffnet.extract(page, url);
    // The text after the rating link, up to the next block, as the story page's reader takes it.
    const rating = Array.from(page.getElementsByTagName('a')).find((a) => (a.getAttribute('href') ?? '').includes('fictionratings.com'));
    let rewritten = 0;
    for (let n = rating?.nextSibling; n && !(n.nodeType === 1 && /^(DIV|HR|TABLE|P|BR|SCRIPT|FORM)$/i.test((n as Element).tagName)); n = n.nextSibling) {
      if (n.nodeType === 3 && n.textContent?.includes(' - ')) {
        n.textContent = withCommas(n.textContent);
        rewritten++;
      }
    }
    expect(rewritten).toBeGreaterThan(0);
    const after = ffnet.extract(page, url);
    expect(before.ok && after.ok).toBe(true);
    if (!before.ok || !after.ok) return;
    expect(before.story.tags.rating.length).toBe(1);
    expect(before.story.language).toBe('English');
    expect([after.story.tags.rating, after.story.tags.freeforms, after.story.language]).toEqual([before.story.tags.rating, before.story.tags.freeforms, before.story.language]);
  });
  test.skipIf(HAS_REAL_PAGES)(REAL_PAGES_MISSING, () => {});
});
