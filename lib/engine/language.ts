/**
 * Which language a story is in, and so whether the engine (which reads English) has read its text.
 * A story we cannot read must never be called clear: its warnings come from the author's tags and
 * notes only, and the reader is told so.
 *
 * The archive's own language field wins where it has one (AO3's `dd.language`, FanFiction.net's
 * meta line); otherwise a light detector: the script of the letters, then, for Latin letters, how
 * many of the words are the little words (articles, pronouns, conjunctions) of each language. Each
 * list holds only words that are rare in the other languages listed, so the counts do not overlap.
 */
import { LANGUAGE_NAMES } from './language-names';
import { foldCharacter, isIgnorable } from './normal-form';

export interface Reading {
  /** BCP 47 tag of the story's language; "und" when unknown. */
  language: string;
  /** True when the engine read the story text: it is in English, or much of it is. */
  textRead: boolean;
  /**
   * The text was read, but not all of it reads as words (look-alike letters of other scripts
   * spelling English words, a script the engine does not read): textRead is false, so nothing
   * calls it clear, and what was found in it still counts.
   */
  partlyRead?: true;
}

/** Little words of each language, none common in another listed one ("de", "la", "en", "die" are left out). */
const FUNCTION_WORDS: Record<string, string> = {
  en: 'the and of to was is he she it that his her you with for had but at not they be have this from my him were what would there said could been them we just into like about when out up then all your their by who which she\'s it\'s don\'t didn\'t i\'m',
  es: 'el los las que y una por con para su al lo como más pero sus ya fue este porque esta cuando muy sin sobre también hasta hay donde desde todo nos ella él era había estaba dijo yo eso qué nada algo estoy está ni',
  fr: 'le les des est et une du il elle qui dans pour pas sur au avec ce sont mais nous vous je ne son sa ses leur était avait cette être fait tout très aussi moi lui c\'est j\'ai qu\'il',
  de: 'der die und ist nicht sich mit den das dem ein eine auf auch ich sie er wir war hatte wie aber noch nach bei aus wenn nur oder über zu im zum sehr schon dass hat wird kann sein seine ihre ihn',
  pt: 'o os do da dos não uma um com em é ele ela mas se foi isso você eu muito quando já ao pela pelo seu sua está estava tinha disse nós eles então',
  it: 'gli della di che è e non per sono mi si ma anche questo quella quello lui lei io aveva perché più già nel nella del dei alla suo sua cosa tutto molto ancora sempre ho',
  nl: 'het een van ik je dat niet zijn op te met hij ze maar voor er om ook als aan wat bij nog naar uit kan dan wel heb heeft werd',
};

const WORD_LANGUAGE = new Map<string, string>();
for (const [language, words] of Object.entries(FUNCTION_WORDS)) for (const w of words.split(' ')) WORD_LANGUAGE.set(w, language);

/** Words looked at: enough for a clear verdict, spread over the story, and a bounded cost on a huge work. */
const SAMPLE_PARAGRAPHS = 60;
const WORDS_PER_PARAGRAPH = 200;
/** Fewer little words than this and the detector does not say (a title, a line of dialogue). */
const MIN_FUNCTION_WORDS = 4;
/**
 * A text this long always holds English's little words if it is English (about one word in three
 * is one): with fewer than MIN_FUNCTION_WORDS of any listed language it is in another language.
 */
const MIN_WORDS_TO_JUDGE = 40;
/** English this large a share of the little words is read, even in a mostly other-language text. */
const MIXED_ENGLISH_SHARE = 0.35;
/** Letters of another script than Latin making up this share of the letters decide the language. */
const SCRIPT_SHARE = 0.5;

