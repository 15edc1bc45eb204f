import type { StoryAnalysis } from '../analyze-story';
import type { Sensitivity, Warning } from '../engine/types';
import type { PageStatus } from '../messages';
import { notReadNotice } from '../not-read';
import type { ExtractResult, ListingBlurb, Story } from '../story';
import { warningLabel } from '../warnings';

/** What a page holds, once read: kept so a settings change redraws without reading again. */
export type PageContent =
  | { kind: 'story'; story: Story; analysis: StoryAnalysis; sensitivity: Sensitivity }
  | { kind: 'listing'; blurbs: ListingBlurb[] }
  | { kind: 'none'; problem: string };

type Failure = Exclude<ExtractResult, { ok: true }>['reason'];

/** What the reader is told when a page of a supported site holds nothing to read. */
export const FAILURE_TEXT: Record<Failure, string> = {
  'no-story': 'This page holds no story.',
  restricted: 'This work is only for logged-in readers, so there is no text to read here.',
  'not-found': 'This work could not be found.',
  malformed: 'This looks like a story page, but its text could not be found.',
};

export const SITE_OFF_TEXT = 'Gentle Reader is off for this site.';

export interface StatusInput {
  content: PageContent | undefined;
  /** The site's adapter, where one knows the page. */
  site?: { id: string; name: string };
  /** The page was read through the Readability fallback. */
  fallback: boolean;
  siteOn: boolean;
  /** The warnings shown, already filtered to the reader's categories. */
  visible: Warning[];
}

/** The page's status for the popup and the toolbar badge. */
export function pageStatus({ content, site, fallback, siteOn, visible }: StatusInput): PageStatus {
  const base = { site: site?.id ?? (fallback ? 'readability' : undefined), siteName: site?.name };
  const nothing = { warnings: [], canOpenReader: false };
  if (!siteOn) return { ...base, ...nothing, problem: SITE_OFF_TEXT };
  if (!content) return { ...base, ...nothing }; // still reading
  if (content.kind === 'none') return { ...base, ...nothing, problem: content.problem };
  if (content.kind === 'listing') return { ...base, ...nothing, listingWorks: content.blurbs.length };
  const notice = notReadNotice(content.analysis, content.story.paragraphs.length > 0);
  return {
    ...base,
    title: content.story.title,
    words: content.story.wordCount,
    warnings: visible.map((w) => w.id),
    warningLabels: visible.map(warningLabel),
    canOpenReader: content.story.paragraphs.length > 0,
    ...(notice && { textRead: false, notice }),
  };
}

/** Which of a story's paragraphs were read from blocks inside the newly added elements. */
export function addedParagraphs(story: Story, added: Element[]): number[] {
  const isNew = (block: Element) => added.some((el) => el === block || el.contains(block));
  return story.paragraphs.flatMap((_, i) => (story.blocks && isNew(story.blocks[i]) ? [i] : []));
}

/**
 * Points the evidence of an analysis of some paragraphs (numbered 0..n-1) back at their places
 * in the whole story.
 */
export function remapEvidence(warnings: Warning[], paragraphIndices: number[]): Warning[] {
  const place = (i: number) => paragraphIndices[i] ?? i;
  return warnings.map((w) => ({
    ...w,
    evidence: w.evidence.map((e) => (e.source === 'text' ? { ...e, paragraph: place(e.paragraph) } : e)),
    ...(w.passages && { passages: w.passages.map(place) }),
  }));
}
