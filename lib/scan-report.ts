/**
 * What `npm run scan` prints for one story, in the reader's language (the same catalogs as the
 * extension: lib/i18n). Labels, levels, sources and notices are translated; adapter ids, category
 * ids ("[self-harm]") and language codes stay as they are, so a line can still be searched for.
 */
import type { StoryAnalysis } from './analyze-story';
import type { FindingSource, Warning, WarningLevel } from './engine/types';
import { formatList, t, type MessageId } from './i18n/translate';
import { notReadNotice } from './not-read';
import type { Story } from './story';
import { warningLabel } from './warnings';

/** What the report says of the story itself. */
export type ScannedStory = Pick<Story, 'site' | 'title' | 'author' | 'wordCount' | 'chapter' | 'paragraphs' | 'partial'>;

const LEVEL_TEXT: Record<WarningLevel, MessageId> = { theme: 'scan_level_theme', mention: 'scan_level_mention' };
const SOURCE_TEXT: Record<FindingSource, MessageId> = { tags: 'scan_source_tags', notes: 'scan_source_notes', text: 'scan_source_text' };
/** Fields on one line are set apart by three spaces, as before the CLI spoke other languages. */
const FIELD_GAP = '   ';

const field = (label: MessageId, value: string | number) => t('common_label_value', t(label), value);
const heading = (label: MessageId) => t('common_label', t(label));

function warningLines(warnings: readonly Warning[], indent: string, none: MessageId): string[] {
  if (warnings.length === 0) return [`${indent}${t(none)}`];
  return warnings.flatMap((w) => [
    `${indent}${t('scan_warning_line', warningLabel(w), w.id, t(LEVEL_TEXT[w.level]), w.score, w.sources.map((s) => t(SOURCE_TEXT[s])).join(' + '))}`,
    ...w.evidence.map((e) => {
      if (e.source === 'tags') return `${indent}  ${t('common_label_value', t('scan_tag'), e.excerpt)}`;
      const place = e.source === 'notes' ? t('banner_place_notes') : t('banner_place_paragraph', e.paragraph + 1);
      return `${indent}  ${t('common_label_value', place, t('common_quoted', e.excerpt))}`;
    }),
  ]);
}

function chapterText(chapter: NonNullable<Story['chapter']>): string {
  const position = chapter.count ? `${chapter.index}/${chapter.count}` : String(chapter.index);
  return chapter.title ? `${position} (${chapter.title})` : position;
}

/** The lines for one scanned file: where it came from, what it is, and each warning with its evidence. */
export function scanReport(file: string, story: ScannedStory, analysis: StoryAnalysis): string[] {
  const about = [field('scan_site', story.site), field('scan_title', story.title), ...(story.author ? [field('scan_author', story.author)] : [])];
  const size = [
    field('scan_words', story.wordCount),
    ...(story.chapter ? [field('scan_chapter', chapterText(story.chapter))] : []),
    // The words counted are only those of the pages the page held: said beside them, never left to look like the whole part.
    ...(story.partial ? [t('scan_partial_text', story.partial.pagesRead, story.partial.pages)] : []),
  ];
  const lines = [
    file,
    `  ${about.join(FIELD_GAP)}`,
    `  ${size.join(FIELD_GAP)}`,
    `  ${field('scan_language', analysis.language)}${FIELD_GAP}${field('scan_text_read', t(analysis.textRead ? 'scan_yes' : 'scan_no'))}`,
  ];
  const notice = notReadNotice(analysis, story.paragraphs.length > 0);
  if (notice) lines.push(`  ${notice}`);
  if (story.site === 'text') {
    lines.push(`  ${heading('scan_warnings')}`, ...warningLines(analysis.fromText, '    ', analysis.textRead ? 'scan_none' : 'scan_unknown_not_read'));
    return lines;
  }
  lines.push(`  ${heading('scan_warnings_from_tags')}`, ...warningLines(analysis.fromTags, '    ', 'scan_none'));
  if (analysis.unknownTags) lines.push(`    ${t('scan_unknown_tags')}`);
  lines.push(
    `  ${heading(analysis.textRead ? 'scan_warnings_from_text_and_notes' : 'scan_warnings_from_notes')}`,
    ...warningLines(analysis.fromText, '    ', analysis.textRead ? 'scan_none' : 'scan_none_in_notes'),
  );
  if (analysis.unmappedNotes.length) lines.push(`    ${t('scan_notes_also_warn', formatList(analysis.unmappedNotes))}`);
  return lines;
}
