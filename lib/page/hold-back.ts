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
  // A page parsed already (a script injected late) counts from the hold's start.
  let contentLoaded = doc.readyState !== 'loading';
  const countFromNow = () => {
    contentLoaded = true;
    extendHoldBack(doc, HOLD_BACK_MS, now);
  };
  const check = () => {
    if (!style.isConnected) return;
    if (parsing()) return void setTimeout(check, HOLD_BACK_MS);
    // Parsing has ended but DOMContentLoaded's listeners have not run yet: Firefox ran this check
    // between the two on a 12 MB page, when the deadline set as the hold began had long passed, and
    // the story was shown before it was shielded. The fail-safe counts from here.
    if (!contentLoaded) countFromNow();
    const until = Number(style.getAttribute(HOLD_BACK_ATTR));
    if (!(until > now())) return release();
    setTimeout(check, Math.min(until - now(), HOLD_BACK_MS));
  };
  setTimeout(check, HOLD_BACK_MS);
  doc.addEventListener('DOMContentLoaded', countFromNow, { once: true });
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
function heldElements(doc: Document): { style: HTMLStyleElement | null; held: HTMLElement[] } {
  const style = holdElement(doc);
  const selector = (style?.sheet?.cssRules[0] as CSSStyleRule | undefined)?.selectorText;
  return { style, held: selector ? [...doc.querySelectorAll<HTMLElement>(selector)] : [] };
}

/**
 * Our inline declarations on the page's own elements, and how to take them away again: the page's
 * `style` attribute comes back exactly as it was (or, if the page changed it meanwhile, only our
 * declarations go). Shared by the reveal and the rendering left to the browser, which may both be
 * on one element at once.
 */
const OUR_INLINE = ['visibility', 'content-visibility', 'contain-intrinsic-size'] as const;
const pageStyles = new WeakMap<HTMLElement, { before: string | null; ours: string | null }>();

function setInline(element: HTMLElement, declarations: Partial<Record<(typeof OUR_INLINE)[number], string>>): void {
  const kept = pageStyles.get(element) ?? { before: element.getAttribute('style'), ours: null };
  for (const [name, value] of Object.entries(declarations)) element.style.setProperty(name, value, 'important');
  kept.ours = element.getAttribute('style');
  pageStyles.set(element, kept);
}

function dropInline(element: HTMLElement, names: ReadonlyArray<(typeof OUR_INLINE)[number]>): void {
  const kept = pageStyles.get(element);
  if (!kept) return;
  const untouched = element.getAttribute('style') === kept.ours;
  for (const name of names) element.style.removeProperty(name);
  if (OUR_INLINE.some((name) => element.style.getPropertyValue(name) !== '')) {
    kept.ours = element.getAttribute('style');
    return;
  }
  pageStyles.delete(element);
  if (!untouched) return;
  if (kept.before === null) element.removeAttribute('style');
  else element.setAttribute('style', kept.before);
}

/** An element's nearness to the screen, and its box then (read by the browser with it: no layout forced). */
export interface Nearness {
  element: HTMLElement;
  near: boolean;
  box: DOMRectReadOnly;
}
/** Calls back with the watched elements whose nearness to the screen changed (each the first time too). */
export type WatchNearness = (elements: readonly HTMLElement[], onChange: (changes: readonly Nearness[]) => void) => () => void;

/**
 * How far from the screen an element of a long story is still rendered as the page has it: a
 * screen above and below (IntersectionObserver's margin, a share of the screen's height).
 */
export const NEAR_SCREEN_MARGIN = '100% 0px';

const watchNearScreen: WatchNearness = (elements, onChange) => {
  const observer = new IntersectionObserver(
    (entries) => onChange(entries.map((entry) => ({ element: entry.target as HTMLElement, near: entry.isIntersecting, box: entry.boundingClientRect }))),
    { rootMargin: NEAR_SCREEN_MARGIN },
  );
  for (const element of elements) observer.observe(element);
  return () => observer.disconnect();
};

/**
 * Long stories whose rendering is left to the browser: the elements skipped now; the content height
 * of those skipped since before anything was added to them (`allowForAdded`); and how to stop.
 */
const leftToBrowser = new WeakMap<Document, { elements: Set<HTMLElement>; heightBefore: Map<HTMLElement, number>; stop: () => void }>();

/** What leaves an element to the browser to skip, and what `dropInline` takes away to bring it back. */
const SKIPPING = ['content-visibility', 'contain-intrinsic-size'] as const;

/** The height a skipped element keeps (its content box; no remembered size: ours is kept up to date). */
const skippedAt = (height: number) => ({ 'contain-intrinsic-size': `none ${Math.max(0, height)}px`, 'content-visibility': 'auto' });

/**
 * A long story (more held elements than a frame shows again, `REVEAL_PER_FRAME`) is rendered only
 * near the screen: each of its elements a screen or more away is left to the browser to skip
 * (`content-visibility: auto`, at the height it had: `contain-intrinsic-size`), and comes back to
 * the page's own rendering as it nears the screen. Skipped text is still found by the browser's
 * find-in-page, reached by links and read by screen readers (unlike `hidden`), and what is on the
 * screen is always the page's own layout.
 * Why: traced on the 500,000-word work, every frame that added a hundred labels re-placed every
 * paragraph below them (a pre-paint of 30-50 ms whatever the batch), and the banner drawn above the
 * story every paragraph of it (167 ms); skipped elements move as single boxes. And bringing a
 * skipped element back costs the browser a pre-paint walk of everything it renders: showing a
 * hundred chapters again a few a frame grew from 30 to 50 ms a frame as the rendered story grew
 * (the same with the extension's shields off: it is the browser's), so far chapters stay skipped
 * until the reader nears them, and leave again once far: the rendered story stays a few screens.
 * Started while the story is held (labels and the banner then cost nothing below the screen);
 * lasts the page's life, until `stopLeavingToBrowser`.
 */
