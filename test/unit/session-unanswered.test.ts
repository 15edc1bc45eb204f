import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { ContentScriptContext } from 'wxt/utils/content-script-context';
import { startSession } from '@/entrypoints/content/session';
import { analyzeStory } from '@/lib/analyze-story';
import { t } from '@/lib/i18n/translate';
import { isAnalyzeRequest, isToBackgroundMessage, type PageStatus } from '@/lib/messages';
import { ANSWER_BASE_MS } from '@/lib/page/ask-analysis';

/**
 * The page no longer carries the engine: when the background does not answer (asked twice), the
 * page must say it could not be read, never show an empty banner that reads as an all-clear.
 */
const FIXTURE = readFileSync(path.resolve(__dirname, '../fixtures/sites/ao3-entire-work.html'), 'utf8');
const CHOSEN = { chosen: true, shield: 'blur' };

let ctx: ContentScriptContext;

async function openPage(meanwhile?: () => Promise<void>, html = FIXTURE): Promise<string> {
  // happy-dom's own API: the page's address, which picks the site's adapter.
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL('https://archiveofourown.org/works/123?view_full_work=true');
  document.documentElement.innerHTML = new DOMParser().parseFromString(html, 'text/html').documentElement.innerHTML;
  await fakeBrowser.storage.sync.set({ settings: CHOSEN, settings$: { v: 2 } });
  ctx = new ContentScriptContext('content');
  const session = startSession(ctx);
  await meanwhile?.();
  await session;
  return bannerText();
}

const bannerRoot = () => document.querySelector('[data-gentle-reader=banner]')?.shadowRoot;
const bannerText = () => bannerRoot()?.textContent ?? '';

/**
 * The background's own answer, as the real one gives it (entrypoints/background.ts), once `told`
 * (a very long work takes seconds there).
 */
function answeringBackground(told: Promise<void> = Promise.resolve()) {
  const answer = (message: unknown) => {
    if (!isToBackgroundMessage(message) || message.type !== 'analyze' || !isAnalyzeRequest(message)) return undefined;
    return told.then(() => analyzeStory(message.story, message.sensitivity, message.personal));
  };
  fakeBrowser.runtime.onMessage.addListener(answer);
  return () => fakeBrowser.runtime.onMessage.removeListener(answer);
}

/** A background that takes the story and never answers (stuck, or it lost the message while restarting). */
function silentBackground() {
  const asked: unknown[] = [];
  const takeAndKeep = (message: unknown) => {
    if (!isToBackgroundMessage(message) || message.type !== 'analyze') return undefined;
    asked.push(message);
    return new Promise(() => {});
  };
  fakeBrowser.runtime.onMessage.addListener(takeAndKeep);
  return { asked, stop: () => fakeBrowser.runtime.onMessage.removeListener(takeAndKeep) };
}

/** The reader's own click: the banner ignores clicks a page script made (audit F5), and happy-dom marks none as trusted. */
function clickAsTheReader(button: Element) {
  const trusted = Object.getOwnPropertyDescriptor(Event.prototype, 'isTrusted');
  Object.defineProperty(Event.prototype, 'isTrusted', { configurable: true, get: () => true });
  try {
    (button as HTMLElement).click();
  } finally {
    if (trusted) Object.defineProperty(Event.prototype, 'isTrusted', trusted);
    else delete (Event.prototype as { isTrusted?: boolean }).isTrusted;
  }
}

describe('a page whose background does not answer', () => {
  beforeEach(() => fakeBrowser.reset());
  afterEach(() => ctx?.abort());

  it('with the background answering: the banner names the warnings (the control)', async () => {
    answeringBackground();
    const text = await openPage();
    // The fixture's work is clear in every category: this is the all-clear the other case must never show.
    expect(text).toContain(t('banner_nothing_found'));
    expect(text).not.toContain(t('page_unanswered_heading'));
  });

  it('says "could not read this page", with no warnings and no all-clear', async () => {
    const text = await openPage();
    expect(text).toContain('Gentle Reader could not read this page');
    expect(text).toContain('Nothing on this page was checked for content warnings');
    expect(text).not.toContain(t('banner_nothing_found'));
  }, 10_000);

  it('a background that never answers: "could not read this page in time", never "reading" forever nor an all-clear; "Try again" reads it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const silent = silentBackground();
      // The time limit passes (a chapter's: the fixture is short) while the page waits for its answer.
      const text = await openPage(async () => void (await vi.advanceTimersByTimeAsync(ANSWER_BASE_MS + 1_000)));
      expect(silent.asked).toHaveLength(1); // not asked again while it may still be reading
      expect(text).toContain(t('page_too_slow_heading'));
      expect(text).toContain(t('page_too_slow_text'));
      expect(text).not.toContain(t('banner_nothing_found'));
      const retry = bannerRoot()?.querySelector('[data-testid=gr-try-again]');
      expect(retry?.textContent).toBe(t('page_try_again'));

      // The background is back: "Try again" asks it afresh, and the page gets its real answer.
      silent.stop();
      answeringBackground();
      clickAsTheReader(retry!);
      await vi.waitFor(() => expect(bannerText()).toContain(t('banner_nothing_found')), { timeout: 10_000 });
      expect(bannerText()).not.toContain(t('page_too_slow_heading'));
    } finally {
      vi.useRealTimers();
    }
  }, 30_000);
});

