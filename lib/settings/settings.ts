import { CATEGORY_IDS, type CategoryId } from '../engine/categories';
import type { PersonalWarningId, Sensitivity } from '../engine/types';
import { isPersonalId, PERSONAL_LIMITS } from '../personal/personal-warning';

/** How flagged passages are shown: not at all, a quiet margin marker, blurred, or folded away. */
export type ShieldMode = 'off' | 'marker' | 'blur' | 'collapse';
export type ReaderFont = 'serif' | 'sans' | 'atkinson' | 'opendyslexic' | 'literata';
export type ReaderTheme = 'auto' | 'light' | 'sepia' | 'dark' | 'contrast' | 'custom';
export type ReaderAlign = 'start' | 'justify';
/** Read aloud, before a shielded passage: stop and ask, or skip it. */
export type SpeechShielded = 'ask' | 'skip';
/** Line focus: none, a reading ruler under one line, or a window of 1, 3 or 5 lines with the rest dimmed. */
export type LineFocus = 'off' | 'ruler' | '1' | '3' | '5';
/** What a works listing does with a work that raises a warning: a chip, a folded blurb, or hidden with a count. */
export type ListingAction = 'chip' | 'fold' | 'hide';

export interface ListingSettings {
  /** Per category the reader follows, what its works get on listings. */
  categories: Record<CategoryId, ListingAction>;
  /** Works whose creator chose not to warn, whose warnings the site hid, or that carry no tags at all. */
  unknown: ListingAction;
  /** The reader's own warnings (lib/personal) that fold or hide works, by id; any other is a chip. */
  personal: Partial<Record<PersonalWarningId, ListingAction>>;
}

export interface ReaderSettings {
  font: ReaderFont;
  /** Text size in CSS px. */
  fontSize: number;
  /** Unitless line height. */
  lineHeight: number;
  /** Space after each paragraph, in em. */
  paragraphSpacing: number;
  /** Extra letter spacing, in em. */
  letterSpacing: number;
  /** Extra word spacing, in em. */
  wordSpacing: number;
  /** Maximum line length, in ch (characters). */
  width: number;
  align: ReaderAlign;
  theme: ReaderTheme;
  customColors: { background: string; text: string; accent: string };
  /** Keep the creator's AO3 work skin inside the reader. */
  creatorStyle: boolean;
  /** Read-aloud speed (1 is the voice's own). */
  speechRate: number;
  /** The chosen read-aloud voice (its voiceURI), '' for the first local voice of the text's language. */
  speechVoice: string;
  speechShielded: SpeechShielded;
  lineFocus: LineFocus;
}

export interface Settings {
  /** The master switch: off means nothing runs on any page. */
  enabled: boolean;
  /** Which warnings this reader wants to hear about. */
  categories: Record<CategoryId, boolean>;
  sensitivity: Sensitivity;
  /** How passages given as evidence are shielded in the page and the reader. */
  shield: ShieldMode;
  /** Per-site switches, by adapter id; a missing site is on. */
  sites: Record<string, boolean>;
  /** On a work whose banner was already shown once, start with it folded to one line. */
  foldSeenBanners: boolean;
  /** The reader has answered the first-run question (which warnings, how passages are shown); until then nothing is blurred. */
  chosen: boolean;
  reader: ReaderSettings;
  /** What works listings do with each category's works. */
  listing: ListingSettings;
}

export const DEFAULT_READER_SETTINGS: ReaderSettings = {
  font: 'serif',
  fontSize: 19,
  lineHeight: 1.6,
  paragraphSpacing: 1,
  letterSpacing: 0,
  wordSpacing: 0,
  // WCAG 1.4.8 asks for at most 80 characters a line; 68ch leaves room for wide glyphs.
  width: 68,
  align: 'start',
  theme: 'auto',
  customColors: { background: '#fdf8ee', text: '#2b2620', accent: '#8a4b2a' },
  creatorStyle: false,
  speechRate: 1,
  speechVoice: '',
  speechShielded: 'ask',
  lineFocus: 'off',
};

export const DEFAULT_LISTING_SETTINGS: ListingSettings = {
  categories: Object.fromEntries(CATEGORY_IDS.map((id) => [id, 'chip'])) as Record<CategoryId, ListingAction>,
  unknown: 'chip',
  personal: {},
};

