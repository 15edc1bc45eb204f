import { screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Runtime } from 'webextension-polyfill';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { t } from '@/lib/i18n/translate';
import type { PageStatus, ToBackgroundMessage } from '@/lib/messages';

/**
 * The popup, as the extension loads it, opened on a very long page whose text is still being read
 * (seconds, for a 500,000-word work): the page answers at once that it is read, and the popup
 * follows the page's own report when its draw is done, not another tab's.
 */
const TAB = 7;
const READING: PageStatus = { site: 'ao3', siteName: 'Archive of Our Own', title: 'The Long Road', reading: true, warnings: [], canOpenReader: false };
const DONE: PageStatus = { site: 'ao3', siteName: 'Archive of Our Own', title: 'The Long Road', words: 500_000, warnings: ['heartbreak'], warningLabels: ['Heartbreak'], canOpenReader: true };
const report = (status: PageStatus, tabId: number) =>
  fakeBrowser.runtime.onMessage.trigger({ type: 'page-status', status } satisfies ToBackgroundMessage, { tab: { id: tabId } } as Runtime.MessageSender);

describe('the popup on a very long page still being read', () => {
  beforeEach(async () => {
    fakeBrowser.reset();
    // happy-dom's own API: the popup opened as a page for one tab (?tab=ID), as the tests open it.
    (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(`chrome-extension://gentle-reader/popup.html?tab=${TAB}`);
    document.body.innerHTML = '<div id="app"></div>';
    await fakeBrowser.storage.sync.set({ settings: { chosen: true }, settings$: { v: 2 } });
  });
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('says it is still read (never "no warnings"), then shows what the page found once it reports', async () => {
    const asked = vi.spyOn(fakeBrowser.tabs, 'sendMessage').mockResolvedValue(READING);
    await import('@/entrypoints/popup/main');
    expect((await screen.findByTestId('page-reading')).textContent).toBe(t('page_long_reading_heading'));
    expect(asked).toHaveBeenCalledWith(TAB, { type: 'get-status' });
    expect(screen.queryByTestId('page-warnings')).toBeNull();
    expect(document.body.textContent).not.toContain(t('popup_no_warnings'));

    // Another tab's report is not this page's.
    await report({ ...DONE, title: 'Another Work' }, TAB + 1);
    expect(screen.getByTestId('page-reading')).toBeTruthy();
    expect(document.body.textContent).not.toContain('Another Work');

    await report(DONE, TAB);
    await waitFor(() => expect(screen.getByTestId('page-warnings').textContent).toBe(t('popup_warnings', 'Heartbreak')));
    expect(screen.queryByTestId('page-reading')).toBeNull();
    expect(screen.getByTestId('open-reader')).toBeTruthy();
  });
});
