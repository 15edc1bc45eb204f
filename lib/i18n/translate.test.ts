import { afterEach, describe, expect, test, vi } from 'vitest';
import { categoryLabel, inSentence } from '../category-text';
import { notReadNotice } from '../not-read';
import type { Catalog } from './catalog';
import { formatCatalogMessage } from './catalog';
import { localeCatalog } from '../../test/i18n/locale-catalogs';
import { ENGLISH_LOCALE, formatDate, formatList, formatNumber, formatTimeAgo, languageName, prepareFormatters, t, tCount, uiLocale, useBrowserI18n, useCatalogs, useEnglish } from './translate';

const catalog = localeCatalog;

afterEach(useEnglish);

describe('English by default (Node: tests, the CLI, the bench)', () => {
  test('messages with their substitutions', () => {
    expect(uiLocale()).toBe('en-GB');
    expect(ENGLISH_LOCALE).toBe(catalog('en').locale_code.message);
    expect(t('not_read_language', 'Spanish')).toBe('This story is in Spanish.');
    expect(tCount('badge_title', 1)).toBe('Gentle Reader: 1 content warning');
    expect(tCount('badge_title', 0)).toBe('Gentle Reader: 0 content warnings');
    expect(tCount('badge_title', 1234)).toBe('Gentle Reader: 1,234 content warnings');
  });

  test('the story text not read: the language named in English', () => {
    expect(notReadNotice({ language: 'es', textRead: false }, true)).toBe(
      "This story is in Spanish. Gentle Reader reads English story text; the warnings here come from the author's tags and notes only.",
    );
    expect(notReadNotice({ language: 'und', textRead: false }, true)).toMatch(/^This story does not seem to be in English\. /);
    expect(notReadNotice({ language: 'es', textRead: true }, true)).toBeUndefined();
  });
});

describe('plural forms by Intl.PluralRules, in each language', () => {
  test.each([
    ['es', 0, 'Gentle Reader: 0 advertencias de contenido'],
    ['es', 1, 'Gentle Reader: 1 advertencia de contenido'],
    ['es', 2, 'Gentle Reader: 2 advertencias de contenido'],
    // French counts 0 and 1 as singular.
    // French sets a no-break space before the colon.
    ['fr', 0, 'Gentle Reader\u00a0: 0 avertissement de contenu'],
    ['fr', 1, 'Gentle Reader\u00a0: 1 avertissement de contenu'],
    ['fr', 2, 'Gentle Reader\u00a0: 2 avertissements de contenu'],
    ['de', 1, 'Gentle Reader: 1 Inhaltswarnung'],
    ['de', 5, 'Gentle Reader: 5 Inhaltswarnungen'],
    // Brazilian Portuguese, like French, says "0 aviso".
    ['pt_BR', 0, 'Gentle Reader: 0 aviso de conteúdo'],
    ['pt_BR', 3, 'Gentle Reader: 3 avisos de conteúdo'],
  ])('%s, %i', (lang, count, expected) => {
    useCatalogs([catalog(lang)]);
    expect(tCount('badge_title', count)).toBe(expected);
  });

  test('a plural form the language has and a catalog lacks (French "many", a million) falls back to "other"', () => {
    const withoutMany = Object.fromEntries(Object.entries(catalog('fr')).filter(([id]) => !id.endsWith('_many')));
    useCatalogs([withoutMany]);
    expect(new Intl.PluralRules('fr').select(1_000_000)).toBe('many');
    expect(tCount('badge_title', 1_000_000)).toBe('Gentle Reader\u00a0: 1\u202f000\u202f000 avertissements de contenu');
    useCatalogs([catalog('fr')]);
    expect(tCount('badge_title', 1_000_000)).toBe('Gentle Reader\u00a0: 1\u202f000\u202f000 d’avertissements de contenu');
  });
});

