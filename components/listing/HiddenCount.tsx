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
  const works = count === 1 ? '1 work' : `${count} works`;
  return (
    <p class="gr-hidden-count" role="status">
      <span>{shown ? `${works} hidden on this page, shown folded` : `${works} hidden on this page`}</span>
      {' — '}
      <button type="button" class="gr-button" data-testid="hidden-toggle" onClick={onToggle}>
        {shown ? 'Hide them again' : 'Show them'}
      </button>
    </p>
  );
}
