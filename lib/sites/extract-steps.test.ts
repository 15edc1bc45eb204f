/**
 * Long pages are read in steps the page can pause between (lib/page/slices.ts): an AO3 Entire Work
 * of 60 chapters and a one-chapter work of 50,000 paragraphs give exactly what the one-go
 * extraction gives, with a pause possible every few dozen paragraphs.
 */
import { describe, expect, test } from 'vitest';
import { parsePage } from '../../test/sites/load-page';
import { runInSlices, runToEnd } from '../page/slices';
import { ao3 } from './ao3';
import { ffnet } from './ffnet';
import { royalroad } from './royalroad';
import type { SiteAdapter } from './site-adapter';
import { xenforo } from './xenforo';

const paragraph = (i: number) => `<p>Paragraph ${i}: the rain kept on against the lantern glass, and she counted the ships.</p>`;

function chapter(n: number, paragraphs: number): string {
  const body = Array.from({ length: paragraphs }, (_, i) => paragraph(n * 100_000 + i)).join('');
  return `<div class="chapter" id="chapter-${n}"><div class="chapter preface group"><h3 class="title">Chapter ${n}</h3></div>
    <div class="userstuff module"><h3 class="landmark heading">Chapter Text</h3>${body}</div></div>`;
}

function work(chapters: string, kind: 'works-show' | 'chapters-show' = 'works-show'): Document {
  return parsePage(`<!DOCTYPE html><html><head></head><body><div id="main" class="${kind}"><div class="work">
    <dl class="work meta group"><dd class="warning tags"><ul><li><a class="tag">No Archive Warnings Apply</a></li></ul></dd></dl>
    <div id="workskin"><div class="preface group"><h2 class="title heading">The Long Night</h2><h3 class="byline heading"><a rel="author">Quill</a></h3></div>
    <div id="chapters">${chapters}</div></div></div></div></body></html>`);
}

/** Runs the sliced extraction with a clock that always says the slice is spent: every pause is taken. */
async function pausesOf(doc: Document, url: URL, adapter: SiteAdapter = ao3) {
  let pauses = 0;
  const result = await runInSlices(adapter.extractSteps!(doc, url), { sliceMs: 0, now: () => 0, yieldNow: async () => void pauses++ });
  return { result, pauses };
}

/**
 * Building and walking a page of tens of thousands of paragraphs takes about a second on a quiet
 * machine and many more on a shared one; the time that matters to readers is measured in `npm run bench`.
 */
const LARGE_INPUT_TIMEOUT_MS = 30_000;

describe('extraction in steps (AO3 and the archives running its software)', () => {
  test('an Entire Work of 60 chapters: the same story, with a pause possible every few dozen paragraphs', async () => {
    const url = new URL('https://archiveofourown.org/works/1?view_full_work=true');
    const doc = work(Array.from({ length: 60 }, (_, n) => chapter(n + 1, 100)).join(''));
    const once = ao3.extract(doc, url);
    const { result, pauses } = await pausesOf(doc, url);
    expect(result).toEqual(once);
    expect(runToEnd(ao3.extractSteps!(doc, url))).toEqual(once);
    if (!result.ok) throw new Error(result.message);
    expect(result.story.kind).toBe('entire-work');
    expect(result.story.paragraphs).toHaveLength(6_000);
    expect(result.story.chapters).toHaveLength(60);
    expect(result.story.wordCount).toBe(6_000 * 15);
    expect(pauses).toBeGreaterThanOrEqual(6_000 / 64);
  });

  test('one container of 50,000 paragraphs is not read in one go', async () => {
    const url = new URL('https://archiveofourown.org/works/2');
    const doc = work(`<div class="userstuff module"><h3 class="landmark heading">Work Text:</h3>${Array.from({ length: 50_000 }, (_, i) => paragraph(i)).join('')}</div>`);
    const { result, pauses } = await pausesOf(doc, url);
    if (!result.ok) throw new Error(result.message);
    expect(result.story.paragraphs).toHaveLength(50_000);
    expect(result.story.paragraphs[49_999]).toContain('Paragraph 49999:');
    expect(result.story.blocks).toHaveLength(50_000);
    // Walking the children, splitting the runs and counting the words each pause at least every 256 paragraphs.
    expect(pauses).toBeGreaterThanOrEqual(3 * Math.floor(50_000 / 256));
  }, LARGE_INPUT_TIMEOUT_MS);
});

/** A long page of each other archive where one page can hold a whole long story or thread. */
const LONG_PAGES: [string, SiteAdapter, string, (body: string) => string][] = [
  ['FanFiction.Net', ffnet, 'https://www.fanfiction.net/s/5853866/1/Counting', (body) => `<div id="profile_top"><b class="xcontrast_txt">Counting</b></div><div id="storytext">${body}</div>`],
  ['Royal Road', royalroad, 'https://www.royalroad.com/fiction/555/great-story/chapter/771/chapter-one', (body) => `<div class="fic-header"><h2>Great Story</h2></div><div class="chapter-inner chapter-content">${body}</div>`],
  [
    'a XenForo thread',
    xenforo,
    'https://forums.spacebattles.com/threads/my-great-story.555/reader/',
    (body) => `<h1 class="p-title-value">My Great Story</h1><article class="message message--post hasThreadmark" data-author="Quill" data-content="post-1"><article class="message-body"><div class="bbWrapper">${body}</div></article></article>`,
  ],
];

describe('extraction in steps on the other archives with long pages', () => {
  test.each(LONG_PAGES)('%s: 20,000 paragraphs, the same story as at once, with pauses', async (_, adapter, address, page) => {
    const url = new URL(address);
    const doc = parsePage(`<!DOCTYPE html><html><head></head><body>${page(Array.from({ length: 20_000 }, (_, i) => paragraph(i)).join(''))}</body></html>`);
    const once = adapter.extract(doc, url);
    const { result, pauses } = await pausesOf(doc, url, adapter);
    expect(result).toEqual(once);
    if (!result.ok) throw new Error(result.message);
    expect(result.story.paragraphs).toHaveLength(20_000);
    expect(result.story.wordCount).toBe(20_000 * 15);
    expect(pauses).toBeGreaterThanOrEqual(20_000 / 64);
  }, LARGE_INPUT_TIMEOUT_MS);
});
