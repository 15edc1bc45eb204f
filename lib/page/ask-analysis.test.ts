import { afterEach, describe, expect, it, vi } from 'vitest';
import { analyzeStory } from '../analyze-story';
import { emptyTags } from '../story';
import type { ToBackgroundMessage } from '../messages';
import { ANSWER_BASE_MS, answerTimeoutMs, askForAnalysis, RETRY_AFTER_MS } from './ask-analysis';

const story = { paragraphs: ['The first chapter.'], summary: '', notes: [], tags: { ...emptyTags(), warnings: ['Graphic Depictions Of Violence'] } };
const answer = analyzeStory(story, 'balanced');
const request = { story, sensitivity: 'balanced' as const };

/** A background that fails the first `failures` messages, then answers with the engine's analysis. */
function background(failures: number, failWith: () => Promise<unknown> = () => Promise.reject(new Error('Could not establish connection. Receiving end does not exist.'))) {
  const sent: ToBackgroundMessage[] = [];
  const send = (message: ToBackgroundMessage) => {
    sent.push(message);
    return sent.length <= failures ? failWith() : Promise.resolve(structuredClone(answer));
  };
  return { sent, send };
}

describe('askForAnalysis', () => {
  it('returns the background answer, asked once', async () => {
    const { sent, send } = background(0);
    const waits: number[] = [];
    expect(await askForAnalysis(request, { send, wait: async (ms) => void waits.push(ms) })).toEqual(answer);
    expect(sent).toEqual([{ type: 'analyze', story, sensitivity: 'balanced' }]);
    expect(waits).toEqual([]);
  });

  it.each([
    ['a rejected message (the worker was asleep)', undefined],
    ['no answer at all', () => Promise.resolve(undefined)],
    ['an answer that is not an analysis', () => Promise.resolve({ warnings: 'none' })],
  ])('asks again after a pause on %s', async (_what, failWith) => {
    const { sent, send } = background(1, failWith);
    const waits: number[] = [];
    const found = await askForAnalysis(request, { send, wait: async (ms) => void waits.push(ms) });
    expect(typeof found === 'string' ? found : found.warnings.map((w) => w.id)).toEqual(['violence']);
    expect(sent).toHaveLength(2);
    expect(waits).toEqual([RETRY_AFTER_MS]);
  });

  it('gives up after the second try: "no-answer", never an empty analysis', async () => {
    const { sent, send } = background(2);
    expect(await askForAnalysis(request, { send, wait: async () => {} })).toBe('no-answer');
    expect(sent).toHaveLength(2);
  });
});

describe('a background that takes the message and never answers', () => {
  afterEach(() => vi.useRealTimers());

  it('is given up on after the time limit: "too-slow", not asked again while it may still be reading', async () => {
    vi.useFakeTimers();
    const sent: ToBackgroundMessage[] = [];
    const silent = (message: ToBackgroundMessage) => {
      sent.push(message);
      return new Promise<unknown>(() => {});
    };
    let outcome: unknown = 'pending';
    void askForAnalysis(request, { send: silent }).then((found) => (outcome = found));
    await vi.advanceTimersByTimeAsync(answerTimeoutMs(story) - 1);
    expect(outcome).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toBe('too-slow');
    expect(sent).toHaveLength(1);
  });

  it('an answer that comes in time is taken, and leaves no timer behind', async () => {
    vi.useFakeTimers();
    const late = () => new Promise<unknown>((resolve) => setTimeout(() => resolve(structuredClone(answer)), ANSWER_BASE_MS - 10));
    const found = askForAnalysis(request, { send: late });
    await vi.advanceTimersByTimeAsync(ANSWER_BASE_MS - 10);
    expect(await found).toEqual(answer);
    expect(vi.getTimerCount()).toBe(0);
  });

  it.each([
    ['a chapter of 5,000 words', 5_000, ANSWER_BASE_MS, ANSWER_BASE_MS + 100],
    ['a 500,000-word work', 500_000, 15_000, 18_000],
    ['the 2.2-million-word page', 2_200_000, 30_000, 40_000],
  ])('the limit grows with the story: %s', (_what, words, least, most) => {
    // Paragraphs of 40 words of English's average length (about 6 characters with the space).
    const paragraphs = Array.from({ length: Math.ceil(words / 40) }, () => 'quiet '.repeat(40));
    const limit = answerTimeoutMs({ ...story, paragraphs });
    expect(limit).toBeGreaterThanOrEqual(least);
    expect(limit).toBeLessThanOrEqual(most);
  });
});
