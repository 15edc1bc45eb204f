/**
 * Holding the story back until it is shielded: from the page's first paint (a content script at
 * document_start) the story's elements are hidden, their space kept (visibility, never removal, so
 * nothing jumps), and shown again once their passages are shielded. Whatever happens, they are
 * shown again: the page can never stay hidden.
 */
import { siteEnabled, type Settings } from '../settings/settings';
import type { SiteDetector } from '../sites/site-adapter';
import { afterNextFrame, yieldToPage } from './slices';

/** Marks our one style element in the page. */
export const HOLD_BACK_ATTR = 'data-gentle-reader-hold-back';
/**
 * The fail-safe: released after this long even if nobody says the story is shielded. Reading is
 * done off the page; on a 2-core machine a 500,000-word work takes 3–5 s, a chapter well under 1 s.
 */
export const HOLD_BACK_MS = 2_500;
/** While the page's reading is under way (it says so), the hold is kept at most this long. */
export const HOLD_BACK_READING_MS = 10_000;
/**
 * While the page itself is still being parsed the reading cannot start (the content script runs
 * once the document is parsed): the hold lasts through it, up to this long. A page of 52,000
 * paragraphs (13 MB) takes several seconds to parse on a loaded 2-core machine; the fail-safe
 * delay counts again from the end of parsing.
 */
export const HOLD_BACK_PARSING_MS = 60_000;

/** The CSS that hides the story's elements, keeping their space. */
export function holdBackCss(selector: string): string {
  return `${selector} { visibility: hidden !important; }`;
}

function holdElement(doc: Document): HTMLStyleElement | null {
  return doc.querySelector(`style[${HOLD_BACK_ATTR}]`);
}

/**
 * Hides the story's elements now, before the page paints them; returns the release. The release
 * runs by itself at the deadline (`HOLD_BACK_MS`, or what `extendHoldBack` set).
 */
export function holdBack(doc: Document, selector: string, now = () => Date.now()): () => void {
  const style = doc.createElement('style');
  style.setAttribute(HOLD_BACK_ATTR, String(now() + HOLD_BACK_MS));
  style.textContent = holdBackCss(selector);
  (doc.head ?? doc.documentElement).append(style);
  const release = () => style.remove();
  const started = now();
  const parsing = () => doc.readyState === 'loading' && now() - started < HOLD_BACK_PARSING_MS;
  const check = () => {
    if (!style.isConnected) return;
    const until = Number(style.getAttribute(HOLD_BACK_ATTR));
    if (parsing()) return void setTimeout(check, HOLD_BACK_MS);
    if (!(until > now())) return release();
    setTimeout(check, Math.min(until - now(), HOLD_BACK_MS));
  };
  setTimeout(check, HOLD_BACK_MS);
  doc.addEventListener('DOMContentLoaded', () => extendHoldBack(doc, HOLD_BACK_MS, now), { once: true });
  return release;
}

/**
 * The page's reading is under way: keep the hold at least `forMs` from now (HOLD_BACK_READING_MS
 * by default; never shortened). The reading extends it as it goes, so the hold lasts as long as
 * the reading makes progress, and lets go at the last deadline set if it stops.
 */
export function extendHoldBack(doc: Document, forMs = HOLD_BACK_READING_MS, now = () => Date.now()): void {
  const style = holdElement(doc);
  const until = Number(style?.getAttribute(HOLD_BACK_ATTR));
  if (style && !(until >= now() + forMs)) style.setAttribute(HOLD_BACK_ATTR, String(now() + forMs));
}

/** The hold-back's story elements (the first rule's selector), and its style element. */
function heldElements(doc: Document): { style: HTMLStyleElement | null; selector?: string; held: HTMLElement[] } {
  const style = holdElement(doc);
  const selector = (style?.sheet?.cssRules[0] as CSSStyleRule | undefined)?.selectorText;
  return { style, selector, held: selector ? [...doc.querySelectorAll<HTMLElement>(selector)] : [] };
}

/**
 * Keeps a long held story (more elements than a frame shows again, `REVEAL_PER_FRAME`) out of the
 * browser's rendering while it is held, its space kept: each of its elements skips the layout,
 * pre-paint and paint of what it holds (`content-visibility: hidden`) at the size it was last
 * laid out at (`contain-intrinsic-size: auto`, remembered at the frame before). Traced on the
 * 500,000-word work, every frame that added a hundred labels re-placed every paragraph below them
 * (20,000 objects of paint invalidation, a pre-paint of 30-50 ms whatever the batch, 60-80 ms a
 * frame), and the banner drawn above the story every paragraph of it (a pre-paint of 167 ms); a
 * skipped element moves as one box. Both declarations are rules of the hold-back's own style
 * element: whoever lets the hold go (the reveal, the fail-safe) lets them go with it, and the
 * reveal brings each element back into rendering as it shows it.
 */
