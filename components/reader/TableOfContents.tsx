import { t } from '../../lib/i18n/translate';
import type { StoryChapter } from '../../lib/story';
import { chapterHeadingText } from './chapter-parts';

export interface TableOfContentsProps {
  chapters: readonly StoryChapter[];
  /** Position in `chapters` of the chapter being read. */
  current: number;
  /** For each chapter, what it holds in words ("self-harm and violence"), '' for nothing. */
  marks: readonly string[];
  onJump(position: number): void;
}

/** The chapters of a whole work: the one being read is marked, each says what it holds. */
export function TableOfContents({ chapters, current, marks, onJump }: TableOfContentsProps) {
  return (
    <nav class="rd-panel rd-toc" id="rd-contents" aria-labelledby="rd-toc-title" data-testid="rd-contents">
      <h2 id="rd-toc-title">{t('reader_contents')}</h2>
      <ol>
        {chapters.map((chapter, i) => (
          <li key={chapter.index}>
            <button type="button" class="rd-toc-item" aria-current={i === current ? 'location' : undefined} data-rd-autofocus={i === current ? '' : undefined} onClick={() => onJump(i)}>
              <span class="rd-toc-heading">{chapterHeadingText(chapter)}</span>
              {i === current && <span class="rd-toc-here"> {t('reader_toc_reading')}</span>}
              {marks[i] && <span class="rd-toc-marks">{t('reader_toc_about', marks[i])}</span>}
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}
