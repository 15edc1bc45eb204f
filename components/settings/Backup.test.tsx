import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { backupText, makeBackup, type BackupData } from '@/lib/backup/backup';
import { DEFAULT_SETTINGS } from '@/lib/settings/settings';
import { Backup } from './Backup';

const here: BackupData = { settings: { ...DEFAULT_SETTINGS, chosen: true }, personal: [], positions: {} };
const theirs: BackupData = {
  settings: { ...DEFAULT_SETTINGS, chosen: true, sensitivity: 'high' },
  personal: [{ id: 'personal:needles', name: 'Needles', words: ['needle'], except: [], enabled: true }],
  positions: { 'ao3:1:1': { paragraph: 4, offset: 0, percent: 30, updatedAt: 10 } },
};

function choose(text: string, name = 'backup.json') {
  const input = screen.getByTestId('import-file') as HTMLInputElement;
  const file = new File([text], name, { type: 'application/json' });
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  fireEvent.change(input);
}

describe('backup and move in the options page', () => {
  it('shows what an import changes, merge or replace, and applies only when asked', async () => {
    const onApply = vi.fn(async () => {});
    render(<Backup onExport={async () => {}} readCurrent={async () => here} onApply={onApply} />);
    choose(backupText(makeBackup(theirs)));
    await screen.findByTestId('import-review');
    expect(screen.getByTestId('import-changes').textContent).toContain('Your own warnings added: Needles');
    expect(screen.getByTestId('import-changes').textContent).toContain('Reading positions: 1 added');
    expect(onApply).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('import-replace'));
    fireEvent.click(screen.getByTestId('import-apply'));
    await screen.findByTestId('import-done');
    expect(onApply).toHaveBeenCalledWith(theirs);
  });

  it.each([
    ['a file that is not JSON', 'not json at all', /not JSON/],
    ['a backup from a newer version', JSON.stringify({ format: 'gentle-reader-backup', version: 7, settings: {} }), /newer Gentle Reader/],
    ['a 10 MB file', `{"format":"gentle-reader-backup","version":1,"settings":{},"x":"${'x'.repeat(10_000_000)}"}`, /10\.0 MB/],
  ])('refuses %s with a clear error and changes nothing', async (_name, text, message) => {
    const onApply = vi.fn(async () => {});
    render(<Backup onExport={async () => {}} readCurrent={async () => here} onApply={onApply} />);
    choose(text);
    const error = await screen.findByTestId('import-error');
    expect(error.textContent).toMatch(message);
    expect(error.textContent).toMatch(/Nothing was changed\./);
    expect(onApply).not.toHaveBeenCalled();
  });

  it('a failed save says so and keeps what was there', async () => {
    render(<Backup onExport={async () => {}} readCurrent={async () => here} onApply={async () => Promise.reject(new Error('QUOTA_BYTES quota exceeded'))} />);
    choose(backupText(makeBackup(theirs)));
    fireEvent.click(await screen.findByTestId('import-apply'));
    await waitFor(() => expect(screen.getByTestId('import-error').textContent).toMatch(/could not be saved \(Error: QUOTA_BYTES quota exceeded\)/));
  });
});
