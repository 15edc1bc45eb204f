import type { ContentScriptContext } from 'wxt/utils/content-script-context';
import type { BannerProps } from '@/components/Banner';
import type { WarningSummaryProps } from '@/components/WarningSummary';
import type { Warning } from '@/lib/engine/types';
import { pageScheme, type PageScheme } from '@/lib/page/page-scheme';
import { archiveContradiction, summaryPlace } from '@/lib/page/summary';
import { releaseRoom, roomHostCss, roomKept } from '@/lib/page/first-paint-room';
import { workKey } from '@/lib/page/work-memory';
import { allowForAdded, isHeldBack, isLeftToBrowser, nextFrameKeepingHold } from '@/lib/page/hold-back';
import { loadWorkMemory, saveWorkMemory } from '@/lib/page/work-memory-store';
import type { Settings } from '@/lib/settings/settings';
import type { PersonalWarning } from '@/lib/personal/personal-warning';
import type { ListingBlurb, Story } from '@/lib/story';
import { BANNER_MARKER, mountBanner, mountSummary, STILL_READING_ATTRIBUTE, type MountedBanner, type MountedUi, type SummaryPlacement } from './banner';
import { OWN_UI_ATTRIBUTE } from '@/lib/page/watch-changes';
import type { StoryAnalysis, StoryText } from '@/lib/analyze-story';
import { goToPassage } from './go-to-passage';
import { ListingView } from './listing';
import { LABEL_TAG, labelRoomPx, shieldPage, type PageShield } from './page-shield';
import { shadowOf } from './shadow-roots';

/** Where a listing's works are judged: the site, the engine off the page, the reader's own warnings. */
export interface ListingSource {
  site: string;
  analyze: (text: StoryText) => Promise<StoryAnalysis | undefined>;
  personal: readonly PersonalWarning[];
}

/** What the page shielding depends on: redone only when this changes. */
function shieldKey(story: Story, warnings: Warning[], settings: Settings): string {
  const flagged = warnings.map((w) => `${w.id}:${(w.passages ?? []).join(',')}`);
  return `${settings.shield}|${story.paragraphs.length}|${flagged.join(';')}`;
}

/** The banner's own vertical margins, wide and narrow (components/banner.css: 12 + 20, and 8 + 12 on a phone). */
const BANNER_MARGINS_PX = { wide: 32, narrow: 20 };

/** What the session knows that the banner and summary show, beyond the banner's own props. */
export interface StoryView {
  banner: BannerProps;
  /** The work's tags said "no warnings" or chose not to warn: for the summary's plain-words line. */
  unknownTags: boolean;
  /** The reader follows no category at all. */
  followsNone: boolean;
  /** The reader's shortcut, where one is bound. */
  shortcut?: string;
  /** Opens the options page. */
  onChooseWarnings?: () => void;
}

/**
 * What we draw on the page: the one-line summary, the banner, the listing chips, the shielded
 * passages. Each is updated in place when it can be and redone only when what it shows changed, so
 * a settings change or new text never loses the reader's own choices (a hidden banner, an opened
 * "Why?", a revealed passage). Hiding the banner is remembered for the whole work.
 */
export class PageUi {
  private banner?: MountedBanner;
  private shieldedBlocks?: readonly Element[];
  private bannerAnchor?: Element;
  private listing?: ListingView;
  private summary?: MountedUi<WarningSummaryProps>;
  /** Decided once a page, from where the story first lies (undefined: not yet; null: no summary). */
  private summaryPlacement?: SummaryPlacement | null;
  private shield?: PageShield;
  private shieldKey?: string;
  /** Passages the reader chose to see: they stay shown through redraws. */
  private readonly revealed = new Set<Element>();
  private scheme?: PageScheme;
  /** The banner is folded to one line for this work (loaded once a page, saved on change). */
  private hidden?: boolean;
  private last?: { story: Story; view: StoryView; settings: Settings };
  /** What the banner shows while a very long page's text is still read (before `last`). */
  private reading?: { story: Story; view: StoryView; settings: Settings };

  constructor(private readonly ctx: ContentScriptContext) {}

  /**
   * Keeps the summary's place while the story is read: its one line is there from the start, so
   * the page does not jump when the findings arrive.
   */
  async showReading(story: Story): Promise<void> {
    const placement = this.placeSummary(story);
    if (placement && !this.summary) await this.mountSummary(placement, { scheme: this.scheme });
    releaseRoom(document, 'summaryAfter'); // taken by the summary, or not needed where it went elsewhere
  }

