/**
 * The id-keyed trie must find exactly what the word trie finds, in the same order (the engine's
 * tie-breaks and evidence depend on it), and the tokenizer's ids must be the words' own.
 */
import { describe, expect, test } from 'vitest';
import { REFERENCE_PARAGRAPHS as REFERENCE, TRICKY_LINES as TRICKY } from '../../test/engine/texts';
import { compileLexicons } from './compile';
import { addPhrase, newNode, walk, type PhraseMatch } from './phrase';
import { tokenize } from './tokenize';
import { hashWord, hasWordAt, idOfHashed, idOfSpan, internWord, NO_WORD, wordFlags, wordIds } from './vocabulary';
import { freezeTrie, walkAll, walkIds, type WordTrie } from './word-trie';
import type { TrieNode } from './phrase';

function matchesBoth<T>(root: TrieNode<T>, trie: WordTrie<T>, text: string): [PhraseMatch<T>[], PhraseMatch<T>[]] {
  const t = tokenize(text);
  const byWords: PhraseMatch<T>[] = [];
  const byIds: PhraseMatch<T>[] = [];
  wordIds(t);
  for (let i = 0; i < t.count; i++) {
    // The id walk is given every token, over-long ones ('') too: it must find nothing from them.
    if (t.words[i]) walk(root, t.words, i, byWords);
    walkIds(trie, t, i, byIds);
  }
  // The story reader's loop over all tokens finds the same, in the same order.
  const byLoop: PhraseMatch<T>[] = [];
  walkAll(trie, t, byLoop);
  expect(byLoop).toEqual(byIds);
  return [byWords, byIds];
}

describe('word ids', () => {
  test.each([...TRICKY, ...REFERENCE.slice(0, 40)])('the tokenizer gives each word its own id: %s', (text) => {
    const t = tokenize(text);
    expect([...t.ids.subarray(0, t.count)]).toEqual(t.words.map((w) => idOfHashed(w, hashWord(w))));
  });

  test('a word added after the text was read is found when a walk asks for the ids', () => {
    const t = tokenize('the zyxwvut came');
    expect(wordIds(t)[1]).toBe(NO_WORD);
    const id = internWord('zyxwvut');
    expect(wordIds(t)[1]).toBe(id);
  });
});

test('words sharing a hash (length, first three and last two letters) keep their own ids, after the table and its letters grew', () => {
  // Same length, same first three and last two letters: the same hash, told apart by their middles.
  const added = Array.from({ length: 3000 }, (_, i) => `zqx${i.toString(36).padStart(4, '0')}zq`);
  const ids = added.map(internWord);
  expect(new Set(ids).size).toBe(added.length);
  added.forEach((word, i) => {
    const padded = `  ${word}.`;
    expect(idOfSpan(padded, 2, 2 + word.length)).toBe(ids[i]);
    expect(idOfHashed(word, hashWord(word))).toBe(ids[i]);
  });
  expect(idOfSpan(' zqxzzzzzzq ', 1, 11)).toBe(NO_WORD);
  expect(idOfHashed('zqxzzzzzzq', hashWord('zqxzzzzzzq'))).toBe(NO_WORD);
});

test('word flags: the listed words, and no other, even one added to the vocabulary later', () => {
  const flags = wordFlags(['dreamt', 'as']);
  const later = internWord('qwertyuiop');
  const t = tokenize('He dreamt, as if qwertyuiop; the DREAMT one.');
  expect(t.words.map((_, i) => hasWordAt(flags, wordIds(t), i))).toEqual([false, true, true, false, false, false, true, false]);
  expect(later).toBeGreaterThan(flags.length - 1);
});

describe('the id trie finds what the word trie finds, in the same order', () => {
  const lex = compileLexicons();
  test('over every paragraph of the reference texts and the tricky lines, with the engine\'s lexicons', () => {
    let total = 0;
    for (const text of [...TRICKY, ...REFERENCE]) {
      const [byWords, byIds] = matchesBoth(lex.root, lex.trie, text);
      expect(byIds).toEqual(byWords);
      total += byIds.length;
    }
    expect(total).toBeGreaterThan(100);
  });

  test('slotted phrases: any-word, possessive and one-slot ones, at the paragraph\'s end too', () => {
    const root = newNode<string>();
    const many = Array.from({ length: 20 }, (_, i) => `w${i}`).join('|');
    addPhrase(root, `the ${many}`, 'one');
    addPhrase(root, `the * ${many}`, 'two');
    addPhrase(root, `the @poss ${many}`, 'three');
    addPhrase(root, `kill|${many}`, 'four');
    addPhrase(root, `@poss ${many} * w1`, 'five');
    addPhrase(root, 'the cat', 'six');
    const trie = freezeTrie(root);
    for (const text of ['the w3 w1', 'the cat w3', "the kurt's w4 w1", 'the x w19', 'kill', 'the w2', "bob's w5 z w1 the", 'w0 the']) {
      const [byWords, byIds] = matchesBoth(root, trie, text);
      expect(byIds).toEqual(byWords);
    }
    expect(matchesBoth(root, trie, "the kurt's w4 w1")[1].map((m) => m.value)).toEqual(['two', 'three', 'four', 'four']);
    expect(matchesBoth(root, trie, "bob's w5 z w1")[1].map((m) => m.value)).toEqual(['five', 'four', 'four']);
  });
});
