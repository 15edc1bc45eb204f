import type { FunctionComponent } from 'preact';
import type { ContentScriptContext } from 'wxt/utils/content-script-context';
import { Banner, type BannerProps } from '@/components/Banner';
import bannerCss from '@/components/banner.css?inline';
import { WarningSummary, type WarningSummaryProps } from '@/components/WarningSummary';
import { STILL_READING_ATTRIBUTE } from '@/lib/page/watch-changes';
import { keepInPage } from './keep-in-page';
import { mountPreactUi } from './preact-ui';

// The host sits in the page's flow, sometimes inside AO3's meta list whose rows may float: a block
// of its own, below any float. !important: it must win over WXT's own `:host { all: initial }`.
const HOST_CSS = ':host { display: block !important; clear: both !important; }';

export interface MountedUi<P> {
  /** The element in the page that carries our shadow root (to scroll to it). */
  host: HTMLElement;
  update(props: P): void;
  remove(): void;
}

export type MountedBanner = MountedUi<BannerProps>;

async function mountInline<P extends object>(
  ctx: ContentScriptContext,
  marker: string,
  anchor: Element,
  append: 'before' | 'after' | 'first',
  Component: FunctionComponent<P>,
  props: P,
  extraCss = '',
  flags: readonly string[] = [],
): Promise<MountedUi<P>> {
  const css = `${HOST_CSS}${bannerCss}\n${extraCss}`;
  const ui = await mountPreactUi(ctx, marker, { name: `gentle-reader-${marker}`, position: 'inline', anchor, append, css }, <Component {...props} />, flags);
  const stopKeeping = keepInPage(ui.host);
  return {
    host: ui.host,
    update: (next) => ui.render(<Component {...next} />),
    remove: () => {
      stopKeeping();
      ui.remove();
    },
  };
}

/** The host's marker (`data-gentle-reader`) of the banner. */
export const BANNER_MARKER = 'banner';
export { STILL_READING_ATTRIBUTE };

/**
 * Puts the warning banner just before the story (or first in `anchor`), in its own shadow root.
 * `extraCss`: the least height of the room it takes (first-paint-room.ts).
 */
export function mountBanner(ctx: ContentScriptContext, anchor: Element, props: BannerProps, append: 'before' | 'first' = 'before', extraCss = '', marker = BANNER_MARKER): Promise<MountedBanner> {
  return mountInline(ctx, marker, anchor, append, Banner, props, extraCss, props.stillReading ? [STILL_READING_ATTRIBUTE] : []);
}

/** Where the summary goes: after the archive's warnings row, or first in the page's body. */
export interface SummaryPlacement {
  anchor: Element;
  append: 'after' | 'first';
}

/** Puts the one-line summary in its place, in its own shadow root (`extraCss`: as for the banner). */
export function mountSummary(ctx: ContentScriptContext, { anchor, append }: SummaryPlacement, props: WarningSummaryProps, extraCss = ''): Promise<MountedUi<WarningSummaryProps>> {
  return mountInline(ctx, 'summary', anchor, append, WarningSummary, props, extraCss);
}