const SCRIPTS: [RegExp, string][] = [
  [/[\p{Script=Hiragana}\p{Script=Katakana}]/u, 'ja'],
  [/\p{Script=Hangul}/u, 'ko'],
  [/\p{Script=Han}/u, 'zh'],
  [/\p{Script=Cyrillic}/u, 'und-Cyrl'],
  [/\p{Script=Greek}/u, 'el'],
  [/\p{Script=Arabic}/u, 'und-Arab'],
  [/\p{Script=Hebrew}/u, 'he'],
  [/\p{Script=Thai}/u, 'th'],
  [/\p{Script=Devanagari}/u, 'hi'],
];
const LATIN = /\p{Script=Latin}/u;
/** Letters the normal form reads as they are: Latin ones, and stylised forms of them (mathematical, full-width). */
const READ_AS_IS = /[\p{Script=Latin}\p{Script=Common}\p{Script=Inherited}]/u;
const isAsciiAlnum = (c: number) => (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
const LETTER = /\p{L}/u;
const WORDS = /[\p{L}\p{M}]+(?:['’][\p{L}]+)?/gu;

/**
 * The text's little words as a reader sees them: invisible characters dropped and look-alike
 * letters read as Latin, but accents kept, which tell languages apart ("się" is no "sie").
 */
function wordsText(text: string): string {
  return text.normalize('NFKC').replace(/[^\x00-\x7f]/gu, (ch) => {
    const cp = ch.codePointAt(0)!;
    if (isIgnorable(cp)) return '';
    return READ_AS_IS.test(ch) ? ch : foldCharacter(cp);
  });
}

function sample(paragraphs: readonly string[]): string[] {
  const texts = paragraphs.filter((p): p is string => typeof p === 'string' && p.length > 0);
  if (texts.length <= SAMPLE_PARAGRAPHS) return texts;
  const step = texts.length / SAMPLE_PARAGRAPHS;
  return Array.from({ length: SAMPLE_PARAGRAPHS }, (_, i) => texts[Math.floor(i * step)]);
}

export interface Detection {
  /** BCP 47 tag, "und" when the text says too little. */
  language: string;
  /** English's share of the little words found (0 when none were). */
  englishShare: number;
  /** Whether the text holds any letters at all. */
  hasText: boolean;
  /** The letters are mostly Latin (so an undecided text may well be English). */
  latin: boolean;
  /** Words looked at. */
  words: number;
}

/** The language of a story's text, from its letters and little words alone. */
export function detectLanguage(paragraphs: readonly string[]): Detection {
  const scripts = new Map<string, number>();
  let letters = 0;
  let latin = 0;
  const counts = new Map<string, number>();
  let functionWords = 0;
  let words = 0;
  for (const text of sample(paragraphs)) {
    const head = text.slice(0, WORDS_PER_PARAGRAPH * 12);
    for (const ch of head) {
      if (!LETTER.test(ch)) continue;
      letters++;
      if (LATIN.test(ch)) {
        latin++;
        continue;
      }
      // A look-alike of a Latin letter (Cyrillic о, mathematical 𝐚) says nothing of the script:
      // a Russian text keeps its other letters, an English one in look-alikes has only these.
      if (isAsciiAlnum(foldCharacter(ch.codePointAt(0)!).charCodeAt(0))) {
        letters--;
        continue;
      }
      const script = SCRIPTS.find(([re]) => re.test(ch))?.[1];
      if (script) scripts.set(script, (scripts.get(script) ?? 0) + 1);
    }
    let n = 0;
    for (const [word] of wordsText(head).toLowerCase().replace(/’/g, "'").matchAll(WORDS)) {
      if (++n > WORDS_PER_PARAGRAPH) break;
      words++;
      const language = WORD_LANGUAGE.get(word);
      if (!language) continue;
      functionWords++;
      counts.set(language, (counts.get(language) ?? 0) + 1);
    }
  }
  const hasText = letters > 0;
  const englishShare = functionWords ? (counts.get('en') ?? 0) / functionWords : 0;
  if (letters - latin > SCRIPT_SHARE * letters) {
    // Japanese writes kana among its kanji: any kana at all says Japanese rather than Chinese.
    const byScript = [...scripts].sort((a, b) => b[1] - a[1]);
    const language = scripts.has('ja') ? 'ja' : (byScript[0]?.[0] ?? 'und');
    return { language, englishShare, hasText, latin: false, words };
  }
  const best = [...counts].sort((a, b) => b[1] - a[1])[0];
  const language = best && functionWords >= MIN_FUNCTION_WORDS ? best[0] : 'und';
  return { language, englishShare, hasText, latin: hasText, words };
}

/** A language as BCP 47, from a tag ("en", "pt-BR") or a name as archives write it ("English", "Español"). */
export function normalizeLanguage(value: string | undefined): string | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  const tag = /^([a-z]{2,3})((?:-[a-z0-9]{2,8})*)$/i.exec(text);
  if (tag) return tag[1].toLowerCase() + tag[2].replace(/-([a-z]{2})$/i, (_, r: string) => `-${r.toUpperCase()}`);
  return LANGUAGE_NAMES[text.toLowerCase()];
}

/**
 * Words spelled with letters of another script that look like Latin ones ("сut", "hоspital"):
 * a real text has none, so this many say the text was written to look like something it is not.
 */
const ODD_LOOKALIKE_WORDS = 3;
/** Letters of a script the engine does not read making up this share of the text: not all of it was read. */
const ODD_UNREAD_SHARE = 0.02;
const NOT_ASCII = /[^\x00-\x7f]/;
const LETTER_AT = /\p{L}/u;
const ASCII_ALNUM = /^[a-z0-9]$/i;

/**
 * Whether a text still reads oddly after the normal form (normal-form.ts): several words in
 * look-alike letters, or a noticeable share of a script the engine does not read. Every paragraph
 * is looked at (one look-alike word hides in any of them); ASCII paragraphs cost one regex test.
 */
export function readsOddly(paragraphs: readonly string[]): boolean {
  let lookalikeWords = 0;
  let unread = 0;
  let length = 0;
  for (const text of paragraphs) {
    if (typeof text !== 'string') continue;
    length += text.length;
    if (!NOT_ASCII.test(text)) continue;
    let wordHasLookalike = false;
    for (let i = 0; i < text.length; ) {
      const cp = text.codePointAt(i)!;
      i += cp > 0xffff ? 2 : 1;
      if (cp < 128) {
        // A word ends at a space or a mark of punctuation; invisible characters do not end one.
        if (!isAsciiAlnum(cp)) wordHasLookalike = false;
        continue;
      }
      const ch = String.fromCodePoint(cp);
      if (!LETTER_AT.test(ch) || READ_AS_IS.test(ch)) continue;
      if (!ASCII_ALNUM.test(foldCharacter(cp))) unread++;
      else if (!wordHasLookalike) {
        wordHasLookalike = true;
        if (++lookalikeWords >= ODD_LOOKALIKE_WORDS) return true;
      }
    }
  }
  return unread > ODD_UNREAD_SHARE * length;
}

function isEnglish(language: string): boolean {
  return language === 'en' || language.startsWith('en-');
}

/**
 * The story's language and whether the engine reads its text. The archive's field decides, except
 * that a text plainly in English is read whatever the field says, and a work filed as English whose
 * text is plainly another language is not called read.
 */
export function readingOf(paragraphs: readonly string[], declared?: string): Reading {
  const reading = languageReading(paragraphs, declared);
  return reading.textRead && Array.isArray(paragraphs) && readsOddly(paragraphs) ? { language: reading.language, textRead: false, partlyRead: true } : reading;
}

/** The story's language, and whether it is one the engine reads. */
function languageReading(paragraphs: readonly string[], declared?: string): Reading {
  const filed = normalizeLanguage(declared);
  const found = detectLanguage(Array.isArray(paragraphs) ? paragraphs : []);
  if (!found.hasText) return { language: filed ?? 'und', textRead: false };
  const muchEnglish = isEnglish(found.language) || found.englishShare >= MIXED_ENGLISH_SHARE;
  if (filed && isEnglish(filed)) {
    const plainlyOther = found.language !== 'und' && !muchEnglish;
    return plainlyOther ? { language: found.language, textRead: false } : { language: filed, textRead: true };
  }
  if (filed) return isEnglish(found.language) ? { language: 'en', textRead: true } : { language: filed, textRead: muchEnglish };
  // Too little to judge, in Latin letters: read it (a line of English says little); never for other
  // scripts, nor for a longer text without English's little words (Polish, Indonesian...).
  if (found.language === 'und') return { language: 'und', textRead: found.latin && found.words < MIN_WORDS_TO_JUDGE };
  return { language: found.language, textRead: muchEnglish };
}
