import { render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, test } from 'vitest';
import { useEnglish } from '../../lib/i18n/translate';
import type { StoryChapter } from '../../lib/story';
import { speak } from '../../test/i18n/locale-catalogs';
import { chapterStart } from './chapter-parts';
import { TableOfContents } from './TableOfContents';

afterEach(useEnglish);

const chapter = (index: number, heading: string): StoryChapter => ({ index, heading, start: index, end: index + 1, summary: '', notes: [], endNotes: [] });
// The archive named chapters 1 and 3; chapter 2 came with no heading (the adapter leaves it '').
const chapters = [chapter(1, 'Chapter 1: Oil'), chapter(2, ''), chapter(3, 'Chapter 3: Morning')];

describe("a chapter with no heading is named by its number, in the reader's language", () => {
  test.each([
    ['en', 'Chapter 2'],
    ['es', 'Capítulo 2'],
    ['fr', 'Chapitre 2'],
    ['de', 'Kapitel 2'],
    ['pt_BR', 'Capítulo 2'],
  ])('%s: in the text and in the table of contents', (lang, expected) => {
    if (lang !== 'en') speak(lang);
    expect(chapterStart(document, chapters[1]).querySelector('h2')!.textContent).toBe(expected);
    render(<TableOfContents chapters={chapters} current={0} marks={['', '', '']} onJump={() => {}} />);
    const headings = [...document.querySelectorAll('.rd-toc-heading')].map((h) => h.textContent);
    expect(headings).toEqual(['Chapter 1: Oil', expected, 'Chapter 3: Morning']);
  });

  test("a heading the page gives is kept as the page wrote it, whatever the reader's language", () => {
    speak('de');
    expect(chapterStart(document, chapters[0]).querySelector('h2')!.textContent).toBe('Chapter 1: Oil');
    render(<TableOfContents chapters={chapters} current={0} marks={['', '', '']} onJump={() => {}} />);
    expect(screen.getByRole('heading', { name: 'Inhalt' })).toBeTruthy();
  });
});
