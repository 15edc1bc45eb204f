/**
 * github-url-detection's idea: every adapter accepts its own example URLs and rejects every other
 * adapter's; pages that hold no story are rejected by all; match patterns cover the examples.
 */
import { describe, expect, test } from 'vitest';
import { ALL_MATCH_PATTERNS, KNOWN_SITES, findSite } from './known-sites';
import { ADAPTERS, findAdapter } from './registry';
import { matchesPattern, releasePatterns } from './url-match';

const NOT_STORIES = [
  'https://archiveofourown.org/',
  'https://archiveofourown.org/users/someone/profile',
  'https://archiveofourown.org/admin_posts/1',
  'https://archiveofourown.org/media',
  'https://www.fanfiction.net/',
  // Story lists (a category, an author's page) are FFN's own examples now; these list fandoms or posts.
  'https://www.fanfiction.net/book/',
  'https://www.fanfiction.net/crossovers/Glee/1/',
  'https://www.fanfiction.net/forums/tv/Glee/',
  'https://www.royalroad.com/fictions/best-rated',
  'https://forums.spacebattles.com/forums/creative-writing.18/',
  'https://www.wattpad.com/story/12345-the-story-page',
  'https://www.wattpad.com/user/someone',
  'https://quillfeather.dreamwidth.org/profile',
  'https://www.dreamwidth.org/',
  'https://www.quotev.com/quiz/1234/a-quiz',
  'https://www.whofic.com/index.php',
  'https://www.whofic.com/viewstory.php',
  'https://www.tumblr.com/dashboard',
  'https://someblog.tumblr.com/tagged/fic',
  'https://example.com/works/123',
  'https://archiveofourown.org.evil.example/works/1',
  'https://example.com/s/1/1/',
];

describe.each(ADAPTERS.map((a) => [a.id, a] as const))('%s', (_, adapter) => {
  test.each(adapter.exampleUrls)('accepts its own %s', (url) => {
    expect(adapter.detect(new URL(url))).toBe(true);
    expect(findAdapter(url)).toBe(adapter);
    expect(adapter.matches.some((p) => matchesPattern(url, p))).toBe(true);
  });
  const others = ADAPTERS.filter((a) => a !== adapter).flatMap((a) => a.exampleUrls);
  test.each(others)("rejects another adapter's %s", (url) => expect(adapter.detect(new URL(url))).toBe(false));
  test.each(NOT_STORIES)('rejects %s', (url) => expect(adapter.detect(new URL(url))).toBe(false));
});

test('ids are unique and every adapter has examples', () => {
  expect(new Set(ADAPTERS.map((a) => a.id)).size).toBe(ADAPTERS.length);
  for (const a of ADAPTERS) expect(a.exampleUrls.length).toBeGreaterThan(0);
});

test('match patterns are explicit hosts with any scheme, and their union has no duplicates', () => {
  for (const p of ALL_MATCH_PATTERNS) expect(p).toMatch(/^\*:\/\/(\*\.)?[a-z0-9.-]+\/\*$/);
  expect(new Set(ALL_MATCH_PATTERNS).size).toBe(ALL_MATCH_PATTERNS.length);
  expect(ALL_MATCH_PATTERNS).toContain('*://archiveofourown.org/*');
  expect(ALL_MATCH_PATTERNS).toContain('*://www.fanfiction.net/*');
  expect(ALL_MATCH_PATTERNS).not.toContain('<all_urls>');
});

test('findAdapter tolerates junk', () => {
  expect(findAdapter('not a url')).toBeUndefined();
  expect(findAdapter('')).toBeUndefined();
  expect(findSite('not a url')).toBeUndefined();
});

// The document_start script decides with KNOWN_SITES, the main script with ADAPTERS: they must agree.
test('each adapter is its known site with extraction added, in the same order', () => {
  expect(ADAPTERS.map((a) => a.id)).toEqual(KNOWN_SITES.map((s) => s.id));
  ADAPTERS.forEach((adapter, i) => {
    const site = KNOWN_SITES[i];
    expect(adapter.detect).toBe(site.detect);
    expect(adapter.matches).toBe(site.matches);
    expect(adapter.storySelector).toBe(site.storySelector);
    expect(adapter.firstPaintRoom).toBe(site.firstPaintRoom);
    for (const url of adapter.exampleUrls) expect(findSite(url)).toBe(site);
  });
});

test.each([
  ['https://archiveofourown.org/works/1', '*://archiveofourown.org/*', true],
  ['http://archiveofourown.org/works/1?view_full_work=true', '*://archiveofourown.org/*', true],
  ['https://archiveofourown.org.evil.example/works/1', '*://archiveofourown.org/*', false],
  ['https://someblog.tumblr.com/post/1', '*://*.tumblr.com/*', true],
  ['https://tumblr.com/post/1', '*://*.tumblr.com/*', true],
  ['https://nottumblr.com/post/1', '*://*.tumblr.com/*', false],
  ['ftp://archiveofourown.org/works/1', '*://archiveofourown.org/*', false],
  ['http://archiveofourown.org/works/1', 'https://archiveofourown.org/*', false],
  ['https://www.fanfiction.net/s/1/2/', 'https://www.fanfiction.net/s/*', true],
  ['https://www.fanfiction.net/u/1', 'https://www.fanfiction.net/s/*', false],
  ['not a url', '*://archiveofourown.org/*', false],
])('matchesPattern(%s, %s) is %s', (url, pattern, expected) => expect(matchesPattern(url, pattern)).toBe(expected));

test('the release manifest matches https only; a test build keeps http for the demo archive (audit I1)', () => {
  const release = releasePatterns(ALL_MATCH_PATTERNS, false);
  expect(release).toHaveLength(ALL_MATCH_PATTERNS.length);
  for (const p of release) expect(p).toMatch(/^https:\/\/(\*\.)?[a-z0-9.-]+\/\*$/);
  expect(release).toContain('https://archiveofourown.org/*');
  expect(releasePatterns(ALL_MATCH_PATTERNS, true)).toEqual(ALL_MATCH_PATTERNS);
});
