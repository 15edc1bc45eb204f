import { t } from '../../lib/i18n/translate';
import type { StoryChapter } from '../../lib/story';

/** The id of chapter `index`'s heading inside the reader (the table of contents jumps to it). */
export const chapterHeadingId = (index: number) => `rd-ch-${index}`;

/** A chapter's heading as the page shows it, or "Chapter 3" in the reader's language where the page shows none. */
export function chapterHeadingText(chapter: Pick<StoryChapter, 'heading' | 'index'>): string {
  return chapter.heading || t('reader_chapter_number', chapter.index);
}

/** Folded notes ("Chapter notes", "End notes"), text as text: the author's words never go in as HTML. */
export function foldedNotes(doc: Document, label: string, texts: readonly string[], className = 'rd-notes'): HTMLElement | undefined {
  const kept = texts.map((t) => t.trim()).filter(Boolean);
  if (!kept.length) return undefined;
  const details = doc.createElement('details');
  details.className = className;
  const summary = doc.createElement('summary');
  summary.textContent = label;
  details.append(summary, ...kept.map((text) => Object.assign(doc.createElement('p'), { textContent: text })));
  return details;
}

/** A chapter's heading and its summary and notes, folded, before its text. */
export function chapterStart(doc: Document, chapter: StoryChapter): HTMLElement {
  const part = doc.createElement('div');
  part.className = 'rd-chapter-start';
  const heading = doc.createElement('h2');
  heading.className = 'rd-chapter';
  heading.id = chapterHeadingId(chapter.index);
  heading.tabIndex = -1; // a jump moves focus here, so screen readers follow it
  heading.textContent = chapterHeadingText(chapter);
  part.append(heading);
  const notes = foldedNotes(doc, chapter.summary ? t('reader_chapter_summary_and_notes') : t('reader_chapter_notes'), [chapter.summary, ...chapter.notes]);
  if (notes) part.append(notes);
  return part;
}

/** A chapter's end notes, folded, after its text (nothing when it has none). */
export function chapterEnd(doc: Document, chapter: StoryChapter): HTMLElement | undefined {
  return foldedNotes(doc, t('reader_chapter_end_notes', chapter.index), chapter.endNotes);
}
