/**
 * What readers see of a category: its name and one line on what it covers, in their language.
 * The engine knows categories by id only; these words are messages (public/_locales), written with
 * care in each language because they name what hurts.
 */
import type { CategoryId } from './engine/categories';
import { t, uiLocale, type MessageId } from './i18n/translate';

/** Each category's [name, description] message ids, spelled out so the locale check finds them. */
const CATEGORY_MESSAGES: Record<CategoryId, readonly [MessageId, MessageId]> = {
  heartbreak: ['category_heartbreak', 'category_heartbreak_description'],
  infidelity: ['category_infidelity', 'category_infidelity_description'],
  'self-harm': ['category_self_harm', 'category_self_harm_description'],
  suicide: ['category_suicide', 'category_suicide_description'],
  death: ['category_death', 'category_death_description'],
  violence: ['category_violence', 'category_violence_description'],
  'blood-gore': ['category_blood_gore', 'category_blood_gore_description'],
  abuse: ['category_abuse', 'category_abuse_description'],
  'sexual-assault': ['category_sexual_assault', 'category_sexual_assault_description'],
  'sexual-content': ['category_sexual_content', 'category_sexual_content_description'],
  'substance-use': ['category_substance_use', 'category_substance_use_description'],
  'eating-disorder': ['category_eating_disorder', 'category_eating_disorder_description'],
  homophobia: ['category_homophobia', 'category_homophobia_description'],
  bullying: ['category_bullying', 'category_bullying_description'],
  'mental-illness': ['category_mental_illness', 'category_mental_illness_description'],
  profanity: ['category_profanity', 'category_profanity_description'],
  'pregnancy-loss': ['category_pregnancy_loss', 'category_pregnancy_loss_description'],
  'animal-harm': ['category_animal_harm', 'category_animal_harm_description'],
  kidnapping: ['category_kidnapping', 'category_kidnapping_description'],
  racism: ['category_racism', 'category_racism_description'],
  misogyny: ['category_misogyny', 'category_misogyny_description'],
  ableism: ['category_ableism', 'category_ableism_description'],
};

/** The category's name ("Self-harm", "Autolesiones", "Selbstverletzung"). */
export function categoryLabel(id: CategoryId): string {
  return t(CATEGORY_MESSAGES[id][0]);
}

/** One line on what the category covers. */
export function categoryDescription(id: CategoryId): string {
  return t(CATEGORY_MESSAGES[id][1]);
}

/** Languages that capitalise every noun: a category name keeps its capital inside a sentence. */
const NOUNS_CAPITALISED = new Set(['de', 'lb']);

/**
 * A name as it reads inside a sentence ("Hidden: self-harm"): lower-cased where the language writes
 * common nouns in lower case, left alone in German ("Ausgeblendet: Selbstverletzung").
 */
export function inSentence(name: string): string {
  const language = uiLocale().split('-')[0];
  return NOUNS_CAPITALISED.has(language) ? name : name.toLocaleLowerCase(uiLocale());
}
