import type { LineFocus as LineFocusMode } from '../../lib/settings/settings';

export interface LineFocusProps {
  mode: Exclude<LineFocusMode, 'off'>;
  /** Height of one line of text, in px. */
  lineHeight: number;
  /** Where the focus is, from the top of the text's view (px, its middle). */
  center: number;
}

/** Lines the focus spans in each mode: a ruler underlines one, a window shows 1, 3 or 5 and dims the rest. */
export const FOCUS_LINES: Record<LineFocusProps['mode'], number> = { ruler: 1, '1': 1, '3': 3, '5': 5 };

/** The reading ruler or focus window, drawn over the text; it never takes a click or a key. */
export function LineFocus({ mode, lineHeight, center }: LineFocusProps) {
  const height = FOCUS_LINES[mode] * lineHeight;
  return <div class={`rd-ruler rd-ruler-${mode === 'ruler' ? 'line' : 'window'}`} aria-hidden="true" data-testid="rd-line-focus" style={{ top: `${center - height / 2}px`, height: `${height}px` }} />;
}