describe('numbers, dates, lists and languages by Intl, in the interface language', () => {
  test.each([
    ['en', '12,345.5', '3 days ago', 'Spanish'],
    ['es', '12.345,5', 'hace 3 días', 'español'],
    ['fr', '12\u202f345,5', 'il y a 3 jours', 'espagnol'],
    ['de', '12.345,5', 'vor 3 Tagen', 'Spanisch'],
    ['pt_BR', '12.345,5', 'há 3 dias', 'espanhol'],
  ])('%s', (lang, number, ago, spanish) => {
    useCatalogs([catalog(lang)]);
    expect(formatNumber(12_345.5)).toBe(number);
    const now = Date.UTC(2026, 10, 30, 12);
    expect(formatTimeAgo(now - 3 * 86_400_000, now)).toBe(ago);
    expect(languageName('es')).toBe(spanish);
  });

  test('relative time picks the unit that fits, and says "yesterday" where the language does', () => {
    const now = Date.UTC(2026, 10, 30, 12);
    expect(formatTimeAgo(now - 90_000, now)).toBe('2 minutes ago');
    expect(formatTimeAgo(now - 86_400_000, now)).toBe('yesterday');
    useCatalogs([catalog('es')]);
    expect(formatTimeAgo(now - 86_400_000, now)).toBe('ayer');
    expect(formatTimeAgo(now - 2 * 365 * 86_400_000, now)).toBe('hace 2 años');
  });

  test('dates and lists', () => {
    const day = Date.UTC(2026, 2, 3, 12);
    // The interface is written in British English: its dates and lists are British too.
    expect(formatDate(day)).toBe('3 Mar 2026');
    expect(formatList(['heartbreak', 'death', 'violence'])).toBe('heartbreak, death and violence');
    useCatalogs([catalog('de')]);
    expect(formatDate(day)).toBe('3. März 2026');
    expect(formatList(['Tod', 'Gewalt'])).toBe('Tod und Gewalt');
  });

  test('a thousand shield labels\' lists make one list formatter a language and kind, not one a label', () => {
    const Real = Intl.ListFormat;
    // ListFormat is read-only in TypeScript's lib, not in V8.
    const intl = Intl as unknown as { ListFormat: typeof Intl.ListFormat };
    let made = 0;
    intl.ListFormat = function (...args: ConstructorParameters<typeof Intl.ListFormat>) {
      made++;
      return new Real(...args);
    } as unknown as typeof Intl.ListFormat;
    try {
      // Languages no other test lists in, so none is cached yet.
      useCatalogs([catalog('fr')], 'fr-BE');
      for (let i = 0; i < 1000; i++) expect(formatList(['la mort', 'la violence'])).toBe('la mort et la violence');
      expect(formatList(['la mort', 'la violence'], 'disjunction')).toBe('la mort ou la violence');
      useCatalogs([catalog('es')], 'es-AR');
      expect(formatList(['violencia', 'infidelidad'])).toBe('violencia e infidelidad');
      expect(made).toBe(3);
    } finally {
      intl.ListFormat = Real;
    }
  });

  test('the formatters a story page needs can be made ahead, once: the labels\' lists and counts then make none', () => {
    const RealList = Intl.ListFormat;
    const RealPlural = Intl.PluralRules;
    const intl = Intl as unknown as { ListFormat: typeof Intl.ListFormat; PluralRules: typeof Intl.PluralRules };
    const made: string[] = [];
    intl.ListFormat = function (...args: ConstructorParameters<typeof Intl.ListFormat>) {
      made.push('list');
      return new RealList(...args);
    } as unknown as typeof Intl.ListFormat;
    intl.PluralRules = function (...args: ConstructorParameters<typeof Intl.PluralRules>) {
      made.push('plural');
      return new RealPlural(...args);
    } as unknown as typeof Intl.PluralRules;
    try {
      // A language no other test uses, so none is cached yet.
      useCatalogs([catalog('de')], 'de-LU');
      prepareFormatters();
      expect(made).toEqual(['list', 'plural']);
      expect(formatList(['Tod', 'Gewalt'])).toBe('Tod und Gewalt');
      expect(tCount('banner_show_shielded_too', 3)).toMatch(/3/);
      prepareFormatters();
      expect(made).toEqual(['list', 'plural']);
    } finally {
      intl.ListFormat = RealList;
      intl.PluralRules = RealPlural;
    }
  });

  test('unknown or undetermined languages have no name', () => {
    expect(languageName('und')).toBeUndefined();
    expect(languageName('')).toBeUndefined();
    expect(languageName('not a tag!')).toBeUndefined();
  });
});

