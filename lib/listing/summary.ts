import type { StoryText } from '../analyze-story';
import { emptyTags, type StoryTags } from '../story';

/**
 * A listing's summary, as the engine reads it: its paragraphs as text (what it tells of the story)
 * and as a note (where authors write "TW: ..."). The tags go along for the reader's own warnings;
 * the built-in categories' tags are judged apart, from the blurb (they land in `fromTags`).
 */
export function summaryText(summary: string, tags: StoryTags = emptyTags()): StoryText {
  return { paragraphs: summary.split('\n').filter((p) => p.trim() !== ''), summary, notes: [], tags };
}
