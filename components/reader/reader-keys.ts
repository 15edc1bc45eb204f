/** What a key press means in the reader, or undefined for keys left to the browser. */
export type ReaderKeyAction = 'escape' | 'tab' | 'keys' | 'next' | 'previous' | 'end' | 'line-down' | 'line-up' | 'next-flagged' | 'previous-flagged';

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
 * None of them fire while a text field or slider has the key.
 */
export function readerKey(event: KeyboardEvent, lineFocus = false): ReaderKeyAction | undefined {
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
  // Inside the story (not in a list or a panel's control): End reaches the end in one press; the
  // arrows move the line focus.
  const inText = !!(event.target as HTMLElement | null)?.closest?.('[data-rd-scroll]');
  if (event.key === 'End' && !event.shiftKey && inText) return 'end';
  if (lineFocus && inText && !event.shiftKey && event.key === 'ArrowDown') return 'line-down';
  if (lineFocus && inText && !event.shiftKey && event.key === 'ArrowUp') return 'line-up';
  return undefined;
}
