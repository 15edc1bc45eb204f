/**
 * A phrase trie (phrase.ts) keyed by word ids (vocabulary.ts) for reading stories: the same
 * matches, in the same order, as phrase.ts's walk over words (the engine breaks ties between
 * overlapping matches and picks evidence by that order), at a fraction of the cost. A walk over
 * words hashes the token's text at every level; here the text is looked up once per token, and
 * the walk reads arrays and small number-keyed maps.
 */
import { walkStats, type PhraseMatch, type SlotPattern, type TrieNode } from './phrase';
import { internWord, NO_WORD } from './vocabulary';

interface IdSlot {
  ids: ReadonlySet<number>;
  any: boolean;
  possessive: boolean;
}

interface IdSlotPattern<T> {
  slots: IdSlot[];
  value: T;
}

/**
 * The slotted phrases sharing a first word, indexed by the word after it: only the ones whose
 * second slot takes that word are tried, in their original order. Tried one by one, the phrases
 * starting with "his" or "the" cost a dozen set look-ups at every "his" and "the" of a story.
 * For a next word some second slot names, the list sits on the first word's child for that word
 * (WordNode.slottedAfterParent), found by the look-up the walk makes anyway.
 */
interface SlottedByNext<T> {
  /** For any other next word: the phrases taking any word there, and one-slot phrases. */
  otherWord: IdSlotPattern<T>[];
  /** For any other next word ending in 's: those, and the phrases taking a possessive there. */
  otherPossessive: IdSlotPattern<T>[];
  /** At a paragraph's last token, nothing follows: one-slot phrases only. */
  atEnd: IdSlotPattern<T>[];
}

interface WordNode<T> {
  next: Map<number, WordNode<T>> | undefined;
  any: WordNode<T> | undefined;
  possessive: WordNode<T> | undefined;
  out: T[] | undefined;
  /** On the root's children: the slotted phrases starting with this word, for a next word no second slot names. */
  slotted: SlottedByNext<T> | undefined;
  /**
   * On their children: the parent's slotted phrases whose second slot takes this word (any-word,
   * possessive and one-slot phrases included), in order. A child may exist for this alone.
   */
  slottedAfterParent: IdSlotPattern<T>[] | undefined;
  /**
   * The word and child of a node with one next word (most nodes past the first word): the walk
   * compares one number instead of asking the Map (NO_WORD when the node has none or several).
   */
  onlyWord: number;
  onlyChild: WordNode<T> | undefined;
}

export interface WordTrie<T> {
  /** The root's children by word id: the one look-up every token costs is an array read. */
  first: (WordNode<T> | undefined)[];
  possessive: WordNode<T> | undefined;
  /**
   * Slotted phrases whose first slot takes a possessive name ("Kurt's", "it's"), indexed by the
   * next word as a first word's are (its `slotted`, and children's `slottedAfterParent`): tried
   * one by one they cost a dozen checks at every possessive of a story, half of all the walk's visits.
   */
  slottedPossessive: WordNode<T> | undefined;
  /**
   * By word id: what a token of that word starts (NOTHING_STARTS, ONLY_NEXT, WALK). ONLY_NEXT is a
   * first word whose node only leads on to next words (no phrase ends there, none takes any word or
   * a possessive next, none is slotted): for those, `pairs` says whether the next token can go on,
   * without reading the node. Most of a story's words start a phrase ("the", "he", "his") and
   * nearly always the next word is none of theirs.
   */
  starts: Uint8Array;
  /** A bit for each (ONLY_NEXT first word, next word) pair of the trie, at pairBit: never off for a pair it holds. */
  pairs: Uint32Array;
}

/** Filter bits per pair: a pair the trie does not hold finds its bit off about 15 times in 16. */
const PAIR_BITS_PER_PAIR = 16;

/** Where the pair (first, next) has its bit in a filter of `bits` bits (a power of two). */
function pairBit(first: number, next: number, bits: number): number {
  let h = Math.imul(first ^ Math.imul(next, 0x85ebca6b), 0x9e3779b1);
  h ^= h >>> 15;
  return h & (bits - 1);
}

