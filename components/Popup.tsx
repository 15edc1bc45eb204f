import { t, tCount } from '@/lib/i18n/translate';
import type { PageStatus } from '@/lib/messages';
import { notReadHeading } from '@/lib/not-read';
import type { PersonalWarning } from '@/lib/personal/personal-warning';
import type { Settings } from '@/lib/settings/settings';
import { warningLabel } from '@/lib/warnings';
import { type SettingsLoadProps, SettingsUnreadable } from './settings/SettingsUnreadable';
import { WarningSettings } from './settings/WarningSettings';

/** What the popup knows of the tab: still asking, not an archive we read, or the page's status. */
export type TabState = { state: 'loading' } | { state: 'unsupported' } | { state: 'ready'; status: PageStatus };

export interface PopupProps extends SettingsLoadProps {
  settings: Settings | null;
  tab: TabState;
  onChange(settings: Settings): void;
  onOpenReader(): void;
  onOpenOptions(): void;
  /** The last change could not be saved (the control shows what is stored again). */
  saveError?: string;
  /** The reader's own warnings that are on: each gets the same listing choice as a category. */
  own?: readonly Pick<PersonalWarning, 'id' | 'name'>[];
}

function TabSummary({ tab, settings, onChange, onOpenReader }: Omit<PopupProps, 'settings' | 'onOpenOptions' | 'own'> & { settings: Settings }) {
  if (tab.state === 'loading') return <p class="gr-status">{t('popup_looking')}</p>;
  if (tab.state === 'unsupported') {
    return (
      <section class="gr-status" aria-label={t('popup_this_page')}>
        <p>{t('popup_no_story_found')}</p>
        <button type="button" class="gr-button" data-testid="read-page" onClick={onOpenReader}>
          {t('popup_read_this_page')}
        </button>
        <p class="gr-hint">{t('popup_read_this_page_hint')}</p>
      </section>
    );
  }
  const { status } = tab;
  const site = status.site;
  return (
    <section class="gr-status" aria-label={t('popup_this_page')}>
      {status.title && <p class="gr-title">{status.title}</p>}
      {status.problem && <p>{status.problem}</p>}
      {/* Its warnings are not known yet: said so, never "no warnings". */}
      {status.reading && <p data-testid="page-reading">{t('page_long_reading_heading')}</p>}
      {status.listingWorks !== undefined && (
        <p>{status.listingWithoutWarnings ? tCount('popup_listing_stories_no_warnings', status.listingWorks) : tCount('popup_listing_works', status.listingWorks)}</p>
      )}
      {status.words !== undefined && (
        <p data-testid="page-warnings">
          {status.warnings.length === 0
            ? status.textRead === false
              ? t('popup_sentence', notReadHeading())
              : t('popup_no_warnings')
            : t('popup_warnings', (status.warningLabels ?? status.warnings.map((id) => warningLabel({ id }))).join(', '))}
        </p>
      )}
      {status.notice && <p data-testid="not-read">{status.notice}</p>}
      <div class="gr-row">
        {status.canOpenReader && (
          <button type="button" class="gr-button" data-testid="open-reader" onClick={onOpenReader}>
            {t('banner_open_reader')}
          </button>
        )}
        {site && site !== 'readability' && (
          <label class="gr-check">
            <input
              type="checkbox"
              data-testid="site-enabled"
              checked={settings.sites[site] !== false}
              onChange={(e) => onChange({ ...settings, sites: { ...settings.sites, [site]: e.currentTarget.checked } })}
            />
            <span>{t('popup_on_for_site', status.siteName ?? site)}</span>
          </label>
        )}
      </div>
    </section>
  );
}

/** The toolbar popup: the switch, this page, which warnings matter, how sensitive, how shown. */
export function Popup({ settings, tab, onChange, onOpenReader, onOpenOptions, saveError, loadError, onRetryLoad, own }: PopupProps) {
  if (!settings && loadError !== undefined) return <SettingsUnreadable frame="gr-popup" error={loadError} onRetry={() => onRetryLoad?.()} />;
  if (!settings) return <main class="gr-popup" aria-busy="true">{t('common_loading')}</main>;
  return (
    <main class="gr-popup">
      <header class="gr-header">
        <h1>{t('extension_name')}</h1>
        <label class="gr-switch">
          <input
            type="checkbox"
            data-testid="enabled"
            checked={settings.enabled}
            onChange={(e) => onChange({ ...settings, enabled: e.currentTarget.checked })}
          />
          <span>{settings.enabled ? t('popup_on') : t('popup_off')}</span>
        </label>
      </header>
      {saveError && (
        <p class="gr-problem" role="alert" data-testid="save-error">
          {saveError}
        </p>
      )}
      {!settings.chosen && (
        <section class="gr-status" aria-label={t('popup_first_run_label')} data-testid="first-run">
          <p>{t('popup_first_run')}</p>
          <button type="button" class="gr-button" onClick={onOpenOptions}>
            {t('popup_first_run_choose')}
          </button>
        </section>
      )}
      {settings.enabled && <TabSummary tab={tab} settings={settings} onChange={onChange} onOpenReader={onOpenReader} />}
      <WarningSettings settings={settings} onChange={onChange} disabled={!settings.enabled} own={own} />
      <footer class="gr-footer">
        <button type="button" class="gr-link" onClick={onOpenOptions}>
          {t('popup_open_options')}
        </button>
        <p class="gr-hint">{t('popup_privacy')}</p>
      </footer>
    </main>
  );
}

