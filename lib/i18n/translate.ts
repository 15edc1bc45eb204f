/**
 * The interface in the reader's language. Every user-facing string is a message id in
 * `public/_locales/<lang>/messages.json`; code says `t('banner_hide')` or
 * `tCount('banner_passages', n)`, never the English text.
 *
 * lib/ runs in Node too (tests, `npm run scan`, the bench), so this module never touches `browser`:
 * in Node it reads the English catalog by default, and each extension context (background, content
 * script, popup, options) hands it the browser's i18n API once at start
 * (`useBrowserI18n(browser.i18n)`), after which messages come in the browser's UI language (the
 * extension's scripts carry no catalog: see english-catalog.ts). Numbers, plural forms, dates and
 * language names go through Intl with that same locale.
 */
import type english from '../../public/_locales/en/messages.json';
import { formatCatalogMessage, type Catalog } from './catalog';
import { ENGLISH_CATALOG } from './english-catalog';

/** Every message id of the English catalog (the reference every other locale must match). */
export type MessageId = keyof typeof english;
/** Ids with plural forms: `<base>_one` and `<base>_other` in every locale (others, like `_many`, where a language has them). */
export type PluralId = MessageId extends infer Id ? (Id extends `${infer Base}_other` ? Base : never) : never;

/** What a browser's `i18n` namespace offers, as much as we use (chrome.i18n and Firefox's browser.i18n alike). */
export interface BrowserI18n {
  getMessage(messageName: string, substitutions?: string | string[]): string;
  getUILanguage(): string;
}

type Lookup = (id: string, substitutions: string[]) => string | undefined;

/** English from its catalog in Node; nothing in the extension's scripts, where the browser answers. */
const englishLookup: Lookup = (id, substitutions) => (ENGLISH_CATALOG ? formatCatalogMessage(ENGLISH_CATALOG, id, substitutions) : undefined);

/** English as the catalog writes it (British: "colours", "3 Mar 2026", no serial comma): its `locale_code` (a test checks). */
export const ENGLISH_LOCALE = 'en-GB';

let lookup: Lookup = englishLookup;
let locale = ENGLISH_LOCALE;
/**
 * The browser's locale, worked out the first time it is needed rather than when a script starts:
 * the first message lookup waits on the browser, and the content script's start-up task, which
 * every archive page pays (switched off too), waited with it (`npm run bench -- --only "content
 * start"`: that task 88-93 ms of wall time with the lookup, 59-66 ms without).
 */
let localeToCome: (() => string) | undefined;

/** The locale, worked out now if it has not been yet. */
function currentLocale(): string {
  if (localeToCome) {
    const come = localeToCome;
    localeToCome = undefined;
    locale = come();
  }
  return locale;
}

/**
 * Messages from the browser from now on (its UI language; the browser itself gives English, the
 * default locale, where a language lacks one). The locale for numbers and dates is the catalog the browser chose (`locale_code`), in
 * the UI language's regional form when they agree ("es-MX" for a Mexican browser with the "es" catalog).
 * Safe where the API is missing (unit tests' fake browser): English stays.
 */
export function useBrowserI18n(api: BrowserI18n | undefined): void {
  if (!api) return;
  lookup = (id, substitutions) => {
    try {
      return api.getMessage(id, substitutions) || englishLookup(id, substitutions);
    } catch {
      return englishLookup(id, substitutions);
    }
  };
  localeToCome = () => chooseLocale(lookup('locale_code', []) ?? ENGLISH_LOCALE, safely(() => api.getUILanguage()));
}

/** Tests (and a Node tool that wants another language): read messages from these catalogs, the first that has the id. */
export function useCatalogs(catalogs: readonly Catalog[], localeCode = formatCatalogMessage(catalogs[0] ?? {}, 'locale_code') ?? ENGLISH_LOCALE): void {
  lookup = (id, substitutions) => {
    for (const catalog of catalogs) {
      const found = formatCatalogMessage(catalog, id, substitutions);
      if (found) return found;
    }
    return englishLookup(id, substitutions);
  };
  locale = localeCode;
  localeToCome = undefined;
}

/** Back to English (Node's default). */
export function useEnglish(): void {
  lookup = englishLookup;
  locale = ENGLISH_LOCALE;
  localeToCome = undefined;
}

/** The locale the interface speaks now (BCP 47: "en-GB", "es", "pt-BR"), for Intl and `lang` attributes. */
export function uiLocale(): string {
  return currentLocale();
}

/**
 * The message in the reader's language. Substitutions fill `$1`… in order (each message's
 * placeholders say which is which); numbers are formatted for the locale ("1,234", "1.234", "1 234").
 */
