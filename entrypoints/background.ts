import { browser } from 'wxt/browser';
import type { Runtime } from 'webextension-polyfill';
import { analyzeStory } from '@/lib/analyze-story';
import { useWordVectorBytes, WORD_VECTORS_PATH } from '@/lib/engine/meaning/index';
import { t, tCount, useBrowserI18n } from '@/lib/i18n/translate';
import { bytesToBase64, FONT_FILE } from '@/lib/reader/fonts';
import { matchesPattern } from '@/lib/sites/url-match';
import { setReopenFlag, takeReopenFlag, type FlagStore } from '@/lib/reader/reopen';
import { isAnalyzeRequest, isToBackgroundMessage, type PageStatus, type ToBackgroundMessage, type ToContentMessage } from '@/lib/messages';
import { isStoryPart, StoryParts } from '@/lib/page/story-parts';
import { keepVersion1Defaults, markFirstRunOffered } from '@/lib/settings/storage';

const OPEN_READER: ToContentMessage = { type: 'open-reader' };
const CONTEXT_MENU_ID = 'gentle-reader-open';
// The injected fallback's file, as WXT names runtime-registered content scripts.
const FALLBACK_SCRIPT = '/content-scripts/readability.js';
const BADGE_COLOR = '#7a4a2a';

// A supported archive's content script runs at document_idle: a reader who presses the shortcut
// while the page is still loading reaches the tab before it does. Wait for it rather than put the
// generic Readability reader (no chapters, no tags, no work skin) on an archive page.
const CONTENT_SCRIPT_WAIT_MS = 3_000;
const CONTENT_SCRIPT_RETRY_MS = 200;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function askContentScript(tabId: number): Promise<boolean> {
  try {
    await browser.tabs.sendMessage(tabId, OPEN_READER);
    return true;
  } catch {
    return false;
  }
}

async function isSupportedArchive(tabId: number): Promise<boolean> {
  const url = (await browser.tabs.get(tabId).catch(() => undefined))?.url;
  if (!url) return false;
  const patterns = (browser.runtime.getManifest().content_scripts ?? []).flatMap((script) => script.matches ?? []);
  return patterns.some((pattern) => matchesPattern(url, pattern));
}

/**
 * Opens the reader in a tab. On a supported archive the content script is there (or about to be);
 * on any other page the reader's click has just granted activeTab, so the Readability fallback is
 * injected.
 */
export async function openReaderInTab(tabId: number, wait = sleep): Promise<void> {
  if (await askContentScript(tabId)) return;
  if (await isSupportedArchive(tabId)) {
    for (let waited = 0; waited < CONTENT_SCRIPT_WAIT_MS; waited += CONTENT_SCRIPT_RETRY_MS) {
      await wait(CONTENT_SCRIPT_RETRY_MS);
      if (await askContentScript(tabId)) return;
    }
  }
  // No content script answered: this page is not a supported archive (or its script never came).
  await browser.scripting.executeScript({ target: { tabId }, files: [FALLBACK_SCRIPT] });
}

/** A bundled font's bytes for the reader, which may be on any page: the fonts are not web-accessible. */
async function readFont(file: string): Promise<string> {
  if (!FONT_FILE.test(file)) throw new Error(`not a font file: ${file}`);
  const response = await fetch(browser.runtime.getURL(`/${file}` as '/'));
  if (!response.ok) throw new Error(`font missing: ${file}`);
  return bytesToBase64(await response.arrayBuffer());
}

/** Per-tab flags in session storage (kept in memory where the browser has none). */
const memoryFlags = new Map<string, unknown>();
function reopenStore(tabId: number): FlagStore {
  const key = `reopen:${tabId}`;
  const session = browser.storage.session;
  if (!session) {
    return { get: async () => memoryFlags.get(key), set: async (v) => void memoryFlags.set(key, v), remove: async () => void memoryFlags.delete(key) };
  }
  return {
    get: async () => (await session.get(key))[key],
    set: (value) => session.set({ [key]: value }),
    remove: () => session.remove(key),
  };
}

/** The reader's shortcut as the browser has it bound now: "" where there is none (Firefox for Android). */
async function readerShortcut(): Promise<string> {
  const commands = await browser.commands?.getAll().catch(() => []);
  return commands?.find((c) => c.name === 'open-reader')?.shortcut ?? '';
}

/** A message from one of our own pages (popup, options), not from a content script on a site. */
function fromExtensionPage(sender: Runtime.MessageSender): boolean {
  return sender.url?.startsWith(browser.runtime.getURL('/')) ?? false;
}

