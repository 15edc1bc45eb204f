import { parseHTML } from 'linkedom';
import { expect, test } from 'vitest';
import { HAS_REAL_PAGES, loadRealPage, parsePage } from '../../test/sites/load-page';
import { extractWithReadability } from './readability';

const ARTICLE = `<!DOCTYPE html><html><head><title>A Blog | Field Notes</title></head><body>
<nav><a href="/">Home</a> <a href="/about">About</a></nav>
<main><article><h1>Field Notes</h1>
<p>We walked the old canal path at dawn, counting herons along the reeds and the broken locks.</p>
<p>By the third lock the mist had lifted, and the water showed the sky in long grey strips.</p>
<p>Nobody else was out; the town was still asleep behind its shutters and its chimneys.</p>
<p>On the way back we found a boat sunk to its rails, green with weed, its name worn away.</p>
</article></main><footer>Copyright nobody</footer></body></html>`;

test('reads an article on a clone, and points blocks and container into the page itself', () => {
  const doc = parsePage(ARTICLE);
  const before = doc.documentElement.outerHTML;
  const r = extractWithReadability(doc, new URL('https://example.com/field-notes'));
  if (!r.ok) throw new Error(r.message);
  expect(doc.documentElement.outerHTML).toBe(before);
  expect(r.story.site).toBe('readability');
  expect(r.story.kind).toBe('article');
  expect(r.story.paragraphs.at(-1)).toBe('On the way back we found a boat sunk to its rails, green with weed, its name worn away.');
  expect(r.story.paragraphs.join(' ')).not.toMatch(/Copyright|About/);
  for (const b of r.story.blocks!) expect(doc.contains(b)).toBe(true);
  expect(r.story.blocks!.at(-1)!.textContent).toContain('boat sunk');
  expect(doc.contains(r.story.container!)).toBe(true);
});

test('a page Readability trips on is a clear "could not read", never a throw into the page or the scan', () => {
  // Readability walks up from its best block until BODY: in a fragment with no body (how a saved
  // page of 2005 parses outside a browser) it reads null and throws.
  const paragraph = `<p>${'The rain fell on the old house, and she read by the window all evening long. '.repeat(8)}</p>`;
  const doc = parseHTML(`<table><tr><td>${paragraph.repeat(6)}</td></tr></table>`).document as unknown as Document;
  const r = extractWithReadability(doc, new URL('https://example.com/old-page'));
  expect(r).toMatchObject({ ok: false, reason: 'malformed' });
});

test('a page without an article is no story', () => {
  const r = extractWithReadability(parsePage('<html><body><nav><a href="/">Home</a></nav></body></html>'), new URL('https://example.com/'));
  expect(r).toMatchObject({ ok: false, reason: 'no-story' });
});

test.skipIf(!HAS_REAL_PAGES)('the Royal Road page through Readability keeps the hidden line (why Royal Road has an adapter)', () => {
  const r = extractWithReadability(loadRealPage('royalroad/readability-royal-road-source.html'), new URL('https://www.royalroad.com/x'));
  if (!r.ok) throw new Error(r.message);
  expect(r.story.paragraphs.join(' ')).toContain('unlawfully lifted');
});

test("a front page that lists works is no story: their titles would raise warnings (the demo archive's AO3 front page)", () => {
  const titles = ['The Worst Thing', 'Behind the Door', 'It Hurts', 'Morning Light', 'New York Heartbreak', 'Three Letters Home: Goodbye'];
  const front = `<!DOCTYPE html><html><head><title>Archive</title></head><body><div id="main"><div class="splash">
<h2>A fan-created, fan-run, non-profit archive</h2><p>This page holds no story. Try one of these:</p>
<ul>${titles.map((t, i) => `<li><a href="/works/${i}">${t}, a story of heartbreak and goodbye in many chapters</a></li>`).join('')}</ul>
<p><a href="/works">Browse all works</a></p></div></div></body></html>`;
  expect(extractWithReadability(parsePage(front), new URL('https://archiveofourown.org/'))).toMatchObject({ ok: false, reason: 'no-story', detail: 'not-an-article' });
});
