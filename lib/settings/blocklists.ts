/**
 * The reader's own blocklists: works by these authors, in these fandoms, with these tags, or with
 * these words in their summary are hidden from listings. Plain data with a repair-on-read function,
 * stored apart from the settings (lib/settings/storage.ts) so a long list never crowds the settings
 * out of sync storage's 8 kB per item.
 */
import { displayTag, MAX_TAG_LENGTH } from '../tags/normalize-tag';

export interface Blocklists {
  /** Tags, whole-tag and case-insensitive; `*` stands for any text ("*angst*" hides every angst tag). */
  tags: string[];
  /** Creators' names (pseud or user name) as listings show them. */
  authors: string[];
  fandoms: string[];
  /** Words or phrases in a summary, whole words only ("ass" never hides "class"); `*` for any letters. */
  words: string[];
}

export type BlocklistKind = keyof Blocklists;
export const BLOCKLIST_KINDS: readonly BlocklistKind[] = ['tags', 'authors', 'fandoms', 'words'];

export const EMPTY_BLOCKLISTS: Blocklists = { tags: [], authors: [], fandoms: [], words: [] };

/**
 * At most this many entries a list: sync storage holds 8 kB an item, and entries are up to 150
 * characters (AO3's longest tag), so four lists of 200 short entries stay well inside the 100 kB
 * sync storage gives an extension in all.
 */
export const MAX_BLOCKLIST_ENTRIES = 200;

/** An entry as stored: safe text, whitespace collapsed, at most a tag's length; '' for nothing usable. */
export function blocklistEntry(value: unknown): string {
  return displayTag(value).slice(0, MAX_TAG_LENGTH);
}

function entries(raw: unknown): string[] {
  if (!Array.isArray(raw)) return [];
  const seen = new Set<string>();
  const out: string[] = [];
  for (const value of raw) {
    const entry = blocklistEntry(value);
    const key = entry.toLowerCase();
    if (!entry || seen.has(key)) continue;
    seen.add(key);
    out.push(entry);
    if (out.length === MAX_BLOCKLIST_ENTRIES) break;
  }
  return out;
}

/** Reads stored blocklists defensively: non-text entries, duplicates and overflow are dropped, lists kept. */
export function normalizeBlocklists(raw: unknown): Blocklists {
  const r = raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  return { tags: entries(r.tags), authors: entries(r.authors), fandoms: entries(r.fandoms), words: entries(r.words) };
}

/** Adds an entry (once, whatever its case); the newest stays when the list is full. */
export function addToBlocklist(lists: Blocklists, kind: BlocklistKind, value: string): Blocklists {
  const entry = blocklistEntry(value);
  if (!entry) return lists;
  const without = lists[kind].filter((e) => e.toLowerCase() !== entry.toLowerCase());
  return { ...lists, [kind]: [...without, entry].slice(-MAX_BLOCKLIST_ENTRIES) };
}

export function removeFromBlocklist(lists: Blocklists, kind: BlocklistKind, value: string): Blocklists {
  return { ...lists, [kind]: lists[kind].filter((e) => e.toLowerCase() !== value.toLowerCase()) };
}
