import { describe, expect, it, test } from 'vitest';
import { analyze } from '../engine/index';
import { compilePersonal } from './compile-personal';
import type { PersonalWarning } from './personal-warning';
import { analyzePersonal, PersonalReader } from './read-personal';
import { wordFamily } from './word-family';

const warning = (name: string, words: string[], except: string[] = []): PersonalWarning => ({
  id: `personal:${name.toLowerCase()}`,
  name,
  words,
  except,
  enabled: true,
});

const NEEDLES = warning('Needles', ['needle', 'injection', 'syringe'], ['needled', 'needling']);
const VOMIT = warning('Vomiting', ['vomit', 'throw up', '"puke"']);

function raised(text: string, lists: PersonalWarning[] = [NEEDLES, VOMIT]): string[] {
  return analyzePersonal({ paragraphs: [text] }, compilePersonal(lists)).map((w) => w.id);
}

describe('word families', () => {
  test.each([
    ['needle', ['needles', 'needle\'s']],
    ['vomit', ['vomits', 'vomited', 'vomiting']],
    ['spider', ['spiders']],
    ['bury', ['buries', 'buried', 'burying']],
    ['stab', ['stabs', 'stabbed', 'stabbing']],
    ['match', ['matches']],
    ['throw', ['threw', 'thrown', 'throwing']],
    ['spiders', ['spider']],
    ['drowning', ['drown', 'drowned']],
    ['knife', ['knives']],
  ])('%s finds %j', (word, forms) => {
    expect(wordFamily(word)).toEqual(expect.arrayContaining(forms));
  });

  it('does not stretch short words or words with digits', () => {
    expect(wordFamily('ow')).toEqual(['ow']);
    expect(wordFamily('b12')).toEqual(['b12']);
  });

  it('reads "fires" as "fire", never "fir"', () => {
    expect(wordFamily('fires')).not.toContain('fir');
  });
});

describe('personal warnings: matching', () => {
  test.each([
    ['whole words: "needles" in a sentence', 'The nurse laid out the needles one by one.', ['personal:needles']],
    ['word family, past tense', 'He vomited into the sink.', ['personal:vomiting']],
    ['word family, -ing', 'She was vomiting all night.', ['personal:vomiting']],
    ['a phrase and its family', 'Dean threw up behind the car.', ['personal:vomiting']],
    ['curly apostrophes and case', 'The SYRINGE’s tip glinted.', ['personal:needles']],
    ['not inside another word', 'The needlework on the quilt was fine.', []],
    ['not inside another word (2)', 'Vomitorium is a Roman word.', []],
    ['negation in the same clause', "He didn't vomit, not this time.", []],
    ['no injection at all', 'There was no injection that day.', []],
    ['an exception the reader wrote', 'Her sister needled him about the party.', []],
    ['a quoted entry keeps its one form', 'The kids were puking all evening.', []],
    ['a quoted entry still matches exactly', 'There was puke on the floor.', ['personal:vomiting']],
    ['the engine\'s figures of speech', 'I was drowning in paperwork.', []],
  ])('%s', (_name, text, expected) => {
    const lists = [NEEDLES, VOMIT, warning('Drowning', ['drown'])];
    expect(raised(text, lists)).toEqual(expected);
  });

  it('marks a warning as the reader\'s own, with its name and evidence passage', () => {
    const [w] = analyzePersonal({ paragraphs: ['Calm start.', 'Then the doctor reached for the needle and Sam froze.'] }, compilePersonal([NEEDLES]));
    expect(w).toMatchObject({ id: 'personal:needles', personal: { name: 'Needles' }, level: 'mention', sources: ['text'], passages: [1] });
    expect(w.evidence[0]).toMatchObject({ source: 'text', paragraph: 1, excerpt: 'Then the doctor reached for the needle and Sam froze.' });
    const { start, end } = w.evidence[0];
    expect('Then the doctor reached for the needle and Sam froze.'.slice(start, end)).toBe('needle');
  });

  it('a dreamt use counts half: alone, it does not raise the warning at balanced; two do', () => {
    const lists = [NEEDLES];
    expect(raised('She dreamt of a needle.', lists)).toEqual([]);
    expect(analyzePersonal({ paragraphs: ['She dreamt of a needle.', 'She dreamt of a needle again.'] }, compilePersonal(lists))).toHaveLength(1);
  });

  it('sensitivity: low needs a second use', () => {
    const c = compilePersonal([NEEDLES]);
    expect(analyzePersonal({ paragraphs: ['The needle went in.'] }, c, 'low')).toEqual([]);
    expect(analyzePersonal({ paragraphs: ['The needle went in.', 'Another needle.'] }, c, 'low')).toHaveLength(1);
  });

  it('a use in five paragraphs is a theme', () => {
    const paragraphs = Array.from({ length: 6 }, (_, i) => `Paragraph ${i} with a syringe in it.`);
    expect(analyzePersonal({ paragraphs }, compilePersonal([NEEDLES]))[0].level).toBe('theme');
  });

  it('reads the author\'s content notes and tags, by word or by the warning\'s name', () => {
    const c = compilePersonal([NEEDLES, VOMIT, warning('Spiders', ['tarantula'])]);
    const found = analyzePersonal(
      {
        paragraphs: ['Nothing here.'],
        notes: ['TW: mentions of needles, spiders'],
        tags: { rating: [], warnings: [], categories: [], fandoms: [], relationships: [], characters: [], freeforms: ['Vomiting', 'Fluff'] },
      },
      c,
    );
    const byId = Object.fromEntries(found.map((w) => [w.id, w]));
    expect(byId['personal:needles']).toMatchObject({ level: 'mention', sources: ['notes'] });
    expect(byId['personal:spiders']).toMatchObject({ sources: ['notes'] });
    expect(byId['personal:vomiting']).toMatchObject({ level: 'theme', sources: ['tags'], evidence: [{ source: 'tags', excerpt: 'Vomiting' }] });
  });

  it('the name alone does not count in the story text', () => {
    expect(raised('Spiders everywhere.', [warning('Spiders', ['tarantula'])])).toEqual([]);
  });

  it('disabled and empty lists find nothing', () => {
    expect(raised('The needle.', [{ ...NEEDLES, enabled: false }, warning('Empty', [])])).toEqual([]);
  });

  it('phrase syntax a reader types cannot reach the trie', () => {
    expect(() => compilePersonal([warning('Odd', ['@self', 'a|b', '*', 'x, y', 'one two three four five six seven eight nine'])])).not.toThrow();
    // "a|b" is two words to the tokenizer, never "a" or "b".
    expect(raised('I saw a cat.', [warning('Odd', ['a|b'])])).toEqual([]);
    expect(raised('I saw a b.', [warning('Odd', ['a|b'])])).toEqual(['personal:odd']);
  });

  it('shares the engine\'s tokens through onParagraph, with the same result as reading alone', () => {
    const paragraphs = ['He threw up twice.', 'Later a needle.', 'Then he vomited again.'];
    const compiled = compilePersonal([NEEDLES, VOMIT]);
    const reader = new PersonalReader(compiled);
    analyze({ paragraphs }, { onParagraph: reader.read });
    expect(reader.finish({ paragraphs })).toEqual(analyzePersonal({ paragraphs }, compiled));
  });
});

