import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { ContentScriptContext } from 'wxt/utils/content-script-context';
import { startSession } from '@/entrypoints/content/session';
import { analyzeStory } from '@/lib/analyze-story';
import { isAnalyzeRequest, isToBackgroundMessage } from '@/lib/messages';

/**
 * A story list whose summaries the background could not read: each story is judged from its tags
 * alone, and says so ("Summary not read"), never shows as if its summary held nothing.
 * The list is FanFiction.net's (test/fixtures/sites/ffn-category.html, written by us).
 */
const FIXTURE = readFileSync(path.resolve(__dirname, '../fixtures/sites/ffn-category.html'), 'utf8');
const CHOSEN = { chosen: true, shield: 'blur' };

let ctx: ContentScriptContext;

/** Opens the list and waits for its five panels; returns each story's panel text by title. */
async function openList(): Promise<Record<string, string>> {
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL('https://www.fanfiction.net/tv/Glee/');
  document.documentElement.innerHTML = new DOMParser().parseFromString(FIXTURE, 'text/html').documentElement.innerHTML;
  await fakeBrowser.storage.sync.set({ settings: CHOSEN, settings$: { v: 2 } });
  ctx = new ContentScriptContext('content');
  await startSession(ctx);
  const panels = () => Array.from(document.querySelectorAll('div.z-list [data-gentle-reader=listing]'));
  await vi.waitFor(() => expect(panels()).toHaveLength(5), { timeout: 8_000 });
  return Object.fromEntries(
    panels().map((host) => [host.closest('div.z-list')?.querySelector('a.stitle')?.textContent ?? '', host.shadowRoot?.textContent ?? '']),
  );
}

describe('a story list whose background does not answer', () => {
  beforeEach(() => fakeBrowser.reset());
  afterEach(() => ctx?.abort());

  it('with the background answering: summaries are read, and no story says otherwise (the control)', async () => {
    fakeBrowser.runtime.onMessage.addListener((message: unknown) => {
      if (!isToBackgroundMessage(message) || message.type !== 'analyze' || !isAnalyzeRequest(message)) return undefined;
      return Promise.resolve(analyzeStory(message.story, message.sensitivity, message.personal));
    });
    const panels = await openList();
    expect(panels['Glass Houses']).toContain('Self-harm');
    expect(Object.values(panels).join(' ')).not.toContain('Summary not read');
  }, 15_000); // the engine's first compile (3-4 s at load 15-20) inside, as the next test's wait

  it('each story with a summary says "Summary not read", and none is called clear from it', async () => {
    const panels = await openList();
    for (const [title, text] of Object.entries(panels)) expect(text, title).toContain('Summary not read');
    expect(panels['Glass Houses']).not.toContain('Self-harm');
  }, 15_000);
});
