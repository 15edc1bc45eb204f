import type { RefObject } from 'preact';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { cumulativeWords, initialSpeed, minutesLeft, percentRead, updateSpeed, wordsRead } from '../../lib/reader/progress';
import type { StoryView } from './story-view';

export interface ViewPosition {
  paragraph: number;
  offset: number;
  percent: number;
}

/** How far below the scroller's top edge to look for text (px): past the gap between two paragraphs. */
const HIT_TEST_DEPTH_PX = 240;
const HIT_TEST_STEP_PX = 6;

/**
 * The paragraph under the scroller's top edge, found by hit-testing what is on screen. Paragraphs in
 * chunks the browser has not laid out (content-visibility) report no real geometry, so a search
 * over them cannot be trusted; what is painted can.
 */
function paragraphAtTop(scroller: Element): HTMLElement | null | undefined {
  const root = scroller.getRootNode() as Document | ShadowRoot;
  const text = scroller.querySelector('[data-testid=rd-text]') ?? scroller;
  if (typeof root.elementFromPoint !== 'function') return undefined; // no hit testing (unit tests)
  const x = text.getBoundingClientRect().left + 8;
  const top = scroller.getBoundingClientRect().top;
  for (let dy = 1; dy < HIT_TEST_DEPTH_PX; dy += HIT_TEST_STEP_PX) {
    const hit = root.elementFromPoint(x, top + dy)?.closest<HTMLElement>('[data-index]');
    if (hit && scroller.contains(hit)) return hit;
  }
  return null;
}

