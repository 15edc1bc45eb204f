import { render } from 'preact';
import { cloneBlock, decorationsBetween, type CloneOptions } from '../../lib/reader/clone-story';
import { buildProgressively, type ProgressiveOptions } from '../../lib/reader/progressive';
import { describeCategories } from '../../lib/reader/shield';
import type { Warning, WarningId } from '../../lib/engine/types';
import type { ShieldMode } from '../../lib/settings/settings';
import type { Story } from '../../lib/story';
import { ShieldedPassage } from './ShieldedPassage';
import type { StoryView } from './story-view';

/** Paragraphs per chunk: chunks let the browser skip laying out what is far off screen (CSS content-visibility). */
export const CHUNK_SIZE = 40;

export interface StoryBodyOptions extends CloneOptions {
  story: Pick<Story, 'paragraphs' | 'blocks'>;
  /** Paragraphs to shield and what they are about (from lib/reader/shield). */
  shields: Map<number, WarningId[]>;
  /** The warnings the shields come from, for the names of the reader's own. */
  warnings?: readonly Warning[];
  mode: ShieldMode;
  progressive?: ProgressiveOptions;
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

  const build = (i: number) => {
    if (i % CHUNK_SIZE === 0) {
      chunk = doc.createElement('div');
      chunk.className = 'rd-chunk';
      container.append(chunk);
    }
    const block = story.blocks?.[i];
    if (block && i > 0) chunk!.append(...decorationsBetween(story.blocks?.[i - 1], block, options));
    const content = withList(block, cloneBlock(block, story.paragraphs[i], options), doc);
    const wrapper = doc.createElement('div');
    wrapper.className = 'rd-block';
    wrapper.dataset.index = String(i);
    const about = shields.get(i);
    if (about && mode !== 'off') render(<ShieldedPassage mode={mode} about={describeCategories(about, options.warnings)} content={content} />, wrapper);
    else wrapper.append(content);
    elements[i] = wrapper;
    chunk!.append(wrapper);
  };

  const job = buildProgressively(story.paragraphs.length, build, options.progressive);
  let finished = false;
  void job.done.then(() => void (finished = true));
  return {
    count: story.paragraphs.length,
    element: (i) => elements[i],
    built: job.built,
    async whenBuilt(index) {
      while (job.built() <= index && !finished) await new Promise((r) => setTimeout(r, 16));
    },
    cancel: job.cancel,
  };
}
