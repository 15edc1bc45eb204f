import { describe, expect, test } from 'vitest';
import { HAS_REAL_PAGES, loadFixture, loadRealPage, REAL_PAGES_MISSING } from '../../test/sites/load-page';
import { warningsFromTags } from '../tags/tags-to-warnings';
import { tumblr } from './tumblr';

describe('Tumblr post in a custom theme', () => {
  const r = tumblr.extract(loadFixture('tumblr-post.html'), new URL('https://driftwood-writes.tumblr.com/post/7123456789/the-keepers-daughter'));
  if (!r.ok) throw new Error(r.message);
  const s = r.story;
  test('the post text, without its title, header, tags or notes count', () => {
    expect(s.paragraphs).toEqual(['She kept the light burning for three winters after her father drowned.', 'On the fourth winter, a boat came in out of the fog.']);
    expect(s.title).toBe("the keeper's daughter");
    expect(s.author).toBe('driftwood-writes');
    expect(s.notes).toEqual(['Rating: T Warnings: major character death']);
  });
  test('tags used as content notes become warnings', () => {
    expect(s.tags.warnings).toEqual(['major character death']);
    expect(s.tags.freeforms).toEqual(['my fic', 'tw character death', 'original fiction']);
    expect(warningsFromTags(s.tags).warnings.map((w) => w.id)).toEqual(['death']);
  });
});

describe.skipIf(!HAS_REAL_PAGES)('Tumblr real page (Readability test suite, 2014 theme)', () => {
  if (!HAS_REAL_PAGES) test.skip(REAL_PAGES_MISSING, () => {});
  test('div.post.text: title and text', () => {
    const r = tumblr.extract(loadRealPage('tumblr/readability-tumblr-source.html'), new URL('http://mcupdate.tumblr.com/post/96439224994/minecraft-18-the-bountiful-update'));
    if (!r.ok) throw new Error(r.message);
    expect(r.story.title).toBe('Minecraft 1.8 - The Bountiful Update');
    expect(r.story.author).toBe('mcupdate');
    expect(r.story.paragraphs[0]).toMatch(/^\+ Added Granite, Andesite, and Diorite stone blocks/);
    expect(r.story.paragraphs.join(' ')).not.toContain('The Bountiful Update');
  });
});
