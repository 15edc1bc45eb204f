import { categoryLabel } from '../../lib/category-text';
import type { Warning } from '../../lib/engine/types';
import { warningLabel } from '../../lib/warnings';
import { sourceText, type CategoryReason, type UnknownWarnings } from '../../lib/listing/judge-blurb';

export interface ListingChipsProps {
  /** What the listing shows of the work, one reason a category the reader follows. */
  reasons: CategoryReason[];
  /** The reader's own warnings found in the summary or the tags. */
  own?: Warning[];
  unknown?: UnknownWarnings;
  /** The work's title, so a screen reader hears whose warnings these are. */
  title?: string;
}

const UNKNOWN_TEXT: Record<UnknownWarnings, string> = {
  'chose-not-to-warn': 'Unknown: creator chose not to warn',
  hidden: 'Unknown: warnings hidden',
  'no-tags': 'Unknown: no tags',
};

function order(a: CategoryReason, b: CategoryReason): number {
  return Number(b.level === 'theme') - Number(a.level === 'theme');
}

function chipTitle(reason: CategoryReason): string {
  const from = `From the ${sourceText(reason)}`;
  return reason.evidence.length ? `${from}: ${reason.evidence.join(', ')}` : from;
}

/** A small row of chips in a listing blurb: the categories it names. Nothing when there are none. */
export function ListingChips({ reasons, own = [], unknown, title }: ListingChipsProps) {
  if (!reasons.length && !own.length && !unknown) return null;
  const label = title ? `Content warnings for ${title}` : 'Content warnings';
  return (
    <ul class="gr-chips" aria-label={label}>
      {[...reasons].sort(order).map((r) => (
        <li key={r.category} class={`gr-chip gr-chip-${r.level}`} data-category={r.category} data-sources={r.sources.join(' ')} title={chipTitle(r)}>
          {categoryLabel(r.category)}
          {r.level === 'mention' && <span class="gr-chip-level"> (mentioned)</span>}
        </li>
      ))}
      {own.map((w) => (
        <li key={w.id} class={`gr-chip gr-chip-${w.level} gr-chip-own`} data-category={w.id} title={`Found in the summary or tags: ${w.evidence.map((e) => e.excerpt).join(', ')}`}>
          {warningLabel(w)}
          <span class="gr-chip-level"> (yours)</span>
          {w.level === 'mention' && <span class="gr-chip-level"> (mentioned)</span>}
        </li>
      ))}
      {unknown && (
        <li class="gr-chip gr-chip-unknown" data-category="unknown">
          {UNKNOWN_TEXT[unknown]}
        </li>
      )}
    </ul>
  );
}
