import { tCount } from '../../lib/i18n/translate';

export interface HiddenCountProps {
  /** Works hidden on this page (the reader's blocklists and "hide" categories). */
  count: number;
  /** The reader asked to see them: they show folded, each with its reasons. */
  shown: boolean;
  onToggle(): void;
}

/** "4 works hidden on this page — Show them", above the list. Nothing when nothing is hidden. */
export function HiddenCount({ count, shown, onToggle }: HiddenCountProps) {
  if (count === 0) return null;
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
