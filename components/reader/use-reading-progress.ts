import type { RefObject } from 'preact';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { cumulativeWords, initialSpeed, minutesLeft, percentRead, updateSpeed, wordsRead } from '../../lib/reader/progress';
import type { StoryView } from './story-view';

export interface ViewPosition {
  paragraph: number;
  offset: number;
  percent: number;
}

/** The paragraph at the top of the scroller, and how far into it: a binary search over built paragraphs. */
export function topParagraph(scroller: Element, view: StoryView): { paragraph: number; offset: number } {
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
  const rect = view.element(found)?.getBoundingClientRect();
  const offset = rect && rect.height > 0 ? Math.min(1, Math.max(0, (top - rect.top) / rect.height)) : 0;
  return { paragraph: found, offset };
}

/** Scrolls so that `offset` of paragraph `index` sits at the top of the scroller. */
export function scrollToParagraph(scroller: Element, el: HTMLElement, offset: number): void {
  const delta = el.getBoundingClientRect().top - scroller.getBoundingClientRect().top + offset * el.getBoundingClientRect().height;
  scroller.scrollTop += delta;
}

/**
 * Follows the reader's scrolling: percentage and minutes left (in words, at their own speed), and
 * the position to remember. Measured at most once a frame.
 */
export function useReadingProgress(scroller: RefObject<HTMLElement | null>, view: StoryView | undefined, paragraphs: readonly string[], wordCount: number, onPosition?: (p: ViewPosition) => void) {
  // Characters stand in for words inside the text: counting words in 500,000 of them would block.
  const starts = useMemo(() => cumulativeWords(paragraphs.map((p) => p.length)), [paragraphs]);
  const totalChars = starts[starts.length - 1] || 1;
  const [state, setState] = useState({ percent: 0, minutes: minutesLeft(wordCount, initialSpeed().wpm) });
  const speed = useRef(initialSpeed());
  const last = useRef({ words: 0, at: 0 });
  const report = useRef(onPosition);
  report.current = onPosition;

  useEffect(() => {
    const box = scroller.current;
    if (!box || !view) return;
    let frame = 0;
    const measure = () => {
      frame = 0;
      const { paragraph, offset } = topParagraph(box, view);
      const atEnd = view.built() === view.count && box.scrollTop + box.clientHeight >= box.scrollHeight - 2;
      const words = (wordsRead(starts, paragraph, offset) / totalChars) * wordCount;
      const now = performance.now();
      if (last.current.at) speed.current = updateSpeed(speed.current, words - last.current.words, now - last.current.at);
      last.current = { words, at: now };
      const percent = percentRead(words, wordCount, atEnd);
      setState({ percent, minutes: atEnd ? 0 : minutesLeft(wordCount - words, speed.current.wpm) });
      report.current?.({ paragraph, offset, percent });
    };
    const onScroll = () => {
      frame ||= requestAnimationFrame(measure);
    };
    box.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      box.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [view, starts, totalChars, wordCount]);

  return state;
}
