import type { Sensitivity } from '@/lib/engine/types';
import type { ShieldMode } from '@/lib/settings/settings';
import { t } from '@/lib/i18n/translate';
import type { Choice } from './ChoiceGroup';

/** How sensitive the engine is, in the reader's language (a function: the language is known only once the page starts). */
export function sensitivityChoices(): readonly Choice<Sensitivity>[] {
  return [
    { value: 'low', label: t('sensitivity_low'), hint: t('sensitivity_low_hint') },
    { value: 'balanced', label: t('sensitivity_balanced'), hint: t('sensitivity_balanced_hint') },
    { value: 'high', label: t('sensitivity_high'), hint: t('sensitivity_high_hint') },
  ];
}

/** How flagged passages are shown. */
export function shieldChoices(): readonly Choice<ShieldMode>[] {
  return [
    { value: 'off', label: t('shield_off') },
    { value: 'marker', label: t('shield_marker') },
    { value: 'blur', label: t('shield_blur') },
    { value: 'collapse', label: t('shield_collapse') },
  ];
}