  /** Mounts the summary; beside the warnings row it keeps at least the room kept there since the first paint. */
  private async mountSummary(placement: SummaryPlacement, props: WarningSummaryProps): Promise<void> {
    const room = placement.append === 'after' && roomKept(document, 'summaryAfter') ? roomHostCss('summaryAfter') : '';
    this.summary = await mountSummary(this.ctx, placement, props, room);
    releaseRoom(document, 'summaryAfter');
  }

  /** Beside the archive's warnings row if that is on the first screen; else where summaryPlace says. */
  private placeSummary(story: Story): SummaryPlacement | null {
    if (this.summaryPlacement !== undefined) return this.summaryPlacement;
    this.scheme ??= pageScheme(story.summaryAnchor ?? story.container ?? document.body);
    const fromTop = (el: Element | undefined, side: 'top' | 'bottom') => (el ? el.getBoundingClientRect()[side] + window.scrollY : undefined);
    const place = summaryPlace({
      warningsRowBottom: fromTop(story.summaryAnchor, 'bottom'),
      storyTop: fromTop(story.container, 'top'),
      viewportHeight: window.innerHeight,
    });
    if (place === 'beside-warnings') this.summaryPlacement = { anchor: story.summaryAnchor!, append: 'after' };
    else if (place === 'page-top' && document.body) this.summaryPlacement = { anchor: document.body, append: 'first' };
    else this.summaryPlacement = null;
    return this.summaryPlacement;
  }

  async showStory(story: Story, view: StoryView, settings: Settings): Promise<void> {
    this.clearChips();
    if (!story.container) return;
    this.last = { story, view, settings };
    this.reading = undefined;
    this.scheme ??= pageScheme(story.container);
    if (this.hidden === undefined) this.hidden = await this.rememberSeen(story, settings);
    const key = shieldKey(story, view.banner.warnings, settings);
    // A new reading of the page (new elements, after a re-render) is shielded again even when the indices match.
    if (key !== this.shieldKey || story.blocks !== this.shieldedBlocks) {
      this.shield?.undo();
      const options = { scheme: this.scheme, nextFrame: nextFrameKeepingHold, held: isHeldBack(document) };
      this.shield = story.blocks ? shieldPage(document, story.blocks, view.banner.warnings, settings, this.revealed, options) : undefined;
      this.shieldKey = key;
      this.shieldedBlocks = story.blocks;
    }
    // The banner comes at once, saying how many passages are shielded (a long page's slices go on
    // meanwhile, the story held back); the story is shown only once every one is (the session
    // releases it when this returns).
    await this.drawBanner(story, view, settings);
    await this.drawSummary(story, view);
    await this.shield?.ready;
    // A long story's far chapters are skipped by the browser at the height they had before their
    // labels came: each kept height counts its labels, or the page would move by them when a link
    // or a search brings the reader there.
    if (isLeftToBrowser(document)) {
      await nextFrameKeepingHold();
      const room = labelRoomPx(document);
      allowForAdded(document, (chapter) => chapter.querySelectorAll(LABEL_TAG).length * room);
    }
  }

  /** Judges and marks a works listing; the same view updates in place on later calls. */
  async showListing(blurbs: ListingBlurb[], settings: Settings, source: ListingSource): Promise<void> {
    this.clearStory();
    this.listing ??= new ListingView(this.ctx, source.site, source.analyze);
    await this.listing.show(blurbs, settings, source.personal);
  }

  /**
   * A notice at the top of the page: the reader asked and there was nothing to read, or the page
   * could not be read (with `onRetry`, a "Try again" button).
   */
  async showNotice(heading: string, problem: string, onRetry?: () => void): Promise<void> {
    this.clear();
    const anchor = document.body ?? document.documentElement;
    this.banner = await mountBanner(this.ctx, anchor, { warnings: [], heading, problem, onRetry }, 'first');
    this.bannerAnchor = anchor;
  }

  /**
   * The banner of a very long page while its text is still read (seconds, for a 500,000-word
   * work): at once, with what the tags say and a line saying the text is still being read, never
   * an all-clear. The banner with the text's findings then takes over the same element.
   */
  async showStillReading(story: Story, view: StoryView, settings: Settings): Promise<void> {
    if (!story.container) return;
    this.scheme ??= pageScheme(story.container);
    if (this.hidden === undefined) this.hidden = await this.rememberSeen(story, settings);
    this.reading = { story, view: { ...view, banner: { ...view.banner, stillReading: true } }, settings };
    await this.drawBanner(this.reading.story, this.reading.view, settings);
  }

  clear(): void {
    this.clearStory();
    this.clearChips();
  }

