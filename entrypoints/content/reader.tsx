import { browser } from 'wxt/browser';
import type { ContentScriptContext } from 'wxt/utils/content-script-context';
import bannerCss from '@/components/banner.css?inline';
import readerCss from '@/components/reader/reader.css?inline';
import { ReaderOverlay, type ReaderOverlayProps } from '@/components/reader/ReaderOverlay';
import { buildStoryBody } from '@/components/reader/story-body';
import type { Warning } from '@/lib/engine/types';
import { hiddenByComputedStyle } from '@/lib/reader/clone-story';
import { followsWarning } from '@/lib/warnings';
import { base64ToBytes, loadReaderFont, unloadReaderFonts } from '@/lib/reader/fonts';
import type { ToBackgroundMessage } from '@/lib/messages';
import { lockPage } from '@/lib/reader/page-lock';
import { markReadOn, takeReadOn } from '@/lib/reader/read-aloud-continue';
import { loadPosition, positionRecorder, type PositionRecorder } from '@/lib/reader/position-store';
import { positionInChapter, positionKey } from '@/lib/reader/positions';
import { shieldedParagraphs } from '@/lib/reader/shield';
import { findWorkSkinCss, sanitizeWorkSkin } from '@/lib/reader/work-skin';
import { updateSettings, watchSettings } from '@/lib/settings/storage';
import type { ReaderSettings, Settings } from '@/lib/settings/settings';
import type { Story } from '@/lib/story';
import { t } from '@/lib/i18n/translate';
import { mountPreactUi } from './preact-ui';
import { shadowOf } from './shadow-roots';

export interface ReaderHandle {
  close(): void;
  isOpen(): boolean;
}

export interface OpenReaderOptions {
  story: Story;
  warnings: Warning[];
  settings: Settings;
  /** The author chose not to use archive warnings (passed on to the banner). */
  unknownTags?: boolean;
  /** The story text was not read (not English): the banner's notice (lib/not-read). */
  notRead?: string;
  /** Which chapters hold each warning and how passages are placed, as the page's banner says them. */
  where?: ReaderOverlayProps['where'];
}

/** Settings changes are saved once the reader stops dragging a slider (ms). */
const SAVE_SETTINGS_DELAY_MS = 300;
/**
 * Hiding the page's scrollbar makes the browser revisit the whole page: measured 120–200 ms at
 * 500,000 words on a 2-core box, so well under 50 ms up to about 60,000. Above that, the page's
 * scroll position is held instead.
 */
const HOLD_SCROLL_ABOVE_WORDS = 60_000;

let current: (ReaderHandle & { focus(): void }) | undefined;

/** Called by the content script on each page: reopen the overlay if the reader went to a new chapter from it. */
export async function shouldReopenReader(): Promise<boolean> {
  const message: ToBackgroundMessage = { type: 'reopen', action: 'take' };
  return (await browser.runtime.sendMessage(message).catch(() => false)) === true;
}

/** Links come from the page: the reader only ever follows web addresses. */
function isWebUrl(url: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(url, location.href).protocol);
  } catch {
    return false;
  }
}

/** Font bytes come from the background: the files are not web-accessible to any page. */
const fontSource = async (file: string): Promise<ArrayBuffer> => {
  const message: ToBackgroundMessage = { type: 'font', file };
  return base64ToBytes((await browser.runtime.sendMessage(message)) as string);
};

let opening: Promise<ReaderHandle> | undefined;

/**
 * Remembers the position under the page's key and, in a whole work, under its chapter's key too:
 * the chapter opened on its own page then resumes where the reader was in the whole work.
 */
function wholeWorkRecorder(story: Story, key: string | undefined, onSaveFailed: (error: unknown) => void): PositionRecorder {
  const page = positionRecorder(key, undefined, onSaveFailed);
  if (!story.chapters?.length) return page;
  const byChapter = new Map<number, PositionRecorder>();
  const chapterRecorder = (index: number) => {
    let recorder = byChapter.get(index);
    if (!recorder) byChapter.set(index, (recorder = positionRecorder(positionKey({ ...story, kind: 'chapter', chapter: { index } }), undefined, onSaveFailed)));
    return recorder;
  };
  return {
    update(position) {
      page.update(position);
      const at = positionInChapter(story.chapters, position);
      if (at) chapterRecorder(at.chapter).update(at.position);
    },
    flush() {
      page.flush();
      byChapter.forEach((r) => r.flush());
    },
  };
}

/** Opens the reader over the page (or focuses it, if it is already open or opening). */
export async function openReader(ctx: ContentScriptContext, options: OpenReaderOptions): Promise<ReaderHandle> {
  if (current?.isOpen()) {
    current.focus();
    return current;
  }
  // A second press of the shortcut while the first is still opening gets the same overlay.
  opening ??= mountReader(ctx, options).finally(() => (opening = undefined));
  return opening;
}

