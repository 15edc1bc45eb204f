/**
 * The reader's own word lists compiled into one word trie, with the engine's own phrase machinery:
 * whole words after the engine's tokenizer, each word's family, the engine's figures of speech and
 * the reader's exceptions as phrases that cancel a match.
 */
import { FIGURATIVE } from '../engine/lexicons/figurative';
import { addPhrase, MAX_PHRASE_WORDS, newNode, type TrieNode } from '../engine/phrase';
import { tokenize } from '../engine/tokenize';
import { freezeTrie, type WordTrie } from '../engine/word-trie';
import { normalizePersonalWarnings, type PersonalWarning } from './personal-warning';
import { wordFamily } from './word-family';

export interface PersonalEntry {
  /** Index of the warning in CompiledPersonal.warnings; -1 for a figure of speech (cancels every list). */
  list: number;
  /** A phrase that cancels overlapping matches (an exception or a figure of speech). */
  ignore: boolean;
  /** The warning's own name: read in the author's tags and notes, not in the story text. */
  nameOnly: boolean;
  /** Stable number of the entry, so repeats of one word are told from different words. */
  id: number;
}

export interface CompiledPersonal {
  /** What the lists find. */
  root: TrieNode<PersonalEntry>;
  /**
   * What cancels a find: the reader's exceptions and the engine's figures of speech. Apart, so a
   * paragraph is only walked for them when something was found in it: the figures start with common
   * words ("a", "to", "my") and would otherwise cost a walk at most words of every paragraph.
   */
  ignores: TrieNode<PersonalEntry>;
  /**
   * Both keyed by the engine's word ids (word-trie.ts): a story's tokens carry their ids from the
   * engine's own reading, so testing whether a token starts one of the reader's phrases is an
   * array read, not a second look-up of every word.
   */
  trie: WordTrie<PersonalEntry>;
  ignoresTrie: WordTrie<PersonalEntry>;
  warnings: readonly PersonalWarning[];
  /** Entries that find something (not ignores): zero means nothing to read. */
  size: number;
}

const QUOTED = /^["“”'‘’](.*)["“”'‘’]$/s;

/**
 * One entry as trie slots: the engine's tokenizer cleans it (so no phrase syntax a reader types can
 * reach the trie), and the first and last words take their families ("throw up" → "threw up",
 * "hospital bed" → "hospital beds"). Quoted entries keep their exact form.
 */
export function entryPhrase(entry: string, family = true): string | undefined {
  const quoted = QUOTED.exec(entry.trim());
  const exact = !family || !!quoted;
  const words = tokenize(quoted ? quoted[1] : entry).words.filter(Boolean);
  if (words.length === 0 || words.length > MAX_PHRASE_WORDS) return undefined;
  const last = words.length - 1;
  return words.map((w, i) => (exact || (i !== 0 && i !== last) ? w : wordFamily(w).join('|'))).join(' ');
}

/** Compiles the enabled warnings; call again when the reader's lists change. */
export function compilePersonal(warnings: readonly PersonalWarning[]): CompiledPersonal {
  const root = newNode<PersonalEntry>();
  const ignores = newNode<PersonalEntry>();
  const kept = warnings.filter((w) => w.enabled && w.words.length > 0);
  let id = 0;
  let size = 0;
  const add = (phrase: string | undefined, list: number, ignore: boolean, nameOnly = false) => {
    if (!phrase) return;
    addPhrase(ignore ? ignores : root, phrase, { list, ignore, nameOnly, id: id++ });
    if (!ignore) size++;
  };
  kept.forEach((warning, list) => {
    for (const word of warning.words) add(entryPhrase(word), list, false);
    for (const phrase of warning.except) add(entryPhrase(phrase, false), list, true);
    add(entryPhrase(warning.name), list, false, true);
  });
  if (size > 0) for (const phrase of FIGURATIVE) addPhrase(ignores, phrase, { list: -1, ignore: true, nameOnly: false, id: id++ });
  return { root, ignores, trie: freezeTrie(root), ignoresTrie: freezeTrie(ignores), warnings: kept, size };
}

let last: { lists: unknown; key: string; compiled: CompiledPersonal } | undefined;

/**
 * The compiled lists for these warnings, repaired and compiled once while they stay the same: a
 * story's analysis then costs the reading only, as the engine's own lexicons (compiled once) do.
 * `lists` may come from a message or storage: it is repaired here, never trusted.
 */
export function compiledFor(lists: unknown): CompiledPersonal {
  if (last && last.lists === lists) return last.compiled;
  const key = JSON.stringify(lists) ?? '';
  if (last?.key !== key) last = { lists, key, compiled: compilePersonal(normalizePersonalWarnings(lists)) };
  else last.lists = lists;
  return last.compiled;
}
