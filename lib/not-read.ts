/**
 * What the reader is told when the engine did not read a story's text: plainly, and never as an
 * all-clear. The warnings shown then come from the author's tags and notes alone. The engine reads
 * English whatever the interface's language; the story's language is named in the reader's.
 */
import type { StoryAnalysis } from './analyze-story';
import { languageName, t } from './i18n/translate';

/** "Gentle Reader reads English story text; the warnings here come from the author's tags and notes only." */
export function notReadText(): string {
  return t('not_read_text');
}

/** The heading of a banner with no warnings over a text that was not read: never "No content warnings found". */
export function notReadHeading(): string {
  return t('not_read_heading');
}

/** The notice for a story whose text the engine did not read; undefined when it read it or there was none. */
export function notReadNotice(analysis: Pick<StoryAnalysis, 'language' | 'textRead' | 'partlyRead'>, hasText: boolean): string | undefined {
  if (analysis.textRead || !hasText) return undefined;
  if (analysis.partlyRead) return t('not_read_partly');
  const name = languageName(analysis.language);
  return `${name ? t('not_read_language', name) : t('not_read_unknown_language')} ${notReadText()}`;
}
