import { useState } from 'preact/hooks';
import { t, type MessageId } from '@/lib/i18n/translate';
import { BLOCKLIST_KINDS, type BlocklistKind, type Blocklists } from '@/lib/settings/blocklists';

export interface BlocklistSettingsProps {
  lists: Blocklists;
  onAdd(kind: BlocklistKind, value: string): void;
  onRemove(kind: BlocklistKind, value: string): void;
}

type ListText = Record<'legend' | 'hint' | 'placeholder' | 'remove' | 'add', MessageId>;
const LIST_TEXT: Record<BlocklistKind, ListText> = {
  tags: { legend: 'blocklist_tags', hint: 'blocklist_tags_hint', placeholder: 'blocklist_tags_placeholder', remove: 'blocklist_remove_tag', add: 'blocklist_add_tag' },
  authors: { legend: 'blocklist_authors', hint: 'blocklist_authors_hint', placeholder: 'blocklist_authors_placeholder', remove: 'blocklist_remove_author', add: 'blocklist_add_author' },
  fandoms: { legend: 'blocklist_fandoms', hint: 'blocklist_fandoms_hint', placeholder: 'blocklist_fandoms_placeholder', remove: 'blocklist_remove_fandom', add: 'blocklist_add_fandom' },
  words: { legend: 'blocklist_words', hint: 'blocklist_words_hint', placeholder: 'blocklist_words_placeholder', remove: 'blocklist_remove_word', add: 'blocklist_add_word' },
};

function OneList({ kind, entries, onAdd, onRemove }: { kind: BlocklistKind; entries: string[] } & Omit<BlocklistSettingsProps, 'lists'>) {
  const [draft, setDraft] = useState('');
  const text = LIST_TEXT[kind];
  const add = (e: Event) => {
    e.preventDefault();
    if (draft.trim()) onAdd(kind, draft);
    setDraft('');
  };
  return (
    <fieldset class="gr-fieldset" data-testid={`blocklist-${kind}`}>
      <legend>{t(text.legend)}</legend>
      <p class="gr-hint">{t(text.hint)}</p>
      {entries.length ? (
        <ul class="gr-blocklist">
          {entries.map((entry) => (
            <li key={entry}>
              <span>{entry}</span>
              <button type="button" class="gr-link" aria-label={t(text.remove, entry)} onClick={() => onRemove(kind, entry)}>
                {t('blocklist_remove')}
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p class="gr-hint">{t('blocklist_none_yet')}</p>
      )}
      <form class="gr-row" onSubmit={add}>
        <input type="text" aria-label={t(text.add)} placeholder={t(text.placeholder)} value={draft} maxLength={150} onInput={(e) => setDraft(e.currentTarget.value)} />
        <button type="submit" class="gr-button">
          {t('blocklist_add')}
        </button>
      </form>
    </fieldset>
  );
}

/** The reader's blocklists: works matching any entry are hidden on listings, with a count and their reason. */
export function BlocklistSettings({ lists, onAdd, onRemove }: BlocklistSettingsProps) {
  return (
    <div class="gr-blocklists">
      {BLOCKLIST_KINDS.map((kind) => (
        <OneList key={kind} kind={kind} entries={lists[kind]} onAdd={onAdd} onRemove={onRemove} />
      ))}
    </div>
  );
}
