/**
 * What real authors write about their own work, on the real saved pages in ../shared/real-pages:
 * every page whose notes or summary hold a content note gets warnings from the notes, and no other
 * page does; real freeform tags are read with their hedges. Skips where ../shared is absent.
 */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { readHtml } from '../scripts/scan/read-story';
import { HAS_REAL_PAGES, REAL_PAGES, REAL_PAGES_MISSING, readRealPage, wholeDocument } from '../test/sites/load-page';
import { analyzeStory } from './analyze-story';
import { readContentNotes } from './engine/notes';
import type { Story } from './story';

function htmlFiles(dir: string, prefix = ''): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return htmlFiles(path, `${prefix}${name}/`);
    return name.endsWith('.html') ? [`${prefix}${name}`] : [];
  });
}

function storyOf(file: string): Story | undefined {
  const result = readHtml(wholeDocument(readRealPage(file)));
  return result.ok ? result.story : undefined;
}

/**
 * A content note as a person would spot one, written apart from the reader under test: a marker
 * followed by a colon, "//" or "for", not a spoiler warning.
 */
const LOOKS_LIKE_A_CONTENT_NOTE = /(?<!spoiler )\b(?:cw|tw|content warnings?|trigger warnings?|warnings?)\s*(?::|\/\/|for\b)/i;

describe.skipIf(!HAS_REAL_PAGES)('authors\u2019 own words on real pages', () => {
  if (!HAS_REAL_PAGES) test.skip(REAL_PAGES_MISSING, () => {});
  const files = HAS_REAL_PAGES ? htmlFiles(REAL_PAGES) : [];

  test.each(files)('%s: notes that warn give notes-sourced warnings, other notes none', (file) => {
    const story = storyOf(file);
    if (!story) return;
    const authorWords = [story.summary, ...story.notes];
    const fromNotes = analyzeStory(story, 'balanced').warnings.filter((w) => w.sources.includes('notes'));
    if (authorWords.some((n) => LOOKS_LIKE_A_CONTENT_NOTE.test(n))) expect(fromNotes.length, 'a content note gave no warning').toBeGreaterThan(0);
    else expect(fromNotes.map((w) => w.id)).toEqual([]);
  });

  test('"Content warning for blood, trauma from active combat, mentions of canonical character death, hospitals."', () => {
    const story = storyOf('ao3/work-29046888-ch1-skin.html')!;
    const read = readContentNotes([story.summary, ...story.notes]);
    expect(read.findings.map((f) => [f.category, f.level])).toEqual([
      ['blood-gore', 'theme'],
      ['mental-illness', 'theme'],
      ['violence', 'theme'],
      ['death', 'mention'],
    ]);
    expect(read.unmapped).toEqual(['hospitals']);
  });

  test('real freeform tags with hedges: "Alcohol", "lots of cursing in Chapter 6", "Cheating if you squint"', () => {
    const story = storyOf('ao3/chapter-17793689-ch2-skin.html')!;
    const fromTags = analyzeStory(story, 'balanced').fromTags;
    const level = (id: string) => fromTags.find((w) => w.id === id)?.level;
    expect(level('substance-use')).toBe('theme');
    expect(level('profanity')).toBe('theme'); // "Swear words abound" outweighs "in Chapter 6"
    expect(level('infidelity')).toBe('mention');
    expect(fromTags.find((w) => w.id === 'profanity')?.evidence.map((e) => e.excerpt)).toEqual(['lots of cursing in Chapter 6', 'Swear words abound']);
  });
});
