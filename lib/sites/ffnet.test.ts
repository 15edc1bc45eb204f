import { describe, expect, test } from 'vitest';
import { loadFixture } from '../../test/sites/load-page';
import { ffnet, parseGenres } from './ffnet';

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
