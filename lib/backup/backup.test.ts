import { describe, expect, it, test } from 'vitest';
import type { PersonalWarning } from '../personal/personal-warning';
import { allCategories, DEFAULT_SETTINGS } from '../settings/settings';
import { EMPTY_BLOCKLISTS } from '../settings/blocklists';
import { BACKUP_VERSION, backupFileName, backupText, makeBackup, MAX_BACKUP_BYTES, planImport, readBackup, type BackupData } from './backup';

const needles: PersonalWarning = { id: 'personal:needles', name: 'Needles', words: ['needle', 'syringe'], except: ['needled'], enabled: true };
const spiders: PersonalWarning = { id: 'personal:spiders', name: 'Spiders', words: ['spider'], except: [], enabled: false };

const data: BackupData = {
  settings: { ...DEFAULT_SETTINGS, chosen: true, sensitivity: 'high', shield: 'collapse', categories: { ...allCategories(true), profanity: false } },
  personal: [needles, spiders],
  positions: { 'ao3:1000003:1': { paragraph: 12, offset: 0.25, percent: 40, updatedAt: 1_700_000_000_000 } },
  blocklists: { ...EMPTY_BLOCKLISTS, tags: ['Major Character Death'], authors: ['someone'] },
  history: {},
};

const NOTHING = /Nothing was changed\.$/;

describe('a backup file', () => {
  it('round-trips: what is written reads back equal', () => {
    const file = makeBackup(data, new Date('2026-11-30T21:00:00Z'));
    const read = readBackup(backupText(file));
    expect(read).toEqual({ ok: true, file });
    expect(file).toMatchObject({ format: 'gentle-reader-backup', version: BACKUP_VERSION, exportedAt: '2026-11-30T21:00:00.000Z' });
    expect(backupFileName(new Date('2026-11-30T21:00:00Z'))).toBe('gentle-reader-backup-2026-11-30.json');
  });

  test.each([
    ['not JSON', 'hello {', /not JSON/],
    ['JSON but not ours', '{"settings":{}}', /not a Gentle Reader backup/],
    ['an array', '[1,2,3]', /not a Gentle Reader backup/],
    ['no version', '{"format":"gentle-reader-backup","settings":{}}', /no version/],
    ['a version that is not a whole number', '{"format":"gentle-reader-backup","version":"1","settings":{}}', /no version/],
    ['a newer version', '{"format":"gentle-reader-backup","version":99,"settings":{}}', /newer Gentle Reader \(format 99; this one reads up to 1\)/],
    ['no settings', '{"format":"gentle-reader-backup","version":1}', /no settings/],
  ])('refuses %s with a clear error', (_name, text, message) => {
    const read = readBackup(text);
    expect(read.ok).toBe(false);
    if (!read.ok) {
      expect(read.error).toMatch(message);
      expect(read.error).toMatch(NOTHING);
    }
  });

  it('refuses a 10 MB file by its size, before reading it', () => {
    const huge = `{"format":"gentle-reader-backup","version":1,"settings":{},"junk":"${'x'.repeat(10_000_000)}"}`;
    const read = readBackup(huge);
    expect(read).toEqual({ ok: false, error: expect.stringMatching(/^This file is 10\.0 MB, far larger than any Gentle Reader backup/) });
    expect(readBackup('{}', MAX_BACKUP_BYTES + 1).ok).toBe(false);
  });

  it('repairs a hostile file into safe values: HTML names stay text, junk dropped, no prototype reached', () => {
    const hostile = JSON.stringify({
      format: 'gentle-reader-backup',
      version: 1,
      settings: { sensitivity: 'extreme', enabled: 'yes', reader: { fontSize: 1e9 } },
      personal: [{ id: 'personal:x', name: '<script>alert(1)</script>', words: ['<img src=x onerror=alert(1)>', { evil: true }] }, 'junk', null, { id: 'not-personal', name: 'Ok', words: Array(5000).fill('w') }],
      positions: { 'ao3:1:1': { paragraph: -5 }, ['k'.repeat(5000)]: { paragraph: 1 }, 'ao3:2:1': { paragraph: 3, offset: 9, percent: 20, updatedAt: 5 } },
      blocklists: { tags: [1, 2, '<b>x</b>'] },
    }).replace('"ao3:1:1"', '"__proto__":{"polluted":true},"ao3:1:1"');
    const read = readBackup(hostile);
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.file.settings).toEqual({ ...DEFAULT_SETTINGS, chosen: true });
    expect(read.file.personal.map((w) => [w.name, w.words.length])).toEqual([
      ['<script>alert(1)</script>', 1],
      ['Ok', 1],
    ]);
    expect(read.file.personal[1].id).toBe('personal:ok');
    expect(read.file.positions).toEqual({ 'ao3:2:1': { paragraph: 3, offset: 0, percent: 20, updatedAt: 5 } });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(read.file.blocklists?.tags).toEqual(['<b>x</b>']);
  });
});

