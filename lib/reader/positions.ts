/** Where the reader was in a work: pure logic behind the position store, tested in Node. */

export interface ReadingPosition {
  /** Index into story.paragraphs of the paragraph at the top of the view. */
  paragraph: number;
  /** How far into that paragraph the top of the view was, 0 to 1 (a fraction survives font changes). */
  offset: number;
  /** Percentage read, shown in the resume offer. */
  percent: number;
  /** Milliseconds since the epoch: the least recently used entry is evicted first. */
  updatedAt: number;
}

export type PositionMap = Record<string, ReadingPosition>;

/** Enough for a long reading habit; each entry is about 100 bytes, so the store stays near 50 kB. */
export const MAX_POSITIONS = 500;

/** Key for a work's chapter on a site, or undefined when the page has no stable work id. */
export function positionKey(story: { site: string; workId?: string; chapter?: { index: number }; kind?: string }): string | undefined {
  if (!story.workId) return undefined;
  const part = story.kind === 'entire-work' ? 'all' : String(story.chapter?.index ?? 1);
  return `${story.site}:${story.workId}:${part}`;
}

/** Stores `position` under `key`, evicting the least recently used entries beyond `limit`. */
export function rememberPosition(map: PositionMap, key: string, position: ReadingPosition, limit = MAX_POSITIONS): PositionMap {
  const next: PositionMap = { ...map, [key]: position };
  const keys = Object.keys(next);
  if (keys.length <= limit) return next;
  keys.sort((a, b) => next[a].updatedAt - next[b].updatedAt);
  for (const old of keys.slice(0, keys.length - limit)) delete next[old];
  return next;
}

/** Reads a stored position defensively; anything malformed is treated as no position. */
export function readPosition(map: unknown, key: string): ReadingPosition | undefined {
  if (!map || typeof map !== 'object') return undefined;
  const p = (map as Record<string, unknown>)[key] as Partial<ReadingPosition> | undefined;
  if (!p || typeof p.paragraph !== 'number' || !Number.isInteger(p.paragraph) || p.paragraph < 0) return undefined;
  const offset = typeof p.offset === 'number' && p.offset >= 0 && p.offset <= 1 ? p.offset : 0;
  const percent = typeof p.percent === 'number' ? p.percent : 0;
  return { paragraph: p.paragraph, offset, percent, updatedAt: typeof p.updatedAt === 'number' ? p.updatedAt : 0 };
}

/** Worth offering "resume"? Not at the very top of the text, and not for a finished chapter. */
export function worthResuming(position: ReadingPosition | undefined, paragraphCount: number): position is ReadingPosition {
  return !!position && position.paragraph < paragraphCount && (position.paragraph > 0 || position.offset > 0.1) && position.percent < 100;
}

/**
 * A position in a whole work as its chapter's own page counts it (paragraphs from the chapter's
 * start, percent of the chapter), so the chapter opened alone resumes there too.
 */
export function positionInChapter(
  chapters: readonly { index: number; start: number; end: number }[] | undefined,
  position: Omit<ReadingPosition, 'updatedAt'>,
): { chapter: number; position: Omit<ReadingPosition, 'updatedAt'> } | undefined {
  const chapter = chapters?.find((c) => position.paragraph >= c.start && position.paragraph < c.end);
  if (!chapter) return undefined;
  const paragraph = position.paragraph - chapter.start;
  const percent = Math.min(100, Math.round(((paragraph + position.offset) / (chapter.end - chapter.start)) * 100));
  return { chapter: chapter.index, position: { paragraph, offset: position.offset, percent } };
}
