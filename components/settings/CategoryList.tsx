import { CATEGORIES, CATEGORY_IDS, type CategoryGroup, type CategoryId } from '@/lib/engine/categories';
import { categoryDescription, categoryLabel } from '@/lib/category-text';

const GROUP_LABELS: Record<CategoryGroup, string> = {
  relationships: 'Relationships',
  'harm-to-self': 'Harm to self',
  'harm-to-others': 'Harm to others',
  'body-and-health': 'Body and health',
  prejudice: 'Prejudice',
  'language-and-sex': 'Language and sex',
};

export interface CategoryListProps {
  categories: Record<CategoryId, boolean>;
  onChange(categories: Record<CategoryId, boolean>): void;
  disabled?: boolean;
}

/** One checkbox a warning, grouped, each with its one-line description. */
export function CategoryList({ categories, onChange, disabled }: CategoryListProps) {
  const groups = Object.keys(GROUP_LABELS) as CategoryGroup[];
  const setAll = (on: boolean) => onChange(Object.fromEntries(CATEGORY_IDS.map((id) => [id, on])) as Record<CategoryId, boolean>);
  return (
    <fieldset class="gr-fieldset" disabled={disabled}>
      <legend>Warn me about</legend>
      <div class="gr-row">
        <button type="button" class="gr-link" onClick={() => setAll(true)}>All</button>
        <button type="button" class="gr-link" onClick={() => setAll(false)}>None</button>
      </div>
      {groups.map((group) => (
        <div class="gr-group" key={group} role="group" aria-label={GROUP_LABELS[group]}>
          <h3 class="gr-group-title">{GROUP_LABELS[group]}</h3>
          {CATEGORY_IDS.filter((id) => CATEGORIES[id].group === group).map((id) => (
            <label class="gr-check" key={id} title={categoryDescription(id)}>
              <input
                type="checkbox"
                data-testid={`category-${id}`}
                checked={categories[id]}
                onChange={(e) => onChange({ ...categories, [id]: e.currentTarget.checked })}
              />
              <span>{categoryLabel(id)}</span>
            </label>
          ))}
        </div>
      ))}
    </fieldset>
  );
}
