import { useState } from 'preact/hooks';
import type { FindingSource, Warning } from '../lib/engine/types';
import { NOT_READ_HEADING } from '../lib/not-read';
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
   * author's tags and notes only. The banner then never says "No content warnings found".
   */
  notRead?: string;
  /** Replaces the heading (the fallback's "no story here" notice). */
  heading?: string;
  onOpenReader?: () => void;
  /** Inside the reader: no reader button, no dismiss. */
  compact?: boolean;
}

const SOURCE_LABEL: Record<FindingSource, string> = {
  tags: "author's tags",
  notes: "author's notes",
  text: 'story text',
};

function describeLevel(warning: Warning): string {
  // The work's tags do not say how much of this page holds it: only that the work does.
  if (warning.scope === 'work') return warning.level === 'theme' ? 'tagged for the whole work' : 'mentioned, tagged for the whole work';
  return warning.level === 'theme' ? 'recurring theme' : 'mentioned';
}

function WarningItem({ warning }: { warning: Warning }) {
  const passages = warning.evidence.filter((e) => e.source !== 'tags');
  const tagNames = warning.evidence.filter((e) => e.source === 'tags').map((e) => e.excerpt);
  return (
    <li class={`gr-warning gr-level-${warning.level}${warning.personal ? ' gr-own' : ''}`} data-category={warning.id}>
      <div class="gr-warning-head">
        <strong class="gr-warning-label">{warningLabel(warning)}</strong>
        {warning.personal && <span class="gr-own-mark">your own warning</span>}
        <span class="gr-warning-level">{describeLevel(warning)}</span>
        <span class="gr-warning-sources">from the {warning.sources.map((s) => SOURCE_LABEL[s]).join(' and ')}</span>
      </div>
      {tagNames.length > 0 && <p class="gr-tags">Tagged for the whole work: {tagNames.join(', ')}</p>}
      {passages.length > 0 && (
        // Folded by default: the passages are the very thing the reader may want to avoid.
        <details class="gr-evidence">
          <summary>Why? Show {passages.length === 1 ? 'the passage' : `${passages.length} passages`}</summary>
          <ol>
            {passages.map((e) => (
              <li key={`${e.source}-${e.paragraph}-${e.start}`}>
                <span class="gr-where">{e.source === 'notes' ? 'Notes' : `Paragraph ${e.paragraph + 1}`}: </span>
                <q>{e.excerpt}</q>
              </li>
            ))}
          </ol>
        </details>
      )}
    </li>
  );
}

/** The calm notice above a story: what it holds, how strongly, and why we think so. */
export function Banner({ warnings, unknownTags, warningsHidden, problem, notRead, heading: headingText, onOpenReader, compact }: BannerProps) {
  const [dismissed, setDismissed] = useState(false);
  if (dismissed) return null;
  // With the text unread (another language, or only the adult-content notice), nothing found is no all-clear.
  const none = notRead || problem ? NOT_READ_HEADING : 'No content warnings found';
  const heading = headingText ?? (warnings.length === 0 ? none : `Content warnings: ${warnings.map(warningLabel).join(', ')}`);
  return (
    <section class={`gr-banner${compact ? ' gr-compact' : ''}`} aria-label="Gentle Reader content warnings" data-testid="gr-banner">
      <div class="gr-banner-top">
        <h2 class="gr-heading">{heading}</h2>
        {!compact && (
          <div class="gr-actions">
            {onOpenReader && (
              <button type="button" class="gr-button" onClick={onOpenReader}>
                Open reader
              </button>
            )}
            <button type="button" class="gr-button gr-quiet" onClick={() => setDismissed(true)} aria-label="Hide content warnings">
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
      {unknownTags && (
        <p class="gr-unknown">
          {warningsHidden
            ? "The archive is hiding this work's warnings (your own AO3 setting), so anything may be inside."
            : 'The author chose not to use archive warnings, so anything may be inside.'}
        </p>
      )}
      {warnings.length > 0 ? (
        <ul class="gr-warnings">
          {warnings.map((w) => (
            <WarningItem key={w.id} warning={w} />
          ))}
        </ul>
      ) : (
        !problem && !notRead && <p class="gr-none">Nothing in the categories you follow was found in this text or its tags.</p>
      )}
    </section>
  );
}
