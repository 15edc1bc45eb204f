import { fireEvent, render, screen } from '@testing-library/preact';
import { describe, expect, test, vi } from 'vitest';
import { CATEGORY_IDS } from '@/lib/engine/categories';
import { DEFAULT_SETTINGS, FIRST_RUN_CATEGORIES, type Settings } from '@/lib/settings/settings';
import { Options } from '../Options';

const checked = (id: string) => (screen.getByTestId(id) as HTMLInputElement).checked;

function renderOptions(settings: Settings) {
  const onChange = vi.fn<(s: Settings) => void>();
  const view = render(<Options settings={settings} sites={[]} onChange={onChange} />);
  return { onChange, rerender: (next: Settings) => view.rerender(<Options settings={next} sites={[]} onChange={onChange} />) };
}

describe('the first-run welcome view (options page before the reader chose)', () => {
  test('asks which warnings matter, with the small set ticked, grouped as in the popup, and passages only marked', () => {
    renderOptions(DEFAULT_SETTINGS);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Welcome to Gentle Reader');
    for (const id of CATEGORY_IDS) expect(checked(`category-${id}`)).toBe(FIRST_RUN_CATEGORIES.includes(id));
    expect(screen.getByRole('group', { name: 'Harm to self' })).toBeTruthy();
    expect(checked('shield-marker')).toBe(true);
    expect(screen.queryByTestId('shield-collapse')).toBeNull();
  });

  test('nothing is saved until the reader answers; "All" and "Blur" then save as chosen', () => {
    const { onChange } = renderOptions(DEFAULT_SETTINGS);
    fireEvent.click(screen.getByRole('button', { name: 'All' }));
    fireEvent.click(screen.getByTestId('shield-blur'));
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('welcome-save'));
    const saved = onChange.mock.lastCall![0];
    expect(saved.chosen).toBe(true);
    expect(saved.shield).toBe('blur');
    expect(CATEGORY_IDS.every((id) => saved.categories[id])).toBe(true);
  });

  test('keeping the pre-selection is an answer too, and the full settings page follows with a note', () => {
    const { onChange, rerender } = renderOptions(DEFAULT_SETTINGS);
    fireEvent.click(screen.getByTestId('welcome-save'));
    const saved = onChange.mock.lastCall![0];
    expect(saved).toEqual({ ...DEFAULT_SETTINGS, chosen: true });
    rerender(saved);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Gentle Reader settings');
    expect(screen.getByTestId('welcome-done').textContent).toMatch(/^Saved\./);
  });

  test('a reader who chose sees the settings page, not the welcome', () => {
    renderOptions({ ...DEFAULT_SETTINGS, chosen: true });
    expect(screen.queryByTestId('welcome')).toBeNull();
    expect(screen.queryByTestId('welcome-done')).toBeNull();
  });
});
