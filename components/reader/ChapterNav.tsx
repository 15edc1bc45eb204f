import { useState } from 'preact/hooks';
import { t } from '../../lib/i18n/translate';
import type { StoryLinks } from '../../lib/story';

export interface ChapterNavProps {
  links: StoryLinks;
  /** 1-based index of the chapter on screen, to preselect it in the list. */
  current?: number;
  /** Go to another chapter's page, as the reader would by following the link. */
  onNavigate(url: string): void;
}

/** Previous, next and the chapter list. Nothing is fetched: choosing a chapter loads its page. */
export function ChapterNav({ links, current, onNavigate }: ChapterNavProps) {
  const chapters = links.chapters ?? [];
  const [picked, setPicked] = useState(chapters[(current ?? 1) - 1]?.url ?? chapters[0]?.url ?? '');
  if (!links.previous && !links.next && chapters.length < 2) return null;
  return (
    <nav class="rd-chapters" aria-label={t('reader_chapters_label')}>
      {links.previous ? (
        <button type="button" class="rd-button" onClick={() => onNavigate(links.previous!)}>
          {t('reader_previous_chapter')}
        </button>
      ) : (
        <span />
      )}
      {chapters.length > 1 && (
        // A select plus a button: changing a select must not load a page by itself (WCAG 3.2.2).
        <span class="rd-chapter-pick">
          <label for="rd-chapter-list">{t('reader_chapter')}</label>
          <select id="rd-chapter-list" value={picked} onChange={(e) => setPicked((e.currentTarget as HTMLSelectElement).value)}>
            {chapters.map((c, i) => (
              <option key={c.url} value={c.url}>
                {c.title || t('reader_chapter_number', i + 1)}
              </option>
            ))}
          </select>
          <button type="button" class="rd-button" onClick={() => picked && onNavigate(picked)}>
            {t('reader_go')}
          </button>
        </span>
      )}
      {links.next ? (
        <button type="button" class="rd-button rd-primary" onClick={() => onNavigate(links.next!)}>
          {t('reader_next_chapter')}
        </button>
      ) : (
        <span />
      )}
    </nav>
  );
}
