import { describe, expect, test } from 'vitest';
import { isAnalyzeRequest, type ToBackgroundMessage } from '../messages';
import { isStoryPart, PARTS_KEPT, PARTS_KEPT_MS, sendInParts, splitParagraphs, StoryParts, type StoryPartMessage } from './story-parts';

const story = (paragraphs: string[]) => ({ paragraphs, summary: '', notes: [], tags: { rating: [], warnings: [], categories: [], fandoms: [], relationships: [], characters: [], freeforms: [] } });
const request = (paragraphs: string[]) => ({ type: 'analyze' as const, story: story(paragraphs), sensitivity: 'balanced' as const });
const paragraphs = Array.from({ length: 50 }, (_, i) => `paragraph ${i} `.repeat(10));
const noYield = () => Promise.resolve();

/** Sends through `sendInParts` into a background's StoryParts; what the engine would read, or its error. */
async function throughParts(paras: string[], tamper: (parts: StoryPartMessage[]) => StoryPartMessage[] = (p) => p) {
  const background = new StoryParts();
  const parts: StoryPartMessage[] = [];
  const sent: unknown[] = [];
  await sendInParts(
    request(paras),
    async (message) => {
      sent.push(message);
      if (message.type === 'story-part') return void parts.push(message);
      for (const part of tamper(parts)) background.add('tab 1', part);
      const asked = message as ToBackgroundMessage;
      if (!isAnalyzeRequest(asked)) throw new Error('not a story');
      return asked.parts ? background.take('tab 1', asked.parts) : asked.story.paragraphs;
    },
    { maxChars: 1_000, yieldNow: noYield, newId: () => 'id-1' },
  );
  return { sent };
}

describe('a long story sent in parts', () => {
  test('split in order, each part within the limit unless one paragraph is longer', () => {
    const parts = splitParagraphs(paragraphs, 1_000);
    expect(parts.flat()).toEqual(paragraphs);
    expect(parts.length).toBeGreaterThan(5);
    for (const part of parts) expect(part.length === 1 || part.join('').length <= 1_000).toBe(true);
    expect(splitParagraphs(['x'.repeat(5_000), 'y'], 1_000)).toEqual([['x'.repeat(5_000)], ['y']]);
    expect(splitParagraphs([], 1_000)).toEqual([]);
  });

  test('a short story goes in one message, as before', async () => {
    const { sent } = await throughParts(['one', 'two']);
    expect(sent).toEqual([request(['one', 'two'])]);
  });

  test('put back together in order in the background, even when the parts arrive out of order', async () => {
    const background = new StoryParts();
    const parts = splitParagraphs(paragraphs, 1_000).map((p, index, all): StoryPartMessage => ({ type: 'story-part', id: 'a', index, count: all.length, paragraphs: p }));
    for (const part of [...parts].reverse()) background.add('tab 1', part);
    expect(background.take('tab 1', { id: 'a', count: parts.length })).toEqual(paragraphs);
  });

  test('the request that names them carries no paragraphs of its own, and each part is sent in a task of its own', async () => {
    let yields = 0;
    const sent: Array<{ type: string; story?: { paragraphs: string[] } }> = [];
    await sendInParts(request(paragraphs), async (message) => void sent.push(message), { maxChars: 1_000, yieldNow: async () => void yields++, newId: () => 'x' });
    const parts = sent.filter((m) => m.type === 'story-part');
    expect(sent.at(-1)).toMatchObject({ type: 'analyze', parts: { id: 'x', count: parts.length }, story: { paragraphs: [] } });
    expect(yields).toBe(parts.length);
  });

  test.each([
    ['missing', (parts: StoryPartMessage[]) => parts.filter((p) => p.index !== 2), /part 3 of \d+ is missing/],
    ['sent twice', (parts: StoryPartMessage[]) => [...parts, parts[1]], /part 2 of \d+ came twice/],
    ['a part claiming another count', (parts: StoryPartMessage[]) => parts.map((p) => (p.index === 0 ? { ...p, count: p.count + 1 } : p)), /disagree on their count/],
    ['none at all (the background restarted meanwhile)', () => [], /none of \d+ came/],
  ])('a part %s is a clear error, never a partial story read', async (_, tamper, error) => {
    await expect(throughParts(paragraphs, tamper)).rejects.toThrow(error);
  });

  test("one page cannot take another's parts, and parts are taken once", () => {
    const background = new StoryParts();
    background.add('tab 1', { type: 'story-part', id: 'a', index: 0, count: 1, paragraphs: ['mine'] });
    expect(() => background.take('tab 2', { id: 'a', count: 1 })).toThrow(/none of 1 came/);
    expect(background.take('tab 1', { id: 'a', count: 1 })).toEqual(['mine']);
    expect(() => background.take('tab 1', { id: 'a', count: 1 })).toThrow(/none of 1 came/);
  });

  test('bounded: the oldest stories go when too many wait, and any after a while', () => {
    let now = 0;
    const background = new StoryParts(() => now);
    const part = (id: string): StoryPartMessage => ({ type: 'story-part', id, index: 0, count: 1, paragraphs: [id] });
    for (let i = 0; i <= PARTS_KEPT; i++) background.add('tab', part(`s${i}`));
    expect(() => background.take('tab', { id: 's0', count: 1 })).toThrow(/none of 1 came/);
    expect(background.take('tab', { id: `s${PARTS_KEPT}`, count: 1 })).toEqual([`s${PARTS_KEPT}`]);
    now += PARTS_KEPT_MS + 1;
    expect(() => background.take('tab', { id: 's1', count: 1 })).toThrow(/none of 1 came/);
  });

  test.each([
    [{ type: 'story-part', id: 'a', index: 0, count: 1, paragraphs: ['x'] }, true],
    [{ type: 'story-part', id: 'a', index: 1, count: 1, paragraphs: ['x'] }, false],
    [{ type: 'story-part', id: 'a', index: -1, count: 1, paragraphs: ['x'] }, false],
    [{ type: 'story-part', id: 'a', index: 0, count: 1, paragraphs: [3] }, false],
    [{ type: 'story-part', id: 7, index: 0, count: 1, paragraphs: [] }, false],
  ])('only text, at an index within its count: %j is a part: %s', (message, ok) => {
    expect(isStoryPart(message)).toBe(ok);
  });

  test('a request naming parts must carry no paragraphs of its own', () => {
    expect(isAnalyzeRequest({ ...request([]), parts: { id: 'a', count: 2 } })).toBe(true);
    expect(isAnalyzeRequest({ ...request(['extra']), parts: { id: 'a', count: 2 } })).toBe(false);
    expect(isAnalyzeRequest({ ...request([]), parts: { id: 'a', count: 0 } })).toBe(false);
  });
});
