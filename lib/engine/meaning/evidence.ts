/**
 * What a warning raised by meaning alone quotes: the sentence of its window whose words lean most
 * towards the category (their weighted mean score, as the window's own is counted), so that every
 * warning still shows the reader why.
 */
import { excerptAround } from '../excerpt';
import { tokenize } from '../tokenize';
import type { Evidence } from '../types';
import { leaning, windowMeaning, type MeaningModel } from './model';
import type { InstalledVectors } from './table';
import { installedVectors } from './table';

/** A sentence needs this many words with vectors to be quoted: one word is no reason. */
const MIN_KNOWN_WORDS = 3;

/** What evidence needs of a read story (features.ts StoryTokens): where each paragraph starts, and each token's vector row. */
export interface StoryRows {
  offsets: readonly number[];
  paragraphCount: number;
  rows?: Int32Array;
}

/** The sentence of window [from, to) (starting in paragraph `first`) that leans most towards category c. */
export function meaningEvidence(story: StoryRows, model: MeaningModel, c: number, [from, to]: [number, number], first: number, paragraphs: readonly string[]): Evidence | undefined {
  const table = installedVectors();
  const rows = story.rows;
  if (!table || !rows) return undefined;
  let best: Evidence | undefined;
  let bestScore = -Infinity;
  for (let p = first; p < story.paragraphCount && story.offsets[p] < to; p++) {
    const text = paragraphs[p];
    const tokens = tokenize(text);
    const at = story.offsets[p];
    for (let start = 0; start < tokens.count; ) {
      let last = start;
      while (last + 1 < tokens.count && tokens.sentence[last + 1] === tokens.sentence[start]) last++;
      const lo = Math.max(from, at + start);
      const hi = Math.min(to, at + last + 1);
      if (hi > lo) {
        const m = windowMeaning(model, table, rows, lo, hi);
        const score = leaning(model, m, c);
        if (m.known >= MIN_KNOWN_WORDS && score > bestScore) {
          bestScore = score;
          // Marked at the sentence's word that leans most towards the category; quoted as the sentence around it, cut to a banner's length.
          const word = telling(model, table, rows, at, start, last, c);
          const begins = tokens.starts[word - at];
          const end = tokens.ends[word - at];
          best = { source: 'text', paragraph: p, start: begins, end, excerpt: excerptAround(text, begins, end).excerpt };
        }
      }
      start = last + 1;
    }
  }
  return best;
}

/** The global index of the token of [at + first, at + last] whose word alone leans most towards category c. */
function telling(model: MeaningModel, table: InstalledVectors, rows: Int32Array, at: number, first: number, last: number, c: number): number {
  let best = at + first;
  let bestScore = -Infinity;
  for (let i = at + first; i <= at + last; i++) {
    if (rows[i] < 0) continue;
    const score = leaning(model, windowMeaning(model, table, rows, i, i + 1), c);
    if (score > bestScore) [best, bestScore] = [i, score];
  }
  return best;
}
