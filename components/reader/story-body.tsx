import { render } from 'preact';
import { cloneBlock, decorationsBetween, IMAGE_PLACEHOLDER_CLASS, ruleBetween, type CloneOptions } from '../../lib/reader/clone-story';
import { buildProgressively, type ProgressiveOptions } from '../../lib/reader/progressive';
import { describeCategories } from '../../lib/reader/shield';
import { skipFrom, type SkipTarget } from '../../lib/reader/skip';
import type { Warning, WarningId } from '../../lib/engine/types';
import type { ShieldMode } from '../../lib/settings/settings';
import type { Story } from '../../lib/story';
import { chapterEnd, chapterStart } from './chapter-parts';
import { ShieldedPassage } from './ShieldedPassage';
import type { StoryView } from './story-view';

/** Paragraphs per chunk: chunks let the browser skip laying out what is far off screen (CSS content-visibility). */
export const CHUNK_SIZE = 40;

export interface StoryBodyOptions extends CloneOptions {
  story: Pick<Story, 'paragraphs' | 'blocks' | 'chapters'>;
  /** Paragraphs to shield and what they are about (from lib/reader/shield). */
  shields: Map<number, WarningId[]>;
  /** The warnings the shields come from, for the names of the reader's own. */
  warnings?: readonly Warning[];
  mode: ShieldMode;
  progressive?: ProgressiveOptions;
  /** Characters that fill the first screen: only those are built at once, the rest in slices. */
  screenChars?: number;
}

/** suffix[i]: the characters of paragraphs i and after (suffix[count] is 0). */
function suffixLengths(paragraphs: readonly string[]): number[] {
  const out = new Array<number>(paragraphs.length + 1).fill(0);
  for (let i = paragraphs.length - 1; i >= 0; i--) out[i] = out[i + 1] + paragraphs[i].length;
  return out;
}

/** How many paragraphs from the start hold `chars` characters (at least one). */
export function paragraphsHolding(suffix: readonly number[], chars: number): number {
  const count = suffix.length - 1;
  let n = 1;
  while (n < count && suffix[0] - suffix[n] < chars) n++;
  return n;
}

/** The numbers reader.css turns into an estimated height for text not laid out (or not built) yet. */
function estimateSize(el: HTMLElement, chars: number, paragraphs: number): void {
  el.style.setProperty('--rd-chars', String(chars));
  el.style.setProperty('--rd-paras', String(paragraphs));
}

/** A list item keeps its list around it, so it still reads as a list. */
function withList(block: Element | undefined, clone: Element, doc: Document): Element {
  if (clone.tagName !== 'LI') return clone;
  const list = doc.createElement(block?.parentElement?.tagName === 'OL' ? 'ol' : 'ul');
  if (list.tagName === 'OL' && block?.parentElement) list.setAttribute('start', String([...block.parentElement.children].indexOf(block) + 1));
  list.append(clone);
  return list;
}

/** Fills `container` with the reader's copy of the story, a screenful at once and the rest in slices. */
export function buildStoryBody(container: HTMLElement, options: StoryBodyOptions): StoryView {
  const { doc, story, shields, mode } = options;
  const elements: HTMLElement[] = [];
  let chunk: HTMLElement | undefined;

  const chapters = story.chapters ?? [];
  let nextChapter = 0;
  // Before paragraph `i`: the end notes of the chapter that ended, then the heading and notes of the
  // chapters that start here (an empty chapter has both at once).
  const chapterPartsBefore = (i: number): boolean => {
    const first = nextChapter;
    while (nextChapter < chapters.length && chapters[nextChapter].start <= i) {
      const previous = chapters[nextChapter - 1];
      const end = previous && chapterEnd(doc, previous);
      if (end) chunk!.append(end);
      chunk!.append(chapterStart(doc, chapters[nextChapter++]));
    }
    return nextChapter > first;
  };
  const count = story.paragraphs.length;
  const flagged = mode === 'off' ? [] : [...shields.keys()].sort((a, b) => a - b);
  const chapterStarts = new Set(chapters.map((c) => c.start));
  const skipContext = { paragraphs: story.paragraphs, flagged: (i: number) => shields.has(i), chapterStarts, ruleBefore: (i: number) => !!story.blocks && ruleBetween(story.blocks[i - 1], story.blocks[i]) };
  // Every flagged paragraph of one scene (or run) lands in the same place: found once, not once each.
  let lastSkip: (SkipTarget & { from: number }) | undefined;
  const skipOf = (i: number): SkipTarget => {
    if (!lastSkip || i <= lastSkip.from || i >= lastSkip.to) lastSkip = { ...skipFrom(skipContext, i), from: i };
    return lastSkip;
  };
  // What is not built yet still takes its estimated room, so the scrollbar and End are right at once.
  const charsAfter = suffixLengths(story.paragraphs);
  const unbuilt = doc.createElement('div');
  unbuilt.className = 'rd-unbuilt';
  unbuilt.setAttribute('aria-hidden', 'true');
  estimateSize(unbuilt, charsAfter[0], count);
  container.append(unbuilt);
  const build = (i: number) => {
    if (i % CHUNK_SIZE === 0) {
      chunk = doc.createElement('div');
      chunk.className = 'rd-chunk';
      const end = Math.min(count, i + CHUNK_SIZE);
      estimateSize(chunk, charsAfter[i] - charsAfter[end], end - i);
      estimateSize(unbuilt, charsAfter[end], count - end);
      unbuilt.before(chunk);
    }
    const newChapter = chapterPartsBefore(i);
    const block = story.blocks?.[i];
    if (block && i > 0 && !newChapter) chunk!.append(...decorationsBetween(story.blocks?.[i - 1], block, options));
    const content = withList(block, cloneBlock(block, story.paragraphs[i], options), doc);
    const wrapper = doc.createElement('div');
    wrapper.className = 'rd-block';
    wrapper.dataset.index = String(i);
    const about = shields.get(i);
    if (about && mode !== 'off') render(<ShieldedPassage mode={mode} about={describeCategories(about, options.warnings)} content={content} skip={skipOf(i)} />, wrapper);
    else wrapper.append(content);
    elements[i] = wrapper;
    chunk!.append(wrapper);
    if (i === count - 1) {
      chapterPartsBefore(count); // trailing empty chapters
      const last = chapters.length ? chapterEnd(doc, chapters[chapters.length - 1]) : undefined;
      if (last) chunk!.append(last);
    }
  };

  // An image the page never loaded waits behind a button: loading it is the reader's choice (audit F6).
  container.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest?.(`.${IMAGE_PLACEHOLDER_CLASS}`) as HTMLElement | null;
    if (!button?.dataset.rdImage) return;
    const img = doc.createElement('img');
    img.alt = button.dataset.rdAlt ?? '';
    img.src = button.dataset.rdImage;
    button.replaceWith(img);
  });

  const firstSliceItems = options.screenChars === undefined ? undefined : paragraphsHolding(charsAfter, options.screenChars);
  const job = buildProgressively(count, build, { firstSliceItems, ...options.progressive });
  let finished = false;
  void job.done.then(() => {
    finished = true;
    if (job.built() === count) unbuilt.remove();
  });
  return {
    count: story.paragraphs.length,
    flagged,
    element: (i) => elements[i],
    built: job.built,
    async whenBuilt(index) {
      while (job.built() <= index && !finished) await new Promise((r) => setTimeout(r, 16));
    },
    cancel: job.cancel,
  };
}
