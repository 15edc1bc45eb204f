import type { Warning } from '../../lib/engine/types';
import type { ReadMark } from '../../lib/history/history';
import { t } from '../../lib/i18n/translate';
import { foldLine, type BlurbVerdict } from '../../lib/listing/judge-blurb';
import type { BlocklistKind } from '../../lib/settings/blocklists';
import { ListingChips } from './ListingChips';

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

/** "Hide works like this…": one button a creator, fandom and tag, for the reader's blocklists. */
function HideMenu({ title, choices, onBlock }: Pick<BlurbPanelProps, 'title' | 'choices' | 'onBlock'>) {
  const groups = (Object.keys(CHOICE_TEXT) as (keyof HideChoices)[]).filter((k) => choices[k].length);
  if (!groups.length) return null;
  return (
    <details class="gr-hide-menu">
      <summary aria-label={t('listing_hide_like_label', title)}>{t('listing_hide_like_this')}</summary>
      {groups.map((k) => (
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
    </details>
  );
}

/**
 * Our part of one listing blurb: the read mark, then either the note of a folded work with its
 * reasons and a Show button, or the chips and the reader's "Hide works like this…" menu.
 */
export function BlurbPanel(props: BlurbPanelProps) {
  const { title, verdict, own, folded, revealed, readMark } = props;
  return (
    <div class="gr-blurb" data-folded={folded ? 'true' : undefined}>
      {readMark && (
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
          <ListingChips reasons={verdict.categories} own={own} unknown={verdict.unknown?.why} summaryUnread={props.summaryUnread} title={title} />
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
