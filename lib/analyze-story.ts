import { analyze } from './engine/index';
import { readingOf } from './engine/language';
import { readContentNotes } from './engine/notes';
import { compiledFor } from './personal/compile-personal';
import type { PersonalWarning } from './personal/personal-warning';
import { PersonalReader } from './personal/read-personal';
import type { Sensitivity, Warning } from './engine/types';
import { warningsFromTags } from './tags/tags-to-warnings';
import { mergeWarnings } from './warnings';
import type { StoryAnalysis, StoryText } from './story-analysis';

export { storyText, type StoryAnalysis, type StoryText } from './story-analysis';

/**
 * Runs the engine over a story's text and notes, and merges what the author's tags say. The reader's
 * own warnings read the same tokens as the engine, in the same pass.
 */
/** `personal` is repaired before use: it may come from a message. */
export function analyzeStory(story: StoryText, sensitivity: Sensitivity, personal: readonly PersonalWarning[] = []): StoryAnalysis {
  const notes = [story.summary, ...story.notes].filter((n) => n.trim() !== '');
  const { language, textRead, partlyRead } = readingOf(story.paragraphs, story.language);
  // Text in a language the engine cannot read is not read at all: its findings would be noise.
  // A text only partly read still warns of what was read in it.
  const paragraphs = textRead || partlyRead ? story.paragraphs : [];
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
    ...(partlyRead && { partlyRead }),
    unmappedNotes: readContentNotes(notes).unmapped,
  };
}
