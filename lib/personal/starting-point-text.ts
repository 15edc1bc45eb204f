/**
 * The ready-made lists' names and one-line descriptions in the reader's language. Their words stay
 * English: the engine reads English story text. A list added from here is named in the reader's
 * language (their tags still match through its words).
 */
import { t, type MessageId } from '../i18n/translate';
import type { StartingPoint } from './starting-points';

const TEXT: Record<string, readonly [name: MessageId, about: MessageId]> = {
  vomiting: ['personal_start_vomiting', 'personal_start_vomiting_about'],
  needles: ['personal_start_needles', 'personal_start_needles_about'],
  'spiders-insects': ['personal_start_spiders_insects', 'personal_start_spiders_insects_about'],
  drowning: ['personal_start_drowning', 'personal_start_drowning_about'],
  'fire-burns': ['personal_start_fire_burns', 'personal_start_fire_burns_about'],
  'hospitals-medical': ['personal_start_hospitals_medical', 'personal_start_hospitals_medical_about'],
  incest: ['personal_start_incest', 'personal_start_incest_about'],
  transphobia: ['personal_start_transphobia', 'personal_start_transphobia_about'],
  torture: ['personal_start_torture', 'personal_start_torture_about'],
  stalking: ['personal_start_stalking', 'personal_start_stalking_about'],
  gaslighting: ['personal_start_gaslighting', 'personal_start_gaslighting_about'],
  'child-death': ['personal_start_child_death', 'personal_start_child_death_about'],
};

/** The list's name for the reader (its English name if it has no message yet). */
export function startingPointName(point: Pick<StartingPoint, 'key' | 'name'>): string {
  const ids = TEXT[point.key];
  return ids ? t(ids[0]) : point.name;
}

/** What the list covers and leaves out, for the reader. */
export function startingPointAbout(point: Pick<StartingPoint, 'key' | 'about'>): string {
  const ids = TEXT[point.key];
  return ids ? t(ids[1]) : point.about;
}
