/**
 * The engine runs in the background only (service worker or event page): the page's script does
 * not carry it (its 500 KB took a 53 ms task to evaluate on every archive page). A background that
 * was asleep or restarting may miss the first message, so it is asked twice; one that takes the
 * message and never answers (stuck, or lost the message while it restarted) is given up on after a
 * time that grows with the story. Either way the page says it could not be read — never that it
 * holds nothing.
 */
import type { StoryAnalysis, StoryText } from '../story-analysis';
import type { Sensitivity } from '../engine/types';
import type { ToBackgroundMessage } from '../messages';
import type { PersonalWarning } from '../personal/personal-warning';

/**
 * Pause before asking again. Chromium restarts a stopped service worker on the next message within
 * a few hundred ms; a Firefox event page that was being reloaded is back in about as long.
 */
export const RETRY_AFTER_MS = 500;

/**
 * How long any answer may take, whatever the story's size: a chapter is read in well under 100 ms
 * and a restarted background answers in about a second, so 10 s is silence, not slowness.
 */
export const ANSWER_BASE_MS = 10_000;
/**
 * And per 1,000 characters of text: 500,000 characters a second, about 85,000 words, 15 times
 * slower than the slowest the engine was measured at on a loaded 2-core machine (1.3 million
 * words/s). A 500,000-word work gets about 16 s, the 2.2-million-word page about 36 s.
 */
export const ANSWER_MS_PER_1000_CHARS = 2;

/** Why there is no analysis: the background did not answer (asked twice), or not in time. */
export type Unanswered = 'no-answer' | 'too-slow';

export interface AnalysisRequest {
  story: StoryText;
  sensitivity: Sensitivity;
  personal?: PersonalWarning[];
}

export interface AskOptions {
  /** Sends one message to the background (`browser.runtime.sendMessage` on the page). */
  send: (message: ToBackgroundMessage) => Promise<unknown>;
  wait?: (ms: number) => Promise<void>;
  retryAfterMs?: number;
  /** How long one answer may take (`answerTimeoutMs` of the story by default). */
  timeoutMs?: number;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function isAnalysis(answer: unknown): answer is StoryAnalysis {
  const analysis = answer as Partial<StoryAnalysis> | undefined;
  return Array.isArray(analysis?.warnings) && Array.isArray(analysis.fromText) && Array.isArray(analysis.fromTags) && typeof analysis.textRead === 'boolean';
}

/** How long the background may take to answer for this story: longer for a longer one. */
export function answerTimeoutMs(story: StoryText): number {
  let chars = story.summary.length;
  for (const paragraph of story.paragraphs) chars += paragraph.length;
  for (const note of story.notes) chars += note.length;
  return ANSWER_BASE_MS + Math.ceil((chars / 1000) * ANSWER_MS_PER_1000_CHARS);
}

const TOO_SLOW = Symbol('too slow');

/** The answer, or TOO_SLOW once `ms` have passed without one (the timer is cleared either way). */
function withinTime(answer: Promise<unknown>, ms: number): Promise<unknown> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<typeof TOO_SLOW>((resolve) => (timer = setTimeout(() => resolve(TOO_SLOW), ms)));
  return Promise.race([answer, late]).finally(() => clearTimeout(timer));
}

/**
 * The background's analysis of a story, asked at most twice; 'no-answer' when it refused both
 * times, 'too-slow' when it took a message and did not answer in time (not asked again then: it may
 * still be reading, and the reader can ask again).
 */
export async function askForAnalysis(request: AnalysisRequest, { send, wait = sleep, retryAfterMs = RETRY_AFTER_MS, timeoutMs }: AskOptions): Promise<StoryAnalysis | Unanswered> {
  const message: ToBackgroundMessage = { type: 'analyze', ...request };
  const limit = timeoutMs ?? answerTimeoutMs(request.story);
  for (let attempt = 0; attempt < 2; attempt++) {
    if (attempt > 0) await wait(retryAfterMs);
    try {
      const answer = await withinTime(send(message), limit);
      if (answer === TOO_SLOW) return 'too-slow';
      if (isAnalysis(answer)) return answer;
    } catch {
      // asleep, restarting or gone: ask once more, then say so
    }
  }
  return 'no-answer';
}
