import type { Sensitivity } from '@/lib/engine/types';
import type { ShieldMode } from '@/lib/settings/settings';
import type { Choice } from './ChoiceGroup';

export const SENSITIVITY_CHOICES: readonly Choice<Sensitivity>[] = [
  { value: 'low', label: 'Low', hint: 'warns only when it is clear and repeated' },
  { value: 'balanced', label: 'Balanced', hint: 'recommended' },
  { value: 'high', label: 'High', hint: 'also warns of faint and passing mentions' },
];

export const SHIELD_CHOICES: readonly Choice<ShieldMode>[] = [
  { value: 'off', label: 'Show everything' },
  { value: 'marker', label: 'Mark flagged passages in the margin' },
  { value: 'blur', label: 'Blur flagged passages until clicked' },
  { value: 'collapse', label: 'Fold flagged passages behind a note (in the reader)' },
];
