import { tCount } from '../../lib/i18n/translate';

export interface HiddenCountProps {
  /** Works hidden on this page (the reader's blocklists and "hide" categories). */
  count: number;
  /** The reader asked to see them: they show folded, each with its reasons. */
  shown: boolean;
  onToggle(): void;
  /** Said once above the list whatever is hidden: that the site has no warnings. */
  note?: string;
}

/** "4 works hidden on this page — Show them", above the list, after the site's note if any. */
export function HiddenCount({ count, shown, onToggle, note }: HiddenCountProps) {
  return (
    <>
      {note && <p class="gr-listing-note">{note}</p>}
      {count > 0 && <Count count={count} shown={shown} onToggle={onToggle} />}
    </>
  );
}

/** The count alone; nothing when nothing is hidden. */
function Count({ count, shown, onToggle }: Omit<HiddenCountProps, 'note'>) {
  return (
    <p class="gr-hidden-count" role="status">
      <span>{shown ? tCount('listing_hidden_count_shown', count) : tCount('listing_hidden_count', count)}</span>
      {' — '}
      <button type="button" class="gr-button" data-testid="hidden-toggle" onClick={onToggle}>
        {shown ? tCount('listing_hide_them_again', count) : tCount('listing_show_them', count)}
      </button>
    </p>
  );
}
