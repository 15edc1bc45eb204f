import { describe, expect, it } from 'vitest';
import { analyzeStory } from '../analyze-story';
import { emptyTags } from '../story';
import type { ToBackgroundMessage } from '../messages';
import { askForAnalysis, RETRY_AFTER_MS } from './ask-analysis';

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
    expect(found?.warnings.map((w) => w.id)).toEqual(['violence']);
    expect(sent).toHaveLength(2);
    expect(waits).toEqual([RETRY_AFTER_MS]);
  });

  it('gives up after the second try: undefined, never an empty analysis', async () => {
    const { sent, send } = background(2);
    expect(await askForAnalysis(request, { send, wait: async () => {} })).toBeUndefined();
    expect(sent).toHaveLength(2);
  });
});
