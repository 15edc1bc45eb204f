import { useState } from 'preact/hooks';
import { errorMessage } from '../error-message';
import type { Settings } from './settings';
import { loadSettings } from './storage';

/**
 * The stored settings for the popup and the options page, read by `readSettings()`. If the browser
 * will not give them, `loadError` says why and `settings` stays null: controls drawn from defaults
 * would show a state that is not the reader's, and a change made there would be saved over theirs.
 */
export function useStoredSettings() {
  const [settings, setSettings] = useState<Settings | null>(null);
  const [loadError, setLoadError] = useState<string>();
  const readSettings = () =>
    loadSettings().then(
      (loaded) => {
        setSettings(loaded);
        setLoadError(undefined);
      },
      (error: unknown) => setLoadError(errorMessage(error)),
    );
  return { settings, setSettings, loadError, readSettings };
}
