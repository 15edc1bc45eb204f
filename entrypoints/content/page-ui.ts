import type { ContentScriptContext } from 'wxt/utils/content-script-context';
import type { BannerProps } from '@/components/Banner';
import type { Warning } from '@/lib/engine/types';
import type { Settings } from '@/lib/settings/settings';
import type { PersonalWarning } from '@/lib/personal/personal-warning';
import type { ListingBlurb, Story } from '@/lib/story';
import { mountBanner, type MountedBanner } from './banner';
import type { StoryAnalysis, StoryText } from '@/lib/analyze-story';
import { ListingView } from './listing';

/** Where a listing's works are judged: the site, the engine off the page, the reader's own warnings. */
export interface ListingSource {
  site: string;
  analyze: (text: StoryText) => Promise<StoryAnalysis>;
  personal: readonly PersonalWarning[];
}
import { shieldPage } from './page-shield';

/** What the page shielding depends on: redone only when this changes. */
function shieldKey(story: Story, warnings: Warning[], settings: Settings): string {
  const flagged = warnings.map((w) => `${w.id}:${(w.passages ?? []).join(',')}:${w.evidence.map((e) => e.paragraph).join(',')}`);
  return `${settings.shield}|${story.paragraphs.length}|${flagged.join(';')}`;
}

/**
 * What we draw on the page: the banner, the listing chips, the shielded passages. Each is updated
 * in place when it can be and redone only when what it shows changed, so a settings change or new
 * text never loses the reader's own choices (a hidden banner, an opened "Why?", a revealed passage).
 */
export class PageUi {
  private banner?: MountedBanner;
  private shieldedBlocks?: readonly Element[];
  private bannerAnchor?: Element;
  private listing?: ListingView;
  private unshield?: () => void;
  private shieldKey?: string;
  /** Passages the reader clicked to see: they stay shown through redraws. */
  private readonly revealed = new Set<Element>();

  constructor(private readonly ctx: ContentScriptContext) {}

  async showStory(story: Story, banner: BannerProps, settings: Settings): Promise<void> {
    this.clearChips();
    if (!story.container) return;
    if (this.banner && this.bannerAnchor === story.container) {
      this.banner.update(banner);
    } else {
      this.banner?.remove();
      this.banner = await mountBanner(this.ctx, story.container, banner);
      this.bannerAnchor = story.container;
    }
    const key = shieldKey(story, banner.warnings, settings);
    // A new reading of the page (new elements, after a re-render) is shielded again even when the indices match.
    if (key === this.shieldKey && story.blocks === this.shieldedBlocks) return;
    this.unshield?.();
    this.unshield = story.blocks ? shieldPage(document, story.blocks, banner.warnings, settings, this.revealed) : undefined;
    this.shieldKey = key;
    this.shieldedBlocks = story.blocks;
  }

  /** Judges and marks a works listing; the same view updates in place on later calls. */
  async showListing(blurbs: ListingBlurb[], settings: Settings, source: ListingSource): Promise<void> {
    this.clearStory();
    this.listing ??= new ListingView(this.ctx, source.site, source.analyze);
    await this.listing.show(blurbs, settings, source.personal);
  }

  /** A notice at the top of the page, for when the reader asked and there was nothing to read. */
  async showNotice(heading: string, problem: string): Promise<void> {
    this.clear();
    const anchor = document.body ?? document.documentElement;
    this.banner = await mountBanner(this.ctx, anchor, { warnings: [], heading, problem }, 'first');
    this.bannerAnchor = anchor;
  }

  clear(): void {
    this.clearStory();
    this.clearChips();
  }

  private clearStory(): void {
    this.banner?.remove();
    this.banner = this.bannerAnchor = undefined;
    this.unshield?.();
    this.unshield = this.shieldKey = undefined;
  }

  private clearChips(): void {
    this.listing?.remove();
    this.listing = undefined;
  }
}
