import { t, tCount, uiLocale } from '@/lib/i18n/translate';
import { startingPointAbout, startingPointName } from '@/lib/personal/starting-point-text';
import { useMemo, useState } from 'preact/hooks';
import { paragraphsFromText } from '@/lib/engine/paragraphs';
import type { Sensitivity } from '@/lib/engine/types';
import { compilePersonal } from '@/lib/personal/compile-personal';
import { newPersonalId, parseWordList, PERSONAL_LIMITS, type PersonalWarning } from '@/lib/personal/personal-warning';
import { analyzePersonal, previewMatches } from '@/lib/personal/read-personal';
import { STARTING_POINTS, type StartingPoint } from '@/lib/personal/starting-points';
import type { PersonalSyncState } from '@/lib/settings/personal-storage';

export interface PersonalWarningsProps {
  warnings: PersonalWarning[];
  sync: PersonalSyncState;
  sensitivity: Sensitivity;
  onChange(warnings: PersonalWarning[]): void;
}

interface Draft {
  /** The warning being changed; undefined for a new one. */
  id?: PersonalWarning['id'];
  name: string;
  words: string;
  except: string;
}

const EMPTY_DRAFT: Draft = { name: '', words: '', except: '' };

function SyncNote({ sync }: { sync: PersonalSyncState }) {
  if (sync.synced) return <p class="gr-hint" data-testid="personal-sync">{t('personal_synced')}</p>;
  const text =
    sync.reason === 'too-large'
      ? t('personal_too_large', Math.ceil(sync.bytes / 1000), Math.floor(sync.limit / 1000))
      : t('personal_sync_failed', sync.message);
  return (
    <p class="gr-problem" role="status" data-testid="personal-sync">
      {text}
    </p>
  );
}

/** The pasted paragraph, with what the draft's words would catch marked: text as text, never as HTML. */
function Preview({ draft, sensitivity }: { draft: Draft; sensitivity: Sensitivity }) {
  const [sample, setSample] = useState('');
  const trial: PersonalWarning = { id: 'personal:preview', name: draft.name || t('personal_this_warning'), words: parseWordList(draft.words), except: parseWordList(draft.except), enabled: true };
  const compiled = useMemo(() => compilePersonal([trial]), [draft.name, draft.words, draft.except]);
  const paragraphs = paragraphsFromText(sample);
  const raised = analyzePersonal({ paragraphs }, compiled, sensitivity);
  const found = paragraphs.map((p) => previewMatches(p, compiled));
  const count = found.reduce((n, list) => n + list.length, 0);
  return (
    <div class="gr-preview">
      <label class="gr-label" for="gr-sample">
        {t('personal_try_it')}
      </label>
      <textarea id="gr-sample" data-testid="personal-sample" rows={4} value={sample} onInput={(e) => setSample(e.currentTarget.value)} />
      {sample.trim() && (
        <div data-testid="personal-preview" aria-live="polite">
          <p class="gr-hint">
            {count === 0 ? t('personal_preview_nothing') : `${tCount('personal_preview_caught', count)} `}
            {count > 0 && (raised.length ? (raised[0].level === 'theme' ? t('personal_preview_raises_theme') : t('personal_preview_raises_mention')) : t('personal_preview_not_enough'))}
          </p>
          {paragraphs.map((p, i) => (
            <p class="gr-sample-text" key={i}>
              {marked(p, found[i])}
            </p>
          ))}
        </div>
      )}
    </div>
  );
}

function marked(text: string, matches: ReturnType<typeof previewMatches>) {
  const out: (string | preact.JSX.Element)[] = [];
  let at = 0;
  for (const m of matches) {
    if (m.start < at) continue;
    out.push(text.slice(at, m.start));
    out.push(
      <mark key={m.start} title={m.soft ? t('personal_preview_soft') : undefined} class={m.soft ? 'gr-soft' : undefined}>
        {text.slice(m.start, m.end)}
      </mark>,
    );
    at = m.end;
  }
  out.push(text.slice(at));
  return out;
}

