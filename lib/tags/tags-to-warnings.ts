/**
 * The author's own tags, read through the tag dictionary, as warnings. Only the archive warnings and
 * the freeform tags (genres on FanFiction.net, the warning list on Royal Road) are read: fandoms,
 * characters and relationships name people, not content.
 */
import type { CategoryId } from '../engine/categories';
import { isNegated } from '../engine/negation';
import { findTerms, hedgeWords } from '../engine/terms';
import { tokenize } from '../engine/tokenize';
import type { Warning, WarningLevel } from '../engine/types';
import type { StoryTags } from '../story';
import { displayTag, tagKey, unescapeAo3Tag, withoutQualifier } from './normalize-tag';
import { HEDGE_SUFFIXES, MENTION_PREFIXES, MENTION_SUFFIXES, NO_WARNING_TAGS, TAG_DICTIONARY, UNKNOWN_TAGS, WARNING_PREFIXES } from './tag-dictionary';

/**
 * A tag is the author's own word: it weighs as much as an author's note naming the category (the
 * engine's NOTE_SCORE, 10). Not imported, so listing chips do not pull the whole engine in.
 */
export const TAG_SCORE = 10;

export interface TagMatch {
  category: CategoryId;
  level: WarningLevel;
}

interface Lookup {
  entries: Map<string, TagMatch[]>;
  prefixes: string[];
  suffixes: string[];
  notes: string[];
  unknown: Set<string>;
  none: Set<string>;
}

let lookup: Lookup | undefined;

function keysOf(list: readonly string[]): string[] {
  return list.map((t) => tagKey(t)).filter((k): k is string => !!k);
}

// Built on first use, so importing this module costs nothing.
function getLookup(): Lookup {
  if (lookup) return lookup;
  const entries = new Map<string, TagMatch[]>();
  for (const { tag, means, level = 'theme' } of TAG_DICTIONARY) {
    const key = tagKey(tag);
    if (key) entries.set(key, means.map((category) => ({ category, level })));
  }
  // Longest first, so "implied referenced" wins over "implied".
  const byLength = (a: string, b: string) => b.length - a.length;
  lookup = {
    entries,
    prefixes: keysOf(MENTION_PREFIXES).sort(byLength),
    // Hedges read as mentions: "Self-Harm if you squint" is self-harm, faintly.
    suffixes: keysOf([...MENTION_SUFFIXES, ...HEDGE_SUFFIXES]).sort(byLength),
    notes: keysOf(WARNING_PREFIXES).sort(byLength),
    unknown: new Set(keysOf(UNKNOWN_TAGS)),
    none: new Set(keysOf(NO_WARNING_TAGS)),
  };
  return lookup;
}

function asMention(matches: TagMatch[] | undefined): TagMatch[] | undefined {
  return matches?.map((m) => ({ ...m, level: 'mention' }));
}

function direct(key: string, l: Lookup): TagMatch[] | undefined {
  const found = l.entries.get(key);
  if (found) return found;
  for (const p of l.prefixes) {
    if (key.startsWith(p + ' ')) return asMention(direct(key.slice(p.length + 1), l));
  }
  for (const s of l.suffixes) {
    if (key.endsWith(' ' + s)) return asMention(l.entries.get(key.slice(0, -s.length - 1)));
  }
  // "tw self harm": a content note names the category as it is, mention or theme.
  for (const n of l.notes) {
    if (key.startsWith(n + ' ')) return direct(key.slice(n.length + 1), l);
  }
  return undefined;
}

/**
 * Words a tag may hold besides the terms and hedges that name a warning and still say nothing
 * else: "Swear words abound", "lots of cursing", "Blood and Gore", "Heavy Angst"-style intensifiers.
 */
const TAG_FILLER = new Set([
  'a', 'an', 'the', 'of', 'in', 'on', 'and', 'or', 'with', 'some', 'lots', 'lot', 'much', 'many', 'heavy', 'graphic',
  'abound', 'abounds', 'galore', 'everywhere', 'ahead', 'warning', 'warnings', 'tw', 'cw', 'if', 'you', 'there', 'is', 'are', 'be', 'will',
  'may', 'might', 'also', 'very', 'so', 'canon', 'typical', 'explicit', 'mild', 'page', 'onscreen',
  // "Period-Typical Homophobia": the prejudice of the story's time is still on the page.
  'period', 'era', 'appropriate',
]);

