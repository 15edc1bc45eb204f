/**
 * Every plural message in every language, for counts a reader meets: the form Intl.PluralRules
 * picks for the count is in the catalog (never the "other" fallback), and it reads right: it shows
 * the number unless it speaks of exactly one thing, and in Spanish, French and Brazilian Portuguese
 * a round million takes "de" before its noun ("1.000.000 de obras", "1 000 000 d’œuvres"), which is
 * why CLDR gives those languages a "many" form.
 *
 * No message receives a fraction (every count is of things: warnings, passages, works, words,
 * lines, characters), so 1.5 is not among the counts.
 */
import { afterEach, describe, expect, test } from 'vitest';
import { localeCatalog } from '../../test/i18n/locale-catalogs';
import english from '../../public/_locales/en/messages.json';
import { formatNumber, tCount, useCatalogs, useEnglish, type PluralId } from './translate';

const LOCALES = ['en', 'es', 'fr', 'de', 'pt_BR'] as const;
const COUNTS = [0, 1, 2, 5, 21, 1_000_000];
const PLURAL_IDS = Object.keys(english)
  .filter((id) => id.endsWith('_other'))
  .map((id) => id.slice(0, -'_other'.length) as PluralId);

/** Messages the code never shows for 0 (it says something else, or nothing), and where it decides. */
const NEVER_ZERO: Partial<Record<PluralId, string>> = {
  badge_title: 'background.ts: badge_title_none',
  banner_show_shielded_too: 'Banner.tsx: only when passages are shielded',
  banner_show_all_shielded: 'Banner.tsx: only when passages are shielded',
  banner_why_passages: 'Banner.tsx Evidence: nothing without passages',
  banner_chapters: 'Banner.tsx: only for a non-empty list of chapters',
  popup_listing_works: 'session.ts: a page with no works is not a listing',
  listing_settings_summary_folding: 'ListingSettings.tsx: listing_settings_summary',
  listing_hidden_count: 'HiddenCount.tsx: nothing when nothing is hidden',
  listing_hidden_count_shown: 'HiddenCount.tsx: nothing when nothing is hidden',
  listing_show_them: 'HiddenCount.tsx: nothing when nothing is hidden',
  listing_hide_them_again: 'HiddenCount.tsx: nothing when nothing is hidden',
  history_hint: 'HistoryList.tsx: history_hint_none',
  history_more: 'HistoryList.tsx: only past the first 100 works',
  personal_preview_caught: 'PersonalWarnings.tsx: personal_preview_nothing',
  backup_imported: 'Backup.tsx: backup_imported_nothing',
};

/** Messages where no noun follows the count, so a million takes no "de": their "many" form is their "other". */
const NO_NOUN_AFTER_COUNT: Partial<Record<PluralId, string>> = {
  banner_chapters: 'the count is not shown (the chapter numbers are)',
  listing_show_them: 'the count is not shown',
  listing_hide_them_again: 'the count is not shown',
  listing_settings_summary_folding: 'an adjective follows, its noun unsaid ("1.000.000 plegadas u ocultas")',
  history_more: 'an adverb or a colon follows ("1.000.000 más", "Encore 1 000 000 :")',
};

/** The substitutions after the count, for messages that have some. */
const MORE: Partial<Record<PluralId, string[]>> = { banner_chapters: ['2, 5–7'], backup_change_blocklists: ['7'] };

/** A round million's "de" before the noun (French elides it before a vowel). */
const MILLION_DE = /^(de |d’)/;
const LANGUAGES_WITH_MILLION_DE = new Set(['es', 'fr', 'pt_BR']);

afterEach(useEnglish);

describe.each(LOCALES)('%s: every plural message for every count', (lang) => {
  const catalog = localeCatalog(lang);
  const rules = new Intl.PluralRules(catalog.locale_code.message);
  const cases = PLURAL_IDS.flatMap((id) => COUNTS.filter((n) => n !== 0 || !NEVER_ZERO[id]).map((n) => [id, n] as const));

  test.each(cases)('%s, %d', (id, n) => {
    const category = rules.select(n);
    expect(catalog, `${id}_${category} is missing: ${n} would read the "other" form`).toHaveProperty(`${id}_${category}`);

    useCatalogs([catalog]);
    const text = tCount(id, n, ...(MORE[id] ?? []));
    const number = formatNumber(n);
    expect(text).not.toMatch(/\$|^[a-z_]+$/);
    // A form without the number speaks of one thing ("Show the shielded passage"): only right for 1.
    const otherShowsCount = catalog[`${id}_other`].message.includes('$count$');
    if (otherShowsCount && !text.includes(number)) expect(n, `"${text}" for ${n}`).toBe(1);

    if (category === 'many' && LANGUAGES_WITH_MILLION_DE.has(lang)) {
      if (NO_NOUN_AFTER_COUNT[id]) expect(catalog[`${id}_many`].message).toBe(catalog[`${id}_other`].message);
      else expect(text.slice(text.indexOf(number) + number.length + 1), `"${text}"`).toMatch(MILLION_DE);
    }
  });
});

describe('a million, as each language writes it', () => {
  test.each([
    ['en', 'Gentle Reader: 1,000,000 content warnings'],
    ['es', 'Gentle Reader: 1.000.000 de advertencias de contenido'],
    ['fr', 'Gentle Reader\u00a0: 1\u202f000\u202f000 d’avertissements de contenu'],
    ['de', 'Gentle Reader: 1.000.000 Inhaltswarnungen'],
    ['pt_BR', 'Gentle Reader: 1.000.000 de avisos de conteúdo'],
  ])('%s', (lang, expected) => {
    useCatalogs([localeCatalog(lang)]);
    expect(tCount('badge_title', 1_000_000)).toBe(expected);
    // One more than a million is "other" again: no "de".
    expect(tCount('badge_title', 1_000_001)).not.toMatch(/ de avisos| de advertencias| d’avertissements/);
  });

  test('French and Brazilian Portuguese count 0 as one, and a million as many', () => {
    useCatalogs([localeCatalog('fr')]);
    expect(tCount('listing_hidden_count', 1_000_000)).toBe('1\u202f000\u202f000 d’œuvres masquées sur cette page');
    expect(tCount('personal_word_count', 0)).toBe('0 mot');
    useCatalogs([localeCatalog('pt_BR')]);
    expect(tCount('personal_word_count', 0)).toBe('0 palavra');
    expect(tCount('personal_word_count', 1_000_000)).toBe('1.000.000 de palavras');
  });
});
