import { fireEvent, render, screen } from '@testing-library/preact';
import { describe, expect, test, vi } from 'vitest';
import { t } from '@/lib/i18n/translate';
import { allCategories, DEFAULT_SETTINGS, type Settings } from '@/lib/settings/settings';
import { Popup, type TabState } from './Popup';

const ready: TabState = {
  state: 'ready',
  status: { site: 'ao3', siteName: 'Archive of Our Own', title: 'Morning Light', words: 1342, warnings: ['heartbreak', 'infidelity'], canOpenReader: true },
};

const CHOSEN: Settings = { ...DEFAULT_SETTINGS, categories: allCategories(true), chosen: true };

function renderPopup(tab: TabState = ready, settings: Settings = CHOSEN) {
  const onChange = vi.fn<(s: Settings) => void>();
  const onOpenReader = vi.fn();
  render(<Popup settings={settings} tab={tab} onChange={onChange} onOpenReader={onOpenReader} onOpenOptions={() => {}} />);
  return { onChange, onOpenReader };
}

describe('Popup', () => {
  test('shows what this page holds and opens the reader', () => {
    const { onOpenReader } = renderPopup();
    expect(screen.getByTestId('page-warnings').textContent).toBe('Warnings: Heartbreak, Infidelity');
    fireEvent.click(screen.getByTestId('open-reader'));
    expect(onOpenReader).toHaveBeenCalledOnce();
  });

  test('every category has a switch, and unticking one saves it off', () => {
    const { onChange } = renderPopup();
    expect(screen.getAllByRole('checkbox').filter((c) => c.dataset.testid?.startsWith('category-'))).toHaveLength(22);
    fireEvent.click(screen.getByTestId('category-heartbreak'));
    expect(onChange.mock.calls[0][0].categories.heartbreak).toBe(false);
    expect(onChange.mock.calls[0][0].categories.suicide).toBe(true);
  });

  test('sensitivity, shielding and the per-site switch change the settings', () => {
    const { onChange } = renderPopup();
    fireEvent.click(screen.getByTestId('sensitivity-high'));
    expect(onChange.mock.lastCall![0].sensitivity).toBe('high');
    fireEvent.click(screen.getByTestId('shield-collapse'));
    expect(onChange.mock.lastCall![0].shield).toBe('collapse');
    fireEvent.click(screen.getByTestId('site-enabled'));
    expect(onChange.mock.lastCall![0].sites).toEqual({ ao3: false });
  });

  test('on a page we do not support, it offers to read the page on request', () => {
    const { onOpenReader } = renderPopup({ state: 'unsupported' });
    fireEvent.click(screen.getByTestId('read-page'));
    expect(onOpenReader).toHaveBeenCalledOnce();
  });

  test('switched off, the choices are disabled and the page summary is hidden', () => {
    renderPopup(ready, { ...DEFAULT_SETTINGS, enabled: false });
    expect(screen.queryByTestId('page-warnings')).toBeNull();
    expect((screen.getByTestId('category-heartbreak') as HTMLInputElement).closest('fieldset')!.disabled).toBe(true);
  });

  test('a story whose text was not read: the notice, and no "no warnings" all-clear', () => {
    const notice = "This story is in Spanish. Gentle Reader reads English story text; the warnings here come from the author's tags and notes only.";
    renderPopup({ state: 'ready', status: { ...ready.status, warnings: [], textRead: false, notice } });
    expect(screen.getByTestId('page-warnings').textContent).toBe("No warnings in the author's tags or notes.");
    expect(screen.getByTestId('not-read').textContent).toBe(notice);
  });

  test('a very long page still being read: says so, never "no warnings", and nothing to open yet', () => {
    renderPopup({ state: 'ready', status: { site: 'ao3', siteName: 'Archive of Our Own', title: 'The Long Road', reading: true, warnings: [], canOpenReader: false } });
    expect(screen.getByText('The Long Road')).toBeTruthy();
    expect(screen.getByTestId('page-reading').textContent).toBe('Reading a very long page…');
    expect(screen.queryByTestId('page-warnings')).toBeNull();
    expect(document.body.textContent).not.toContain(t('popup_no_warnings'));
    expect(screen.queryByTestId('open-reader')).toBeNull();
  });

  test("on works listings, each followed category and each of the reader's own warnings can fold or hide the works", () => {
    const onChange = vi.fn<(s: Settings) => void>();
    const own = [{ id: 'personal:needles' as const, name: 'Needles' }];
    render(<Popup settings={CHOSEN} tab={ready} onChange={onChange} onOpenReader={() => {}} onOpenOptions={() => {}} own={own} />);
    const select = screen.getByTestId('listing-personal:needles') as HTMLSelectElement;
    expect(select.closest('label')!.textContent).toContain('Needles (your own warning)');
    fireEvent.change(select, { target: { value: 'hide' } });
    expect(onChange.mock.lastCall![0].listing.personal).toEqual({ 'personal:needles': 'hide' });
    fireEvent.change(screen.getByTestId('listing-self-harm'), { target: { value: 'fold' } });
    expect(onChange.mock.lastCall![0].listing.categories['self-harm']).toBe('fold');
  });

  test('a change that could not be saved is said, as an alert', () => {
    render(<Popup settings={DEFAULT_SETTINGS} tab={ready} onChange={() => {}} onOpenReader={() => {}} onOpenOptions={() => {}} saveError="That change could not be saved, so it was put back (quota)." />);
    expect(screen.getByRole('alert').textContent).toBe('That change could not be saved, so it was put back (quota).');
  });
});

describe('Popup before the first-run choice', () => {
  test('says what happens until the reader chooses, and opens the choice', () => {
    const onOpenOptions = vi.fn();
    render(<Popup settings={DEFAULT_SETTINGS} tab={ready} onChange={() => {}} onOpenReader={() => {}} onOpenOptions={onOpenOptions} />);
    expect(screen.getByTestId('first-run').textContent).toContain('only marks passages');
    fireEvent.click(screen.getByRole('button', { name: 'Choose your warnings' }));
    expect(onOpenOptions).toHaveBeenCalledOnce();
  });

  test('is gone once the reader chose', () => {
    renderPopup();
    expect(screen.queryByTestId('first-run')).toBeNull();
  });
});
