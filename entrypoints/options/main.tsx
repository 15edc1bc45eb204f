import { render } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { Options } from '@/components/Options';
import { PersonalWarnings } from '@/components/settings/PersonalWarnings';
import '@/components/settings/settings.css';
import type { Settings } from '@/lib/settings/settings';
import { debouncedSaver, loadSettings, watchSettings } from '@/lib/settings/storage';
import { loadPersonalWarnings, savePersonalWarnings, watchPersonalWarnings, type PersonalWarningsState } from '@/lib/settings/personal-storage';
import { ADAPTERS } from '@/lib/sites/registry';

const SITES = ADAPTERS.map(({ id, name }) => ({ id, name }));

function App() {
  const [settings, setSettings] = useState<Settings | null>(null);
  const [saveError, setSaveError] = useState<string>();
  const [personal, setPersonal] = useState<PersonalWarningsState>();
  const [saver] = useState(() => debouncedSaver((error) => setSaveError(`Your last change could not be saved: ${String(error)}`)));
  useEffect(() => {
    void loadSettings().then(setSettings);
    const flush = () => void saver.flush();
    window.addEventListener('pagehide', flush);
    const unwatch = watchSettings(setSettings);
    void loadPersonalWarnings().then(setPersonal);
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
      sites={SITES}
      saveError={saveError}
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
                (error) => setSaveError(`Your own warnings could not be saved: ${String(error)}`),
              );
            }}
          />
        )
      }
      onChange={(next) => {
        setSettings(next);
        setSaveError(undefined);
        saver.save(next);
      }}
    />
  );
}

render(<App />, document.getElementById('app')!);
