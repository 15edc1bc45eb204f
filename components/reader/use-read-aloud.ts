import { t } from '../../lib/i18n/translate';
import type { RefObject } from 'preact';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { chooseVoice, type VoiceInfo } from '../../lib/reader/speech';
import type { ReaderSettings } from '../../lib/settings/settings';
import type { StoryChapter } from '../../lib/story';
import { chapterHeadingText } from './chapter-parts';
import { ReadAloud, type ReadAloudState } from './read-aloud';
import type { StoryView } from './story-view';

/**
 * How long an empty voice list may still fill (ms). Chromium sends its voices within a few hundred
 * ms of the first getVoices(); a system with none sends nothing, and is told so after this.
 */
export const VOICES_WAIT_MS = 2_000;

export interface UseReadAloudOptions {
  /** The read-aloud bar is open: voices are looked up only then. */
  open: boolean;
  view?: StoryView;
  scroller: RefObject<HTMLElement | null>;
  settings: ReaderSettings;
  lang: string;
  chapters: readonly StoryChapter[];
  onFinished(): void;
}


/** The read-aloud controller for the overlay, its state, and the local voices to choose from. */
export function useReadAloud({ open, view, scroller, settings, lang, chapters, onFinished }: UseReadAloudOptions) {
  const [state, setState] = useState<ReadAloudState>({ status: 'idle', paragraph: 0 });
  // Undefined while the voices are still being looked up: Chromium answers its first getVoices()
  // with an empty list and sends the voices later (voiceschanged), so an empty answer alone is not
  // "no voice is installed".
  const [voices, setVoices] = useState<VoiceInfo[] | undefined>(undefined);
  const [message, setMessage] = useState('');
  const hasSpeech = typeof globalThis.speechSynthesis !== 'undefined' && typeof globalThis.SpeechSynthesisUtterance !== 'undefined';

  useEffect(() => {
    if (!open || !hasSpeech) return;
    const synth = globalThis.speechSynthesis;
    // Plain copies, never the browser's SpeechSynthesisVoice objects: Firefox ESR 153's content process
    // crashes (SIGSEGV, headless and headful alike) when the content script keeps them and reads
    // them again in a later render (opening a panel, or Play, with the bar open).
    const read = () => synth.getVoices().map(({ voiceURI, name, lang, localService, default: isDefault }) => ({ voiceURI, name, lang, localService, default: isDefault }));
    const load = () => {
      const list = read();
      if (list.length) setVoices(list);
    };
    load();
    // None yet: wait a little for the browser to send them, then say there are none.
    const giveUp = setTimeout(() => setVoices(read()), VOICES_WAIT_MS);
    synth.addEventListener?.('voiceschanged', load);
    return () => {
      clearTimeout(giveUp);
      synth.removeEventListener?.('voiceschanged', load);
    };
  }, [open, hasSpeech]);

  const choice = chooseVoice(voices ?? [], settings.speechVoice, lang);
  // Read at each utterance: a change of voice, speed or skipping applies from the next sentence.
  const live = useRef({ settings, voice: choice.voice, onFinished });
  live.current = { settings, voice: choice.voice, onFinished };
  const headings = useMemo(() => new Map(chapters.map((c) => [c.start, chapterHeadingText(c)])), [chapters]);

  const controller = useRef<ReadAloud | undefined>(undefined);
  useEffect(() => {
    const box = scroller.current;
    if (!view || !box || !hasSpeech) return;
    const aloud = new ReadAloud({
      view,
      scroller: box,
      lang,
      // The browser's own voice object, looked up afresh for each utterance (see above).
      voice: () => (live.current.voice ? globalThis.speechSynthesis.getVoices().find((v) => v.voiceURI === live.current.voice?.voiceURI) : undefined),
      rate: () => live.current.settings.speechRate,
      skipShielded: () => live.current.settings.speechShielded === 'skip',
      headingBefore: (i) => headings.get(i),
      reducedMotion: () => !!globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches,
      onChange: setState,
      announce: setMessage,
      onFinished: () => live.current.onFinished(),
    });
    controller.current = aloud;
    return () => aloud.stop();
  }, [view, headings]);

  const unavailable = !hasSpeech ? t('readaloud_no_speech') : choice.onlyRemote ? t('readaloud_only_remote') : voices && !choice.voice ? t('readaloud_no_voices') : undefined;
  /** The voices are still being looked up: neither Play nor "no voice" yet. */
  const lookingForVoices = hasSpeech && !unavailable && !choice.voice;
  return { state, message, voices: choice.local, voice: choice.voice?.voiceURI, unavailable, lookingForVoices, controller };
}