/**
 * Pre-selected on the first run: harms that content-warning guidance commonly names first and that
 * hurt most when met unwarned. Of them, AO3's own archive warnings cover only rape/non-con. Themes
 * running through much of fan fiction (heartbreak, death, violence, strong language) are left for the
 * reader to add: with all 22 on, nearly every work raised several warnings (the "wall of warnings"
 * of issue 10). "All" is one click away on the welcome view.
 */
export const FIRST_RUN_CATEGORIES: readonly CategoryId[] = ['self-harm', 'suicide', 'sexual-assault', 'abuse', 'eating-disorder'];

/** Every category on or off: the "All" and "None" of the category lists. */
export function allCategories(on: boolean): Record<CategoryId, boolean> {
  return Object.fromEntries(CATEGORY_IDS.map((id) => [id, on])) as Record<CategoryId, boolean>;
}

/** Before the reader chose: the small set, and flagged passages marked, never blurred or hidden. */
export const DEFAULT_SETTINGS: Settings = {
  enabled: true,
  categories: { ...allCategories(false), ...Object.fromEntries(FIRST_RUN_CATEGORIES.map((id) => [id, true])) },
  sensitivity: 'balanced',
  shield: 'marker',
  sites: {},
  foldSeenBanners: false,
  chosen: false,
  reader: DEFAULT_READER_SETTINGS,
  listing: DEFAULT_LISTING_SETTINGS,
};

/** Bounds for the numeric reader settings: the panel's sliders and the reader of stored values share them. */
export const READER_LIMITS = {
  fontSize: { min: 12, max: 40, step: 1 },
  lineHeight: { min: 1.2, max: 2.6, step: 0.1 },
  paragraphSpacing: { min: 0, max: 3, step: 0.25 },
  letterSpacing: { min: 0, max: 0.2, step: 0.01 },
  wordSpacing: { min: 0, max: 0.4, step: 0.02 },
  width: { min: 30, max: 120, step: 2 },
  speechRate: { min: 0.5, max: 2, step: 0.1 },
} as const satisfies Partial<Record<keyof ReaderSettings, { min: number; max: number; step: number }>>;

const SENSITIVITIES: readonly Sensitivity[] = ['low', 'balanced', 'high'];
const SHIELD_MODES: readonly ShieldMode[] = ['off', 'marker', 'blur', 'collapse'];
const FONTS: readonly ReaderFont[] = ['serif', 'sans', 'atkinson', 'opendyslexic', 'literata'];
const THEMES: readonly ReaderTheme[] = ['auto', 'light', 'sepia', 'dark', 'contrast', 'custom'];
const ALIGNS: readonly ReaderAlign[] = ['start', 'justify'];
const SPEECH_SHIELDED: readonly SpeechShielded[] = ['ask', 'skip'];
const LINE_FOCUS: readonly LineFocus[] = ['off', 'ruler', '1', '3', '5'];
export const LISTING_ACTIONS: readonly ListingAction[] = ['chip', 'fold', 'hide'];
const COLOR = /^#[0-9a-f]{6}$/i;

function oneOf<T>(value: unknown, allowed: readonly T[], fallback: T): T {
  return allowed.includes(value as T) ? (value as T) : fallback;
}

function bool(value: unknown, fallback: boolean): boolean {
  return typeof value === 'boolean' ? value : fallback;
}

function numberIn(value: unknown, limits: { min: number; max: number }, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) && value >= limits.min && value <= limits.max ? value : fallback;
}

