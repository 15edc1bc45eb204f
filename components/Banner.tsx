import type { Ref } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { chapterAt, chapterNumbers, type ChapterPlaces } from '../lib/chapters';
import type { Warning, WarningId } from '../lib/engine/types';
import { inSentence } from '../lib/category-text';
import { t, tCount, uiLocale } from '../lib/i18n/translate';
import { notReadHeading } from '../lib/not-read';
import type { PageScheme } from '../lib/page/page-scheme';
import type { StoryChapter } from '../lib/story';
import { warningLabel } from '../lib/warnings';

export interface BannerProps {
  /** The warnings to show, already filtered to the categories the reader follows. */
  warnings: Warning[];
  /** The author chose not to use archive warnings, or the site hid them: say so, never "none". */
  unknownTags?: boolean;
  /** The site hid the warnings (the reader's own AO3 preference), rather than the author. */
  warningsHidden?: boolean;
  /** Shown when the story text could not be read: the banner explains instead of guessing. */
  problem?: string;
  /**
   * The story text is still being read (a very long work): the warnings are the tags' and notes'
   * so far, the banner says the text's are to come, and it never says nothing was found.
   */
  stillReading?: boolean;
  /**
   * Set when the story text was not read (not English): says so, and the warnings shown are the
   * author's tags and notes only. The banner then never says it found nothing.
   */
  notRead?: string;
  /** What the author's content notes name that fits none of our categories ("hospitals"): said as they wrote it. */
  alsoNoted?: string[];
  /** Replaces the heading (the fallback's "no story here" notice). */
  heading?: string;
  /** The page could not be read: offers to ask again ("Try again"). */
  onRetry?: () => void;
  onOpenReader?: () => void;
  /** Inside the reader: no reader button, no dismiss. */
  compact?: boolean;
  /** The reader follows no category at all: say so, never "nothing found". */
  followsNone?: boolean;
  /** Opens the options page to choose which warnings matter. */
  onChooseWarnings?: () => void;
  /** How many passages are shielded on the page now; with `onShowAll`, offers to show them all. */
  shielded?: number;
  onShowAll?: () => void;
  /** Hidden for this work (remembered by the page): the banner folds to one line with an undo. */
  hidden?: boolean;
  /** Called on Hide; without it the banner simply disappears until the page is reloaded. */
  onHide?: () => void;
  onUnhide?: () => void;
  /** The keyboard shortcut that opens the reader, where one is bound (none on Firefox for Android). */
  shortcut?: string;
  /** The page's own colours (page-scheme.ts): a light page gets a light banner. */
  scheme?: PageScheme;
  /** Which chapters hold each warning (lib/chapters.ts), told only when the reader asks. */
  places?: Partial<Record<WarningId, ChapterPlaces>>;
  /** On one chapter's page, its number: the work's tags then speak for the whole work, not this chapter. */
  currentChapter?: number;
  /** The chapters on this page (an Entire Work): a passage is placed as "Chapter 3, paragraph 2". */
  chapters?: readonly Pick<StoryChapter, 'index' | 'start' | 'end'>[];
  /** Scrolls to a passage of the story text and focuses it; offered in the unfolded passage list. */
  onGoTo?: (paragraph: number) => void;
}

const label = warningLabel;
/** Items the author named that fit no category, shown at most: a line, not a list. */
const MAX_ALSO_NOTED = 8;

/**
 * How much and where from, in plain words: "tagged", "in the author's notes", "a theme of the story
 * text". The work's tags alone do not say how much of this page holds it, only that the work does.
 */
export function describeWarning(warning: Warning, onChapterPage = false): string {
  if (warning.scope === 'work') return warning.level === 'theme' ? t('banner_tagged_whole_work') : t('banner_mentioned_tagged_whole_work');
  const parts: string[] = [];
  // On one chapter's page the tags are the work's, and the text is this chapter's: say which is which.
  if (warning.sources.includes('tags')) parts.push(onChapterPage ? t('banner_tagged_whole_work') : t('banner_tagged'));
  if (warning.sources.includes('notes')) parts.push(t('banner_in_notes'));
  if (warning.sources.includes('text')) parts.push(textPhrase(warning.level === 'theme', onChapterPage));
  return parts.join(', ');
}

