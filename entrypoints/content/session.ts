import { browser } from 'wxt/browser';
import type { ContentScriptContext } from 'wxt/utils/content-script-context';
import { storyText, type StoryAnalysis, type StoryText } from '@/lib/story-analysis';
import { answerTimeoutMs, askForAnalysis, type Unanswered } from '@/lib/page/ask-analysis';
import { isToContentMessage, type PageStatus, type ToBackgroundMessage } from '@/lib/messages';
import { errorMessage } from '@/lib/error-message';
import type { PersonalWarning } from '@/lib/personal/personal-warning';
import { loadSettings, watchSettings } from '@/lib/settings/storage';
import { loadPersonalWarnings, watchPersonalWarnings } from '@/lib/settings/personal-storage';
import { siteEnabled, type Settings } from '@/lib/settings/settings';
import { findAdapter } from '@/lib/sites/registry';
import type { SiteAdapter } from '@/lib/sites/site-adapter';
import { emptyTags, type ExtractResult, type Story } from '@/lib/story';
import type { Warning } from '@/lib/engine/types';
import { prepareFormatters, t } from '@/lib/i18n/translate';
import { failureText, freshParagraphs, unansweredHeading, unansweredText, moveEvidence, pageStatus, paragraphPlaces, remapEvidence, type PageContent } from '@/lib/page/page-content';
import { enabledWarnings, mergeWarnings } from '@/lib/warnings';
import { warningsFromTags } from '@/lib/tags/tags-to-warnings';
import { watchChanges, watchRemoved } from '@/lib/page/watch-changes';
import { extendHoldBack, HOLD_BACK_READING_MS, isHeldBack, leaveFarRenderingToBrowser, releaseHoldBack, revealHeldBack, stopLeavingToBrowser, yieldKeepingHold } from '@/lib/page/hold-back';
import { releaseRoom } from '@/lib/page/first-paint-room';
import { runInSlices, yieldToPage } from '@/lib/page/slices';
import { sendInParts } from '@/lib/page/story-parts';
import { notReadNotice } from '@/lib/not-read';
import { placesOnPage } from '@/lib/chapters';
import { chaptersReadBefore, recordReading } from './history';
import { PageUi, type StoryView } from './page-ui';
import { openReader, shouldReopenReader } from './reader';

/**
 * Shows the story held back, gives back the room kept for what was not drawn (first-paint-room.ts)
 * and renders every element of the story as the page has it.
 */
function releaseFirstPaint(): void {
  releaseHoldBack(document);
  releaseRoom(document);
  stopLeavingToBrowser(document);
}

/**
 * From this many words a page is very long: held back while the background reads it (a 500,000-word
 * work takes seconds there on a loaded machine), with a note above it saying why it is not shown yet.
 */
const VERY_LONG_PAGE_WORDS = 200_000;

/** The settings that change what is drawn on the page (not the reader's font, size...). */
function pageKey(settings: Settings): string {
  const { enabled, sites, categories, sensitivity, shield, listing } = settings;
  return JSON.stringify({ enabled, sites, categories, sensitivity, shield, listing });
}

/**
 * The reader's settings and own warnings. If the browser's storage will not give them, nothing is
 * read or drawn on defaults (they could be the very categories the reader turned off, or an archive
 * they switched us off on): the page says so, never an all-clear, and reads once Try again works.
 */
async function readChoices(ctx: ContentScriptContext, ui: PageUi, statusOf: (problem: string) => PageStatus): Promise<{ settings: Settings; personal: PersonalWarning[] }> {
  for (let failed = false; ; failed = true) {
    try {
      const [settings, { warnings }] = await Promise.all([loadSettings(), loadPersonalWarnings()]);
      if (failed) ui.clear();
      return { settings, personal: warnings };
    } catch (error) {
      releaseFirstPaint();
      const problem = t('settings_unreadable_page', errorMessage(error));
      // Meanwhile the popup hears the same (unanswered, it would say "No story found" and offer
      // the generic reader for an archive page), and nothing opens the reader.
      const answerPopup = (message: unknown) => (isToContentMessage(message) ? Promise.resolve(statusOf(problem)) : undefined);
      browser.runtime.onMessage.addListener(answerPopup);
      const stopAnswering = () => browser.runtime.onMessage.removeListener(answerPopup);
      const forgetOnInvalidated = ctx.onInvalidated(stopAnswering);
      await new Promise<void>((tryAgain) => void ui.showNotice(t('settings_unreadable_heading'), problem, tryAgain));
      stopAnswering();
      forgetOnInvalidated();
    }
  }
}

