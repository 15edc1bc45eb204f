/**
 * Read aloud with the browser's own speech synthesis: one utterance a sentence, the sentence shown
 * with a highlight and kept in view, on into the next chapter of a whole work, and a stop before
 * each shielded passage. The voices are the device's own (lib/reader/speech chooses).
 */
import { t, uiLocale } from '../../lib/i18n/translate';
import { sentenceSpans, type SentenceSpan } from '../../lib/reader/speech';
import type { StoryView } from './story-view';

export type ReadAloudStatus = 'idle' | 'playing' | 'paused' | 'asking';

export interface ReadAloudState {
  status: ReadAloudStatus;
  paragraph: number;
  /** While asking: what the shielded passage is about. */
  about?: string;
}

export interface ReadAloudOptions {
  view: StoryView;
  scroller: HTMLElement;
  lang: string;
  /** Read at the time of each utterance, so a change applies from the next sentence. */
  voice(): SpeechSynthesisVoice | undefined;
  rate(): number;
  skipShielded(): boolean;
  /** Headings to say before paragraph `index` (chapter headings of a whole work). */
  headingBefore(index: number): string | undefined;
  reducedMotion(): boolean;
  onChange(state: ReadAloudState): void;
  /** Said to screen readers (a live region), not aloud. */
  announce(message: string): void;
  /** The last paragraph was read. */
  onFinished(): void;
}

/** The name of the highlight (CSS Custom Highlight API) the sentence being read is drawn with. */
export const SPEAKING_HIGHLIGHT = 'rd-speaking';

interface Sentence {
  text: string;
  range: Range;
}

/** The text a paragraph is read from: a shielded passage's content, never its cover, note or label. */
function readableRoot(el: HTMLElement): HTMLElement {
  return el.querySelector<HTMLElement>('.rd-shield-content') ?? el;
}

/** The sentences of one paragraph element, each with the DOM range it covers. */
function sentencesOf(el: HTMLElement, lang: string): Sentence[] {
  const root = readableRoot(el);
  const nodes: Text[] = [];
  const starts: number[] = [];
  let text = '';
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    nodes.push(node);
    starts.push(text.length);
    text += node.data;
  }
  const at = (offset: number, end: boolean): [Text, number] => {
    let i = nodes.length - 1;
    while (i > 0 && (starts[i] > offset || (end && starts[i] === offset))) i--;
    return [nodes[i], offset - starts[i]];
  };
  return sentenceSpans(text, lang).map(({ start, end }: SentenceSpan) => {
    const range = root.ownerDocument.createRange();
    range.setStart(...at(start, false));
    range.setEnd(...at(end, true));
    return { text: text.slice(start, end).replace(/\s+/g, ' '), range };
  });
}

/** What a shielded paragraph is about, unless the reader already opened it. */
function shieldedAbout(el: HTMLElement): string | undefined {
  const shield = el.querySelector<HTMLElement>('[data-shield]');
  if (!shield || shield.dataset.shown === 'true') return undefined;
  return shield.dataset.about || t('readaloud_flagged_subject');
}

const highlights = () => (globalThis as { CSS?: { highlights?: Map<string, unknown> } }).CSS?.highlights;
const HighlightClass = () => (globalThis as { Highlight?: new (...ranges: Range[]) => unknown }).Highlight;

export class ReadAloud {
  private run = 0;
  private state: ReadAloudState = { status: 'idle', paragraph: 0 };
  private answer?: (read: boolean) => void;

  constructor(private readonly options: ReadAloudOptions) {}

  private get synth(): SpeechSynthesis {
    return globalThis.speechSynthesis;
  }

  private set(state: Partial<ReadAloudState>) {
    this.state = { ...this.state, ...state };
    this.options.onChange(this.state);
  }

  /** Speaks `text`; resolves when it ends, is cancelled or fails. */
  private speak(text: string): Promise<void> {
    return new Promise((resolve) => {
      const voice = this.options.voice();
      if (!voice) {
        // The local voice went away: stop rather than let the browser pick one, maybe a network voice.
        this.stop();
        resolve();
        return;
      }
      const utterance = new SpeechSynthesisUtterance(text);
      utterance.voice = voice;
      utterance.lang = voice.lang;
      utterance.rate = this.options.rate();
      utterance.onend = () => resolve();
      utterance.onerror = () => resolve();
      this.synth.speak(utterance);
    });
  }

