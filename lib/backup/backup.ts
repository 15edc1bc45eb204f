/**
 * One file that carries everything the reader made: settings, their own warnings, reading positions,
 * blocklists and history. Plain data in and out: reading a file checks its size, its format and
 * version, and repairs every section the way storage is repaired, so a hostile or broken file can
 * only ever give a clear error or safe values, never break what is stored.
 */
import { formatNumber, t, tCount, type MessageId } from '../i18n/translate';
import { normalizeHistory, type History } from '../history/history';
import { normalizePersonalWarnings, type PersonalWarning } from '../personal/personal-warning';
import { rememberPosition, repairPositions, type PositionMap } from '../reader/positions';
import { normalizeBlocklists, type Blocklists } from '../settings/blocklists';
import { normalizeSettings, type Settings } from '../settings/settings';

export const BACKUP_FORMAT = 'gentle-reader-backup';
/** The file's shape; an older file is read through BACKUP_MIGRATIONS, a newer one refused. */
export const BACKUP_VERSION = 1;
/**
 * Largest file read: everything at its limits (50 warnings of 200 long entries, 500 positions,
 * 2,000 history entries, four full blocklists) is under 2 MB; past this, the file is not ours.
 */
export const MAX_BACKUP_BYTES = 4_000_000;

/** What a backup holds. Blocklists and history only where this browser keeps them. */
export interface BackupData {
  settings: Settings;
  personal: PersonalWarning[];
  positions: PositionMap;
  blocklists?: Blocklists;
  history?: History;
}

export interface BackupFile extends BackupData {
  format: typeof BACKUP_FORMAT;
  version: number;
  /** When it was written (ISO 8601), for the reader's own reference. */
  exportedAt: string;
}

/** Turns a file of an older version into the next one, in order; index 0 upgrades version 1. */
export const BACKUP_MIGRATIONS: readonly ((file: Record<string, unknown>) => Record<string, unknown>)[] = [];

export function makeBackup(data: BackupData, now = new Date()): BackupFile {
  return { format: BACKUP_FORMAT, version: BACKUP_VERSION, exportedAt: now.toISOString(), ...data };
}

/** The file's text: indented, so a reader can look inside it. */
export function backupText(file: BackupFile): string {
  return `${JSON.stringify(file, null, 2)}\n`;
}

/** A name for the downloaded file: gentle-reader-backup-2026-11-30.json. */
export function backupFileName(now = new Date()): string {
  return `${BACKUP_FORMAT}-${now.toISOString().slice(0, 10)}.json`;
}

/** Reading positions repaired as storage repairs them, and kept within the store's bounds (newest first). */
export function normalizePositions(raw: unknown): PositionMap {
  const repaired = repairPositions(raw);
  const keys = Object.keys(repaired);
  if (keys.length === 0) return {};
  const newest = keys.reduce((a, b) => (repaired[b].updatedAt > repaired[a].updatedAt ? b : a));
  // One save of the newest entry applies the store's limits (count and size) to the rest.
  return rememberPosition(repaired, newest, repaired[newest]);
}

export type ReadResult = { ok: true; file: BackupFile } | { ok: false; error: string };

/** Every refusal ends by saying nothing was changed. */
const refused = (reason: string): ReadResult => ({ ok: false, error: `${reason} ${t('backup_nothing_changed')}` });

/** Reads a backup file's text: a clear error for anything that is not a backup this version can read. */
export function readBackup(text: string, byteLength = new TextEncoder().encode(text).length): ReadResult {
  if (byteLength > MAX_BACKUP_BYTES) {
    return refused(t('backup_error_too_large', formatNumber(byteLength / 1_000_000, { minimumFractionDigits: 1, maximumFractionDigits: 1 }), MAX_BACKUP_BYTES / 1_000_000));
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return refused(t('backup_error_not_json'));
  }
  if (!raw || typeof raw !== 'object' || Array.isArray(raw) || (raw as Record<string, unknown>).format !== BACKUP_FORMAT) {
    return refused(t('backup_error_not_backup'));
  }
  let file = raw as Record<string, unknown>;
  const version = file.version;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
    return refused(t('backup_error_no_version'));
  }
  if (version > BACKUP_VERSION) {
    return refused(t('backup_error_newer', version, BACKUP_VERSION));
  }
  for (let v = version; v < BACKUP_VERSION; v++) file = BACKUP_MIGRATIONS[v - 1](file);
  if (!file.settings || typeof file.settings !== 'object') return refused(t('backup_error_no_settings'));
  return {
    ok: true,
    file: {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      // Only a date the import review can show: anything else reads as no date (audit 2026-12, N6).
      exportedAt: typeof file.exportedAt === 'string' && Number.isFinite(Date.parse(file.exportedAt.slice(0, 40))) ? file.exportedAt.slice(0, 40) : '',
      // A backup's settings are a reader's own choice, even one written before the first-run question.
      settings: { ...normalizeSettings(file.settings), chosen: true },
      personal: normalizePersonalWarnings(file.personal),
      positions: normalizePositions(file.positions),
      ...(file.blocklists !== undefined && { blocklists: normalizeBlocklists(file.blocklists) }),
      ...(file.history !== undefined && { history: normalizeHistory(file.history) }),
    },
  };
}

