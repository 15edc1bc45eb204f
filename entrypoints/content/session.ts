import { browser } from 'wxt/browser';
import type { ContentScriptContext } from 'wxt/utils/content-script-context';
import { analyzeStory, type StoryAnalysis } from '@/lib/analyze-story';
import { isToContentMessage, type PageStatus, type ToBackgroundMessage } from '@/lib/messages';
import { loadSettings, watchSettings } from '@/lib/settings/storage';
import { siteEnabled, type Settings } from '@/lib/settings/settings';
import { findAdapter } from '@/lib/sites/registry';
import { extractWithReadability } from '@/lib/sites/readability';
import type { SiteAdapter } from '@/lib/sites/site-adapter';
import type { ExtractResult, ListingBlurb, Story } from '@/lib/story';
import { enabledWarnings } from '@/lib/warnings';
import { mountBanner, type MountedBanner } from './banner';
import { mountListingChips } from './listing';
import { shieldPage } from './page-shield';
import { openReader, type ReaderHandle } from './reader';

/** What the page holds, once read. Kept so settings changes redraw without reading again. */
type PageContent =
  | { kind: 'story'; story: Story; analysis: StoryAnalysis; sensitivity: Settings['sensitivity'] }
  | { kind: 'listing'; blurbs: ListingBlurb[] }
  | { kind: 'none'; problem: string };

const FAILURE_TEXT: Record<Exclude<ExtractResult, { ok: true }>['reason'], string> = {
  'no-story': 'This page holds no story.',
  restricted: 'This work is only for logged-in readers, so there is no text to read here.',
  'not-found': 'This work could not be found.',
  malformed: 'This looks like a story page, but its text could not be found.',
};

/**
 * One page's life: read the story once, show the banner, redraw when settings change, open the
 * reader on request. Nothing here may throw into the page: failures become a quiet status.
 */
export async function startSession(ctx: ContentScriptContext, options: { fallback: boolean }): Promise<void> {
  const url = new URL(location.href);
  const adapter: SiteAdapter | undefined = options.fallback ? undefined : findAdapter(url);
  let settings = await loadSettings();
  let content: PageContent | undefined;
  let banner: MountedBanner | undefined;
  let removeChips: (() => void) | undefined;
  let unshield: (() => void) | undefined;
  let reader: ReaderHandle | undefined;
  const siteId = adapter?.id ?? 'readability';

  const read = (): PageContent => {
    const result = adapter ? adapter.extract(document, url) : extractWithReadability(document, url);
    if (!result.ok) {
      const blurbs = adapter?.extractListing?.(document, url) ?? [];
      return blurbs.length > 0 ? { kind: 'listing', blurbs } : { kind: 'none', problem: result.message || FAILURE_TEXT[result.reason] };
    }
    const story = result.story;
    return { kind: 'story', story, analysis: analyzeStory(story, settings.sensitivity), sensitivity: settings.sensitivity };
  };

  const clearUi = () => {
    banner?.remove();
    banner = undefined;
    removeChips?.();
    removeChips = undefined;
    unshield?.();
    unshield = undefined;
  };

  const visibleWarnings = () => (content?.kind === 'story' ? enabledWarnings(content.analysis.warnings, settings.categories) : []);

  const status = (): PageStatus => {
    const base = { site: adapter?.id ?? (options.fallback ? 'readability' : undefined), siteName: adapter?.name };
    if (!siteEnabled(settings, siteId)) return { ...base, problem: 'Gentle Reader is off for this site.', warnings: [], canOpenReader: false };
    if (!content) return { ...base, problem: adapter ? undefined : FAILURE_TEXT['no-story'], warnings: [], canOpenReader: false };
    if (content.kind === 'none') return { ...base, problem: content.problem, warnings: [], canOpenReader: false };
    if (content.kind === 'listing') return { ...base, warnings: [], listingWorks: content.blurbs.length, canOpenReader: false };
    return {
      ...base,
      title: content.story.title,
      words: content.story.wordCount,
      warnings: visibleWarnings().map((w) => w.id),
      canOpenReader: content.story.paragraphs.length > 0,
    };
  };

  const report = () => {
    const message: ToBackgroundMessage = { type: 'page-status', status: status() };
    browser.runtime.sendMessage(message).catch(() => {});
  };

  const showReader = async () => {
    if (content?.kind !== 'story' || content.story.paragraphs.length === 0) return;
    if (reader?.isOpen()) return;
    reader = await openReader(ctx, { story: content.story, warnings: visibleWarnings(), settings });
  };

  const draw = async () => {
    clearUi();
    if (!siteEnabled(settings, siteId)) return report();
    if (content?.kind === 'story' && content.sensitivity !== settings.sensitivity) {
      content = { ...content, analysis: analyzeStory(content.story, settings.sensitivity), sensitivity: settings.sensitivity };
    }
    content ??= read();
    if (content.kind === 'listing') {
      removeChips = await mountListingChips(ctx, content.blurbs, settings);
    } else if (content.kind === 'story' && content.story.container) {
      const { story, analysis } = content;
      const warnings = visibleWarnings();
      banner = await mountBanner(ctx, story.container!, {
        warnings,
        unknownTags: analysis.unknownTags,
        problem: story.kind === 'interstitial' ? 'The archive is asking whether to show adult content; these warnings come from the tags alone.' : undefined,
        onOpenReader: story.paragraphs.length > 0 ? () => void showReader() : undefined,
      });
      if (story.blocks) unshield = shieldPage(document, story.blocks, warnings, settings.shield);
    }
    report();
  };

  const safely = (what: string, fn: () => Promise<void> | void) => async () => {
    try {
      await fn();
    } catch (error) {
      // The page must keep working whatever we meet; say what failed in the console, quietly.
      console.warn(`[Gentle Reader] ${what} failed:`, error);
    }
  };

  if (options.fallback || adapter) await safely('reading the page', draw)();

  ctx.onInvalidated(watchSettings((next) => {
    settings = next;
    void safely('applying settings', draw)();
  }));
  ctx.onInvalidated(clearUi);

  const onMessage = (message: unknown): Promise<unknown> | undefined => {
    if (!isToContentMessage(message)) return undefined;
    if (message.type === 'get-status') return Promise.resolve(status());
    return safely('opening the reader', showReader)().then(() => status());
  };
  browser.runtime.onMessage.addListener(onMessage);
  ctx.onInvalidated(() => browser.runtime.onMessage.removeListener(onMessage));

  if (options.fallback) await safely('opening the reader', showReader)();
}