describe('the honesty notice in the reader\'s language, naming the story\'s language', () => {
  test.each([
    ['es', 'es', 'Esta historia está en español. Gentle Reader lee el texto de las historias en inglés;'],
    ['fr', 'de', 'Cette histoire est en allemand. Gentle Reader lit le texte des histoires en anglais\u202f;'],
    ['de', 'fr', 'Diese Geschichte ist auf Französisch. Gentle Reader liest den Text von Geschichten auf Englisch;'],
    ['pt_BR', 'ja', 'Esta história está em japonês. O Gentle Reader lê o texto das histórias em inglês;'],
  ])('interface %s, story in %s', (lang, storyLanguage, start) => {
    useCatalogs([catalog(lang)]);
    expect(notReadNotice({ language: storyLanguage, textRead: false }, true)?.startsWith(start)).toBe(true);
  });
});

describe('a story whose language is not known is said plainly not to be English, with where the warnings come from, in every interface language', () => {
  test.each([
    ['en', "This story does not seem to be in English. Gentle Reader reads English story text; the warnings here come from the author's tags and notes only."],
    ['es', 'Esta historia no parece estar en inglés. Gentle Reader lee el texto de las historias en inglés; las advertencias que ves aquí vienen solo de las etiquetas y notas del fic.'],
    ['fr', 'Cette histoire ne semble pas être en anglais. Gentle Reader lit le texte des histoires en anglais\u202f; les avertissements affichés ici viennent uniquement des tags et des notes de la fic.'],
    ['de', 'Diese Geschichte scheint nicht auf Englisch zu sein. Gentle Reader liest den Text von Geschichten auf Englisch; die Warnungen hier stammen nur aus den Tags und Anmerkungen der Geschichte.'],
    ['pt_BR', 'Esta história não parece estar em inglês. O Gentle Reader lê o texto das histórias em inglês; os avisos mostrados aqui vêm apenas das tags e notas da fic.'],
  ])('%s', (lang, notice) => {
    useCatalogs([catalog(lang)]);
    expect(notReadNotice({ language: 'und', textRead: false }, true)).toBe(notice);
  });
});

describe('category names inside a sentence', () => {
  test('lower-cased, except in German, which capitalises nouns', () => {
    expect(inSentence(categoryLabel('self-harm'))).toBe('self-harm');
    useCatalogs([catalog('es')]);
    expect(inSentence(categoryLabel('self-harm'))).toBe('autolesiones');
    useCatalogs([catalog('de')]);
    expect(inSentence(categoryLabel('self-harm'))).toBe('Selbst\u00adverletzung'); // soft hyphen: lib/i18n/fit.test.ts
  });
});