function Editor({ draft, setDraft, onSave, onCancel, sensitivity }: { draft: Draft; setDraft(change: (d: Draft) => Draft): void; onSave(): void; onCancel(): void; sensitivity: Sensitivity }) {
  const words = parseWordList(draft.words);
  // From the draft as it is when the event lands: two quick inputs must not undo each other.
  const set = (field: keyof Omit<Draft, 'id'>) => (e: { currentTarget: HTMLInputElement | HTMLTextAreaElement }) => {
    const value = e.currentTarget.value;
    setDraft((d) => ({ ...d, [field]: value }));
  };
  return (
    <form
      class="gr-editor"
      data-testid="personal-editor"
      onSubmit={(e) => {
        e.preventDefault();
        onSave();
      }}
    >
      <label class="gr-label" for="gr-personal-name">
        {t('personal_name')}
      </label>
      <input id="gr-personal-name" data-testid="personal-name" maxLength={PERSONAL_LIMITS.nameLength} value={draft.name} onInput={set('name')} required />
      <label class="gr-label" for="gr-personal-words">
        {t('personal_words')}
      </label>
      <textarea id="gr-personal-words" data-testid="personal-words" rows={5} value={draft.words} onInput={set('words')} />
      <p class="gr-hint">{t('personal_words_hint')}</p>
      {/* The engine reads English story text: in another interface language, say the words must be English. */}
      {!uiLocale().startsWith('en') && <p class="gr-hint" data-testid="personal-words-english">{t('personal_words_english')}</p>}
      <label class="gr-label" for="gr-personal-except">
        {t('personal_except')}
      </label>
      <textarea id="gr-personal-except" data-testid="personal-except" rows={2} value={draft.except} onInput={set('except')} />
      <Preview draft={draft} sensitivity={sensitivity} />
      <div class="gr-row">
        <button type="submit" class="gr-button" data-testid="personal-save" disabled={!draft.name.trim() || words.length === 0}>
          {t('personal_save')}
        </button>
        <button type="button" class="gr-link" onClick={onCancel}>
          {t('common_cancel')}
        </button>
      </div>
    </form>
  );
}

/** The options page's section for the reader's own warnings: the list, an editor with a live preview, and ready-made starting points. */
export function PersonalWarnings({ warnings, sync, sensitivity, onChange }: PersonalWarningsProps) {
  const [draft, setDraft] = useState<Draft>();
  const full = warnings.length >= PERSONAL_LIMITS.warnings;
  const taken = new Set(warnings.map((w) => w.id));

  const save = () => {
    if (!draft) return;
    const fields = { name: draft.name.trim(), words: parseWordList(draft.words), except: parseWordList(draft.except) };
    const existing = warnings.find((w) => w.id === draft.id);
    onChange(existing ? warnings.map((w) => (w === existing ? { ...w, ...fields } : w)) : [...warnings, { id: newPersonalId(fields.name, taken), ...fields, enabled: true }]);
    setDraft(undefined);
  };
  const addStartingPoint = (point: StartingPoint) => {
    const id = `personal:${point.key}` as const;
    if (taken.has(id) || full) return;
    onChange([...warnings, { id, name: startingPointName(point), words: [...point.words], except: [...point.except], enabled: true }]);
  };

  return (
    <section aria-labelledby="gr-personal-heading" id="personal">
      <h2 id="gr-personal-heading">{t('personal_heading')}</h2>
      <p class="gr-hint">{t('personal_intro')}</p>
      <SyncNote sync={sync} />
      {warnings.length > 0 && (
        <ul class="gr-personal-list" data-testid="personal-list">
          {warnings.map((w) => (
            <li key={w.id} class="gr-personal-item" data-personal={w.id}>
              <label class="gr-check">
                <input type="checkbox" checked={w.enabled} onChange={(e) => onChange(warnings.map((x) => (x === w ? { ...x, enabled: e.currentTarget.checked } : x)))} />
                <span>
                  <strong>{w.name}</strong> <span class="gr-hint">{tCount('personal_word_count', w.words.length)}</span>
                </span>
              </label>
              <span class="gr-row">
                <button type="button" class="gr-link" onClick={() => setDraft({ id: w.id, name: w.name, words: w.words.join('\n'), except: w.except.join('\n') })}>
                  {t('personal_edit')}<span class="gr-visually-hidden"> {w.name}</span>
                </button>
                <button type="button" class="gr-link" onClick={() => confirm(t('personal_remove_confirm', w.name)) && onChange(warnings.filter((x) => x !== w))}>
                  {t('blocklist_remove')}<span class="gr-visually-hidden"> {w.name}</span>
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
      {draft ? (
        <Editor draft={draft} setDraft={(change) => setDraft((d) => (d ? change(d) : d))} onSave={save} onCancel={() => setDraft(undefined)} sensitivity={sensitivity} />
      ) : (
        <button type="button" class="gr-button" data-testid="personal-new" disabled={full} onClick={() => setDraft(EMPTY_DRAFT)}>
          {t('personal_new')}
        </button>
      )}
      {full && <p class="gr-hint">{t('personal_full', PERSONAL_LIMITS.warnings)}</p>}
      <details class="gr-starting-points">
        <summary>{t('personal_starting_points')}</summary>
        <p class="gr-hint">{t('personal_starting_points_hint')}</p>
        <ul>
          {STARTING_POINTS.map((p) => (
            <li key={p.key}>
              <button type="button" class="gr-button gr-quiet" data-testid={`starting-${p.key}`} disabled={taken.has(`personal:${p.key}`) || full} onClick={() => addStartingPoint(p)}>
                {taken.has(`personal:${p.key}`) ? t('personal_starting_point_added', startingPointName(p)) : t('personal_starting_point_add', startingPointName(p))}
              </button>{' '}
              <span class="gr-hint">{startingPointAbout(p)}</span>
            </li>
          ))}
        </ul>
      </details>
    </section>
  );
}