/** "a theme of the story text", "in this chapter's text": whole phrases, so each language can word them its way. */
function textPhrase(theme: boolean, onChapterPage: boolean): string {
  if (theme) return onChapterPage ? t('banner_theme_of_chapter') : t('banner_theme_of_story');
  return onChapterPage ? t('banner_in_chapter_text') : t('banner_in_story_text');
}

const chapterWord = (numbers: readonly number[]) => tCount('banner_chapters', numbers.length, chapterNumbers(numbers));

/** "Self-harm: chapters 3, 7", or on a chapter page "Self-harm: this chapter; chapters 2, 3 when you read them". */
export function chapterLine(label: string, places: ChapterPlaces, currentChapter?: number): string {
  const here = currentChapter !== undefined && places.chapters.includes(currentChapter);
  const others = places.chapters.filter((n) => !here || n !== currentChapter);
  const parts = [here && t('banner_this_chapter'), others.length > 0 && chapterWord(others), places.readBefore?.length && t('banner_chapters_read_before', chapterWord(places.readBefore))];
  return t('common_label_value', label, parts.filter(Boolean).join('; '));
}

/** "Paragraph 5", or inside an Entire Work "Chapter 3, paragraph 2". */
function passagePlace(paragraph: number, chapters: BannerProps['chapters']): string {
  if (!chapters?.length) return t('banner_place_paragraph', paragraph + 1);
  const chapter = chapters[chapterAt(chapters, paragraph)];
  return t('banner_place_chapter_paragraph', chapter.index, paragraph - chapter.start + 1);
}

/**
 * Listed on its own line: the reader's own warnings, the author's word (tags, notes) and themes of
 * the text. Passing mentions in the text are folded into one line.
 */
function isMajor(warning: Warning): boolean {
  return Boolean(warning.personal) || warning.level === 'theme' || warning.sources.some((s) => s !== 'text');
}

type ItemProps = { warning: Warning } & Pick<BannerProps, 'places' | 'currentChapter' | 'chapters' | 'onGoTo'>;

