import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { ContentScriptContext } from 'wxt/utils/content-script-context';
import { startSession } from '@/entrypoints/content/session';
import type { Warning } from '@/lib/engine/types';
import { isAnalyzeRequest, isToBackgroundMessage } from '@/lib/messages';
import { holdBack, isHeldBack } from '@/lib/page/hold-back';
import type { StoryAnalysis } from '@/lib/story-analysis';

/**
 * A long page's passages are shielded in slices while its story is held back. The banner comes as
 * the shielding starts, with the count of every passage it will shield (it used to wait for the
 * last slice); the story is shown only once every passage is shielded.
 */
const FIXTURE = readFileSync(path.resolve(__dirname, '../fixtures/sites/ao3-entire-work.html'), 'utf8');
const STORY = '#workskin #chapters div.userstuff';
const PASSAGES = 800;

/** A background that flags every paragraph of the story it is sent (self-harm, as a theme). */
function flaggingBackground() {
  const answer = (message: unknown) => {
    if (!isToBackgroundMessage(message) || message.type !== 'analyze' || !isAnalyzeRequest(message)) return undefined;
    const warning: Warning = {
      id: 'self-harm',
      level: 'theme',
      score: 9,
      sources: ['text'],
      evidence: [{ source: 'text', paragraph: 0, start: 0, end: 4, excerpt: 'x' }],
      passages: message.story.paragraphs.map((_, i) => i),
    };
    const analysis: StoryAnalysis = { warnings: [warning], fromText: [warning], fromTags: [], unknownTags: false, language: 'en', textRead: true, unmappedNotes: [] };
    return Promise.resolve(analysis);
  };
  fakeBrowser.runtime.onMessage.addListener(answer);
}

let ctx: ContentScriptContext;
beforeEach(() => fakeBrowser.reset());
afterEach(() => ctx?.abort());

it('the banner comes before the last slice, saying every passage; the story is shown only once all are shielded', { timeout: 60_000 }, async () => {
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL('https://archiveofourown.org/works/123?view_full_work=true');
  document.documentElement.innerHTML = new DOMParser().parseFromString(FIXTURE, 'text/html').documentElement.innerHTML;
  document.querySelector(STORY)!.insertAdjacentHTML('beforeend', '<p>She sat by the lamp and waited for the ship.</p>'.repeat(PASSAGES));
  await fakeBrowser.storage.sync.set({ settings: { chosen: true, shield: 'blur', categories: { 'self-harm': true } }, settings$: { v: 2 } });
  flaggingBackground();
  holdBack(document, STORY); // as hold-back.content.ts does at document_start
  const shielded = () => document.querySelectorAll('[data-gentle-reader-shield=blur]').length;
  let atBanner: { shielded: number; held: boolean; text: string } | undefined;
  let atShown: number | undefined;
  const watch = new MutationObserver(() => {
    const banner = document.querySelector('[data-gentle-reader=banner]');
    if (banner && !atBanner) atBanner = { shielded: shielded(), held: isHeldBack(document), text: banner.shadowRoot?.textContent ?? '' };
    if (!isHeldBack(document) && atShown === undefined) atShown = shielded();
  });
  watch.observe(document, { childList: true, subtree: true, attributes: true });

  ctx = new ContentScriptContext('content');
  await startSession(ctx);
  watch.disconnect();

  const total = shielded();
  expect(total).toBeGreaterThanOrEqual(PASSAGES);
  expect(atBanner?.held).toBe(true);
  expect(atBanner!.shielded).toBeLessThan(total);
  expect(atBanner!.text).toContain(String(total));
  expect(atShown).toBe(total);
});
