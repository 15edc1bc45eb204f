/**
 * Our shadow roots are closed in a release build (audit F5): a page script cannot read the banner
 * (which categories the reader follows), the shield labels or the reader through `host.shadowRoot`.
 * We keep our own way in. A test build (GENTLE_READER_TEST_BUILD=1, wxt.config.ts) leaves them open,
 * so the browser tests can read our UI as a person sees it; test/e2e/release-build.e2e.mjs checks a
 * release build's roots are closed to the page.
 */
export const SHADOW_MODE: ShadowRootMode = import.meta.env.GENTLE_READER_TEST_BUILD ? 'open' : 'closed';

const roots = new WeakMap<Element, ShadowRoot>();

/** Records one of our hosts' shadow root (made by WXT, or by `attachOwnShadow`). */
export function rememberShadow(host: Element, shadow: ShadowRoot): void {
  roots.set(host, shadow);
}

/** A shadow root of ours, in the build's mode. */
export function attachOwnShadow(host: Element): ShadowRoot {
  const shadow = host.attachShadow({ mode: SHADOW_MODE });
  rememberShadow(host, shadow);
  return shadow;
}

/** Our way into a host's shadow root, closed or not; the page's own open roots too. */
export function shadowOf(host: Element | null | undefined): ShadowRoot | null {
  return host ? (roots.get(host) ?? host.shadowRoot) : null;
}
