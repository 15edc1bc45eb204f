import { render } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { Options } from '@/components/Options';
import '@/components/settings/settings.css';
import type { Settings } from '@/lib/settings/settings';
import { debouncedSaver, loadSettings, watchSettings } from '@/lib/settings/storage';
import { ADAPTERS } from '@/lib/sites/registry';

const SITES = ADAPTERS.map(({ id, name }) => ({ id, name }));

function App() {
  const [settings, setSettings] = useState<Settings | null>(null);
  const [saveError, setSaveError] = useState<string>();
  const [saver] = useState(() => debouncedSaver((error) => setSaveError(`Your last change could not be saved: ${String(error)}`)));
  useEffect(() => {
    void loadSettings().then(setSettings);
    const flush = () => void saver.flush();
    window.addEventListener('pagehide', flush);
    const unwatch = watchSettings(setSettings);
    return () => {
      unwatch();
      window.removeEventListener('pagehide', flush);
    };
  }, []);
  return (
    <Options
      settings={settings}
      sites={SITES}
      saveError={saveError}
      onChange={(next) => {
        setSettings(next);
        setSaveError(undefined);
        saver.save(next);
      }}
    />
  );
}

render(<App />, document.getElementById('app')!);
