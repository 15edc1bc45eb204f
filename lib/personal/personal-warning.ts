/**
 * The reader's own warnings: a name and the words and phrases that mean it to them. Plain data,
 * stored with the settings and in backups, so everything here reads it defensively.
 */
import type { PersonalWarningId } from '../engine/types';

export interface PersonalWarning {
  /** `personal:` and a slug of the name it was created with; stable when the name changes. */
  id: PersonalWarningId;
  /** The reader's name for it, shown wherever a built-in category's label would be. */
  name: string;
  /**
   * Words and phrases as the reader wrote them. Each finds its family ("needle" finds "needles");
   * one in double quotes finds only that form ("\"fire\"").
   */
  words: string[];
  /** Phrases that look like it but are not ("needled him"), matched exactly: a match inside one is dropped. */
  except: string[];
  /** Off keeps the list without warning about it. */
  enabled: boolean;
}

/** Generous for any one reader's lists, small enough that a backup or a sync stays a few kB. */
export const PERSONAL_LIMITS = {
  warnings: 50,
  nameLength: 60,
  words: 200,
  wordLength: 80,
} as const;

export const PERSONAL_PREFIX = 'personal:';

export function isPersonalId(id: unknown): id is PersonalWarningId {
  return typeof id === 'string' && id.startsWith(PERSONAL_PREFIX) && id.length > PERSONAL_PREFIX.length;
}

/** "Needles & injections!" → "needles-injections"; never empty. */
export function slugify(name: string): string {
  const slug = name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  return slug || 'warning';
}

/** A new id for `name`, different from every id in `taken`. */
export function newPersonalId(name: string, taken: Iterable<string>): PersonalWarningId {
  const used = new Set(taken);
  const base = `${PERSONAL_PREFIX}${slugify(name)}`;
  let id = base;
  for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
  return id as PersonalWarningId;
}

/** Control characters and surrounding space out; the length capped. */
function cleanText(value: unknown, max: number): string {
  if (typeof value !== 'string') return '';
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim().slice(0, max);
}

function cleanList(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  const out: string[] = [];
  for (const item of value) {
    const word = cleanText(item, PERSONAL_LIMITS.wordLength);
    const key = word.toLowerCase();
    if (!word || seen.has(key)) continue;
    seen.add(key);
    out.push(word);
    if (out.length >= PERSONAL_LIMITS.words) break;
  }
  return out;
}

/** Splits what the reader typed (one a line, or separated by commas) into entries. */
export function parseWordList(text: string): string[] {
  return cleanList(text.split(/[\n,]/));
}

/** One stored warning read defensively; undefined when nothing usable is left. */
export function normalizePersonalWarning(raw: unknown, taken: Set<string> = new Set()): PersonalWarning | undefined {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return undefined;
  const r = raw as Record<string, unknown>;
  const name = cleanText(r.name, PERSONAL_LIMITS.nameLength);
  const words = cleanList(r.words);
  if (!name) return undefined;
  const id = isPersonalId(r.id) && !taken.has(r.id) && r.id.length <= PERSONAL_PREFIX.length + 48 ? r.id : newPersonalId(name, taken);
  return { id, name, words, except: cleanList(r.except), enabled: typeof r.enabled === 'boolean' ? r.enabled : true };
}

/** A stored list of warnings read defensively: bad entries dropped, ids made unique, the count capped. */
export function normalizePersonalWarnings(raw: unknown): PersonalWarning[] {
  if (!Array.isArray(raw)) return [];
  const taken = new Set<string>();
  const out: PersonalWarning[] = [];
  for (const item of raw) {
    const warning = normalizePersonalWarning(item, taken);
    if (!warning) continue;
    taken.add(warning.id);
    out.push(warning);
    if (out.length >= PERSONAL_LIMITS.warnings) break;
  }
  return out;
}
