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

/** Runs the engine over a story's text and notes, and merges what the author's tags say. */
export function analyzeStory(story: Story, sensitivity: Sensitivity): StoryAnalysis {
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
