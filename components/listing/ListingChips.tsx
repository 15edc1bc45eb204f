import { categoryLabel } from '../../lib/category-text';
import { t, type MessageId } from '../../lib/i18n/translate';
import type { Warning } from '../../lib/engine/types';
import { warningLabel } from '../../lib/warnings';
import { sourceText, type CategoryReason, type UnknownWarnings } from '../../lib/listing/judge-blurb';

export interface ListingChipsProps {
  /** What the listing shows of the work, one reason a category the reader follows. */
  reasons: CategoryReason[];
  /** The reader's own warnings found in the summary or the tags. */
  own?: Warning[];
  unknown?: UnknownWarnings;
  /** Its summary went unread (the background did not answer): what shows is from the tags alone. */
  summaryUnread?: boolean;
  /** The work's title, so a screen reader hears whose warnings these are. */
  title?: string;
}

const UNKNOWN_TEXT: Record<UnknownWarnings, MessageId> = {
  'chose-not-to-warn': 'listing_chip_unknown_chose_not_to_warn',
  hidden: 'listing_chip_unknown_hidden',
  'no-tags': 'listing_chip_unknown_no_tags',
};

function order(a: CategoryReason, b: CategoryReason): number {
  return Number(b.level === 'theme') - Number(a.level === 'theme');
}

function chipTitle(reason: CategoryReason): string {
  const from = t('listing_chip_from', sourceText(reason));
  return reason.evidence.length ? t('common_label_value', from, reason.evidence.join(', ')) : from;
}

/** A small row of chips in a listing blurb: the categories it names. Nothing when there are none. */
export function ListingChips({ reasons, own = [], unknown, summaryUnread, title }: ListingChipsProps) {
  if (!reasons.length && !own.length && !unknown && !summaryUnread) return null;
  const label = title ? t('listing_chips_label_for', title) : t('banner_heading');
  return (
    <ul class="gr-chips" aria-label={label}>
      {[...reasons].sort(order).map((r) => (
        <li key={r.category} class={`gr-chip gr-chip-${r.level}`} data-category={r.category} data-sources={r.sources.join(' ')} title={chipTitle(r)}>
          {categoryLabel(r.category)}
          {r.level === 'mention' && <span class="gr-chip-level"> {t('listing_chip_mentioned')}</span>}
        </li>
      ))}
      {own.map((w) => (
        <li key={w.id} class={`gr-chip gr-chip-${w.level} gr-chip-own`} data-category={w.id} title={t('listing_chip_own_title', w.evidence.map((e) => e.excerpt).join(', '))}>
          {warningLabel(w)}
          <span class="gr-chip-level"> {t('listing_chip_yours')}</span>
          {w.level === 'mention' && <span class="gr-chip-level"> {t('listing_chip_mentioned')}</span>}
        </li>
      ))}
      {unknown && (
        <li class="gr-chip gr-chip-unknown" data-category="unknown">
          {t(UNKNOWN_TEXT[unknown])}
        </li>
      )}
      {summaryUnread && (
        <li class="gr-chip gr-chip-unknown" data-category="summary-unread" title={t('listing_chip_summary_unread_title')}>
          {t('listing_chip_summary_unread')}
        </li>
      )}
    </ul>
  );
}
