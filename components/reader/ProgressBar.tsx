import { formatMinutes } from '../../lib/reader/progress';

export interface ProgressProps {
  /** 0 to 100. */
  percent: number;
  minutesLeft: number;
}

const describe = ({ percent, minutesLeft }: ProgressProps) => (minutesLeft === 0 ? `${percent}%` : `${percent}% · ${formatMinutes(minutesLeft)} left`);

/** A slim bar across the top of the reader. */
export function ProgressBar(props: ProgressProps) {
  return (
    <div class="rd-progress" role="progressbar" aria-label="Reading progress" aria-valuemin={0} aria-valuemax={100} aria-valuenow={props.percent} aria-valuetext={describe(props)}>
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
