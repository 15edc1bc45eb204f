import { t, uiLocale } from '../../lib/i18n/translate';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import { categoriesByChapter, chapterAt } from '../../lib/chapters';
import type { Warning } from '../../lib/engine/types';
import { READER_FONTS } from '../../lib/reader/fonts';
import { langAttribute } from '../../lib/reader/lang';
import { worthResuming, type ReadingPosition } from '../../lib/reader/positions';
import { describeCategories } from '../../lib/reader/shield';
import { flaggedStarts, nextFlagged } from '../../lib/reader/skip';
import type { ReaderSettings } from '../../lib/settings/settings';
import type { Story } from '../../lib/story';
import { Banner, type BannerProps } from '../Banner';
import { chapterHeadingId } from './chapter-parts';
import { ChapterNav } from './ChapterNav';
import { focusables, trapTab } from './focus-trap';
import { KeysHelp } from './KeysHelp';
import { LineFocus } from './LineFocus';
import { ProgressBar, ProgressText } from './ProgressBar';
import { ReadAloudBar } from './ReadAloudBar';
import { readerKey } from './reader-keys';
import { ResumePrompt } from './ResumePrompt';
import { SettingsPanel } from './SettingsPanel';
import { StoryHeader } from './StoryHeader';
import type { StoryView } from './story-view';
import { TableOfContents } from './TableOfContents';
import { useReadAloud } from './use-read-aloud';
import { nextFrame, scrollToEnd, scrollToParagraph, topParagraph, useReadingProgress, type ViewPosition } from './use-reading-progress';

export interface ReaderOverlayProps {
  story: Pick<Story, 'title' | 'author' | 'chapter' | 'summary' | 'notes' | 'endNotes' | 'chapters' | 'links' | 'paragraphs' | 'wordCount' | 'language' | 'tags'>;
  warnings: Warning[];
  unknownTags?: boolean;
  /** The story text was not read (not English): said in the banner, never "no warnings". */
  notRead?: string;
  /** Which chapters hold each warning ("Which chapters?") and how passages are placed, as on the page. */
  where?: Pick<BannerProps, 'places' | 'currentChapter' | 'chapters'>;
  /** Saving the reading position failed: said to the reader, in the reader's chrome. */
  saveProblem?: string;
  settings: ReaderSettings;
  /** The AO3 work skin, already scoped to #workskin (lib/reader/work-skin). */
  workSkinCss?: string;
  savedPosition?: ReadingPosition;
  /**
   * Builds the story text into the given element (components/reader/story-body); `screenChars`
   * characters fill the first screen, and only those need to be there at once.
   */
  renderStory(container: HTMLElement, screenChars: number): StoryView;
  /** Changes when the story text must be built again (the shield mode or the categories changed). */
  bodyKey?: string;
  onSettingsChange(settings: ReaderSettings): void;
  onPosition?(position: ViewPosition): void;
  onNavigate(url: string): void;
  /** Reading aloud finished this chapter: go to the next one (`url`) and read on there. */
  onReadOn?(url: string): void;
  /** Reading aloud came here from the previous chapter: start reading at once. */
  readAloudOnOpen?: boolean;
  onClose(): void;
}

/**
 * One character of prose in `ch` (the width of "0"). Prose runs narrower than zeros: Chromium set
 * 82 characters on a 68ch line of the default serif, so a line of `width` characters is
 * `width * 0.8` ch, which keeps the default (68) under WCAG 1.4.8's 80 in common fonts.
 */
export const CHARACTER_CH = 0.8;
/** Average width of a character of prose, in em: how many fit a narrow (phone) line, for size estimates. */
const CHARACTER_EM = 0.5;

/** The reader's settings as custom properties on the text (px and em only: no rem in a shadow root). */
function textStyle(s: ReaderSettings, lineChars: number): Record<string, string> {
  return {
    '--rd-font': READER_FONTS[s.font].stack,
    '--rd-size': `${s.fontSize}px`,
    '--rd-line': String(s.lineHeight),
    '--rd-para': String(s.paragraphSpacing),
    '--rd-letter': `${s.letterSpacing}em`,
    '--rd-word': `${s.wordSpacing}em`,
    '--rd-measure': `${Math.round(s.width * CHARACTER_CH * 10) / 10}ch`,
    '--rd-align': s.align,
    '--rd-cpl': String(lineChars),
  };
}

