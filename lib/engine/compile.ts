/** Turns the lexicon data into one trie, once, the first time the engine runs. */
import type { CategoryId } from './categories';
import type { Lexicon } from './lexicon-types';
import { LEXICONS } from './lexicons/index';
import { FIGURATIVE } from './lexicons/figurative';
import { addPhrase, newNode, type TrieNode } from './phrase';
import { internWord, vocabularySize, wordIdSet } from './vocabulary';
import { freezeTrie, type WordTrie } from './word-trie';

export interface CompiledEntry {
  /** null for an ignore phrase that applies to every category. */
  category: CategoryId | null;
  /** Stable number of the entry, used to damp repeats of the same word. */
  id: number;
  ignore: boolean;
  weight: number;
  negatable: boolean;
  /** Words (their ids, vocabulary.ts) that cancel the match when near it, or that it needs near it. */
  unless?: ReadonlySet<number>;
  needs?: ReadonlySet<number>;
  /** Look for `unless` and `needs` over the whole sentence rather than a few words either side. */
  sentenceScope?: boolean;
  /** Names what the category is about (Lexicon entry `topic`). */
  topic?: boolean;
  /** Counts only in a window where a topic entry of its category speaks (`scope: 'scene'`). */
  needsTopic?: boolean;
  phrase: string;
}

export interface CompiledLexicons {
  root: TrieNode<CompiledEntry>;
  /** The same phrases keyed by word ids, for reading stories (word-trie.ts). */
  trie: WordTrie<CompiledEntry>;
  entries: CompiledEntry[];
  /** Frame words (see Lexicon.frames), each with the categories it attenuates. */
  frames: Map<string, CategoryId[]>;
  /** The same by word id (vocabulary.ts): what a story's reader looks up for every token. */
  framesById: (CategoryId[] | undefined)[];
  /** Categories that have frame words: only their matches need the paragraph scanned. */
  framedCategories: Set<CategoryId>;
}

let cached: CompiledLexicons | undefined;

function wordSet(words?: string[]): ReadonlySet<number> | undefined {
  return words && words.length ? wordIdSet(words.map((w) => w.toLowerCase())) : undefined;
}

/** Compiles the given lexicons (all of them by default); the default set is cached. */
export function compileLexicons(lexicons: readonly Lexicon[] = LEXICONS, figurative: readonly string[] = FIGURATIVE): CompiledLexicons {
  if (cached && lexicons === LEXICONS && figurative === FIGURATIVE) return cached;
  const root = newNode<CompiledEntry>();
  const entries: CompiledEntry[] = [];
  const frames = new Map<string, CategoryId[]>();
  const add = (phrase: string, e: Omit<CompiledEntry, 'id' | 'phrase'>) => {
    const entry: CompiledEntry = { ...e, id: entries.length, phrase };
    entries.push(entry);
    addPhrase(root, phrase, entry);
  };
  for (const lex of lexicons) {
    for (const e of lex.entries) {
      // Each comma-separated phrase is an entry of its own: "ribs" and "open sores" are two cues,
      // while one phrase repeated ("you moron" three times) stays one (features.ts counts entries).
      const shared = {
        category: lex.category,
        ignore: false,
        weight: e.weight,
        negatable: e.negatable ?? lex.negatable ?? true,
        unless: wordSet(e.unless),
        needs: wordSet(e.needs),
        sentenceScope: e.scope === 'sentence',
        topic: e.topic,
        needsTopic: e.scope === 'scene',
      };
      for (const phrase of e.match.split(',')) if (phrase.trim()) add(phrase, shared);
    }
    for (const word of lex.frames ?? []) {
      const w = word.toLowerCase();
      frames.set(w, [...(frames.get(w) ?? []), lex.category]);
    }
    for (const phrase of lex.ignore ?? []) add(phrase, { category: lex.category, ignore: true, weight: 0, negatable: false });
  }
  for (const phrase of figurative) add(phrase, { category: null, ignore: true, weight: 0, negatable: false });
  const framedCategories = new Set(lexicons.filter((l) => l.frames?.length).map((l) => l.category));
  const trie = freezeTrie(root);
  for (const word of frames.keys()) internWord(word);
  const framesById: (CategoryId[] | undefined)[] = new Array(vocabularySize() + 1).fill(undefined);
  for (const [word, categories] of frames) framesById[internWord(word)] = categories;
  const compiled = { root, trie, entries, frames, framesById, framedCategories };
  if (lexicons === LEXICONS && figurative === FIGURATIVE) cached = compiled;
  return compiled;
}

/**
 * A short fingerprint of the lexicon data (FNV-1a over its JSON). The learned weights record the
 * fingerprint they were trained on, and a test fails when the lexicons have changed since:
 * weights fitted to other lexicons would be silently miscalibrated.
 */
export function lexiconFingerprint(lexicons: readonly Lexicon[] = LEXICONS, figurative: readonly string[] = FIGURATIVE): string {
  const text = JSON.stringify([lexicons, figurative]);
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h.toString(16).padStart(8, '0');
}