export async function keepHeldOutOfRendering(doc: Document, { nextFrame = afterNextFrame }: Pick<RevealOptions, 'nextFrame'> = {}): Promise<void> {
  const { style, selector, held } = heldElements(doc);
  // A hidden page draws no frame, so no size would be remembered: left as it is.
  if (!style || !selector || held.length <= REVEAL_PER_FRAME || doc.hidden) return;
  // Sizes read after a frame, before any change of ours: no layout is forced.
  await nextFrame();
  if (!style.isConnected || doc.hidden) return;
  const heights = held.map((element) => element.getBoundingClientRect().height);
  style.append(`\n${selector} { contain-intrinsic-size: auto none !important; }`);
  await nextFrame();
  if (!style.isConnected || doc.hidden) return;
  style.append(`\n${selector} { content-visibility: hidden !important; }`);
  await nextFrame();
  // Checked after a frame (no layout forced): an element not at its size (no size remembered)
  // would have moved the page below it; none is left skipped then.
  if (held.some((element, i) => Math.abs(element.getBoundingClientRect().height - heights[i]) > 1)) {
    style.lastChild?.remove();
  }
}

/** Is the story held back now (hidden until shielded)? */
export function isHeldBack(doc: Document): boolean {
  return holdElement(doc) !== null;
}

/** Shows the story again (it is shielded now, or will not be): safe to call any number of times. */
export function releaseHoldBack(doc: Document): void {
  holdElement(doc)?.remove();
}

/**
 * The story's held elements shown again a frame, at most: a 500,000-word Entire Work's hundred
 * chapters shown in one frame made it restyle every element of the story (visibility is inherited)
 * and paint a screen of blurred text in the same frame, 160-270 ms of CPU at a load of 10 (traced).
 * Kept out of rendering while held, each chapter brought back costs its whole style, layout and
 * pre-paint (about 10 ms of CPU a chapter of 5,000 words, traced): three a frame.
 */
export const REVEAL_PER_FRAME = 3;

export interface RevealOptions {
  perFrame?: number;
  /** Waits for the page's next frame (`afterNextFrame` by default). */
  nextFrame?: () => Promise<void>;
}

/**
 * Shows the held story again (its passages are shielded now), a few of its elements a frame, those
 * on or nearest the screen first; a story of a few elements (a chapter's page) at once. Each
 * element is shown by an inline `visibility: visible !important` over the hold-back, which goes
 * once all are shown; then each element's own style attribute is put back exactly as it was. If
 * the hold is released meanwhile (its fail-safe), nothing is left behind either.
 */
export async function revealHeldBack(doc: Document, { perFrame = REVEAL_PER_FRAME, nextFrame = afterNextFrame }: RevealOptions = {}): Promise<void> {
  const { style, held } = heldElements(doc);
  if (!style || held.length <= perFrame) return releaseHoldBack(doc);
  // Where each is, read after a frame and before any change of ours: no layout is forced.
  await nextFrame();
  const view = doc.defaultView;
  const offScreen = (element: HTMLElement) => {
    const box = element.getBoundingClientRect();
    return Math.max(0, -box.bottom, box.top - (view?.innerHeight ?? 0));
  };
  const order = held.map((element) => ({ element, away: offScreen(element) })).sort((a, b) => a.away - b.away);
  const shown: Array<{ element: HTMLElement; before: string | null; ours: string | null }> = [];
  for (let start = 0; start < order.length && style.isConnected; start += perFrame) {
    if (start > 0) await nextFrame();
    for (const { element } of order.slice(start, start + perFrame)) {
      const before = element.getAttribute('style');
      element.style.setProperty('visibility', 'visible', 'important');
      // Back into rendering (keepHeldOutOfRendering), in the same frame, its remembered size let go
      // now too: when the hold's rules go, no element's style changes (it was a restyle and a
      // layout of every held element in one frame, 78 ms of CPU at a load of 17).
      element.style.setProperty('content-visibility', 'visible', 'important');
      element.style.setProperty('contain-intrinsic-size', 'none', 'important');
      shown.push({ element, before, ours: element.getAttribute('style') });
    }
  }
  releaseHoldBack(doc);
  // The hold's own rules go in one frame, the elements' own styles come back in the next: each is
  // a restyle of every held element.
  await nextFrame();
  for (const { element, before, ours } of shown) {
    // Changed by the page meanwhile: only our declaration goes, the page's own stays.
    if (element.getAttribute('style') !== ours) for (const name of ['visibility', 'content-visibility', 'contain-intrinsic-size']) element.style.removeProperty(name);
    else if (before === null) element.removeAttribute('style');
    else element.setAttribute('style', before);
  }
}

/**
 * Once the settings are read: is the story kept held until the main script has drawn (true), or
 * shown at once? Held where the reader chose to blur or fold flagged passages, and where the site's
 * story waits for its banner (SiteDetector.storyWaitsForBanner), unless the site is switched off.
 */
export function holdsUntilDrawn(settings: Settings, site: Pick<SiteDetector, 'id' | 'storyWaitsForBanner'>): boolean {
  const shielding = settings.shield === 'blur' || settings.shield === 'collapse';
  return siteEnabled(settings, site.id) && (shielding || site.storyWaitsForBanner === true);
}

/**
 * Gives the page back between slices of work on a held story (reading it, shielding it), keeping
 * it held while the work goes on: however long a huge page takes, it is shown shielded.
 */
export function yieldKeepingHold(): Promise<void> {
  extendHoldBack(document);
  return yieldToPage();
}

/** As `yieldKeepingHold`, until just after the page's next frame (work done a batch a frame). */
export function nextFrameKeepingHold(): Promise<void> {
  extendHoldBack(document);
  return afterNextFrame();
}
