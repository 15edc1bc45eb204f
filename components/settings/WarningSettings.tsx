import type { PersonalWarning } from '@/lib/personal/personal-warning';
import type { Settings } from '@/lib/settings/settings';
import { CategoryList } from './CategoryList';
import { ChoiceGroup } from './ChoiceGroup';
import { ListingSettings } from './ListingSettings';
import { t } from '@/lib/i18n/translate';
import { sensitivityChoices, shieldChoices } from './choices';

export interface WarningSettingsProps {
  settings: Settings;
  onChange(settings: Settings): void;
  disabled?: boolean;
  /** The reader's own warnings, for their listing choices (the options page has them). */
  own?: readonly Pick<PersonalWarning, 'id' | 'name'>[];
}

/** Which warnings, how sensitive, how flagged passages are shown: the popup's and the options page's core. */
export function WarningSettings({ settings, onChange, disabled, own }: WarningSettingsProps) {
  return (
    <>
      <CategoryList categories={settings.categories} disabled={disabled} onChange={(categories) => onChange({ ...settings, categories })} />
      <ListingSettings
        listing={settings.listing}
        categories={settings.categories}
        own={own}
        disabled={disabled}
        onChange={(listing) => onChange({ ...settings, listing })}
      />
      <ChoiceGroup
        legend={t('sensitivity_legend')}
        name="sensitivity"
        choices={sensitivityChoices()}
        value={settings.sensitivity}
        disabled={disabled}
        onChange={(sensitivity) => onChange({ ...settings, sensitivity })}
      />
      <ChoiceGroup
        legend={t('shield_legend')}
        name="shield"
        choices={shieldChoices()}
        value={settings.shield}
        disabled={disabled}
        onChange={(shield) => onChange({ ...settings, shield })}
      />
    </>
  );
}