function showStatusOnBadge(tabId: number, status: PageStatus): void {
  // Manifest V2 (Firefox) names the toolbar button browserAction.
  const action = browser.action ?? browser.browserAction;
  const count = status.warnings.length;
  // The badge counts the warnings shown on this tab; nothing when there are none.
  void action.setBadgeText({ tabId, text: count > 0 ? String(count) : '' });
  void action.setBadgeBackgroundColor({ tabId, color: BADGE_COLOR });
  void action.setTitle({
    tabId,
    title: count > 0 ? tCount('badge_title', count) : t('badge_title_none'),
  });
}

/**
 * A new reader gets the options page, which opens on its welcome view (which warnings matter, how
 * passages are shown) until they answer; Firefox for Android opens it as a page too. An update keeps
 * what a version-1 reader had.
 */
export async function onInstalled(details: { reason: string }): Promise<void> {
  if (details.reason === 'install') {
    await markFirstRunOffered();
    await browser.runtime.openOptionsPage();
  } else if (details.reason === 'update') {
    await keepVersion1Defaults();
  }
}

/** A long story's parts, kept until the request that names them (story-parts.ts). */
const storyParts = new StoryParts();
/** Who sent a message: a page's parts are its own (a tab's frame). */
const senderKey = (sender: Runtime.MessageSender) => `${sender.tab?.id}:${sender.frameId}`;

/**
 * The meaning layer's word vectors, read once per background start from the extension's own packaged
 * file (nothing is downloaded). Should it fail, the engine reads with its rules alone.
 */
let wordVectors: Promise<void> | undefined;
function loadWordVectors(): Promise<void> {
  wordVectors ??= fetch(browser.runtime.getURL(WORD_VECTORS_PATH as '/'))
    .then((response) => {
      if (!response.ok) throw new Error(`word vectors missing: ${response.status}`);
      return response.arrayBuffer();
    })
    .then(useWordVectorBytes)
    .catch((error: unknown) => console.warn('Gentle Reader: the meaning layer is off, reading with the rules alone', error));
  return wordVectors;
}

/** The engine's reading of a story, its paragraphs put back together first if they came in parts. */
async function analyzeRequest(message: ToBackgroundMessage, sender: Runtime.MessageSender) {
  if (!isAnalyzeRequest(message)) throw new Error('not a story');
  const story = message.parts ? { ...message.story, paragraphs: storyParts.take(senderKey(sender), message.parts) } : message.story;
  await loadWordVectors();
  return analyzeStory(story, message.sensitivity, message.personal);
}

export default defineBackground(() => {
  useBrowserI18n(browser.i18n);
  browser.runtime.onInstalled.addListener((details) => void onInstalled(details).catch(() => {}));

  browser.runtime.onMessage.addListener((message, sender) => {
    if (!isToBackgroundMessage(message)) return undefined;
    // Only the extension's own pages (the popup) may open the reader in a tab; pages may not.
    if (message.type === 'open-reader-in-tab') return fromExtensionPage(sender) ? openReaderInTab(message.tabId) : undefined;
    // The engine runs here so a long work never blocks the page the reader is on.
    if (message.type === 'analyze') return analyzeRequest(message, sender);
    if (message.type === 'story-part') {
      if (!isStoryPart(message)) return Promise.reject(new Error('not a story part'));
      storyParts.add(senderKey(sender), message);
      return Promise.resolve(true);
    }
    if (message.type === 'font') return readFont(message.file);
    if (message.type === 'open-options') return browser.runtime.openOptionsPage();
    if (message.type === 'shortcut') return readerShortcut();
    if (message.type === 'reopen') {
      if (sender.tab?.id === undefined) return undefined;
      const store = reopenStore(sender.tab.id);
      return message.action === 'set' ? setReopenFlag(store) : takeReopenFlag(store);
    }
    if (sender.tab?.id !== undefined) showStatusOnBadge(sender.tab.id, message.status);
    return undefined;
  });

  // Firefox for Android has neither keyboard shortcuts nor context menus: there the popup and the
  // banner's buttons do the same, and nothing here may throw for want of them.
  browser.commands?.onCommand.addListener(async (command, tab) => {
    if (command !== 'open-reader') return;
    const tabId = tab?.id ?? (await browser.tabs.query({ active: true, currentWindow: true }))[0]?.id;
    if (tabId !== undefined) await openReaderInTab(tabId).catch(() => {});
  });

  const menus = browser.contextMenus;
  if (menus) {
    // Made afresh each time the background starts: Firefox forgets a persistent background's menus
    // when it restarts, and Chrome would refuse a second item with the same id.
    void menus
      .removeAll()
      .then(() => menus.create({ id: CONTEXT_MENU_ID, title: t('menu_read_in_reader'), contexts: ['page', 'selection'] }))
      .catch(() => {});
    menus.onClicked.addListener((info, tab) => {
      if (info.menuItemId === CONTEXT_MENU_ID && tab?.id !== undefined) void openReaderInTab(tab.id).catch(() => {});
    });
  }
});
