/**
 * The text normal form (audit 2026-12, N3): invisible characters, look-alike letters, full-width
 * and mathematical forms and combining marks inside the words change nothing that is read, and
 * what is found still points at the page's own characters.
 */
import { describe, expect, test } from 'vitest';
import { analyzeStory } from '../analyze-story';
import { emptyTags } from '../story';
import { foldText, normalText, pageOffset } from './normal-form';
import { tokenize } from './tokenize';

const TRIGGERS = /\b(cut|cuts|killing|herself|wrists|note|sleeves)\b/g;
const BASE = [
  'That night Rosa locked the bathroom door and cut herself again, the way she had promised she would stop.',
  'In the morning she pulled her sleeves down over the fresh cuts on her wrists so her mother would not see.',
  'She thought about killing herself every day that winter, and wrote a note she never sent.',
];
const FILLER = ['The orchard was quiet after that, and the apples kept falling.', 'They walked to the barn and fed the goats.'];
const story = (ps: string[]) => ({ paragraphs: [...FILLER, ...ps, ...FILLER], notes: [], summary: '', tags: emptyTags() });
const found = (ps: string[]) => analyzeStory(story(ps), 'balanced').warnings.map((w) => w.id).sort();

/** The audit's invisible characters, each put inside every trigger word. */
const INVISIBLES: Record<string, string> = {
  'LRM 200E': '\u200e', 'RLM 200F': '\u200f', 'INVISIBLE SEPARATOR 2063': '\u2063', 'INVISIBLE TIMES 2062': '\u2062',
  'CGJ 034F': '\u034f', 'VS16 FE0F': '\ufe0f', 'VS1 FE00': '\ufe00', 'MVS 180E': '\u180e', 'TAG E0020': '\u{E0020}',
  'LRI 2066': '\u2066', 'HANGUL FILLER 3164': '\u3164', 'ALM 061C': '\u061c', 'KHMER 17B4': '\u17b4', 'ZWSP 200B': '\u200b',
  'forty ZWSPs': '\u200b'.repeat(40),
};
const CYRILLIC: Record<string, string> = { a: 'а', c: 'с', e: 'е', o: 'о', p: 'р', x: 'х', y: 'у', i: 'і' };
const LOOKS: Record<string, (w: string) => string> = {
  cyrillic: (w) => w.replace(/[aceopxyi]/, (c) => CYRILLIC[c]),
  'all cyrillic it can': (w) => w.replace(/[aceopxyi]/g, (c) => CYRILLIC[c]),
  'capital cyrillic': (w) => w.toUpperCase().replace(/[CEHT]/g, (c) => ({ C: 'С', E: 'Е', H: 'Н', T: 'Т' })[c]!),
  fullwidth: (w) => [...w].map((c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0)).join(''),
  'mathematical bold': (w) => [...w].map((c) => String.fromCodePoint(0x1d41a + c.charCodeAt(0) - 97)).join(''),
  'combining dot below': (w) => w[0] + '\u0323' + w.slice(1),
  'negative squared': (w) => [...w].map((c) => String.fromCodePoint(0x1f170 + c.charCodeAt(0) - 97)).join(''),
};

describe('N3: what a page hides inside its words changes no warning', () => {
  const plain = found(BASE);
  test('the plain text warns', () => expect(plain).toEqual(expect.arrayContaining(['self-harm', 'suicide'])));
  test.each(Object.entries(INVISIBLES))('%s inside each trigger word', (_, ch) => {
    expect(found(BASE.map((p) => p.replace(TRIGGERS, (w) => w[0] + ch + w.slice(1))))).toEqual(plain);
  });
  test.each(Object.entries(LOOKS))('%s letters in each trigger word', (_, look) => {
    expect(found(BASE.map((p) => p.replace(TRIGGERS, look)))).toEqual(plain);
  });
  test('one letter of a word, then a million invisible characters, then the rest', () => {
    expect(found(['She took the knife and c' + '\u2063'.repeat(1_000_000) + 'ut herself again.'])).toContain('self-harm');
  });
});

describe('offsets stay the page\'s', () => {
  test('a token\'s span covers the page\'s characters of the word', () => {
    const text = 'Then she с\u200bu\u0323t herself.';
    const t = tokenize(text);
    const i = t.words.indexOf('cut');
    expect(text.slice(t.starts[i], t.ends[i])).toBe('с\u200bu\u0323t');
  });
  test('the evidence excerpt is the page\'s sentence', () => {
    const paragraph = 'Later she с\u200but hеrself in the bathroom.';
    const w = analyzeStory(story([paragraph]), 'balanced').warnings.find((x) => x.id === 'self-harm');
    const evidence = w?.evidence.find((e) => e.source === 'text');
    expect(evidence && paragraph.includes(evidence.excerpt)).toBe(true);
  });
  test.each([
    ['plain ASCII', 'cut it', 0, 3, 0, 3],
    ['invisible inside', 'c\u200but it', 0, 3, 0, 4],
    ['astral letters', '\u{1d41c}\u{1d42e}\u{1d42d} it', 0, 3, 0, 6],
    ['a ligature', 'ﬁne', 0, 2, 0, 1],
  ])('%s: the normal form maps back', (_, text, a, b, pageA, pageB) => {
    const n = normalText(text);
    expect([pageOffset(n, a), pageOffset(n, b, true)]).toEqual([pageA, pageB]);
  });
});

describe('foldText', () => {
  test.each([
    ['Ｓｅｌｆ－ｈａｒｍ', 'self-harm'],
    ['ѕеlf һаrm', 'self harm'],
    ['Zoë\u200d', 'zoe'],
    ['𝓼𝓾𝓲𝓬𝓲𝓭𝓮', 'suicide'],
    ['ⓑⓛⓞⓞⓓ', 'blood'],
    ['plain words', 'plain words'],
  ])('%s → %s', (text, folded) => expect(foldText(text)).toBe(folded));
});
