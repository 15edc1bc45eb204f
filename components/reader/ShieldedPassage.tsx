import { t } from '../../lib/i18n/translate';
import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import type { SkipTarget } from '../../lib/reader/skip';
import type { ShieldMode } from '../../lib/settings/settings';

export interface ShieldedPassageProps {
  mode: Exclude<ShieldMode, 'off'>;
  /** What the passage is about, in words: "self-harm and violence". */
  about: string;
  /** The cloned passage; moved into the shield, never re-created. */
  content: Element;
  onReveal?: () => void;
  /** Where "Skip" lands (lib/reader/skip): the overlay handles the press, from `data-rd-skip-to`. */
  skip?: SkipTarget;
}

/** The blur of a covered passage, held as an inline !important style. */
export const COVERED_STYLE = 'filter: blur(7px) !important; user-select: none !important; -webkit-user-select: none !important';
/** The cover and the note must stay visible whatever a work skin says about buttons, divs or paragraphs. */
const PINNED_STYLE = 'display: block !important; visibility: visible !important; opacity: 1 !important; filter: none !important';

/** Visible whatever a work skin says; shown or not by reader.css (#rd-reader .rd-shield-skip), so print can leave it out. */
const SKIP_STYLE = 'visibility: visible !important; opacity: 1 !important; filter: none !important';

/**
 * What paper shows for a passage not revealed: one line saying it is left out, never the cover or the
 * blurred text. Shown only in print (reader.css, #rd-reader .rd-shield-print), outside the shield,
 * which print hides whole.
 */
function PrintNote({ about }: { about: string }) {
  return (
    <p class="rd-shield-print" data-testid="rd-shield-print">
      {t('reader_shield_print', about)}
    </p>
  );
}

/** "Skip to after this scene": a plain button the overlay answers (it owns the scrolling and the focus). */
function SkipButton({ skip }: { skip: SkipTarget }) {
  return (
    <p class="rd-shield-skip" style={SKIP_STYLE}>
      <button type="button" class="rd-link" data-rd-skip-to={skip.to} data-rd-skip-past={skip.past} data-testid="rd-skip">
        {skip.past === 'scene' ? t('reader_skip_scene') : t('reader_skip_passage')}
      </button>
    </p>
  );
}

/** The scrolling element the passage lives in: revealing is measured against it. */
function scroller(el: Element): Element | null {
  return el.closest('[data-rd-scroll]');
}

/**
 * A passage given as evidence for a warning: marked in the margin, blurred until clicked, or folded
 * behind a one-line note. Revealing keeps the passage's top where the reader was looking.
 */
export function ShieldedPassage({ mode, about, content, onReveal, skip }: ShieldedPassageProps) {
  const [shown, setShown] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const slot = useRef<HTMLDivElement>(null);
  const topBefore = useRef<number | null>(null);

  // A folded passage is not in the document at all until it is asked for: no stylesheet (a work
  // skin's \`display: block\`) can show what is not there.
  const folded = mode === 'collapse' && !shown;
  useLayoutEffect(() => {
    if (folded) content.remove();
    else slot.current?.append(content);
  }, [content, folded]);

  // Revealing may change the passage's height: scroll by whatever it moved, so the view stays put.
  useLayoutEffect(() => {
    const el = root.current;
    if (!shown || !el || topBefore.current === null) return;
    const moved = el.getBoundingClientRect().top - topBefore.current;
    const box = scroller(el);
    if (box && moved !== 0) box.scrollTop += moved;
    topBefore.current = null;
  }, [shown]);

  const reveal = () => {
    topBefore.current = root.current?.getBoundingClientRect().top ?? null;
    setShown(true);
    onReveal?.();
    // Keyboard users land on the passage they asked for, not on <body>.
    queueMicrotask(() => slot.current?.focus({ preventScroll: true }));
  };

  // The passage is a labelled group: moving between flagged passages focuses it, and it says what it is.
  const group = { role: 'group', 'aria-label': t('reader_flagged_group', about), tabIndex: -1 } as const;
  if (mode === 'marker') {
    return (
      <>
        <div ref={root} class="rd-shield rd-shield-marker" data-shield="marker" data-about={about} {...group}>
          <span class="rd-marker-label">{t('reader_shield_marker', about)}</span>
          <div ref={slot} class="rd-shield-content" />
        </div>
        {skip && <SkipButton skip={skip} />}
      </>
    );
  }
  const hidden = !shown;
  const covered = hidden && mode === 'blur';
  return (
    <>
      <div ref={root} class={`rd-shield rd-shield-${mode}`} data-shield={mode} data-shown={String(shown)} data-about={about} {...group}>
        {hidden && mode === 'blur' && (
          <button type="button" class="rd-shield-cover" style={PINNED_STYLE} onClick={reveal}>
            {t('reader_shield_cover', about)}
          </button>
        )}
        {hidden && mode === 'collapse' && (
          <p class="rd-shield-note" style={PINNED_STYLE}>
            {t('reader_shield_note', about)}{' '}
            <button type="button" class="rd-link" onClick={reveal} aria-label={t('reader_shield_show_label', about)}>
              {t('reader_shield_show')}
            </button>
          </p>
        )}
        <div
          ref={slot}
          tabIndex={-1}
          class={`rd-shield-content${covered ? ' rd-covered' : ''}`}
          // Inline and !important: no stylesheet in the reader (a work skin's \`filter: none !important\`) outranks it.
          style={covered ? COVERED_STYLE : undefined}
          hidden={hidden && mode === 'collapse'}
          aria-hidden={hidden ? 'true' : undefined}
          inert={hidden}
        />
      </div>
      {hidden && <PrintNote about={about} />}
      {skip && <SkipButton skip={skip} />}
    </>
  );
}