  /** Is the banner hidden for this work? Also records that the work was seen now. */
  private async rememberSeen(story: Story, settings: Settings): Promise<boolean> {
    const key = workKey(story);
    if (!key) return false;
    const memory = await loadWorkMemory(key).catch(() => undefined);
    const hidden = memory?.hidden === true || (settings.foldSeenBanners && memory !== undefined);
    void saveWorkMemory(key, { seenAt: Date.now(), ...(memory?.hidden && { hidden: true }) }).catch(() => {});
    return hidden;
  }

  private setHidden(hidden: boolean): void {
    this.hidden = hidden;
    // Hidden while a very long page's text is still read: remembered for the work all the same.
    const shown = this.last ?? this.reading;
    const key = shown && workKey(shown.story);
    if (key) void saveWorkMemory(key, { seenAt: Date.now(), ...(hidden && { hidden: true }) }).catch(() => {});
    void this.redraw();
  }

  private redraw(): Promise<void> {
    const last = this.last ?? this.reading;
    return last ? this.drawBanner(last.story, last.view, last.settings).then(() => this.drawSummary(last.story, last.view)) : Promise.resolve();
  }

  private async drawBanner(story: Story, view: StoryView, settings: Settings): Promise<void> {
    const shielding = settings.shield === 'blur' || settings.shield === 'collapse';
    const props: BannerProps = {
      ...view.banner,
      followsNone: view.followsNone,
      onChooseWarnings: view.onChooseWarnings,
      shortcut: view.shortcut,
      scheme: this.scheme,
      hidden: this.hidden,
      onHide: () => this.setHidden(true),
      onUnhide: () => this.setHidden(false),
      shielded: shielding ? this.shield?.count : 0,
      onGoTo: story.blocks ? (paragraph) => story.blocks?.[paragraph] && goToPassage(story.blocks[paragraph]) : undefined,
      onShowAll: () => {
        this.shield?.revealAll();
        void this.redraw();
      },
    };
    await this.drawBannerBefore(story.container!, props);
  }

  /** The banner just before the story: updated in place if it is there already (the one still reading becomes the final one). */
  private async drawBannerBefore(container: Element, props: BannerProps): Promise<void> {
    if (this.banner && this.bannerAnchor === container) {
      this.banner.update(props);
      this.banner.host.setAttribute(OWN_UI_ATTRIBUTE, BANNER_MARKER);
    } else {
      this.banner?.remove();
      // It takes the room kept above the story since the first paint, at least its height unless hidden.
      const room = roomKept(document, 'bannerBefore') ? roomHostCss('bannerBefore', '.gr-banner:not(.gr-hidden-line)', BANNER_MARGINS_PX) : '';
      this.banner = await mountBanner(this.ctx, container, props, 'before', room, BANNER_MARKER);
      releaseRoom(document, 'bannerBefore');
      this.bannerAnchor = container;
    }
    // Whoever watches the page (our tests, the bench) can tell the banner still reading the text from the final one.
    this.banner.host.toggleAttribute(STILL_READING_ATTRIBUTE, props.stillReading === true);
  }

  private async drawSummary(story: Story, view: StoryView): Promise<void> {
    const placement = this.placeSummary(story);
    if (!placement) return;
    const warnings = view.banner.warnings;
    const props: WarningSummaryProps = {
      warnings,
      followsNone: view.followsNone,
      contradiction: archiveContradiction(warnings, story.tags, view.unknownTags),
      notRead: view.banner.notRead,
      onDetails: () => this.showDetails(),
      onChooseWarnings: view.onChooseWarnings,
      scheme: this.scheme,
    };
    if (this.summary) return this.summary.update(props);
    await this.mountSummary(placement, props);
  }

  /** "Details": unfolds a hidden banner and brings it into view, with the keyboard focus on it. */
  private showDetails(): void {
    if (this.hidden) this.setHidden(false);
    const host = this.banner?.host;
    if (!host) return;
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    // After the unfolded banner is drawn, so the scroll lands on its full height.
    requestAnimationFrame(() => {
      host.scrollIntoView({ block: 'start', behavior: smooth ? 'smooth' : 'auto' });
      (shadowOf(host)?.querySelector('[data-testid=gr-banner]') as HTMLElement | null)?.focus({ preventScroll: true });
    });
  }

  private clearSummary(): void {
    this.summary?.remove();
    this.summary = undefined;
  }

  private clearStory(): void {
    this.banner?.remove();
    this.banner = this.bannerAnchor = undefined;
    this.clearSummary();
    this.shield?.undo();
    this.shield = this.shieldKey = undefined;
  }

  private clearChips(): void {
    this.listing?.remove();
    this.listing = undefined;
  }
}
