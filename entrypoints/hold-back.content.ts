import { keepRoomWhileWanted } from '@/lib/page/first-paint-room';
import { HOLD_BACK_READING_MS, holdBack, holdsUntilDrawn } from '@/lib/page/hold-back';
import { loadSettingsAtOnce } from '@/lib/settings/storage';
import { ALL_MATCH_PATTERNS, findSite } from '@/lib/sites/known-sites';

/**
 * Runs before the page paints: keeps the room of the summary and banner (first-paint-room.ts), and
 * holds the story back (hidden, its space kept) where the reader chose to blur or fold flagged
 * passages, until the main content script has shielded them, and on sites whose story waits for
 * its banner (AO3: below the first screen, no room kept) until the banner is drawn. The settings
 * arrive a moment later; if they do not ask for it, the story is shown at once, and the room given
 * back at once where nothing will be drawn (switched off).
 */
export default defineContentScript({
  matches: ALL_MATCH_PATTERNS,
  runAt: 'document_start',
  // WXT would otherwise announce itself, with the extension's id, to every page (audit F4).
  noScriptStartedPostMessage: true,
  main() {
    const site = findSite(new URL(location.href));
    if (!site?.firstPaintRoom && !site?.storySelector) return;
    const settings = loadSettingsAtOnce();
    // Kept before the settings are known (before the page paints), so that nothing jumps when we draw.
    // The fail-safe: should the main script never draw, no empty room stays for long.
    if (site.firstPaintRoom) keepRoomWhileWanted(document, { id: site.id, firstPaintRoom: site.firstPaintRoom }, settings, HOLD_BACK_READING_MS);
    if (!site.storySelector) return;
    const release = holdBack(document, site.storySelector);
    settings
      .then((current) => {
        // Else held until the main script has drawn (and shielded), or until the fail-safe.
        if (!holdsUntilDrawn(current, site)) release();
      })
      .catch(release);
  },
});
