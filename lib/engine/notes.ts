/** Author-written content notes ("TW: self harm, suicide mention") read into categories. */
import type { CategoryId } from './categories';
import { isNegated } from './context';
import { excerptAround } from './excerpt';
import { LEXICONS } from './lexicons/index';
import { addPhrase, newNode, walk, type PhraseMatch, type TrieNode } from './phrase';
import { tokenize } from './tokenize';
import type { Tokens } from './tokenize';
import type { Evidence, WarningLevel } from './types';

export interface NoteFinding {
  category: CategoryId;
  level: WarningLevel;
  evidence: Evidence;
}

/**
 * Where a content-note list begins: "TW:", "CW -", "TW //", "Warnings:", "Content notes:".
 * No nested quantifiers, so it cannot backtrack badly on long lines.
 */
const MARKER = /(?:^|[^\p{L}\p{N}])(?:tws?|cws?|cn|trigger warnings?|content warnings?|content notes?|warnings?)\s{0,3}(?::|\/\/|-|–|—)/giu;

/** Words that make a noted item a passing mention rather than a theme of the work. */
const MENTION_WORDS = new Set([
  'mention', 'mentions', 'mentioned', 'implied', 'implies', 'brief', 'briefly', 'referenced', 'reference',
  'references', 'past', 'minor', 'background', 'hinted', 'hints', 'allusion', 'allusions', 'alluded',
  'discussed', 'discussion', 'slight', 'vague', 'offscreen', 'off-screen',
]);

let noteTrie: TrieNode<CategoryId> | undefined;

function trie(): TrieNode<CategoryId> {
  if (noteTrie) return noteTrie;
  const root = newNode<CategoryId>();
  for (const lex of LEXICONS) for (const term of lex.noteTerms) addPhrase(root, term, lex.category);
  return (noteTrie = root);
}

/** True when a word in the same clause as tokens [from, to) makes the noted item a passing mention ("mentioned", "past"). */
export function isMentionInClause(t: Tokens, from: number, to: number): boolean {
  for (let k = from - 1; k >= 0 && t.clause[k] === t.clause[from]; k--) if (MENTION_WORDS.has(t.words[k])) return true;
  for (let k = to; k < t.count && t.clause[k] === t.clause[from]; k++) if (MENTION_WORDS.has(t.words[k])) return true;
  return false;
}

function readList(note: string, index: number, from: number, to: number, found: NoteFinding[]): void {
  const list = note.slice(from, to);
  const t = tokenize(list);
  const root = trie();
  const seen = new Set<CategoryId>();
  const matches: PhraseMatch<CategoryId>[] = [];
  for (let i = 0; i < t.count; i++) walk(root, t.words, i, matches);
  for (const { value: category, from: i, to: end } of matches) {
    if (seen.has(category) || isNegated(t, i)) continue;
    seen.add(category);
    const start = from + t.starts[i];
    const stop = from + t.ends[end - 1];
    const { excerpt } = excerptAround(note, start, stop);
    found.push({
      category,
      level: isMentionInClause(t, i, end) ? 'mention' : 'theme',
      evidence: { source: 'notes', paragraph: index, start, end: stop, excerpt },
    });
  }
}

/** Lines a list under a bare "Warnings:" heading may run to. */
const LIST_LINES = 12;

function listBelow(note: string, from: number): number {
  let end = from;
  for (let n = 0; n < LIST_LINES && end < note.length; n++) {
    let next = note.indexOf('\n', end + 1);
    if (next < 0) next = note.length;
    if (note.slice(end + 1, next).trim() === '') break;
    end = next;
  }
  return end;
}

/**
 * Calls `visit` with each content-note list in the notes: the text after "TW:" on its line, or the
 * lines under a bare "Warnings:" heading. The reader's own warnings (lib/personal) read the same lists.
 */
export function forEachContentNoteList(notes: readonly string[], visit: (note: string, index: number, from: number, to: number) => void): void {
  notes.forEach((note, index) => {
    if (typeof note !== 'string') return;
    let lineStart = 0;
    while (lineStart <= note.length) {
      let lineEnd = note.indexOf('\n', lineStart);
      if (lineEnd < 0) lineEnd = note.length;
      const line = note.slice(lineStart, lineEnd);
      MARKER.lastIndex = 0;
      const m = MARKER.exec(line);
      if (m) {
        const from = lineStart + m.index + m[0].length;
        // "Warnings:" alone on its line: the list follows, one item a line, up to a blank line.
        const listEnd = /[\p{L}\p{N}]/u.test(note.slice(from, lineEnd)) ? lineEnd : listBelow(note, lineEnd);
        visit(note, index, from, listEnd);
        lineStart = Math.max(lineEnd, listEnd) + 1;
        continue;
      }
      lineStart = lineEnd + 1;
    }
  });
}

/** Every category an author's content note names, with the note it came from. */
export function readNotes(notes: readonly string[]): NoteFinding[] {
  const found: NoteFinding[] = [];
  forEachContentNoteList(notes, (note, index, from, to) => readList(note, index, from, to, found));
  return found;
}
