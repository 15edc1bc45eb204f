/**
 * A phrase trie (phrase.ts) keyed by word ids (vocabulary.ts) for reading stories: the same
 * matches, in the same order, as phrase.ts's walk over words (the engine breaks ties between
 * overlapping matches and picks evidence by that order), at a fraction of the cost. A walk over
 * words hashes the token's text at every level; here the text is looked up once per token, and
 * the walk reads arrays and small number-keyed maps.
 */
import { walkStats, type PhraseMatch, type SlotPattern, type TrieNode } from './phrase';
import { internWord } from './vocabulary';

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

/** A trie node as freezeTrie builds it, before it is laid out as arrays (WordTrie). */
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
}

/**
 * The trie as flat arrays, its nodes numbered from 1 (0: no node), each node's next words in one
 * sorted run: a walk reads a byte of flags and a few numbers lying side by side, where a tree of
 * node objects and their Maps (61,000 nodes, 19 MB with the lexicons) sent every step to a
 * different place in memory, farther from the processor than the story being read.
 */
export interface WordTrie<T> {
  /** The root's children by word id (0: none): the one look-up every token costs is an array read. */
  first: Int32Array;
  /** The root's child for a possessive name, or 0. */
  possessive: number;
  /**
   * Slotted phrases whose first slot takes a possessive name ("Kurt's", "it's"), indexed by the
   * next word as a first word's are (its `slotted`, and children's `slottedAfterParent`): tried
   * one by one they cost a dozen checks at every possessive of a story, half of all the walk's
   * visits. A node (0: none) whose slotted phrases and children hold them.
   */
  slottedPossessive: number;
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
  /** By node: what else it holds (the NODE_* bits), so that a step reads no more than it needs. */
  flags: Uint8Array;
  /** By node: where its run of next words starts in edgeWords and edgeNodes; node n's run ends where n + 1's starts. */
  edgeStart: Int32Array;
  /** The next words of every node's run, in increasing id order, and the node each leads to. */
  edgeWords: Int32Array;
  edgeNodes: Int32Array;
  /** By node: the child for any word, and for a possessive name (0: none). */
  anyChild: Int32Array;
  possessiveChild: Int32Array;
  /** By node: where its phrases' values are in `outs`, plus one (0: no phrase ends there). */
  outAt: Int32Array;
  outs: T[][];
  /** By node: where its slotted phrases by the next word (SlottedByNext) are in `slotted`, plus one (0: none). */
  slottedAt: Int32Array;
  slotted: SlottedByNext<T>[];
  /** By node: where its parent's slotted phrases whose second slot takes its word are in `afterParent`, plus one (0: none). */
  afterParentAt: Int32Array;
  afterParent: IdSlotPattern<T>[][];
}

/** WordTrie.flags bits. */
const NODE_ANY = 1;
const NODE_POSSESSIVE = 2;
/** A node's run of next words up to this long is read in order; a longer one is searched by halves. */
const LINEAR_RUN = 8;

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
  return { next: undefined, any: undefined, possessive: undefined, out: undefined, slotted: undefined, slottedAfterParent: undefined };
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
  const possessive = root.possessive && freezeNode(root.possessive);
  const slottedPossessive = root.slottedPossessive && slottedByNext(root.slottedPossessive);
  const trie = flatten(first, possessive, slottedPossessive, pairsOf(first));
  // The lists are shared within this trie; the next trie made (the reader's own lists) starts afresh.
  listsMade = new Map();
  return trie;
}

/**
 * The node objects laid out as arrays: numbered depth first, so that the nodes of one phrase and a
 * node's run of next words lie close together.
 */
function flatten<T>(
  first: (WordNode<T> | undefined)[],
  possessive: WordNode<T> | undefined,
  slottedPossessive: WordNode<T> | undefined,
  { starts, pairs }: { starts: Uint8Array; pairs: Uint32Array },
): WordTrie<T> {
  const numbers = new Map<WordNode<T>, number>();
  const order: WordNode<T>[] = [];
  const byId = (a: [number, WordNode<T>], b: [number, WordNode<T>]) => a[0] - b[0];
  const number = (node: WordNode<T>): void => {
    if (numbers.has(node)) return;
    numbers.set(node, order.length + 1);
    order.push(node);
    for (const [, child] of [...(node.next ?? [])].sort(byId)) number(child);
    if (node.any) number(node.any);
    if (node.possessive) number(node.possessive);
  };
  first.forEach((node) => node && number(node));
  if (possessive) number(possessive);
  if (slottedPossessive) number(slottedPossessive);
  const size = order.length + 1;
  const nodeOf = (node: WordNode<T> | undefined) => (node ? numbers.get(node)! : 0);
  const trie: WordTrie<T> = {
    first: Int32Array.from(first, nodeOf),
    possessive: nodeOf(possessive),
    slottedPossessive: nodeOf(slottedPossessive),
    starts,
    pairs,
    flags: new Uint8Array(size),
    edgeStart: new Int32Array(size + 1),
    edgeWords: new Int32Array(order.reduce((n, node) => n + (node.next?.size ?? 0), 0)),
    edgeNodes: new Int32Array(order.reduce((n, node) => n + (node.next?.size ?? 0), 0)),
    anyChild: new Int32Array(size),
    possessiveChild: new Int32Array(size),
    outAt: new Int32Array(size),
    outs: [],
    slottedAt: new Int32Array(size),
    slotted: [],
    afterParentAt: new Int32Array(size),
    afterParent: [],
  };
  let edges = 0;
  order.forEach((node, k) => {
    const n = k + 1;
    trie.edgeStart[n] = edges;
    for (const [word, child] of [...(node.next ?? [])].sort(byId)) {
      trie.edgeWords[edges] = word;
      trie.edgeNodes[edges++] = nodeOf(child);
    }
    trie.anyChild[n] = nodeOf(node.any);
    trie.possessiveChild[n] = nodeOf(node.possessive);
    if (node.out) trie.outAt[n] = trie.outs.push(node.out);
    if (node.slotted) trie.slottedAt[n] = trie.slotted.push(node.slotted);
    if (node.slottedAfterParent) trie.afterParentAt[n] = trie.afterParent.push(node.slottedAfterParent);
    trie.flags[n] = (node.any ? NODE_ANY : 0) | (node.possessive ? NODE_POSSESSIVE : 0);
  });
  trie.edgeStart[size] = edges;
  return trie;
}

