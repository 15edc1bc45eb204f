import { describe, expect, test } from 'vitest';
import { HAS_REAL_PAGES, loadFixture, loadRealPage, parsePage, REAL_PAGES_MISSING } from '../../test/sites/load-page';
import { hiddenClasses } from './css-hidden';
import { royalroad } from './royalroad';

const CHAPTER = 'https://www.royalroad.com/fiction/8080/the-salt-kingdom/chapter/1002/high-water';

describe('Royal Road chapter (own fixture)', () => {
  const r = royalroad.extract(loadFixture('rr-chapter-hidden.html'), new URL(CHAPTER));
  if (!r.ok) throw new Error(r.message);
  const s = r.story;
  test('drops the sentence the page CSS hides, keeps the visible ones', () => {
    expect(s.paragraphs).toEqual([
      'The tide came in faster than the old charts promised.',
      'Queen Isra climbed to the bell tower and rang it until her hands bled.',
    ]);
  });
  test('notes apart, chapter from window.chapters, links', () => {
    expect(s.notes).toEqual(['Short one this week, sorry!', 'Next week: the bargain.']);
    expect(s.title).toBe('The Salt Kingdom');
    expect(s.author).toBe('Corin Vale');
    expect(s.workId).toBe('8080');
    expect(s.chapter).toEqual({ index: 2, title: 'High Water', count: 2 });
    expect(s.links.previous).toBe('https://www.royalroad.com/fiction/8080/the-salt-kingdom/chapter/1001/low-tide');
    expect(s.links.next).toBeUndefined();
    expect(s.links.chapters?.map((c) => c.title)).toEqual(['Low Tide', 'High Water']);
  });
});

describe('Royal Road fiction page: the author\'s warning list', () => {
  const url = new URL('https://www.royalroad.com/fiction/8080/the-salt-kingdom');
  const doc = loadFixture('rr-fiction-warnings.html');
  test('is no story, but one blurb with the warnings and genre tags', () => {
    expect(royalroad.extract(doc, url)).toMatchObject({ ok: false, reason: 'no-story' });
    const [blurb, ...rest] = royalroad.extractListing!(doc, url);
    expect(rest).toEqual([]);
    expect(blurb.title).toBe('The Salt Kingdom');
    expect(blurb.workId).toBe('8080');
    expect(blurb.tags.warnings).toEqual(['Profanity', 'Graphic Violence', 'Sensitive Content']);
    expect(blurb.tags.freeforms).toEqual(['Fantasy', 'Tragedy']);
  });
});

test.each([
  ['.a{display:none}', ['a']],
  ['p.b , .c { speak: never; display : none }', ['b', 'c']],
  ['<![CDATA[ .d{ display: none; } ]]>', ['d']],
  ['/* .e{display:none} */ .f{color:red}', []],
  ['.g .h{display:none} #i{display:none}', []],
])('hidden classes in %s', (css, classes) => {
  expect([...hiddenClasses(parsePage(`<html><head><style>${css}</style></head><body></body></html>`))]).toEqual(classes);
});

describe.skipIf(!HAS_REAL_PAGES)('Royal Road real pages', () => {
  if (!HAS_REAL_PAGES) test.skip(REAL_PAGES_MISSING, () => {});
  test('the real chapter keeps its text and drops the hidden anti-piracy sentence (Readability keeps it)', () => {
    const url = new URL('https://www.royalroad.com/fiction/63759/super-supportive/chapter/1449598/one-hundred-two-what-kind-of-wordchain');
    const r = royalroad.extract(loadRealPage('royalroad/readability-royal-road-source.html'), url);
    if (!r.ok) throw new Error(r.message);
    const text = r.story.paragraphs.join('\n');
    expect(text).not.toContain('unlawfully lifted');
    expect(r.story.title).toBe('Super Supportive');
    expect(r.story.author).toBe('Sleyca');
    expect(r.story.paragraphs[0]).toBe('102');
    expect(r.story.paragraphs.at(-1)).toMatch(/Consider doing just one for me in return\.”$/);
    expect(r.story.notes[0]).toMatch(/^\*\*\*\*\*Notes\*\*\*\*\*/);
    expect(text).not.toContain('*****Notes*****');
    expect(r.story.links.next).toMatch(/one-hundred-three-artonan-conversations$/);
  });
  test('the anonymised chapter: text inside an unbalanced note is text, not a note', () => {
    const r = royalroad.extract(loadRealPage('royalroad/rr-anon-chapter-1.html'), new URL('https://www.royalroad.com/fiction/555/great-story/chapter/771/chapter-one'));
    if (!r.ok) throw new Error(r.message);
    expect(r.story.paragraphs).toEqual(['Chapter One content']);
    expect(r.story.notes).toEqual(['Author note top', 'Author note bottom']);
    expect(r.story.title).toBe('Great Story');
  });
  test('the anonymised fiction page is one blurb without warnings (it has none)', () => {
    const blurbs = royalroad.extractListing!(loadRealPage('royalroad/rr-anon-fiction-index.html'), new URL('https://www.royalroad.com/fiction/555/great-story'));
    expect(blurbs.map((b) => [b.title, b.tags.warnings])).toEqual([['Great Story', []]]);
  });
});
