/**
 * How a judged work shows on the page: nothing is ever removed from the page. A folded or hidden
 * work's element carries an attribute that our stylesheet reads, so taking the attribute off brings
 * it back exactly as it was.
 */
import type { ListingAction } from '../settings/settings';
import type { BlurbVerdict } from './judge-blurb';
import { historyKey, readMark, type History, type ReadMark } from '../history/history';
import type { PositionMap } from '../reader/positions';
import { t } from '../i18n/translate';
import type { ListingBlurb } from '../story';

/** The attribute on a work's element: "fold" shows only our note, "hide" takes it out of view. */
export const LISTING_STATE_ATTR = 'data-gentle-reader-listing';

/** The `data-gentle-reader` value of a work's room: where its panel goes, kept empty until it is drawn. */
export const LISTING_ROOM = 'listing-room';

/**
 * The page stylesheet for that attribute and for the rooms. Our own UI hosts carry
 * `data-gentle-reader`, so a folded work keeps its note; `!important` because archive skins style
 * list items too. A folded work's font size is
 * 0 because FanFiction.net's story holds loose text (" by ") between its links, which no selector
 * can hide (our note's shadow root resets its font: `:host { all: initial }`); its min-height
 * undoes FFN's inline style="min-height:77px". A work's room (an element of ours that holds its
 * panel) has every page style undone; its height is its own inline style, whatever it holds.
 */
export const LISTING_PAGE_CSS = `[${LISTING_STATE_ATTR}="hide"] { display: none !important; }
[${LISTING_STATE_ATTR}="fold"] > :not([data-gentle-reader]) { display: none !important; }
[${LISTING_STATE_ATTR}="fold"] { font-size: 0 !important; min-height: 0 !important; }
[data-gentle-reader="${LISTING_ROOM}"] { all: initial !important; display: block !important; contain: size layout !important; }`;

export interface BlurbDisplay {
  /** The attribute's value, or undefined for a work left as the site shows it. */
  state?: Exclude<ListingAction, 'chip'>;
  /** Our note says why it is folded, with a Show button. */
  folded: boolean;
}

/**
 * A work the reader showed stays shown; a hidden work shows folded (with its reason) while the
 * reader asked to see the hidden ones.
 */
export function blurbDisplay(verdict: Pick<BlurbVerdict, 'action'>, revealed: boolean, showHidden: boolean): BlurbDisplay {
  if (verdict.action === 'chip' || revealed) return { folded: false };
  if (verdict.action === 'hide' && !showHidden) return { state: 'hide', folded: true };
  return { state: 'fold', folded: true };
}

/** The mark of a work the reader has read, with the furthest place the reader overlay remembers. */
export function readMarkOf(blurb: Pick<ListingBlurb, 'workId' | 'chapters'>, site: string, history: History, positions: PositionMap): ReadMark | undefined {
  if (!blurb.workId) return undefined;
  const entry = history[historyKey(site, blurb.workId)];
  if (!entry) return undefined;
  const base = `${site}:${blurb.workId}:`;
  const inReader = Math.max(positions[base + entry.chapter]?.percent ?? 0, positions[base + 'all']?.percent ?? 0);
  const percent = Number.isFinite(inReader) ? Math.max(entry.percent, Math.round(inReader)) : entry.percent;
  return readMark({ ...entry, percent: Math.min(100, percent) }, blurb.chapters);
}

/**
 * Said once above a list of a site that has no content warnings (FanFiction.net and FictionPress):
 * its stories are judged from their summaries, so a story left in view is not "all clear".
 */
export function noSiteWarningsNote(blurbs: readonly Pick<ListingBlurb, 'tags'>[], hostname: string): string | undefined {
  if (!blurbs.some((b) => b.tags.siteHasNoWarnings)) return undefined;
  return t('listing_note_no_site_warnings', /fictionpress\.com$/.test(hostname) ? 'FictionPress' : 'FanFiction.net');
}
