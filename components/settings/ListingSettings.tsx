import { CATEGORY_IDS, type CategoryId } from '@/lib/engine/categories';
import { categoryLabel } from '@/lib/category-text';
import type { ListingAction, ListingSettings as Listing } from '@/lib/settings/settings';

export interface ListingSettingsProps {
  listing: Listing;
  /** The categories the reader follows: only those can fold or hide works. */
  categories: Record<CategoryId, boolean>;
  onChange(listing: Listing): void;
  disabled?: boolean;
}

const ACTIONS: readonly { value: ListingAction; label: string }[] = [
  { value: 'chip', label: 'Show a chip' },
  { value: 'fold', label: 'Fold the work' },
  { value: 'hide', label: 'Hide the work' },
];

function ActionSelect({ id, label, value, onChange }: { id: string; label: string; value: ListingAction; onChange(action: ListingAction): void }) {
  return (
    <label class="gr-listing-row">
      <span>{label}</span>
      <select data-testid={`listing-${id}`} value={value} onChange={(e) => onChange(e.currentTarget.value as ListingAction)}>
        {ACTIONS.map((a) => (
          <option key={a.value} value={a.value}>
            {a.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * What works listings (search results, tag pages, bookmarks…) do with each warning: a chip, the
 * work folded behind a one-line note of its reasons, or hidden with a count at the top. Folded
 * away by default: most readers keep chips.
 */
export function ListingSettings({ listing, categories, onChange, disabled }: ListingSettingsProps) {
  const followed = CATEGORY_IDS.filter((id) => categories[id]);
  const folding = followed.filter((id) => listing.categories[id] !== 'chip').length + Number(listing.unknown !== 'chip');
  return (
    <details class="gr-listing-settings" data-testid="listing-settings">
      <summary>On works listings{folding ? ` (${folding} folded or hidden)` : ''}</summary>
      <fieldset class="gr-fieldset" disabled={disabled}>
        <legend>Works that carry a warning, in search results, tag pages, bookmarks and series</legend>
        {followed.map((id) => (
          <ActionSelect
            key={id}
            id={id}
            label={categoryLabel(id)}
            value={listing.categories[id]}
            onChange={(action) => onChange({ ...listing, categories: { ...listing.categories, [id]: action } })}
          />
        ))}
        <ActionSelect id="unknown" label="Unknown warnings (creator chose not to warn, or no tags)" value={listing.unknown} onChange={(unknown) => onChange({ ...listing, unknown })} />
      </fieldset>
    </details>
  );
}
