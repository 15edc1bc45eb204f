import { describe, expect, test } from 'vitest';
import { HAS_REAL_PAGES, loadFixture, loadRealPage, REAL_PAGES_MISSING, storyFrom } from '../../test/sites/load-page';
import { xenforo } from './xenforo';

const story = (doc: Document, url: string) => storyFrom(xenforo, doc, url);

describe('XenForo reader mode (own fixture)', () => {
  const url = 'https://forums.sufficientvelocity.com/threads/a-quiet-harbour.90210/reader/';
  const s = story(loadFixture('xenforo-reader.html'), url);
  test('every threadmarked post, in order, as the entire work; replies left out', () => {
    expect(s.kind).toBe('entire-work');
    expect(s.paragraphs).toEqual([
      'The harbour master counted boats every evening.',
      'Tonight there was one too many.',
      'A hand-drawn map of the bay.',
      "The stranger's boat had no name painted on it.",
      'Nobody in town would say they had seen it arrive.',
      'The lanterns along the pier stayed lit until dawn.',
    ]);
    expect(s.paragraphs.join(' ')).not.toMatch(/can't wait|Spoiler: Map/);
  });
  test('title without the prefix, author, tags, links', () => {
    expect(s.title).toBe('A Quiet Harbour');
    expect(s.author).toBe('tidewatcher');
    expect(s.workId).toBe('forums.sufficientvelocity.com/90210');
    expect(s.tags.freeforms).toEqual(['fantasy', 'grief']);
    expect(s.links.next).toBe('https://forums.sufficientvelocity.com/threads/a-quiet-harbour.90210/reader/page-2');
    expect(s.links.entireWork).toBe(url);
    expect(s.container?.className).toContain('block-body');
  });
  test('a link to one post reads that chapter only', () => {
    const one = story(loadFixture('xenforo-reader.html'), 'https://forums.sufficientvelocity.com/threads/a-quiet-harbour.90210/page-2#post-1003');
    expect(one.kind).toBe('chapter');
    expect(one.paragraphs[0]).toBe("The stranger's boat had no name painted on it.");
    expect(one.paragraphs).toHaveLength(3);
  });
  test('is dynamic: threads grow while the reader reads, post by post', () => expect(xenforo.dynamic).toEqual({ blocks: 'article.message--post' }));
});

describe.skipIf(!HAS_REAL_PAGES)('SpaceBattles real (anonymised) pages', () => {
  if (!HAS_REAL_PAGES) test.skip(REAL_PAGES_MISSING, () => {});
  test('reader page: the three threadmarked posts', () => {
    const s = story(loadRealPage('spacebattles/sb-anon-reader-page-1.html'), 'https://forums.spacebattles.com/threads/my-great-story.555/reader/');
    expect(s.title).toBe('My Great Story');
    expect(s.author).toBe('User 1');
    expect(s.kind).toBe('entire-work');
    expect(s.paragraphs).toEqual(['post 1 content', 'post 2 content', 'post 3 content']);
    expect(s.links.next).toBe('https://forums.spacebattles.com/threads/my-great-story.555/reader/page-2');
  });
  test('threadmarks index: no story', () => {
    const r = xenforo.extract(loadRealPage('spacebattles/sb-anon-threadmarks-index.html'), new URL('https://forums.spacebattles.com/threads/my-great-story.555/threadmarks'));
    expect(r).toMatchObject({ ok: false, reason: 'no-story' });
  });
});
