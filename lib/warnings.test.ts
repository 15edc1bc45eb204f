import { describe, expect, test } from 'vitest';
import type { Warning } from './engine/types';
import { enabledWarnings, MAX_EVIDENCE, mergeWarnings, warningLabel } from './warnings';
import { allCategories, DEFAULT_SETTINGS } from './settings/settings';

const tag = (id: Warning['id'], level: Warning['level'], excerpt: string): Warning => ({
  id,
  level,
  score: 10,
  sources: ['tags'],
  evidence: [{ source: 'tags', paragraph: -1, start: 0, end: 0, excerpt }],
});
const text = (id: Warning['id'], level: Warning['level'], score: number, paragraphs: number[]): Warning => ({
  id,
  level,
  score,
  sources: ['text'],
  evidence: paragraphs.map((p) => ({ source: 'text', paragraph: p, start: 0, end: 5, excerpt: `p${p}` })),
});

describe('mergeWarnings', () => {
  test('one warning a category, keeping every source, tag evidence first', () => {
    const [merged] = mergeWarnings([tag('self-harm', 'mention', 'Implied/Referenced Self-Harm')], [text('self-harm', 'theme', 14, [3])]);
    expect(merged.id).toBe('self-harm');
    expect(merged.level).toBe('theme');
    expect(merged.score).toBe(14);
    expect(merged.sources).toEqual(['tags', 'text']);
    expect(merged.evidence.map((e) => e.excerpt)).toEqual(['Implied/Referenced Self-Harm', 'p3']);
  });

  test('themes before mentions, then by score', () => {
    const merged = mergeWarnings([text('death', 'mention', 20, [1]), text('violence', 'theme', 5, [2]), text('abuse', 'mention', 30, [3])]);
    expect(merged.map((w) => w.id)).toEqual(['violence', 'abuse', 'death']);
  });

  test('evidence stays short', () => {
    const [merged] = mergeWarnings([text('death', 'theme', 9, [1, 2, 3, 4])], [text('death', 'theme', 9, [5, 6, 7])]);
    expect(merged.evidence).toHaveLength(MAX_EVIDENCE);
  });

  test('does not change its inputs', () => {
    const input = text('death', 'mention', 1, [1]);
    mergeWarnings([input], [text('death', 'theme', 9, [2])]);
    expect(input.level).toBe('mention');
    expect(input.evidence).toHaveLength(1);
  });
});

test('enabledWarnings keeps only the categories the reader follows', () => {
  const categories = { ...allCategories(true), heartbreak: false };
  expect(enabledWarnings([text('heartbreak', 'theme', 9, [1]), text('death', 'theme', 9, [1])], categories).map((w) => w.id)).toEqual(['death']);
});

describe("the reader's own warnings among the built-in ones", () => {
  const own: Warning = { ...text('personal:spiders', 'mention', 3, [2]), personal: { name: 'Spiders' } };
  test('named as the reader named them, listed after categories of equal strength, never filtered by the category switches', () => {
    expect(warningLabel(own)).toBe('Spiders');
    expect(warningLabel({ id: 'self-harm' })).toBe('Self-harm');
    const merged = mergeWarnings([own], [text('death', 'mention', 3, [1])]);
    expect(merged.map((w) => w.id)).toEqual(['death', 'personal:spiders']);
    const noneFollowed = Object.fromEntries(Object.keys(DEFAULT_SETTINGS.categories).map((id) => [id, false])) as typeof DEFAULT_SETTINGS.categories;
    expect(enabledWarnings(merged, noneFollowed).map((w) => w.id)).toEqual(['personal:spiders']);
  });
});

test.each([
  [['Transphobia'], 'Transphobia'],
  [['Internalized Transphobia', 'Homophobic Language'], 'Homophobia and transphobia'],
  [['Homophobia'], 'Homophobia'],
  [['Biphobia'], 'Homophobia'],
])('homophobia tagged %j is labelled %j', (tags, label) => {
  const warning = { ...tag('homophobia', 'theme', tags[0]), evidence: tags.map((excerpt) => ({ source: 'tags' as const, paragraph: -1, start: 0, end: 0, excerpt })) };
  expect(warningLabel(warning)).toBe(label);
});