function hasPair(pairs: Uint32Array, first: number, next: number): boolean {
  const bit = pairBit(first, next, pairs.length << 5);
  return (pairs[bit >>> 5] & (1 << (bit & 31))) !== 0;
}

/** What a token starts, by its word's id (WordTrie.starts): no phrase; only longer ones (ask the pair filter); walk. */
const NOTHING_STARTS = 0;
const ONLY_NEXT = 1;
const WALK = 2;

/**
 * What each first word starts, and the pair filter of those that only lead on: only their pairs
 * are ever asked, 6,000 of the lexicons' 50,000, so the filter is 16 KB, not 128 KB, and stays
 * in the cache while a story is read.
 */
function pairsOf<T>(first: (WordNode<T> | undefined)[]): { starts: Uint8Array; pairs: Uint32Array } {
  const starts = new Uint8Array(first.length);
  first.forEach((node, id) => {
    if (!node) return;
    starts[id] = node.next && !node.out && !node.any && !node.possessive && !node.slotted ? ONLY_NEXT : WALK;
  });
  let count = 0;
  first.forEach((node, id) => {
    if (starts[id] === ONLY_NEXT) count += node!.next!.size;
  });
  let bits = 64;
  while (bits < count * PAIR_BITS_PER_PAIR) bits *= 2;
  const pairs = new Uint32Array(bits >>> 5);
  first.forEach((node, id) => {
    if (starts[id] !== ONLY_NEXT) return;
    for (const next of node!.next!.keys()) {
      const bit = pairBit(id, next, bits);
      pairs[bit >>> 5] |= 1 << (bit & 31);
    }
  });
  return { starts, pairs };
}

/** word.endsWith("'s"), asked of most tokens: two character reads. */
function isPossessive(word: string): boolean {
  const n = word.length;
  return n >= 2 && word.charCodeAt(n - 1) === 115 && word.charCodeAt(n - 2) === 39;
}

/**
 * Each slotted phrase converted once: a phrase whose first slot names many words sits under each
 * of them, and converting it for each held a copy of every slot's set per first word (33 MB of
 * sets for the engine's lexicons).
 */
const idPatterns = new WeakMap<SlotPattern<unknown>, IdSlotPattern<unknown>>();

function idSlots<T>(pattern: SlotPattern<T>): IdSlotPattern<T> {
  let converted = idPatterns.get(pattern) as IdSlotPattern<T> | undefined;
  if (!converted) {
    converted = { slots: pattern.slots.map((s) => ({ ids: new Set([...s.words].map(internWord)), any: s.any, possessive: s.possessive })), value: pattern.value };
    idPatterns.set(pattern, converted);
  }
  return converted;
}

/** A number for each converted phrase, to name a list of them. */
const patternNumbers = new WeakMap<IdSlotPattern<unknown>, number>();
let patternsNumbered = 0;
/** Lists of candidates made for the trie being frozen, by their phrases' numbers. */
let listsMade = new Map<string, IdSlotPattern<unknown>[]>();

/**
 * The one list with these phrases in this order: the engine's 45,650 lists of candidates (one per
 * first word and next word) hold only 549 different ones.
 */
function shared<T>(list: IdSlotPattern<T>[]): IdSlotPattern<T>[] {
  const key = list
    .map((p) => {
      if (!patternNumbers.has(p)) patternNumbers.set(p, patternsNumbered++);
      return patternNumbers.get(p);
    })
    .join();
  const made = listsMade.get(key) as IdSlotPattern<T>[] | undefined;
  if (made) return made;
  listsMade.set(key, list);
  return list;
}

function newWordNode<T>(): WordNode<T> {
  return { next: undefined, any: undefined, possessive: undefined, out: undefined, slotted: undefined, slottedAfterParent: undefined, onlyWord: NO_WORD, onlyChild: undefined };
}

