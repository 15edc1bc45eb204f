/**
 * The engine runs in the background only (service worker or event page): the page's script does
 * not carry it (its 500 KB took a 53 ms task to evaluate on every archive page). A background that
 * was asleep or restarting may miss the first message, so it is asked twice; when it still does not
 * answer, the page says it could not be read — never that it holds nothing.
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
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function isAnalysis(answer: unknown): answer is StoryAnalysis {
  const analysis = answer as Partial<StoryAnalysis> | undefined;
  return Array.isArray(analysis?.warnings) && Array.isArray(analysis.fromText) && Array.isArray(analysis.fromTags) && typeof analysis.textRead === 'boolean';
}

/** The background's analysis of a story, asked at most twice; undefined when it could not answer. */
export async function askForAnalysis(request: AnalysisRequest, { send, wait = sleep, retryAfterMs = RETRY_AFTER_MS }: AskOptions): Promise<StoryAnalysis | undefined> {
  const message: ToBackgroundMessage = { type: 'analyze', ...request };
  for (let attempt = 0; attempt < 2; attempt++) {
    if (attempt > 0) await wait(retryAfterMs);
    try {
      const answer = await send(message);
      if (isAnalysis(answer)) return answer;
    } catch {
      // asleep, restarting or gone: ask once more, then say so
    }
  }
  return undefined;
}
