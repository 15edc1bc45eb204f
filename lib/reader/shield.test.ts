import { describe, expect, test } from 'vitest';
import { allCategories, type ShieldMode } from '../settings/settings';
import type { Warning } from '../engine/types';
import { describeCategories, shieldedParagraphs } from './shield';

const ev = (paragraph: number, source: 'text' | 'notes' | 'tags' = 'text') => ({ source, paragraph, start: 0, end: 4, excerpt: 'x' });
const warnings: Warning[] = [
  { id: 'self-harm', level: 'theme', score: 3, evidence: [ev(4), ev(1), ev(0, 'notes')], sources: ['text', 'notes'], passages: [1, 4] },
  { id: 'violence', level: 'mention', score: 1, evidence: [ev(4), ev(-1, 'tags'), ev(99), ev(7)], sources: ['text', 'tags'], passages: [4, 99] },
];
const settings = (shield: ShieldMode, off: string[] = []) => ({
  shield,
  categories: { ...allCategories(true), ...Object.fromEntries(off.map((id) => [id, false])) },
});

describe('which paragraphs are shielded', () => {
  test.each(['marker', 'blur', 'collapse'] as const)('%s: the strong passages only, in paragraph order', (mode) => {
    expect([...shieldedParagraphs(warnings, settings(mode), 10)]).toEqual([
      [1, ['self-harm']],
      [4, ['self-harm', 'violence']],
    ]);
  });
  test('a weak hit quoted as evidence (violence in paragraph 7) is not shielded', () => {
    expect(shieldedParagraphs(warnings, settings('blur'), 10).has(7)).toBe(false);
  });
  test('off shields nothing', () => expect(shieldedParagraphs(warnings, settings('off'), 10).size).toBe(0));
  test('only enabled categories', () => {
    expect([...shieldedParagraphs(warnings, settings('blur', ['self-harm']), 10)]).toEqual([[4, ['violence']]]);
  });
});

test.each([
  [[], ''],
  [['self-harm'], 'self-harm'],
  [['self-harm', 'violence'], 'self-harm and violence'],
  [['death', 'violence', 'abuse'], 'death, violence and abuse'],
] as const)('describes %j as "%s"', (ids, text) => expect(describeCategories(ids)).toBe(text));

test("the reader's own warnings are shielded under the name they gave them", () => {
  const own: Warning = { id: 'personal:needles', level: 'mention', score: 3, evidence: [ev(2)], sources: ['text'], passages: [2], personal: { name: 'Needles & injections' } };
  const shields = shieldedParagraphs([...warnings, own], settings('blur'), 10);
  expect(shields.get(2)).toEqual(['personal:needles']);
  expect(describeCategories(['violence', 'personal:needles'], [own])).toBe('violence and Needles & injections');
});