/** Indexes a first word's slotted phrases by the next word, onto the node's children. */
function indexByNext<T>(node: WordNode<T>, patterns: SlotPattern<T>[]): SlottedByNext<T> | undefined {
  const takes = (p: SlotPattern<T>, word: string) => {
    const second = p.slots[1];
    return !second || second.any || second.words.has(word) || (second.possessive && isPossessive(word));
  };
  const converted = patterns.map(idSlots);
  const pick = (keep: (p: SlotPattern<T>) => boolean) => shared(converted.filter((_, i) => keep(patterns[i])));
  for (const word of new Set(patterns.flatMap((p) => [...(p.slots[1]?.words ?? [])]))) {
    const id = internWord(word);
    const next = (node.next ??= new Map());
    const child = next.get(id) ?? newWordNode<T>();
    next.set(id, child);
    child.slottedAfterParent = pick((p) => takes(p, word));
  }
  const others: SlottedByNext<T> = {
    otherWord: pick((p) => !p.slots[1] || p.slots[1].any),
    otherPossessive: pick((p) => !p.slots[1] || p.slots[1].any || p.slots[1].possessive),
    atEnd: pick((p) => p.slots.length === 1),
  };
  // Most first words have no phrase taking any next word: nothing to try unless the child says so.
  return others.otherWord.length || others.otherPossessive.length || others.atEnd.length ? others : undefined;
}

function freezeNode<T>(node: TrieNode<T>): WordNode<T> {
  // Every node made by newWordNode and filled in: one shape for all, so the walk's reads stay monomorphic.
  const frozen = newWordNode<T>();
  frozen.next = node.next.size ? new Map([...node.next].map(([word, child]) => [internWord(word), freezeNode(child)])) : undefined;
  frozen.any = node.any && freezeNode(node.any);
  frozen.possessive = node.possessive && freezeNode(node.possessive);
  frozen.out = node.out;
  if (node.slotted) frozen.slotted = indexByNext(frozen, node.slotted);
  if (frozen.next?.size === 1) [[frozen.onlyWord, frozen.onlyChild]] = frozen.next;
  return frozen;
}

/** A node holding only slotted phrases, indexed by their second slot's words. */
function slottedByNext<T>(patterns: SlotPattern<T>[]): WordNode<T> {
  const node = newWordNode<T>();
  node.slotted = indexByNext(node, patterns);
  return node;
}

/** The id-keyed copy of a phrase trie; its words join the vocabulary. */
export function freezeTrie<T>(root: TrieNode<T>): WordTrie<T> {
  const children = [...root.next].map(([word, child]) => [internWord(word), freezeNode(child)] as const);
  const first: (WordNode<T> | undefined)[] = new Array(Math.max(0, ...children.map(([id]) => id)) + 1).fill(undefined);
  for (const [id, node] of children) first[id] = node;
  const trie = {
    first,
    possessive: root.possessive && freezeNode(root.possessive),
    slottedPossessive: root.slottedPossessive && slottedByNext(root.slottedPossessive),
    ...pairsOf(first),
  };
  // The lists are shared within this trie; the next trie made (the reader's own lists) starts afresh.
  listsMade = new Map();
  return trie;
}

/** A paragraph's tokens as a walk reads them (Tokens, after wordIds): ids for look-ups, 1 where a word ends in 's. */
export interface WalkTokens {
  ids: ArrayLike<number>;
  possessive: ArrayLike<number>;
  count: number;
}

/** Appends to `out` every phrase starting at token `at`, as phrase.ts's walk does over words. */
export function walkIds<T>(trie: WordTrie<T>, t: WalkTokens, at: number, out: PhraseMatch<T>[]): void {
  const id = t.ids[at];
  const start = id < trie.starts.length ? trie.starts[id] : NOTHING_STARTS;
  // A first word that only leads on, followed by a word it does not lead to: nothing starts here.
  if (start === WALK || (start === ONLY_NEXT && at + 1 < t.count && hasPair(trie.pairs, id, t.ids[at + 1]))) walkFirst(trie.first[id]!, t, at, out);
  if (t.possessive[at] === 1 && (trie.possessive || trie.slottedPossessive)) walkPossessive(trie, t, at, out);
}