/**
 * A freeform tag read through the notes' vocabulary (WARNING_TERMS) and hedges: "Alcohol",
 * "Swear words abound", "Cheating if you squint", "lots of cursing in Chapter 6". Every word of the
 * tag must be a term, a hedge, a chapter number or filler: "Death Eaters", "Blood Brothers" and
 * "Suicide Squad" name nothing, and neither does a negated tag ("No Smut").
 */
function termsOfTag(text: string): TagMatch[] {
  const t = tokenize(text);
  const terms = findTerms(t.words);
  if (terms.length === 0 || terms.some((m) => isNegated(t, m.from))) return [];
  const hedges = hedgeWords(t.words, terms);
  const covered = t.words.every((w, i) => hedges[i] || terms.some((m) => i >= m.from && i < m.to) || TAG_FILLER.has(w));
  if (!covered) return [];
  const level: WarningLevel = hedges.includes(true) ? 'mention' : 'theme';
  const categories = [...new Set(terms.map((m) => m.category))];
  return categories.map((category) => ({ category, level }));
}

/** The categories one tag names, with the level each implies; [] for tags that name none. */
export function categoriesOfTag(tag: string): TagMatch[] {
  const l = getLookup();
  const key = tagKey(tag);
  if (!key) return [];
  const plain = tagKey(withoutQualifier(unescapeAo3Tag(tag)));
  // AO3's character-trait shape: "Joel Has PTSD - Post-Traumatic Stress Disorder (The Last of Us)".
  const trait = / has (.+)$/.exec(plain ?? '')?.[1];
  // The whole tag first, so that "Character Death (mentioned)" keeps its hedge.
  const forms = [key, plain, trait].filter((f): f is string => !!f);
  for (const form of forms) {
    const found = direct(form, l);
    if (found) return found;
  }
  for (const form of forms) {
    const found = termsOfTag(form);
    if (found.length) return found;
  }
  return [];
}

/** Strips one leading word list (longest first) from a key, or returns it as it is. */
function stripPrefix(key: string, prefixes: readonly string[]): string {
  const p = prefixes.find((x) => key.startsWith(x + ' '));
  return p ? key.slice(p.length + 1) : key;
}

/**
 * The tag's subject, with its hedges taken off: "Implied/Referenced Self-Harm", "tw: self harm",
 * "Self-Harm (My Hero Academia)" and "self harm if you squint" all give "self harm". A blocklisted
 * tag matches every way authors write it.
 */
export function tagCore(tag: string): string | undefined {
  const l = getLookup();
  let key = tagKey(withoutQualifier(unescapeAo3Tag(tag)));
  if (!key) return undefined;
  key = stripPrefix(stripPrefix(key, l.notes), l.prefixes);
  const s = l.suffixes.find((x) => key!.endsWith(' ' + x));
  if (s) key = key.slice(0, -s.length - 1);
  return key || undefined;
}

/** Does this tag say the author chose not to warn? */
export function isUnknownTag(tag: string): boolean {
  const key = tagKey(tag);
  return !!key && getLookup().unknown.has(key);
}

/** Warnings from the author's tags; `unknown` when the author chose not to warn or the site hid the warnings. */
export function warningsFromTags(tags: StoryTags): { warnings: Warning[]; unknown: boolean } {
  const byId = new Map<CategoryId, Warning>();
  const list = [...(tags?.warnings ?? []), ...(tags?.freeforms ?? [])];
  let unknown = tags?.warningsHidden === true;
  for (const tag of list) {
    if (typeof tag !== 'string') continue;
    if (isUnknownTag(tag)) unknown = true;
    for (const { category, level } of categoriesOfTag(tag)) {
      const evidence = { source: 'tags' as const, paragraph: -1, start: 0, end: 0, excerpt: displayTag(tag) };
      const seen = byId.get(category);
      if (!seen) {
        byId.set(category, { id: category, level, score: TAG_SCORE, evidence: [evidence], sources: ['tags'], scope: 'work' });
        continue;
      }
      if (level === 'theme') seen.level = 'theme';
      if (!seen.evidence.some((e) => e.excerpt === evidence.excerpt)) seen.evidence.push(evidence);
    }
  }
  return { warnings: [...byId.values()], unknown };
}
