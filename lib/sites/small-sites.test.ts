import { describe, expect, test } from 'vitest';
import { loadFixture, parsePage, storyFrom } from '../../test/sites/load-page';
import { efiction } from './efiction';
import { quotev } from './quotev';
import { wattpad } from './wattpad';


describe('Wattpad part', () => {
  const s = storyFrom(wattpad, 'wattpad-part.html', 'https://www.wattpad.com/1234567890-the-orchard-at-night-chapter-two');
  test('each paragraph id once, across loaded pages, without comment counters', () => {
    expect(s.paragraphs).toEqual([
      'The ladders leaned against the oldest trees like tired friends.',
      'Rosa climbed the tallest one before the sun was up.',
      'From the top she could see the whole valley, silver with dew.',
    ]);
  });
  test('story and chapter from the table of contents', () => {
    expect(s.title).toBe('The Orchard at Night');
    expect(s.author).toBe('orchardkeeper');
    expect(s.chapter).toEqual({ index: 2, title: 'Chapter Two: Ladders', count: 3 });
    expect(s.links.previous).toBe('https://www.wattpad.com/1234567889-the-orchard-at-night-chapter-one');
    expect(s.links.next).toBe('https://www.wattpad.com/1234567891-the-orchard-at-night-chapter-three');
    expect(s.container?.className).toBe('part-content');
  });
  test('is dynamic: paragraphs load as the reader scrolls, and only they are watched', () => expect(wattpad.dynamic).toEqual({ blocks: 'p[data-p-id]' }));
});

describe('Wattpad part in the 2026 markup (live-2026/wattpad/part-page.html in ../shared/real-pages)', () => {
  const url = 'https://www.wattpad.com/1234567890-the-orchard-at-night-chapter-two';
  const s = storyFrom(wattpad, 'wattpad-part-2026.html', url);
  test("the story's title from its cover card, the author from the address of their profile link, the tags", () => {
    expect(s.title).toBe('The Orchard at Night');
    expect(s.author).toBe('orchardkeeper');
    expect(s.chapter).toEqual({ index: 2, title: 'Chapter Two: Ladders', count: 3 });
    expect(s.tags.freeforms).toEqual(['orchard', 'grief']);
    expect(s.paragraphs).toEqual(['The ladders leaned against the oldest trees like tired friends.', 'Rosa climbed the tallest one before the sun was up.']);
  });
  test('says the page held only the first of the part\'s pages, and how long the part is', () => {
    expect(s.partial).toEqual({ pagesRead: 1, pages: 3, words: 620 });
    expect(storyFrom(wattpad, 'wattpad-part.html', url).partial).toBeUndefined();
  });
  test("Wattpad's text API is refused, pointing to the part's page", () => {
    const api = new URL('https://www.wattpad.com/apiv2/?m=storytext&id=1234567890&page=');
    expect(wattpad.detect(api)).toBe(true);
    const fragment = parsePage('<p data-p-id="a1">The ladders leaned against the oldest trees.</p>');
    expect(wattpad.extract(fragment, api)).toEqual({
      ok: false,
      reason: 'no-story',
      message: "This is a Wattpad part's text as Wattpad's API serves it, not a page to read: open its page, https://www.wattpad.com/1234567890, instead.",
    });
    expect(wattpad.extract(fragment, new URL('https://saved-page.invalid/'))).toMatchObject({ ok: false, reason: 'no-story', message: expect.stringContaining('open its page on Wattpad') });
    expect(wattpad.extract(fragment, new URL(url))).toMatchObject({ ok: false, reason: 'no-story', message: 'No story part on this Wattpad page.' });
  });
});

describe('Quotev chapter', () => {
  const s = storyFrom(quotev, 'quotev-chapter.html', 'https://www.quotev.com/story/5550001/moth-season/3');
  test('text split at <br><br>, chapter, summary and tags', () => {
    expect(s.paragraphs).toEqual([
      'They came at dusk, hundreds of them, to the porch light.',
      'June counted until she lost count.',
      'Tomorrow, she thought, I will count again.',
    ]);
    expect(s.title).toBe('Moth Season');
    expect(s.author).toBe('lampwick');
    expect(s.summary).toBe('The summer the moths came back.');
    expect(s.tags.freeforms).toEqual(['mystery', 'self-harm']);
    expect(s.chapter).toEqual({ index: 3, title: 'Wings', count: 3 });
    expect(s.links.previous).toBe('https://www.quotev.com/story/5550001/moth-season/2');
    expect(s.links.next).toBeUndefined();
  });
});

describe('eFiction chapter', () => {
  const s = storyFrom(efiction, 'efiction-chapter.html', 'https://www.whofic.com/viewstory.php?sid=12345&chapter=2');
  test('the work id is the sid PHP reads (the last one), digits only (audit F11)', () => {
    const crafted = storyFrom(efiction, 'efiction-chapter.html', `https://www.whofic.com/viewstory.php?sid=${'x'.repeat(100_000)}&sid=12345&chapter=2`);
    expect(crafted.workId).toBe('www.whofic.com/12345');
    expect(storyFrom(efiction, 'efiction-chapter.html', 'https://www.whofic.com/viewstory.php?sid=12x&chapter=2').workId).toBeUndefined();
  });
  test('text, title, author, notes apart', () => {
    expect(s.paragraphs).toEqual(['The workshop smelled of oil and brass filings.', 'Ada wound the tall clock and watched its hands creep the wrong way round.']);
    expect(s.title).toBe("The Clockmaker's Apprentice");
    expect(s.author).toBe('Tamsin Reed');
    expect(s.notes).toEqual(['Thanks to my beta, as always.', 'More soon.']);
    expect(s.summary).toBe('An apprentice learns that some clocks count backwards.');
  });
  test('labelled fields as tags; chapter from the jump menu', () => {
    expect(s.tags.rating).toEqual(['Teen']);
    expect(s.tags.warnings).toEqual(['Character Death', 'Violence']);
    expect(s.tags.freeforms).toEqual(['Drama', 'Mystery']);
    expect(s.tags.characters).toEqual(['Ada', 'Master Pell']);
    expect(s.chapter).toEqual({ index: 2, title: 'Gears', count: 3 });
    expect(s.links.previous).toBe('https://www.whofic.com/viewstory.php?sid=12345&chapter=1');
    expect(s.links.next).toBe('https://www.whofic.com/viewstory.php?sid=12345&chapter=3');
    expect(s.links.entireWork).toBe('https://www.whofic.com/viewstory.php?sid=12345&action=printable&chapter=all');
  });
  test('the age gate is restricted, and says it is an age or warning page (the reader is told to go past it)', () => {
    const r = efiction.extract(loadFixture('efiction-age-gate.html'), new URL('https://www.whofic.com/viewstory.php?sid=999'));
    expect(r).toMatchObject({ ok: false, reason: 'restricted', detail: 'age-or-warning' });
  });
});
