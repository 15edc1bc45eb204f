/**
 * Every saved page in ../shared/real-pages, the live-2026 recordings among them, read as
 * `npm run scan -- --url ADDRESS FILE` reads it (the adapter for the address, else the others, else
 * Readability) and compared with its expected output in test/fixtures/real-pages-expected.json
 * (Readability's corpus: one expected output a page, the first difference reported). Skips where
 * ../shared is absent.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { outputOf, type ExpectedPage } from '../../test/sites/expected-output';
import { HAS_REAL_PAGES, readRealPage, REAL_PAGES, REAL_PAGES_MISSING, wholeDocument } from '../../test/sites/load-page';
import { readHtml } from '../../scripts/scan/read-story';

/**
 * "Words within a few": a page's count may move this much (a symbol or a split word counted another
 * way) before the corpus calls it a change; a paragraph lost or a note read as text moves it more.
 */
const WORD_SLACK = 5;

const EXPECTED: ExpectedPage[] = JSON.parse(readFileSync(join(import.meta.dirname, '../../test/fixtures/real-pages-expected.json'), 'utf8')).pages;

const read = (page: ExpectedPage) => readHtml(wholeDocument(readRealPage(page.file)), new URL(page.url));

describe('expected outputs of the saved real pages', () => {
  if (!HAS_REAL_PAGES) {
    test.skip(REAL_PAGES_MISSING, () => {});
    return;
  }

  test('every saved page has its expected output, and every expected output its page', () => {
    const saved = readdirSync(REAL_PAGES, { recursive: true, encoding: 'utf8' }).filter((path) => path.endsWith('.html'));
    expect(EXPECTED.map((page) => page.file).sort()).toEqual(saved.sort());
  });

  describe.each(EXPECTED)('$file', (page) => {
    const result = read(page);
    const { file: _file, url: _url, ...expected } = page;

    test('reads as expected', () => {
      const actual = outputOf(result);
      if ('words' in actual && 'words' in expected) {
        expect(Math.abs(actual.words - expected.words), `words: ${actual.words}, expected ${expected.words}`).toBeLessThanOrEqual(WORD_SLACK);
        actual.words = expected.words;
      }
      expect(actual).toEqual(expected);
    });

    test.runIf(result.ok)("the author's notes stay out of the story text", () => {
      if (!result.ok) return;
      const text = result.story.paragraphs.join('\n');
      for (const note of result.story.notes) expect(text.includes(note), note.slice(0, 60)).toBe(false);
    });
  });
});