export interface SessionOptions {
  /**
   * Reads a page no adapter knows (Readability), after the reader asked for it. Passed in by the
   * fallback script only, so the archives' content script does not carry Readability.
   */
  fallback?: (doc: Document, url: URL) => ExtractResult;
}

/**
 * One page's life: read the story once, show the banner, redraw when settings change, open the
 * reader on request. Nothing here may throw into the page: failures become a quiet status.
 */
export async function startSession(ctx: ContentScriptContext, options: SessionOptions = {}): Promise<void> {
  const url = new URL(location.href);
  const fallback = options.fallback;
  const adapter: SiteAdapter | undefined = fallback ? undefined : findAdapter(url);
  const extract = adapter ? (doc: Document, at: URL) => adapter.extract(doc, at) : fallback;
  // A page of a supported site that no adapter claims (AO3's news, a profile): stay silent, so that
  // the toolbar's "Read this page" finds no one answering and brings the Readability fallback.
  if (!extract) return releaseFirstPaint();
  // The story may be held back since the first paint (hold-back.content.ts): keep it so while we
  // read, show it once shielded, and whatever happens (the reload of the extension included).
  extendHoldBack(document);
  // A long story is rendered only near the screen: labels and a banner above it move the rest as
  // single boxes, and showing it again costs a few screens.
  leaveFarRenderingToBrowser(document);
  ctx.onInvalidated(releaseFirstPaint);
  const ui = new PageUi(ctx);
  ctx.onInvalidated(() => ui.clear());
  const unreadableStatus = (problem: string) => pageStatus({ content: { kind: 'none', problem }, site: adapter, fallback: Boolean(fallback), siteOn: true, visible: [] });
  const choices = await readChoices(ctx, ui, unreadableStatus);
  let settings = choices.settings;
  // The reader's own warnings: a change reads the story again, as a new sensitivity does.
  let personal = choices.personal;
  let analyzedPersonal = '';
  let content: PageContent | undefined;
  /** A very long page's story while its text is read: the popup hears so at once, not seconds later. */
  let readingLong: Story | undefined;
  const siteId = adapter?.id ?? 'readability';
  // In a task of its own, while the story is read: not in the one that shields it (and not at all
  // where the reader switched us off).
  if (siteEnabled(settings, siteId)) setTimeout(prepareFormatters, 0);

  /**
   * The engine runs in the background (service worker or event page) only, off this page's main
   * thread: a 500,000-word work takes about a second to read, and the page's script stays small.
   * Why not, when the background did not answer (even when asked again) or not in time.
   */
  const analyzeOffPage = (text: StoryText): Promise<StoryAnalysis | Unanswered> => {
    analyzedPersonal = JSON.stringify(personal);
    const request = { story: text, sensitivity: settings.sensitivity, personal };
    const send = (message: ToBackgroundMessage) => browser.runtime.sendMessage(message);
    // A long story's paragraphs in parts, each copied in a task of its own (story-parts.ts).
    // (Not crypto.randomUUID: pages over http are no secure context. Ids need only differ per page.)
    const inParts = { yieldNow: yieldToPage, newId: () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}` };
    return askForAnalysis(request, { send: (message) => (message.type === 'analyze' ? sendInParts(message, send, inParts) : send(message)) });
  };

  /**
   * The page's story, read in slices where the adapter can pause: a 500,000-word Entire Work or a
   * page of 50,000 paragraphs never holds the page's main thread in one long task.
   */
  const extractStory = (): Promise<ExtractResult> | ExtractResult =>
    adapter?.extractSteps ? runInSlices(adapter.extractSteps(document, url), { yieldNow: yieldKeepingHold }) : extract(document, url);

  /** A listing's summary: its analysis, or nothing (the blurb is judged on its tags meanwhile). */
  const analyzeSummary = async (text: StoryText): Promise<StoryAnalysis | undefined> => {
    const analysis = await analyzeOffPage(text);
    return typeof analysis === 'string' ? undefined : analysis;
  };

  /** The reader chose no category at all (the banner then says so, rather than "nothing found"). */
  const followsNone = () => !Object.values(settings.categories).some(Boolean);

  /**
   * What the banner shows of a very long page while its text is read: the warnings of the author's
   * tags (read here: the tag dictionary is small, the engine stays in the background).
   */
  const tagsFirstView = (story: Story): StoryView => {
    const fromTags = warningsFromTags(story.tags);
    return {
      banner: { warnings: enabledWarnings(fromTags.warnings, settings.categories), unknownTags: fromTags.unknown, warningsHidden: story.tags.warningsHidden },
      unknownTags: fromTags.unknown,
      followsNone: followsNone(),
      onChooseWarnings: chooseWarnings,
    };
  };

  /**
   * The first analysis of the page's story. A story held back stays so until the answer may come
   * (however long the page), and a little longer for its shielding: it is never shown before its
   * passages are shielded. A very long page's banner comes meanwhile, with its tags' warnings.
   */
  const analyzeHeldBack = async (story: Story): Promise<StoryAnalysis | Unanswered> => {
    const text = storyText(story);
    if (isHeldBack(document)) extendHoldBack(document, answerTimeoutMs(text) + HOLD_BACK_READING_MS);
    if (story.wordCount >= VERY_LONG_PAGE_WORDS) readingLong = story;
    try {
      if (readingLong) await ui.showStillReading(story, tagsFirstView(story), settings);
      const analysis = await analyzeOffPage(text);
      extendHoldBack(document); // for the shielding (which keeps it held as it goes)
      return analysis;
    } finally {
      readingLong = undefined;
    }
  };

  const read = async (): Promise<PageContent> => {
    // A user-timing mark: the bench measures our main-thread work on listings from here.
    performance.mark('gentle-reader-reading');
    const result = await extractStory();
    if (!result.ok) {
      // In slices too: the 200 works of a long listing, read at once, were the page's longest task.
      const blurbs = adapter?.extractListingSteps ? await runInSlices(adapter.extractListingSteps(document, url)) : (adapter?.extractListing?.(document, url) ?? []);
      return blurbs.length > 0 ? { kind: 'listing', blurbs } : { kind: 'none', problem: failureText(result) };
    }
    const story = result.story;
    const sensitivity = settings.sensitivity;
    // The summary's line takes its place now, so the page does not jump when the findings arrive.
    await ui.showReading(story);
    const analysis = await analyzeHeldBack(story);
    return typeof analysis === 'string' ? { kind: 'unanswered', why: analysis } : { kind: 'story', story, analysis, sensitivity };
  };

  // Read once, before this visit is recorded: the chapters read before, for "Which chapters?".
  let readBefore: ReturnType<typeof chaptersReadBefore> | undefined;
  let historyRecorded = false;
  /** The reader's own history (this device only): once a page, when its story is first shown. */
  const recordHistory = () => {
    if (historyRecorded || content?.kind !== 'story') return;
    historyRecorded = true;
    ctx.onInvalidated(recordReading(ctx, content.story, content.analysis.fromText));
  };

  // The shortcut as bound now, for the banner to mention ("" where there is none: Firefox for Android).
  const shortcut = browser.runtime
    .sendMessage({ type: 'shortcut' } satisfies ToBackgroundMessage)
    .then((answer) => (typeof answer === 'string' ? answer : ''))
    .catch(() => '');
  const chooseWarnings = () => void browser.runtime.sendMessage({ type: 'open-options' } satisfies ToBackgroundMessage).catch(() => {});

  const visibleWarnings = () => (content?.kind === 'story' ? enabledWarnings(content.analysis.warnings, settings.categories) : []);

  const status = (): PageStatus =>
    pageStatus({ content, site: adapter, fallback: Boolean(fallback), siteOn: siteEnabled(settings, siteId), visible: visibleWarnings(), reading: readingLong });

  const report = () => {
    const message: ToBackgroundMessage = { type: 'page-status', status: status() };
    browser.runtime.sendMessage(message).catch(() => {});
  };

  /** Which chapters hold each warning, and how passages are placed: for the page's banner and the reader's. */
  const whereInWork = async (story: Story, warnings: Warning[]) => {
    if (story.kind === 'chapter') readBefore ??= chaptersReadBefore(story);
    return {
      places: placesOnPage(story, warnings, await (readBefore ?? {})),
      currentChapter: story.kind === 'chapter' ? story.chapter?.index : undefined,
      chapters: story.kind === 'entire-work' ? story.chapters : undefined,
    };
  };

  const showReader = async () => {
    if (content?.kind !== 'story' || content.story.paragraphs.length === 0) return;
    // openReader itself keeps one overlay a page: asked again, it focuses the one that is open.
    const { analysis, story } = content;
    const notRead = notReadNotice(analysis, story.paragraphs.length > 0);
    const warnings = visibleWarnings();
    await openReader(ctx, { story, warnings, unknownTags: analysis.unknownTags, notRead, settings, where: await whereInWork(story, warnings) });
  };

  /** Brings what we know of the page up to date with the settings: reads it once, re-reads on a new sensitivity. */
  const refreshContent = async () => {
    // The background did not answer last time: every new draw asks it again.
    if (content?.kind === 'unanswered') content = undefined;
    if (content?.kind === 'story' && (content.sensitivity !== settings.sensitivity || analyzedPersonal !== JSON.stringify(personal))) {
      const sensitivity = settings.sensitivity;
      const analysis = await analyzeOffPage(storyText(content.story));
      content = typeof analysis === 'string' ? { kind: 'unanswered', why: analysis } : { ...content, analysis, sensitivity };
    }
    content ??= await read();
  };

  const draw = async () => {
    if (!siteEnabled(settings, siteId)) {
      ui.clear();
      // Switched off: the page exactly as it has it.
      stopLeavingToBrowser(document);
      return report();
    }
    await refreshContent();
    if (ctx.isInvalid) return; // the extension was reloaded while we read: draw nothing
    if (content?.kind === 'listing') {
      await ui.showListing(content.blurbs, settings, { site: siteId, analyze: analyzeSummary, personal });
    } else if (content?.kind === 'story') {
      const { story, analysis } = content;
      const warnings = visibleWarnings();
      await ui.showStory(
        story,
        {
          banner: {
            warnings,
            unknownTags: analysis.unknownTags,
            warningsHidden: story.tags.warningsHidden,
            ...(await whereInWork(story, warnings)),
            problem: story.kind === 'interstitial' ? t('page_interstitial') : undefined,
            notRead: notReadNotice(analysis, story.paragraphs.length > 0),
            alsoNoted: analysis.unmappedNotes,
            onOpenReader: story.paragraphs.length > 0 ? () => void showReader() : undefined,
          },
          unknownTags: analysis.unknownTags,
          followsNone: followsNone(),
          shortcut: (await shortcut) || undefined,
          onChooseWarnings: chooseWarnings,
        },
        settings,
      );
      recordHistory();
    } else if (content?.kind === 'unanswered') {
      // Plainly, and never as an all-clear: nothing on this page was checked.
      // "Try again" asks the background afresh (refreshContent forgets the unanswered state).
      await ui.showNotice(unansweredHeading(content.why), unansweredText(content.why), () => void scheduleDraw('reading the page again'));
    } else if (fallback && content?.kind === 'none') {
      // The reader asked to read this page: say why nothing opens, rather than nothing at all.
      await ui.showNotice(t('page_no_story_heading'), content.problem);
    } else {
      ui.clear();
    }
    if (ctx.isInvalid) ui.clear();
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

  // Draws run one after another: a settings change during a long first read waits its turn.
  let drawing = Promise.resolve();
  const scheduleDraw = (what: string) => (drawing = drawing.then(safely(what, draw)));

  const onMessage = (message: unknown): Promise<unknown> | undefined => {
    if (!isToContentMessage(message)) return undefined;
    // After any read or redraw under way, so the popup never shows what is about to change; but a
    // very long page's first read takes seconds: the popup hears at once that it is still read,
    // and the page's own report (its page-status message) brings it the rest.
    if (message.type === 'get-status') return readingLong ? Promise.resolve(status()) : drawing.then(status);
    return drawing.then(safely('opening the reader', showReader)).then(() => status());
  };
  browser.runtime.onMessage.addListener(onMessage);
  ctx.onInvalidated(() => browser.runtime.onMessage.removeListener(onMessage));
  ctx.onInvalidated(
    watchSettings((next) => {
      const changed = pageKey(next) !== pageKey(settings);
      settings = next;
      // The reader's own settings (font, size...) change nothing on the page.
      if (changed) void scheduleDraw('applying settings');
    }),
  );
  ctx.onInvalidated(
    watchPersonalWarnings((next) => {
      if (JSON.stringify(next.warnings) === JSON.stringify(personal)) return;
      personal = next.warnings;
      void scheduleDraw('reading your own warnings');
    }),
  );

  /**
   * The page's text changed after load (Wattpad's scrolling, XenForo's posts, a site re-rendering
   * a paragraph): read it again, carry what was found over to each paragraph's new place (by the
   * element and its text, never by index: audit F3), and analyse only the paragraphs that are new.
   */
  const reread = async () => {
    if (content?.kind !== 'story') {
      content = undefined; // the story may only now have arrived: read the page again
      return draw();
    }
    const result = await extractStory();
    if (!result.ok) return;
    const story = result.story;
    const { analysis } = content;
    const place = paragraphPlaces(content.story, story);
    const fresh = freshParagraphs(place, content.story.paragraphs.length, story.paragraphs.length);
    let warnings = moveEvidence(analysis.warnings, place);
    let fromText = moveEvidence(analysis.fromText, place);
    if (fresh.length > 0) {
      // The new text is judged in the light of the whole story's language: a short part says little.
      const language = analysis.textRead ? 'en' : analysis.language;
      const partial = await analyzeOffPage({ paragraphs: fresh.map((i) => story.paragraphs[i]), summary: '', notes: [], tags: emptyTags(), language });
      if (typeof partial === 'string') {
        // The new text could not be read: the page says so rather than show shields that miss it.
        content = { kind: 'unanswered', why: partial };
        return draw();
      }
      const remapped = remapEvidence(partial.fromText, fresh);
      warnings = mergeWarnings(warnings, remapped);
      fromText = mergeWarnings(fromText, remapped);
    }
    content = { ...content, story, analysis: { ...analysis, warnings, fromText } };
    await draw();
  };
  const scheduleReread = () => void (drawing = drawing.then(safely('reading changed text', reread)));

  if (adapter?.dynamic) {
    // Watching starts before the first read, so text that arrives during it is not missed; the
    // whole body, since sites add text beside the first container too (Wattpad appends pages).
    const stop = watchChanges(document.body, {
      blockSelector: adapter.dynamic.blocks,
      onAdded: scheduleReread,
    });
    ctx.onInvalidated(stop);
  }
  if (adapter) {
    // On every archive: story text the site replaces or removes is read again, so shields follow it.
    // (Not for the fallback: Readability reads a copy of the page, whose elements are never in it.)
    const storyBlocks = () => (content?.kind === 'story' ? (content.story.blocks ?? []) : []);
    ctx.onInvalidated(watchRemoved(document.body, storyBlocks, scheduleReread));
  }
  await scheduleDraw('reading the page');
  // Drawn and shielded, or failed quietly: the story is shown either way (a long one a few
  // elements a frame, so that no one frame restyles and paints the whole of it).
  releaseRoom(document);
  await revealHeldBack(document).catch(() => releaseHoldBack(document));
  // The reader moved to this chapter from the overlay: carry on reading in it.
  if (adapter && (await shouldReopenReader())) await safely('reopening the reader', showReader)();
  if (fallback) await safely('opening the reader', showReader)();
}
