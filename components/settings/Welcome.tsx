import { useState } from 'preact/hooks';
import { t } from '@/lib/i18n/translate';
import type { Settings, ShieldMode } from '@/lib/settings/settings';
import { CategoryList } from './CategoryList';
import { ChoiceGroup, type Choice } from './ChoiceGroup';

/** The three answers the first run offers; folding passages away stays on the full settings page. */
function welcomeShieldChoices(): readonly Choice<ShieldMode>[] {
  return [
    { value: 'off', label: t('options_welcome_shield_off'), hint: t('options_welcome_shield_off_hint') },
    { value: 'marker', label: t('options_welcome_shield_marker'), hint: t('options_welcome_shield_marker_hint') },
    { value: 'blur', label: t('options_welcome_shield_blur'), hint: t('options_welcome_shield_blur_hint') },
  ];
}
const WELCOME_SHIELDS: readonly ShieldMode[] = ['off', 'marker', 'blur'];

export interface WelcomeProps {
  /** The settings before the choice: their categories and shield are what is pre-selected. */
  settings: Settings;
  /** The reader's answer, marked as chosen. */
  onChoose(settings: Settings): void;
}

/**
 * The first-run question, on the options page a new install opens (a full page on Firefox for
 * Android): which warnings matter, and what flagged passages do. Nothing is saved until the reader
 * answers, so nothing is blurred before they choose to.
 */
export function Welcome({ settings, onChoose }: WelcomeProps) {
  const [categories, setCategories] = useState(settings.categories);
  const [shield, setShield] = useState<ShieldMode>(WELCOME_SHIELDS.includes(settings.shield) ? settings.shield : 'marker');
  return (
    <main class="gr-options gr-welcome" data-testid="welcome">
      <h1>{t('options_welcome_title')}</h1>
      <p>{t('options_welcome_intro')}</p>
      <h2>{t('options_welcome_categories')}</h2>
      <p class="gr-hint">{t('options_welcome_categories_hint', t('categories_all'))}</p>
      <CategoryList categories={categories} onChange={setCategories} />
      <h2>{t('options_welcome_shield')}</h2>
      <ChoiceGroup
        legend={t('options_welcome_shield_legend')}
        name="shield"
        choices={welcomeShieldChoices()}
        value={shield}
        onChange={(value: ShieldMode) => setShield(value)}
      />
      <button type="button" class="gr-button gr-primary" data-testid="welcome-save" onClick={() => onChoose({ ...settings, categories, shield, chosen: true })}>
        {t('options_welcome_save')}
      </button>
    </main>
  );
}
