/**
 * The warning engine: story paragraphs and the author's notes in, content warnings out.
 * Plain TypeScript, no DOM, deterministic and linear in the length of the text.
 */
import { CATEGORY_IDS, type CategoryId } from './categories';
import { CategoryTally, type Tallies } from './aggregate';
import { compileLexicons } from './compile';
import { excerptAround } from './excerpt';
import { findHits } from './match';
import { readNotes, type NoteFinding } from './notes';
import { thresholdFor } from './sensitivity';
import { tokenize } from './tokenize';
import type { EngineInput, EngineOptions, Evidence, FindingSource, Warning, WarningLevel } from './types';

export { paragraphsFromText } from './paragraphs';
export { THRESHOLDS, DEFAULT_SENSITIVITY } from './sensitivity';
export type * from './types';

/** An author's note naming a category counts as much as this much text evidence. */
export const NOTE_SCORE = 10;
/**
 * What makes a warning a theme rather than a mention: a cluster this many times the threshold,
 * two clusters over it, or hits in this many paragraphs. Set so that the seed stories' single
 * swearing outbursts stay mentions while their heartbreak, present in most paragraphs, is a theme.
 */
export const THEME_FACTOR = 3;
export const THEME_MIN_CLUSTERS = 2;
export const THEME_MIN_PARAGRAPHS = 5;
/**
 * A category that recurs across the story's scenes is a theme even when no single scene is strong:
 * the seed stories' heartbreak is tears here, "you hurt me" there, a cheating confession later.
 * Recurring means hits in THEME_MIN_PARAGRAPHS separate paragraphs, spread so that at least
 * THEME_MIN_PARTS of the story's THEME_PARTS equal stretches (by words) each hold a weak word's
 * worth of it (THEME_PART_WEIGHT). Three swear words in three paragraphs (seed story 003) are
 * passing outbursts, not a theme: too few paragraphs.
 */
export const THEME_PARTS = 4;
export const THEME_MIN_PARTS = 3;
export const THEME_PART_WEIGHT = 1;

function tallyText(paragraphs: readonly string[], onParagraph?: EngineOptions['onParagraph']): { tallies: Tallies; words: number } {
  const lex = compileLexicons();
  const tallies: Tallies = new Map();
  let wordOffset = 0;
  paragraphs.forEach((text, paragraph) => {
    if (typeof text !== 'string' || text.length === 0) return;
    const tokens = tokenize(text);
    onParagraph?.(tokens, paragraph, text);
    for (const hit of findHits(tokens, lex, paragraph)) {
      let tally = tallies.get(hit.category);
      if (!tally) tallies.set(hit.category, (tally = new CategoryTally()));
      tally.add(hit, wordOffset + hit.from);
    }
    wordOffset += tokens.count;
  });
  for (const tally of tallies.values()) tally.close();
  return { tallies, words: wordOffset };
}

function textEvidence(tally: CategoryTally, paragraphs: readonly string[]): Evidence[] {
  return tally.evidence.map((h) => ({
    source: 'text',
    paragraph: h.paragraph,
    start: h.start,
    end: h.end,
    excerpt: excerptAround(paragraphs[h.paragraph], h.start, h.end).excerpt,
  }));
}

function round(n: number): number {
  return Math.round(n * 100) / 100;
}

/**
 * The strongest cluster's score per category found in the text, before any threshold: for
 * evaluation tools that study where a threshold should sit (`npm run eval -- --folds N`).
 */
export function textScores(paragraphs: readonly string[]): Map<CategoryId, number> {
  const { tallies } = tallyText(Array.isArray(paragraphs) ? paragraphs : []);
  return new Map([...tallies].map(([id, tally]) => [id, tally.best]));
}

/** Content warnings for a story, strongest first. */
export function analyze(input: EngineInput, options: EngineOptions = {}): Warning[] {
  const threshold = thresholdFor(options.sensitivity);
  const paragraphs = Array.isArray(input?.paragraphs) ? input.paragraphs : [];
  const { tallies, words } = tallyText(paragraphs, options.onParagraph);
  const notes = readNotes(Array.isArray(input?.notes) ? input.notes : []);
  const byCategory = new Map<CategoryId, NoteFinding[]>();
  for (const f of notes) {
    const list = byCategory.get(f.category);
    if (list) list.push(f);
    else byCategory.set(f.category, [f]);
  }

  const warnings: Warning[] = [];
  for (const id of CATEGORY_IDS) {
    const tally = tallies.get(id);
    const noted = byCategory.get(id) ?? [];
    const textRaised = !!tally && tally.best >= threshold;
    if (!textRaised && noted.length === 0) continue;
    const sources: FindingSource[] = [];
    const evidence: Evidence[] = [];
    let score = 0;
    let level: WarningLevel = 'mention';
    if (noted.length) {
      sources.push('notes');
      // The author's own words come first; one note is enough to show where they said it.
      evidence.push(noted[0].evidence);
      score += NOTE_SCORE;
      if (noted.some((f) => f.level === 'theme')) level = 'theme';
    }
    if (textRaised) {
      sources.push('text');
      evidence.push(...textEvidence(tally, paragraphs));
      score += tally.total;
      const strongClusters = tally.clusters.filter((c) => c >= threshold).length;
      if (
        strongClusters >= THEME_MIN_CLUSTERS ||
        tally.best >= THEME_FACTOR * threshold ||
        tally.paragraphs >= THEME_MIN_PARAGRAPHS ||
        tally.recurs(words, THEME_PARTS, THEME_MIN_PARTS, THEME_PART_WEIGHT, THEME_MIN_PARAGRAPHS)
      ) {
        level = 'theme';
      }
    }
    // Only paragraphs with a hit of moderate weight or more: the page shields these, and a single
    // weak word quoted as evidence is no reason to blur a paragraph.
    const passages = textRaised ? [...tally.strongParagraphs] : undefined;
    warnings.push({ id, level, score: round(score), evidence, sources, ...(passages && { passages }) });
  }
  // Stable sort: equal scores keep the category order readers know.
  return warnings.sort((a, b) => b.score - a.score);
}
