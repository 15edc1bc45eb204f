import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { historyKey, type History } from '@/lib/history/history';
import { useEnglish } from '@/lib/i18n/translate';
import { speak } from '@/test/i18n/locale-catalogs';
import { HistoryList } from './HistoryList';

const oneWork: History = {
  [historyKey('ao3', '1')]: { site: 'ao3', workId: '1', title: 'The Long Way Home', author: 'Writer', chapter: 2, percent: 40, lastRead: Date.UTC(2026, 10, 1), chapters: {} },
};

const hint = (history: History) => {
  cleanup();
  render(<HistoryList history={history} onForget={() => {}} onForgetAll={() => {}} />);
  return screen.getByTestId('history').querySelector('.gr-hint')?.textContent;
};

afterEach(useEnglish);

describe('the history hint counts the works in the reader\'s language', () => {
  it('an empty history speaks of the works you will open, not of "the 0 works" (French and Portuguese would say "l’œuvre", singular)', () => {
    speak('fr');
    expect(hint({})).toBe('Gardé sur cet appareil uniquement, jamais synchronisé ni envoyé\u00a0: les œuvres que vous ouvrez, où vous en êtes et ce qui est trouvé dans chaque chapitre.');
  });

  it('one work in French is singular', () => {
    speak('fr');
    expect(hint(oneWork)).toContain('l’œuvre que vous avez ouverte');
  });

  it('English for none and one', () => {
    expect(hint({})).toContain('the works you open');
    expect(hint(oneWork)).toContain('the work you opened');
  });
});
