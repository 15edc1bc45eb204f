/**
 * The archives' names in the reader's language (the options page's list of sites, the popup's "On
 * for …"). The adapters (lib/sites) keep their names in English and import no messages: the
 * catalog must stay out of the script that runs at document_start. Proper names stay as they are;
 * what joins them ("and", "Other … archives") is said in the reader's language.
 */
import { formatList, t } from './i18n/translate';

const NAMES: Readonly<Record<string, () => string>> = {
  otwarchive: () => t('site_otw_archives', 'SuperLove, Squidge World, Ad Astra'),
  efiction: () => t('site_efiction_archives'),
  ffnet: () => formatList(['FanFiction.Net', 'FictionPress']),
  xenforo: () => formatList(['SpaceBattles', 'Sufficient Velocity', 'Questionable Questing']),
};

/** An archive's name as the reader reads it ("Otros archivos OTW (SuperLove, Squidge World, Ad Astra)", "FanFiction.Net y FictionPress"). */
export function siteName(site: { id: string; name: string }): string {
  return NAMES[site.id]?.() ?? site.name;
}
