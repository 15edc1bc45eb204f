/**
 * The locale check: every message id the code uses exists in every locale, every locale has exactly
 * English's ids, with the same placeholders, nothing empty, and nothing left in English except the
 * words that are the same in that language (listed below, each with its reason).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { placeholdersUsed, type Catalog } from './catalog';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const localesDir = path.join(root, 'public/_locales');

/** The languages the interface speaks; `en` is the reference and the browsers' fallback (default_locale). */
const LOCALES = ['en', 'es', 'fr', 'de', 'pt_BR'] as const;
const catalogs = Object.fromEntries(
  LOCALES.map((lang) => [lang, JSON.parse(readFileSync(path.join(localesDir, lang, 'messages.json'), 'utf8')) as Catalog]),
) as Record<(typeof LOCALES)[number], Catalog>;
const english = catalogs.en;

/** Messages that are the same in every language: the brand. */
// The brand; CSS units; an example AO3 tag (AO3's canonical tags are English).
const SAME_EVERYWHERE = new Set(['extension_name', 'badge_title_none', 'summary_brand', 'reader_px', 'reader_em', 'blocklist_tags_placeholder']);

/** A message of placeholders and punctuation only ("$label$: $value$") has no words to translate. */
const hasWords = (message: string) => /\p{L}/u.test(message.replace(/\$[a-zA-Z0-9_@]+\$/g, ''));

/**
 * Messages whose right translation is spelled as in English. Each is checked by a person who speaks
 * the language; add one only with its reason.
 */
const UNIT_ABBREVIATIONS = 'min and h are the abbreviations this language uses too.';
const FAN_WORD = 'the word fans use in this language (AO3\'s own interface in it says so too).';
const SAME_AS_ENGLISH: Record<string, Record<string, string>> = {
  es: {
    reader_minutes: UNIT_ABBREVIATIONS,
    reader_hours_minutes: UNIT_ABBREVIATIONS,
    reader_theme_sepia: '"Sepia" is the Spanish word.',
    blocklist_fandoms: FAN_WORD,
    blocklist_fandoms_placeholder: FAN_WORD,
    scan_no: '"No" is the Spanish word.',
  },
  fr: {
    reader_minutes: UNIT_ABBREVIATIONS,
    reader_hours_minutes: UNIT_ABBREVIATIONS,
    readaloud_pause: '"Pause" is the French word.',
    blocklist_tags: FAN_WORD,
    blocklist_fandoms: FAN_WORD,
    blocklist_fandoms_placeholder: FAN_WORD,
    personal_start_torture: '"Torture" is the French word.',
    backup_setting_sites: '"sites" is the French word.',
    banner_place_notes: '"Notes" is the French word.',
    options_sites: '"Sites" is the French word.',
    category_suicide: '"Suicide" is the French word.',
    category_violence: '"Violence" is the French word.',
    scan_site: '"Site" is the French word.',
    scan_level_mention: '"Mention" is the French word.',
    scan_source_notes: '"Notes" is the French word.',
    scan_source_tags: FAN_WORD,
    scan_tag: FAN_WORD,
  },
  de: {
    reader_theme_sepia: '"Sepia" is the German word.',
    reader_color_text: '"Text" is the German word.',
    blocklist_tags: FAN_WORD,
    blocklist_fandoms: FAN_WORD,
    blocklist_fandoms_placeholder: FAN_WORD,
    personal_name: '"Name" is the German word.',
    personal_start_stalking: '"Stalking" is the German word (Nachstellung in law; Stalking in everyday use and in the StGB heading).',
    summary_details: '"Details" is the German word.',
  },
  pt_BR: {
    reader_minutes: UNIT_ABBREVIATIONS,
    reader_hours_minutes: UNIT_ABBREVIATIONS,
    reader_keys_home_end: 'Brazilian (ABNT2) keyboards print Home and End.',
    blocklist_tags: FAN_WORD,
    blocklist_fandoms: FAN_WORD,
    blocklist_fandoms_placeholder: FAN_WORD,
    backup_setting_sites: '"sites" is the Brazilian Portuguese word.',
    category_bullying: '"Bullying" is the word Brazilian Portuguese uses (and the law: Lei 13.185/2015).',
    options_sites: '"Sites" is the Brazilian Portuguese word.',
    scan_site: '"Site" is the Brazilian Portuguese word.',
    scan_source_tags: FAN_WORD,
    scan_tag: FAN_WORD,
  },
};

