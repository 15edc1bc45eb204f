import { t } from '@/lib/i18n/translate';
import type { Warning, WarningId } from '@/lib/engine/types';
import { describeCategories, shieldedParagraphs } from '@/lib/reader/shield';
import { afterNextFrame } from '@/lib/page/slices';
import { attachOwnShadow } from './shadow-roots';
import type { Settings } from '@/lib/settings/settings';

const SHIELD_ATTR = 'data-gentle-reader-shield';
const STYLE_ATTR = 'data-gentle-reader';

// Only attributes, one stylesheet and our own labels beside the passages are added: the story's
// text is never touched, so what the page (and its own scripts) read stays the same. Collapsing
// would hide the text from the page, so in the page itself "collapse" is shown as a blur; the
// reader overlay does the real fold. The blur grows with the text (0.5em) so that large text,
// which stays readable through a fixed 6 px, is not.
// Only showing a passage fades (the transition belongs to the revealed state): a passage being
// shielded is blurred in the very next frame, never faded in from clear text, and a long page's
// thousand passages start no animation while they are shielded. No `position`: the filter already
// makes the passage a stacking context, and a new position would lay out each passage's text again.
const SHIELD_CSS = `
[${SHIELD_ATTR}="blur"] { filter: blur(max(6px, 0.5em)); cursor: pointer; user-select: none; }
[${SHIELD_ATTR}="revealed"] { transition: filter .2s; }
[${SHIELD_ATTR}="marker"] { box-shadow: -10px 0 0 -6px #b07a4f; }
@media (prefers-reduced-motion: reduce) { [${SHIELD_ATTR}] { transition: none; } }
`;

/**
 * The blur, set on the element itself: no stylesheet outranks an inline !important declaration. It
 * grows with the text (0.5em): large text stays readable through a fixed 6 px.
 */
const PINNED_BLUR = [['filter', 'blur(max(6px, 0.5em))'], ['user-select', 'none'], ['-webkit-user-select', 'none']] as const;

// The inline label's own look, inside its shadow root: the page's CSS cannot reach it.
const LABEL_CSS = `
:host { all: initial; display: block; margin: 4px 0; }
.label { display: inline-flex; align-items: center; gap: 6px; box-sizing: border-box; min-height: 28px; padding: 2px 10px;
  border: 1px dashed #b07a4f; border-radius: 4px; background: #f7f4ee; color: #4a3f33; font: 13px/1.4 system-ui, -apple-system, 'Segoe UI', sans-serif; }
button.label { cursor: pointer; }
button.label:focus-visible { outline: 3px solid #7a4a2a; outline-offset: 2px; }
.show { color: #7a4a2a; text-decoration: underline; }
:host([data-scheme=dark]) .label { background: #24211d; color: #ece6dc; border-color: #d39a6a; }
:host([data-scheme=dark]) .show { color: #d39a6a; }
@media (pointer: coarse) { .label { min-height: 44px; min-width: 44px; font-size: 14px; } }
`;

/** Passages shielded in one go at first: more than a chapter usually has, so a chapter is shielded atomically. */
const SHIELD_AT_ONCE = 100;
/**
 * Past the first ones, passages shielded a frame at most. What a frame costs grows with the labels
 * and blurs added since the last one (their style, layout and pre-paint): on the 500,000-word work,
 * shielded in 8 ms slices with no bound, the page's frames took 300-450 new labels each, 120-160 ms
 * of CPU at a load of 10 (traced). A hundred keeps each well under that, and the thousand passages
 * of that work are all shielded within about ten frames.
 */
const SHIELD_PER_FRAME = 100;
/**
 * And at most this long of script a frame: a hundred labels took 30-54 ms of CPU in one task on the
 * 500,000-word work at a load of 2 (V8 profile: their elements, shadow roots and listeners), more on
 * a busier machine. The page's frame keeps the rest of its 16 ms.
 */
const SHIELD_FRAME_BUDGET_MS = 10;

export interface ShieldOptions {
  /** The page's colours, for the labels (page-scheme.ts). */
  scheme?: 'light' | 'dark';
  /** Waits for the page's next frame between batches of passages (`afterNextFrame` by default). */
  nextFrame?: () => Promise<void>;
  /**
   * The story is held back (hold-back.ts: not painted until shielded), so its first passages can
   * wait for the next frame too: the task that draws the banner does not also build a hundred
   * labels (71-106 ms of CPU for both on the 500,000-word work at a load of 10, traced). A story
   * on view is shielded at once, its first hundred passages in the very frame.
   */
  held?: boolean;
  /** The clock for each frame's budget (`performance.now` by default). */
  now?: () => number;
}

