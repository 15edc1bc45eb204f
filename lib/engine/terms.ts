/**
 * Finding the terms of WARNING_TERMS in a run of tokens: shared by the notes reader and the tag
 * reader, so authors' notes and tags speak one vocabulary.
 */
import { CATEGORY_IDS, type CategoryId } from './categories';
import { addPhrase, newNode, walk, type PhraseMatch, type TrieNode } from './phrase';
import { HEDGE_WORDS, NOT_WARNING_TERMS, WARNING_TERMS } from './warning-terms';

/** A token span [from, to). */
export interface Span {
  from: number;
  to: number;
}

export interface TermMatch extends Span {
  category: CategoryId;
}

/** A trie value: the category a term names, or null for a phrase that names nothing. */
type Named = CategoryId | null;

let termTrie: TrieNode<Named> | undefined;
/** Hedge phrases by their first word, longest first: "if you squint really hard" before "if you squint". */
const HEDGES = new Map<string, string[][]>();
for (const phrase of [...HEDGE_WORDS].sort((a, b) => b.length - a.length)) {
  const words = phrase.split(' ');
  HEDGES.set(words[0], [...(HEDGES.get(words[0]) ?? []), words]);
}

// Built on first use, so importing this module costs nothing.
function trie(): TrieNode<Named> {
  if (termTrie) return termTrie;
  const root = newNode<Named>();
  for (const id of CATEGORY_IDS) for (const term of WARNING_TERMS[id]) addPhrase<Named>(root, term, id);
  for (const phrase of NOT_WARNING_TERMS) addPhrase<Named>(root, phrase, null);
  return (termTrie = root);
}

const CHAPTER_WORDS = new Set(['chapter', 'chapters', 'ch', 'chap', 'chpt']);

/**
 * Which words hedge the item, outside the named terms: "mentions of", "implied", "past", "brief",
 * "if you squint", "kinda", or a single chapter ("lots of cursing in Chapter 6", "epilogue only").
 * Words inside a term do not count: "minor character death" is a death, not a hedge.
 */
export function hedgeWords(words: readonly string[], terms: readonly Span[] = []): boolean[] {
  const mask = words.map(() => false);
  const inTerm = (i: number) => terms.some((m) => i >= m.from && i < m.to);
  for (let i = 0; i < words.length; i++) {
    if (inTerm(i)) continue;
    const w = words[i];
    const phrase = HEDGES.get(w)?.find((p) => p.every((x, k) => words[i + k] === x && !inTerm(i + k)));
    if (phrase) mask.fill(true, i, i + phrase.length);
    else if (CHAPTER_WORDS.has(w) && /^\d+$/.test(words[i + 1] ?? '')) mask.fill(true, i, i + 2);
    else if ((w === 'epilogue' || w === 'prologue') && words[i + 1] === 'only') mask.fill(true, i, i + 2);
  }
  return mask;
}

/** Do the words around the named terms make the item a passing mention? */
export function isHedged(words: readonly string[], terms: readonly Span[] = []): boolean {
  return hedgeWords(words, terms).includes(true);
}

/**
 * The terms in words[from, to), longest first and never overlapping: "eye trauma" is one term
 * (gore), not also "trauma". A term naming two categories ("murder") gives one match for each.
 */
export function findTerms(words: readonly string[], from = 0, to = words.length): TermMatch[] {
  const root = trie();
  const slice = words.slice(from, to) as string[];
  const found: PhraseMatch<Named>[] = [];
  for (let i = 0; i < slice.length; i++) walk(root, slice, i, found);
  found.sort((a, b) => b.to - b.from - (a.to - a.from) || a.from - b.from);
  const taken = new Uint8Array(slice.length);
  const kept: { category: Named; from: number; to: number }[] = [];
  for (const m of found) {
    let free = true;
    for (let i = m.from; i < m.to && free; i++) free = taken[i] === 0 || kept.some((k) => k.from === m.from && k.to === m.to);
    if (!free) continue;
    taken.fill(1, m.from, m.to);
    kept.push({ category: m.value, from: from + m.from, to: from + m.to });
  }
  return kept.filter((m): m is TermMatch => m.category !== null).sort((a, b) => a.from - b.from);
}
