import { fireEvent, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { t } from '@/lib/i18n/translate';
// Defined before storage breaks: WXT reads each versioned item once as it is defined, and a failure
// there is WXT's own unhandled rejection (a console error in the browser), not the pages' to handle.
import '@/lib/history/storage';
import '@/lib/settings/personal-storage';
import '@/lib/settings/storage';

/**
 * The popup and the options page, as the extension loads them, when the browser's storage will not
 * give the saved settings (Firefox's storage.sync can fail so when its database is damaged): they
 * say so and offer Try again. Before, they said "Loading…" for ever; controls drawn from defaults
 * instead would show a state that is not the reader's, and save it over theirs at the first touch.
 */
const STORED = { chosen: true, enabled: false, shield: 'collapse' };
const FAILURE = 'An unexpected error occurred';

async function openPage(entry: () => Promise<unknown>) {
  document.body.innerHTML = '<div id="app"></div>';
  await fakeBrowser.storage.sync.set({ settings: STORED, settings$: { v: 2 } });
  const get = vi.spyOn(fakeBrowser.storage.sync, 'get').mockRejectedValue(new Error(FAILURE));
  await entry();
  return get;
}

describe.each([
  // With the sections whose own storage failed too and that Try again reads again (the options page's own warnings and blocklists).
  ['the popup', () => import('@/entrypoints/popup/main'), []],
  ['the options page', () => import('@/entrypoints/options/main'), ['[data-testid=personal-sync]', '[data-testid^=blocklist-]']],
])('%s, when the browser will not give the settings', (_name, entry, sections: string[]) => {
  beforeEach(() => fakeBrowser.reset());
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('says so with the browser\'s words, shows no control, saves nothing; Try again shows the stored settings once they come', async () => {
    const get = await openPage(entry);
    const unreadable = await screen.findByTestId('settings-unreadable');
    expect(unreadable.textContent).toContain(t('settings_unreadable_heading'));
    expect(unreadable.textContent).toContain(t('settings_unreadable_here', FAILURE));
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(document.body.textContent).not.toContain(t('common_loading'));

    // Still failing: still said, still no control.
    const tries = get.mock.calls.length;
    fireEvent.click(screen.getByTestId('settings-retry'));
    await waitFor(() => expect(get.mock.calls.length).toBeGreaterThan(tries));
    expect(screen.getByTestId('settings-unreadable')).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();

    get.mockRestore();
    fireEvent.click(screen.getByTestId('settings-retry'));
    await waitFor(() => expect(screen.queryByTestId('settings-unreadable')).toBeNull());
    expect(screen.getAllByRole('checkbox').length).toBeGreaterThan(0);
    await waitFor(() => expect(sections.filter((selector) => !document.querySelector(selector))).toEqual([]));
    expect(screen.queryByRole('alert'), 'no failure left said once everything is read').toBeNull();
    expect((await fakeBrowser.storage.sync.get('settings')).settings).toEqual(STORED);
  });
});