describe('a page whose settings the browser will not give', () => {
  beforeEach(() => fakeBrowser.reset());
  afterEach(() => ctx?.abort());

  it('says the settings could not be read and that nothing was checked, never an all-clear; "Try again" reads the page once they come', async () => {
    answeringBackground();
    // Firefox's storage.sync, for one, can fail this way when its database is damaged.
    const get = vi.spyOn(fakeBrowser.storage.sync, 'get').mockRejectedValue(new Error('An unexpected error occurred'));
    const text = await openPage(async () => {
      await vi.waitFor(() => expect(bannerText()).toContain(t('settings_unreadable_heading')));
      expect(bannerText()).toContain(t('settings_unreadable_page', 'An unexpected error occurred'));
      expect(bannerText()).not.toContain(t('banner_nothing_found'));
      // The popup hears the same meanwhile: not "no story here" (which offers the generic reader
      // for an archive page), and asking for the reader opens nothing.
      const unreadable = { site: 'ao3', problem: t('settings_unreadable_page', 'An unexpected error occurred'), warnings: [], canOpenReader: false };
      expect(await fakeBrowser.runtime.sendMessage({ type: 'get-status' })).toEqual({ ...unreadable, siteName: expect.any(String) });
      expect(await fakeBrowser.runtime.sendMessage({ type: 'open-reader' })).toMatchObject(unreadable);
      expect(document.querySelector('[data-gentle-reader=reader]')).toBeNull();
      // Still failing: the same notice again, nothing saved over the settings.
      clickAsTheReader(bannerRoot()!.querySelector('[data-testid=gr-try-again]')!);
      await vi.waitFor(() => expect(get.mock.calls.length).toBeGreaterThanOrEqual(4));
      await vi.waitFor(() => expect(bannerRoot()?.querySelector('[data-testid=gr-try-again]')).toBeTruthy());
      expect(bannerText()).toContain(t('settings_unreadable_heading'));
      get.mockRestore();
      clickAsTheReader(bannerRoot()!.querySelector('[data-testid=gr-try-again]')!);
    });
    expect(text).toContain(t('banner_nothing_found'));
    expect(text).not.toContain(t('settings_unreadable_heading'));
    // Then the popup hears the page's own status, not the failure any more.
    const status: PageStatus = await fakeBrowser.runtime.sendMessage({ type: 'get-status' });
    expect(status).toMatchObject({ site: 'ao3', warnings: [], canOpenReader: true });
    expect(status.problem).toBeUndefined();
    expect((await fakeBrowser.storage.sync.get('settings')).settings).toEqual(CHOSEN);
  }, 30_000);
});

describe('a very long page while its text is read', () => {
  beforeEach(() => fakeBrowser.reset());
  afterEach(() => ctx?.abort());

  // The fixture's last chapter made 200,000 words long: from there a page is read with a notice
  // above it (VERY_LONG_PAGE_WORDS in session.ts), for seconds on a loaded machine.
  const sentence = 'The lamp burned on through the long night while she counted the waves against the rocks below. ';
  const paragraph = `<p>${sentence.repeat(6).trim()}</p>`; // 102 words
  const LONG = FIXTURE.replace('<p>She lit the lamp anyway, for whoever else was out there.</p>', paragraph.repeat(2_000));

  it('the popup hears at once that it is still read (never "no warnings"), then the page\'s own status when it is', async () => {
    let answerNow!: () => void;
    answeringBackground(new Promise<void>((resolve) => (answerNow = resolve)));
    const reports: PageStatus[] = [];
    fakeBrowser.runtime.onMessage.addListener((message: unknown) => {
      if (isToBackgroundMessage(message) && message.type === 'page-status') reports.push(message.status);
    });
    await openPage(async () => {
      await vi.waitFor(() => expect(bannerRoot()?.querySelector('[data-testid=gr-still-reading]')).toBeTruthy(), { timeout: 20_000 });
      // Answered at once, not when the reading is done (it is not, until the background answers).
      const asked = fakeBrowser.runtime.sendMessage({ type: 'get-status' }) as Promise<PageStatus>;
      const status = await Promise.race([asked, new Promise((resolve) => setTimeout(() => resolve('no answer within a second'), 1_000))]);
      expect(status).toEqual({ site: 'ao3', siteName: expect.any(String), title: 'The Lantern Keeper', reading: true, warnings: [], canOpenReader: false });
      expect(reports).toEqual([]);
      answerNow();
    }, LONG);
    // The page's own report when its draw is done: what the popup follows (entrypoints/popup/main.tsx).
    expect(reports.at(-1)).toMatchObject({ site: 'ao3', title: 'The Lantern Keeper', canOpenReader: true });
    expect(reports.at(-1)!.words).toBeGreaterThan(200_000);
    expect(reports.at(-1)!.reading).toBeUndefined();
    const after: PageStatus = await fakeBrowser.runtime.sendMessage({ type: 'get-status' });
    expect(after.reading).toBeUndefined();
  }, 60_000);
});
