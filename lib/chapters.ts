/**
 * Chapters inside one page (AO3's Entire Work): which chapter a paragraph belongs to, and which
 * warnings each chapter raises. Plain data in and out, shared by the reader's table of contents and
 * the banner.
 */
import type { Warning, WarningId } from './engine/types';
import type { StoryChapter } from './story';

/** The position in `chapters` of the chapter holding `paragraph` (binary search; chapters are in order). */
export function chapterAt(chapters: readonly Pick<StoryChapter, 'start' | 'end'>[], paragraph: number): number {
  let lo = 0;
  let hi = chapters.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (chapters[mid].start <= paragraph) lo = mid;
    else hi = mid - 1;
  }
  return Math.max(0, lo);
}

/** Story paragraphs a warning was found in: its passages and its text evidence. */
function paragraphsOf(warning: Warning): number[] {
  const text = warning.evidence.filter((e) => e.source === 'text').map((e) => e.paragraph);
  return [...new Set([...(warning.passages ?? []), ...text])];
}

/**
 * For each chapter (same order), the categories of the warnings found in its text, in the
 * warnings' order. Warnings from tags or notes belong to the whole work, not to a chapter.
 */
export function categoriesByChapter(warnings: readonly Warning[], chapters: readonly Pick<StoryChapter, 'start' | 'end'>[]): WarningId[][] {
  const out = chapters.map(() => [] as WarningId[]);
  if (!chapters.length) return out;
  for (const warning of warnings) {
    for (const paragraph of paragraphsOf(warning)) {
      const at = chapterAt(chapters, paragraph);
      const ch = chapters[at];
      if (paragraph < ch.start || paragraph >= ch.end || out[at].includes(warning.id)) continue;
      out[at].push(warning.id);
    }
  }
  return out;
}

/**
 * The notes to show before the text: `notes` without those that belong after it or to a chapter
 * (which the reader shows in their places), the summary first.
 */
export function notesBeforeText(story: { summary: string; notes: readonly string[]; endNotes?: readonly string[]; chapters?: readonly StoryChapter[] }): string[] {
  const elsewhere = new Set([...(story.endNotes ?? []), ...(story.chapters ?? []).flatMap((c) => [c.summary, ...c.notes, ...c.endNotes])]);
  return [story.summary, ...story.notes.filter((n) => !elsewhere.has(n))].map((t) => t.trim()).filter(Boolean);
}
