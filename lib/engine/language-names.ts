/**
 * Language names as archives write them, lower-cased, to BCP 47: FanFiction.net's meta line gives
 * English names ("Spanish"), some archives the language's own name ("Español", "Deutsch").
 */
export const LANGUAGE_NAMES: Record<string, string> = {
  english: 'en', spanish: 'es', español: 'es', espanol: 'es', french: 'fr', français: 'fr', francais: 'fr', german: 'de', deutsch: 'de',
  portuguese: 'pt', português: 'pt', 'português brasileiro': 'pt-BR', 'português europeu': 'pt-PT', italian: 'it', italiano: 'it',
  dutch: 'nl', nederlands: 'nl', russian: 'ru', русский: 'ru', ukrainian: 'uk', українська: 'uk', polish: 'pl', polski: 'pl',
  czech: 'cs', čeština: 'cs', slovak: 'sk', hungarian: 'hu', magyar: 'hu', romanian: 'ro', română: 'ro', bulgarian: 'bg',
  croatian: 'hr', hrvatski: 'hr', serbian: 'sr', slovenian: 'sl', bosnian: 'bs', albanian: 'sq', greek: 'el', ελληνικά: 'el',
  turkish: 'tr', türkçe: 'tr', swedish: 'sv', svenska: 'sv', norwegian: 'no', norsk: 'no', danish: 'da', dansk: 'da',
  finnish: 'fi', suomi: 'fi', icelandic: 'is', estonian: 'et', latvian: 'lv', lithuanian: 'lt', catalan: 'ca', català: 'ca',
  galician: 'gl', basque: 'eu', euskara: 'eu', welsh: 'cy', irish: 'ga', latin: 'la', esperanto: 'eo', afrikaans: 'af',
  indonesian: 'id', 'bahasa indonesia': 'id', malay: 'ms', 'bahasa malaysia': 'ms', tagalog: 'tl', filipino: 'fil', vietnamese: 'vi',
  'tiếng việt': 'vi', thai: 'th', japanese: 'ja', 日本語: 'ja', chinese: 'zh', 中文: 'zh', korean: 'ko', 한국어: 'ko',
  arabic: 'ar', العربية: 'ar', hebrew: 'he', עברית: 'he', persian: 'fa', farsi: 'fa', hindi: 'hi', urdu: 'ur', bengali: 'bn',
};