/**
 * walkIds at every token, in order: one loop with the arrays in locals, for the story reader. Most
 * tokens start nothing, or only a longer phrase their next word does not go on with: for them the
 * loop reads one byte and, at most, one filter bit.
 */
export function walkAll<T>(trie: WordTrie<T>, t: WalkTokens, out: PhraseMatch<T>[]): void {
  const { ids, possessive, count } = t;
  const { starts, pairs } = trie;
  const possessiveStarts = trie.possessive !== undefined || trie.slottedPossessive !== undefined;
  for (let at = 0; at < count; at++) {
    const id = ids[at];
    const start = id < starts.length ? starts[id] : NOTHING_STARTS;
    if (start === WALK || (start === ONLY_NEXT && at + 1 < count && hasPair(pairs, id, ids[at + 1]))) walkFirst(trie.first[id]!, t, at, out);
    if (possessiveStarts && possessive[at] === 1) walkPossessive(trie, t, at, out);
  }
}

/** The phrases starting at token `at` from its word's node (the root's child for it). */
function walkFirst<T>(first: WordNode<T>, t: WalkTokens, at: number, out: PhraseMatch<T>[]): void {
  matchSlotted(first, visit(first, t, at, at + 1, out), t, at, out);
}

/** The slotted phrases of `node` (a first word's, or the possessives') that the token after `at` can go on with. */
function matchSlotted<T>(node: WordNode<T>, second: WordNode<T> | undefined, t: WalkTokens, at: number, out: PhraseMatch<T>[]): void {
  if (second?.slottedAfterParent) matchCandidates(second.slottedAfterParent, t, at, out);
  else if (node.slotted) matchCandidates(at + 1 >= t.count ? node.slotted.atEnd : t.possessive[at + 1] === 1 ? node.slotted.otherPossessive : node.slotted.otherWord, t, at, out);
}

/** The phrases starting at a possessive token ("Kurt's"): after those of its own word. */
function walkPossessive<T>(trie: WordTrie<T>, t: WalkTokens, at: number, out: PhraseMatch<T>[]): void {
  if (trie.possessive) visit(trie.possessive, t, at, at + 1, out);
  const slotted = trie.slottedPossessive;
  if (slotted) matchSlotted(slotted, at + 1 < t.count ? slotted.next?.get(t.ids[at + 1]) : undefined, t, at, out);
}

/** Slotted phrases whose first two slots take the tokens at `at`: the check goes on from the third. */
function matchCandidates<T>(candidates: IdSlotPattern<T>[], t: WalkTokens, at: number, out: PhraseMatch<T>[]): void {
  for (const p of candidates) {
    walkStats.visits++;
    matchSlots(p, t, at, 2, out);
  }
}

/** Checks a slotted phrase from token `at`, its slots before `from` already matched. */
function matchSlots<T>(pattern: IdSlotPattern<T>, t: WalkTokens, at: number, from: number, out: PhraseMatch<T>[]): void {
  const { slots } = pattern;
  if (at + slots.length > t.count) return;
  for (let k = from; k < slots.length; k++) {
    walkStats.visits++;
    const slot = slots[k];
    if (!(slot.any || slot.ids.has(t.ids[at + k]) || (slot.possessive && t.possessive[at + k] === 1))) return;
  }
  out.push({ value: pattern.value, from: at, to: at + slots.length });
}

/** Walks on from `node`, token `i` next; returns the child it took for token i's word, if any. */
function visit<T>(node: WordNode<T>, t: WalkTokens, from: number, i: number, out: PhraseMatch<T>[]): WordNode<T> | undefined {
  walkStats.visits++;
  if (node.out) for (const value of node.out) out.push({ value, from, to: i });
  if (i >= t.count) return undefined;
  const id = t.ids[i];
  const exact = node.onlyWord !== NO_WORD ? (node.onlyWord === id ? node.onlyChild : undefined) : node.next?.get(id);
  if (exact) visit(exact, t, from, i + 1, out);
  if (node.any) visit(node.any, t, from, i + 1, out);
  if (node.possessive && t.possessive[i] === 1) visit(node.possessive, t, from, i + 1, out);
  return exact;
}