describe('the browser\'s i18n API', () => {
  const fakeApi = (lang: string, uiLanguage: string) => ({
    getMessage: (id: string, subs?: string | string[]) => formatCatalogMessage(catalog(lang), id, typeof subs === 'string' ? [subs] : subs) ?? '',
    getUILanguage: () => uiLanguage,
  });

  test('messages come from the browser, numbers in its regional form of the chosen catalog', () => {
    useBrowserI18n(fakeApi('es', 'es-MX'));
    expect(uiLocale()).toBe('es-MX');
    expect(t('menu_read_in_reader')).toBe('Leer en Gentle Reader');
  });

  test('a browser whose language has no catalog reads English, with English numbers (not half and half)', () => {
    useBrowserI18n(fakeApi('en', 'ja'));
    expect(uiLocale()).toBe('en-GB');
    expect(formatNumber(1234)).toBe('1,234');
  });

  test('Portuguese from Portugal reads the Brazilian catalog with Brazilian formats', () => {
    useBrowserI18n(fakeApi('pt_BR', 'pt-PT'));
    expect(uiLocale()).toBe('pt-BR');
  });

  test('asks the browser nothing until a message or the locale is wanted (its first answer kept every archive page\'s start-up task waiting), then the same as before', () => {
    const asked: string[] = [];
    const api = fakeApi('es', 'es-MX');
    useBrowserI18n({ getMessage: (id, subs) => (asked.push(id), api.getMessage(id, subs)), getUILanguage: api.getUILanguage });
    expect(asked).toEqual([]);
    expect(formatNumber(12345)).toBe(new Intl.NumberFormat('es-MX').format(12345)); // in the browser's regional form
    expect(asked).toEqual(['locale_code']);
    expect(uiLocale()).toBe('es-MX');
    expect(t('menu_read_in_reader')).toBe('Leer en Gentle Reader');
    expect(asked).toEqual(['locale_code', 'menu_read_in_reader']);
  });

  test('an id the browser does not know falls back to English; an API that throws or is missing leaves English', () => {
    useBrowserI18n({ getMessage: (id) => (id === 'locale_code' ? 'de' : ''), getUILanguage: () => 'de-DE' });
    expect(t('menu_read_in_reader')).toBe('Read in Gentle Reader');
    useBrowserI18n({ getMessage: () => { throw new Error('no i18n here'); }, getUILanguage: () => { throw new Error('no'); } });
    expect(uiLocale()).toBe('en-GB');
    expect(t('menu_read_in_reader')).toBe('Read in Gentle Reader');
    useBrowserI18n(undefined);
    expect(t('menu_read_in_reader')).toBe('Read in Gentle Reader');
  });
});

describe('the catalog format, as browsers substitute', () => {
  const sample: Catalog = {
    price: { message: 'Costs $$$amount$ ($1 left) $Who$', placeholders: { amount: { content: '$2' }, who: { content: '$1' } } },
  };
  test('named placeholders (any case), $1…$9 and $$', () => {
    expect(formatCatalogMessage(sample, 'price', ['Ana', '5'])).toBe('Costs $5 (Ana left) Ana');
    expect(formatCatalogMessage(sample, 'PRICE', ['Ana', '5'])).toBe('Costs $5 (Ana left) Ana');
    expect(formatCatalogMessage(sample, 'nothing')).toBeUndefined();
  });
});

