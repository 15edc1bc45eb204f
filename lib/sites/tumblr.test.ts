import { describe, expect, test } from 'vitest';
import { HAS_REAL_PAGES, loadFixture, loadRealPage, parsePage, REAL_PAGES_MISSING } from '../../test/sites/load-page';
import { warningsFromTags } from '../tags/tags-to-warnings';
import { findAdapter } from './registry';

const tumblr = findAdapter('https://someblog.tumblr.com/post/1')!;

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

// A theme none of the post selectors fits: the registry hands Tumblr its Readability fallback.
const UNKNOWN_THEME = `<!DOCTYPE html><html><head><title>salt and lanterns</title></head><body>
<header><a href="/">driftwood-writes</a> <a href="/archive">Archive</a></header>
<section id="stream"><section class="entry"><h1>salt and lanterns</h1>
<p>The harbour froze on the first night of the year, and the boats stood in the ice like teeth.</p>
<p>She walked out to the last mooring with a lantern, listening for the sound of the bell buoy.</p>
<p>Nothing answered from the fog; the lamp in the lighthouse had gone dark a week before.</p>
<p>In the morning they found her footprints ending at the edge of the black water by the rocks.</p>
<a href="/tagged/tw%20character%20death">#tw character death</a></section></section></body></html>`;

test('a theme with no known post element is read by the Readability fallback, as Tumblr', () => {
  const r = tumblr.extract(parsePage(UNKNOWN_THEME), new URL('https://driftwood-writes.tumblr.com/post/42/salt-and-lanterns'));
  if (!r.ok) throw new Error(r.message);
  expect(r.story.site).toBe('tumblr');
  expect(r.story.author).toBe('driftwood-writes');
  expect(r.story.paragraphs[0]).toMatch(/^The harbour froze/);
  expect(r.story.tags.freeforms).toEqual(['tw character death']);
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
