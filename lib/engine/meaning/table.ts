/**
 * The word-vector table put to work: each of its words is given an id in the engine's vocabulary
 * (vocabulary.ts), so that the tokenizer's one look-up per token also finds the token's vector row,
 * in the same pass as the rules. Until a table is installed the meaning layer is off and the engine
 * reads with its rules alone (the background installs the packaged table before its first reading).
 */
import { internWord, reserveWords, vocabularySize } from '../vocabulary';
import type { WordVectors } from './word-vectors';

/**
 * How much a word counts in a window's mean vector, from its place in GloVe's frequency order:
 * rank / (rank + RANK_HALF). "the" (rank 0) counts nothing, a word ranked 100 half, rare words
 * almost fully: the smooth inverse-frequency weighting of Arora et al. (2017), read off the rank
 * instead of a count. 100 is about where function words end in GloVe's list.
 */
export const RANK_HALF = 100;
/**
 * Words this frequent or more (GloVe's first 150: "the", "and", "was", "he"…) are left out of a
 * window's meaning altogether: they weigh under 0.6 in its mean, say nothing of a category, and are
 * half of a story's running words, so the meaning layer reads half as many.
 */
export const STOP_RANK = 150;

export interface InstalledVectors {
  vectors: WordVectors;
  /** rowOfId[vocabulary id] = the word's row, or -1: no vector, or a STOP_RANK word (an id added after install reads as -1 too). */
  rowOfId: Int32Array;
  /** Each row's weight in a mean (RANK_HALF). */
  weightOfRow: Float32Array;
}

let installed: InstalledVectors | undefined;

/** Installs a table (once per background start; again only with another table). */
export function installWordVectors(vectors: WordVectors): InstalledVectors {
  if (installed?.vectors === vectors) return installed;
  reserveWords(vectors.rows, vectors.words.reduce((n, w) => n + w.length, 0));
  const ids = vectors.words.map((w) => internWord(w));
  const rowOfId = new Int32Array(vocabularySize() + 1).fill(-1);
  ids.forEach((id, row) => {
    if (rowOfId[id] < 0 && vectors.rank[row] >= STOP_RANK) rowOfId[id] = row;
  });
  const weightOfRow = new Float32Array(vectors.rows);
  for (let r = 0; r < vectors.rows; r++) weightOfRow[r] = vectors.rank[r] / (vectors.rank[r] + RANK_HALF);
  installed = { vectors, rowOfId, weightOfRow };
  return installed;
}

/** The installed table, or undefined while the meaning layer is off. */
export function installedVectors(): InstalledVectors | undefined {
  return installed;
}

/** Takes the table away again (tests of the rules alone). */
export function uninstallWordVectors(): void {
  installed = undefined;
}

/** The vector row of a vocabulary id, or -1. */
export function rowOfWordId(table: InstalledVectors, id: number): number {
  return id < table.rowOfId.length ? table.rowOfId[id] : -1;
}
