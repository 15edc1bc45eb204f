import { beforeEach, describe, expect, test, vi } from 'vitest';
import type { Tabs } from 'webextension-polyfill';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import background, { onInstalled, openReaderInTab } from '@/entrypoints/background';
import { DEFAULT_SETTINGS } from '@/lib/settings/settings';
import { loadSettings } from '@/lib/settings/storage';

describe('openReaderInTab', () => {
  beforeEach(() => {
    fakeBrowser.reset();
    // The content scripts' matches, as the built manifest lists them for AO3.
    vi.spyOn(fakeBrowser.runtime, 'getManifest').mockReturnValue({ manifest_version: 3, name: 'Gentle Reader', version: '0.1.0', content_scripts: [{ matches: ['*://archiveofourown.org/*'] }] });
  });

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

  test('on an archive page whose content script has not started yet, waits for it instead of the generic reader', async () => {
    const tab = await fakeBrowser.tabs.create({ url: 'https://archiveofourown.org/works/1/chapters/2' });
    let answersFrom = 3;
    const sendMessage = vi.spyOn(fakeBrowser.tabs, 'sendMessage').mockImplementation(async () => {
      if (--answersFrom > 0) throw new Error('Receiving end does not exist.');
      return {};
    });
    const executeScript = vi.fn();
    (fakeBrowser as unknown as { scripting: unknown }).scripting = { executeScript };
    await openReaderInTab(tab.id!, async () => {});
    expect(sendMessage).toHaveBeenCalledTimes(3);
    expect(executeScript).not.toHaveBeenCalled();
  });

  test('on an archive page whose content script never answers, still opens the generic reader in the end', async () => {
    const tab = await fakeBrowser.tabs.create({ url: 'https://archiveofourown.org/works/1' });
    vi.spyOn(fakeBrowser.tabs, 'sendMessage').mockRejectedValue(new Error('Receiving end does not exist.'));
    const executeScript = vi.fn().mockResolvedValue([]);
    (fakeBrowser as unknown as { scripting: unknown }).scripting = { executeScript };
    let waits = 0;
    await openReaderInTab(tab.id!, async () => void waits++);
    expect(waits).toBeGreaterThan(5);
    expect(executeScript).toHaveBeenCalledWith({ target: { tabId: tab.id }, files: ['/content-scripts/readability.js'] });
  });

  test('on a page no adapter knows, injects the fallback at once without waiting', async () => {
    const tab = await fakeBrowser.tabs.create({ url: 'https://example.com/some-story' });
    vi.spyOn(fakeBrowser.tabs, 'sendMessage').mockRejectedValue(new Error('Receiving end does not exist.'));
    const executeScript = vi.fn().mockResolvedValue([]);
    (fakeBrowser as unknown as { scripting: unknown }).scripting = { executeScript };
    let waits = 0;
    await openReaderInTab(tab.id!, async () => void waits++);
    expect(waits).toBe(0);
    expect(executeScript).toHaveBeenCalledOnce();
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

describe('install and update', () => {
  beforeEach(() => fakeBrowser.reset());

  test('a new install opens the options page (its welcome view) and changes no setting', async () => {
    const openOptionsPage = vi.spyOn(fakeBrowser.runtime, 'openOptionsPage').mockResolvedValue();
    await onInstalled({ reason: 'install' });
    expect(openOptionsPage).toHaveBeenCalledTimes(1);
    expect(await fakeBrowser.storage.sync.get('settings')).toEqual({});
    expect((await loadSettings()).chosen).toBe(false);
  });

  test('an update with nothing stored (a version-1 reader on the old defaults) keeps every warning, blurred', async () => {
    const openOptionsPage = vi.spyOn(fakeBrowser.runtime, 'openOptionsPage').mockResolvedValue();
    await onInstalled({ reason: 'update' });
    expect(openOptionsPage).not.toHaveBeenCalled();
    const settings = await loadSettings();
    expect(settings).toMatchObject({ chosen: true, shield: 'blur' });
    expect(Object.values(settings.categories).every(Boolean)).toBe(true);
  });

  test('an update after a first-run install, still unanswered, stores nothing: nothing is blurred before the choice', async () => {
    vi.spyOn(fakeBrowser.runtime, 'openOptionsPage').mockResolvedValue();
    await onInstalled({ reason: 'install' });
    await onInstalled({ reason: 'update' });
    expect(await fakeBrowser.storage.sync.get('settings')).toEqual({});
    expect((await loadSettings()).shield).toBe('marker');
  });

  test('an update leaves stored settings as they are', async () => {
    await fakeBrowser.storage.sync.set({ settings: { ...DEFAULT_SETTINGS, shield: 'off', chosen: true }, settings$: { v: 2 } });
    await onInstalled({ reason: 'update' });
    expect((await loadSettings()).shield).toBe('off');
  });
});

describe('Firefox for Android: no keyboard shortcuts, no context menus', () => {
  beforeEach(() => fakeBrowser.reset());

  test('the background starts without them, tells the banner there is no shortcut to name, and the popup still opens the reader', async () => {
    const android = fakeBrowser as unknown as Record<string, unknown>;
    const desktopOnly = { commands: android.commands, contextMenus: android.contextMenus };
    android.commands = undefined;
    android.contextMenus = undefined;
    try {
      expect(() => background.main()).not.toThrow();
      // A content script's message: its sender is a tab (only the id is read).
      const [shortcut] = await fakeBrowser.runtime.onMessage.trigger({ type: 'shortcut' }, { tab: { id: 3 } as Tabs.Tab });
      expect(shortcut).toBe('');
      const sendMessage = vi.spyOn(fakeBrowser.tabs, 'sendMessage').mockResolvedValue({});
      await fakeBrowser.runtime.onMessage.trigger({ type: 'open-reader-in-tab', tabId: 3 }, { url: fakeBrowser.runtime.getURL('/popup.html') });
      expect(sendMessage).toHaveBeenCalledWith(3, { type: 'open-reader' });
    } finally {
      Object.assign(android, desktopOnly);
    }
  });
});

describe('the meaning layer', () => {
  beforeEach(() => fakeBrowser.reset());

  test('reads its word vectors once per background start, from the extension’s own packaged file', async () => {
    const { readFileSync } = await import('node:fs');
    const bytes = readFileSync('public/engine/word-vectors.bin');
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response(bytes));
    // The fake browser has no commands or menus to listen to (as on Firefox for Android).
    const browser = fakeBrowser as unknown as Record<string, unknown>;
    const desktopOnly = { commands: browser.commands, contextMenus: browser.contextMenus };
    Object.assign(browser, { commands: undefined, contextMenus: undefined });
    background.main();
    Object.assign(browser, desktopOnly);
    const story = { paragraphs: ['She kept her sleeves down all summer.'], summary: '', notes: [], tags: { rating: [], warnings: [], categories: [], fandoms: [], relationships: [], characters: [], freeforms: [] } };
    const [first] = await fakeBrowser.runtime.onMessage.trigger({ type: 'analyze', story, sensitivity: 'balanced' }, { tab: { id: 3 } as Tabs.Tab });
    const [second] = await fakeBrowser.runtime.onMessage.trigger({ type: 'analyze', story, sensitivity: 'balanced' }, { tab: { id: 3 } as Tabs.Tab });
    expect(first).toEqual(second);
    expect(fetch).toHaveBeenCalledOnce();
    expect(String(fetch.mock.calls[0][0])).toBe(fakeBrowser.runtime.getURL('/engine/word-vectors.bin'));
  });
});
