/**
 * Lexicon phrases compiled into a word trie: matching looks each token up in a Map, so the cost
 * is linear in the text and never depends on how many phrases there are.
 */
import { WORD_GROUPS } from './lexicons/groups';

/** Pronoun groups usable in phrases as @self, @obj, @poss, @subj. */
export const PRONOUN_GROUPS: Record<string, string[]> = {
  self: ['myself', 'yourself', 'himself', 'herself', 'themselves', 'themself', 'ourselves', 'itself', 'yourselves'],
  obj: ['me', 'you', 'him', 'her', 'them', 'us', 'it'],
  poss: ['my', 'your', 'his', 'her', 'their', 'our', 'its'],
  subj: ['i', 'you', 'he', 'she', 'they', 'we', "i'm", "he's", "she's", "they're", "we're", "you're"],
};

/** Longest phrase, in words; also how far back an overlapping ignore phrase can start. */
export const MAX_PHRASE_WORDS = 8;

export interface TrieNode<T> {
  next: Map<string, TrieNode<T>>;
  /**
   * On the root's children only: phrases starting with this node's word that have so many
   * alternatives that spelling out every word sequence in the trie would cost too much
   * ("killed|kicked|... the|a|@poss @animal" is 400,000 sequences), kept as slots and checked
   * slot by slot. Held here so that one look-up per token finds trie and slotted phrases alike.
   */
  slotted?: SlotPattern<T>[];
  /** Slotted phrases whose first slot takes a possessive name ("Kurt's"). */
  slottedPossessive?: SlotPattern<T>[];
  /** Edge for `*`: any one word. */
  any?: TrieNode<T>;
  /** Edge for a possessive name ("kurt's"), part of @poss. */
  possessive?: TrieNode<T>;
  out?: T[];
}

/** A phrase kept slot by slot: each slot a set of words, or any word, or a possessive name. */
export interface SlotPattern<T> {
  slots: { words: ReadonlySet<string>; any: boolean; possessive: boolean }[];
  value: T;
}

/**
 * A phrase spelling out more word sequences than this is kept as slots rather than in the trie:
 * the trie stays small and quick to build (the engine compiles it when the extension starts),
 * and such a phrase costs a few set look-ups where its first word appears.
 */
export const SLOTTED_ABOVE = 16;

export function newNode<T>(): TrieNode<T> {
  // Every field present from the start: one object shape for every node keeps the walk's property reads fast.
  return { next: new Map(), any: undefined, possessive: undefined, out: undefined, slotted: undefined, slottedPossessive: undefined };
}

function child<T>(map: Map<string, TrieNode<T>>, key: string): TrieNode<T> {
  let node = map.get(key);
  if (!node) map.set(key, (node = newNode<T>()));
  return node;
}

/** Splits a phrase into slots, each a list of the words it accepts ('*' any word, "'s" a possessive). */
export function parsePhrase(phrase: string): string[][] {
  const slots = phrase
    .toLowerCase()
    .replace(/[\u2019\u2018]/g, "'")
    .split(/[\s-]+/)
    .filter(Boolean)
    .map((slot) =>
      slot
        .split('|')
        .filter(Boolean)
        .flatMap((alt) => {
          if (!alt.startsWith('@')) return [alt];
          const group = PRONOUN_GROUPS[alt.slice(1)] ?? WORD_GROUPS[alt.slice(1)];
          if (!group) throw new Error(`Unknown word group ${alt} in "${phrase}"`);
          return alt === '@poss' ? [...group, "'s"] : group;
        }),
    );
  if (slots.length === 0 || slots.length > MAX_PHRASE_WORDS) throw new Error(`Bad phrase length: "${phrase}"`);
  if (slots[0].includes('*')) throw new Error(`A phrase cannot start with *: "${phrase}"`);
  return slots;
}

/** Adds every word sequence a phrase (or comma-separated list of phrases) accepts to the trie. */
export function addPhrase<T>(root: TrieNode<T>, phrases: string, value: T): void {
  for (const phrase of phrases.split(',')) if (phrase.trim()) addOne(root, phrase, value);
}

