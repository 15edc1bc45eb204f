/**
 * Room kept from the page's first paint for what we draw above the story, so the story does not
 * jump when it arrives: the one-line summary after the archive's warnings row (AO3-style pages)
 * and, where the story starts on the first screen (FanFiction.net, Royal Road), the banner above
 * it. A content script at document_start adds a style element a room; the main script swaps each room
 * for what it draws (whose box keeps at least that height), or gives it back if it draws nothing.
 */
import { siteEnabled, type Settings } from '../settings/settings';

/** Marks our style elements in the page, one a room; its value names the room. */
export const ROOM_ATTR = 'data-gentle-reader-room';
/** Below this width the banner and summary take their phone layout (components/banner.css). */
export const NARROW_MAX_PX = 480;
/**
 * Below this width, and above NARROW_MAX_PX, a page is about 980 px wide: how a phone lays out a
 * page without a viewport tag (FanFiction.net's desktop site), with our desktop layout narrower
 * than on a desktop, so a little taller.
 */
export const MEDIUM_MAX_PX = 1024;

/** Where the rooms go, as CSS selectors (a site adapter's `firstPaintRoom`). */
export interface RoomPlaces {
  /** The archive's warnings row: the summary goes right after it. */
  summaryAfter?: string;
  /** The story's text container: the banner goes right before it. */
  bannerBefore?: string;
}
export type Room = keyof RoomPlaces;

/**
 * The rooms' heights in CSS px, the whole box with its margins (the hosts are flow-roots), wide,
 * medium (a phone's 980 px layout) and narrow. Measured on the demo archive
 * (test/e2e/first-screen.e2e.mjs): the summary's line and its plain-words note on one line wide
 * and about four lines narrow; the banner of a FanFiction.net chapter with a theme and a mention,
 * and at 980 px the demo's chapter 2 with two themes (its host 301 px; 263 at 1280 px). A longer
 * summary or banner still grows, by the difference.
 */
export const ROOM_PX: Record<Room, { wide: number; medium: number; narrow: number }> = {
  summaryAfter: { wide: 65, medium: 65, narrow: 103 },
  bannerBefore: { wide: 263, medium: 301, narrow: 300 },
};

/**
 * Where each room's empty block is drawn, from the selector of the element it goes after or before.
 * The banner's room is outside the story's container (at the end of the element before it, or at
 * the start of its parent when it is the first child), so the container's own box does not move
 * when the banner takes the room: the browser's layout-shift measure counts a box that moves even
 * when its text does not. Each in a rule of its own: a browser without `:has()` (Firefox before
 * 121) drops those rules and keeps no banner room, as before.
 */
function roomAt(room: Room, selector: string): string[] {
  const parts = selector.split(',').map((s) => s.trim());
  if (room === 'summaryAfter') return [parts.map((s) => `${s}::after`).join(', ')];
  return [parts.map((s) => `:has(+ ${s})::after`).join(', '), parts.map((s) => `:has(> ${s}:first-child)::before`).join(', ')];
}

/** One room's CSS: an empty block of the room's height where it goes, wide and narrow. */
export function roomCss(room: Room, selector: string): string {
  const { wide, medium, narrow } = ROOM_PX[room];
  return roomAt(room, selector)
    .map(
      (at) =>
        `${at} { content: ''; display: block; height: ${wide}px; }\n` +
        `@media (max-width: ${MEDIUM_MAX_PX}px) { ${at} { height: ${medium}px; } }\n@media (max-width: ${NARROW_MAX_PX}px) { ${at} { height: ${narrow}px; } }`,
    )
    .join('\n');
}

/**
 * The least height of what takes a room's place, so it never gives back less than it took: on
 * `target` in its shadow root (the host itself by default), less the target's own vertical
 * margins, wide (also at medium widths, where the desktop layout holds) and narrow. The host is a
 * flow-root so those margins stay inside its box (!important: WXT gives the host `all: initial`).
 */
export function roomHostCss(room: Room, target = ':host', margins = { wide: 0, narrow: 0 }): string {
  const { wide, medium, narrow } = ROOM_PX[room];
  return (
    `:host { display: flow-root !important; }\n${target} { min-height: ${wide - margins.wide}px !important; }\n` +
    `@media (max-width: ${MEDIUM_MAX_PX}px) { ${target} { min-height: ${medium - margins.wide}px !important; } }\n` +
    `@media (max-width: ${NARROW_MAX_PX}px) { ${target} { min-height: ${narrow - margins.narrow}px !important; } }`
  );
}

const roomElement = (doc: Document, room: Room) => doc.querySelector(`style[${ROOM_ATTR}=${room}]`);

/** Keeps the rooms now, before the page paints (a content script at document_start). */
export function keepRoom(doc: Document, places: RoomPlaces): void {
  for (const room of Object.keys(places) as Room[]) {
    const selector = places[room];
    if (!selector || roomElement(doc, room)) continue;
    const style = doc.createElement('style');
    style.setAttribute(ROOM_ATTR, room);
    style.textContent = roomCss(room, selector);
    (doc.head ?? doc.documentElement).append(style);
  }
}

/**
 * Keeps the rooms from the first paint for as long as something may be drawn in them: given back
 * as soon as the settings say nothing will be (the extension or this site switched off), or cannot
 * be read (the main script reads the same storage and then draws nothing either), and whatever
 * happens after `failSafeMs`. The settings come from storage in a few ms, before the parser's first
 * layout of a long page; given back by the main script, once the page was laid out, a room moved
 * everything below it (switched off, on the demo's 500,000-word work: one frame of 70-110 ms
 * re-placing every paragraph of the story). A room given back after what takes it was drawn changes
 * nothing: that keeps at least the room's height.
 */
export function keepRoomWhileWanted(
  doc: Document,
  site: { id: string; firstPaintRoom: RoomPlaces },
  settings: Promise<Settings>,
  failSafeMs: number,
): void {
  keepRoom(doc, site.firstPaintRoom);
  setTimeout(() => releaseRoom(doc), failSafeMs);
  settings.then(
    (current) => {
      if (!siteEnabled(current, site.id)) releaseRoom(doc);
    },
    () => releaseRoom(doc),
  );
}

/** Was this room kept from the first paint (and not yet given back)? */
export function roomKept(doc: Document, room: Room): boolean {
  return roomElement(doc, room) !== null;
}

/** Gives a room back (what goes there is drawn, or will not be); without `room`, every room. */
export function releaseRoom(doc: Document, room?: Room): void {
  for (const style of doc.querySelectorAll(room ? `style[${ROOM_ATTR}=${room}]` : `style[${ROOM_ATTR}]`)) style.remove();
}
