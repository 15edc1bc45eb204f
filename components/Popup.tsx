import type { PageStatus } from '@/lib/messages';
import { notReadHeading } from '@/lib/not-read';
import type { Settings } from '@/lib/settings/settings';
import { warningLabel } from '@/lib/warnings';
import { WarningSettings } from './settings/WarningSettings';

/** What the popup knows of the tab: still asking, not an archive we read, or the page's status. */
export type TabState = { state: 'loading' } | { state: 'unsupported' } | { state: 'ready'; status: PageStatus };

export interface PopupProps {
  settings: Settings | null;
  tab: TabState;
  onChange(settings: Settings): void;
  onOpenReader(): void;
  onOpenOptions(): void;
  /** The last change could not be saved (the control shows what is stored again). */
  saveError?: string;
}

function TabSummary({ tab, settings, onChange, onOpenReader }: Omit<PopupProps, 'settings' | 'onOpenOptions'> & { settings: Settings }) {
  if (tab.state === 'loading') return <p class="gr-status">Looking at this page…</p>;
  if (tab.state === 'unsupported') {
    return (
      <section class="gr-status" aria-label="This page">
        <p>Gentle Reader found no story on this page by itself.</p>
        <button type="button" class="gr-button" data-testid="read-page" onClick={onOpenReader}>
          Read this page
        </button>
        <p class="gr-hint">Reads this one page, on your device, only when you click.</p>
      </section>
    );
  }
  const { status } = tab;
  const site = status.site;
  return (
    <section class="gr-status" aria-label="This page">
      {status.title && <p class="gr-title">{status.title}</p>}
      {status.problem && <p>{status.problem}</p>}
      {status.listingWorks !== undefined && <p>{status.listingWorks} works listed: each shows what its tags warn of.</p>}
      {status.words !== undefined && (
        <p data-testid="page-warnings">
          {status.warnings.length === 0
            ? status.textRead === false
              ? `${notReadHeading()}.`
              : 'No warnings in the categories you follow.'
            : `Warnings: ${(status.warningLabels ?? status.warnings.map((id) => warningLabel({ id }))).join(', ')}`}
        </p>
      )}
      {status.notice && <p data-testid="not-read">{status.notice}</p>}
      <div class="gr-row">
        {status.canOpenReader && (
          <button type="button" class="gr-button" data-testid="open-reader" onClick={onOpenReader}>
            Open reader
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
            <span>On for {status.siteName ?? site}</span>
          </label>
        )}
      </div>
    </section>
  );
}

/** The toolbar popup: the switch, this page, which warnings matter, how sensitive, how shown. */
export function Popup({ settings, tab, onChange, onOpenReader, onOpenOptions, saveError }: PopupProps) {
  if (!settings) return <main class="gr-popup" aria-busy="true">Loading…</main>;
  return (
    <main class="gr-popup">
      <header class="gr-header">
        <h1>Gentle Reader</h1>
        <label class="gr-switch">
          <input
            type="checkbox"
            data-testid="enabled"
            checked={settings.enabled}
            onChange={(e) => onChange({ ...settings, enabled: e.currentTarget.checked })}
          />
          <span>{settings.enabled ? 'On' : 'Off'}</span>
        </label>
      </header>
      {saveError && (
        <p class="gr-problem" role="alert" data-testid="save-error">
          {saveError}
        </p>
      )}
      {settings.enabled && <TabSummary tab={tab} settings={settings} onChange={onChange} onOpenReader={onOpenReader} />}
      <WarningSettings settings={settings} onChange={onChange} disabled={!settings.enabled} />
      <footer class="gr-footer">
        <button type="button" class="gr-link" onClick={onOpenOptions}>
          Your own warnings, backup and all settings
        </button>
        <p class="gr-hint">Everything stays on this device. No data is sent anywhere.</p>
      </footer>
    </main>
  );
}