export function record(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

function color(value: unknown, fallback: string): string {
  return typeof value === 'string' && COLOR.test(value) ? value : fallback;
}

/** Reads reader settings defensively: each missing or malformed field falls back to its default. */
export function normalizeReaderSettings(raw: unknown): ReaderSettings {
  const r = record(raw);
  const d = DEFAULT_READER_SETTINGS;
  const colors = record(r.customColors);
  return {
    font: oneOf(r.font, FONTS, d.font),
    fontSize: numberIn(r.fontSize, READER_LIMITS.fontSize, d.fontSize),
    lineHeight: numberIn(r.lineHeight, READER_LIMITS.lineHeight, d.lineHeight),
    paragraphSpacing: numberIn(r.paragraphSpacing, READER_LIMITS.paragraphSpacing, d.paragraphSpacing),
    letterSpacing: numberIn(r.letterSpacing, READER_LIMITS.letterSpacing, d.letterSpacing),
    wordSpacing: numberIn(r.wordSpacing, READER_LIMITS.wordSpacing, d.wordSpacing),
    width: numberIn(r.width, READER_LIMITS.width, d.width),
    align: oneOf(r.align, ALIGNS, d.align),
    theme: oneOf(r.theme, THEMES, d.theme),
    customColors: {
      background: color(colors.background, d.customColors.background),
      text: color(colors.text, d.customColors.text),
      accent: color(colors.accent, d.customColors.accent),
    },
    creatorStyle: bool(r.creatorStyle, d.creatorStyle),
    speechRate: numberIn(r.speechRate, READER_LIMITS.speechRate, d.speechRate),
    speechVoice: typeof r.speechVoice === 'string' && r.speechVoice.length < 500 ? r.speechVoice : d.speechVoice,
    speechShielded: oneOf(r.speechShielded, SPEECH_SHIELDED, d.speechShielded),
    lineFocus: oneOf(r.lineFocus, LINE_FOCUS, d.lineFocus),
  };
}

/** Reads listing settings defensively: an unknown action for a category falls back to a chip. */
export function normalizeListingSettings(raw: unknown): ListingSettings {
  const r = record(raw);
  const categories = record(r.categories);
  const d = DEFAULT_LISTING_SETTINGS;
  return {
    categories: Object.fromEntries(CATEGORY_IDS.map((id) => [id, oneOf(categories[id], LISTING_ACTIONS, d.categories[id])])) as Record<CategoryId, ListingAction>,
    unknown: oneOf(r.unknown, LISTING_ACTIONS, d.unknown),
    // Only what folds or hides is kept (a chip is the default), for at most as many warnings as a reader may have.
    personal: Object.fromEntries(
      Object.entries(record(r.personal))
        .filter(([id, action]) => isPersonalId(id) && id.length <= 200 && (action === 'fold' || action === 'hide'))
        .slice(0, PERSONAL_LIMITS.warnings),
    ) as ListingSettings['personal'],
  };
}

/**
 * Reads stored settings defensively (Dark Reader's way): anything missing, of the wrong type or
 * out of range falls back to its default, so corrupted storage never breaks a page or loses the
 * fields that are still good.
 */
/** Site switches kept through repair: enough for every archive we will ever know, several times over. */
const MAX_SITE_SWITCHES = 100;
const SITE_ID = /^[a-z][a-z0-9-]{0,39}$/;

/**
 * The per-site switches. Ids this version does not know are kept (a newer version on another synced
 * browser may know them), but only id-shaped ones, and only so many: 400 junk ids once made the
 * item too large for sync storage, so no later save would fit (audit I2).
 */
function repairSites(sites: Record<string, unknown>): Record<string, boolean> {
  const kept = Object.entries(sites).filter(([id, on]) => typeof on === 'boolean' && SITE_ID.test(id));
  return Object.fromEntries(kept.slice(0, MAX_SITE_SWITCHES)) as Record<string, boolean>;
}

export function normalizeSettings(raw: unknown): Settings {
  const r = record(raw);
  const categories = record(r.categories);
  const sites = record(r.sites);
  return {
    enabled: bool(r.enabled, DEFAULT_SETTINGS.enabled),
    categories: Object.fromEntries(
      CATEGORY_IDS.map((id) => [id, bool(categories[id], DEFAULT_SETTINGS.categories[id])]),
    ) as Record<CategoryId, boolean>,
    sensitivity: oneOf(r.sensitivity, SENSITIVITIES, DEFAULT_SETTINGS.sensitivity),
    shield: oneOf(r.shield, SHIELD_MODES, DEFAULT_SETTINGS.shield),
    sites: repairSites(sites),
    foldSeenBanners: bool(r.foldSeenBanners, DEFAULT_SETTINGS.foldSeenBanners),
    chosen: bool(r.chosen, DEFAULT_SETTINGS.chosen),
    reader: normalizeReaderSettings(r.reader),
    listing: normalizeListingSettings(r.listing),
  };
}

/** Is the extension allowed to run on this site? */
export function siteEnabled(settings: Settings, siteId: string): boolean {
  return settings.enabled && settings.sites[siteId] !== false;
}
