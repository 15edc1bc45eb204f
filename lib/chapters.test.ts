import { describe, expect, test } from 'vitest';
import type { Warning } from './engine/types';
import { categoriesByChapter, chapterAt, chapterNumbers, chaptersFromHistory, chaptersOfWarnings, notesBeforeText, placesOnPage } from './chapters';

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

const numbered = [
  { index: 1, start: 0, end: 3 },
  { index: 2, start: 3, end: 3 },
  { index: 3, start: 3, end: 10 },
];

describe('chaptersOfWarnings: which chapters of an Entire Work hold each warning', () => {
  test('by chapter number, from the text; a warning from the tags alone has no chapters', () => {
    const tagged: Warning = { id: 'death', level: 'mention', score: 1, evidence: [{ source: 'tags', paragraph: -1, start: 0, end: 0, excerpt: 'Major Character Death' }], sources: ['tags'], scope: 'work' };
    expect(chaptersOfWarnings([warning('self-harm', [1, 4]), warning('violence', [5]), tagged], numbered)).toEqual({
      'self-harm': { chapters: [1, 3] },
      violence: { chapters: [3] },
    });
  });
});

describe('chaptersFromHistory: on a chapter page, the chapters read before', () => {
  const history = { '1': ['self-harm' as const], '2': ['self-harm' as const, 'death' as const], '4': ['self-harm' as const] };
  test('this chapter where its text holds it, and the other chapters that held it when read', () => {
    expect(chaptersFromHistory([warning('self-harm', [2])], 4, history)).toEqual({ 'self-harm': { chapters: [4], readBefore: [1, 2] } });
  });
  test('a warning only in the tags still lists the chapters read before that held it, not this one', () => {
    const tagged: Warning = { ...warning('death', []), sources: ['tags'] };
    expect(chaptersFromHistory([tagged], 3, history)).toEqual({ death: { chapters: [], readBefore: [2] } });
  });
  test('nothing for a warning no other chapter held', () => {
    expect(chaptersFromHistory([warning('violence', [0])], 1, history)).toEqual({});
  });
});

describe('placesOnPage', () => {
  test('an Entire Work of several chapters: from its text; a single work: nothing to place', () => {
    expect(placesOnPage({ kind: 'entire-work', chapters: numbered.map((c) => ({ ...c, heading: '', summary: '', notes: [], endNotes: [] })) }, [warning('violence', [5])])).toEqual({ violence: { chapters: [3] } });
    expect(placesOnPage({ kind: 'work' }, [warning('violence', [5])])).toBeUndefined();
  });
  test('a chapter page: from the history', () => {
    expect(placesOnPage({ kind: 'chapter', chapter: { index: 2 } }, [warning('violence', [0])], { '1': ['violence'] })).toEqual({ violence: { chapters: [2], readBefore: [1] } });
  });
});

describe('chapterNumbers', () => {
  test.each([
    [[3], '3'],
    [[7, 3], '3, 7'],
    [[1, 2, 4], '1, 2, 4'],
    [[1, 2, 3, 4, 7, 9, 10, 11], '1–4, 7, 9–11'],
  ])('%j reads "%s"', (numbers, text) => expect(chapterNumbers(numbers)).toBe(text));
});