/** Where user-facing code lives: every t()/tCount() id and __MSG_…__ there must exist in every locale. */
const CODE_DIRS = ['components', 'entrypoints', 'lib'];
const CODE_FILES = ['wxt.config.ts'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    // lib/i18n is the machinery (its comments show examples), not a user of messages.
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) && !full.includes(`${path.sep}lib${path.sep}i18n${path.sep}`) ? [full] : [];
  });
}

const sources = [...CODE_DIRS.flatMap((dir) => sourceFiles(path.join(root, dir))), ...CODE_FILES.map((f) => path.join(root, f))].map(
  (file) => ({ file: path.relative(root, file), text: readFileSync(file, 'utf8') }),
);

/** Ids as the code names them: t('id'…), tCount('base'…) (its plural forms), '__MSG_id__', and MessageId literals in tables. */
function idsUsedInCode(): Map<string, string> {
  const used = new Map<string, string>();
  for (const { file, text } of sources) {
    for (const m of text.matchAll(/\bt\(\s*'([a-zA-Z0-9_]+)'/g)) used.set(m[1], file);
    for (const m of text.matchAll(/\btCount\(\s*'([a-zA-Z0-9_]+)'/g)) {
      used.set(`${m[1]}_one`, file);
      used.set(`${m[1]}_other`, file);
    }
    for (const m of text.matchAll(/__MSG_([a-zA-Z0-9_]+)__/g)) used.set(m[1], file);
    // Tables typed as MessageId (category-text.ts): every quoted id-looking word in them.
    if (/MessageId\b/.test(text)) for (const m of text.matchAll(/'([a-z][a-z0-9]*(?:_[a-z0-9]+)+)'/g)) if (m[1] in english) used.set(m[1], file);
  }
  return used;
}

describe('message catalogs', () => {
  const used = idsUsedInCode();

  test('the code uses messages (the scan of the sources works)', () => {
    expect(used.size).toBeGreaterThan(50);
    expect(used.get('extension_name')).toBe('wxt.config.ts');
  });

  test.each(LOCALES)('%s has every message id the code uses', (lang) => {
    const missing = [...used].filter(([id]) => !(id in catalogs[lang])).map(([id, file]) => `${id} (${file})`);
    expect(missing).toEqual([]);
  });

  test('every English message is used by the code (no dead strings)', () => {
    const pluralBases = new Set([...used.keys()].filter((id) => id.endsWith('_other')).map((id) => id.slice(0, -'_other'.length)));
    const isUsedPluralForm = (id: string) => pluralBases.has(id.replace(/_(zero|one|two|few|many|other)$/, ''));
    const unused = Object.keys(english).filter((id) => id !== 'locale_code' && !used.has(id) && !isUsedPluralForm(id));
    expect(unused).toEqual([]);
  });

  test.each(LOCALES.filter((l) => l !== 'en'))('%s has exactly the English ids (plural forms aside)', (lang) => {
    const ids = Object.keys(catalogs[lang]);
    const extraForms = /_(zero|two|few|many)$/; // a language may need plural forms English has not
    expect(Object.keys(english).filter((id) => !ids.includes(id))).toEqual([]);
    expect(ids.filter((id) => !(id in english) && !(extraForms.test(id) && `${id.replace(extraForms, '')}_other` in english))).toEqual([]);
  });

  test.each(LOCALES)('%s: ids are valid for browsers and unique ignoring case', (lang) => {
    const ids = Object.keys(catalogs[lang]);
    expect(ids.filter((id) => !/^[a-zA-Z0-9_]+$/.test(id) || id.startsWith('@@'))).toEqual([]);
    expect(new Set(ids.map((id) => id.toLowerCase())).size).toBe(ids.length);
  });

  test.each(LOCALES)('%s: no empty message, every placeholder defined, the same placeholders as English', (lang) => {
    const problems: string[] = [];
    for (const [id, entry] of Object.entries(catalogs[lang])) {
      if (typeof entry.message !== 'string' || entry.message.trim() === '') problems.push(`${id}: empty`);
      const defined = Object.keys(entry.placeholders ?? {}).map((n) => n.toLowerCase()).sort();
      const usedHere = placeholdersUsed(entry.message ?? '');
      if (usedHere.some((n) => !defined.includes(n))) problems.push(`${id}: uses an undefined placeholder (${usedHere} vs ${defined})`);
      const reference = english[id] ?? english[id.replace(/_(zero|two|few|many)$/, '_other')];
      if (!reference) continue;
      const expected = placeholdersUsed(reference.message);
      if (usedHere.join() !== expected.join()) problems.push(`${id}: placeholders ${usedHere} but English has ${expected}`);
      for (const name of defined) {
        const content = entry.placeholders?.[name]?.content ?? Object.entries(entry.placeholders ?? {}).find(([k]) => k.toLowerCase() === name)?.[1].content;
        const englishContent = Object.entries(reference.placeholders ?? {}).find(([k]) => k.toLowerCase() === name)?.[1].content;
        if (content !== englishContent) problems.push(`${id}: placeholder ${name} is ${content}, English ${englishContent}`);
      }
    }
    expect(problems).toEqual([]);
  });

  test.each(LOCALES.filter((l) => l !== 'en'))('%s: translated (nothing left as the English text but the brand and listed words)', (lang) => {
    const allowed = SAME_AS_ENGLISH[lang] ?? {};
    const same = Object.entries(catalogs[lang])
      .filter(([id, entry]) => english[id] && entry.message === english[id].message && hasWords(entry.message) && !SAME_EVERYWHERE.has(id) && !(id in allowed))
      .map(([id]) => id);
    expect(same).toEqual([]);
    // A listed word that is no longer the same as English is a stale entry: remove it.
    expect(Object.keys(allowed).filter((id) => catalogs[lang][id]?.message !== english[id]?.message)).toEqual([]);
  });

  test.each(LOCALES)('%s: plural messages have every form the language needs (Intl.PluralRules\' categories: "many" in French, Spanish, Portuguese)', (lang) => {
    const bases = Object.keys(english).filter((id) => id.endsWith('_other')).map((id) => id.slice(0, -'_other'.length));
    const categories = new Intl.PluralRules(catalogs[lang].locale_code.message).resolvedOptions().pluralCategories;
    expect(categories).toContain('one');
    const missing = bases.flatMap((base) => categories.map((category) => `${base}_${category}`)).filter((id) => !(id in catalogs[lang]));
    expect(missing).toEqual([]);
  });

  test.each(LOCALES)('%s: the manifest texts fit the stores (name ≤ 45, description ≤ 132 characters)', (lang) => {
    expect(catalogs[lang].extension_name.message.length).toBeLessThanOrEqual(45);
    expect(catalogs[lang].extension_description.message.length).toBeLessThanOrEqual(132);
  });

  test.each(LOCALES)('%s: locale_code is the catalog\'s own language (and region, where the folder names one)', (lang) => {
    const [language, region] = lang.split('_');
    const code = new Intl.Locale(catalogs[lang].locale_code.message);
    expect(code.language).toBe(language);
    if (region) expect(code.region).toBe(region);
  });
});
