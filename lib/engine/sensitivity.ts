import type { Sensitivity } from './types';

/**
 * How sure the model must be that a window holds a category before it raises a warning. Balanced
 * sits at even odds; high warns on weaker evidence, low only on clear scenes.
 */
export const THRESHOLDS: Record<Sensitivity, number> = { low: 0.7, balanced: 0.5, high: 0.3 };

export const DEFAULT_SENSITIVITY: Sensitivity = 'balanced';

/** The probability threshold for a sensitivity, falling back to balanced for anything unexpected. */
export function probabilityFor(sensitivity: Sensitivity | undefined): number {
  return THRESHOLDS[sensitivity ?? DEFAULT_SENSITIVITY] ?? THRESHOLDS[DEFAULT_SENSITIVITY];
}
