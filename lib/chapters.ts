/**
 * Chapters inside one page (AO3's Entire Work): which chapter a paragraph belongs to, and which
 * warnings each chapter raises. Plain data in and out, shared by the reader's table of contents and
 * the banner.
 */
import type { Warning, WarningId } from './engine/types';
import type { Story, StoryChapter } from './story';

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

/**
 * Where in the work a warning is, by chapter number: the chapters on this page whose text holds it
 * (an Entire Work), or this chapter and the chapters the reader read before (a chapter page, from
 * the reading history: what the engine found in their text then).
 */
export interface ChapterPlaces {
  /** Chapter numbers (1-based, in order) whose text, on this page, holds the warning. */
  chapters: number[];
  /** Chapter numbers read before, on their own pages, whose text held it then. */
  readBefore?: number[];
}

/** For each warning found in the text of an Entire Work's chapters, the numbers of those chapters. */
export function chaptersOfWarnings(warnings: readonly Warning[], chapters: readonly Pick<StoryChapter, 'index' | 'start' | 'end'>[]): Partial<Record<WarningId, ChapterPlaces>> {
  const out: Partial<Record<WarningId, ChapterPlaces>> = {};
  categoriesByChapter(warnings, chapters).forEach((ids, at) => {
    for (const id of ids) (out[id] ??= { chapters: [] }).chapters.push(chapters[at].index);
  });
  return out;
}

/**
 * On one chapter's page: for the warnings found in chapters read before (`history`: categories by
 * chapter number), those chapters, and this chapter too where its text holds it. Nothing for a
 * warning no other chapter held: "in this chapter's text" says it already. Tags are not places.
 */
export function chaptersFromHistory(warnings: readonly Warning[], current: number, history: Readonly<Record<string, readonly WarningId[]>>): Partial<Record<WarningId, ChapterPlaces>> {
  const out: Partial<Record<WarningId, ChapterPlaces>> = {};
  for (const warning of warnings) {
    const here = warning.sources.includes('text') ? [current] : [];
    const before = Object.keys(history)
      .map(Number)
      .filter((n) => n !== current && history[n].includes(warning.id))
      .sort((a, b) => a - b);
    if (before.length) out[warning.id] = { chapters: here, readBefore: before };
  }
  return out;
}

/**
 * "3, 7", "1–4, 7": chapter numbers in order, runs of three or more written as a range, so a
 * warning in most of a 200-chapter work stays a line.
 */
export function chapterNumbers(numbers: readonly number[]): string {
  const sorted = [...new Set(numbers)].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < sorted.length; ) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j] + 1) j++;
    if (j - i >= 2) parts.push(`${sorted[i]}–${sorted[j]}`);
    else for (let k = i; k <= j; k++) parts.push(String(sorted[k]));
    i = j + 1;
  }
  return parts.join(', ');
}

/**
 * Which chapters hold each warning, where the page can tell: each chapter of an Entire Work from its
 * text; on one chapter's page, the chapters read before (`readBefore`, from the reading history).
 */
export function placesOnPage(story: Pick<Story, 'kind' | 'chapter' | 'chapters'>, warnings: readonly Warning[], readBefore: Readonly<Record<string, readonly WarningId[]>> = {}): Partial<Record<WarningId, ChapterPlaces>> | undefined {
  if (story.kind === 'entire-work' && story.chapters && story.chapters.length > 1) return chaptersOfWarnings(warnings, story.chapters);
  if (story.kind === 'chapter' && story.chapter) return chaptersFromHistory(warnings, story.chapter.index, readBefore);
  return undefined;
}
