/**
 * Does a listing's work fall under the reader's blocklists? Tags match whole and case-insensitively,
 * through their synonyms and whatever hedges them ("Implied", "Past", "if you squint"); `*` is any
 * text. Summary words match whole words only. Lists are compiled once and reused for every blurb.
 */
import type { BlocklistKind, Blocklists } from '../settings/blocklists';
import { tagKey, withoutQualifier } from '../tags/normalize-tag';
import { TAG_SYNONYMS } from '../tags/tag-synonyms';
import { tagCore } from '../tags/tags-to-warnings';
import type { StoryTags } from '../story';

export interface BlockMatch {
  kind: BlocklistKind;
  /** The blocklist entry, as the reader wrote it. */
  entry: string;
  /** What it matched on the blurb: the tag, the author, the fandom, the word. */
  matched: string;
}

/** What of a blurb the blocklists look at. */
export interface BlockableWork {
  tags: StoryTags;
  authors?: string[];
  summary?: string;
}

type Test = (text: string) => boolean;
interface Compiled {
  kind: BlocklistKind;
  entry: string;
  test: Test;
}

let synonyms: Map<string, Set<string>> | undefined;

/** Each tag's core, to the cores of every synonym in its group. Built on first use. */
function synonymsOf(core: string): Set<string> {
  if (!synonyms) {
    synonyms = new Map();
    for (const group of TAG_SYNONYMS) {
      const cores = new Set(group.map((t) => tagCore(t)).filter((k): k is string => !!k));
      for (const c of cores) synonyms.set(c, new Set([...(synonyms.get(c) ?? []), ...cores]));
    }
  }
  return synonyms.get(core) ?? new Set([core]);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** "*angst*" over tag keys: each piece normalised like a tag, `*` for any text. */
function wildcardTest(entry: string, key: (text: string) => string | undefined): Test {
  const pieces = entry.split('*').map((p) => (p.trim() ? (tagKey(p) ?? '') : ''));
  const pattern = new RegExp(`^${pieces.map(escapeRegExp).join('.*')}$`);
  return (text) => pattern.test(key(text) ?? '');
}

function tagTest(entry: string): Test {
  if (entry.includes('*')) return wildcardTest(entry, (t) => tagKey(withoutQualifier(t)));
  const exact = tagKey(entry);
  const core = tagCore(entry);
  const cores = core ? synonymsOf(core) : new Set<string>();
  return (tag) => {
    if (tagKey(tag) === exact) return true;
    const c = tagCore(tag);
    return !!c && cores.has(c);
  };
}

function fandomTest(entry: string): Test {
  if (entry.includes('*')) return wildcardTest(entry, tagKey);
  const key = tagKey(entry);
  // "Naruto" hides "Naruto (Anime & Manga)": AO3 adds the medium to a fandom's name.
  return (fandom) => tagKey(fandom) === key || tagKey(withoutQualifier(fandom)) === key;
}

/** "Foo (Bar)" on AO3 is pseud Foo of user Bar: the entry may name either, or both. */
function authorTest(entry: string): Test {
  const want = entry.toLowerCase();
  return (author) => {
    const full = author.toLowerCase();
    const pseud = /^(.*) \(([^()]+)\)$/.exec(full);
    return full === want || (!!pseud && (pseud[1] === want || pseud[2] === want));
  };
}

const LETTER = '[\\p{L}\\p{N}]';

/** A whole word or phrase, any case; `*` stands for letters ("kill*" hides "killing"). */
function wordTest(entry: string): Test {
  const body = entry
    .trim()
    .split(/\s+/)
    .map((word) => word.split('*').map(escapeRegExp).join(`${LETTER}*`))
    .join('\\s+');
  const pattern = new RegExp(`(?<!${LETTER})${body}(?!${LETTER})`, 'iu');
  return (summary) => pattern.test(summary);
}

const TESTS: Record<BlocklistKind, (entry: string) => Test> = { tags: tagTest, fandoms: fandomTest, authors: authorTest, words: wordTest };

const compiledLists = new WeakMap<Blocklists, Compiled[]>();

function compile(lists: Blocklists): Compiled[] {
  let compiled = compiledLists.get(lists);
  if (!compiled) {
    compiled = (Object.keys(TESTS) as BlocklistKind[]).flatMap((kind) => lists[kind].map((entry) => ({ kind, entry, test: TESTS[kind](entry) })));
    compiledLists.set(lists, compiled);
  }
  return compiled;
}

function candidates(work: BlockableWork, kind: BlocklistKind): string[] {
  const t = work.tags;
  if (kind === 'tags') return [...t.warnings, ...t.relationships, ...t.characters, ...t.freeforms];
  if (kind === 'fandoms') return t.fandoms;
  if (kind === 'authors') return work.authors ?? [];
  return work.summary ? [work.summary] : [];
}

/** Every blocklist entry this work falls under, with what it matched; [] when none. */
export function blockedBy(work: BlockableWork, lists: Blocklists): BlockMatch[] {
  const out: BlockMatch[] = [];
  for (const { kind, entry, test } of compile(lists)) {
    const matched = candidates(work, kind).find(test);
    if (matched !== undefined) out.push({ kind, entry, matched: kind === 'words' ? entry : matched });
  }
  return out;
}