export function t(id: MessageId, ...substitutions: Array<string | number>): string {
  return lookup(id, substitutions.map(asText)) ?? id;
}

/**
 * The plural form for `count` in the reader's language (Intl.PluralRules: French says "0 passage",
 * English "0 passages"): the message `<id>_<category>`, else `<id>_other`. `$1` is the count,
 * formatted; further substitutions follow as `$2`….
 */
export function tCount(id: PluralId, count: number, ...substitutions: Array<string | number>): string {
  const subs = [formatNumber(count), ...substitutions.map(asText)];
  const category = pluralRules().select(count);
  return lookup(`${id}_${category}`, subs) || lookup(`${id}_other`, subs) || id;
}

/** A number for the reader ("1,234" / "1.234"). */
export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  return writtenWithoutIntl(value, options) ?? cachedFormat(`number|${JSON.stringify(options ?? {})}`, (locale) => new Intl.NumberFormat(locale, options)).format(value);
}

/**
 * A small count, or a whole percentage, in one of our languages, written as Intl would write it
 * but without making the page's first Intl.NumberFormat (see isPlainSmallCount); else undefined.
 */
function writtenWithoutIntl(value: number, options?: Intl.NumberFormatOptions): string | undefined {
  if (!options) return isPlainSmallCount(value) && WESTERN_DIGITS.test(currentLocale()) ? String(value) : writtenWholeNumber(value);
  const percentSpace = options.style === 'percent' && Object.keys(options).length === 1 ? PERCENT_SPACE.get(currentLocale()) : undefined;
  if (percentSpace === undefined) return undefined;
  // A read mark's share (n / 100) times 100 is n give or take the last bit (0.29 * 100 = 28.999…).
  const hundredths = Math.round(value * 100);
  return hundredths <= 100 && Math.abs(value * 100 - hundredths) < 1e-9 && isPlainSmallCount(hundredths) ? `${hundredths}${percentSpace}%` : undefined;
}

/**
 * Languages whose numbers are written in the digits 0-9 with no mark below 1,000: our five catalogs'
 * and their regional forms ("es-MX", "de-CH"), none asking for another numbering system (`-u-nu-`).
 */
const WESTERN_DIGITS = /^(en|es|fr|de|pt)(-(?!u-)[a-z0-9]+)*$/i;

/**
 * What stands between a whole percentage and its sign in our catalogs' own languages (a no-break
 * space in Spanish, French and German), so that a read mark's "60 %" costs no Intl.NumberFormat
 * either. Regional forms differ ("de-CH" writes "60%"), so any other locale goes through Intl.
 */
const PERCENT_SPACE = new Map([
  ['en', ''], ['en-GB', ''], ['en-US', ''], ['pt', ''], ['pt-BR', ''],
  ['es', '\u00a0'], ['fr', '\u00a0'], ['de', '\u00a0'],
]);

/**
 * How our catalogs' own languages group the digits of a whole number: the mark between groups of
 * three (a narrow no-break space in French) and how many digits the leftmost group needs before it
 * is set apart (Spanish writes "1234" but "12.345"), as CLDR has them. Regional forms differ
 * ("de-CH" 1’234, "pt-PT" 1234, "es-MX" 1,234), so any other locale goes through Intl. The banner
 * of a long work counts its shielded passages in the thousands: the first Intl.NumberFormat made
 * in that task was 40% of its samples (V8 profile of the 500,000-word work).
 */
const DIGIT_GROUPING = new Map<string, { mark: string; leftmostAtLeast: number }>([
  ...['en', 'en-GB', 'en-US'].map((code) => [code, { mark: ',', leftmostAtLeast: 1 }] as const),
  ...['de', 'pt', 'pt-BR'].map((code) => [code, { mark: '.', leftmostAtLeast: 1 }] as const),
  ['es', { mark: '.', leftmostAtLeast: 2 }],
  ['fr', { mark: '\u202f', leftmostAtLeast: 1 }],
]);

/** A whole number of any size in one of DIGIT_GROUPING's languages, as Intl writes it; else undefined. */
function writtenWholeNumber(value: number): string | undefined {
  const grouping = DIGIT_GROUPING.get(currentLocale());
  if (!grouping || !Number.isSafeInteger(value) || value < 0 || Object.is(value, -0)) return undefined;
  const digits = String(value);
  if (digits.length < 4 + grouping.leftmostAtLeast - 1) return digits;
  const groups: string[] = [];
  for (let end = digits.length; end > 0; end -= 3) groups.unshift(digits.slice(Math.max(0, end - 3), end));
  return groups.join(grouping.mark);
}

