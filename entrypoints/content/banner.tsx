import { render } from 'preact';
import type { ContentScriptContext } from 'wxt/utils/content-script-context';
import { createShadowRootUi } from 'wxt/utils/content-script-ui/shadow-root';
import { Banner, type BannerProps } from '@/components/Banner';
import bannerCss from '@/components/banner.css?inline';

export interface MountedBanner {
  update(props: BannerProps): void;
  remove(): void;
}

/** Puts the warning banner just before the story, in a shadow root the page's CSS cannot reach. */
export async function mountBanner(ctx: ContentScriptContext, anchor: Element, props: BannerProps, append: 'before' | 'first' = 'before'): Promise<MountedBanner> {
  let container: HTMLElement | undefined;
  const ui = await createShadowRootUi(ctx, {
    name: 'gentle-reader-banner',
    position: 'inline',
    anchor,
    append,
    isolateEvents: true,
    css: bannerCss,
    onMount(uiContainer, _shadow, host) {
      host.setAttribute('data-gentle-reader', 'banner');
      container = uiContainer;
      render(<Banner {...props} />, uiContainer);
    },
    onRemove() {
      if (container) render(null, container);
    },
  });
  ui.mount();
  return {
    update(next) {
      if (container) render(<Banner {...next} />, container);
    },
    remove: () => ui.remove(),
  };
}
