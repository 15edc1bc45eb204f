import { errorMessage } from '@/lib/error-message';
import { t } from '@/lib/i18n/translate';

/** The line that says the browser would not give what was stored, in its own words (`error`: a failure or its message). */
export const settingsUnreadableText = (error: unknown) => t('settings_unreadable_here', errorMessage(error));

/** For the popup and the options page: the stored settings could not be read (the browser's words), and a way to try again. */
export interface SettingsLoadProps {
  loadError?: string;
  onRetryLoad?(): void;
}

export interface SettingsUnreadableProps {
  /** The browser's own words for the failure. */
  error: string;
  onRetry(): void;
  /** The page's own frame: `gr-popup` or `gr-options`. */
  frame: string;
}

/**
 * In place of the popup's or the options page's controls when the browser's storage would not give
 * the saved settings: controls drawn from defaults would show a state that is not the reader's, and
 * a change made there would be saved over theirs. Says so, and lets them try again.
 */
export function SettingsUnreadable({ error, onRetry, frame }: SettingsUnreadableProps) {
  return (
    <main class={frame} data-testid="settings-unreadable">
      <h1>{t('settings_unreadable_heading')}</h1>
      <p class="gr-problem" role="alert">
        {settingsUnreadableText(error)}
      </p>
      <button type="button" class="gr-button" onClick={onRetry} data-testid="settings-retry">
        {t('page_try_again')}
      </button>
    </main>
  );
}
