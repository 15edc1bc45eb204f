import { t } from '../../lib/i18n/translate';
import type { RefObject } from 'preact';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { chooseVoice, type VoiceInfo } from '../../lib/reader/speech';
import type { ReaderSettings } from '../../lib/settings/settings';
import type { StoryChapter } from '../../lib/story';
import { chapterHeadingText } from './chapter-parts';
import { ReadAloud, type ReadAloudState } from './read-aloud';
import type { StoryView } from './story-view';

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
  const [voices, setVoices] = useState<VoiceInfo[]>([]);
  const [message, setMessage] = useState('');
  const hasSpeech = typeof globalThis.speechSynthesis !== 'undefined' && typeof globalThis.SpeechSynthesisUtterance !== 'undefined';

  useEffect(() => {
    if (!open || !hasSpeech) return;
    const synth = globalThis.speechSynthesis;
    // Plain copies, never the browser's SpeechSynthesisVoice objects: Firefox ESR 153's content process
    // crashes (SIGSEGV, headless and headful alike) when the content script keeps them and reads
    // them again in a later render (opening a panel, or Play, with the bar open).
    const load = () => setVoices(synth.getVoices().map(({ voiceURI, name, lang, localService, default: isDefault }) => ({ voiceURI, name, lang, localService, default: isDefault })));
    load();
    synth.addEventListener?.('voiceschanged', load);
    return () => synth.removeEventListener?.('voiceschanged', load);
  }, [open, hasSpeech]);

  const choice = chooseVoice(voices, settings.speechVoice, lang);
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

  const unavailable = !hasSpeech ? t('readaloud_no_speech') : choice.onlyRemote ? t('readaloud_only_remote') : !choice.voice ? t('readaloud_no_voices') : undefined;
  return { state, message, voices: choice.local, voice: choice.voice?.voiceURI, unavailable, controller };
}
