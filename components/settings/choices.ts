import type { Sensitivity } from '@/lib/engine/types';
import type { ShieldMode } from '@/lib/settings/settings';
import type { Choice } from './ChoiceGroup';

export const SENSITIVITY_CHOICES: readonly Choice<Sensitivity>[] = [
  { value: 'low', label: 'Low', hint: 'only clear, repeated signals' },
  { value: 'balanced', label: 'Balanced', hint: 'recommended' },
  { value: 'high', label: 'High', hint: 'also faint and passing signals' },
];

export const SHIELD_CHOICES: readonly Choice<ShieldMode>[] = [
  { value: 'off', label: 'Show everything' },
  { value: 'marker', label: 'Mark flagged passages in the margin' },
  { value: 'blur', label: 'Blur flagged passages until clicked' },
  { value: 'collapse', label: 'Fold flagged passages behind a note (in the reader)' },
];
