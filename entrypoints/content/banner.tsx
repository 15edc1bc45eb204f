import type { ContentScriptContext } from 'wxt/utils/content-script-context';
import { Banner, type BannerProps } from '@/components/Banner';
import bannerCss from '@/components/banner.css?inline';
import { mountPreactUi } from './preact-ui';

export interface MountedBanner {
  update(props: BannerProps): void;
  remove(): void;
}

/** Puts the warning banner just before the story (or first in `anchor`), in its own shadow root. */
export async function mountBanner(ctx: ContentScriptContext, anchor: Element, props: BannerProps, append: 'before' | 'first' = 'before'): Promise<MountedBanner> {
  const ui = await mountPreactUi(ctx, 'banner', { name: 'gentle-reader-banner', position: 'inline', anchor, append, css: bannerCss }, <Banner {...props} />);
  return {
    update: (next) => ui.render(<Banner {...next} />),
    remove: () => ui.remove(),
  };
}
