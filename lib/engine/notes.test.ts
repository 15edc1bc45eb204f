import { describe, expect, test } from 'vitest';
import { analyze } from './index';
import { readContentNotes } from './notes';
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

  // Real phrasings authors use, in any case, with or without a colon, in lists of every shape.
  test.each<[string, [CategoryId, 'theme' | 'mention'][], string[]]>([
    ['cw: gutting of a squirrel, eyeball stuff', [['animal-harm', 'theme'], ['blood-gore', 'theme']], []],
    [
      'Content warning for blood, trauma from active combat, mentions of canonical character death, hospitals. (There is some fluff too.)',
      [['blood-gore', 'theme'], ['mental-illness', 'theme'], ['violence', 'theme'], ['death', 'mention']],
      ['hospitals'],
    ],
    ['CW // implied/referenced self-harm; alcohol and drugs', [['self-harm', 'mention'], ['substance-use', 'theme']], []],
    ['tw cheating', [['infidelity', 'theme']], []],
    ['TW smut', [['sexual-content', 'theme']], []],
    ['trigger warning suicidal ideation', [['suicide', 'theme']], []],
    ['Heed the tags: noncon, rape', [['sexual-assault', 'theme']], []],
    ['(cw: blood) Enjoy!', [['blood-gore', 'theme']], []],
    ['Warnings for this chapter: panic attacks, PTSD', [['mental-illness', 'theme']], []],
    ['CONTENT WARNINGS: miscarriage / animal death / homophobia, transphobia', [['pregnancy-loss', 'theme'], ['animal-harm', 'theme'], ['homophobia', 'theme']], []],
    ['warnings:\n• brief mention of past abuse\n• character death\n• alcohol', [['abuse', 'mention'], ['death', 'theme'], ['substance-use', 'theme']], []],
    ['cw: self harm/cutting, suicidal ideation, blood', [['self-harm', 'theme'], ['suicide', 'theme'], ['blood-gore', 'theme']], []],
    ['tw: animal death, dead dove, hospitals', [['animal-harm', 'theme']], ['dead dove', 'hospitals']],
    ['TW: racism, ableist slurs and misogyny', [['racism', 'theme'], ['ableism', 'theme'], ['misogyny', 'theme']], []],
    ['cw: bullying, eating disorder, kidnapping, heartbreak', [['bullying', 'theme'], ['eating-disorder', 'theme'], ['kidnapping', 'theme'], ['heartbreak', 'theme']], []],
    ['TW: mentions of self harm and suicide, blood', [['self-harm', 'mention'], ['suicide', 'mention'], ['blood-gore', 'theme']], []],
    ['cw: self harm and implied suicide', [['self-harm', 'theme'], ['suicide', 'mention']], []],
    ['TW: no rape or noncon, violence', [['violence', 'theme']], []],
    ['cw: no smut but lots of violence', [['violence', 'theme']], []],
    ['Spoiler warning for the Paranormal Liberation War Arc up to current chapters.', [], []],
    ['Please heed the tags!', [], []],
    ['I added more warnings to the tags, sorry about the war.', [], []],
    ['Warnings: none, just fluff', [], ['just fluff']],
    // Authors also say it in a sentence about the work; only what a category fits is kept from it.
    ['This chapter contains graphic violence and some blood.', [['violence', 'theme'], ['blood-gore', 'theme']], []],
    ['Heads up, the next part deals with self-harm. Please be careful!', [['self-harm', 'theme']], []],
    ['This fic mentions suicide and past abuse.', [['suicide', 'mention'], ['abuse', 'mention']], []],
    ['this one-shot touches on eating disorders', [['eating-disorder', 'mention']], []],
    ['Warnings: this chapter contains blood', [['blood-gore', 'theme']], []],
    ['This chapter has no violence at all, only fluff.', [], []],
    ['This story has been a joy to write, thank you all.', [], []],
    ['The chapter title comes from a song I love.', [], []],
    ['Rated M for violence and swearing.', [['violence', 'theme'], ['profanity', 'theme']], []],
    ['Rated M for a reason.', [], []],
    ["heads up: there's some violence in this chapter", [['violence', 'theme']], []],
    ['Note: there is a brief mention of drug use in this one', [['substance-use', 'mention']], []],
    ["This chapter is a bit darker than usual - there's a character death.", [['death', 'theme']], []],
    ['There is a war coming, and Harry must choose a side.', [], []],
    ["There's no violence here, just fluff.", [], []],
    // "there is" describes the work only where its own sentence says so, not the next one.
    ["There's been a death in my family. The next chapter may be late.", [], []],
    ["There's been a death in the family, in this chapter.", [['death', 'theme']], []],
    ['Warning!!! Major character death ahead', [['death', 'theme']], []],
    ['Warnings in the end notes', [], []],
  ])('%j', (note, expected, unmapped) => {
    const read = readContentNotes([note]);
    expect(read.findings.map((f) => [f.category, f.level])).toEqual(expected);
    expect(read.unmapped).toEqual(unmapped);
  });

  test('a note that names something is evidence from the notes, with the words that named it', () => {
    const note = 'cw: gutting of a squirrel, eyeball stuff';
    const found = readContentNotes(['Summary.', note]).findings;
    expect(found.map((f) => [f.evidence.source, f.evidence.paragraph, note.slice(f.evidence.start, f.evidence.end)])).toEqual([
      ['notes', 1, 'gutting of a squirrel'],
      ['notes', 1, 'eyeball stuff'],
    ]);
  });
});


// Audit 2026-12, N3: a note reads as the page shows it.
describe('content notes in the text normal form', () => {
  test.each<[string, string]>([
    ['T\u200bW: self harm', 'an invisible character inside the marker'],
    ['Ｃｏｎｔｅｎｔ ｗａｒｎｉｎｇ： ｓｅｌｆ ｈａｒｍ', 'full-width forms'],
    ['Сontent warning for sеlf harm', 'Cyrillic letters in the marker and the item'],
    ['\u2066CW\u2069 // se\u0323lf\u2063 harm', 'bidi isolates, a combining mark, an invisible separator'],
  ])('%s (%s)', (note) => {
    expect(fromNotes([note]).map((w) => w.id)).toEqual(['self-harm']);
  });

  test('evidence and unmapped items are the page\'s own characters', () => {
    const note = 'Т\u200bW: sеlf\u2063 harm, hоspitals';
    const { findings, unmapped } = readContentNotes([note]);
    const { start, end, excerpt } = findings[0].evidence;
    expect(note.slice(start, end)).toBe('sеlf\u2063 harm');
    expect(note.includes(excerpt)).toBe(true);
    expect(unmapped).toEqual(['hоspitals']);
  });
});
