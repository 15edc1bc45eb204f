/** Loading saved pages for the adapter tests, in Node with linkedom. */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseHTML } from 'linkedom';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
/** Real saved pages: other people's writing, read where they are and never copied into the project. */
export const REAL_PAGES = resolve(ROOT, '../shared/real-pages');
export const HAS_REAL_PAGES = existsSync(join(REAL_PAGES, 'MANIFEST.md'));
export const REAL_PAGES_MISSING = `../shared/real-pages is absent (${REAL_PAGES}): corpus tests skipped`;
export const FIXTURES = join(ROOT, 'test/fixtures/sites');

/** A saved page as a whole document: body-only fragments (older captures) are wrapped in one. */
export function wholeDocument(html: string): string {
  return /<html[\s>]/i.test(html.slice(0, 2000)) ? html : `<!DOCTYPE html><html><head></head><body>${html}</body></html>`;
}

/** Parses a saved page, wrapping body-only fragments in a document first. */
export function parsePage(html: string): Document {
  return parseHTML(wholeDocument(html)).document as unknown as Document;
}

export function readRealPage(path: string): string {
  return readFileSync(join(REAL_PAGES, path), 'utf8');
}

export function loadRealPage(path: string): Document {
  return parsePage(readRealPage(path));
}

export function loadFixture(name: string): Document {
  return parsePage(readFileSync(join(FIXTURES, name), 'utf8'));
}

/** Runs an adapter on a fixture and returns the story, failing the test with the adapter's reason. */
export function storyFrom(
  adapter: { extract(doc: Document, url: URL): import('../../lib/story').ExtractResult },
  fixture: string | Document,
  url: string,
): import('../../lib/story').Story {
  const doc = typeof fixture === 'string' ? loadFixture(fixture) : fixture;
  const r = adapter.extract(doc, new URL(url));
  if (!r.ok) throw new Error(`${url}: ${r.reason}: ${r.message}`);
  return r.story;
}
