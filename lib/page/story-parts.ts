/**
 * A long story goes to the background in parts. The browser copies a message on the page's main
 * thread as it sends it: the 500,000-word work's 3 MB in one message was a 41 ms task of CPU at a
 * load of 10 (traced), whatever else the page had to do. Its paragraphs go ahead in parts of at
 * most `PART_CHARS` characters, each in a task of its own, and the request names them; the
 * background puts them back together in order, and reads the story only when every part came
 * exactly once: a part missing or sent twice is a clear error (the page then asks again, and says
 * it could not read the page), never a partial story read and called clear.
 */

/**
 * Characters a part at most: 3 MB took 41 ms to copy at a load of 10, so about 250,000 take 3-4 ms,
 * well inside a frame's budget; a 500,000-word work goes in about a dozen parts.
 */
export const PART_CHARS = 250_000;

/** One part of a story's paragraphs, sent before the request that names it. */
export interface StoryPartMessage {
  type: 'story-part';
  /** The story's parts share an id (new for each sending). */
  id: string;
  index: number;
  count: number;
  paragraphs: string[];
}

/** What an analysis request says of the parts it was sent in (its own paragraphs are then empty). */
export interface PartsRef {
  id: string;
  count: number;
}

const isCount = (value: unknown, below = Infinity): value is number => Number.isInteger(value) && (value as number) >= 0 && (value as number) < below;

/** A part as the background accepts it: only text, and an index within its count. */
export function isStoryPart(value: unknown): value is StoryPartMessage {
  const part = value as Partial<StoryPartMessage> | null;
  return (
    part?.type === 'story-part' &&
    typeof part.id === 'string' &&
    isCount(part.count) &&
    isCount(part.index, part.count) &&
    Array.isArray(part.paragraphs) &&
    part.paragraphs.every((p) => typeof p === 'string')
  );
}

export function isPartsRef(value: unknown): value is PartsRef {
  const ref = value as Partial<PartsRef> | null;
  return typeof ref?.id === 'string' && isCount(ref.count) && ref.count > 0;
}

/** Paragraphs in runs of at most `maxChars` characters, in order; a longer paragraph is a run of its own. */
export function splitParagraphs(paragraphs: readonly string[], maxChars = PART_CHARS): string[][] {
  const parts: string[][] = [];
  let current: string[] = [];
  let chars = 0;
  for (const paragraph of paragraphs) {
    if (current.length > 0 && chars + paragraph.length > maxChars) {
      parts.push(current);
      current = [];
      chars = 0;
    }
    current.push(paragraph);
    chars += paragraph.length;
  }
  if (current.length > 0) parts.push(current);
  return parts;
}

/** A request carrying a story, as the content script sends it. */
interface StoryRequest {
  story: { paragraphs: string[] };
}

/**
 * Sends `message` (an analysis request), its story's paragraphs in parts ahead of it when they are
 * long, yielding to the page between parts; resolves with the answer to the request itself.
 */
export async function sendInParts<M extends StoryRequest>(
  message: M,
  send: (message: M | StoryPartMessage | (M & { parts: PartsRef })) => Promise<unknown>,
  { maxChars = PART_CHARS, yieldNow, newId }: { maxChars?: number; yieldNow: () => Promise<void>; newId: () => string },
): Promise<unknown> {
  const parts = splitParagraphs(message.story.paragraphs, maxChars);
  if (parts.length <= 1) return send(message);
  const id = newId();
  for (const [index, paragraphs] of parts.entries()) {
    await send({ type: 'story-part', id, index, count: parts.length, paragraphs });
    await yieldNow();
  }
  return send({ ...message, story: { ...message.story, paragraphs: [] }, parts: { id, count: parts.length } });
}

/** How many stories the background keeps parts of at once (tabs reading long works together), and for how long. */
export const PARTS_KEPT = 8;
export const PARTS_KEPT_MS = 120_000;

interface Pending {
  at: number;
  count: number;
  parts: Map<number, string[]>;
  /** A part came twice, or parts disagree on their count: the story is refused whatever comes next. */
  conflict?: string;
}

/**
 * The background's side: parts kept by sender and id until the request that names them takes them.
 * Bounded: the oldest story's parts go when more than `PARTS_KEPT` wait, and any after `PARTS_KEPT_MS`.
 */
export class StoryParts {
  private readonly pending = new Map<string, Pending>();

  constructor(private readonly now: () => number = () => Date.now()) {}

  /** Keeps a part (`from`: who sent it, so that one page cannot take another's parts). */
  add(from: string, part: StoryPartMessage): void {
    this.forgetOld();
    const key = `${from}\n${part.id}`;
    let story = this.pending.get(key);
    if (!story) {
      story = { at: this.now(), count: part.count, parts: new Map() };
      this.pending.set(key, story);
      while (this.pending.size > PARTS_KEPT) this.pending.delete(this.pending.keys().next().value!);
    }
    if (part.count !== story.count) story.conflict ??= `parts disagree on their count (${story.count} and ${part.count})`;
    else if (story.parts.has(part.index)) story.conflict ??= `part ${part.index + 1} of ${story.count} came twice`;
    else story.parts.set(part.index, part.paragraphs);
  }

  /** The story's paragraphs, in order, once every one of its `count` parts came exactly once; else throws, saying what went wrong. */
  take(from: string, ref: PartsRef): string[] {
    this.forgetOld();
    const key = `${from}\n${ref.id}`;
    const story = this.pending.get(key);
    this.pending.delete(key);
    if (!story) throw new Error(`story parts: none of ${ref.count} came (or they were dropped)`);
    if (story.conflict) throw new Error(`story parts: ${story.conflict}`);
    if (story.count !== ref.count) throw new Error(`story parts: ${story.count} sent, ${ref.count} asked for`);
    const missing = Array.from({ length: ref.count }, (_, i) => i).filter((i) => !story.parts.has(i));
    if (missing.length > 0) throw new Error(`story parts: part ${missing[0] + 1} of ${ref.count} is missing`);
    return Array.from({ length: ref.count }, (_, i) => story.parts.get(i)!).flat();
  }

  private forgetOld(): void {
    const before = this.now() - PARTS_KEPT_MS;
    for (const [key, story] of this.pending) if (story.at < before) this.pending.delete(key);
  }
}
