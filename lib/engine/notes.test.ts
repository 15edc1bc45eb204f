import { describe, expect, test } from 'vitest';
import { analyze } from './index';
import type { CategoryId } from './categories';

const fromNotes = (notes: string[]) =>
  analyze({ paragraphs: [], notes }).map((w) => ({ id: w.id, level: w.level, sources: w.sources }));

describe('content notes', () => {
  test('TW: self harm, suicide mention', () => {
    expect(fromNotes(['TW: self harm, suicide mention'])).toEqual([
      { id: 'self-harm', level: 'theme', sources: ['notes'] },
      { id: 'suicide', level: 'mention', sources: ['notes'] },
    ]);
  });

  test.each<[string, CategoryId[]]>([
    ['CW: homophobic slurs, brief violence', ['violence', 'homophobia']],
    ['Warnings: Major Character Death', ['death']],
    ['Content notes: cheating, alcohol', ['infidelity', 'substance-use']],
    ['tw // rape, non-con', ['sexual-assault']],
    ['Trigger warnings - eating disorder; panic attacks', ['eating-disorder', 'mental-illness']],
    ['This chapter has a TW: kidnapping in it', ['kidnapping']],
    ['CW: miscarriage\nThanks for reading!', ['pregnancy-loss']],
    ['Warnings:\n- self-harm\n- swearing\n\nThe end.', ['self-harm', 'profanity']],
    ['TW: no major character death, no smut', []],
    ['Warnings: none', []],
    ['I cried writing this, sorry! Self harm is bad.', []],
  ])('%j', (note, expected) => {
    expect(fromNotes([note]).map((w) => w.id).sort()).toEqual([...expected].sort());
  });

  test('evidence points into the note it came from', () => {
    const notes = ['Summary: two boys in New York.', 'TW: suicide'];
    const w = analyze({ paragraphs: [], notes })[0];
    expect(w.evidence[0]).toMatchObject({ source: 'notes', paragraph: 1 });
    expect(notes[1].slice(w.evidence[0].start, w.evidence[0].end)).toBe('suicide');
  });

  test('notes and text together keep both sources', () => {
    const w = analyze({ paragraphs: ['She was kidnapped on her way home.'], notes: ['CW: kidnapping'] }).find((x) => x.id === 'kidnapping')!;
    expect(w.sources).toEqual(['notes', 'text']);
    expect(w.evidence.map((e) => e.source)).toEqual(['notes', 'text']);
  });
});
