import { useState } from 'preact/hooks';
import type { Warning } from '../../lib/engine/types';
import type { ReadMark } from '../../lib/history/history';
import { t } from '../../lib/i18n/translate';
import { foldLine, type BlurbVerdict } from '../../lib/listing/judge-blurb';
import type { BlocklistKind } from '../../lib/settings/blocklists';
import { ListingChips } from './ListingChips';
import type { PanelRows } from './listing-css';

/** What a reader can add to a blocklist from this work. */
export interface HideChoices {
  authors: string[];
  fandoms: string[];
  tags: string[];
}

export interface BlurbPanelProps {
  title: string;
  verdict: BlurbVerdict;
  /** The reader's own warnings found in its summary or tags. */
  own: Warning[];
  /** The background did not answer for its summary: judged from the tags alone. */
  summaryUnread?: boolean;
  /** Folded: only our one-line note shows, the site's blurb is out of view. */
  folded: boolean;
  /** The reader showed a folded work: offer to fold it again. */
  revealed: boolean;
  readMark?: ReadMark;
  choices: HideChoices;
  onReveal(): void;
  onFoldAgain(): void;
  onBlock(kind: BlocklistKind, value: string): void;
}

const CHOICE_TEXT: Record<keyof HideChoices, (value: string) => string> = {
  authors: (v) => t('listing_hide_by_author', v),
  fandoms: (v) => t('listing_hide_in_fandom', v),
  tags: (v) => t('listing_hide_tagged', v),
};
const CHOICE_KIND: Record<keyof HideChoices, BlocklistKind> = { authors: 'authors', fandoms: 'fandoms', tags: 'tags' };

/**
 * "Hide works like this…": one button a creator, fandom and tag, for the reader's blocklists. A
 * disclosure button, not <details>: Chromium counts a <summary> inside an <ol> as one of its items,
 * so each menu drawn in a works list (AO3's is an <ol>) had the browser renumber and lay out every
 * work of the list again. Its choices are drawn once it is opened: a work names a dozen tags or more.
 */
function HideMenu({ title, choices, onBlock }: Pick<BlurbPanelProps, 'title' | 'choices' | 'onBlock'>) {
  const [open, setOpen] = useState(false);
  const groups = (Object.keys(CHOICE_TEXT) as (keyof HideChoices)[]).filter((k) => choices[k].length);
  if (!groups.length) return null;
  return (
    <div class="gr-hide-menu">
      <button type="button" class="gr-hide-toggle" aria-expanded={open} aria-label={t('listing_hide_like_label', title)} onClick={() => setOpen(!open)}>
        {t('listing_hide_like_this')}
      </button>
      {open &&
        groups.map((k) => (
          <ul class="gr-hide-choices" key={k}>
            {choices[k].map((value) => (
              <li key={value}>
                <button type="button" class="gr-link" data-block-kind={k} onClick={() => onBlock(CHOICE_KIND[k], value)}>
                  {CHOICE_TEXT[k](value)}
                </button>
              </li>
            ))}
          </ul>
        ))}
    </div>
  );
}

/** Which of a panel's rows it draws: what its height follows from (its room is kept before it is drawn). */
export function panelRows({ verdict, own, summaryUnread, folded, revealed, readMark, choices }: BlurbPanelProps): PanelRows {
  return {
    read: !!readMark,
    folded,
    chips: !folded && !!(verdict.categories.length || own.length || verdict.unknown || summaryUnread),
    controls: !folded && (revealed || Object.values(choices).some((values) => values.length > 0)),
  };
}

/**
 * Our part of one listing blurb: the read mark, then either the note of a folded work with its
 * reasons and a Show button, or the chips and the reader's "Hide works like this…" menu.
 */
export function BlurbPanel(props: BlurbPanelProps) {
  const { title, verdict, own, folded, revealed, readMark } = props;
  const rows = panelRows(props);
  return (
    <div class="gr-blurb" data-folded={folded ? 'true' : undefined}>
      {rows.read && readMark && (
        <p class={`gr-read gr-read-${readMark.kind}`} data-read={readMark.kind}>
          {readMark.text}
        </p>
      )}
      {folded ? (
        <p class="gr-fold">
          <span class="gr-fold-title">{title}</span> <span class="gr-fold-why">{foldLine(verdict)}</span>{' '}
          <button type="button" class="gr-button" aria-label={t('listing_show_work_label', title)} onClick={props.onReveal}>
            {t('shield_show')}
          </button>
        </p>
      ) : (
        <>
          {rows.chips && <ListingChips reasons={verdict.categories} own={own} unknown={verdict.unknown?.why} summaryUnread={props.summaryUnread} title={title} />}
          <div class="gr-row">
            {revealed && (
              <button type="button" class="gr-link" onClick={props.onFoldAgain}>
                {t('listing_fold_again')}
              </button>
            )}
            <HideMenu title={title} choices={props.choices} onBlock={props.onBlock} />
          </div>
        </>
      )}
    </div>
  );
}