export interface PageShield {
  /**
   * How many passages are shielded, those a long page's slices have yet to reach included (the story
   * stays held back until they are done); revealed ones no longer count. Known from the start, so
   * the banner can say it before the last slice.
   */
  readonly count: number;
  /** Every passage is shielded (a long page's are shielded in slices, the first ones at once). */
  readonly ready: Promise<void>;
  /** Shows every passage, shielded yet or not (the banner's "Show all"); they stay shown through redraws. */
  revealAll(): void;
  /** Puts every element back exactly as it was, and removes the labels. */
  undo(): void;
}

/** Our label elements in the page, one before each shielded passage. */
export const LABEL_TAG = 'gentle-reader-label';

/**
 * The height one label adds to the page: its box and the gap it makes before its passage, read from
 * the first label and its passage (after a frame, so the page's own layout is clean: where its
 * chapter is skipped by the browser, only that chapter is laid out for the reading, never painted).
 */
export function labelRoomPx(doc: Document): number {
  const label = doc.querySelector(LABEL_TAG);
  const passage = label?.nextElementSibling;
  if (!label || !passage) return 0;
  return Math.max(0, passage.getBoundingClientRect().top - label.getBoundingClientRect().top);
}

/** A label's words: what it says, and the word that shows the passage (blur). */
interface LabelWords {
  says: string;
  show: string;
}

/** "Blurred: self-harm · Show": our own element just before the passage, tappable and focusable. */
function inlineLabel(doc: Document, mode: 'blur' | 'marker', words: LabelWords, scheme: ShieldOptions['scheme'], onShow: () => void): HTMLElement {
  const host = doc.createElement(LABEL_TAG);
  host.setAttribute(STYLE_ATTR, 'label');
  if (scheme) host.setAttribute('data-scheme', scheme);
  const shadow = attachOwnShadow(host);
  const style = doc.createElement('style');
  style.textContent = LABEL_CSS;
  const label = doc.createElement(mode === 'blur' ? 'button' : 'span');
  label.className = 'label';
  label.setAttribute('data-testid', 'gr-shield-label');
  label.append(words.says);
  if (mode === 'blur') {
    (label as HTMLButtonElement).type = 'button';
    const show = doc.createElement('span');
    show.className = 'show';
    show.append(words.show);
    label.append(' · ', show);
    label.addEventListener('click', (event) => {
      event.stopPropagation();
      onShow();
    });
    // The page's own shortcuts must not see keys pressed on our button.
    label.addEventListener('keydown', (event) => event.stopPropagation());
  }
  shadow.append(style, label);
  return host;
}

/**
 * The page elements to shield, with the categories each is about. Several paragraphs can come from
 * one element (text split at <br><br>): such an element is shielded only when every paragraph in it
 * is flagged, or one flagged line would blur a whole chapter.
 */
export function elementsToShield(blocks: readonly Element[], warnings: Warning[], settings: Pick<Settings, 'shield' | 'categories'>): Map<Element, WarningId[]> {
  const flagged = shieldedParagraphs(warnings, settings, blocks.length);
  const paragraphsOf = new Map<Element, number[]>();
  blocks.forEach((block, i) => {
    const paragraphs = paragraphsOf.get(block);
    if (paragraphs) paragraphs.push(i);
    else paragraphsOf.set(block, [i]);
  });
  const out = new Map<Element, WarningId[]>();
  for (const [block, paragraphs] of paragraphsOf) {
    if (!paragraphs.every((i) => flagged.has(i))) continue;
    out.set(block, [...new Set(paragraphs.flatMap((i) => flagged.get(i)!))]);
  }
  return out;
}

/**
 * Blurs (or marks) the flagged passages in the page, each with a label saying why, until the reader
 * asks to see one (its label, or a click on it). Elements in `revealed` stay shown (the reader
 * already chose to see them), and showing one adds it there.
 */
