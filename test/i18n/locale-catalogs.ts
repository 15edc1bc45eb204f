/** The extension's own message catalogs, read from public/_locales for tests in another UI language. */
import { localeCatalog } from '../../lib/i18n/locale-files';
import { useCatalogs } from '../../lib/i18n/translate';

export { localeCatalog } from '../../lib/i18n/locale-files';

/** The interface speaks `lang` until `useEnglish()` (put that in an afterEach). */
export function speak(lang: string): void {
  useCatalogs([localeCatalog(lang)]);
}
