import { formatDate, t, tCount, type MessageId } from '@/lib/i18n/translate';
import { useState } from 'preact/hooks';
import { MAX_BACKUP_BYTES, planImport, readBackup, type BackupData, type BackupFile, type ImportMode } from '@/lib/backup/backup';

export interface BackupProps {
  /** Writes the backup file (a download). */
  onExport(): Promise<void>;
  /** What this browser holds now, to compare a file with. */
  readCurrent(): Promise<BackupData>;
  /** Stores what the import makes. */
  onApply(next: BackupData): Promise<void>;
}

type ImportState =
  | { step: 'idle' }
  | { step: 'error'; message: string }
  | { step: 'review'; file: BackupFile; current: BackupData; mode: ImportMode }
  | { step: 'done'; message: string };

const MODE_TEXT: Record<ImportMode, MessageId> = {
  merge: 'backup_mode_merge',
  replace: 'backup_mode_replace',
};

/** Export and import of everything the reader made, with a review of what an import will change. */
export function Backup({ onExport, readCurrent, onApply }: BackupProps) {
  const [state, setState] = useState<ImportState>({ step: 'idle' });
  const [busy, setBusy] = useState(false);

  const choose = async (input: HTMLInputElement) => {
    const chosen = input.files?.[0];
    input.value = '';
    if (!chosen) return;
    // Refused by its size before a byte is read: a 10 MB file never reaches memory as text.
    const read = chosen.size > MAX_BACKUP_BYTES ? readBackup('', chosen.size) : readBackup(await chosen.text(), chosen.size);
    if (!read.ok) return setState({ step: 'error', message: read.error });
    setState({ step: 'review', file: read.file, current: await readCurrent(), mode: 'merge' });
  };

  const apply = async (file: BackupFile, current: BackupData, mode: ImportMode) => {
    setBusy(true);
    try {
      const { next, changes } = planImport(current, file, mode);
      await onApply(next);
      setState({ step: 'done', message: changes.length ? tCount('backup_imported', changes.length) : t('backup_imported_nothing') });
    } catch (error) {
      // Put back what was here: a half-written import must not leave a mix of the two.
      const restored = await onApply(current).then(
        () => t('backup_restored'),
        () => t('backup_partly_saved'),
      );
      setState({ step: 'error', message: `${t('backup_save_failed', String(error))} ${restored}` });
    } finally {
      setBusy(false);
    }
  };

  const review = state.step === 'review' ? planImport(state.current, state.file, state.mode) : undefined;
  return (
    <section class="gr-backup" aria-labelledby="gr-backup-heading">
      <h2 id="gr-backup-heading">{t('backup_heading')}</h2>
      <p class="gr-hint">{t('backup_intro')}</p>
      <div class="gr-row">
        <button type="button" class="gr-button" data-testid="export" onClick={() => void onExport()}>
          {t('backup_export')}
        </button>
        <label class="gr-button gr-quiet gr-file">
          {t('backup_import')}
          <input type="file" accept=".json,application/json" data-testid="import-file" class="gr-visually-hidden" onChange={(e) => void choose(e.currentTarget)} />
        </label>
      </div>
      {state.step === 'error' && (
        <p class="gr-problem" role="alert" data-testid="import-error">
          {state.message}
        </p>
      )}
      {state.step === 'done' && (
        <p role="status" data-testid="import-done">
          {state.message}
        </p>
      )}
      {state.step === 'review' && review && (
        <div class="gr-editor" data-testid="import-review">
          <p>
            {state.file.exportedAt ? t('backup_review_written', formatDate(new Date(state.file.exportedAt), { dateStyle: 'long', timeStyle: 'short' })) : t('backup_review')}
          </p>
          <fieldset class="gr-fieldset">
            <legend>{t('backup_how')}</legend>
            {(['merge', 'replace'] as const).map((mode) => (
              <label class="gr-check" key={mode}>
                <input type="radio" name="gr-import-mode" data-testid={`import-${mode}`} checked={state.mode === mode} onChange={() => setState({ ...state, mode })} />
                <span>{t(MODE_TEXT[mode])}</span>
              </label>
            ))}
          </fieldset>
          {review.changes.length ? (
            <ul data-testid="import-changes">
              {review.changes.map((c) => (
                <li key={c}>{c}</li>
              ))}
            </ul>
          ) : (
            <p data-testid="import-changes">{t('backup_no_changes')}</p>
          )}
          <div class="gr-row">
            <button type="button" class="gr-button" data-testid="import-apply" disabled={busy} onClick={() => void apply(state.file, state.current, state.mode)}>
              {t('backup_apply')}
            </button>
            <button type="button" class="gr-link" onClick={() => setState({ step: 'idle' })}>
              {t('common_cancel')}
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
