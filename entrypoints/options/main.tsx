import { render } from 'preact';
import { browser } from 'wxt/browser';
import { t, uiLocale, useBrowserI18n } from '@/lib/i18n/translate';
import { useEffect, useState } from 'preact/hooks';
import { Options } from '@/components/Options';
import { settingsUnreadableText } from '@/components/settings/SettingsUnreadable';
import { PersonalWarnings } from '@/components/settings/PersonalWarnings';
import { Backup } from '@/components/settings/Backup';
import { BlocklistSettings } from '@/components/settings/BlocklistSettings';
import { HistoryList } from '@/components/settings/HistoryList';
import { backupFileName, backupText, makeBackup } from '@/lib/backup/backup';
import { readBackupData, writeBackupData } from '@/lib/backup/backup-storage';
import '@/components/settings/settings.css';
import { forgetWork, type History } from '@/lib/history/history';
import { historyStore } from '@/lib/history/storage';
import { addToBlocklist, removeFromBlocklist, type Blocklists } from '@/lib/settings/blocklists';
import { blocklistsStore, debouncedSaver, watchSettings } from '@/lib/settings/storage';
import { useStoredSettings } from '@/lib/settings/use-stored-settings';
import { loadPersonalWarnings, savePersonalWarnings, watchPersonalWarnings, type PersonalWarningsState } from '@/lib/settings/personal-storage';
import { siteName } from '@/lib/site-text';
import { KNOWN_SITES } from '@/lib/sites/known-sites';


/** Writes the backup file through a download link: no permission, nothing leaves the device. */
async function exportBackup(): Promise<void> {
  const url = URL.createObjectURL(new Blob([backupText(makeBackup(await readBackupData()))], { type: 'application/json' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: backupFileName() });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

function App() {
  const { settings, setSettings, loadError, readSettings } = useStoredSettings();
  const [saveError, setSaveError] = useState<string>();
  const [personal, setPersonal] = useState<PersonalWarningsState>();
  const [saver] = useState(() => debouncedSaver((error) => setSaveError(t('options_save_failed', String(error)))));
  const [blocklists, setBlocklists] = useState<Blocklists>();
  const [history, setHistory] = useState<History>();
  /** A section's own storage would not give what it holds: said, rather than a section silently missing. */
  const unreadable = (error: unknown) => setSaveError(settingsUnreadableText(error));
  /** Everything the page shows from storage; read again by Try again. */
  const readAll = () => {
    setSaveError(undefined);
    void readSettings();
    void blocklistsStore.load().then(setBlocklists, unreadable);
    void historyStore.load().then(setHistory, unreadable);
    void loadPersonalWarnings().then(setPersonal, unreadable);
  };
  useEffect(() => {
    readAll();
    const unwatchLists = blocklistsStore.watch(setBlocklists);
    const unwatchHistory = historyStore.watch(setHistory);
    return () => {
      unwatchLists();
      unwatchHistory();
    };
  }, []);
  const failed = (error: unknown) => setSaveError(t('options_save_failed', String(error)));
  useEffect(() => {
    const flush = () => void saver.flush();
    window.addEventListener('pagehide', flush);
    const unwatch = watchSettings(setSettings);
    const unwatchPersonal = watchPersonalWarnings(setPersonal);
    return () => {
      unwatch();
      unwatchPersonal();
      window.removeEventListener('pagehide', flush);
    };
  }, []);
  return (
    <Options
      settings={settings}
      sites={KNOWN_SITES.map((site) => ({ id: site.id, name: siteName(site) }))}
      saveError={saveError}
      loadError={loadError}
      onRetryLoad={readAll}
      own={personal?.warnings.filter((w) => w.enabled)}
      backup={<Backup onExport={exportBackup} readCurrent={readBackupData} onApply={writeBackupData} />}
      personal={
        personal &&
        settings && (
          <PersonalWarnings
            warnings={personal.warnings}
            sync={personal.sync}
            sensitivity={settings.sensitivity}
            onChange={(warnings) => {
              setPersonal({ ...personal, warnings });
              void savePersonalWarnings(warnings).then(
                (sync) => setPersonal({ warnings, sync }),
                (error) => setSaveError(t('personal_save_failed', String(error))),
              );
            }}
          />
        )
      }
      blocklists={
        blocklists && (
          <BlocklistSettings
            lists={blocklists}
            onAdd={(kind, value) => void blocklistsStore.update((l) => addToBlocklist(l, kind, value)).then(setBlocklists, failed)}
            onRemove={(kind, value) => void blocklistsStore.update((l) => removeFromBlocklist(l, kind, value)).then(setBlocklists, failed)}
          />
        )
      }
      history={
        history && (
          <HistoryList
            history={history}
            onForget={(key) => void historyStore.update((h) => forgetWork(h, key)).then(setHistory, failed)}
            onForgetAll={() => void historyStore.update(() => ({})).then(setHistory, failed)}
          />
        )
      }
      onChange={(next) => {
        setSettings(next);
        setSaveError(undefined);
        saver.save(next);
        // The first-run answer is saved at once: the reader may go straight to a story.
        if (next.chosen !== settings?.chosen) void saver.flush();
      }}
    />
  );
}

useBrowserI18n(browser.i18n);
document.documentElement.lang = uiLocale();
document.title = t('options_title');
render(<App />, document.getElementById('app')!);
