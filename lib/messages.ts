import type { StoryText } from './analyze-story';
import type { Sensitivity, WarningId } from './engine/types';
import type { PersonalWarning } from './personal/personal-warning';
import { isPartsRef, type PartsRef, type StoryPartMessage } from './page/story-parts';

/** What the content script tells the popup about the page it is on. */
export interface PageStatus {
  /** Adapter id, "readability" after the fallback, or undefined on a page we do not read. */
  site?: string;
  siteName?: string;
  title?: string;
  /** Why nothing is shown ("This page holds no story", "Gentle Reader is off for this site"). */
  problem?: string;
  words?: number;
  /** Warnings shown to the reader (enabled categories and the reader's own). */
  warnings: WarningId[];
  /** What each of those is called, in the same order (the reader's own warnings carry their names). */
  warningLabels?: string[];
  /**
   * A very long page whose text is still being read (seconds, for a 500,000-word work): its
   * warnings are not known yet, and nothing may read as "no warnings". Its final status follows
   * in a page-status message.
   */
  reading?: boolean;
  /** False when the engine did not read the story text (not English): say so, never "no warnings". */
  textRead?: boolean;
  /** What to tell the reader then (notReadNotice: the story's language and not_read_text). */
  notice?: string;
  /** Works in a listing that got chips. */
  listingWorks?: number;
  /** The listing's site has no content warnings (FanFiction.net): its works are judged from their summaries. */
  listingWithoutWarnings?: boolean;
  canOpenReader: boolean;
}

/** Messages from the popup or the background to a tab's content script. */
export type ToContentMessage = { type: 'open-reader' } | { type: 'get-status' };

/** Messages from a content script to the background. */
export type ToBackgroundMessage =
  | { type: 'page-status'; status: PageStatus }
  /** From the popup: open the reader in that tab (injecting the fallback where needed). */
  | { type: 'open-reader-in-tab'; tabId: number }
  /**
   * From a content script: run the engine here, off the page's main thread. A long story's
   * paragraphs come ahead in parts (`parts` names them; story-parts.ts), its own are then empty.
   */
  | { type: 'analyze'; story: StoryText; sensitivity: Sensitivity; personal?: PersonalWarning[]; parts?: PartsRef }
  | StoryPartMessage
  /** From the reader: a bundled font file's bytes, as base64 (fonts/….woff2 only). */
  | { type: 'font'; file: string }
  /** From the reader: remember (set) or read and forget (take) "reopen the overlay on this tab's next page". */
  | { type: 'reopen'; action: 'set' | 'take' }
  /** From the banner: open the options page (to choose which warnings matter). */
  | { type: 'open-options' }
  /** From the banner: the reader's shortcut as bound now ("" where there is none, e.g. on Android). */
  | { type: 'shortcut' };

export function isToBackgroundMessage(value: unknown): value is ToBackgroundMessage {
  const type = (value as { type?: unknown } | null)?.type;
  return ['page-status', 'open-reader-in-tab', 'analyze', 'story-part', 'font', 'reopen', 'open-options', 'shortcut'].includes(type as string);
}

export function isToContentMessage(value: unknown): value is ToContentMessage {
  const type = (value as { type?: unknown } | null)?.type;
  return type === 'open-reader' || type === 'get-status';
}

const strings = (value: unknown): value is string[] => Array.isArray(value) && value.every((v) => typeof v === 'string');
const SENSITIVITIES: readonly Sensitivity[] = ['low', 'balanced', 'high'];

/**
 * Checks an `analyze` request before the engine sees it: anything a page could have sent through
 * a content script is only text, in the shape the engine expects.
 */
export function isAnalyzeRequest(message: ToBackgroundMessage): message is Extract<ToBackgroundMessage, { type: 'analyze' }> {
  if (message.type !== 'analyze') return false;
  const story = message.story as Partial<StoryText> | undefined;
  const tags = (story?.tags ?? {}) as unknown as Record<string, unknown>;
  return (
    SENSITIVITIES.includes(message.sensitivity) &&
    (message.personal === undefined || Array.isArray(message.personal)) &&
    (message.parts === undefined || (isPartsRef(message.parts) && story?.paragraphs?.length === 0)) &&
    strings(story?.paragraphs) &&
    typeof story?.summary === 'string' &&
    strings(story?.notes) &&
    (story?.language === undefined || typeof story.language === 'string') &&
    ['rating', 'warnings', 'categories', 'fandoms', 'relationships', 'characters', 'freeforms'].every((key) => strings(tags[key]))
  );
}
