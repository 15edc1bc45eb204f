import type { Sensitivity } from './types';

/**
 * How sure the model must be that a window holds a category before it raises a warning. Balanced
 * sits at even odds; high warns on weaker evidence, low only on clear scenes.
 */
export const THRESHOLDS: Record<Sensitivity, number> = { low: 0.7, balanced: 0.5, high: 0.3 };

/**
 * For the reader's own warnings (lib/personal), which have no learned weights: the summed weight of
 * their words a scene must reach, on the lexicons' scale (1 weak .. 4 explicit). At balanced one
 * strong word or three weak ones, as the built-in categories' weights start from (train-engine PRIOR).
 */
export const WEIGHT_THRESHOLDS: Record<Sensitivity, number> = { low: 4, balanced: 3, high: 2 };

export const DEFAULT_SENSITIVITY: Sensitivity = 'balanced';

/**
 * The bar a category must clear on meaning alone, in a window holding none of its own words: the
 * meaning layer's probability must leave at most ALONE_SHARE of the doubt the sensitivity allows
 * (0.5 would make balanced's bar 0.75). 0: meaning alone raises nothing. So it is for now: on the 32
 * real archive pages (test/corpus/real-pages, never trained on) a bar of 0.75 raised 3.09 false
 * alarms a chapter, against 0.84 for the rules alone and 0.28 with the meaning layer only lowering
 * the rules' findings (npm run eval, 2026-12-06): the labelled scenes it learned from are denser than
 * real chapters, and a real chapter has hundreds of windows. Raise it once real text teaches it.
 */
export const ALONE_SHARE = 0;

/** The probability a category needs from meaning alone at a sensitivity. */
export function aloneFor(sensitivity: Sensitivity | undefined): number {
  return ALONE_SHARE > 0 ? 1 - (1 - probabilityFor(sensitivity)) * ALONE_SHARE : Infinity;
}

function pick(table: Record<Sensitivity, number>, sensitivity: Sensitivity | undefined): number {
  return table[sensitivity ?? DEFAULT_SENSITIVITY] ?? table[DEFAULT_SENSITIVITY];
}

/** The probability threshold for a sensitivity, falling back to balanced for anything unexpected. */
export function probabilityFor(sensitivity: Sensitivity | undefined): number {
  return pick(THRESHOLDS, sensitivity);
}

/** The weight threshold for a sensitivity (the reader's own warnings), falling back to balanced. */
export function thresholdFor(sensitivity: Sensitivity | undefined): number {
  return pick(WEIGHT_THRESHOLDS, sensitivity);
}

/**
 * Whether the meaning layer may lower what the rules found: at low and balanced sensitivity; at high,
 * a lone cue the meaning does not confirm still shows (the issue: "at high sensitivity it may show").
 */
export function vetoes(sensitivity: Sensitivity | undefined): boolean {
  return (sensitivity ?? DEFAULT_SENSITIVITY) !== 'high';
}
