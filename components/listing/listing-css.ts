/**
 * The sizes a panel's height follows from (px). They are written into the CSS below and read by
 * `panelHeight`, so a work's room, kept before its panel is drawn, is the panel's own height.
 */
const SIZE = {
  /**
   * Space above and below a panel: padding, not margin, so it never collapses with the page's own
   * margins and the room is exact (the 8 px above were the shadow body's margin before).
   */
  padTop: 8,
  padBottom: 4,
  /** The panel's text (chips, read mark) and the folded note's. */
  font: 12,
  noteFont: 13,
  lineHeight: 1.4,
  /** Under the read mark and the chips. */
  gap: 4,
  /** A chip's vertical padding and border, each side. */
  chipPad: 1,
  chipBorder: 1,
  /** The folded note's vertical padding and border, each side. */
  notePad: 6,
  noteBorder: 1,
  /** A control's least height: 32 px for a pointer, 44 for a finger (Firefox for Android). */
  control: 32,
  controlCoarse: 44,
} as const;

/** What a panel holds, as far as its height goes. */
export interface PanelRows {
  /** "Read · chapter 4 of 12" */
  read: boolean;
  /** The folded note (instead of chips and controls). */
  folded: boolean;
  /** A row of chips (not folded). */
  chips: boolean;
  /** "Fold again" or "Hide works like this…" (not folded). */
  controls: boolean;
}

const line = (fontPx: number) => fontPx * SIZE.lineHeight;

/**
 * The height a panel takes, from the CSS below, where every row fits on one line (a desktop
 * list). A note or a row of chips that wraps (a narrow phone, a long title) is taller, and the
 * difference still moves what follows when the panel is drawn.
 */
export function panelHeight(rows: PanelRows, coarsePointer: boolean): number {
  const control = coarsePointer ? SIZE.controlCoarse : SIZE.control;
  let height = SIZE.padTop + SIZE.padBottom;
  if (rows.read) height += line(SIZE.font) + SIZE.gap;
  if (rows.folded) return height + Math.max(line(SIZE.noteFont), control) + 2 * (SIZE.notePad + SIZE.noteBorder);
  if (rows.chips) height += line(SIZE.font) + 2 * (SIZE.chipPad + SIZE.chipBorder) + SIZE.gap;
  if (rows.controls) height += control;
  return height;
}

/**
 * The listing UI's CSS, as text for its shadow roots. Sizes in px: rem would follow the archive's
 * root font size. Buttons are at least 32 px tall, 44 on a touch screen (Firefox for Android).
 */
export const LISTING_CSS = `
/*
 * A block with no margins, as the work's room before it: the shadow's body kept the browser's 8 px
 * margin, which made a work 8 px taller than its room once the panel came.
 */
:host { all: initial; display: block !important; }
body { margin: 0; }
.gr-blurb, .gr-hidden-count, .gr-listing-note {
  --gr-bg: #f7f4ee; --gr-fg: #2b2620; --gr-border: #d8cfc0; --gr-theme-bg: #efe2d3; --gr-muted: #5f574d; --gr-accent: #7a4a2a;
  font: ${SIZE.font}px/${SIZE.lineHeight} system-ui, -apple-system, 'Segoe UI', sans-serif; color: var(--gr-fg);
}
@media (prefers-color-scheme: dark) {
  .gr-blurb, .gr-hidden-count, .gr-listing-note { --gr-bg: #24211d; --gr-fg: #ece6dc; --gr-border: #4a4339; --gr-theme-bg: #3a3128; --gr-muted: #b9ae9f; --gr-accent: #e0a878; }
}
.gr-blurb { display: block; margin: 0; padding: ${SIZE.padTop}px 0 ${SIZE.padBottom}px; }
.gr-chips { display: flex; flex-wrap: wrap; gap: 4px 6px; list-style: none; margin: 0 0 ${SIZE.gap}px; padding: 0; }
.gr-chip {
  display: inline-block; padding: ${SIZE.chipPad}px 8px; border-radius: 10px; border: ${SIZE.chipBorder}px solid var(--gr-border);
  background: var(--gr-bg); color: var(--gr-fg);
}
.gr-chip-theme { background: var(--gr-theme-bg); font-weight: 600; }
.gr-chip-level, .gr-chip-unknown { color: var(--gr-muted); }
.gr-chip-unknown, .gr-chip-own { border-style: dashed; }
.gr-read { margin: 0 0 ${SIZE.gap}px; color: var(--gr-muted); font-style: italic; }
.gr-read-new-chapters { color: var(--gr-accent); font-style: normal; font-weight: 600; }
.gr-fold, .gr-hidden-count {
  display: flex; flex-wrap: wrap; align-items: center; gap: 6px; margin: 0; padding: ${SIZE.notePad}px 10px;
  border: ${SIZE.noteBorder}px dashed var(--gr-border); border-radius: 6px; background: var(--gr-bg); font-size: ${SIZE.noteFont}px;
}
.gr-hidden-count { margin: 8px 0; }
.gr-listing-note { margin: 8px 0; font-size: 13px; color: var(--gr-muted); }
.gr-fold-title { font-weight: 600; }
.gr-fold-why { color: var(--gr-muted); }
.gr-row { display: flex; flex-wrap: wrap; align-items: center; gap: 8px; }
.gr-button, .gr-link, .gr-hide-toggle {
  font: inherit; min-height: ${SIZE.control}px; cursor: pointer; color: var(--gr-accent);
}
.gr-button { padding: 2px 12px; border: 1px solid var(--gr-accent); border-radius: 16px; background: transparent; }
.gr-link { padding: 2px 4px; border: 0; background: transparent; text-decoration: underline; text-align: start; }
.gr-hide-toggle { display: inline-flex; align-items: center; gap: 4px; padding: 0 4px; border: 0; background: transparent; }
.gr-hide-toggle::before { content: '▸'; }
.gr-hide-toggle[aria-expanded='true']::before { content: '▾'; }
.gr-hide-choices { list-style: none; margin: 0; padding: 0 0 0 12px; }
.gr-button:focus-visible, .gr-link:focus-visible, .gr-hide-toggle:focus-visible { outline: 2px solid var(--gr-accent); outline-offset: 2px; }
/* Fingers, not pointers (Firefox for Android): every control at least 44 by 44 px. */
@media (pointer: coarse) {
  .gr-button, .gr-link, .gr-hide-toggle { min-height: ${SIZE.controlCoarse}px; min-width: ${SIZE.controlCoarse}px; }
}
`;
