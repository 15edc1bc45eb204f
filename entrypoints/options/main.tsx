import { render } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { Options } from '@/components/Options';
import '@/components/settings/settings.css';
import type { Settings } from '@/lib/settings/settings';
import { loadSettings, settingsItem, watchSettings } from '@/lib/settings/storage';
import { ADAPTERS } from '@/lib/sites/registry';

const SITES = ADAPTERS.map(({ id, name }) => ({ id, name }));

function App() {
  const [settings, setSettings] = useState<Settings | null>(null);
  useEffect(() => {
    void loadSettings().then(setSettings);
    return watchSettings(setSettings);
  }, []);
  return (
    <Options
      settings={settings}
      sites={SITES}
      onChange={(next) => {
        setSettings(next);
        void settingsItem.setValue(next);
      }}
    />
  );
}

render(<App />, document.getElementById('app')!);
