import type { Sensitivity } from './types';

/**
 * Score a cluster of nearby matches must reach to raise a warning. Lexicon weights run from
 * 1 (weak) to 4 (explicit), so at balanced one strong word or three weak ones raise a warning;
 * high needs one moderate word; low needs an explicit one or a strong word with company.
 * One threshold serves every category: per-category thresholds chosen on four work-folds of the
 * labelled AO3 passages did no better on the fifth than this one (`npm run eval -- --folds 5`),
 * so the differences between categories live in the lexicon weights, not here.
 */
export const THRESHOLDS: Record<Sensitivity, number> = { low: 4, balanced: 3, high: 2 };

export const DEFAULT_SENSITIVITY: Sensitivity = 'balanced';

/** The threshold for a sensitivity, falling back to balanced for anything unexpected. */
export function thresholdFor(sensitivity: Sensitivity | undefined): number {
  return THRESHOLDS[sensitivity ?? DEFAULT_SENSITIVITY] ?? THRESHOLDS[DEFAULT_SENSITIVITY];
}