describe('small counts without Intl.NumberFormat (its first use costs a page 20-38 ms)', () => {
  const locales = [...['en', 'es', 'fr', 'de', 'pt_BR'].map((lang) => catalog(lang).locale_code.message), 'en-US', 'es-MX', 'es-419', 'fr-CA', 'de-CH', 'pt-PT'];

  test.each(locales)('%s: 0 to 999 read exactly as Intl.NumberFormat writes them', (locale) => {
    useCatalogs([catalog('en')], locale);
    const intl = new Intl.NumberFormat(locale);
    for (let n = 0; n < 1000; n++) expect(formatNumber(n)).toBe(intl.format(n));
    expect(formatNumber(-0)).toBe(intl.format(-0));
  });

  test.each(['en-GB', 'en', 'en-US', 'es', 'fr', 'de', 'pt-BR', 'pt', 'de-CH', 'fr-CA', 'es-MX'])('%s: whole percentages 0-100 read exactly as Intl.NumberFormat writes them', (locale) => {
    useCatalogs([catalog('en')], locale);
    const intl = new Intl.NumberFormat(locale, { style: 'percent' });
    for (let n = 0; n <= 100; n++) expect(formatNumber(n / 100, { style: 'percent' })).toBe(intl.format(n / 100));
    for (const odd of [0.125, 1.5, -0.2]) expect(formatNumber(odd, { style: 'percent' })).toBe(intl.format(odd));
  });

  test.each(['en-GB', 'en', 'en-US', 'es', 'fr', 'de', 'pt-BR', 'pt'])('%s: whole numbers of any size read exactly as Intl.NumberFormat writes them', (locale) => {
    useCatalogs([catalog('en')], locale);
    const intl = new Intl.NumberFormat(locale);
    for (let n = 1000; n <= 20_000; n++) expect(formatNumber(n)).toBe(intl.format(n));
    for (let digits = 5; digits <= 16; digits++) {
      for (const n of [10 ** (digits - 1), 10 ** digits - 1, Math.floor(10 ** (digits - 1) * 1.234567), 500_000]) {
        if (Number.isSafeInteger(n)) expect(formatNumber(n)).toBe(intl.format(n));
      }
    }
    expect(formatNumber(Number.MAX_SAFE_INTEGER)).toBe(intl.format(Number.MAX_SAFE_INTEGER));
  });

  test('a long work\'s counts in the thousands use no Intl.NumberFormat in our own languages; regional forms still do', () => {
    // Counts every number an Intl.NumberFormat writes, cached formatters too (`format` is a getter).
    const swiss = [new Intl.NumberFormat('de-CH').format(12_345), new Intl.NumberFormat('de-CH').format(-1_234)];
    const format = Object.getOwnPropertyDescriptor(Intl.NumberFormat.prototype, 'format')!;
    let written = 0;
    Object.defineProperty(Intl.NumberFormat.prototype, 'format', {
      ...format,
      get(this: Intl.NumberFormat) {
        written++;
        return format.get!.call(this);
      },
    });
    try {
      useCatalogs([catalog('fr')], 'fr');
      expect(tCount('banner_show_shielded_too', 1_234)).toContain('1\u202f234');
      useCatalogs([catalog('es')], 'es');
      expect(formatNumber(1_234)).toBe('1234');
      expect(formatNumber(12_345)).toBe('12.345');
      expect(written).toBe(0);
      useCatalogs([catalog('de')], 'de-CH');
      expect([formatNumber(12_345), formatNumber(-1_234)]).toEqual(swiss);
      expect(written).toBe(2);
    } finally {
      Object.defineProperty(Intl.NumberFormat.prototype, 'format', format);
    }
  });

  test('a listing\'s count makes no Intl.NumberFormat; larger, fractional and styled numbers, and other digits, still do', () => {
    const Real = Intl.NumberFormat;
    let made = 0;
    // Counts the formatters made (a locale no other test uses, so none is cached yet).
    const counting = function (...args: ConstructorParameters<typeof Intl.NumberFormat>) {
      made++;
      return new Real(...args);
    } as unknown as typeof Intl.NumberFormat;
    Intl.NumberFormat = counting;
    try {
      useCatalogs([catalog('de')], 'de-AT');
      expect(tCount('listing_hidden_count', 4)).toMatch(/^4 /);
      expect(formatNumber(999)).toBe('999');
      expect(made).toBe(0);
      expect(formatNumber(1234)).toBe(new Real('de-AT').format(1234));
      expect(formatNumber(2.5)).toBe('2,5');
      expect(formatNumber(-3)).toBe(new Real('de-AT').format(-3));
      expect(made).toBe(1);
      expect(formatNumber(0.6, { style: 'percent' })).toBe(new Real('de-AT', { style: 'percent' }).format(0.6));
      expect(made).toBe(2);
      // A read mark's whole percentage in one of our catalogs' own languages makes none.
      useCatalogs([catalog('de')], 'de');
      for (let n = 0; n <= 100; n++) expect(formatNumber(n / 100, { style: 'percent' })).toBe(`${n}\u00a0%`);
      expect(made).toBe(2);
      // A locale asking for Arabic-Indic digits gets them, small or not.
      useCatalogs([catalog('en')], 'en-u-nu-arab');
      expect(formatNumber(3)).toBe('\u0663');
      expect(made).toBe(3);
    } finally {
      Intl.NumberFormat = Real;
    }
  });
});
