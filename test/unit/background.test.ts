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

describe('what the background accepts', () => {
  test('an analyze request must be text in the engine’s shape', async () => {
    const { isAnalyzeRequest } = await import('@/lib/messages');
    const story = { paragraphs: ['He hit him.'], summary: '', notes: [], tags: { rating: [], warnings: [], categories: [], fandoms: [], relationships: [], characters: [], freeforms: [] } };
    expect(isAnalyzeRequest({ type: 'analyze', story, sensitivity: 'balanced' })).toBe(true);
    expect(isAnalyzeRequest({ type: 'analyze', story: { ...story, paragraphs: [{ toString: () => 'x' }] } as never, sensitivity: 'balanced' })).toBe(false);
    expect(isAnalyzeRequest({ type: 'analyze', story, sensitivity: 'extreme' as never })).toBe(false);
    expect(isAnalyzeRequest({ type: 'analyze', story: { ...story, tags: { rating: 'Explicit' } } as never, sensitivity: 'low' })).toBe(false);
  });
});
