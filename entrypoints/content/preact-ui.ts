import { render, type ComponentChild } from 'preact';
import type { ContentScriptContext } from 'wxt/utils/content-script-context';
import { createShadowRootUi, type ShadowRootContentScriptUiOptions } from 'wxt/utils/content-script-ui/shadow-root';

export interface PreactUi {
  /** The element inside the shadow root that holds the tree. */
  container: HTMLElement;
  /** Draws `node` again in place: Preact keeps the components' own state (a hidden banner...). */
  render(node: ComponentChild): void;
  remove(): void;
}

type Placement = Omit<ShadowRootContentScriptUiOptions<void>, 'onMount' | 'onRemove' | 'isolateEvents'>;

/**
 * A Preact tree in a shadow root of its own, mounted at once: the page's CSS cannot reach in and
 * ours cannot leak out, and page keyboard handlers do not see its events. The host carries
 * `data-gentle-reader="<marker>"`, which our own change watcher skips.
 */
export async function mountPreactUi(ctx: ContentScriptContext, marker: string, placement: Placement, node: ComponentChild): Promise<PreactUi> {
  let container: HTMLElement | undefined;
  const ui = await createShadowRootUi(ctx, {
    ...placement,
    isolateEvents: true,
    onMount(uiContainer, _shadow, host) {
      host.setAttribute('data-gentle-reader', marker);
      container = uiContainer;
      render(node, uiContainer);
    },
    onRemove() {
      if (container) render(null, container);
    },
  } as ShadowRootContentScriptUiOptions<void>);
  try {
    ui.mount();
  } catch (error) {
    ui.remove(); // no half-drawn UI stays on the page
    throw error;
  }
  return {
    container: container!,
    render: (next) => container && render(next, container),
    remove: () => ui.remove(),
  };
}
