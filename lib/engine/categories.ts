/** The content-warning categories, in the order readers see them. Ids are stable: settings use them. */
export const CATEGORY_IDS = [
  'heartbreak',
  'infidelity',
  'self-harm',
  'suicide',
  'death',
  'violence',
  'blood-gore',
  'abuse',
  'sexual-assault',
  'sexual-content',
  'substance-use',
  'eating-disorder',
  'homophobia',
  'bullying',
  'mental-illness',
  'profanity',
  'pregnancy-loss',
  'animal-harm',
  'kidnapping',
  'racism',
  'misogyny',
  'ableism',
] as const;

export type CategoryId = (typeof CATEGORY_IDS)[number];

export type CategoryGroup = 'relationships' | 'harm-to-self' | 'harm-to-others' | 'body-and-health' | 'prejudice' | 'language-and-sex';

/** A category's place in the options page. Its name and description are messages in the reader's language (lib/category-text.ts). */
export interface Category {
  id: CategoryId;
  group: CategoryGroup;
}

export const CATEGORIES: Record<CategoryId, Category> = {
  heartbreak: { id: 'heartbreak', group: 'relationships' },
  infidelity: { id: 'infidelity', group: 'relationships' },
  'self-harm': { id: 'self-harm', group: 'harm-to-self' },
  suicide: { id: 'suicide', group: 'harm-to-self' },
  death: { id: 'death', group: 'harm-to-others' },
  violence: { id: 'violence', group: 'harm-to-others' },
  'blood-gore': { id: 'blood-gore', group: 'body-and-health' },
  abuse: { id: 'abuse', group: 'harm-to-others' },
  'sexual-assault': { id: 'sexual-assault', group: 'harm-to-others' },
  'sexual-content': { id: 'sexual-content', group: 'language-and-sex' },
  'substance-use': { id: 'substance-use', group: 'body-and-health' },
  'eating-disorder': { id: 'eating-disorder', group: 'body-and-health' },
  homophobia: { id: 'homophobia', group: 'prejudice' },
  bullying: { id: 'bullying', group: 'harm-to-others' },
  'mental-illness': { id: 'mental-illness', group: 'body-and-health' },
  profanity: { id: 'profanity', group: 'language-and-sex' },
  'pregnancy-loss': { id: 'pregnancy-loss', group: 'body-and-health' },
  'animal-harm': { id: 'animal-harm', group: 'harm-to-others' },
  kidnapping: { id: 'kidnapping', group: 'harm-to-others' },
  racism: { id: 'racism', group: 'prejudice' },
  misogyny: { id: 'misogyny', group: 'prejudice' },
  ableism: { id: 'ableism', group: 'prejudice' },
};

export function isCategoryId(value: unknown): value is CategoryId {
  return typeof value === 'string' && (CATEGORY_IDS as readonly string[]).includes(value);
}