  private show(range: Range | undefined) {
    const registry = highlights();
    const Highlight = HighlightClass();
    if (!registry || !Highlight) return;
    if (range) registry.set(SPEAKING_HIGHLIGHT, new Highlight(range));
    else registry.delete(SPEAKING_HIGHLIGHT);
  }

  /** Keeps the sentence in the upper part of the view, moving only when it is about to leave it. */
  private keepInView(range: Range) {
    const { scroller } = this.options;
    const rect = range.getBoundingClientRect();
    const box = scroller.getBoundingClientRect();
    if (rect.top >= box.top && rect.bottom <= box.bottom - box.height / 5) return;
    const top = scroller.scrollTop + rect.top - box.top - box.height / 3;
    scroller.scrollTo({ top, behavior: this.options.reducedMotion() ? 'auto' : 'smooth' });
  }

  /** Reads from paragraph `from` (sentence `sentence` in it) to the end, until stopped. */
  private async readFrom(from: number, sentence = 0) {
    const run = ++this.run;
    const { view } = this.options;
    // Never the browser's default voice, which may be a network one: no local voice, no reading.
    if (!this.options.voice()) return this.stop();
    this.synth.cancel();
    this.synth.resume(); // a paused synthesis stays paused for what is spoken next
    this.set({ status: 'playing', paragraph: from, about: undefined });
    for (let p = from; p < view.count; p++) {
      await view.whenBuilt(p);
      if (run !== this.run) return;
      const el = view.element(p);
      if (!el) continue;
      this.set({ paragraph: p });
      const heading = p === from && sentence > 0 ? undefined : this.options.headingBefore(p);
      if (heading) {
        await this.speak(heading);
        if (run !== this.run) return;
      }
      const about = shieldedAbout(el);
      if (about) {
        if (this.options.skipShielded()) {
          this.options.announce(t('readaloud_skipped', about));
          continue;
        }
        this.set({ status: 'asking', about });
        this.show(undefined);
        const question = t('readaloud_question', about);
        this.options.announce(question);
        // Spoken only in the voice's own language: a Spanish question in an English voice is noise
        // (the question is shown and announced to screen readers either way).
        if (sameLanguage(uiLocale(), this.options.lang)) void this.speak(question);
        const read = await new Promise<boolean>((resolve) => (this.answer = resolve));
        if (run !== this.run) return;
        this.set({ status: 'playing', about: undefined });
        if (!read) continue;
      }
      const sentences = sentencesOf(el, this.options.lang);
      for (let s = p === from ? sentence : 0; s < sentences.length; s++) {
        this.show(sentences[s].range);
        this.keepInView(sentences[s].range);
        await this.speak(sentences[s].text);
        if (run !== this.run) return;
      }
    }
    this.show(undefined);
    this.set({ status: 'idle' });
    this.options.onFinished();
  }

  get current(): ReadAloudState {
    return this.state;
  }

  play(from: number) {
    this.options.announce(t('readaloud_reading'));
    void this.readFrom(from);
  }

  pause() {
    if (this.state.status !== 'playing') return;
    this.synth.pause();
    this.set({ status: 'paused' });
    this.options.announce(t('readaloud_paused'));
  }

  resume() {
    if (this.state.status !== 'paused') return;
    this.synth.resume();
    this.set({ status: 'playing' });
    this.options.announce(t('readaloud_reading'));
  }

  /** The answer to "skip or read?". */
  decide(read: boolean) {
    this.synth.cancel();
    this.answer?.(read);
    this.answer = undefined;
  }

  /** Back or forward by a paragraph, reading on from there. */
  skip(step: 1 | -1) {
    const target = Math.min(this.options.view.count - 1, Math.max(0, this.state.paragraph + step));
    this.options.announce(t('readaloud_at_paragraph', target + 1, this.options.view.count));
    void this.readFrom(target);
  }

  stop() {
    this.run++;
    this.answer = undefined;
    this.synth?.cancel();
    this.show(undefined);
    this.set({ status: 'idle' });
  }
}

/** Same primary language ("en-GB" and "en"): a voice can speak the interface's words. */
function sameLanguage(a: string, b: string): boolean {
  return a.split('-')[0].toLowerCase() === b.split('-')[0].toLowerCase();
}
