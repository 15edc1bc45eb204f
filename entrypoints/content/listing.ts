import { h } from 'preact';
import type { ContentScriptContext } from 'wxt/utils/content-script-context';
import { LISTING_CHIPS_CSS, ListingChips, type UnknownReason } from '@/components/ListingChips';
import type { Settings } from '@/lib/settings/settings';
import type { ListingBlurb } from '@/lib/story';
import { warningsFromTags } from '@/lib/tags/tags-to-warnings';
import { enabledWarnings } from '@/lib/warnings';
import { compiledFor } from '@/lib/personal/compile-personal';
import type { PersonalWarning } from '@/lib/personal/personal-warning';
import { analyzePersonal } from '@/lib/personal/read-personal';
import { mountPreactUi } from './preact-ui';

type Append = 'before' | 'after' | 'last';

/** Under the blurb's tag list (AO3 `ul.tags`), else under its header, else at its end. */
function placeIn(blurb: Element): { anchor: Element; append: Append } {
  const tags = Array.from(blurb.children).find((c) => c.matches('ul.tags'));
  if (tags) return { anchor: tags, append: 'after' };
  const header = Array.from(blurb.children).find((c) => c.matches('div.header'));
  return header ? { anchor: header, append: 'after' } : { anchor: blurb, append: 'last' };
}

function chipsFor(blurb: ListingBlurb, settings: Settings, personal: readonly PersonalWarning[]) {
  const { warnings, unknown } = warningsFromTags(blurb.tags);
  const reason: UnknownReason | undefined = unknown ? (blurb.tags.warningsHidden ? 'hidden' : 'chose-not-to-warn') : undefined;
  // The reader's own warnings read the blurb's tags and its summary, as a short text.
  const own = personal.length ? analyzePersonal({ paragraphs: blurb.summary ? [blurb.summary] : [], tags: blurb.tags }, compiledFor(personal), settings.sensitivity) : [];
  return { warnings: [...enabledWarnings(warnings, settings.categories), ...own], unknown: reason, title: blurb.title };
}

/**
 * Puts a row of chips in each listing blurb, one shadow root each (20 a page on AO3, mounted in
 * parallel). Returns a cleanup that removes them all.
 */
export async function mountListingChips(ctx: ContentScriptContext, blurbs: ListingBlurb[], settings: Settings, personal: readonly PersonalWarning[] = []): Promise<() => void> {
  const mounted = await Promise.all(
    blurbs.map(async (blurb) => {
      const props = chipsFor(blurb, settings, personal);
      if (!props.warnings.length && !props.unknown) return undefined;
      if (!blurb.element.isConnected) return undefined;
      const placement = { name: 'gentle-reader-chips', position: 'inline' as const, ...placeIn(blurb.element), css: LISTING_CHIPS_CSS };
      return mountPreactUi(ctx, 'chips', placement, h(ListingChips, props));
    }),
  );
  return () => mounted.forEach((ui) => ui?.remove());
}
