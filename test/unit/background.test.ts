import { beforeEach, describe, expect, test, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { openReaderInTab } from '@/entrypoints/background';

describe('openReaderInTab', () => {
  beforeEach(() => fakeBrowser.reset());

  test('on a supported archive, asks the content script already there to open the reader', async () => {
    const sendMessage = vi.spyOn(fakeBrowser.tabs, 'sendMessage').mockResolvedValue({});
    const executeScript = vi.fn();
    (fakeBrowser as unknown as { scripting: unknown }).scripting = { executeScript };
    await openReaderInTab(7);
    expect(sendMessage).toHaveBeenCalledWith(7, { type: 'open-reader' });
    expect(executeScript).not.toHaveBeenCalled();
  });

  test('on any other page (no content script answers), injects the Readability fallback into that tab only', async () => {
    vi.spyOn(fakeBrowser.tabs, 'sendMessage').mockRejectedValue(new Error('Could not establish connection. Receiving end does not exist.'));
    const executeScript = vi.fn().mockResolvedValue([]);
    (fakeBrowser as unknown as { scripting: unknown }).scripting = { executeScript };
    await openReaderInTab(7);
    expect(executeScript).toHaveBeenCalledWith({ target: { tabId: 7 }, files: ['/content-scripts/readability.js'] });
  });
});