/** The child of `node` for the word `id`, or 0: a short run read in order, a long one searched by halves. */
function childOf<T>(trie: WordTrie<T>, node: number, id: number): number {
  const { edgeWords } = trie;
  let lo = trie.edgeStart[node];
  let hi = trie.edgeStart[node + 1];
  if (hi - lo <= LINEAR_RUN) {
    for (; lo < hi; lo++) {
      const word = edgeWords[lo];
      if (word === id) return trie.edgeNodes[lo];
      if (word > id) return 0;
    }
    return 0;
  }
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const word = edgeWords[mid];
    if (word === id) return trie.edgeNodes[mid];
    if (word < id) lo = mid + 1;
    else hi = mid;
  }
  return 0;
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
  if (start === WALK || (start === ONLY_NEXT && at + 1 < t.count && hasPair(trie.pairs, id, t.ids[at + 1]))) walkFirst(trie, trie.first[id], t, at, out);
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
  const possessiveStarts = trie.possessive !== 0 || trie.slottedPossessive !== 0;
  for (let at = 0; at < count; at++) {
    const id = ids[at];
    const start = id < starts.length ? starts[id] : NOTHING_STARTS;
    if (start === WALK || (start === ONLY_NEXT && at + 1 < count && hasPair(pairs, id, ids[at + 1]))) walkFirst(trie, trie.first[id], t, at, out);
    if (possessiveStarts && possessive[at] === 1) walkPossessive(trie, t, at, out);
  }
}

/** The phrases starting at token `at` from its word's node (the root's child for it). */
function walkFirst<T>(trie: WordTrie<T>, first: number, t: WalkTokens, at: number, out: PhraseMatch<T>[]): void {
  matchSlotted(trie, first, visit(trie, first, t, at, at + 1, out), t, at, out);
}

/** The slotted phrases of `node` (a first word's, or the possessives') that the token after `at` can go on with. */
function matchSlotted<T>(trie: WordTrie<T>, node: number, second: number, t: WalkTokens, at: number, out: PhraseMatch<T>[]): void {
  const afterParent = second !== 0 ? trie.afterParentAt[second] : 0;
  if (afterParent !== 0) matchCandidates(trie.afterParent[afterParent - 1], t, at, out);
  else if (trie.slottedAt[node] !== 0) {
    const slotted = trie.slotted[trie.slottedAt[node] - 1];
    matchCandidates(at + 1 >= t.count ? slotted.atEnd : t.possessive[at + 1] === 1 ? slotted.otherPossessive : slotted.otherWord, t, at, out);
  }
}

/** The phrases starting at a possessive token ("Kurt's"): after those of its own word. */
function walkPossessive<T>(trie: WordTrie<T>, t: WalkTokens, at: number, out: PhraseMatch<T>[]): void {
  if (trie.possessive) visit(trie, trie.possessive, t, at, at + 1, out);
  const slotted = trie.slottedPossessive;
  if (slotted) matchSlotted(trie, slotted, at + 1 < t.count ? childOf(trie, slotted, t.ids[at + 1]) : 0, t, at, out);
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

/** Walks on from `node`, token `i` next; returns the child it took for token i's word, or 0. */
function visit<T>(trie: WordTrie<T>, node: number, t: WalkTokens, from: number, i: number, out: PhraseMatch<T>[]): number {
  walkStats.visits++;
  const outAt = trie.outAt[node];
  if (outAt !== 0) for (const value of trie.outs[outAt - 1]) out.push({ value, from, to: i });
  if (i >= t.count) return 0;
  const exact = childOf(trie, node, t.ids[i]);
  if (exact !== 0) visit(trie, exact, t, from, i + 1, out);
  const flags = trie.flags[node];
  if (flags & NODE_ANY) visit(trie, trie.anyChild[node], t, from, i + 1, out);
  if (flags & NODE_POSSESSIVE && t.possessive[i] === 1) visit(trie, trie.possessiveChild[node], t, from, i + 1, out);
  return exact;
}