export type ImportMode = 'merge' | 'replace';

/** Labels for the settings a reader would recognise, in the words the options page uses. */
const SETTING_LABELS: Partial<Record<keyof Settings, MessageId>> = {
  enabled: 'backup_setting_enabled',
  categories: 'backup_setting_categories',
  sensitivity: 'backup_setting_sensitivity',
  shield: 'backup_setting_shield',
  sites: 'backup_setting_sites',
  reader: 'backup_setting_reader',
  listing: 'backup_setting_listing',
  chosen: 'backup_setting_chosen',
};

const settingLabel = (key: keyof Settings) => {
  const id = SETTING_LABELS[key];
  return id ? t(id) : key;
};

function mergeRecords<T extends { updatedAt?: number; lastRead?: number }>(current: Record<string, T>, incoming: Record<string, T>): Record<string, T> {
  const out = { ...current };
  const when = (v: T) => v.updatedAt ?? v.lastRead ?? 0;
  for (const [key, value] of Object.entries(incoming)) if (!out[key] || when(value) > when(out[key])) out[key] = value;
  return out;
}

function mergeBlocklists(a: Blocklists | undefined, b: Blocklists | undefined): Blocklists | undefined {
  if (!a || !b) return b ?? a;
  return normalizeBlocklists({ tags: [...a.tags, ...b.tags], authors: [...a.authors, ...b.authors], fandoms: [...a.fandoms, ...b.fandoms], words: [...a.words, ...b.words] });
}

/**
 * What importing `file` would make of `current`: merge keeps everything here and adds or updates from
 * the file (settings from the file; the same warning by id from the file; the newer position); replace
 * takes the file as it is. Sections this browser does not keep (undefined in `current`) are left out.
 */
export function planImport(current: BackupData, file: BackupData, mode: ImportMode): { next: BackupData; changes: string[] } {
  const byId = new Map(current.personal.map((w) => [w.id, w]));
  const personal = mode === 'replace' ? file.personal : normalizePersonalWarnings([...current.personal.filter((w) => !file.personal.some((f) => f.id === w.id)), ...file.personal]);
  const positions = mode === 'replace' ? file.positions : normalizePositions(mergeRecords(current.positions, file.positions));
  const next: BackupData = {
    settings: file.settings,
    personal,
    positions,
    ...(current.blocklists && { blocklists: mode === 'replace' ? (file.blocklists ?? current.blocklists) : mergeBlocklists(current.blocklists, file.blocklists) }),
    ...(current.history && { history: mode === 'replace' ? (file.history ?? current.history) : normalizeHistory(mergeRecords(current.history, file.history ?? {})) }),
  };

  const changes: string[] = [];
  const settingKeys = (Object.keys(next.settings) as (keyof Settings)[]).filter((k) => JSON.stringify(next.settings[k]) !== JSON.stringify(current.settings[k]));
  if (settingKeys.length) changes.push(t('backup_change_settings', settingKeys.map(settingLabel).join(', ')));
  const added = next.personal.filter((w) => !byId.has(w.id));
  const changed = next.personal.filter((w) => byId.has(w.id) && JSON.stringify(byId.get(w.id)) !== JSON.stringify(w));
  const removed = current.personal.filter((w) => !next.personal.some((n) => n.id === w.id));
  const names = (list: PersonalWarning[]) => list.map((w) => w.name).join(', ');
  if (added.length) changes.push(t('backup_change_personal_added', names(added)));
  if (changed.length) changes.push(t('backup_change_personal_changed', names(changed)));
  if (removed.length) changes.push(t('backup_change_personal_removed', names(removed)));
  const positionChanges = diffRecords(current.positions, next.positions);
  if (positionChanges) changes.push(t('backup_change_positions', positionChanges));
  if (current.blocklists && next.blocklists) {
    const before = Object.values(current.blocklists).flat().length;
    const after = Object.values(next.blocklists).flat().length;
    if (JSON.stringify(current.blocklists) !== JSON.stringify(next.blocklists)) changes.push(tCount('backup_change_blocklists', before, after));
  }
  if (current.history && next.history) {
    const historyChanges = diffRecords(current.history, next.history);
    if (historyChanges) changes.push(t('backup_change_history', historyChanges));
  }
  return { next, changes };
}

function diffRecords(before: Record<string, unknown>, after: Record<string, unknown>): string {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  let added = 0;
  let updated = 0;
  let removed = 0;
  for (const k of keys) {
    if (!(k in before)) added++;
    else if (!(k in after)) removed++;
    else if (JSON.stringify(before[k]) !== JSON.stringify(after[k])) updated++;
  }
  return [added && t('backup_diff_added', added), updated && t('backup_diff_updated', updated), removed && t('backup_diff_removed', removed)].filter(Boolean).join(', ');
}