/** An excerpt that opens with the story's own quote mark (dialogue) is shown without a second pair around it. */
const OPENS_WITH_QUOTE = /^["“”„«»‘’'‚「『]/u;

function Evidence({ warning, chapters, onGoTo }: ItemProps) {
  const passages = warning.evidence.filter((e) => e.source !== 'tags');
  if (passages.length === 0) return null;
  return (
    // Folded by default: the passages are the very thing the reader may want to avoid.
    <details class="gr-evidence">
      <summary>{tCount('banner_why_passages', passages.length)}</summary>
      <ol>
        {passages.map((e) => (
          <li key={`${e.source}-${e.paragraph}-${e.start}`}>
            <span class="gr-where">{t('common_label', e.source === 'notes' ? t('banner_place_notes') : passagePlace(e.paragraph, chapters))} </span>
            <q class={OPENS_WITH_QUOTE.test(e.excerpt) ? 'gr-own-quotes' : undefined}>{e.excerpt}</q>
            {e.source === 'text' && onGoTo && (
              <>
                {' '}
                <button type="button" class="gr-link gr-go" data-testid="gr-go-there" onClick={() => onGoTo(e.paragraph)}>
                  {t('banner_go_there')}
                </button>
              </>
            )}
          </li>
        ))}
      </ol>
    </details>
  );
}

/** Which chapters hold it: folded, a step before the passages themselves. */
function Chapters({ warning, places, currentChapter }: ItemProps) {
  const where = places?.[warning.id];
  if (!where || (!where.chapters.length && !where.readBefore?.length)) return null;
  return (
    <details class="gr-chapters" data-testid="gr-chapters">
      <summary>{t('banner_which_chapters')}</summary>
      <p>{chapterLine(warningLabel(warning), where, currentChapter)}</p>
    </details>
  );
}

function WarningItem(props: ItemProps) {
  const { warning } = props;
  const tagNames = warning.evidence.filter((e) => e.source === 'tags').map((e) => e.excerpt);
  return (
    <li class={`gr-warning gr-level-${warning.level}${warning.personal ? ' gr-own' : ''}`} data-category={warning.id}>
      <div class="gr-warning-head">
        <strong class="gr-warning-label">{warningLabel(warning)}</strong>
        {warning.personal && <span class="gr-own-mark">{t('banner_own_warning')}</span>}
        <span class="gr-warning-level">{describeWarning(warning, props.currentChapter !== undefined)}</span>
        {tagNames.length > 0 && <span class="gr-tags">{tagNames.map((name) => t('common_quoted', name)).join(', ')}</span>}
      </div>
      <Chapters {...props} />
      <Evidence {...props} />
    </li>
  );
}

type HiddenLineProps = Pick<BannerProps, 'onUnhide' | 'shielded' | 'onShowAll' | 'stillReading'> & { undoRef: Ref<HTMLButtonElement> };

function HiddenLine({ onUnhide, shielded, onShowAll, stillReading, undoRef }: HiddenLineProps) {
  return (
    <section class="gr-banner gr-hidden-line" aria-label={t('banner_aria_label')} data-testid="gr-banner">
      <p class="gr-none" role="status">
        {t('banner_hidden_for_work')}{' '}
        <button type="button" class="gr-link" onClick={onUnhide} ref={undoRef}>
          {t('common_undo')}
        </button>
        {!!shielded && onShowAll && (
          <>
            {' · '}
            <button type="button" class="gr-link" onClick={onShowAll}>
              {tCount('banner_show_shielded_too', shielded)}
            </button>
          </>
        )}
      </p>
      {/* Folded or not, a story held back while its text is read is never left blank without a word why. */}
      {stillReading && (
        <p class="gr-problem gr-still-reading" role="status" data-testid="gr-still-reading">
          {t('page_long_reading_heading')} {t('page_long_reading_text')}
        </p>
      )}
    </section>
  );
}

/** The calm notice above a story: its themes first, passing mentions in one line, and why we think so. */
export function Banner(props: BannerProps) {
  const { warnings, unknownTags, warningsHidden, problem, notRead, heading: headingText, onOpenReader, compact, followsNone, shielded, onShowAll, stillReading } = props;
  const [dismissed, setDismissed] = useState(false);
  const hidden = props.onHide ? props.hidden : dismissed;
  // Hide and Undo each take away the button pressed: the keyboard focus goes to the one that takes
  // it back, not to the page's start. Only after a press here (the findings arriving move nothing).
  const pressed = useRef(false);
  const hideRef = useRef<HTMLButtonElement>(null);
  const undoRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!pressed.current) return;
    pressed.current = false;
    (hidden ? undoRef : hideRef).current?.focus({ preventScroll: true });
  }, [hidden]);
  if (hidden && !compact) {
    const unhide = () => {
      pressed.current = true;
      props.onUnhide?.();
    };
    return props.onUnhide ? <HiddenLine {...props} onUnhide={unhide} undoRef={undoRef} /> : null;
  }
  const major = warnings.filter(isMajor);
  const mentions = warnings.filter((w) => !isMajor(w));
  let heading = headingText;
  if (!heading) {
    if (followsNone) heading = t('banner_follows_none');
    // Nothing in the tags is no all-clear while the text is still being read.
    else if (warnings.length === 0 && stillReading) heading = t('page_long_reading_heading');
    // With the text unread (another language, or only the adult-content notice), nothing found is no all-clear.
    else if (warnings.length === 0) heading = notRead || problem ? notReadHeading() : t('banner_nothing_found');
  }
  const hide = () => {
    pressed.current = true;
    if (props.onHide) props.onHide();
    else setDismissed(true);
  };
  const mentionList = mentions.map((w) => inSentence(label(w))).join(', ');
  const where = { places: props.places, currentChapter: props.currentChapter, chapters: props.chapters, onGoTo: props.onGoTo };
  return (
    <section class={`gr-banner${compact ? ' gr-compact' : ''}`} aria-label={t('banner_aria_label')} data-testid="gr-banner" data-scheme={props.scheme} tabIndex={-1} lang={uiLocale()}>
      <div class="gr-banner-top">
        <h2 class="gr-heading">
          {heading ?? (
            <>
              {t('banner_heading')}
              <span class="gr-heading-list">{t('banner_heading_list', warnings.map(label).join(', '))}</span>
            </>
          )}
        </h2>
        {!compact && (
          <div class="gr-actions">
            {props.onRetry && (
              <button type="button" class="gr-button" onClick={props.onRetry} data-testid="gr-try-again">
                {t('page_try_again')}
              </button>
            )}
            {onOpenReader && (
              <button type="button" class="gr-button" onClick={onOpenReader} title={props.shortcut ? t('banner_shortcut_title', props.shortcut) : undefined}>
                {t('banner_open_reader')}
              </button>
            )}
            <button type="button" class="gr-button gr-quiet" onClick={hide} aria-label={t('banner_hide_label')} ref={hideRef}>
              {t('banner_hide')}
            </button>
          </div>
        )}
      </div>
      {problem && <p class="gr-problem" role="status">{problem}</p>}
      {stillReading && (
        <p class="gr-problem gr-still-reading" role="status" data-testid="gr-still-reading">
          {t('banner_still_reading')} {t('page_long_reading_text')}
        </p>
      )}
      {notRead && (
        <p class="gr-problem gr-not-read" role="status" data-testid="gr-not-read">
          {notRead}
        </p>
      )}
      {props.alsoNoted && props.alsoNoted.length > 0 && (
        <p class="gr-also-noted" data-testid="gr-also-noted">
          {t('banner_also_noted', props.alsoNoted.slice(0, MAX_ALSO_NOTED).join(', '))}
        </p>
      )}
      {unknownTags && (
        <p class="gr-unknown">
          {warningsHidden
            ? t('banner_unknown_hidden_by_site')
            : t('banner_unknown_not_used')}
        </p>
      )}
      {major.length > 0 && (
        <ul class="gr-warnings">
          {major.map((w) => (
            <WarningItem key={w.id} warning={w} {...where} />
          ))}
        </ul>
      )}
      {mentions.length > 0 && (
        <details class="gr-mentions" data-testid="gr-mentions">
          <summary>
            {major.length > 0 ? t('banner_also_mentioned', mentionList) : t('banner_mentioned_in_passing', mentionList)}
          </summary>
          <ul class="gr-warnings">
            {mentions.map((w) => (
              <WarningItem key={w.id} warning={w} {...where} />
            ))}
          </ul>
        </details>
      )}
      {warnings.length === 0 && !problem && !notRead && !headingText && !stillReading && (
        <p class="gr-none">
          {followsNone ? (
            <>
              {props.onChooseWarnings ? (
                <>
                  {t('banner_choose_warnings_then')}{' '}
                  <button type="button" class="gr-link" onClick={props.onChooseWarnings}>
                    {t('banner_open_options')}
                  </button>
                </>
              ) : (
                t('banner_choose_warnings')
              )}
            </>
          ) : (
            t('banner_nothing_in_categories')
          )}
        </p>
      )}
      {!compact && ((!!shielded && onShowAll) || props.shortcut) && (
        <p class="gr-footer">
          {!!shielded && onShowAll && (
            <button type="button" class="gr-link" onClick={onShowAll} data-testid="gr-show-all">
              {tCount('banner_show_all_shielded', shielded)}
            </button>
          )}
          {props.shortcut && onOpenReader && (
            <span class="gr-shortcut">
              {!!shielded && onShowAll && ' · '}
              {t('banner_shortcut_opens', props.shortcut)}
            </span>
          )}
        </p>
      )}
    </section>
  );
}
