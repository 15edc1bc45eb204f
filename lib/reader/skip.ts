/**
 * Moving past and between flagged passages in the reader: where "Skip" lands, and which flagged
 * passage is next. Plain data in and out (paragraph indices), so it is tested in Node.
 */
import { isSceneBreakText } from '../engine/scene-break';

/** Where a skip from a flagged passage lands: the paragraph after the scene, or after the flagged run. */
export interface SkipTarget {
  /** The paragraph to go to; the paragraph count when the skip reaches the end of the text. */
  to: number;
  /** 'scene': past the next scene break (or chapter start); 'passage': the text has no break ahead, so past the flagged run only. */
  past: 'scene' | 'passage';
}

export interface SkipContext {
  paragraphs: readonly string[];
  /** Is paragraph `i` flagged (shielded)? */
  flagged: (i: number) => boolean;
  /** Paragraphs that start a chapter (a whole work): a chapter's start ends the scene before it. */
  chapterStarts?: ReadonlySet<number>;
  /** A break the page draws between paragraphs rather than writes (an <hr> before paragraph `i`). */
  ruleBefore?: (i: number) => boolean;
}

/**
 * From flagged paragraph `from`: past the end of its scene (the next author's break, or the next
 * chapter), else, when no break follows at all, past the run of flagged paragraphs it is in. A
 * break written as a paragraph ("***") is skipped too: the reader lands on the next scene's text.
 */
export function skipFrom(context: SkipContext, from: number): SkipTarget {
  const { paragraphs, flagged, chapterStarts, ruleBefore } = context;
  for (let i = from + 1; i < paragraphs.length; i++) {
    if (chapterStarts?.has(i) || ruleBefore?.(i)) return { to: i, past: 'scene' };
    if (!isSceneBreakText(paragraphs[i])) continue;
    let to = i + 1;
    while (to < paragraphs.length && isSceneBreakText(paragraphs[to]) && !chapterStarts?.has(to)) to++;
    return { to, past: 'scene' };
  }
  let to = from + 1;
  while (to < paragraphs.length && flagged(to)) to++;
  return { to, past: 'passage' };
}

/** The first paragraph of each run of consecutive flagged paragraphs (`flagged` sorted). */
export function flaggedStarts(flagged: readonly number[]): number[] {
  return flagged.filter((p, i) => i === 0 || flagged[i - 1] !== p - 1);
}

/**
 * The flagged passage to move to from paragraph `at`: the first run starting after it, or (`step` -1)
 * the last starting before it. `fromView`: `at` is only where the reader is (no passage has the
 * focus), so a passage starting right there is the next one too. Undefined past either end.
 */
export function nextFlagged(starts: readonly number[], at: number, step: 1 | -1, fromView = false): number | undefined {
  return step === 1 ? starts.find((s) => s > at || (fromView && s === at)) : starts.findLast((s) => s < at);
}
