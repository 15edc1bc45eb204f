/**
 * What a warning raised by meaning alone quotes: the sentence of its window whose words lean most
 * towards the category (their weighted mean score, as the window's own is counted), so that every
 * warning still shows the reader why.
 */
import { excerptAround } from '../excerpt';
import { paragraphOf, type StoryTokens } from '../features';
import { tokenize } from '../tokenize';
import type { Evidence } from '../types';
import { leaning, windowMeaning, type MeaningModel } from './model';
import { installedVectors } from './table';

/** A sentence needs this many words with vectors to be quoted: one word is no reason. */
const MIN_KNOWN_WORDS = 3;

export function meaningEvidence(story: StoryTokens, model: MeaningModel, c: number, [from, to]: [number, number], paragraphs: readonly string[]): Evidence | undefined {
  const table = installedVectors();
  const rows = story.rows;
  if (!table || !rows) return undefined;
  let best: Evidence | undefined;
  let bestScore = -Infinity;
  for (let p = paragraphOf(story, from); p < story.paragraphCount && story.offsets[p] < to; p++) {
    const text = paragraphs[p];
    const tokens = tokenize(text);
    const at = story.offsets[p];
    for (let first = 0; first < tokens.count; ) {
      let last = first;
      while (last + 1 < tokens.count && tokens.sentence[last + 1] === tokens.sentence[first]) last++;
      const lo = Math.max(from, at + first);
      const hi = Math.min(to, at + last + 1);
      if (hi > lo) {
        const m = windowMeaning(model, table, rows, lo, hi);
        const score = leaning(model, m, c);
        if (m.known >= MIN_KNOWN_WORDS && score > bestScore) {
          bestScore = score;
          const start = tokens.starts[first];
          const end = tokens.ends[last];
          best = { source: 'text', paragraph: p, start, end, excerpt: excerptAround(text, start, end).excerpt };
        }
      }
      first = last + 1;
    }
  }
  return best;
}
