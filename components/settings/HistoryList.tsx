import { useState } from 'preact/hooks';
import { categoryLabel } from '@/lib/category-text';
import { categoriesRead, historyKey, readMark, searchHistory, type History } from '@/lib/history/history';
import { formatDate, formatTimeAgo, t, tCount } from '@/lib/i18n/translate';

export interface HistoryListProps {
  history: History;
  onForget(key: string): void;
  onForgetAll(): void;
}

/** How many entries show at once: the rest are found by searching. */
const SHOWN = 100;

/** The reader's history, newest first, searchable, each work forgettable. */
export function HistoryList({ history, onForget, onForgetAll }: HistoryListProps) {
  const [query, setQuery] = useState('');
  const all = searchHistory(history, query);
  const total = Object.keys(history).length;
  return (
    <div class="gr-history" data-testid="history">
      <p class="gr-hint">
        {/* French and Portuguese count 0 as one ("l’œuvre que vous avez ouverte"): an empty history has its own words. */}
        {total ? tCount('history_hint', total) : t('history_hint_none')}
      </p>
      <div class="gr-row">
        <input type="search" aria-label={t('history_search_label')} placeholder={t('history_search_placeholder')} value={query} onInput={(e) => setQuery(e.currentTarget.value)} />
        <button type="button" class="gr-button" disabled={total === 0} onClick={() => confirm(t('history_forget_all_confirm')) && onForgetAll()}>
          {t('history_forget_all')}
        </button>
      </div>
      {all.length === 0 && <p class="gr-hint">{total ? t('history_no_match') : t('history_empty')}</p>}
      <ul class="gr-history-list">
        {all.slice(0, SHOWN).map((entry) => {
          const key = historyKey(entry.site, entry.workId);
          const found = categoriesRead(entry).map(categoryLabel);
          return (
            <li key={key} data-work={key}>
              <span class="gr-title">{entry.title || t('history_untitled', entry.workId)}</span>
              {entry.author && <span> {t('reader_byline', entry.author)}</span>}
              <span class="gr-hint">
                {' '}
                · {readMark(entry).text} ·{' '}
                {/* "3 days ago" in the reader's language; the date itself on hover and for screen readers' detail. */}
                <time dateTime={new Date(entry.lastRead).toISOString()} title={formatDate(entry.lastRead)}>
                  {formatTimeAgo(entry.lastRead)}
                </time>
                {found.length > 0 && ` · ${t('history_found', found.join(', '))}`}
              </span>{' '}
              <button type="button" class="gr-link" aria-label={t('history_forget_label', entry.title || entry.workId)} onClick={() => onForget(key)}>
                {t('history_forget')}
              </button>
            </li>
          );
        })}
      </ul>
      {all.length > SHOWN && <p class="gr-hint">{tCount('history_more', all.length - SHOWN)}</p>}
    </div>
  );
}
