/**
 * What the reader is told when the engine did not read a story's text: plainly, and never as an
 * all-clear. The warnings shown then come from the author's tags and notes alone.
 */
import type { StoryAnalysis } from './analyze-story';

export const NOT_READ_TEXT = "Gentle Reader reads English story text; the warnings here come from the author's tags and notes only.";
/** The heading of a banner with no warnings over a text that was not read: never "No content warnings found". */
export const NOT_READ_HEADING = "No warnings in the author's tags or notes";

/** The language's English name ("Spanish"), or undefined for "und" and tags no one knows. */
function languageName(language: string): string | undefined {
  if (language === 'und' || language.startsWith('und-')) return undefined;
  try {
    const name = new Intl.DisplayNames(['en'], { type: 'language' }).of(language);
    return name && name !== language ? name : undefined;
  } catch {
    return undefined;
  }
}

/** The notice for a story whose text the engine did not read; undefined when it read it or there was none. */
export function notReadNotice(analysis: Pick<StoryAnalysis, 'language' | 'textRead'>, hasText: boolean): string | undefined {
  if (analysis.textRead || !hasText) return undefined;
  const name = languageName(analysis.language);
  return `${name ? `This story is in ${name}.` : 'This story does not seem to be in English.'} ${NOT_READ_TEXT}`;
}
