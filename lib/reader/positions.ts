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

/**
 * The whole store's size bound, in characters of JSON (about bytes). Counting entries is not
 * enough: a work id comes from the page's address, and one crafted link made a 1 MB key (audit F11).
 */
export const MAX_POSITIONS_CHARS = 100_000;
/** Work ids longer than this are stored as a hash of themselves. */
const MAX_WORK_ID_CHARS = 80;
/** Longer keys than any positionKey makes are not ours: dropped on repair. */
const MAX_KEY_CHARS = 160;

/** FNV-1a, twice with different offsets: a short, stable stand-in for a long id (not a secret). */
function shortHash(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ 0x5bd1e995;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x01000193) ^ (b >>> 13);
  }
  return (a >>> 0).toString(16).padStart(8, '0') + (b >>> 0).toString(16).padStart(8, '0');
}

/** Key for a work's chapter on a site, or undefined when the page has no stable work id. */
export function positionKey(story: { site: string; workId?: string; chapter?: { index: number }; kind?: string }): string | undefined {
  if (!story.workId) return undefined;
  const part = story.kind === 'entire-work' ? 'all' : String(story.chapter?.index ?? 1);
  const work = story.workId.length > MAX_WORK_ID_CHARS ? `#${shortHash(story.workId)}` : story.workId;
  return `${story.site.slice(0, 40)}:${work}:${part}`;
}

/**
 * The stored map with every malformed entry dropped (a `null`, a wrong type, an over-long key): one
 * bad entry used to make every later save throw, silently and for good (audit F11).
 */
export function repairPositions(map: unknown): PositionMap {
  if (!map || typeof map !== 'object' || Array.isArray(map)) return {};
  const out: PositionMap = {};
  for (const key of Object.keys(map)) {
    const position = key.length <= MAX_KEY_CHARS ? readPosition(map, key) : undefined;
    if (position) out[key] = position;
  }
  return out;
}

/**
 * Stores `position` under `key` in a repaired copy of `map`, evicting the least recently used
 * entries beyond `limit` entries or `maxChars` of JSON.
 */
export function rememberPosition(map: unknown, key: string, position: ReadingPosition, limit = MAX_POSITIONS, maxChars = MAX_POSITIONS_CHARS): PositionMap {
  const next: PositionMap = { ...repairPositions(map), [key]: position };
  const keys = Object.keys(next).sort((a, b) => next[a].updatedAt - next[b].updatedAt);
  let chars = JSON.stringify(next).length;
  let excess = keys.length - limit;
  for (const old of keys) {
    if (excess <= 0 && chars <= maxChars) break;
    if (old === key) continue; // the position being saved stays
    chars -= JSON.stringify({ [old]: next[old] }).length - 1;
    delete next[old];
    excess--;
  }
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
