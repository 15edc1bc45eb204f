import type { Warning } from '../lib/engine/types';
import { warningLabel, warningOrder } from '../lib/warnings';

/** Why a blurb's warnings are unknown: never shown as "no warnings". */
export type UnknownReason = 'chose-not-to-warn' | 'hidden';

export interface ListingChipsProps {
  /** Warnings from the blurb's tags, already filtered to the categories the reader follows. */
  warnings: Warning[];
  unknown?: UnknownReason;
  /** The work's title, so a screen reader hears whose warnings these are. */
  title?: string;
}

const UNKNOWN_TEXT: Record<UnknownReason, string> = {
  'chose-not-to-warn': 'Unknown: creator chose not to warn',
  hidden: 'Unknown: warnings hidden',
};

function order(a: Warning, b: Warning): number {
  return Number(b.level === 'theme') - Number(a.level === 'theme') || warningOrder(a.id) - warningOrder(b.id);
}

/** A small row of chips under a listing blurb: the categories its tags name. Nothing when there are none. */
export function ListingChips({ warnings, unknown, title }: ListingChipsProps) {
  if (!warnings.length && !unknown) return null;
  const label = title ? `Content warnings from the tags of ${title}` : 'Content warnings from the tags';
  return (
    <ul class="gr-chips" aria-label={label}>
      {[...warnings].sort(order).map((w) => (
        <li
          key={w.id}
          class={`gr-chip gr-chip-${w.level}${w.personal ? ' gr-chip-own' : ''}`}
          data-category={w.id}
          title={`${w.evidence.every((e) => e.source === 'tags') ? 'Tagged' : 'Found in'}: ${w.evidence.map((e) => e.excerpt).join(', ')}`}
        >
          {warningLabel(w)}
          {w.personal && <span class="gr-chip-level"> (yours)</span>}
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

/** The chips' CSS, as text for a shadow root. Sizes in px: rem would follow the archive's root font size. */
export const LISTING_CHIPS_CSS = `
.gr-chips {
  --gr-bg: #f7f4ee; --gr-fg: #2b2620; --gr-border: #d8cfc0; --gr-theme-bg: #efe2d3; --gr-muted: #5f574d;
  all: initial; display: flex; flex-wrap: wrap; gap: 4px 6px; list-style: none;
  margin: 6px 0 4px; padding: 0; font: 12px/1.4 system-ui, -apple-system, 'Segoe UI', sans-serif;
}
@media (prefers-color-scheme: dark) {
  .gr-chips { --gr-bg: #24211d; --gr-fg: #ece6dc; --gr-border: #4a4339; --gr-theme-bg: #3a3128; --gr-muted: #b9ae9f; }
}
.gr-chip {
  display: inline-block; padding: 1px 8px; border-radius: 10px; border: 1px solid var(--gr-border);
  background: var(--gr-bg); color: var(--gr-fg);
}
.gr-chip-theme { background: var(--gr-theme-bg); font-weight: 600; }
.gr-chip-level, .gr-chip-unknown { color: var(--gr-muted); }
.gr-chip-unknown, .gr-chip-own { border-style: dashed; }
`;
