import { useState } from 'preact/hooks';
import { BLOCKLIST_KINDS, type BlocklistKind, type Blocklists } from '@/lib/settings/blocklists';

export interface BlocklistSettingsProps {
  lists: Blocklists;
  onAdd(kind: BlocklistKind, value: string): void;
  onRemove(kind: BlocklistKind, value: string): void;
}

const LIST_TEXT: Record<BlocklistKind, { legend: string; hint: string; placeholder: string; item: string }> = {
  tags: {
    legend: 'Tags',
    hint: 'Whole tags, any case; synonyms and "Implied", "Past" or "if you squint" versions too. Use * for any text: *angst* hides every tag holding "angst".',
    placeholder: 'Self-Harm',
    item: 'tag',
  },
  authors: { legend: 'Authors', hint: 'A creator’s name as listings show it; a pseud or the user name.', placeholder: 'author name', item: 'author' },
  fandoms: { legend: 'Fandoms', hint: 'Whole fandom names; "Naruto" also hides "Naruto (Anime & Manga)".', placeholder: 'Fandom', item: 'fandom' },
  words: { legend: 'Words in the summary', hint: 'Whole words only: "ass" never hides "class". Use * for any letters: kill* hides "killing".', placeholder: 'word or phrase', item: 'word' },
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
      <legend>{text.legend}</legend>
      <p class="gr-hint">{text.hint}</p>
      {entries.length ? (
        <ul class="gr-blocklist">
          {entries.map((entry) => (
            <li key={entry}>
              <span>{entry}</span>
              <button type="button" class="gr-link" aria-label={`Remove ${text.item} ${entry}`} onClick={() => onRemove(kind, entry)}>
                Remove
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p class="gr-hint">None yet.</p>
      )}
      <form class="gr-row" onSubmit={add}>
        <input type="text" aria-label={`Add a ${text.item} to hide`} placeholder={text.placeholder} value={draft} maxLength={150} onInput={(e) => setDraft(e.currentTarget.value)} />
        <button type="submit" class="gr-button">
          Add
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
