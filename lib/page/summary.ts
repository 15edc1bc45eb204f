import type { Warning } from '../engine/types';
import type { StoryTags } from '../story';
import { tagKey } from '../tags/normalize-tag';
import { inSentence } from '../category-text';
import { t } from '../i18n/translate';
import { warningLabel } from '../warnings';

/** AO3's "No Archive Warnings Apply", as a tag key. */
const NO_ARCHIVE_WARNINGS = tagKey('No Archive Warnings Apply');

/** One warning as the one-line summary names it: "heartbreak (theme)", "infidelity". */
export function summaryItem(warning: Warning): string {
  const label = inSentence(warningLabel(warning));
  return warning.level === 'theme' && warning.sources.includes('text') ? t('summary_theme', label) : label;
}

/** "heartbreak (theme), infidelity": the warnings in the banner's order, themes first. */
export function summaryLine(warnings: readonly Warning[]): string {
  return warnings.map(summaryItem).join(', ');
}

/** Does the story text (or the author's notes) hold a warning the tags do not? */
function foundBeyondTags(warnings: readonly Warning[]): boolean {
  return warnings.some((w) => !w.sources.includes('tags'));
}

/**
 * The plain-words line shown when the archive's own warnings row seems to say the opposite of what
 * was found: "No Archive Warnings Apply", or the creator chose not to warn (or the site hid the
 * warnings), while the text holds something. Undefined when there is nothing to explain.
 */
export function archiveContradiction(warnings: readonly Warning[], tags: Pick<StoryTags, 'warnings' | 'warningsHidden'>, unknownTags: boolean): string | undefined {
  if (!foundBeyondTags(warnings)) return undefined;
  if (tags.warnings.some((t) => tagKey(t) === NO_ARCHIVE_WARNINGS)) {
    // AO3's archive warnings cover four things only; the rest is never in that row.
    return t('summary_not_in_archive_warnings');
  }
  if (tags.warningsHidden) return t('summary_warnings_hidden_by_site');
  if (unknownTags) return t('summary_creator_chose_not_to_warn');
  return undefined;
}

/** Room the summary needs below the archive's warnings row (its line, its note, a little air), in px. */
export const SUMMARY_ROOM_PX = 70;
/** Room the banner's first lines need at the top of the story to be seen without scrolling, in px. */
export const BANNER_HEAD_ROOM_PX = 90;

/**
 * Where the one-line summary goes, from where things are on the page (tops and bottoms measured
 * from the top of the document): beside the archive's warnings row when that is on the first
 * screen; nowhere when there is no such row but the banner itself starts on the first screen; else
 * at the very top of the page, because the page's own header pushes the story down (an archive
 * page without its stylesheet, a long navigation).
 */
export function summaryPlace(where: { warningsRowBottom?: number; storyTop?: number; viewportHeight: number }): 'beside-warnings' | 'page-top' | 'none' {
  const { warningsRowBottom, storyTop, viewportHeight } = where;
  if (warningsRowBottom !== undefined) return warningsRowBottom + SUMMARY_ROOM_PX <= viewportHeight ? 'beside-warnings' : 'page-top';
  if (storyTop === undefined || storyTop + BANNER_HEAD_ROOM_PX <= viewportHeight) return 'none';
  return 'page-top';
}
