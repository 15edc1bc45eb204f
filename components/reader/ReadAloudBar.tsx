import { formatNumber, t } from '../../lib/i18n/translate';
import { useLayoutEffect, useRef } from 'preact/hooks';
import type { VoiceInfo } from '../../lib/reader/speech';
import type { ReaderSettings } from '../../lib/settings/settings';
import { RangeField } from './RangeField';
import type { ReadAloudState } from './read-aloud';

export interface ReadAloudBarProps {
  state: ReadAloudState;
  settings: ReaderSettings;
  /** Local voices only (lib/reader/speech chooseVoice). */
  voices: readonly VoiceInfo[];
  /** The voice in use (its voiceURI). */
  voice?: string;
  /** Why nothing can be read: no speech synthesis, or only network voices. */
  unavailable?: string;
  /** The browser has not said yet which voices it has (see use-read-aloud). */
  lookingForVoices?: boolean;
  /** Screen-reader announcement (a polite live region). */
  message: string;
  onPlay(): void;
  onPause(): void;
  onSkip(step: 1 | -1): void;
  onDecide(read: boolean): void;
  onSettingsChange(settings: ReaderSettings): void;
  onClose(): void;
}

/** The read-aloud controls, in a bar under the reader's own: the text stays in view while it is read. */
export function ReadAloudBar(props: ReadAloudBarProps) {
  const { state, settings, voices } = props;
  const ask = useRef<HTMLButtonElement>(null);
  // "Skip or read?" takes focus, so a keyboard or screen-reader user can answer at once.
  useLayoutEffect(() => {
    if (state.status === 'asking') ask.current?.focus({ preventScroll: true });
  }, [state.status]);
  const playing = state.status === 'playing';
  const set = <K extends keyof ReaderSettings>(key: K, value: ReaderSettings[K]) => props.onSettingsChange({ ...settings, [key]: value });
  return (
    <section class="rd-aloud" id="rd-aloud" aria-label={t('readaloud_label')} data-testid="rd-aloud">
      {props.unavailable ? (
        <p class="rd-aloud-note" data-testid="rd-aloud-unavailable">
          {props.unavailable}
        </p>
      ) : props.lookingForVoices ? (
        <p class="rd-aloud-note" data-testid="rd-aloud-looking">
          {t('readaloud_looking')}
        </p>
      ) : (
        <>
          <div class="rd-aloud-row">
            <button type="button" class="rd-button rd-primary" data-testid="rd-aloud-play" aria-keyshortcuts="P" disabled={state.status === 'asking'} onClick={() => (playing ? props.onPause() : props.onPlay())}>
              {playing ? t('readaloud_pause') : state.status === 'paused' ? t('readaloud_resume') : t('readaloud_play')}
            </button>
            <button type="button" class="rd-button" aria-label={t('readaloud_back_label')} aria-keyshortcuts="ArrowLeft" data-testid="rd-aloud-back" onClick={() => props.onSkip(-1)} disabled={state.status === 'idle'}>
              {t('readaloud_back')}
            </button>
            <button type="button" class="rd-button" aria-label={t('readaloud_forward_label')} aria-keyshortcuts="ArrowRight" data-testid="rd-aloud-forward" onClick={() => props.onSkip(1)} disabled={state.status === 'idle'}>
              {t('readaloud_forward')}
            </button>
            <label class="rd-aloud-voice">
              {t('readaloud_voice')}{' '}
              <select value={props.voice} onChange={(e) => set('speechVoice', (e.currentTarget as HTMLSelectElement).value)}>
                {voices.map((v) => (
                  <option key={v.voiceURI} value={v.voiceURI}>
                    {v.name} ({v.lang})
                  </option>
                ))}
              </select>
            </label>
          </div>
          <div class="rd-aloud-row">
            <RangeField name="speechRate" label={t('readaloud_speed')} value={settings.speechRate} format={(v) => t('readaloud_rate', formatNumber(v, { minimumFractionDigits: 1, maximumFractionDigits: 1 }))} onChange={(v) => set('speechRate', v)} />
            <label class="gr-check">
              <input type="checkbox" data-testid="rd-aloud-skip" checked={settings.speechShielded === 'skip'} onChange={(e) => set('speechShielded', (e.currentTarget as HTMLInputElement).checked ? 'skip' : 'ask')} />
              <span>{t('readaloud_skip_shielded')}</span>
            </label>
          </div>
          {state.status === 'asking' && (
            <div class="rd-aloud-ask" role="group" aria-labelledby="rd-aloud-question" data-testid="rd-aloud-ask">
              <p id="rd-aloud-question">{t('readaloud_question', state.about ?? '')}</p>
              <button type="button" ref={ask} class="rd-button rd-primary" onClick={() => props.onDecide(false)}>
                {t('readaloud_skip_it')}
              </button>
              <button type="button" class="rd-button" onClick={() => props.onDecide(true)}>
                {t('readaloud_read_it')}
              </button>
            </div>
          )}
        </>
      )}
      <button type="button" class="rd-button rd-aloud-close" onClick={props.onClose}>
        {t('readaloud_stop')}
      </button>
      <p class="rd-visually-hidden" role="status" data-testid="rd-aloud-status">
        {props.message}
      </p>
    </section>
  );
}
