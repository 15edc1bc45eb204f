/**
 * Read aloud, the parts that need no browser: where sentences are, and which voice may speak.
 * Only voices that run on this device are ever chosen: a network voice would send the story away.
 */

/** A sentence as character offsets into a paragraph's text (trimmed of surrounding spaces). */
export interface SentenceSpan {
  start: number;
  end: number;
}

/** Fallback without Intl.Segmenter: ends at . ! ? … (with closing quotes or brackets) before a space. */
const SENTENCE_END = /[.!?…]+["'”’)\]]*(?=\s|$)/g;

/** The sentences of `text`, by the language's own rules where the browser knows them. */
export function sentenceSpans(text: string, lang = 'en'): SentenceSpan[] {
  const spans: SentenceSpan[] = [];
  const push = (start: number, end: number) => {
    while (start < end && /\s/.test(text[start])) start++;
    while (end > start && /\s/.test(text[end - 1])) end--;
    if (end > start) spans.push({ start, end });
  };
  const Segmenter = (Intl as { Segmenter?: typeof Intl.Segmenter }).Segmenter;
  if (Segmenter) {
    let locale = 'en';
    try {
      locale = Intl.getCanonicalLocales(lang)[0] ?? 'en';
    } catch {
      // an unknown tag: English rules
    }
    for (const s of new Segmenter(locale, { granularity: 'sentence' }).segment(text)) push(s.index, s.index + s.segment.length);
    return spans;
  }
  let start = 0;
  for (const m of text.matchAll(SENTENCE_END)) {
    push(start, m.index + m[0].length);
    start = m.index + m[0].length;
  }
  push(start, text.length);
  return spans;
}

/** What the reader needs of a voice (SpeechSynthesisVoice's fields). */
export interface VoiceInfo {
  voiceURI: string;
  name: string;
  lang: string;
  localService: boolean;
  default?: boolean;
}

export interface VoiceChoice<V extends VoiceInfo> {
  /** The voice to use; undefined when no local voice exists. */
  voice?: V;
  /** The voices the reader may pick from: local ones only. */
  local: V[];
  /** Voices exist, but every one of them is a network voice. */
  onlyRemote: boolean;
}

/**
 * Picks a local voice: the one chosen before if it is still there and local, else the system's
 * default if local and of the text's language, else the first local one of that language, else
 * the first local one. Network voices are never returned.
 */
export function chooseVoice<V extends VoiceInfo>(voices: readonly V[], chosen: string, lang = 'en'): VoiceChoice<V> {
  const local = voices.filter((v) => v.localService);
  const primary = lang.toLowerCase().split('-')[0];
  const sameLanguage = local.filter((v) => v.lang.toLowerCase().split(/[-_]/)[0] === primary);
  const voice =
    local.find((v) => v.voiceURI === chosen) ??
    sameLanguage.find((v) => v.default) ??
    sameLanguage[0] ??
    local.find((v) => v.default) ??
    local[0];
  return { voice, local, onlyRemote: voices.length > 0 && local.length === 0 };
}