export function shieldPage(
  doc: Document,
  blocks: readonly Element[],
  warnings: Warning[],
  settings: Pick<Settings, 'shield' | 'categories'>,
  revealed: Set<Element> = new Set(),
  options: ShieldOptions = {},
): PageShield {
  const targets = settings.shield === 'off' ? new Map<Element, WarningId[]>() : elementsToShield(blocks, warnings, settings);
  const shown = [...targets.keys()].filter((element) => !revealed.has(element));
  if (shown.length === 0) return { count: 0, ready: Promise.resolve(), revealAll: () => {}, undo: () => {} };
  const style = doc.createElement('style');
  style.setAttribute(STYLE_ATTR, 'shield');
  style.textContent = SHIELD_CSS;
  (doc.head ?? doc.documentElement).append(style);

  const pageMode = settings.shield === 'marker' ? 'marker' : 'blur';
  const undo: Array<() => void> = [() => style.remove()];
  const reveals: Array<() => void> = [];
  // Passages the slices have not reached yet: "Show all" meanwhile keeps them from being shielded.
  const pending = new Set(shown);
  let count = shown.length;
  let undone = false;
  // Passages share their categories: each set's words are worked out once (describing them again
  // for every label was half of each batch's time on the 500,000-word work, V8 profile).
  const wordsOf = new Map<string, LabelWords>();
  const labelWords = (categories: WarningId[]): LabelWords => {
    const key = categories.join(' ');
    let words = wordsOf.get(key);
    if (!words) {
      const about = describeCategories(categories, warnings);
      words = { says: pageMode === 'blur' ? t('shield_label_blurred', about) : t('shield_label_flagged', about), show: t('shield_show') };
      wordsOf.set(key, words);
    }
    return words;
  };
  const shieldOne = (element: Element) => {
    if (undone || !pending.delete(element)) return;
    const block = element as HTMLElement;
    const words = labelWords(targets.get(element)!);
    const before = { title: block.getAttribute('title'), style: block.getAttribute('style') };
    const unpin = () => (before.style === null ? block.removeAttribute('style') : block.setAttribute('style', before.style));
    let label: HTMLElement | undefined;
    const show = () => {
      if (block.getAttribute(SHIELD_ATTR) !== 'blur') return;
      block.setAttribute(SHIELD_ATTR, 'revealed');
      unpin();
      revealed.add(element);
      label?.remove();
      count--;
    };
    const reveal = (event: Event) => {
      if (block.getAttribute(SHIELD_ATTR) !== 'blur') return;
      event.preventDefault();
      event.stopPropagation();
      show();
    };
    block.setAttribute(SHIELD_ATTR, pageMode);
    // Never the category: the page's scripts read attributes (audit F5). Only our label, in its
    // own (closed, in a release) shadow root, names what the passage is about.
    block.setAttribute('title', pageMode === 'blur' ? t('shield_title_blurred') : t('shield_title'));
    // Inline and !important: page CSS (an AO3 work skin's \`#workskin p { filter: none }\`) cannot unblur it.
    if (pageMode === 'blur') for (const [name, value] of PINNED_BLUR) block.style.setProperty(name, value, 'important');
    label = inlineLabel(doc, pageMode, words, options.scheme, show);
    block.before(label);
    // A click on the blurred text shows it too; the keyboard's way in is the label's button.
    block.addEventListener('click', reveal, true);
    reveals.push(show);
    undo.push(() => {
      block.removeEventListener('click', reveal, true);
      block.removeAttribute(SHIELD_ATTR);
      label?.remove();
      unpin();
      if (before.title === null) block.removeAttribute('title');
      else block.setAttribute('title', before.title);
    });
  };
  // A chapter's passages at once (no passage is ever shown half-shielded); the rest of a long page's
  // (a 500,000-word work can have thousands) a batch a frame, so no frame has too many to draw.
  const atOnce = options.held ? 0 : SHIELD_AT_ONCE;
  shown.slice(0, atOnce).forEach(shieldOne);
  const nextFrame = options.nextFrame ?? afterNextFrame;
  const now = options.now ?? (() => performance.now());
  const ready = (async () => {
    let next = atOnce;
    while (next < shown.length && !undone) {
      await nextFrame();
      // At least one a frame, so the shielding always ends.
      const started = now();
      const last = Math.min(shown.length, next + SHIELD_PER_FRAME);
      do shieldOne(shown[next++]);
      while (next < last && now() - started < SHIELD_FRAME_BUDGET_MS);
    }
  })();
  return {
    get count() {
      return count;
    },
    ready,
    revealAll: () => {
      reveals.forEach((show) => show());
      for (const element of pending) revealed.add(element);
      count -= pending.size;
      pending.clear();
    },
    undo: () => {
      undone = true;
      undo.reverse().forEach((fn) => fn());
    },
  };
}
