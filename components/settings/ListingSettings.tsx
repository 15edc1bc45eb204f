import { CATEGORY_IDS, type CategoryId } from '@/lib/engine/categories';
import { categoryLabel } from '@/lib/category-text';
import { t, tCount } from '@/lib/i18n/translate';
import type { PersonalWarning } from '@/lib/personal/personal-warning';
import type { ListingAction, ListingSettings as Listing } from '@/lib/settings/settings';

export interface ListingSettingsProps {
  listing: Listing;
  /** The categories the reader follows: only those can fold or hide works. */
  categories: Record<CategoryId, boolean>;
  onChange(listing: Listing): void;
  disabled?: boolean;
  /** The reader's own warnings (the enabled ones): each gets the same choice, named as they named it. */
  own?: readonly Pick<PersonalWarning, 'id' | 'name'>[];
}

const actions = (): readonly { value: ListingAction; label: string }[] => [
  { value: 'chip', label: t('listing_action_chip') },
  { value: 'fold', label: t('listing_action_fold') },
  { value: 'hide', label: t('listing_action_hide') },
];

function ActionSelect({ id, label, value, onChange }: { id: string; label: string; value: ListingAction; onChange(action: ListingAction): void }) {
  return (
    <label class="gr-listing-row">
      <span>{label}</span>
      <select data-testid={`listing-${id}`} value={value} onChange={(e) => onChange(e.currentTarget.value as ListingAction)}>
        {actions().map((a) => (
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
export function ListingSettings({ listing, categories, onChange, disabled, own = [] }: ListingSettingsProps) {
  const followed = CATEGORY_IDS.filter((id) => categories[id]);
  const ownAction = (id: PersonalWarning['id']) => listing.personal[id] ?? 'chip';
  const folding = followed.filter((id) => listing.categories[id] !== 'chip').length + own.filter((w) => ownAction(w.id) !== 'chip').length + Number(listing.unknown !== 'chip');
  const setOwn = (id: PersonalWarning['id'], action: ListingAction) => {
    // A chip is the default: only what folds or hides is stored.
    const { [id]: _previous, ...others } = listing.personal;
    onChange({ ...listing, personal: action === 'chip' ? others : { ...others, [id]: action } });
  };
  return (
    <details class="gr-listing-settings" data-testid="listing-settings">
      <summary>{folding ? tCount('listing_settings_summary_folding', folding) : t('listing_settings_summary')}</summary>
      <fieldset class="gr-fieldset" disabled={disabled}>
        <legend>{t('listing_settings_legend')}</legend>
        {followed.map((id) => (
          <ActionSelect
            key={id}
            id={id}
            label={categoryLabel(id)}
            value={listing.categories[id]}
            onChange={(action) => onChange({ ...listing, categories: { ...listing.categories, [id]: action } })}
          />
        ))}
        {own.map((w) => (
          <ActionSelect key={w.id} id={w.id} label={`${w.name} (${t('banner_own_warning')})`} value={ownAction(w.id)} onChange={(action) => setOwn(w.id, action)} />
        ))}
        <ActionSelect id="unknown" label={t('listing_settings_unknown')} value={listing.unknown} onChange={(unknown) => onChange({ ...listing, unknown })} />
      </fieldset>
    </details>
  );
}
