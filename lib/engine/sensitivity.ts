import type { Sensitivity } from './types';

/**
 * Score a cluster of nearby matches must reach to raise a warning. Lexicon weights run from
 * 1 (weak) to 4 (explicit), so at balanced one strong word or three weak ones raise a warning;
 * high needs one moderate word; low needs an explicit one or a strong word with company.
 */
export const THRESHOLDS: Record<Sensitivity, number> = { low: 4, balanced: 3, high: 2 };

export const DEFAULT_SENSITIVITY: Sensitivity = 'balanced';

/** The threshold for a sensitivity, falling back to balanced for anything unexpected. */
export function thresholdFor(sensitivity: Sensitivity | undefined): number {
  return THRESHOLDS[sensitivity ?? DEFAULT_SENSITIVITY] ?? THRESHOLDS[DEFAULT_SENSITIVITY];
}
