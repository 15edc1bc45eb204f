/**
 * What the reader has read, on this device only: for each work opened, where they were and what the
 * engine found in each chapter. Plain data with a repair-on-read function, bounded to the most
 * recently read works. The storage item is in ./storage.ts; this file runs in Node.
 */
import { formatNumber, t } from '../i18n/translate';
import { CATEGORY_IDS, type CategoryId } from '../engine/categories';
import { displayTag } from '../tags/normalize-tag';

export interface HistoryEntry {
  /** Adapter id ("ao3", "ffnet"...). */
  site: string;
  workId: string;
  title: string;
  author: string;
  /** The last chapter opened, 1-based (1 for a single-chapter work; the last one of an Entire Work). */
  chapter: number;
  /** Chapters published when the reader last read, where the site said: "New chapters since you read". */
  published?: number;
  /** The planned total, where known ("4/12" gives 12; "4/?" gives none). */
  total?: number;
  /** How far into the last chapter (or the Entire Work) the reader got, 0-100. */
  percent: number;
  /** Last read as an Entire Work: `percent` is through the whole work. */
  entireWork?: boolean;
  /** Milliseconds since the epoch. */
  lastRead: number;
  /** Categories the engine found in each chapter's text, by chapter number. */
  chapters: Record<string, CategoryId[]>;
}

/** Entries by `historyKey`. */
export type History = Record<string, HistoryEntry>;

/**
 * The 2,000 most recently read works: an entry is about 250 bytes, so about 500 kB of the 10 MB
 * storage.local gives an extension; the issue asked for "e.g. the 2,000 most recent works".
 */
export const MAX_HISTORY = 2_000;
const MAX_TEXT = 150;
const MAX_CHAPTERS = 1_000;

export function historyKey(site: string, workId: string): string {
  return `${site}:${workId}`;
}

const text = (value: unknown) => displayTag(value).slice(0, MAX_TEXT);
const count = (value: unknown, max: number) => (typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= max ? value : undefined);

function categoriesOf(value: unknown): CategoryId[] {
  return Array.isArray(value) ? CATEGORY_IDS.filter((id) => value.includes(id)) : [];
}

/** The latest time a Date can hold (ECMAScript: 100,000,000 days after 1970); past it toISOString throws. */
const MAX_DATE_MS = 8.64e15;

/** A time the options page can show: a Date can hold it, and it is not before 1970 (audit 2026-12, N6). */
export function isShowableTime(value: unknown): value is number {
  return typeof value === 'number' && value >= 0 && value <= MAX_DATE_MS;
}

/** One stored entry, repaired; undefined when it cannot name a work or say when it was read. */
export function normalizeEntry(raw: unknown): HistoryEntry | undefined {
  if (!raw || typeof raw !== 'object') return undefined;
  const r = raw as Record<string, unknown>;
  const site = text(r.site);
  const workId = text(r.workId);
  if (!site || !workId || !isShowableTime(r.lastRead)) return undefined;
  const chaptersRaw = r.chapters && typeof r.chapters === 'object' ? (r.chapters as Record<string, unknown>) : {};
  const chapters: Record<string, CategoryId[]> = {};
  for (const [n, list] of Object.entries(chaptersRaw)) if (count(Number(n), MAX_CHAPTERS)) chapters[String(Number(n))] = categoriesOf(list);
  const percent = typeof r.percent === 'number' && r.percent >= 0 && r.percent <= 100 ? Math.round(r.percent) : 0;
  return {
    site,
    workId,
    title: text(r.title),
    author: text(r.author),
    chapter: count(r.chapter, MAX_CHAPTERS) ?? 1,
    ...(count(r.published, MAX_CHAPTERS) && { published: r.published as number }),
    ...(count(r.total, MAX_CHAPTERS) && { total: r.total as number }),
    percent,
    ...(r.entireWork === true && { entireWork: true }),
    lastRead: r.lastRead,
    chapters,
  };
}

/** Keeps the `limit` most recently read entries. */
function bounded(history: History, limit: number): History {
  const keys = Object.keys(history);
  if (keys.length <= limit) return history;
  keys.sort((a, b) => history[b].lastRead - history[a].lastRead);
  return Object.fromEntries(keys.slice(0, limit).map((k) => [k, history[k]]));
}

/** Reads stored history defensively: malformed entries are dropped, the rest kept, bounded. */
export function normalizeHistory(raw: unknown, limit = MAX_HISTORY): History {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return {};
  const out: History = {};
  for (const value of Object.values(raw as Record<string, unknown>)) {
    const entry = normalizeEntry(value);
    if (entry) out[historyKey(entry.site, entry.workId)] = entry;
  }
  return bounded(out, limit);
}