/** The last built paragraph whose top is at or above the scroller's top (binary search; the fallback). */
function searchTop(scroller: Element, view: StoryView): number {
  const top = scroller.getBoundingClientRect().top;
  let lo = 0;
  let hi = view.built() - 1;
  let found = 0;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const el = view.element(mid);
    if (el && el.getBoundingClientRect().top - top <= 1) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

/**
 * The paragraph at the top of the scroller, and how far into it (0 to 1); undefined while the text
 * there is not painted yet (just after a jump): measure again in the next frame.
 */
export function topParagraph(scroller: Element, view: StoryView): { paragraph: number; offset: number } | undefined {
  const hit = paragraphAtTop(scroller);
  if (hit === null) return undefined;
  const paragraph = hit ? Number(hit.dataset.index) : searchTop(scroller, view);
  const rect = view.element(paragraph)?.getBoundingClientRect();
  const top = scroller.getBoundingClientRect().top;
  const offset = rect && rect.height > 0 ? Math.min(1, Math.max(0, (top - rect.top) / rect.height)) : 0;
  return { paragraph, offset };
}

/** After a control inside the text takes focus, scrolling for this long is the browser showing it (ms). */
const FOCUS_SCROLL_MS = 300;

/** Frames to wait at most for the text around a target to lay out for real (content-visibility). */
const SETTLE_FRAMES = 8;
/** Frames to wait for text to be painted under the top edge before giving up on one measurement. */
const MEASURE_RETRIES = 10;

/** Resolves once the next frame has been drawn (its style, layout and paint are done). */
export const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/** How far the scroller must move to put `offset` (0 to 1) of `el` at its top. */
function distanceTo(scroller: Element, el: HTMLElement, offset: number): number {
  const rect = el.getBoundingClientRect();
  return rect.top - scroller.getBoundingClientRect().top + offset * rect.height;
}

/**
 * Scrolls so that `offset` of paragraph `el` sits at the top of the scroller, then corrects once
 * per frame while the text around it is laid out for real and its true height replaces the estimate.
 */
export async function scrollToParagraph(scroller: Element, el: HTMLElement, offset: number): Promise<void> {
  // A skipped chunk keeps its estimated height while its paragraphs report their real offsets, so
  // the target could land outside its own box: lay its chunk out for real while we settle.
  const chunk = el.closest<HTMLElement>('.rd-chunk');
  chunk?.style.setProperty('content-visibility', 'visible');
  try {
    scroller.scrollTop += distanceTo(scroller, el, offset);
    for (let i = 0; i < SETTLE_FRAMES; i++) {
      await nextFrame();
      const delta = distanceTo(scroller, el, offset);
      if (Math.abs(delta) < 1) return;
      scroller.scrollTop += delta;
    }
  } finally {
    if (chunk) {
      chunk.style.removeProperty('content-visibility');
      // Firefox answers that change with a scroll-anchoring shift (9.5 px up for a chapter's
      // heading) although nothing moved: put the target back at the top.
      const shift = distanceTo(scroller, el, offset);
      if (Math.abs(shift) >= 1) scroller.scrollTop += shift;
    }
  }
}

/**
 * Follows the reader's scrolling: percentage and minutes left (in words, at their own speed), and
 * the position to remember. Measured at most once a frame.
 */
export function useReadingProgress(scroller: RefObject<HTMLElement | null>, view: StoryView | undefined, paragraphs: readonly string[], wordCount: number, onPosition?: (p: ViewPosition) => void) {
  // Characters stand in for words inside the text: counting words in 500,000 of them would block.
  const starts = useMemo(() => cumulativeWords(paragraphs.map((p) => p.length)), [paragraphs]);
  const totalChars = starts[starts.length - 1] || 1;
  const [state, setState] = useState({ percent: 0, minutes: minutesLeft(wordCount, initialSpeed().wpm), paragraph: 0 });
  const speed = useRef(initialSpeed());
  const last = useRef({ words: 0, at: 0 });
  const report = useRef(onPosition);
  report.current = onPosition;
  /** Where the view last was: what a change of layout (font, size, spacing) keeps at the top. */
  const lastTop = useRef<{ paragraph: number; offset: number } | undefined>(undefined);

  useEffect(() => {
    const box = scroller.current;
    if (!box || !view) return;
    let frame = 0;
    let retries = 0;
    const measure = () => {
      frame = 0;
      const top = topParagraph(box, view);
      if (!top) {
        if (retries++ < MEASURE_RETRIES) frame = requestAnimationFrame(measure);
        return;
      }
      retries = 0;
      lastTop.current = top;
      const { paragraph, offset } = top;
      const atEnd = view.built() === view.count && box.scrollTop + box.clientHeight >= box.scrollHeight - 2;
      const words = (wordsRead(starts, paragraph, offset) / totalChars) * wordCount;
      const now = performance.now();
      if (last.current.at) speed.current = updateSpeed(speed.current, words - last.current.words, now - last.current.at);
      last.current = { words, at: now };
      const percent = percentRead(words, wordCount, atEnd);
      setState({ percent, minutes: atEnd ? 0 : minutesLeft(wordCount - words, speed.current.wpm), paragraph });
      // Scrolled only to show a control that took focus (Tab): not a place the reader chose to read.
      if (performance.now() > focusScrollUntil) report.current?.({ paragraph, offset, percent });
    };
    const onScroll = () => {
      frame ||= requestAnimationFrame(measure);
    };
    let focusScrollUntil = 0;
    const onFocusIn = (event: FocusEvent) => {
      if (event.target !== box && (event.target as HTMLElement).tabIndex >= 0) focusScrollUntil = performance.now() + FOCUS_SCROLL_MS;
    };
    box.addEventListener('scroll', onScroll, { passive: true });
    box.addEventListener('focusin', onFocusIn);
    return () => {
      box.removeEventListener('scroll', onScroll);
      box.removeEventListener('focusin', onFocusIn);
      cancelAnimationFrame(frame);
    };
  }, [view, starts, totalChars, wordCount]);

  return { ...state, lastTop };
}

/** Frames to keep the view at the very end while the last text is built and laid out (about 10 s at most). */
const END_FRAMES = 600;

/**
 * The End key, done so one press is enough: the view is held at the bottom while the text still
 * being built arrives and the estimated heights become real ones. Any scrolling by the reader stops it.
 */
export async function scrollToEnd(scroller: Element, view: StoryView): Promise<void> {
  const bottom = () => scroller.scrollHeight - scroller.clientHeight;
  let interrupted = false;
  const interrupt = () => void (interrupted = true);
  const events = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;
  events.forEach((e) => scroller.addEventListener(e, interrupt, { passive: true }));
  try {
    scroller.scrollTop = bottom();
    let settled = 0;
    for (let i = 0; i < END_FRAMES && settled < 2 && !interrupted; i++) {
      await nextFrame();
      if (interrupted) return;
      const atEnd = view.built() === view.count && Math.abs(bottom() - scroller.scrollTop) < 1;
      settled = atEnd ? settled + 1 : 0;
      scroller.scrollTop = bottom();
    }
  } finally {
    events.forEach((e) => scroller.removeEventListener(e, interrupt));
  }
}