describe('planning an import', () => {
  const current: BackupData = {
    settings: { ...DEFAULT_SETTINGS, chosen: true },
    personal: [{ ...needles, words: ['needle'] }, { id: 'personal:fire', name: 'Fire', words: ['fire'], except: [], enabled: true }],
    positions: { 'ao3:1000003:1': { paragraph: 2, offset: 0, percent: 5, updatedAt: 1_600_000_000_000 }, 'ao3:7:1': { paragraph: 1, offset: 0, percent: 1, updatedAt: 1 } },
    blocklists: { ...EMPTY_BLOCKLISTS, tags: ['Angst'] },
  };

  it('merge keeps what is here, takes the file\'s settings, updates the same warning, keeps the newer position, and says so', () => {
    const { next, changes } = planImport(current, data, 'merge');
    expect(next.settings).toEqual(data.settings);
    expect(next.personal.map((w) => w.id)).toEqual(['personal:fire', 'personal:needles', 'personal:spiders']);
    expect(next.personal.find((w) => w.id === 'personal:needles')?.words).toEqual(['needle', 'syringe']);
    expect(Object.keys(next.positions).sort()).toEqual(['ao3:1000003:1', 'ao3:7:1']);
    expect(next.positions['ao3:1000003:1'].paragraph).toBe(12);
    expect(next.blocklists?.tags).toEqual(['Angst', 'Major Character Death']);
    expect(next.history).toBeUndefined(); // this browser keeps no history: nothing to change
    expect(changes).toEqual([
      'Settings: which warnings you follow, sensitivity, how flagged passages are shown',
      'Your own warnings added: Spiders',
      'Your own warnings changed: Needles',
      'Reading positions: 1 updated',
      'Blocklists: 1 entry now 3',
    ]);
  });

  it('replace takes the file as it is, and names what goes', () => {
    const { next, changes } = planImport(current, data, 'replace');
    expect(next.personal).toEqual(data.personal);
    expect(next.positions).toEqual(data.positions);
    expect(changes).toContain('Your own warnings removed: Fire');
    expect(changes).toContain('Reading positions: 1 updated, 1 removed');
  });

  it('an import of what is already here changes nothing', () => {
    expect(planImport(current, current, 'merge').changes).toEqual([]);
  });
});

// Audit 2026-12, N6: dates a crafted backup carries must not break the options page that shows them.
describe('a backup\'s dates', () => {
  const crafted = (data: Record<string, unknown>) => JSON.stringify({ format: 'gentle-reader-backup', version: 1, exportedAt: '2026-12-01T10:00:00.000Z', settings: {}, ...data });
  const entry = (lastRead: unknown) => ({ site: 'ao3', workId: '1', title: 'x', lastRead, chapters: {} });

  test.each([1e300, -1e300, 8.64e15 + 1, -5])('a history date of %s is not kept', (lastRead) => {
    const read = readBackup(crafted({ history: { 'ao3:1': entry(lastRead), 'ao3:2': { ...entry(1_700_000_000_000), workId: '2' } } }));
    if (!read.ok) throw new Error('refused');
    // What the options page's history does with each date it keeps.
    for (const e of Object.values(read.file.history ?? {})) expect(() => new Date(e.lastRead).toISOString()).not.toThrow();
    expect(Object.keys(read.file.history ?? {})).toEqual(['ao3:2']);
  });

  test.each(['not a date', '', '+275760-09-13T00:00:00.001Z', 'Infinity'])('an exportedAt of %j is not kept', (exportedAt) => {
    const read = readBackup(crafted({ exportedAt }));
    expect(read.ok && read.file.exportedAt).toBe('');
  });

  test('a real exportedAt is kept as written', () => {
    const read = readBackup(crafted({}));
    expect(read.ok && read.file.exportedAt).toBe('2026-12-01T10:00:00.000Z');
  });
});
