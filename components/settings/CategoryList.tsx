import { CATEGORIES, CATEGORY_IDS, type CategoryGroup, type CategoryId } from '@/lib/engine/categories';
import { categoryDescription, categoryLabel } from '@/lib/category-text';
import { t, type MessageId } from '@/lib/i18n/translate';

/** The groups in the order shown, with their names' message ids. */
const GROUP_MESSAGES: Record<CategoryGroup, MessageId> = {
  relationships: 'category_group_relationships',
  'harm-to-self': 'category_group_harm_to_self',
  'harm-to-others': 'category_group_harm_to_others',
  'body-and-health': 'category_group_body_and_health',
  prejudice: 'category_group_prejudice',
  'language-and-sex': 'category_group_language_and_sex',
};

export interface CategoryListProps {
  categories: Record<CategoryId, boolean>;
  onChange(categories: Record<CategoryId, boolean>): void;
  disabled?: boolean;
}

/** One checkbox a warning, grouped, each with its one-line description. */
export function CategoryList({ categories, onChange, disabled }: CategoryListProps) {
  const groups = Object.keys(GROUP_MESSAGES) as CategoryGroup[];
  const setAll = (on: boolean) => onChange(Object.fromEntries(CATEGORY_IDS.map((id) => [id, on])) as Record<CategoryId, boolean>);
  return (
    <fieldset class="gr-fieldset" disabled={disabled}>
      <legend>{t('categories_legend')}</legend>
      <div class="gr-row">
        <button type="button" class="gr-link" onClick={() => setAll(true)}>{t('categories_all')}</button>
        <button type="button" class="gr-link" onClick={() => setAll(false)}>{t('categories_none')}</button>
      </div>
      {groups.map((group) => (
        <div class="gr-group" key={group} role="group" aria-label={t(GROUP_MESSAGES[group])}>
          {/* Not a heading: the popup has no level-2 heading above it, and the group is named by aria-label. */}
          <span class="gr-group-title" aria-hidden="true">
            {t(GROUP_MESSAGES[group])}
          </span>
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
