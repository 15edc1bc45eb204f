import { fireEvent, render, screen } from '@testing-library/preact';
import { useState } from 'preact/hooks';
import { describe, expect, it } from 'vitest';
import type { PersonalWarning } from '@/lib/personal/personal-warning';
import type { PersonalSyncState } from '@/lib/settings/personal-storage';
import { PersonalWarnings } from './PersonalWarnings';

function Harness({ sync = { synced: true }, onSaved }: { sync?: PersonalSyncState; onSaved?: (w: PersonalWarning[]) => void }) {
  const [warnings, setWarnings] = useState<PersonalWarning[]>([]);
  return (
    <PersonalWarnings
      warnings={warnings}
      sync={sync}
      sensitivity="balanced"
      onChange={(next) => {
        setWarnings(next);
        onSaved?.(next);
      }}
    />
  );
}

const type = (testId: string, value: string) => fireEvent.input(screen.getByTestId(testId), { target: { value } });

describe('the options page editor for the reader\'s own warnings', () => {
  it('creates a warning from a name and words, after a live preview of what it catches', () => {
    let saved: PersonalWarning[] = [];
    render(<Harness onSaved={(w) => (saved = w)} />);
    fireEvent.click(screen.getByTestId('personal-new'));
    type('personal-name', 'Needles');
    type('personal-words', 'needle, syringe');
    type('personal-sample', 'The needles gleamed. He did not touch the syringe. <b>bold</b>');
    const preview = screen.getByTestId('personal-preview');
    expect([...preview.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['needles']);
    expect(preview.textContent).toContain('1 use caught; this would raise the warning (a mention).');
    // Pasted text stays text: no element is made from it.
    expect(preview.querySelector('b')).toBeNull();
    fireEvent.click(screen.getByTestId('personal-save'));
    expect(saved).toEqual([{ id: 'personal:needles', name: 'Needles', words: ['needle', 'syringe'], except: [], enabled: true }]);
    expect(screen.getByTestId('personal-list').textContent).toContain('Needles 2 words');
  });

  it('adds a ready-made list in one click, once', () => {
    let saved: PersonalWarning[] = [];
    render(<Harness onSaved={(w) => (saved = w)} />);
    fireEvent.click(screen.getByTestId('starting-spiders-insects'));
    expect(saved.map((w) => w.id)).toEqual(['personal:spiders-insects']);
    expect(saved[0].words).toContain('tarantula');
    expect((screen.getByTestId('starting-spiders-insects') as HTMLButtonElement).disabled).toBe(true);
  });

  it('says plainly when the lists are too large to sync', () => {
    render(<Harness sync={{ synced: false, reason: 'too-large', bytes: 71_000, limit: 60_000 }} />);
    expect(screen.getByTestId('personal-sync').textContent).toContain('too large to sync (71 kB of the 60 kB sync allows them), so they are kept on this browser only');
  });
});
