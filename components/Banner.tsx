import { useState } from 'preact/hooks';
import { chapterAt, chapterNumbers, type ChapterPlaces } from '../lib/chapters';
import type { Warning, WarningId } from '../lib/engine/types';
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
   * Set when the story text was not read (not English): says so, and the warnings shown are the
   * author's tags and notes only. The banner then never says it found nothing.
   */
  notRead?: string;
  /** What the author's content notes name that fits none of our categories ("hospitals"): said as they wrote it. */
  alsoNoted?: string[];
  /** Replaces the heading (the fallback's "no story here" notice). */
  heading?: string;
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
  if (warning.scope === 'work') return warning.level === 'theme' ? 'tagged for the whole work' : 'mentioned, tagged for the whole work';
  const parts: string[] = [];
  // On one chapter's page the tags are the work's, and the text is this chapter's: say which is which.
  if (warning.sources.includes('tags')) parts.push(onChapterPage ? 'tagged for the whole work' : 'tagged');
  if (warning.sources.includes('notes')) parts.push("in the author's notes");
  const text = onChapterPage ? "this chapter's text" : 'the story text';
  if (warning.sources.includes('text')) parts.push(warning.level === 'theme' ? `a theme of ${text}` : `in ${text}`);
  return parts.join(', ');
}

const chapterWord = (numbers: readonly number[]) => `${numbers.length === 1 ? 'chapter' : 'chapters'} ${chapterNumbers(numbers)}`;

/** "Self-harm: chapters 3, 7", or on a chapter page "Self-harm: this chapter; chapters 2, 3 when you read them". */
export function chapterLine(label: string, places: ChapterPlaces, currentChapter?: number): string {
  const here = currentChapter !== undefined && places.chapters.includes(currentChapter);
  const others = places.chapters.filter((n) => !here || n !== currentChapter);
  const parts = [here && 'this chapter', others.length > 0 && chapterWord(others), places.readBefore?.length && `${chapterWord(places.readBefore)} when you read them`];
  return `${label}: ${parts.filter(Boolean).join('; ')}`;
}

/** "Paragraph 5", or inside an Entire Work "Chapter 3, paragraph 2". */
function passagePlace(paragraph: number, chapters: BannerProps['chapters']): string {
  if (!chapters?.length) return `Paragraph ${paragraph + 1}`;
  const chapter = chapters[chapterAt(chapters, paragraph)];
  return `Chapter ${chapter.index}, paragraph ${paragraph - chapter.start + 1}`;
}

/**
 * Listed on its own line: the reader's own warnings, the author's word (tags, notes) and themes of
 * the text. Passing mentions in the text are folded into one line.
 */
function isMajor(warning: Warning): boolean {
  return Boolean(warning.personal) || warning.level === 'theme' || warning.sources.some((s) => s !== 'text');
}

type ItemProps = { warning: Warning } & Pick<BannerProps, 'places' | 'currentChapter' | 'chapters' | 'onGoTo'>;

