import { useState } from 'preact/hooks';
import { categoryLabel } from '@/lib/category-text';
import { categoriesRead, historyKey, readMark, searchHistory, type History } from '@/lib/history/history';

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
        Kept on this device only, never synced or sent: the {total === 1 ? 'work' : `${total} works`} you opened, where you were, and what was found in each chapter.
      </p>
      <div class="gr-row">
        <input type="search" aria-label="Search your history by title or author" placeholder="Search by title or author" value={query} onInput={(e) => setQuery(e.currentTarget.value)} />
        <button type="button" class="gr-button" disabled={total === 0} onClick={() => confirm('Forget every work in your history?') && onForgetAll()}>
          Forget everything
        </button>
      </div>
      {all.length === 0 && <p class="gr-hint">{total ? 'Nothing matches.' : 'Nothing read yet.'}</p>}
      <ul class="gr-history-list">
        {all.slice(0, SHOWN).map((entry) => {
          const key = historyKey(entry.site, entry.workId);
          const found = categoriesRead(entry).map(categoryLabel);
          return (
            <li key={key} data-work={key}>
              <span class="gr-title">{entry.title || `Work ${entry.workId}`}</span>
              {entry.author && <span> by {entry.author}</span>}
              <span class="gr-hint">
                {' '}
                · {readMark(entry).text} · {new Date(entry.lastRead).toLocaleDateString()}
                {found.length > 0 && ` · found: ${found.join(', ')}`}
              </span>{' '}
              <button type="button" class="gr-link" aria-label={`Forget ${entry.title || entry.workId}`} onClick={() => onForget(key)}>
                Forget this work
              </button>
            </li>
          );
        })}
      </ul>
      {all.length > SHOWN && <p class="gr-hint">{all.length - SHOWN} more: search to find them.</p>}
    </div>
  );
}
