import type { Warning } from '../lib/engine/types';
import type { PageScheme } from '../lib/page/page-scheme';
import { t, uiLocale } from '../lib/i18n/translate';
import { summaryLine } from '../lib/page/summary';

export interface WarningSummaryProps {
  /** Undefined while the story is still being read: the line keeps its place and says so. */
  warnings?: Warning[];
  /** The plain-words line when the archive's warnings row seems to say otherwise. */
  contradiction?: string;
  /** The reader follows no category at all: say so instead of "nothing found". */
  followsNone?: boolean;
  /**
   * The story's text was not read (not English): the notice naming its language, shown under the
   * line in place of `contradiction`; the line then never says "nothing found".
   */
  notRead?: string;
  /** Jumps to the full banner before the text. */
  onDetails?: () => void;
  /** Opens the options page, to choose which warnings matter. */
  onChooseWarnings?: () => void;
  /** The page's own colours (page-scheme.ts). */
  scheme?: PageScheme;
}

/**
 * The one-line summary where readers look first (beside AO3's own warnings row): what was found,
 * and a way to the full banner. Its height is the same while reading and after, so nothing jumps.
 */
export function WarningSummary({ warnings, contradiction, followsNone, notRead, onDetails, onChooseWarnings, scheme }: WarningSummaryProps) {
  let text: string;
  if (!warnings) text = t('summary_reading');
  else if (followsNone) text = t('summary_follows_none');
  else if (warnings.length === 0) text = notRead ? t('summary_not_read_nothing') : t('summary_nothing_found');
  else text = summaryLine(warnings);
  return (
    <div class="gr-summary" role="note" aria-label={t('summary_aria_label')} data-testid="gr-summary" lang={uiLocale()} data-scheme={scheme} aria-busy={warnings ? undefined : 'true'}>
      <p class="gr-summary-line">
        <strong>{t('summary_brand')}</strong> <span class="gr-summary-found">{text}</span>
        {followsNone && onChooseWarnings && (
          <>
            {' · '}
            <button type="button" class="gr-link" onClick={onChooseWarnings}>
              {t('summary_choose_warnings')}
            </button>
          </>
        )}
        {warnings && onDetails && (
          <>
            {' · '}
            <button type="button" class="gr-link" onClick={onDetails} data-testid="gr-summary-details">
              {t('summary_details')}
            </button>
          </>
        )}
      </p>
      {warnings && notRead ? (
        <p class="gr-summary-note" data-testid="gr-summary-not-read">
          {notRead}
        </p>
      ) : (
        contradiction && <p class="gr-summary-note">{contradiction}</p>
      )}
    </div>
  );
}
