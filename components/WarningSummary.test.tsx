import { fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, test } from 'vitest';
import type { Warning } from '@/lib/engine/types';
import { useEnglish } from '@/lib/i18n/translate';
import { notReadNotice } from '@/lib/not-read';
import { speak } from '@/test/i18n/locale-catalogs';
import { WarningSummary } from './WarningSummary';

const heartbreak: Warning = { id: 'heartbreak', level: 'theme', score: 9, sources: ['text'], evidence: [] };
const infidelity: Warning = { id: 'infidelity', level: 'mention', score: 3, sources: ['text'], evidence: [] };

describe('WarningSummary', () => {
  test('one line: what was found, and Details jumping to the banner', () => {
    let details = 0;
    render(<WarningSummary warnings={[heartbreak, infidelity]} onDetails={() => details++} />);
    expect(screen.getByTestId('gr-summary').textContent).toBe('Gentle Reader: heartbreak (theme), infidelity · Details');
    fireEvent.click(screen.getByText('Details'));
    expect(details).toBe(1);
  });

  test('while reading it keeps its place and says so', () => {
    render(<WarningSummary onDetails={() => {}} />);
    expect(screen.getByTestId('gr-summary').textContent).toBe('Gentle Reader: reading the story…');
    expect(screen.getByTestId('gr-summary').getAttribute('aria-busy')).toBe('true');
  });

  test('says in plain words when the archive row seems to say otherwise', () => {
    render(<WarningSummary warnings={[heartbreak]} contradiction="Not in the archive's warnings (they cover only four things); found in the story text." />);
    expect(screen.getByText(/Not in the archive's warnings/)).toBeTruthy();
  });

  test('following nothing is not "nothing found"', () => {
    render(<WarningSummary warnings={[]} followsNone onChooseWarnings={() => {}} />);
    expect(screen.getByTestId('gr-summary').textContent).toContain('you follow no warnings yet');
    expect(screen.getByText('Choose warnings')).toBeTruthy();
  });

  describe('a story whose text was not read (not English) is never summed up as clear', () => {
    afterEach(useEnglish);
    const fromTags: Warning = { id: 'death', level: 'theme', score: 9, sources: ['tags'], evidence: [] };

    test.each([
      ['en', 'Gentle Reader: no warnings in the author\'s tags or notes. · Details', 'This story is in Spanish. Gentle Reader reads English story text;'],
      ['es', 'Gentle Reader: ninguna advertencia en las etiquetas ni en las notas del fic. · Detalles', 'Esta historia está en español. Gentle Reader lee el texto de las historias en inglés;'],
      ['fr', 'Gentle Reader\u00a0: aucun avertissement dans les tags ou les notes de la fic. · Détails', 'Cette histoire est en espagnol. Gentle Reader lit le texte des histoires en anglais'],
      ['de', 'Gentle Reader: keine Warnungen in den Tags oder Anmerkungen der Geschichte. · Details', 'Diese Geschichte ist auf Spanisch. Gentle Reader liest den Text von Geschichten auf Englisch;'],
      ['pt_BR', 'Gentle Reader: nenhum aviso nas tags ou notas da fic. · Detalhes', 'Esta história está em espanhol. O Gentle Reader lê o texto das histórias em inglês;'],
    ])('%s: nothing in the tags says so, and the line below names the language', (lang, line, notice) => {
      if (lang !== 'en') speak(lang);
      const notRead = notReadNotice({ language: 'es', textRead: false }, true);
      render(<WarningSummary warnings={[]} notRead={notRead} onDetails={() => {}} contradiction="found in the story text" />);
      expect(screen.getByTestId('gr-summary').querySelector('.gr-summary-line')!.textContent).toBe(line);
      expect(screen.getByTestId('gr-summary-not-read').textContent).toMatch(new RegExp(`^${notice}`));
      // The archive-row note ("found in the story text") cannot be true of a text not read.
      expect(screen.queryByText('found in the story text')).toBeNull();
    });

    test('warnings from the tags are listed, and the notice still says where they came from', () => {
      render(<WarningSummary warnings={[fromTags]} notRead={notReadNotice({ language: 'fr', textRead: false }, true)} />);
      expect(screen.getByTestId('gr-summary').querySelector('.gr-summary-line')!.textContent).toBe('Gentle Reader: death');
      expect(screen.getByTestId('gr-summary-not-read').textContent).toBe(
        "This story is in French. Gentle Reader reads English story text; the warnings here come from the author's tags and notes only.",
      );
    });
  });
});