async function mountReader(ctx: ContentScriptContext, options: OpenReaderOptions): Promise<ReaderHandle> {
  performance.mark('gentle-reader-open-start');
  const { story, warnings } = options;
  let settings = options.settings;
  const key = positionKey(story);
  const savedPosition = key ? await loadPosition(key).catch(() => undefined) : undefined;
  void loadReaderFont(settings.reader.font, fontSource, document.fonts);

  let open = true;
  // A save the storage refused is said in the reader, not only in the console (audit F11).
  let saveProblem: string | undefined;
  const positions = wholeWorkRecorder(story, key, () => {
    if (saveProblem || !open) return;
    saveProblem = t('reader_position_not_saved');
    draw();
  });
  let settingsTimer: ReturnType<typeof setTimeout> | undefined;
  const workSkinCss = sanitizeWorkSkin(findWorkSkinCss(document, story.site), () => new CSSStyleSheet()) || undefined;

  const persistSettings = () => {
    clearTimeout(settingsTimer);
    settingsTimer = undefined;
    const { reader } = settings;
    void updateSettings((s) => ({ ...s, reader })).catch(() => {});
  };
  const onSettingsChange = (reader: ReaderSettings) => {
    if (reader.font !== settings.reader.font) void loadReaderFont(reader.font, fontSource, document.fonts);
    settings = { ...settings, reader };
    draw();
    clearTimeout(settingsTimer);
    settingsTimer = setTimeout(persistSettings, SAVE_SETTINGS_DELAY_MS);
  };
  const onNavigate = async (url: string) => {
    if (!isWebUrl(url)) return;
    positions.flush();
    const message: ToBackgroundMessage = { type: 'reopen', action: 'set' };
    await browser.runtime.sendMessage(message).catch(() => {});
    location.assign(url);
  };

  const renderStory = (el: HTMLElement, screenChars: number) => {
    const shields = shieldedParagraphs(warnings, settings, story.paragraphs.length);
    const view = buildStoryBody(el, { doc: document, story, shields, warnings, mode: settings.shield, isHidden: hiddenByComputedStyle, screenChars });
    performance.mark('gentle-reader-open-end');
    void view.whenBuilt(story.paragraphs.length - 1).then(() => performance.mark('gentle-reader-built'));
    return view;
  };
  const readAloudOnOpen = await takeReadOn(story);
  const onReadOn = async (url: string) => {
    if (story.workId && story.chapter) await markReadOn({ site: story.site, workId: story.workId, chapter: story.chapter.index });
    await onNavigate(url);
  };
  const overlay = () => (
    <ReaderOverlay
      story={story}
      warnings={warnings}
      unknownTags={options.unknownTags}
      saveProblem={saveProblem}
      notRead={options.notRead}
      where={options.where}
      settings={settings.reader}
      workSkinCss={workSkinCss}
      savedPosition={savedPosition}
      renderStory={renderStory}
      bodyKey={`${settings.shield}|${warnings.filter((w) => followsWarning(w.id, settings.categories)).map((w) => w.id).join(',')}`}
      onSettingsChange={onSettingsChange}
      onPosition={positions.update}
      onNavigate={onNavigate}
      readAloudOnOpen={readAloudOnOpen}
      onReadOn={onReadOn}
      onClose={() => handle.close()}
    />
  );
  // The banner sits at the top of the reader, so its styles come along.
  const placement = { name: 'gentle-reader-overlay', position: 'modal' as const, zIndex: 2147483647, css: `${bannerCss}\n${readerCss}` };
  // Locked before the overlay takes focus: the lock remembers where focus was, to give it back.
  const unlock = lockPage(document, { hold: story.wordCount > HOLD_SCROLL_ABOVE_WORDS }, 'reader', shadowOf);
  const ui = await mountPreactUi(ctx, 'reader', placement, overlay()).catch((error: unknown) => {
    unlock(); // a failure in mounting leaves the page as it was
    throw error;
  });
  const draw = () => ui.render(overlay());

  // Settings changed elsewhere (popup, options, another tab) show up live, unless a change of ours is pending.
  const unwatch = watchSettings((next) => {
    if (settingsTimer) return;
    if (next.reader.font !== settings.reader.font) void loadReaderFont(next.reader.font, fontSource, document.fonts);
    settings = next;
    draw();
  });
  const onPageHide = positions.flush;
  window.addEventListener('pagehide', onPageHide);

  const handle = {
    isOpen: () => open,
    focus: () => ui.container.querySelector<HTMLElement>('[data-rd-scroll]')?.focus(),
    close() {
      if (!open) return;
      open = false;
      positions.flush();
      if (settingsTimer) persistSettings();
      unwatch();
      window.removeEventListener('pagehide', onPageHide);
      ui.remove();
      unlock();
      unloadReaderFonts(document.fonts);
      if (current === handle) current = undefined;
    },
  };
  current = handle;
  ctx.onInvalidated(() => handle.close());
  return handle;
}
