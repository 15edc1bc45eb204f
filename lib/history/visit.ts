/** What a story page tells the reading history: plain data from the story and what the engine found. */
import { isCategoryId, type CategoryId } from '../engine/categories';
import type { Warning } from '../engine/types';
import { categoriesByChapter } from '../chapters';
import type { Story } from '../story';
import type { Visit } from './history';

/** Categories the engine found in the story text itself (not tags or notes: those cover the whole work). */
function inText(warnings: readonly Warning[]): CategoryId[] {
  return warnings.filter((w) => w.sources.includes('text')).map((w) => w.id).filter(isCategoryId);
}

/** The visit this page makes, or undefined for a page with no work id or no text (the adult notice). */
export function visitOf(story: Story, fromText: readonly Warning[], at: number): Visit | undefined {
  if (!story.workId || story.kind === 'interstitial' || story.kind === 'article' || story.paragraphs.length === 0) return undefined;
  const base = { site: story.site, workId: story.workId, title: story.title, author: story.author, at };
  if (story.kind === 'entire-work' && story.chapters?.length) {
    const found = categoriesByChapter(fromText, story.chapters);
    // The built-in categories only: the reader's own warnings may change or go, the history stays.
    const chapters = Object.fromEntries(story.chapters.map((c, i) => [String(c.index), found[i].filter(isCategoryId)]));
    return { ...base, chapter: story.chapters.at(-1)!.index, published: story.chapters.length, chapters, entireWork: true };
  }
  const chapter = story.chapter?.index ?? 1;
  // The chapter picker lists the chapters published so far; a work without one has a single chapter.
  const published = story.links.chapters?.length || (story.kind === 'work' ? 1 : undefined);
  const total = story.chapter?.count ?? (story.kind === 'work' ? 1 : undefined);
  return { ...base, chapter, ...(published && { published }), ...(total && { total }), chapters: { [chapter]: inText(fromText) } };
}

/**
 * How far through the story the reader has scrolled, 0-100: the share of the story's box above the
 * bottom of the window.
 */
export function percentThrough(box: { top: number; height: number }, viewportHeight: number): number {
  if (box.height <= 0) return 0;
  const seen = (viewportHeight - box.top) / box.height;
  return Math.round(Math.min(1, Math.max(0, seen)) * 100);
}
