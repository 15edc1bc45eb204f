import { t } from '../i18n/translate';

/**
 * Reading progress and time left. Progress is measured in words, not pixels, so it stays right while
 * a huge work is still being rendered and when the reader changes the font size.
 */

/** A typical adult silent-reading speed for fiction (Brysbaert 2019 meta-analysis: 238 wpm; rounded down). */
export const DEFAULT_WPM = 230;
/** Bounds on the estimate: slower than 80 or faster than 800 wpm is skimming, jumping, or a pause. */
export const MIN_WPM = 80;
export const MAX_WPM = 800;
/** A gap longer than this between scroll samples means the reader stepped away: not reading time. */
export const IDLE_GAP_MS = 90_000;
/** Faster than this in one sample is a jump (scrollbar drag, "resume"), not reading. */
export const JUMP_WPM = 1_500;
/** Only fold a window into the estimate once it holds this much reading time, so one flick can't swing it. */
export const WINDOW_MS = 15_000;
/** Weight of each new window in the running estimate (exponential smoothing). */
export const SMOOTHING = 0.3;

/** Words before each paragraph: `starts[i]` words precede paragraph i; the last entry is the total. */
export function cumulativeWords(wordCounts: readonly number[]): number[] {
  const starts = new Array<number>(wordCounts.length + 1);
  starts[0] = 0;
  for (let i = 0; i < wordCounts.length; i++) starts[i + 1] = starts[i] + wordCounts[i];
  return starts;
}

/** Words read when the top of the view is `offset` (0..1) of the way through paragraph `index`. */
export function wordsRead(starts: readonly number[], index: number, offset: number): number {
  const last = starts.length - 1;
  if (last <= 0) return 0;
  const i = Math.min(Math.max(index, 0), last - 1);
  const within = (starts[i + 1] - starts[i]) * Math.min(Math.max(offset, 0), 1);
  return starts[i] + within;
}

/** Whole percentage read, 0 to 100; `atEnd` (scrolled to the bottom) always reads 100. */
export function percentRead(read: number, total: number, atEnd = false): number {
  if (atEnd || total <= 0) return 100;
  return Math.min(100, Math.max(0, Math.floor((read / total) * 100)));
}

/** Minutes left at `wpm`, rounded up so "0 min" only shows when nothing is left. */
export function minutesLeft(wordsLeft: number, wpm: number): number {
  if (wordsLeft <= 0) return 0;
  return Math.ceil(wordsLeft / Math.min(Math.max(wpm, MIN_WPM), MAX_WPM));
}

export interface SpeedState {
  /** Current estimate, words per minute. */
  wpm: number;
  /** The window being filled: words read and time spent since the last fold. */
  windowWords: number;
  windowMs: number;
}

export function initialSpeed(wpm = DEFAULT_WPM): SpeedState {
  return { wpm, windowWords: 0, windowMs: 0 };
}

/**
 * Adds one scroll sample (words advanced in `ms`) to the speed estimate. Going back, pausing and
 * jumping are ignored; real reading accumulates into a window that is folded in, smoothed and bounded.
 */
export function updateSpeed(state: SpeedState, words: number, ms: number): SpeedState {
  if (words <= 0 || ms <= 0 || ms > IDLE_GAP_MS) return state;
  if ((words / ms) * 60_000 > JUMP_WPM) return state;
  const windowWords = state.windowWords + words;
  const windowMs = state.windowMs + ms;
  if (windowMs < WINDOW_MS) return { ...state, windowWords, windowMs };
  const measured = (windowWords / windowMs) * 60_000;
  const blended = state.wpm + SMOOTHING * (measured - state.wpm);
  return { wpm: Math.round(Math.min(MAX_WPM, Math.max(MIN_WPM, blended))), windowWords: 0, windowMs: 0 };
}

/** "12 min", "2 h 5 min": how long is left, for people. */
export function formatMinutes(minutes: number): string {
  return minutes < 60 ? t('reader_minutes', minutes) : t('reader_hours_minutes', Math.floor(minutes / 60), minutes % 60);
}