function themeStyle(s: ReaderSettings): Record<string, string> {
  const c = s.customColors;
  return s.theme === 'custom' ? { '--rd-bg': c.background, '--rd-fg': c.text, '--rd-accent': c.accent } : {};
}

/** The article's side padding (reader.css .rd-article), in px. */
const ARTICLE_PADDING_PX = 48;

/**
 * Characters a line really holds (fewer than the setting on a phone), for the size estimate of text
 * not laid out yet. From the window's width: reading the text's own width would force a layout
 * while the overlay opens.
 */
function lineCharacters(s: ReaderSettings): number {
  const width = (globalThis.innerWidth || 0) - ARTICLE_PADDING_PX;
  return width > 0 ? Math.max(10, Math.min(s.width, Math.floor(width / (s.fontSize * CHARACTER_EM)))) : s.width;
}

/** Is any of `el` inside the scroller's visible box? */
function isInView(el: Element, scroller: Element): boolean {
  const box = scroller.getBoundingClientRect();
  const rect = el.getBoundingClientRect();
  return rect.bottom > box.top && rect.top < box.bottom;
}

/** Fallback window height (px) where the window has none (tests). */
const FALLBACK_VIEW_HEIGHT_PX = 800;
/** The first build covers this many screens: the header and banner take part of the first one. */
const FIRST_BUILD_SCREENS = 2;

/** Characters that fill the first screens of text, from the window's size (no layout read). */
function screenCharacters(s: ReaderSettings, lineChars: number): number {
  const lines = (globalThis.innerHeight || FALLBACK_VIEW_HEIGHT_PX) / (s.fontSize * s.lineHeight);
  return Math.ceil(lines * lineChars * FIRST_BUILD_SCREENS);
}

/** The panels that open beside (or, on a phone, under) the text; one at a time. */
type Panel = 'settings' | 'contents' | 'keys';

