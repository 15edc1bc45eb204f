/**
 * What the engine answers about a story, and the plain data it reads: shared by the background,
 * which runs the engine (analyze-story.ts), and the page, which must not carry the engine.
 */
import type { Warning } from './engine/types';
import type { Story } from './story';

export interface StoryAnalysis {
  /** Every category found, from text, notes and tags, merged; strongest first. */
  warnings: Warning[];
  /** What the author's tags alone imply. */
  fromTags: Warning[];
  /** What the engine read in the story text and the author's notes (the reader's own warnings included). */
  fromText: Warning[];
  /** The author's warnings are unknown (creator chose not to warn, or the site hid them). */
  unknownTags: boolean;
  /** The story's language, BCP 47 ("und" when unknown): the archive's field, else detected. */
  language: string;
  /**
   * Whether the engine read the story text. When false (not English, or no text), the warnings
   * come from the author's tags and notes only, and nothing may call the story clear.
   */
  textRead: boolean;
  /** The text was read but not all of it reads as words (look-alike letters, a script not read): textRead is false. */
  partlyRead?: true;
  /** What the author's content notes name that fits no category ("hospitals"), as they wrote it. */
  unmappedNotes: string[];
}

/** The parts of a story the engine reads: plain data, so it can cross to the background. */
export type StoryText = Pick<Story, 'paragraphs' | 'summary' | 'notes' | 'tags' | 'language'>;

/** Just the data `analyzeStory` needs, without the page elements a Story points to. */
export function storyText(story: Story): StoryText {
  return { paragraphs: story.paragraphs, summary: story.summary, notes: story.notes, tags: story.tags, language: story.language };
}
