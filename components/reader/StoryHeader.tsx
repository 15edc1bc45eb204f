import { notesBeforeText } from '../../lib/chapters';
import { t } from '../../lib/i18n/translate';
import type { Story } from '../../lib/story';

export type StoryHeaderProps = Pick<Story, 'title' | 'author' | 'chapter' | 'summary' | 'notes' | 'endNotes' | 'chapters'>;

/** Title, author, chapter title, and the summary and the author's notes before the text, folded away. */
export function StoryHeader(props: StoryHeaderProps) {
  const { title, author, chapter, summary } = props;
  const folded = notesBeforeText(props);
  // A whole work shows each chapter's heading in the text instead.
  const chapterTitle = props.chapters?.length ? undefined : chapter?.title?.trim();
  return (
    <header>
      <h1 id="rd-title">{title}</h1>
      {author && <p class="rd-byline">{t('reader_byline', author)}</p>}
      {chapterTitle && <h2 class="rd-chapter">{chapterTitle}</h2>}
      {folded.length > 0 && (
        <details class="rd-notes">
          <summary>{summary.trim() ? t('reader_summary_and_notes') : t('reader_authors_notes')}</summary>
          {folded.map((text, i) => (
            <p key={i}>{text}</p>
          ))}
        </details>
      )}
    </header>
  );
}
