import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseHTML } from 'linkedom';
import { afterAll, describe, expect, test } from 'vitest';
import { HAS_REAL_PAGES, REAL_PAGES, REAL_PAGES_MISSING, wholeDocument } from '../../test/sites/load-page';
import { HTML_ASSIGNMENT, LIBRARY_REWRITES, rewritesFor, withoutHtmlSinks } from './no-html-sinks';

const require = createRequire(import.meta.url);
const library = (name: string) => LIBRARY_REWRITES.find((lib) => lib.library === name)!;
const NODE_MODULES = fileURLToPath(new URL('../../node_modules/', import.meta.url));
const installed = (name: string) => readFileSync(join(NODE_MODULES, library(name).file), 'utf8');
const built = (name: string) => withoutHtmlSinks(library(name), installed(name));

const scratch = mkdtempSync(join(tmpdir(), 'gr-no-html-sinks-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('the bundled libraries, built without HTML sinks', () => {
  test.each(LIBRARY_REWRITES.map((lib) => lib.library))('%s assigns HTML as installed, and not once built', (name) => {
    expect(installed(name)).toMatch(HTML_ASSIGNMENT);
    expect(built(name)).not.toMatch(HTML_ASSIGNMENT);
  });

  test('only the two libraries are rewritten, wherever the module id comes from', () => {
    expect(rewritesFor('/work/x/node_modules/preact/dist/preact.mjs?v=3')?.library).toBe('preact');
    expect(rewritesFor('C:\\x\\node_modules\\@mozilla\\readability\\Readability.js')?.library).toBe('@mozilla/readability');
    expect(rewritesFor('/work/x/node_modules/preact/hooks/dist/hooks.mjs')).toBeUndefined();
    expect(rewritesFor('/work/x/lib/sites/readability.ts')).toBeUndefined();
  });

  test('a library that changed its code fails the build and names what to review', () => {
    const changed = installed('@mozilla/readability').replace('var pageCacheHtml = page.innerHTML;', 'var pageHtml = page.innerHTML;');
    expect(() => withoutHtmlSinks(library('@mozilla/readability'), changed)).toThrow(/@mozilla\/readability changed: the page kept as HTML for a retry was found 0 times/);
    const anotherSink = `${installed('preact')}\nfunction later(e,h){e.outerHTML=h}`;
    expect(() => withoutHtmlSinks(library('preact'), anotherSink)).toThrow(/preact assigns HTML somewhere else/);
  });
});

describe("Preact without dangerouslySetInnerHTML", () => {
  test('draws elements and text as before, and refuses HTML with a clear error', async () => {
    const file = join(scratch, 'preact.mjs');
    writeFileSync(file, built('preact').replace(/\n\/\/# sourceMappingURL=.*$/, ''));
    const { h, render } = (await import(pathToFileURL(file).href)) as typeof import('preact');
    const { document } = parseHTML('<!DOCTYPE html><html><body><div id="root"></div></body></html>');
    const root = document.getElementById('root')!;
    const previous = globalThis.document;
    globalThis.document = document as unknown as Document;
    try {
      render(h('p', { class: 'line' }, '<b>as text</b>'), root as unknown as Element);
      expect(root.innerHTML).toBe('<p class="line">&lt;b&gt;as text&lt;/b&gt;</p>');
      expect(() => render(h('p', { dangerouslySetInnerHTML: { __html: '<img src=x onerror=alert(1)>' } }), root as unknown as Element)).toThrow(
        /dangerouslySetInnerHTML is left out/,
      );
      expect(root.querySelector('img')).toBeNull();
    } finally {
      globalThis.document = previous;
    }
  });
});

describe('Readability without HTML sinks reads pages as the library does', () => {
  type ReadabilityClass = typeof import('@mozilla/readability').Readability;
  const load = (name: string, code: string): ReadabilityClass => {
    const file = join(scratch, name);
    writeFileSync(file, code);
    return require(file) as ReadabilityClass;
  };
  const Original = load('readability-installed.cjs', installed('@mozilla/readability'));
  const Rebuilt = load('readability-built.cjs', built('@mozilla/readability'));
  const read = (Readability: ReadabilityClass, html: string) => {
    const article = new Readability(parseHTML(wholeDocument(html)).document as unknown as Document).parse();
    return article && { title: article.title, byline: article.byline, excerpt: article.excerpt, length: article.length, content: article.content };
  };

  test('a short page: the retries start again from the page as it was (text only a retry keeps)', () => {
    // Under 500 characters the first pass (which drops "comment" blocks as unlikely) is retried.
    const html = `<html><body><div class="comment"><p>The lantern swung in the hall, and Mira counted the doors again: seven, and the last one locked.</p>
      <p>She had the key all along, warm from her pocket, and still she waited for someone to tell her to use it.</p></div></body></html>`;
    const rebuilt = read(Rebuilt, html);
    expect(rebuilt?.content).toContain('She had the key all along');
    expect(rebuilt).toEqual(read(Original, html));
  });

  test('an image in a <noscript> replaces its lazy placeholder, as before', () => {
    const words = 'The harbour lights came on one by one while the ferry idled at the pier. '.repeat(12);
    const html = `<html><body><article><p>${words}</p><figure><img src="placeholder.gif"><noscript><img src="https://example.com/harbour.jpg"></noscript></figure><p>${words}</p></article></body></html>`;
    const rebuilt = read(Rebuilt, html);
    expect(rebuilt?.content).toContain('harbour.jpg');
    expect(rebuilt).toEqual(read(Original, html));
  });

  test.skipIf(!HAS_REAL_PAGES)('every saved real page reads the same (../shared/real-pages)', () => {
    const pages = readdirSync(REAL_PAGES, { recursive: true, encoding: 'utf8' }).filter((p) => p.endsWith('.html'));
    expect(pages.length).toBeGreaterThan(20);
    for (const page of pages) {
      const html = readFileSync(join(REAL_PAGES, page), 'utf8');
      expect(read(Rebuilt, html), page).toEqual(read(Original, html));
    }
  }, 120_000);
  test.runIf(!HAS_REAL_PAGES)(REAL_PAGES_MISSING, () => undefined);
});
