/**
 * One word per concept in each language: where the English message names a concept of the
 * interface (warning, passage, blur, flagged, settings, tag, the reader, shielded, history, work,
 * story), the translation names it with that language's one word for it, never a synonym that
 * a reader could take for something else (Spanish "aviso" beside "advertencia", Brazilian
 * "passagem" beside "trecho", German "verschwommen" beside "unscharf").
 */
import { describe, expect, test } from 'vitest';
import { localeCatalog } from '../../test/i18n/locale-catalogs';

interface Term {
  /** The concept in the English message (a whole word). */
  english: RegExp;
  /** The one word the translation uses for it. */
  word: RegExp;
  /** Synonyms the translation must not use for it. */
  never?: RegExp;
}

const TERMS: Record<string, Record<string, Term>> = {
  es: {
    warning: { english: /\bwarnings?\b/i, word: /advertencia/i, never: /\bavisos?\b/i },
    passage: { english: /\bpassages?\b/i, word: /pasaje/i, never: /fragmento/i },
    blur: { english: /\bblur/i, word: /difumin/i },
    flagged: { english: /\bflagged\b/i, word: /señalad/i, never: /marcad/i },
    settings: { english: /\bsettings?\b/i, word: /ajuste|configuración/i, never: /\bopciones\b/i },
    // "Etiqueta" is the tag (as AO3 in Spanish says); a label or chip is a "rótulo".
    tag: { english: /\btags?\b/i, word: /etiqueta/i },
    label: { english: /\b(label|chip)\b/i, word: /rótulo/i, never: /etiqueta/i },
    reader: { english: /\breader\b/i, word: /lector/i },
    shielded: { english: /\bshielded\b/i, word: /protegid/i },
    history: { english: /\bhistory\b/i, word: /historial/i },
    work: { english: /\bworks?\b/i, word: /obra/i },
    story: { english: /\bstor(y|ies)\b/i, word: /historia|fic\b/i },
  },
  fr: {
    warning: { english: /\bwarnings?\b/i, word: /avertissement/i, never: /alerte/i },
    passage: { english: /\bpassages?\b/i, word: /passage/i, never: /extrait/i },
    blur: { english: /\bblur/i, word: /flou/i },
    flagged: { english: /\bflagged\b/i, word: /signalé/i },
    settings: { english: /\bsettings?\b/i, word: /réglage|paramètre/i, never: /\boptions\b/i },
    tag: { english: /\btags?\b/i, word: /\btags?\b/i },
    label: { english: /\b(label|chip)\b/i, word: /étiquette/i },
    // A button that shows something says "Afficher", as every other one does.
    show: { english: /^Show\b|\? Show\b/, word: /Afficher|afficher/, never: /\bVoir\b/ },
    reader: { english: /\breader\b/i, word: /lecteur/i },
    shielded: { english: /\bshielded\b/i, word: /protégé/i },
    history: { english: /\bhistory\b/i, word: /historique/i },
    work: { english: /\bworks?\b/i, word: /œuvre/i },
    story: { english: /\bstor(y|ies)\b/i, word: /histoire|fic\b/i },
  },
  de: {
    warning: { english: /\bwarnings?\b/i, word: /warnung/i },
    passage: { english: /\bpassages?\b/i, word: /Passage/, never: /Abschnitt/ },
    blur: { english: /\bblur/i, word: /unscharf/i, never: /verschwomm/i },
    flagged: { english: /\bflagged\b/i, word: /markiert/i },
    settings: { english: /\bsettings?\b/i, word: /einstellung/i, never: /Optionen/ },
    tag: { english: /\btags?\b/i, word: /\bTags?\b/ },
    reader: { english: /\breader\b/i, word: /Lesemodus/ },
    shielded: { english: /\bshielded\b/i, word: /verdeckt/i },
    history: { english: /\bhistory\b/i, word: /verlauf/i },
    work: { english: /\bworks?\b/i, word: /Werk/ },
    // "ein Thema des Textes": the story's text, said as the text.
    story: { english: /\bstor(y|ies)\b/i, word: /Geschichte|Textes/ },
  },
  pt_BR: {
    warning: { english: /\bwarnings?\b/i, word: /aviso/i, never: /alerta/i },
    passage: { english: /\bpassages?\b/i, word: /trecho/i, never: /passage/i },
    blur: { english: /\bblur/i, word: /desfoc/i },
    flagged: { english: /\bflagged\b/i, word: /sinalizad/i, never: /marcad/i },
    settings: { english: /\bsettings?\b/i, word: /configura/i, never: /\bopções\b/i },
    tag: { english: /\btags?\b/i, word: /\btags?\b/i },
    label: { english: /\b(label|chip)\b/i, word: /etiqueta/i },
    reader: { english: /\breader\b/i, word: /leitor/i },
    shielded: { english: /\bshielded\b/i, word: /protegid/i },
    history: { english: /\bhistory\b/i, word: /histórico/i },
    work: { english: /\bworks?\b/i, word: /obra/i },
    story: { english: /\bstor(y|ies)\b/i, word: /história|fic\b/i },
  },
};

