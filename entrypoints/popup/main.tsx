import { render } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import type { Runtime } from 'webextension-polyfill';
import { t, uiLocale, useBrowserI18n } from '@/lib/i18n/translate';
import { Popup, type TabState } from '@/components/Popup';
import { settingsUnreadableText } from '@/components/settings/SettingsUnreadable';
import '@/components/settings/settings.css';
import { isToBackgroundMessage, type PageStatus, type ToBackgroundMessage, type ToContentMessage } from '@/lib/messages';
import { errorMessage } from '@/lib/error-message';
import { loadSettings, updateSettings, watchSettings } from '@/lib/settings/storage';
import { useStoredSettings } from '@/lib/settings/use-stored-settings';
import { loadPersonalWarnings, watchPersonalWarnings } from '@/lib/settings/personal-storage';
import type { PersonalWarning } from '@/lib/personal/personal-warning';

const GET_STATUS: ToContentMessage = { type: 'get-status' };

/** The tab the popup speaks for: the active tab, or ?tab=ID when the popup is opened as a page. */
async function targetTabId(): Promise<number | undefined> {
  const fromQuery = Number(new URLSearchParams(location.search).get('tab'));
  if (Number.isInteger(fromQuery) && fromQuery > 0) return fromQuery;
  const [tab] = await browser.tabs.query({ active: true, currentWindow: true });
  return tab?.id;
}

async function askTab(tabId: number | undefined): Promise<TabState> {
  if (tabId === undefined) return { state: 'unsupported' };
  try {
    const status = (await browser.tabs.sendMessage(tabId, GET_STATUS)) as PageStatus | undefined;
    return status ? { state: 'ready', status } : { state: 'unsupported' };
  } catch {
    return { state: 'unsupported' };
  }
}

function App() {
  const { settings, setSettings, loadError, readSettings } = useStoredSettings();
  const [tabId, setTabId] = useState<number>();
  const [tab, setTab] = useState<TabState>({ state: 'loading' });
  const [saveError, setSaveError] = useState<string>();
  const [own, setOwn] = useState<PersonalWarning[]>([]);

  // The reader's own warnings that are on get a listing choice, as on the options page.
  const keepEnabled = ({ warnings }: { warnings: PersonalWarning[] }) => setOwn(warnings.filter((w) => w.enabled));
  /** Everything the popup shows from storage; read again by Try again. */
  const readStored = () => {
    setSaveError(undefined);
    void readSettings();
    void loadPersonalWarnings().then(keepEnabled, (error: unknown) => setSaveError(settingsUnreadableText(error)));
  };

  useEffect(() => {
    readStored();
    const unwatchPersonal = watchPersonalWarnings(keepEnabled);
    let target: number | undefined;
    let reported = false;
    // The page's own report when its draw is done (sent to the background, heard here too): a very
    // long page answers at once that it is still read, and this brings the rest when it is.
    const followReports = (message: unknown, sender: Runtime.MessageSender) => {
      if (target === undefined || sender.tab?.id !== target || !isToBackgroundMessage(message) || message.type !== 'page-status') return;
      reported = true;
      setTab({ state: 'ready', status: message.status });
    };
    browser.runtime.onMessage.addListener(followReports);
    void targetTabId().then(async (id) => {
      target = id;
      setTabId(id);
      const answer = await askTab(id);
      // "Still reading" answered just before the page's report came: the report is newer.
      if (!(reported && answer.state === 'ready' && answer.status.reading)) setTab(answer);
    });
    const unwatchSettings = watchSettings((next) => {
      setSettings(next);
      // The page redraws on its own; ask again so this summary follows it.
      void targetTabId().then(askTab).then(setTab);
    });
    return () => {
      unwatchSettings();
      unwatchPersonal();
      browser.runtime.onMessage.removeListener(followReports);
    };
  }, []);

  const openReader = async () => {
    if (tabId === undefined) return;
    const message: ToBackgroundMessage = { type: 'open-reader-in-tab', tabId };
    try {
      await browser.runtime.sendMessage(message);
      window.close();
    } catch {
      setTab({ state: 'ready', status: { problem: t('popup_page_protected'), warnings: [], canOpenReader: false } });
    }
  };

  return (
    <Popup
      settings={settings}
      tab={tab}
      saveError={saveError}
      loadError={loadError}
      onRetryLoad={readStored}
      own={own}
      onChange={(next) => {
        const shown = settings;
        setSettings(next);
        setSaveError(undefined);
        // The popup does not edit the reader's settings: keep whatever the reader saved meanwhile.
        updateSettings((stored) => ({ ...next, reader: stored.reader })).catch(async (error: unknown) => {
          // Never show a state that is not stored (audit F12): the control goes back, and says why.
          setSettings(await loadSettings().catch(() => shown));
          setSaveError(t('common_save_failed', errorMessage(error)));
        });
      }}
      onOpenReader={() => void openReader()}
      onOpenOptions={() => void browser.runtime.openOptionsPage()}
    />
  );
}

useBrowserI18n(browser.i18n);
document.documentElement.lang = uiLocale();
render(<App />, document.getElementById('app')!);