describe('analyzeStory with the reader\'s own warnings', () => {
  it('reports them beside the built-in ones, in the same shape, marked as the reader\'s own', async () => {
    const { analyzeStory } = await import('../analyze-story');
    const { emptyTags } = await import('../story');
    const story = { paragraphs: ['He sobbed as she left him forever, heartbroken.', 'The nurse readied the syringe.'], summary: '', notes: [], tags: emptyTags() };
    const without = analyzeStory(story, 'balanced');
    const withOwn = analyzeStory(story, 'balanced', [NEEDLES]);
    expect(without.warnings.some((w) => w.personal)).toBe(false);
    const own = withOwn.warnings.find((w) => w.id === 'personal:needles');
    expect(own).toMatchObject({ personal: { name: 'Needles' }, sources: ['text'], passages: [1] });
    expect(withOwn.warnings.filter((w) => !w.personal)).toEqual(without.warnings);
  });
});

// Audit 2026-12, N3: the reader's own words are read in the text normal form, on both sides.
describe('personal warnings in the text normal form', () => {
  test.each([
    ['The nurse held up the nееdle.', 'Cyrillic е'],
    ['The nurse held up the ｎｅｅｄｌｅ.', 'full-width'],
    ['The nurse held up the ne\u2062e\u034fdle.', 'invisible times and a grapheme joiner'],
    ['She got an i\u{E0041}njection.', 'a tag character'],
  ])('%s (%s) raises Needles', (text) => expect(raised(text)).toEqual(['personal:needles']));

  test('a word the reader typed in look-alikes or with a mark finds the plain word', () => {
    expect(raised('She hated the spider.', [warning('Spiders', ['ѕpídеr'])])).toEqual(['personal:spiders']);
  });

  test('an exception reads in the normal form too', () => {
    expect(raised('He nееdled her about it.')).toEqual([]);
  });

  test('the evidence is the page\'s own sentence', () => {
    const text = 'The nurse held up the nее\u200bdle.';
    const [w] = analyzePersonal({ paragraphs: [text] }, compilePersonal([NEEDLES]));
    expect(text.slice(w.evidence[0].start, w.evidence[0].end)).toBe('nее\u200bdle');
  });
});

// Audit 2026-12, N7: each use is checked against the exceptions and figures of speech around it in
// log time, not against every one in the paragraph. The reproduction's word "cut" is part of one of
// the engine's figures ("cut the cake"): a paragraph of a million characters of it was 4-6 s.
describe('exceptions are checked in linear time', () => {
  const lists = compilePersonal([warning('Knives', ['cut']), warning('Blood', ['blood'], ['blood orange'])]);
  /** The fastest of three runs, in ms: the least disturbed by whatever else the machine runs. */
  const fastest = (text: string) =>
    Math.min(...[0, 1, 2].map(() => {
      const t = performance.now();
      analyzePersonal({ paragraphs: [text] }, lists);
      return performance.now() - t;
    }));

  // Well under the 4-6 s the audit measured for one paragraph, and an order of magnitude above
  // what it takes now (about 0.2 s), so that a loaded machine does not fail it.
  test.each([
    ['cut the cake ', 'a figure of speech of the engine, the reproduction'],
    ['blood orange ', 'an exception of the reader'],
  ])('a million characters of "%s" (%s) take well under two seconds', (unit) => {
    const paragraph = unit.repeat(80_000);
    expect(fastest(paragraph)).toBeLessThan(2_000);
    expect(analyzePersonal({ paragraphs: [paragraph] }, lists)).toEqual([]);
  });
});
