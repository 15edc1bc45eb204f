import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import type { Warning } from '../../lib/engine/types';
import { READER_FONTS } from '../../lib/reader/fonts';
import { langAttribute } from '../../lib/reader/lang';
import { worthResuming, type ReadingPosition } from '../../lib/reader/positions';
import type { ReaderSettings } from '../../lib/settings/settings';
import type { Story } from '../../lib/story';
import { Banner } from '../Banner';
import { ChapterNav } from './ChapterNav';
import { trapTab } from './focus-trap';
import { ProgressBar, ProgressText } from './ProgressBar';
import { ResumePrompt } from './ResumePrompt';
import { SettingsPanel } from './SettingsPanel';
import { StoryHeader } from './StoryHeader';
import type { StoryView } from './story-view';
import { scrollToParagraph, topParagraph, useReadingProgress, type ViewPosition } from './use-reading-progress';

export interface ReaderOverlayProps {
  story: Pick<Story, 'title' | 'author' | 'chapter' | 'summary' | 'notes' | 'links' | 'paragraphs' | 'wordCount' | 'language' | 'tags'>;
  warnings: Warning[];
  unknownTags?: boolean;
  settings: ReaderSettings;
  /** The AO3 work skin, already scoped to #workskin (lib/reader/work-skin). */
  workSkinCss?: string;
  savedPosition?: ReadingPosition;
  /** Builds the story text into the given element (components/reader/story-body). */
  renderStory(container: HTMLElement): StoryView;
  /** Changes when the story text must be built again (the shield mode or the categories changed). */
  bodyKey?: string;
  onSettingsChange(settings: ReaderSettings): void;
  onPosition?(position: ViewPosition): void;
  onNavigate(url: string): void;
  onClose(): void;
}

/**
 * One character of prose in `ch` (the width of "0"). Prose runs narrower than zeros: Chromium set
 * 82 characters on a 68ch line of the default serif, so a line of `width` characters is
 * `width * 0.8` ch, which keeps the default (68) under WCAG 1.4.8's 80 in common fonts.
 */
export const CHARACTER_CH = 0.8;

/** The reader's settings as custom properties on the text (px and em only: no rem in a shadow root). */
function textStyle(s: ReaderSettings): Record<string, string> {
  return {
    '--rd-font': READER_FONTS[s.font].stack,
    '--rd-size': `${s.fontSize}px`,
    '--rd-line': String(s.lineHeight),
    '--rd-para': String(s.paragraphSpacing),
    '--rd-letter': `${s.letterSpacing}em`,
    '--rd-word': `${s.wordSpacing}em`,
    '--rd-measure': `${Math.round(s.width * CHARACTER_CH * 10) / 10}ch`,
    '--rd-align': s.align,
  };
}

function themeStyle(s: ReaderSettings): Record<string, string> {
  const c = s.customColors;
  return s.theme === 'custom' ? { '--rd-bg': c.background, '--rd-fg': c.text, '--rd-accent': c.accent } : {};
}

/** The calm reader: a modal dialog over the page with the story text, its settings and progress. */
export function ReaderOverlay(props: ReaderOverlayProps) {
  const { story, settings, savedPosition } = props;
  const dialog = useRef<HTMLDivElement>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const text = useRef<HTMLDivElement>(null);
  const [view, setView] = useState<StoryView>();
  const [panelOpen, setPanelOpen] = useState(false);
  const [offerResume, setOfferResume] = useState(worthResuming(savedPosition, story.paragraphs.length));
  const progress = useReadingProgress(scroller, view, story.paragraphs, story.wordCount, props.onPosition);

  // Built once, and again when how passages are shielded changes (from the popup, while reading):
  // the reader stays at the paragraph they were reading.
  const shownView = useRef<StoryView | undefined>(undefined);
  useLayoutEffect(() => {
    const previous = shownView.current;
    const at = previous && scroller.current ? topParagraph(scroller.current, previous) : undefined;
    text.current!.replaceChildren();
    const built = props.renderStory(text.current!);
    shownView.current = built;
    setView(built);
    if (!previous) scroller.current?.focus({ preventScroll: true });
    else if (at && scroller.current) {
      const target = scroller.current;
      void built.whenBuilt(at.paragraph).then(() => {
        const el = built.element(at.paragraph);
        if (el) void scrollToParagraph(target, el, at.offset);
      });
    }
    return () => built.cancel();
  }, [props.bodyKey]);

  const resume = async () => {
    setOfferResume(false);
    if (!view || !savedPosition || !scroller.current) return;
    await view.whenBuilt(savedPosition.paragraph);
    const el = view.element(savedPosition.paragraph);
    if (!el) return;
    scroller.current.focus({ preventScroll: true });
    await scrollToParagraph(scroller.current, el, savedPosition.offset);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    event.stopPropagation(); // the page's own shortcuts must not fire while reading
    if (event.key === 'Escape') {
      event.preventDefault();
      props.onClose();
    } else if (event.key === 'Tab' && dialog.current) trapTab(event, dialog.current);
  };

  const { chapter } = story;
  const chapterLabel = chapter && (chapter.count ?? 2) > 1 ? ` · chapter ${chapter.index}${chapter.count ? ` of ${chapter.count}` : ''}` : '';
  const skin = settings.creatorStyle && props.workSkinCss;
  return (
    <div ref={dialog} class={`rd-dialog rd-theme-${settings.theme}`} style={themeStyle(settings)} role="dialog" aria-modal="true" aria-label={`Reader: ${story.title}`} onKeyDown={onKeyDown} data-testid="rd-dialog">
      <ProgressBar percent={progress.percent} minutesLeft={progress.minutes} />
      <div class="rd-bar">
        <div class="rd-bar-title">
          {story.title}
          {chapterLabel} · <ProgressText percent={progress.percent} minutesLeft={progress.minutes} />
        </div>
        <div class="rd-bar-actions">
          <button type="button" class="rd-button" aria-expanded={panelOpen} aria-controls="rd-settings" data-testid="rd-settings-toggle" onClick={() => setPanelOpen(!panelOpen)}>
            Settings
          </button>
          <button type="button" class="rd-button" data-testid="rd-close" onClick={props.onClose}>
            Close reader
          </button>
        </div>
      </div>
      <div class="rd-main">
        <div ref={scroller} class="rd-scroll" data-rd-scroll tabIndex={0} role="region" aria-labelledby="rd-title">
          <article class="rd-article" style={textStyle(settings)} lang={langAttribute(story.language)}>
            {offerResume && savedPosition && <ResumePrompt percent={savedPosition.percent} onResume={resume} onDismiss={() => setOfferResume(false)} />}
            <Banner warnings={props.warnings} unknownTags={props.unknownTags} warningsHidden={story.tags.warningsHidden} compact />
            <StoryHeader {...story} />
            {skin && <style>{skin}</style>}
            {/* The skin reaches only inside #workskin; its box paints nothing outside itself (a fixed
                ::before stays in the column, never over the bar) and is a stacking context of its own. */}
            <div class="rd-skin-box">
              <div ref={text} class="rd-text" id="workskin" data-testid="rd-text" />
            </div>
            <ChapterNav links={story.links} current={story.chapter?.index} onNavigate={props.onNavigate} />
          </article>
        </div>
        {panelOpen && <SettingsPanel settings={settings} onChange={props.onSettingsChange} hasWorkSkin={!!props.workSkinCss} />}
      </div>
    </div>
  );
}
