import { formatNumber, t, uiLocale } from '../../lib/i18n/translate';

export interface ResumePromptProps {
  percent: number;
  onResume(): void;
  onDismiss(): void;
}

/** Offered when the reader comes back to a chapter they had started. */
export function ResumePrompt({ percent, onResume, onDismiss }: ResumePromptProps) {
  return (
    <aside class="rd-resume" aria-label={t('reader_resume_label')} data-testid="rd-resume" lang={uiLocale()}>
      <p>{t('reader_resume_read_before', formatNumber(percent / 100, { style: 'percent' }))}</p>
      <button type="button" class="rd-button rd-primary" onClick={onResume}>
        {t('reader_resume')}
      </button>
      <button type="button" class="rd-button" onClick={onDismiss}>
        {t('reader_start_over')}
      </button>
    </aside>
  );
}
