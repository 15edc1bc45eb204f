import { describe, expect, test } from 'vitest';
import { DEFAULT_SETTINGS, normalizeSettings, READER_LIMITS, siteEnabled } from './settings';

describe('normalizeSettings', () => {
  test.each([undefined, null, 42, 'text', [], { enabled: null }])('repairs %j to the defaults', (raw) => {
    expect(normalizeSettings(raw)).toEqual(DEFAULT_SETTINGS);
  });

  test('keeps every valid field', () => {
    const custom = {
      ...DEFAULT_SETTINGS,
      enabled: false,
      sensitivity: 'low' as const,
      shield: 'marker' as const,
      sites: { ffnet: false },
      reader: { ...DEFAULT_SETTINGS.reader, font: 'atkinson' as const, fontSize: 24, theme: 'sepia' as const, customColors: { background: '#000000', text: '#ffffff', accent: '#ff00ff' } },
    };
    expect(normalizeSettings(JSON.parse(JSON.stringify(custom)))).toEqual(custom);
  });

  test.each([
    ['fontSize', READER_LIMITS.fontSize.max + 1],
    ['fontSize', Number.NaN],
    ['lineHeight', -1],
    ['width', '68'],
  ])('an out-of-range reader %s (%j) falls back to its default', (field, value) => {
    const settings = normalizeSettings({ reader: { [field]: value } });
    expect(settings.reader[field as keyof typeof settings.reader]).toEqual(DEFAULT_SETTINGS.reader[field as keyof typeof settings.reader]);
  });

  test('a colour that is not #rrggbb (which could inject CSS) is refused', () => {
    const settings = normalizeSettings({ reader: { theme: 'custom', customColors: { background: 'red;}body{display:none', text: '#123456' } } });
    expect(settings.reader.customColors.background).toBe(DEFAULT_SETTINGS.reader.customColors.background);
    expect(settings.reader.customColors.text).toBe('#123456');
  });

  test('unknown categories are dropped and missing ones are on', () => {
    const settings = normalizeSettings({ categories: { heartbreak: false, 'made-up': true } });
    expect(settings.categories.heartbreak).toBe(false);
    expect(settings.categories.suicide).toBe(true);
    expect('made-up' in settings.categories).toBe(false);
  });
});

test('siteEnabled: the master switch wins, then the site switch', () => {
  expect(siteEnabled(DEFAULT_SETTINGS, 'ao3')).toBe(true);
  expect(siteEnabled({ ...DEFAULT_SETTINGS, sites: { ao3: false } }, 'ao3')).toBe(false);
  expect(siteEnabled({ ...DEFAULT_SETTINGS, sites: { ao3: false } }, 'ffnet')).toBe(true);
  expect(siteEnabled({ ...DEFAULT_SETTINGS, enabled: false }, 'ffnet')).toBe(false);
});

test('site switches: unknown but id-shaped ones are kept (a newer version may know them), junk is bounded (audit I2)', () => {
  const sites: Record<string, unknown> = { ao3: false, 'future-archive': false, ['x'.repeat(500)]: true, 'Not An Id': false };
  for (let i = 0; i < 400; i++) sites[`junk${i}`] = true;
  const repaired = normalizeSettings({ sites }).sites;
  expect(repaired.ao3).toBe(false);
  expect(repaired['future-archive']).toBe(false);
  expect(repaired).not.toHaveProperty('Not An Id');
  expect(Object.keys(repaired).length).toBeLessThanOrEqual(100);
  // The whole settings item stays within sync storage's 8,192 bytes an item.
  expect(JSON.stringify(normalizeSettings({ sites })).length).toBeLessThan(8_192);
});

describe('listing choices for the reader\'s own warnings', () => {
  test('fold and hide are kept by id; chips, unknown actions and ids that are not their own are dropped', () => {
    const raw = { listing: { personal: { 'personal:needles': 'fold', 'personal:vomit': 'hide', 'personal:fire': 'chip', 'personal:x': 'explode', 'self-harm': 'hide', personal: 'fold' } } };
    expect(normalizeSettings(raw).listing.personal).toEqual({ 'personal:needles': 'fold', 'personal:vomit': 'hide' });
  });
  test('missing or malformed: none (every own warning a chip)', () => {
    expect(normalizeSettings({ listing: { personal: 'hide' } }).listing.personal).toEqual({});
    expect(DEFAULT_SETTINGS.listing.personal).toEqual({});
  });
});
