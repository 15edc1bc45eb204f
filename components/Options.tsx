import type { ComponentChildren } from 'preact';
import { t } from '@/lib/i18n/translate';
import type { PersonalWarning } from '@/lib/personal/personal-warning';
import { useState } from 'preact/hooks';
import { DEFAULT_SETTINGS, type Settings } from '@/lib/settings/settings';
import { SettingsPanel } from './reader/SettingsPanel';
import { type SettingsLoadProps, SettingsUnreadable } from './settings/SettingsUnreadable';
import { WarningSettings } from './settings/WarningSettings';
import { Welcome } from './settings/Welcome';

export interface OptionsProps extends SettingsLoadProps {
  settings: Settings | null;
  /** The supported archives, for the per-site switches. */
  sites: readonly { id: string; name: string }[];
  onChange(settings: Settings): void;
  /** Shown when a change could not be saved. */
  saveError?: string;
  /** The reader's own warnings, the backup, the blocklists and the history: sections with their own storage, drawn by the page. */
  personal?: ComponentChildren;
  backup?: ComponentChildren;
  blocklists?: ComponentChildren;
  history?: ComponentChildren;
  /** The reader's own warnings that are on: each gets a listing choice. */
  own?: readonly Pick<PersonalWarning, 'id' | 'name'>[];
}

/** The options page: everything the popup has, the per-site switches and the reader's defaults. */
export function Options({ settings, sites, onChange, saveError, loadError, onRetryLoad, personal, backup, blocklists, history, own }: OptionsProps) {
  const [justChosen, setJustChosen] = useState(false);
  if (!settings && loadError !== undefined) return <SettingsUnreadable frame="gr-options" error={loadError} onRetry={() => onRetryLoad?.()} />;
  if (!settings) return <main class="gr-options" aria-busy="true">{t('common_loading')}</main>;
  if (!settings.chosen) {
    return (
      <Welcome
        settings={settings}
        onChoose={(chosen) => {
          setJustChosen(true);
          onChange(chosen);
        }}
      />
    );
  }
  return (
    <main class="gr-options">
      <h1>{t('options_title')}</h1>
      {justChosen && (
        <p class="gr-done" role="status" data-testid="welcome-done">
          {t('options_welcome_done')}
        </p>
      )}
      <p class="gr-hint">{t('options_privacy')}</p>
      {saveError && (
        <p class="gr-problem" role="alert">
          {saveError}
        </p>
      )}
      <label class="gr-switch">
        <input type="checkbox" data-testid="enabled" checked={settings.enabled} onChange={(e) => onChange({ ...settings, enabled: e.currentTarget.checked })} />
        <span>{settings.enabled ? t('options_enabled_on') : t('options_enabled_off')}</span>
      </label>

      <h2>{t('options_warnings')}</h2>
      <WarningSettings settings={settings} onChange={onChange} own={own} />
      {personal}

      <label class="gr-check">
        <input
          type="checkbox"
          data-testid="fold-seen-banners"
          checked={settings.foldSeenBanners}
          onChange={(e) => onChange({ ...settings, foldSeenBanners: e.currentTarget.checked })}
        />
        <span>{t('options_fold_seen')}</span>
      </label>

      <h2>{t('options_hidden_from_listings')}</h2>
      {blocklists}

      <h2>{t('options_history')}</h2>
      {history}

      <h2>{t('options_sites')}</h2>
      <fieldset class="gr-fieldset">
        <legend>{t('options_sites_legend')}</legend>
        {sites.map((site) => (
          <label class="gr-check" key={site.id}>
            <input
              type="checkbox"
              data-testid={`site-${site.id}`}
              checked={settings.sites[site.id] !== false}
              onChange={(e) => onChange({ ...settings, sites: { ...settings.sites, [site.id]: e.currentTarget.checked } })}
            />
            <span>{site.name}</span>
          </label>
        ))}
      </fieldset>

      <h2>{t('options_reader_defaults')}</h2>
      <div class="gr-reader-defaults">
        <SettingsPanel settings={settings.reader} onChange={(reader) => onChange({ ...settings, reader })} hasWorkSkin />
      </div>

      {backup}

      <h2>{t('options_start_again')}</h2>
      <button type="button" class="gr-button" data-testid="reset" onClick={() => confirm(t('options_reset_confirm')) && onChange(DEFAULT_SETTINGS)}>
        {t('options_reset')}
      </button>
    </main>
  );
}