export function leaveFarRenderingToBrowser(doc: Document, { watch = watchNearScreen }: { watch?: WatchNearness } = {}): void {
  const { style, held } = heldElements(doc);
  if (!style || held.length <= REVEAL_PER_FRAME || leftToBrowser.has(doc)) return;
  const elements = new Set<HTMLElement>();
  const heightBefore = new Map<HTMLElement, number>();
  let first = true;
  const stopWatching = watch(held, (changes) => {
    for (const { element } of changes.filter((change) => change.near)) {
      elements.delete(element);
      heightBefore.delete(element);
      dropInline(element, SKIPPING);
    }
    // Not rendered (display: none) or already left: nothing to keep.
    const far = changes.filter((change) => !change.near && change.box.height > 0 && !elements.has(change.element));
    // The skipped element keeps its height: its content box (contain-intrinsic-size), less padding
    // and border. All read before any is written, so the style is worked out once.
    const heights = far.map(({ element, box }) => {
      const computed = getComputedStyle(element);
      const edges = ['padding-top', 'padding-bottom', 'border-top-width', 'border-bottom-width'].reduce((sum, name) => sum + (parseFloat(computed.getPropertyValue(name)) || 0), 0);
      return Math.max(0, box.height - edges);
    });
    far.forEach(({ element }, i) => {
      elements.add(element);
      // Measured before the story is shielded: what is added to it then is allowed for later.
      if (first) heightBefore.set(element, heights[i]);
      setInline(element, skippedAt(heights[i]));
    });
    first = false;
  });
  leftToBrowser.set(doc, {
    elements,
    heightBefore,
    stop: () => {
      stopWatching();
      for (const element of elements) dropInline(element, SKIPPING);
      elements.clear();
    },
  });
}

/**
 * What was added to the story's skipped elements since they were measured (shield labels: a skipped
 * element is not laid out, so its kept height would be short by them, and the page would move by
 * as much when it is rendered, a jump a link or a search into the far story would show): each kept
 * height becomes the one measured plus `addedPx(element)`. Called again, it counts again from the
 * height measured (labels redrawn).
 */
export function allowForAdded(doc: Document, addedPx: (element: HTMLElement) => number): void {
  const left = leftToBrowser.get(doc);
  if (!left) return;
  for (const [element, height] of left.heightBefore) if (left.elements.has(element)) setInline(element, skippedAt(height + addedPx(element)));
}

/** Are some of the story's elements skipped by the browser now (`leaveFarRenderingToBrowser`)? */
export function isLeftToBrowser(doc: Document): boolean {
  return (leftToBrowser.get(doc)?.elements.size ?? 0) > 0;
}

/** Every element of the story rendered as the page has it again, and no longer watched. */
export function stopLeavingToBrowser(doc: Document): void {
  leftToBrowser.get(doc)?.stop();
  leftToBrowser.delete(doc);
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
 * The story's held elements shown again a frame, at most, where the browser renders them all: a
 * 500,000-word Entire Work's hundred chapters shown in one frame made it restyle every element of
 * the story (visibility is inherited) and paint a screen of blurred text in the same frame,
 * 160-270 ms of CPU at a load of 10 (traced).
 */
export const REVEAL_PER_FRAME = 3;

export interface RevealOptions {
  perFrame?: number;
  /** Waits for the page's next frame (`afterNextFrame` by default). */
  nextFrame?: () => Promise<void>;
}

/**
 * Shows the held story again (its passages are shielded now). Where all but a frame's worth of
 * its elements are skipped by the browser (`leaveFarRenderingToBrowser`), at once: a skipped
 * element is not restyled. Else a few of its elements a frame, those on or nearest the screen
 * first; a story of a few elements (a chapter's page) at once. Each element is shown by an inline
 * `visibility: visible !important` over the hold-back, which goes once all are shown; then each
 * element's own style attribute is put back exactly as it was. If the hold is released meanwhile
 * (its fail-safe), nothing is left behind either.
 */
export async function revealHeldBack(doc: Document, { perFrame = REVEAL_PER_FRAME, nextFrame = afterNextFrame }: RevealOptions = {}): Promise<void> {
  const { style, held } = heldElements(doc);
  const skipped = leftToBrowser.get(doc)?.elements.size ?? 0;
  if (!style || held.length - skipped <= perFrame) return releaseHoldBack(doc);
  // Where each is, read after a frame and before any change of ours: no layout is forced.
  await nextFrame();
  const view = doc.defaultView;
  const offScreen = (element: HTMLElement) => {
    const box = element.getBoundingClientRect();
    return Math.max(0, -box.bottom, box.top - (view?.innerHeight ?? 0));
  };
  const order = held.map((element) => ({ element, away: offScreen(element) })).sort((a, b) => a.away - b.away);
  const shown: HTMLElement[] = [];
  for (let start = 0; start < order.length && style.isConnected; start += perFrame) {
    if (start > 0) await nextFrame();
    for (const { element } of order.slice(start, start + perFrame)) {
      setInline(element, { visibility: 'visible' });
      shown.push(element);
    }
  }
  releaseHoldBack(doc);
  // The hold's own rule goes in one frame, the elements' own styles come back in the next: each is
  // a restyle of every held element.
  await nextFrame();
  for (const element of shown) dropInline(element, ['visibility']);
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
