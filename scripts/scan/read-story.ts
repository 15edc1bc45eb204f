import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseHTML } from 'linkedom';
import { paragraphsFromText } from '../../lib/engine/index';
import { ADAPTERS, findAdapter } from '../../lib/sites/registry';
import { extractWithReadability } from '../../lib/sites/readability';
import { tumblrSite } from '../../lib/sites/tumblr';
import { countWords, emptyTags, type ExtractResult, type Story } from '../../lib/story';

export type ReadResult = { ok: true; story: Story } | { ok: false; message: string };

/** Where a saved page came from: its canonical link or og:url, when the archive wrote one. */
function pageUrl(doc: Document): URL | undefined {
  const candidates = [
    doc.querySelector('link[rel=canonical]')?.getAttribute('href'),
    doc.querySelector('meta[property="og:url"]')?.getAttribute('content'),
  ];
  for (const href of candidates) {
    if (!href) continue;
    try {
      return new URL(href, 'https://example.invalid');
    } catch {
      // not a URL: try the next
    }
  }
  return undefined;
}

/**
 * Reads a saved page the way the extension would: the adapter for its address (from --url or the
 * page's canonical link), else the first adapter that finds a story in it, else Readability.
 */
export function readHtml(html: string, url?: URL): ExtractResult {
  const { document } = parseHTML(html);
  const doc = document as unknown as Document;
  const address = url ?? pageUrl(doc);
  const adapter = address ? findAdapter(address) : undefined;
  if (adapter) return adapter.extract(doc, address!);
  const fallbackUrl = address ?? new URL('https://saved-page.invalid/');
  // Without an address, an archive's own answer wins: AO3's login wall is "restricted", not a
  // story read by the adapter that takes any page (Tumblr's, through Readability for themes it
  // does not know), which would call a page of sign-in text free of warnings.
  const results = ADAPTERS.map((candidate) => ({ candidate, result: candidate.extract(doc, fallbackUrl) }));
  const story = results.find(({ candidate, result }) => result.ok && candidate.id !== tumblrSite.id);
  if (story) return story.result;
  const refused = results.find(({ result }) => !result.ok && result.reason !== 'no-story');
  if (refused) return refused.result;
  const any = results.find(({ result }) => result.ok);
  return any ? any.result : extractWithReadability(doc, fallbackUrl);
}

/** A plain-text story: paragraphs split the way the engine expects; the file name is its title. */
export function readText(text: string, file: string): Story {
  const paragraphs = paragraphsFromText(text);
  return {
    site: 'text',
    kind: 'work',
    title: path.basename(file),
    author: '',
    paragraphs,
    summary: '',
    notes: [],
    tags: emptyTags(),
    links: {},
    wordCount: countWords(paragraphs.join(' ')),
  };
}

export async function readStoryFile(file: string, url?: URL): Promise<ReadResult> {
  let content: string;
  try {
    content = await readFile(file, 'utf8');
  } catch (error) {
    return { ok: false, message: `cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? String(error)}` };
  }
  if (content.includes('\u0000')) return { ok: false, message: `${file} is not a text or HTML file` };
  const isHtml = /\.x?html?$/i.test(file) || /^\s*(<!doctype html|<html|<body|<div)/i.test(content);
  if (!isHtml) return { ok: true, story: readText(content, file) };
  const result = readHtml(content, url);
  return result.ok ? result : { ok: false, message: `${file}: ${result.message}` };
}
