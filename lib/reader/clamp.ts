import { READER_LIMITS } from '../settings/settings';

export type NumericReaderSetting = keyof typeof READER_LIMITS;

/** Brings a slider or stored value onto the setting's grid: within READER_LIMITS, on a whole step. */
export function clampSetting(key: NumericReaderSetting, value: number): number {
  const { min, max, step } = READER_LIMITS[key];
  if (!Number.isFinite(value)) return min;
  const snapped = min + Math.round((value - min) / step) * step;
  // Rounding to the step's decimals drops float noise such as 0.30000000000000004.
  const decimals = (String(step).split('.')[1] ?? '').length;
  return Number(Math.min(max, Math.max(min, snapped)).toFixed(decimals));
}
