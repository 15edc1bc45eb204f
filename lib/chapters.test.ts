import { describe, expect, test } from 'vitest';
import type { Warning } from './engine/types';
import { categoriesByChapter, chapterAt, notesBeforeText } from './chapters';

const chapters = [
  { start: 0, end: 3 },
  { start: 3, end: 3 }, // a chapter with no text (an image-only chapter, say)
  { start: 3, end: 10 },
];

describe('chapterAt', () => {
  test.each([
    [0, 0],
    [2, 0],
    [3, 2],
    [9, 2],
    [50, 2],
  ])('paragraph %i is in chapter position %i', (paragraph, at) => {
    expect(chapterAt(chapters, paragraph)).toBe(at);
  });
  test('no chapters: position 0', () => expect(chapterAt([], 4)).toBe(0));
});

const warning = (id: Warning['id'], passages: number[], evidence: Warning['evidence'] = []): Warning => ({ id, level: 'mention', score: 1, evidence, sources: ['text'], passages });

describe('categoriesByChapter', () => {
  test('places each warning in the chapters its passages are in, tags and notes nowhere', () => {
    const warnings = [
      warning('self-harm', [1, 4]),
      warning('death', [], [{ source: 'text', paragraph: 8, start: 0, end: 3, excerpt: 'x' }, { source: 'notes', paragraph: 0, start: 0, end: 3, excerpt: 'x' }]),
      warning('violence', [2, 2, 5]),
    ];
    expect(categoriesByChapter(warnings, chapters)).toEqual([['self-harm', 'violence'], [], ['self-harm', 'death', 'violence']]);
  });
});

describe('notesBeforeText', () => {
  test('the summary and the work notes; end notes and chapter notes have their own places', () => {
    const chapter = { index: 1, heading: 'Chapter 1', start: 0, end: 1, summary: 'Ch summary', notes: ['Ch note'], endNotes: ['Ch end'] };
    const story = { summary: 'Work summary', notes: ['Ch summary', 'Work note', 'Ch note', 'Ch end', 'Work end'], endNotes: ['Work end'], chapters: [chapter] };
    expect(notesBeforeText(story)).toEqual(['Work summary', 'Work note']);
  });
  test('a page without chapters or end notes: everything, before the text', () => {
    expect(notesBeforeText({ summary: '', notes: ['A', ' '] })).toEqual(['A']);
  });
});
