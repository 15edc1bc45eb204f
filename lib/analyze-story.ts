import { analyze } from './engine/index';
import { readingOf } from './engine/language';
import { readContentNotes } from './engine/notes';
import { compiledFor } from './personal/compile-personal';
import type { PersonalWarning } from './personal/personal-warning';
import { PersonalReader } from './personal/read-personal';
import type { Sensitivity, Warning } from './engine/types';
import type { Story } from './story';
import { warningsFromTags } from './tags/tags-to-warnings';
import { mergeWarnings } from './warnings';

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
  /** What the author's content notes name that fits no category ("hospitals"), as they wrote it. */
  unmappedNotes: string[];
}

/** The parts of a story the engine reads: plain data, so it can cross to the background. */
export type StoryText = Pick<Story, 'paragraphs' | 'summary' | 'notes' | 'tags' | 'language'>;

/** Just the data `analyzeStory` needs, without the page elements a Story points to. */
export function storyText(story: Story): StoryText {
  return { paragraphs: story.paragraphs, summary: story.summary, notes: story.notes, tags: story.tags, language: story.language };
}

/**
 * Runs the engine over a story's text and notes, and merges what the author's tags say. The reader's
 * own warnings read the same tokens as the engine, in the same pass.
 */
/** `personal` is repaired before use: it may come from a message. */
export function analyzeStory(story: StoryText, sensitivity: Sensitivity, personal: readonly PersonalWarning[] = []): StoryAnalysis {
  const notes = [story.summary, ...story.notes].filter((n) => n.trim() !== '');
  const { language, textRead } = readingOf(story.paragraphs, story.language);
  // Text in a language the engine cannot read is not read at all: its findings would be noise.
  const paragraphs = textRead ? story.paragraphs : [];
  const own = personal.length ? new PersonalReader(compiledFor(personal), sensitivity) : undefined;
  const fromText = analyze({ paragraphs, notes }, { sensitivity, onParagraph: own?.read });
  const fromPersonal = own?.finish({ paragraphs, notes, tags: story.tags }) ?? [];
  const fromTags = warningsFromTags(story.tags);
  return {
    warnings: mergeWarnings(fromTags.warnings, fromText, fromPersonal),
    fromTags: fromTags.warnings,
    fromText: [...fromText, ...fromPersonal],
    unknownTags: fromTags.unknown,
    language,
    textRead,
    unmappedNotes: readContentNotes(notes).unmapped,
  };
}
