/**
 * The listing UI's CSS, as text for its shadow roots. Sizes in px: rem would follow the archive's
 * root font size. Buttons are at least 32 px tall, 44 on a touch screen (Firefox for Android).
 */
export const LISTING_CSS = `
:host { all: initial; }
.gr-blurb, .gr-hidden-count, .gr-listing-note {
  --gr-bg: #f7f4ee; --gr-fg: #2b2620; --gr-border: #d8cfc0; --gr-theme-bg: #efe2d3; --gr-muted: #5f574d; --gr-accent: #7a4a2a;
  font: 12px/1.4 system-ui, -apple-system, 'Segoe UI', sans-serif; color: var(--gr-fg);
}
@media (prefers-color-scheme: dark) {
  .gr-blurb, .gr-hidden-count, .gr-listing-note { --gr-bg: #24211d; --gr-fg: #ece6dc; --gr-border: #4a4339; --gr-theme-bg: #3a3128; --gr-muted: #b9ae9f; --gr-accent: #e0a878; }
}
.gr-blurb { display: block; margin: 6px 0 4px; }
.gr-chips { display: flex; flex-wrap: wrap; gap: 4px 6px; list-style: none; margin: 0 0 4px; padding: 0; }
.gr-chip {
  display: inline-block; padding: 1px 8px; border-radius: 10px; border: 1px solid var(--gr-border);
  background: var(--gr-bg); color: var(--gr-fg);
}
.gr-chip-theme { background: var(--gr-theme-bg); font-weight: 600; }
.gr-chip-level, .gr-chip-unknown { color: var(--gr-muted); }
.gr-chip-unknown, .gr-chip-own { border-style: dashed; }
.gr-read { margin: 0 0 4px; color: var(--gr-muted); font-style: italic; }
.gr-read-new-chapters { color: var(--gr-accent); font-style: normal; font-weight: 600; }
.gr-fold, .gr-hidden-count {
  display: flex; flex-wrap: wrap; align-items: center; gap: 6px; margin: 0; padding: 6px 10px;
  border: 1px dashed var(--gr-border); border-radius: 6px; background: var(--gr-bg); font-size: 13px;
}
.gr-hidden-count { margin: 8px 0; }
.gr-listing-note { margin: 8px 0; font-size: 13px; color: var(--gr-muted); }
.gr-fold-title { font-weight: 600; }
.gr-fold-why { color: var(--gr-muted); }
.gr-row { display: flex; flex-wrap: wrap; align-items: center; gap: 8px; }
.gr-button, .gr-link, .gr-hide-menu > summary {
  font: inherit; min-height: 32px; cursor: pointer; color: var(--gr-accent);
}
.gr-button { padding: 2px 12px; border: 1px solid var(--gr-accent); border-radius: 16px; background: transparent; }
.gr-link { padding: 2px 4px; border: 0; background: transparent; text-decoration: underline; text-align: start; }
.gr-hide-menu > summary { display: inline-flex; align-items: center; padding: 0 4px; list-style-position: inside; }
.gr-hide-choices { list-style: none; margin: 0; padding: 0 0 0 12px; }
.gr-button:focus-visible, .gr-link:focus-visible, .gr-hide-menu > summary:focus-visible { outline: 2px solid var(--gr-accent); outline-offset: 2px; }
/* Fingers, not pointers (Firefox for Android): every control at least 44 by 44 px. */
@media (pointer: coarse) {
  .gr-button, .gr-link, .gr-hide-menu > summary { min-height: 44px; min-width: 44px; }
}
`;