/**
 * A whole number from 0 to 999: what Intl.NumberFormat writes as its plain digits in those
 * languages. Written without it because the first Intl.NumberFormat a page makes costs its main
 * thread 20-38 ms of CPU in Chromium (ICU's number data, measured in a V8 profile of the 200-work
 * listing: the task that drew "N works hidden" spent 82 of its 94 samples constructing it), and a
 * listing's counts are almost always small.
 */
function isPlainSmallCount(value: number): boolean {
  return Number.isInteger(value) && value >= 0 && value < 1000 && !Object.is(value, -0);
}

/**
 * Intl formatters, made once per language and options (`kind`): making one costs far more than
 * using it (a 200-work listing's panels each wrote several numbers). `make` gets the locale.
 */
const formatters = new Map<string, unknown>();
function cachedFormat<T>(kind: string, make: (locale: string) => T): T {
  const locale = currentLocale();
  const key = `${kind}|${locale}`;
  let formatter = formatters.get(key) as T | undefined;
  if (formatter === undefined) {
    formatter = make(locale);
    formatters.set(key, formatter);
  }
  return formatter;
}

/** A date for the reader, by default like "3 Nov 2026" in their language. */
export function formatDate(date: Date | number, options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' }): string {
  return new Intl.DateTimeFormat(currentLocale(), options).format(date);
}

/** Relative time since `then` ("3 days ago", "hace 3 días", "vor 3 Tagen"), in the largest unit that fits. */
export function formatTimeAgo(then: Date | number, now: Date | number = Date.now()): string {
  const seconds = (Number(then) - Number(now)) / 1000;
  const format = new Intl.RelativeTimeFormat(currentLocale(), { numeric: 'auto' });
  for (const [unit, size] of TIME_UNITS) {
    if (Math.abs(seconds) >= size || unit === 'second') return format.format(Math.sign(seconds) * Math.round(Math.abs(seconds) / size), unit);
  }
  return format.format(0, 'second');
}

/** Units for formatTimeAgo, largest first, with their length in seconds (a month as 30 days, a year as 365). */
const TIME_UNITS: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['week', 7 * 86_400],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
  ['second', 1],
];

/** A list in the reader's language ("heartbreak, death and violence"; "…, death y violencia"). */
export function formatList(items: readonly string[], type: Intl.ListFormatType = 'conjunction'): string {
  return listFormat(type).format(items);
}

/**
 * Made once per language (cachedFormat): a long work's thousand shield labels each list what their
 * passage is about, and a new formatter each was most of a batch's time (V8 profile).
 */
const listFormat = (type: Intl.ListFormatType) => cachedFormat(`list|${type}`, (locale) => new Intl.ListFormat(locale, { style: 'long', type }));
const pluralRules = () => cachedFormat('plural', (locale) => new Intl.PluralRules(locale));

/**
 * Makes now the formatters a story page's labels and counts need (the list of what a passage is
 * about, plural forms), for a task of their own: the first of each a page makes costs it 20-25 ms of
 * CPU (ICU's data; the first batch of a long work's shield labels spent half its time making the
 * list formatter, V8 profile), better spent while the background reads the story.
 */
export function prepareFormatters(): void {
  listFormat('conjunction');
  pluralRules();
}

/** A language's name in the reader's language ("Spanish", "español", "Spanisch"); undefined for "und" and unknown tags. */
export function languageName(language: string): string | undefined {
  if (!language || language === 'und' || language.startsWith('und-')) return undefined;
  try {
    const name = new Intl.DisplayNames([currentLocale()], { type: 'language' }).of(language);
    return name && name.toLowerCase() !== language.toLowerCase() ? name : undefined;
  } catch {
    return undefined;
  }
}

function asText(value: string | number): string {
  return typeof value === 'number' ? formatNumber(value) : value;
}

/** The catalog's locale, or the browser's own regional form of it when the language agrees. */
function chooseLocale(catalogLocale: string, uiLanguage: string | undefined): string {
  const ui = uiLanguage?.replace(/_/g, '-');
  if (!ui) return catalogLocale;
  const catalogLanguage = catalogLocale.split('-')[0].toLowerCase();
  if (ui.split('-')[0].toLowerCase() !== catalogLanguage) return catalogLocale;
  // "pt-PT" reading the pt-BR catalog keeps pt-BR: the words are Brazilian, so are the numbers.
  if (catalogLocale.includes('-') && ui.toLowerCase() !== catalogLocale.toLowerCase()) return catalogLocale;
  try {
    return Intl.getCanonicalLocales(ui)[0] ?? catalogLocale;
  } catch {
    return catalogLocale;
  }
}

function safely<T>(read: () => T): T | undefined {
  try {
    return read();
  } catch {
    return undefined;
  }
}
