import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { ContentScriptContext } from 'wxt/utils/content-script-context';
import { startSession } from '@/entrypoints/content/session';
import { analyzeStory } from '@/lib/analyze-story';
import { t } from '@/lib/i18n/translate';
import { isAnalyzeRequest, isToBackgroundMessage } from '@/lib/messages';

/**
 * The page no longer carries the engine: when the background does not answer (asked twice), the
 * page must say it could not be read, never show an empty banner that reads as an all-clear.
 */
const FIXTURE = readFileSync(path.resolve(__dirname, '../fixtures/sites/ao3-entire-work.html'), 'utf8');
const CHOSEN = { chosen: true, shield: 'blur' };

let ctx: ContentScriptContext;

async function openPage(): Promise<string> {
  // happy-dom's own API: the page's address, which picks the site's adapter.
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL('https://archiveofourown.org/works/123?view_full_work=true');
  document.documentElement.innerHTML = new DOMParser().parseFromString(FIXTURE, 'text/html').documentElement.innerHTML;
  await fakeBrowser.storage.sync.set({ settings: CHOSEN, settings$: { v: 2 } });
  ctx = new ContentScriptContext('content');
  await startSession(ctx);
  const banner = document.querySelector('[data-gentle-reader=banner]');
  return banner?.shadowRoot?.textContent ?? '';
}

/** The background's own answer, as the real one gives it (entrypoints/background.ts). */
function answeringBackground() {
  fakeBrowser.runtime.onMessage.addListener((message: unknown) => {
    if (!isToBackgroundMessage(message) || message.type !== 'analyze' || !isAnalyzeRequest(message)) return undefined;
    return Promise.resolve(analyzeStory(message.story, message.sensitivity, message.personal));
  });
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
});
