/**
 * What an adapter reads from a page, cut down to what test/fixtures/real-pages-expected.json keeps:
 * the facts about the page (site, title, author, chapter, word counts, tags, a refusal's words) and
 * never its story text, which is other people's writing.
 */
import { countWords, type ChapterInfo, type ExtractResult, type PartialText, type StoryKind, type StoryTags } from '../../lib/story';

export interface StoryOutput {
  site: string;
  kind: StoryKind;
  title: string;
  author: string;
  chapter: ChapterInfo | null;
  /** Words of the story text, notes not counted. */
  words: number;
  /** Where the page held only part of the text (Wattpad). */
  partial?: PartialText;
  /** Words in each of the author's notes, in order: the notes found, and kept apart from the text. */
  noteWords: number[];
  /** The tags the page has: empty lists and unset flags left out. */
  tags: Partial<StoryTags>;
}

export interface RefusalOutput {
  refused: { reason: string; message: string };
}

export type PageOutput = StoryOutput | RefusalOutput;

/** One saved page and what the adapter for its address must read from it. */
export type ExpectedPage = { file: string; url: string } & PageOutput;

function tagsPresent(tags: StoryTags): Partial<StoryTags> {
  return Object.fromEntries(Object.entries(tags).filter(([, value]) => (Array.isArray(value) ? value.length > 0 : value === true)));
}

export function outputOf(result: ExtractResult): PageOutput {
  if (!result.ok) return { refused: { reason: result.reason, message: result.message } };
  const story = result.story;
  return {
    site: story.site,
    kind: story.kind,
    title: story.title,
    author: story.author,
    chapter: story.chapter ?? null,
    words: story.wordCount,
    ...(story.partial ? { partial: story.partial } : {}),
    noteWords: story.notes.map((note) => countWords(note)),
    tags: tagsPresent(story.tags),
  };
}