/** The calm reader: a modal dialog over the page with the story text, its settings and progress. */
export function ReaderOverlay(props: ReaderOverlayProps) {
  const { story, settings, savedPosition } = props;
  const chapters = useMemo(() => story.chapters ?? [], [story.chapters]);
  const dialog = useRef<HTMLDivElement>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const text = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const openers = useRef<Partial<Record<Panel, HTMLButtonElement | null>>>({});
  const [view, setView] = useState<StoryView>();
  const [panel, setPanel] = useState<Panel>();
  const lineChars = lineCharacters(settings);
  const [offerResume, setOfferResume] = useState(worthResuming(savedPosition, story.paragraphs.length));
  const progress = useReadingProgress(scroller, view, story.paragraphs, story.wordCount, props.onPosition);
  const currentChapter = chapters.length ? chapterAt(chapters, progress.paragraph) : -1;
  const [aloudOpen, setAloudOpen] = useState(!!props.readAloudOnOpen);
  const aloud = useReadAloud({
    open: aloudOpen,
    view,
    scroller,
    settings,
    lang: langAttribute(story.language) ?? 'en',
    chapters,
    onFinished: () => (story.links.next ? (props.onReadOn ?? props.onNavigate)(story.links.next) : undefined),
  });
  // Where to start reading once the text and a local voice are there: the top, when reading on from
  // the previous chapter; the paragraph in view, when P opened the bar.
  const playWhenReady = useRef<number | undefined>(props.readAloudOnOpen ? 0 : undefined);
  useEffect(() => {
    if (playWhenReady.current === undefined || !aloudOpen || !view || !aloud.voice || !aloud.controller.current) return;
    aloud.controller.current.play(playWhenReady.current);
    playWhenReady.current = undefined;
  }, [view, aloud.voice, aloudOpen]);
  const toggleAloud = () => {
    if (aloudOpen) aloud.controller.current?.stop();
    playWhenReady.current = undefined;
    setAloudOpen(!aloudOpen);
  };
  /** P: play, pause or resume; with the bar closed, open it and read from the paragraph in view. */
  const playPauseAloud = () => {
    const controller = aloud.controller.current;
    if (!aloudOpen) {
      playWhenReady.current = progress.paragraph;
      setAloudOpen(true);
    } else if (aloud.state.status === 'playing') controller?.pause();
    else if (aloud.state.status === 'paused') controller?.resume();
    else if (aloud.state.status === 'idle') controller?.play(progress.paragraph);
  };
  // Line focus: where its middle is in the view (px); it starts a third of the way down.
  const [focusAt, setFocusAt] = useState<number>();
  const lineHeightPx = settings.fontSize * settings.lineHeight;
  // Read only with line focus on: reading a size in render forces a layout while the reader opens.
  const focusCenter = focusAt ?? (settings.lineFocus !== 'off' && scroller.current ? scroller.current.clientHeight / 3 : 200);
  /** Moves the line focus by `lines`; at the edge of the view the text moves instead. */
  const moveFocus = (lines: number) => {
    const box = scroller.current;
    if (!box) return;
    const next = focusCenter + lines * lineHeightPx;
    const margin = lineHeightPx * 2;
    if (next > box.clientHeight - margin || next < margin) box.scrollTop += lines * lineHeightPx;
    else setFocusAt(next);
  };
  const onPointerDown = (event: PointerEvent) => {
    const box = scroller.current;
    if (settings.lineFocus === 'off' || !box || (event.target as Element).closest('button, a, summary, input, select')) return;
    setFocusAt(event.clientY - box.getBoundingClientRect().top);
  };
  // Said to screen readers after a move they did not make by scrolling: a skip, the next flagged passage.
  const [announcement, setAnnouncement] = useState('');
  const starts = useMemo(() => flaggedStarts(view?.flagged ?? []), [view]);
  const marks = useMemo(() => categoriesByChapter(props.warnings, chapters).map((ids) => describeCategories(ids, props.warnings)), [props.warnings, chapters]);

  // Built once, and again when how passages are shielded changes (from the popup, while reading):
  // the reader stays at the paragraph they were reading.
  const shownView = useRef<StoryView | undefined>(undefined);
  useLayoutEffect(() => {
    const previous = shownView.current;
    const at = previous && scroller.current ? topParagraph(scroller.current, previous) : undefined;
    text.current!.replaceChildren();
    const built = props.renderStory(text.current!, screenCharacters(settings, lineChars));
    shownView.current = built;
    setView(built);
    if (at && scroller.current) {
      const target = scroller.current;
      void built.whenBuilt(at.paragraph).then(() => {
        const el = built.element(at.paragraph);
        if (el) void scrollToParagraph(target, el, at.offset);
      });
    }
    return () => built.cancel();
  }, [props.bodyKey]);

  // The text takes focus once the first frame is drawn: focusing at once made the browser style and
  // lay out the whole overlay inside the task that opens it (60-70 ms at 500,000 words with the
  // rest); after the frame, style and layout are done. (An effect alone is not late enough: Preact
  // runs it before the re-render that follows in the same task.)
  useEffect(() => {
    let open = true;
    void nextFrame().then(() => {
      const root = dialog.current?.getRootNode() as Document | ShadowRoot | undefined;
      // Someone already inside (a fast Tab): leave their focus where it is.
      if (open && !dialog.current?.contains(root?.activeElement ?? null)) scroller.current?.focus({ preventScroll: true });
    });
    return () => void (open = false);
  }, []);

  // A new font, size or spacing reflows the text: the paragraph the reader was on stays at the top.
  const layoutKey = [settings.font, settings.fontSize, settings.lineHeight, settings.paragraphSpacing, settings.letterSpacing, settings.wordSpacing, settings.width].join('|');
  const laidOut = useRef(layoutKey);
  useLayoutEffect(() => {
    if (laidOut.current === layoutKey) return;
    laidOut.current = layoutKey;
    const at = progress.lastTop.current;
    const el = at && view?.element(at.paragraph);
    if (el && scroller.current) void scrollToParagraph(scroller.current, el, at.offset);
  }, [layoutKey]);


  // A panel that opens takes focus; one that closes gives it back to the button that opened it.
  const previousPanel = useRef<Panel | undefined>(undefined);
  useLayoutEffect(() => {
    const closed = previousPanel.current;
    previousPanel.current = panel;
    if (panel && panelRef.current) {
      const target = panelRef.current.querySelector<HTMLElement>('[data-rd-autofocus]') ?? focusables(panelRef.current)[0];
      target?.focus({ preventScroll: true });
    } else if (closed) openers.current[closed]?.focus();
  }, [panel]);
  const toggle = (which: Panel) => setPanel(panel === which ? undefined : which);

  const resume = async () => {
    setOfferResume(false);
    if (!view || !savedPosition || !scroller.current) return;
    await view.whenBuilt(savedPosition.paragraph);
    const el = view.element(savedPosition.paragraph);
    if (!el) return;
    scroller.current.focus({ preventScroll: true });
    await scrollToParagraph(scroller.current, el, savedPosition.offset);
  };

  /** Jumps to chapter `position` of a whole work; its heading takes focus, so screen readers follow. */
  const jumpToChapter = async (position: number) => {
    const chapter = chapters[position];
    if (!chapter || !view || !scroller.current) return;
    setPanel(undefined);
    previousPanel.current = undefined; // focus goes to the chapter, not back to the Contents button
    await view.whenBuilt(Math.min(chapter.start, view.count - 1));
    const heading = text.current?.querySelector<HTMLElement>(`#${chapterHeadingId(chapter.index)}`);
    if (!heading) return;
    await scrollToParagraph(scroller.current, heading, 0);
    heading.focus({ preventScroll: true });
  };
  /**
   * Brings paragraph `index` to the top of the view and focuses it (its shield, if it has one, which
   * says what it is); past the last paragraph, the end of the text. Then says `message`.
   */
  const moveTo = async (index: number, message: string) => {
    const box = scroller.current;
    if (!view || !box) return;
    setAnnouncement('');
    if (index >= view.count) {
      await scrollToEnd(box, view);
      box.focus({ preventScroll: true });
    } else {
      await view.whenBuilt(index);
      const block = view.element(index);
      if (!block) return;
      const target = block.querySelector<HTMLElement>('.rd-shield') ?? block;
      if (target === block) block.tabIndex = -1;
      await scrollToParagraph(box, block, 0);
      target.focus({ preventScroll: true });
    }
    setAnnouncement(message);
  };
  /** "Skip to after this scene" on a shielded passage (story-body draws the button, with where it lands). */
  const onTextClick = (event: MouseEvent) => {
    const skip = (event.target as Element | null)?.closest?.<HTMLElement>('[data-rd-skip-to]');
    if (!skip) return;
    const to = Number(skip.dataset.rdSkipTo);
    const said = to >= (view?.count ?? 0) ? t('reader_skipped_end') : skip.dataset.rdSkipPast === 'scene' ? t('reader_skipped_scene') : t('reader_skipped_passage');
    void moveTo(to, said);
  };
  /** The previous or next flagged passage, from the one in focus or else from where the reader is. */
  const lastFlagged = useRef<number | undefined>(undefined);
  const moveFlagged = (step: 1 | -1) => {
    const active = (dialog.current?.getRootNode() as Document | ShadowRoot | undefined)?.activeElement;
    const inBlock = active?.closest<HTMLElement>('[data-index]');
    // From a bar button, focus is on the button: the passage last moved to counts while it is in view.
    const last = lastFlagged.current !== undefined ? view?.element(lastFlagged.current) : undefined;
    const lastInView = !!last && !!scroller.current && isInView(last, scroller.current);
    const from = inBlock ? Number(inBlock.dataset.index) : lastInView ? lastFlagged.current! : undefined;
    const to = nextFlagged(starts, from ?? progress.paragraph, step, from === undefined);
    if (to === undefined) {
      setAnnouncement(step === 1 ? t('reader_flagged_none_after') : t('reader_flagged_none_before'));
      return;
    }
    lastFlagged.current = to;
    const about = view?.element(to)?.querySelector<HTMLElement>('.rd-shield')?.dataset.about;
    const n = starts.indexOf(to) + 1;
    void moveTo(to, about ? t('reader_flagged_at_about', n, starts.length, about) : t('reader_flagged_at', n, starts.length));
  };
  const moveChapter = (step: 1 | -1) => {
    if (chapters.length) void jumpToChapter(currentChapter + step);
    else {
      const url = step > 0 ? story.links.next : story.links.previous;
      if (url) props.onNavigate(url);
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    event.stopPropagation(); // the page's own shortcuts must not fire while reading
    const action = readerKey(event, settings.lineFocus !== 'off', aloudOpen && (aloud.state.status === 'playing' || aloud.state.status === 'paused'));
    if (!action) return;
    if (action === 'tab') {
      if (dialog.current) trapTab(event, dialog.current);
      return;
    }
    event.preventDefault();
    if (action === 'escape') {
      if (panel) setPanel(undefined);
      else props.onClose();
    } else if (action === 'keys') toggle('keys');
    else if (action === 'next') moveChapter(1);
    else if (action === 'previous') moveChapter(-1);
    else if (action === 'end' && scroller.current && view) void scrollToEnd(scroller.current, view);
    else if (action === 'line-down') moveFocus(1);
    else if (action === 'line-up') moveFocus(-1);
    else if (action === 'next-flagged') moveFlagged(1);
    else if (action === 'previous-flagged') moveFlagged(-1);
    else if (action === 'aloud-play-pause') playPauseAloud();
    else if (action === 'aloud-back') aloud.controller.current?.skip(-1);
    else if (action === 'aloud-forward') aloud.controller.current?.skip(1);
  };

  const { chapter } = story;
  const chapterLabel =
    currentChapter >= 0
      ? ` · ${t('history_mark_chapter_of', currentChapter + 1, chapters.length)}`
      : chapter && (chapter.count ?? 2) > 1
        ? ` · ${chapter.count ? t('history_mark_chapter_of', chapter.index, chapter.count) : t('history_mark_chapter', chapter.index)}`
        : '';
  const skin = settings.creatorStyle && props.workSkinCss;
  const endNotes = story.endNotes ?? [];
  const barButton = (which: Panel, label: string, testId: string, controls: string) => (
    <button type="button" ref={(el) => void (openers.current[which] = el)} class="rd-button" aria-expanded={panel === which} aria-controls={controls} data-testid={testId} onClick={() => toggle(which)}>
      {label}
    </button>
  );
  return (
    <div ref={dialog} id="rd-reader" class={`rd-dialog rd-theme-${settings.theme}`} style={themeStyle(settings)} role="dialog" aria-modal="true" aria-label={t('reader_dialog_label', story.title)} lang={uiLocale()} onKeyDown={onKeyDown} data-testid="rd-dialog">
      <ProgressBar percent={progress.percent} minutesLeft={progress.minutes} />
      <div class="rd-bar">
        <div class="rd-bar-title">
          {story.title}
          {chapterLabel} · <ProgressText percent={progress.percent} minutesLeft={progress.minutes} />
        </div>
        <div class="rd-bar-actions">
          {chapters.length > 1 && barButton('contents', t('reader_contents'), 'rd-contents-toggle', 'rd-contents')}
          {starts.length > 0 && (
            // The keys' way for fingers: Firefox for Android has no keyboard.
            <>
              <button type="button" class="rd-button" aria-label={t('reader_flagged_previous')} aria-keyshortcuts="," data-testid="rd-flagged-previous" onClick={() => moveFlagged(-1)}>
                <span aria-hidden="true">‹ </span>{t('reader_flagged_button')}
              </button>
              <button type="button" class="rd-button" aria-label={t('reader_flagged_next')} aria-keyshortcuts="." data-testid="rd-flagged-next" onClick={() => moveFlagged(1)}>
                {t('reader_flagged_button')}<span aria-hidden="true"> ›</span>
              </button>
            </>
          )}
          <button type="button" class="rd-button" aria-expanded={aloudOpen} aria-controls="rd-aloud" aria-keyshortcuts="P" data-testid="rd-aloud-toggle" onClick={toggleAloud}>
            {t('readaloud_label')}
          </button>
          {barButton('settings', t('reader_settings'), 'rd-settings-toggle', 'rd-settings')}
          <button type="button" ref={(el) => void (openers.current.keys = el)} class="rd-button" aria-expanded={panel === 'keys'} aria-controls="rd-keys" aria-label={t('reader_keys')} aria-keyshortcuts="?" data-testid="rd-keys-toggle" onClick={() => toggle('keys')}>
            ?
          </button>
          <button type="button" class="rd-button" data-testid="rd-close" onClick={props.onClose}>
            {t('reader_close')}
          </button>
        </div>
      </div>
      {aloudOpen && (
        <ReadAloudBar
          state={aloud.state}
          settings={settings}
          voices={aloud.voices}
          voice={aloud.voice}
          unavailable={aloud.unavailable}
          lookingForVoices={aloud.lookingForVoices}
          message={aloud.message}
          onPlay={playPauseAloud}
          onPause={() => aloud.controller.current?.pause()}
          onSkip={(step) => aloud.controller.current?.skip(step)}
          onDecide={(read) => aloud.controller.current?.decide(read)}
          onSettingsChange={props.onSettingsChange}
          onClose={toggleAloud}
        />
      )}
      <p class="rd-visually-hidden" role="status" data-testid="rd-announce">
        {announcement}
      </p>
      <div class="rd-main">
        {/* Before the text in the tab order: the panel is one Tab away from its button, and tabbing to it never scrolls the story. */}
        <div ref={panelRef} class="rd-panel-slot">
          {panel === 'settings' && <SettingsPanel settings={settings} onChange={props.onSettingsChange} hasWorkSkin={!!props.workSkinCss} />}
          {panel === 'contents' && <TableOfContents chapters={chapters} current={Math.max(0, currentChapter)} marks={marks} onJump={(i) => void jumpToChapter(i)} />}
          {panel === 'keys' && <KeysHelp chapters={chapters.length > 1 || !!(story.links.next || story.links.previous)} flagged={starts.length > 0} />}
        </div>
        {settings.lineFocus !== 'off' && <LineFocus mode={settings.lineFocus} lineHeight={lineHeightPx} center={focusCenter} />}
        {props.saveProblem && (
          <p class="rd-save-problem" role="alert" data-testid="rd-save-problem">
            {props.saveProblem}
          </p>
        )}
        <div ref={scroller} class="rd-scroll" data-rd-scroll tabIndex={0} role="region" aria-labelledby="rd-title" onPointerDown={onPointerDown}>
          <article class="rd-article" style={textStyle(settings, lineChars)} lang={langAttribute(story.language)}>
            {offerResume && savedPosition && <ResumePrompt percent={savedPosition.percent} onResume={resume} onDismiss={() => setOfferResume(false)} />}
            <Banner
              warnings={props.warnings}
              unknownTags={props.unknownTags}
              notRead={props.notRead}
              warningsHidden={story.tags.warningsHidden}
              compact
              {...props.where}
              onGoTo={(paragraph) => void moveTo(paragraph, '')}
            />
            <StoryHeader {...story} />
            {skin && <style>{skin}</style>}
            {/* The skin reaches only inside #workskin; its box paints nothing outside itself (a fixed
                ::before stays in the column, never over the bar) and is a stacking context of its own. */}
            <div class="rd-skin-box">
              <div ref={text} class="rd-text" id="workskin" data-testid="rd-text" onClick={onTextClick} />
            </div>
            {endNotes.length > 0 && <EndNotes notes={endNotes} />}
            <ChapterNav links={story.links} current={story.chapter?.index} onNavigate={props.onNavigate} />
          </article>
        </div>
      </div>
    </div>
  );
}

/** The author's notes after the text, where they put them, folded. */
function EndNotes({ notes }: { notes: string[] }) {
  return (
    <details class="rd-notes rd-end-notes" data-testid="rd-end-notes">
      <summary>{t('reader_end_notes')}</summary>
      {notes.map((note, i) => (
        <p key={i}>{note}</p>
      ))}
    </details>
  );
}
