import type { Settings } from '@/lib/settings/settings';
import { CategoryList } from './CategoryList';
import { ChoiceGroup } from './ChoiceGroup';
import { ListingSettings } from './ListingSettings';
import { SENSITIVITY_CHOICES, SHIELD_CHOICES } from './choices';

export interface WarningSettingsProps {
  settings: Settings;
  onChange(settings: Settings): void;
  disabled?: boolean;
}

/** Which warnings, how sensitive, how flagged passages are shown: the popup's and the options page's core. */
export function WarningSettings({ settings, onChange, disabled }: WarningSettingsProps) {
  return (
    <>
      <CategoryList categories={settings.categories} disabled={disabled} onChange={(categories) => onChange({ ...settings, categories })} />
      <ListingSettings
        listing={settings.listing}
        categories={settings.categories}
        disabled={disabled}
        onChange={(listing) => onChange({ ...settings, listing })}
      />
      <ChoiceGroup
        legend="Sensitivity"
        name="sensitivity"
        choices={SENSITIVITY_CHOICES}
        value={settings.sensitivity}
        disabled={disabled}
        onChange={(sensitivity) => onChange({ ...settings, sensitivity })}
      />
      <ChoiceGroup
        legend="Flagged passages"
        name="shield"
        choices={SHIELD_CHOICES}
        value={settings.shield}
        disabled={disabled}
        onChange={(shield) => onChange({ ...settings, shield })}
      />
    </>
  );
}