/** Messages where the English word is not the concept, or the language says it otherwise with reason: per language ('*': all), each with its reason. */
const NOT_THE_CONCEPT: Record<string, Record<string, string>> = {
  '*': { personal_start_drowning_about: '"drowning in work": work as labour, not a fan work.' },
  fr: { extension_description: 'The store line says "une lecture apaisée" (a calm reading): a "lecteur" there would read as a person.' },
};
const notTheConcept = (lang: string, id: string) => id in NOT_THE_CONCEPT['*'] || id in (NOT_THE_CONCEPT[lang] ?? {});

const english = localeCatalog('en');
/** The words of a message: the brand ("Gentle Reader") and placeholders ($warning$) are not words of ours. */
const words = (message: string) => message.replace(/Gentle Reader/g, '').replace(/\$[a-zA-Z0-9_@]+\$/g, '');

describe.each(Object.keys(TERMS))('%s: one word per concept', (lang) => {
  const catalog = localeCatalog(lang);
  test.each(Object.keys(TERMS[lang]))('%s', (concept) => {
    const { english: inEnglish, word, never } = TERMS[lang][concept];
    const astray = Object.entries(english)
      .filter(([id, { message }]) => !notTheConcept(lang, id) && inEnglish.test(words(message)))
      .map(([id]) => [id, words(catalog[id].message)] as const)
      .filter(([, translated]) => !word.test(translated) || (never && never.test(translated)))
      .map(([id, translated]) => `${id}: ${translated}`);
    expect(astray).toEqual([]);
  });
});

/**
 * One way of speaking to the reader in each language (the informal "tú" in Spanish, "vous" in
 * French, "du" in German, "você" in Brazilian Portuguese: what each language's fan sites use),
 * and each language's own typography.
 */
/** Whole words, by Unicode letters (JavaScript's \b takes "é" for a boundary: "tués" would hold "tu"). */
const word = (alternatives: string, flags = 'iu') => new RegExp(`(?<!\\p{L})(${alternatives})(?!\\p{L})`, flags);

const NEVER_SAID: Record<string, { pattern: RegExp; why: string; except?: Record<string, string> }[]> = {
  es: [{ pattern: word('usted|ustedes'), why: 'the interface says "tú" to the reader' }],
  fr: [
    { pattern: word('tu|toi|ton|ta|tes'), why: 'the interface says "vous" to the reader' },
    { pattern: /'/, why: 'French text uses the typographic apostrophe (’)' },
    { pattern: / [:;?!»]|« /, why: 'French sets a no-break space before : ; ? ! and inside « » (U+00A0 or U+202F)' },
  ],
  de: [
    {
      pattern: word('Sie|Ihnen|Ihre?[mnrs]?', 'u'),
      why: 'the interface says "du" to the reader',
      except: { backup_error_not_json: '"Sie ist kein JSON": "sie" is the file (die Datei), capitalised after the colon.' },
    },
  ],
  pt_BR: [{ pattern: word('tu|teu|tua|teus|tuas|contigo'), why: 'the interface says "você" to the reader' }],
};

describe.each(Object.keys(NEVER_SAID))('%s: one way of addressing the reader, and the language\'s typography', (lang) => {
  const catalog = localeCatalog(lang);
  test.each(NEVER_SAID[lang].map((rule) => [rule.why, rule] as const))('%s', (_, { pattern, except = {} }) => {
    const astray = Object.entries(catalog)
      .filter(([id, { message }]) => !(id in except) && pattern.test(message))
      .map(([id, { message }]) => `${id}: ${message}`);
    expect(astray).toEqual([]);
  });
});