function addOne<T>(root: TrieNode<T>, phrase: string, value: T): void {
  const slots = parsePhrase(phrase);
  if (slots.reduce((n, slot) => n * slot.length, 1) > SLOTTED_ABOVE) {
    const pattern: SlotPattern<T> = {
      slots: slots.map((slot) => ({ words: new Set(slot.filter((w) => w !== '*' && w !== "'s")), any: slot.includes('*'), possessive: slot.includes("'s") })),
      value,
    };
    const first = pattern.slots[0];
    if (first.possessive) (root.slottedPossessive ??= []).push(pattern);
    for (const word of first.words) (child(root.next, word).slotted ??= []).push(pattern);
    return;
  }
  let frontier = [root];
  for (const slot of slots) {
    const nextFrontier: TrieNode<T>[] = [];
    for (const node of frontier) {
      for (const word of slot) {
        if (word === '*') nextFrontier.push((node.any ??= newNode<T>()));
        else if (word === "'s") nextFrontier.push((node.possessive ??= newNode<T>()));
        else nextFrontier.push(child(node.next, word));
      }
    }
    frontier = [...new Set(nextFrontier)];
  }
  for (const node of frontier) (node.out ??= []).push(value);
}

/**
 * The most work one token can start, in visits: a trie walk (at most MAX_PHRASE_WORDS nodes on each
 * of its few branches) plus, for the slotted phrases sharing its first word (or a possessive), at
 * most one visit a slot each. A constant of the lexicons, whatever the text: tests hold the engine to it.
 */
export function maxVisitsPerToken<T>(root: TrieNode<T>): number {
  let bucket = 0;
  for (const node of root.next.values()) bucket = Math.max(bucket, node.slotted?.length ?? 0);
  return MAX_PHRASE_WORDS * (1 + bucket + (root.slottedPossessive?.length ?? 0));
}

/** Trie nodes visited since start-up: lets tests check the work per token stays bounded. */
export const walkStats = { visits: 0 };

export interface PhraseMatch<T> {
  value: T;
  /** Token span [from, to). */
  from: number;
  to: number;
}

/**
 * Appends to `out` every phrase starting at token `at`. Depth is bounded by MAX_PHRASE_WORDS,
 * so each start costs a constant; most tokens start no phrase and cost one Map lookup.
 */
export function walk<T>(root: TrieNode<T>, words: string[], at: number, out: PhraseMatch<T>[]): void {
  const word = words[at];
  const first = root.next.get(word);
  const possessive = root.possessive && word.endsWith("'s") ? root.possessive : undefined;
  if (first) {
    visit(first, words, at, at + 1, out);
    if (first.slotted) for (const p of first.slotted) matchSlots(p, words, at, out);
  }
  if (possessive) visit(possessive, words, at, at + 1, out);
  if (root.slottedPossessive && word.endsWith("'s")) for (const p of root.slottedPossessive) matchSlots(p, words, at, out);
}

/** Checks a slotted phrase from token `at` (its first slot already matched), slot by slot. */
function matchSlots<T>(pattern: SlotPattern<T>, words: string[], at: number, out: PhraseMatch<T>[]): void {
  const { slots } = pattern;
  if (at + slots.length > words.length) return;
  for (let k = 1; k < slots.length; k++) {
    walkStats.visits++;
    const slot = slots[k];
    const w = words[at + k];
    if (!(slot.any || slot.words.has(w) || (slot.possessive && w.endsWith("'s")))) return;
  }
  out.push({ value: pattern.value, from: at, to: at + slots.length });
}

function visit<T>(node: TrieNode<T>, words: string[], from: number, i: number, out: PhraseMatch<T>[]): void {
  walkStats.visits++;
  if (node.out) for (const value of node.out) out.push({ value, from, to: i });
  if (i >= words.length) return;
  const word = words[i];
  const exact = node.next.get(word);
  if (exact) visit(exact, words, from, i + 1, out);
  if (node.any) visit(node.any, words, from, i + 1, out);
  if (node.possessive && word.endsWith("'s")) visit(node.possessive, words, from, i + 1, out);
}
