import { analyze } from './engine/index';
import type { Sensitivity, Warning } from './engine/types';
import type { Story } from './story';
import { warningsFromTags } from './tags/tags-to-warnings';
import { mergeWarnings } from './warnings';

export interface StoryAnalysis {
  /** Every category found, from text, notes and tags, merged; strongest first. */
  warnings: Warning[];
  /** What the author's tags alone imply. */
  fromTags: Warning[];
  /** What the engine read in the story text and the author's notes. */
  fromText: Warning[];
  /** The author's warnings are unknown (creator chose not to warn, or the site hid them). */
  unknownTags: boolean;
}

/** The parts of a story the engine reads: plain data, so it can cross to the background. */
export type StoryText = Pick<Story, 'paragraphs' | 'summary' | 'notes' | 'tags'>;

/** Just the data `analyzeStory` needs, without the page elements a Story points to. */
export function storyText(story: Story): StoryText {
  return { paragraphs: story.paragraphs, summary: story.summary, notes: story.notes, tags: story.tags };
}

/** Runs the engine over a story's text and notes, and merges what the author's tags say. */
export function analyzeStory(story: StoryText, sensitivity: Sensitivity): StoryAnalysis {
  const fromText = analyze(
    { paragraphs: story.paragraphs, notes: [story.summary, ...story.notes].filter((n) => n.trim() !== '') },
    { sensitivity },
  );
  const fromTags = warningsFromTags(story.tags);
  return {
    warnings: mergeWarnings(fromTags.warnings, fromText),
    fromTags: fromTags.warnings,
    fromText,
    unknownTags: fromTags.unknown,
  };
}
