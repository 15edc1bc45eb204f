import type { StoryAnalysis } from '../analyze-story';
import type { Sensitivity, Warning } from '../engine/types';
import type { PageStatus } from '../messages';
import type { Unanswered } from './ask-analysis';
import { t } from '../i18n/translate';
import { notReadNotice } from '../not-read';
import { siteName } from '../site-text';
import type { ExtractResult, ListingBlurb, Story } from '../story';
import { warningLabel } from '../warnings';

/** What a page holds, once read: kept so a settings change redraws without reading again. */
export type PageContent =
  | { kind: 'story'; story: Story; analysis: StoryAnalysis; sensitivity: Sensitivity }
  | { kind: 'listing'; blurbs: ListingBlurb[] }
  | { kind: 'none'; problem: string }
  /**
   * The background did not answer (even when asked again), or not in time: nothing was checked,
   * and the page says so, with a way to ask again.
   */
  | { kind: 'unanswered'; why: Unanswered };

type Failure = Exclude<ExtractResult, { ok: true }>;

/** What the reader is told when a page of a supported site holds nothing to read (the adapter's `message` is English detail for the CLI). */
export function failureText({ reason, detail }: Pick<Failure, 'reason' | 'detail'>): string {
  if (detail === 'age-or-warning') return t('page_failure_age_or_warning');
  if (detail === 'content-notice') return t('page_failure_content_notice');
  if (detail === 'not-an-article') return t('page_failure_not_an_article');
  if (reason === 'restricted') return t('page_failure_restricted');
  if (reason === 'not-found') return t('page_failure_not_found');
  if (reason === 'malformed') return t('page_failure_malformed');
  return t('page_failure_no_story');
}

/** What the page and the popup say when the background could not read the story: never an all-clear. */
export function unansweredText(why: Unanswered): string {
  return why === 'too-slow' ? t('page_too_slow_text') : t('page_unanswered_text');
}

/** The notice's heading: "could not read this page", or "… in time". */
export function unansweredHeading(why: Unanswered): string {
  return why === 'too-slow' ? t('page_too_slow_heading') : t('page_unanswered_heading');
}

export function siteOffText(): string {
  return t('page_site_off');
}

export interface StatusInput {
  content: PageContent | undefined;
  /** The site's adapter, where one knows the page. */
  site?: { id: string; name: string };
  /** The page was read through the Readability fallback. */
  fallback: boolean;
  siteOn: boolean;
  /** The warnings shown, already filtered to the reader's categories. */
  visible: Warning[];
  /** A very long page's story, found and still being read (its first draw not done). */
  reading?: Pick<Story, 'title'>;
}

/** The page's status for the popup and the toolbar badge. */
export function pageStatus({ content, site, fallback, siteOn, visible, reading }: StatusInput): PageStatus {
  const base = { site: site?.id ?? (fallback ? 'readability' : undefined), siteName: site && siteName(site) };
  const nothing = { warnings: [], canOpenReader: false };
  if (!siteOn) return { ...base, ...nothing, problem: siteOffText() };
  if (!content) return reading ? { ...base, ...nothing, title: reading.title, reading: true } : { ...base, ...nothing }; // still reading
  if (content.kind === 'none') return { ...base, ...nothing, problem: content.problem };
  if (content.kind === 'unanswered') return { ...base, ...nothing, problem: unansweredText(content.why) };
  if (content.kind === 'listing') {
    const listingWithoutWarnings = content.blurbs.some((b) => b.tags.siteHasNoWarnings) || undefined;
    return { ...base, ...nothing, listingWorks: content.blurbs.length, listingWithoutWarnings };
  }
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

/** Where each paragraph of an earlier reading of the page is in a new one (undefined: gone). */
export type ParagraphPlace = (earlier: number) => number | undefined;

/**
 * Ties the paragraphs of two readings of the same page together by what they are, never by their
 * index: text inserted above a flagged passage shifts every index (audit F3). A paragraph is the
 * same when it is read from the same element with the same text; one whose element the site
 * replaced (re-rendered, audit F10) is found by its text among the new elements.
 */
export function paragraphPlaces(earlier: Pick<Story, 'paragraphs' | 'blocks'>, now: Pick<Story, 'paragraphs' | 'blocks'>): ParagraphPlace {
  const byElement = new Map<Element, number[]>();
  const byText = new Map<string, number[]>();
  const earlierElements = new Set(earlier.blocks ?? []);
  now.paragraphs.forEach((text, j) => {
    const block = now.blocks?.[j];
    if (block) byElement.set(block, [...(byElement.get(block) ?? []), j]);
    // Only paragraphs of elements that are new can stand for a replaced one.
    if (!block || !earlierElements.has(block)) byText.set(text, [...(byText.get(text) ?? []), j]);
  });
  const taken = new Set<number>();
  const places = earlier.paragraphs.map((text, i) => {
    const block = earlier.blocks?.[i];
    const candidates = block && byElement.has(block) ? byElement.get(block)! : block?.isConnected ? [] : (byText.get(text) ?? []);
    const j = candidates.find((c) => !taken.has(c) && now.paragraphs[c] === text);
    if (j !== undefined) taken.add(j);
    return j;
  });
  return (i) => places[i];
}

/** The paragraphs of the new reading that nothing of the earlier one accounts for: the text to read. */
export function freshParagraphs(place: ParagraphPlace, earlierCount: number, nowCount: number): number[] {
  const carried = new Set(Array.from({ length: earlierCount }, (_, i) => place(i)));
  return Array.from({ length: nowCount }, (_, j) => j).filter((j) => !carried.has(j));
}

/** The same warnings with their story-text evidence moved to its new places; evidence whose paragraph is gone is dropped. */
export function moveEvidence(warnings: Warning[], place: ParagraphPlace): Warning[] {
  return warnings.map((w) => ({
    ...w,
    evidence: w.evidence.flatMap((e) => {
      if (e.source !== 'text') return [e];
      const paragraph = place(e.paragraph);
      return paragraph === undefined ? [] : [{ ...e, paragraph }];
    }),
    ...(w.passages && { passages: w.passages.flatMap((i) => place(i) ?? []) }),
  }));
}

/**
 * Points the evidence of an analysis of some paragraphs (numbered 0..n-1) back at their places
 * in the whole story.
 */
export function remapEvidence(warnings: Warning[], paragraphIndices: number[]): Warning[] {
  return moveEvidence(warnings, (i) => paragraphIndices[i] ?? i);
}
