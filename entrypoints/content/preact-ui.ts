import { render, type ComponentChild } from 'preact';
import type { ContentScriptContext } from 'wxt/utils/content-script-context';
import { createShadowRootUi, type ShadowRootContentScriptUiOptions } from 'wxt/utils/content-script-ui/shadow-root';
import { rememberShadow, SHADOW_MODE } from './shadow-roots';

export interface PreactUi {
  /** The element inside the shadow root that holds the tree. */
  container: HTMLElement;
  /** The element in the page that carries the shadow root. */
  host: HTMLElement;
  /** Draws `node` again in place: Preact keeps the components' own state (a hidden banner...). */
  render(node: ComponentChild): void;
  remove(): void;
}

type Placement = Omit<ShadowRootContentScriptUiOptions<void>, 'onMount' | 'onRemove' | 'isolateEvents'>;

/** Events a page script could forge to work our controls (change a synced setting, close the reader). */
const INPUT_EVENTS = ['click', 'dblclick', 'auxclick', 'mousedown', 'mouseup', 'pointerdown', 'pointerup', 'input', 'change', 'keydown', 'keyup', 'keypress', 'submit', 'beforeinput'];

/**
 * Only the reader's own hands work our controls: an event a page script made (`button.click()`,
 * `dispatchEvent`) is stopped at the shadow root, in the capture phase, before any handler sees it,
 * and its default action (ticking a checkbox) is cancelled (audit F5).
 */
function ignoreUntrustedInput(shadow: ShadowRoot): void {
  const guard = (event: Event) => {
    if (event.isTrusted) return;
    event.stopImmediatePropagation();
    event.preventDefault();
  };
  for (const type of INPUT_EVENTS) shadow.addEventListener(type, guard, true);
}

/**
 * The hosts' element names end in a random token: a page that defines a custom element of our
 * name first (so that attaching our shadow root fails) could stop the banner from ever mounting
 * (audit F4). The token is per page load, so no page can know it in advance.
 */
const HOST_TOKEN = Array.from(crypto.getRandomValues(new Uint8Array(6)), (b) => b.toString(36).padStart(2, '0')).join('');
/** The name of an element of ours in the page (a host, a work's room), with this page load's token. */
export const ownElementName = (name: string) => `${name}-${HOST_TOKEN}`;

/**
 * A modal UI (the reader) goes into the browser's top layer, above anything the page can stack with
 * z-index: a page or work-skin rule such as a fixed `#workskin::before` at the highest z-index
 * cannot cover it. (WXT's `:host { all: initial !important }` already keeps page CSS off the host.)
 */
function raiseToTopLayer(host: HTMLElement): void {
  host.popover = 'manual';
  host.showPopover();
}

/**
 * A Preact tree in a shadow root of its own, mounted at once: the page's CSS cannot reach in and
 * ours cannot leak out, and page keyboard handlers do not see its events. The host carries
 * `data-gentle-reader="<marker>"`, which our own change watcher skips.
 */
export async function mountPreactUi(ctx: ContentScriptContext, marker: string, placement: Placement, node: ComponentChild, flags: readonly string[] = []): Promise<PreactUi> {
  let container: HTMLElement | undefined;
  const ui = await createShadowRootUi(ctx, {
    ...placement,
    name: ownElementName(placement.name),
    isolateEvents: true,
    mode: SHADOW_MODE,
    onMount(uiContainer, shadow, host) {
      host.setAttribute('data-gentle-reader', marker);
      // Attributes that say its state (`flags`): set before it is in the page, so no one watching sees it without them.
      for (const flag of flags) host.setAttribute(flag, '');
      rememberShadow(host, shadow);
      ignoreUntrustedInput(shadow);
      container = uiContainer;
    },
    onRemove() {
      if (container) render(null, container);
    },
  } as ShadowRootContentScriptUiOptions<void>);
  try {
    ui.mount();
    // Raised before its content is drawn: raising it after made the browser style and lay out
    // the drawn reader twice in the task that opens it.
    if (placement.position === 'modal') raiseToTopLayer(ui.shadowHost);
    render(node, container!);
  } catch (error) {
    ui.remove(); // no half-drawn UI stays on the page
    throw error;
  }
  return {
    container: container!,
    host: ui.shadowHost,
    render: (next) => container && render(next, container),
    remove: () => ui.remove(),
  };
}
