import { formatNumber, t } from '../../lib/i18n/translate';
import { formatMinutes } from '../../lib/reader/progress';

export interface ProgressProps {
  /** 0 to 100. */
  percent: number;
  minutesLeft: number;
}

const describe = ({ percent, minutesLeft }: ProgressProps) => {
  const read = formatNumber(percent / 100, { style: 'percent' });
  return minutesLeft === 0 ? read : `${read} · ${t('reader_time_left', formatMinutes(minutesLeft))}`;
};

/** A slim bar across the top of the reader. */
export function ProgressBar(props: ProgressProps) {
  return (
    <div class="rd-progress" role="progressbar" aria-label={t('reader_progress_label')} aria-valuemin={0} aria-valuemax={100} aria-valuenow={props.percent} aria-valuetext={describe(props)}>
      <div class="rd-progress-fill" style={{ width: `${props.percent}%` }} />
    </div>
  );
}

/** The quiet "42% · 12 min left" beside the title. */
export function ProgressText(props: ProgressProps) {
  return (
    <span class="rd-progress-text" data-testid="rd-progress-text">
      {describe(props)}
    </span>
  );
}
