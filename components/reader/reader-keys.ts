/** What a key press means in the reader, or undefined for keys left to the browser. */
export type ReaderKeyAction =
  | 'escape'
  | 'tab'
  | 'keys'
  | 'next'
  | 'previous'
  | 'end'
  | 'line-down'
  | 'line-up'
  | 'next-flagged'
  | 'previous-flagged'
  | 'aloud-play-pause'
  | 'aloud-back'
  | 'aloud-forward';

/** Controls where keys type or pick: letters and arrows there are theirs, not shortcuts. */
function typesKeys(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  if (!el?.tagName) return false;
  if (el.tagName === 'TEXTAREA' || el.tagName === 'SELECT' || el.isContentEditable) return true;
  return el.tagName === 'INPUT' && !['checkbox', 'radio', 'button', 'color'].includes((el as HTMLInputElement).type);
}

/**
 * The reader's keys: Esc, Tab (kept inside), `?` for the list of keys, `[` `]` and Alt+← → for
 * chapters, `,` `.` for the previous and next flagged passage (unshifted on most layouts, and beside
 * no key of the browser's), End for the very end, and (with line focus on) ↓ ↑ in the text to move the focus a line.
 * P plays or pauses reading aloud (a letter: Space scrolls the text); while it reads or is paused, ← →
 * go back or forward a paragraph (the text never scrolls sideways), except in a panel, whose radio
 * groups move with the arrows. None of them fire while a text field or slider has the key.
 */
export function readerKey(event: KeyboardEvent, lineFocus = false, readingAloud = false): ReaderKeyAction | undefined {
  if (event.key === 'Escape') return 'escape';
  if (event.key === 'Tab') return 'tab';
  if (event.ctrlKey || event.metaKey) return undefined;
  if (event.altKey) {
    if (event.key === 'ArrowRight') return 'next';
    if (event.key === 'ArrowLeft') return 'previous';
    return undefined;
  }
  if (typesKeys(event.target)) return undefined;
  if (event.key === '?') return 'keys';
  if (event.key === ']') return 'next';
  if (event.key === '[') return 'previous';
  if (event.key === '.') return 'next-flagged';
  if (event.key === ',') return 'previous-flagged';
  if (event.key === 'p' || event.key === 'P') return 'aloud-play-pause';
  const target = event.target as HTMLElement | null;
  const arrowsFree = readingAloud && !event.shiftKey && target?.tagName !== 'INPUT' && !target?.closest?.('.rd-panel');
  if (arrowsFree && event.key === 'ArrowLeft') return 'aloud-back';
  if (arrowsFree && event.key === 'ArrowRight') return 'aloud-forward';
  // Inside the story (not in a list or a panel's control): End reaches the end in one press; the
  // arrows move the line focus.
  const inText = !!target?.closest?.('[data-rd-scroll]');
  if (event.key === 'End' && !event.shiftKey && inText) return 'end';
  if (lineFocus && inText && !event.shiftKey && event.key === 'ArrowDown') return 'line-down';
  if (lineFocus && inText && !event.shiftKey && event.key === 'ArrowUp') return 'line-up';
  return undefined;
}