/** A visit to a work, as the content script saw it: `chapters` holds what this page's text held. */
export type Visit = Omit<HistoryEntry, 'percent' | 'lastRead' | 'entireWork'> & { at: number; entireWork?: boolean };

/**
 * Records a visit: the work moves to the front, its chapter and counts are the page's, and the
 * categories of chapters read before are kept beside this page's. Going back to an earlier chapter
 * moves the place back: the reader is reading there now.
 */
export function recordVisit(history: History, visit: Visit, limit = MAX_HISTORY): History {
  const key = historyKey(visit.site, visit.workId);
  const before = history[key];
  const sameChapter = before?.chapter === visit.chapter;
  const entry: HistoryEntry = {
    site: visit.site,
    workId: visit.workId,
    title: text(visit.title) || before?.title || '',
    author: text(visit.author) || before?.author || '',
    chapter: visit.chapter,
    ...((visit.published ?? before?.published) !== undefined && { published: visit.published ?? before?.published }),
    ...((visit.total ?? before?.total) !== undefined && { total: visit.total ?? before?.total }),
    percent: sameChapter && !!before.entireWork === !!visit.entireWork ? before.percent : 0,
    ...(visit.entireWork && { entireWork: true }),
    lastRead: visit.at,
    chapters: { ...before?.chapters, ...visit.chapters },
  };
  return bounded({ ...history, [key]: entry }, limit);
}

/** How far into the current chapter the reader got; never backwards within a chapter. */
export function recordProgress(history: History, site: string, workId: string, percent: number, at: number): History {
  const key = historyKey(site, workId);
  const before = history[key];
  if (!before || !Number.isFinite(percent)) return history;
  const clamped = Math.round(Math.min(100, Math.max(0, percent)));
  if (clamped <= before.percent) return history;
  return { ...history, [key]: { ...before, percent: clamped, lastRead: Math.max(before.lastRead, at) } };
}

export function forgetWork(history: History, key: string): History {
  const { [key]: _gone, ...rest } = history;
  return rest;
}

/** Entries newest first, those whose title or author holds `query` (any case) when one is given. */
export function searchHistory(history: History, query = ''): HistoryEntry[] {
  const q = query.trim().toLowerCase();
  return Object.values(history)
    .filter((e) => !q || e.title.toLowerCase().includes(q) || e.author.toLowerCase().includes(q))
    .sort((a, b) => b.lastRead - a.lastRead);
}

/** Every category found in any chapter the reader opened. */
export function categoriesRead(entry: HistoryEntry): CategoryId[] {
  const all = new Set(Object.values(entry.chapters).flat());
  return CATEGORY_IDS.filter((id) => all.has(id));
}

/** A read work's quiet mark on a listing. */
export type ReadMark = { kind: 'new-chapters'; text: string } | { kind: 'finished'; text: string } | { kind: 'reading'; text: string };

/** At this far into the last chapter, a work is finished (end notes and comments follow the text). */
export const FINISHED_PERCENT = 95;

/**
 * "Read · chapter 4 of 12 · 60%", "Finished", or "New chapters since you read" when the listing
 * counts more chapters than there were when the reader last read.
 */
export function readMark(entry: HistoryEntry, listed?: { published: number; total?: number }): ReadMark {
  if (listed && entry.published !== undefined && listed.published > entry.published) {
    return { kind: 'new-chapters', text: t('history_mark_new_chapters', entry.chapter) };
  }
  const total = listed?.total ?? entry.total;
  const published = listed?.published ?? entry.published;
  const last = total !== undefined ? total : published;
  const atEnd = entry.entireWork || (last !== undefined && entry.chapter >= last && total !== undefined);
  if (atEnd && entry.percent >= FINISHED_PERCENT) return { kind: 'finished', text: t('history_mark_finished') };
  const percent = entry.percent > 0 ? [formatNumber(entry.percent / 100, { style: 'percent' })] : [];
  if (entry.entireWork) return { kind: 'reading', text: [t('history_mark_read'), t('history_mark_whole_work'), ...percent].join(' · ') };
  // A one-shot has no chapters to speak of.
  const where = total === 1 ? [] : [chapterOf(entry.chapter, total, published)];
  return { kind: 'reading', text: [t('history_mark_read'), ...where, ...percent].join(' · ') };
}

/** "chapter 4 of 12", "chapter 4 of 6 so far" (a work still being written), or "chapter 4". */
function chapterOf(chapter: number, total: number | undefined, published: number | undefined): string {
  if (total !== undefined) return t('history_mark_chapter_of', chapter, total);
  if (published !== undefined) return t('history_mark_chapter_of_so_far', chapter, published);
  return t('history_mark_chapter', chapter);
}