function Evidence({ warning, chapters, onGoTo }: ItemProps) {
  const passages = warning.evidence.filter((e) => e.source !== 'tags');
  if (passages.length === 0) return null;
  return (
    // Folded by default: the passages are the very thing the reader may want to avoid.
    <details class="gr-evidence">
      <summary>Why? Show {passages.length === 1 ? 'the passage' : `${passages.length} passages`}</summary>
      <ol>
        {passages.map((e) => (
          <li key={`${e.source}-${e.paragraph}-${e.start}`}>
            <span class="gr-where">{e.source === 'notes' ? 'Notes' : passagePlace(e.paragraph, chapters)}: </span>
            <q>{e.excerpt}</q>
            {e.source === 'text' && onGoTo && (
              <>
                {' '}
                <button type="button" class="gr-link gr-go" data-testid="gr-go-there" onClick={() => onGoTo(e.paragraph)}>
                  Go there
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
      <summary>Which chapters?</summary>
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
        {warning.personal && <span class="gr-own-mark">your own warning</span>}
        <span class="gr-warning-level">{describeWarning(warning, props.currentChapter !== undefined)}</span>
        {tagNames.length > 0 && <span class="gr-tags">“{tagNames.join('”, “')}”</span>}
      </div>
      <Chapters {...props} />
      <Evidence {...props} />
    </li>
  );
}

function HiddenLine({ onUnhide, shielded, onShowAll }: Pick<BannerProps, 'onUnhide' | 'shielded' | 'onShowAll'>) {
  return (
    <section class="gr-banner gr-hidden-line" aria-label="Gentle Reader content warnings" data-testid="gr-banner">
      <p class="gr-none" role="status">
        Warnings hidden for this work.{' '}
        <button type="button" class="gr-link" onClick={onUnhide}>
          Undo
        </button>
        {!!shielded && onShowAll && (
          <>
            {' · '}
            <button type="button" class="gr-link" onClick={onShowAll}>
              Show the {shielded === 1 ? 'shielded passage' : `${shielded} shielded passages`} too
            </button>
          </>
        )}
      </p>
    </section>
  );
}

/** The calm notice above a story: its themes first, passing mentions in one line, and why we think so. */
export function Banner(props: BannerProps) {
  const { warnings, unknownTags, warningsHidden, problem, notRead, heading: headingText, onOpenReader, compact, followsNone, shielded, onShowAll } = props;
  const [dismissed, setDismissed] = useState(false);
  const hidden = props.onHide ? props.hidden : dismissed;
  if (hidden && !compact) return props.onUnhide ? <HiddenLine {...props} /> : null;
  const major = warnings.filter(isMajor);
  const mentions = warnings.filter((w) => !isMajor(w));
  let heading = headingText;
  if (!heading) {
    if (followsNone) heading = 'You follow no content warnings yet';
    // With the text unread (another language, or only the adult-content notice), nothing found is no all-clear.
    else if (warnings.length === 0) heading = notRead || problem ? notReadHeading() : 'Nothing found in the warnings you follow';
  }
  const hide = () => (props.onHide ? props.onHide() : setDismissed(true));
  const where = { places: props.places, currentChapter: props.currentChapter, chapters: props.chapters, onGoTo: props.onGoTo };
  return (
    <section class={`gr-banner${compact ? ' gr-compact' : ''}`} aria-label="Gentle Reader content warnings" data-testid="gr-banner" data-scheme={props.scheme} tabIndex={-1}>
      <div class="gr-banner-top">
        <h2 class="gr-heading">
          {heading ?? (
            <>
              Content warnings<span class="gr-heading-list">: {warnings.map(label).join(', ')}</span>
            </>
          )}
        </h2>
        {!compact && (
          <div class="gr-actions">
            {onOpenReader && (
              <button type="button" class="gr-button" onClick={onOpenReader} title={props.shortcut ? `Shortcut: ${props.shortcut}` : undefined}>
                Open reader
              </button>
            )}
            <button type="button" class="gr-button gr-quiet" onClick={hide} aria-label="Hide content warnings">
              Hide
            </button>
          </div>
        )}
      </div>
      {problem && <p class="gr-problem" role="status">{problem}</p>}
      {notRead && (
        <p class="gr-problem gr-not-read" role="status" data-testid="gr-not-read">
          {notRead}
        </p>
      )}
      {props.alsoNoted && props.alsoNoted.length > 0 && (
        <p class="gr-also-noted" data-testid="gr-also-noted">
          The author&rsquo;s notes also warn of: {props.alsoNoted.slice(0, MAX_ALSO_NOTED).join(', ')}.
        </p>
      )}
      {unknownTags && (
        <p class="gr-unknown">
          {warningsHidden
            ? "The archive is hiding this work's warnings (your own AO3 setting), so anything may be inside."
            : 'The author chose not to use archive warnings, so anything may be inside.'}
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
            {major.length > 0 ? 'Also mentioned' : 'Mentioned in passing'}: {mentions.map((w) => label(w).toLowerCase()).join(', ')}
          </summary>
          <ul class="gr-warnings">
            {mentions.map((w) => (
              <WarningItem key={w.id} warning={w} {...where} />
            ))}
          </ul>
        </details>
      )}
      {warnings.length === 0 && !problem && !notRead && !headingText && (
        <p class="gr-none">
          {followsNone ? (
            <>
              Choose the warnings that matter to you
              {props.onChooseWarnings && (
                <>
                  {': '}
                  <button type="button" class="gr-link" onClick={props.onChooseWarnings}>
                    open the options
                  </button>
                </>
              )}
              .
            </>
          ) : (
            'Nothing in the categories you follow was found in this text or its tags.'
          )}
        </p>
      )}
      {!compact && ((!!shielded && onShowAll) || props.shortcut) && (
        <p class="gr-footer">
          {!!shielded && onShowAll && (
            <button type="button" class="gr-link" onClick={onShowAll} data-testid="gr-show-all">
              Show all {shielded === 1 ? 'shielded passage' : `${shielded} shielded passages`}
            </button>
          )}
          {props.shortcut && onOpenReader && (
            <span class="gr-shortcut">
              {!!shielded && onShowAll && ' · '}
              {props.shortcut} opens the reader
            </span>
          )}
        </p>
      )}
    </section>
  );
}
