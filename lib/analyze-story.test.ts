import { describe, expect, test } from 'vitest';
import { analyzeStory, type StoryText } from './analyze-story';
import { notReadNotice } from './not-read';
import { emptyTags } from './story';

const spanish: StoryText = {
  paragraphs: [
    'Ella tomó la navaja y se cortó el brazo otra vez, como cada noche desde que él se fue.',
    'Escribió una carta de despedida para su madre antes de subir a la azotea. No quería que nadie la encontrara.',
  ],
  summary: '',
  notes: [],
  tags: { ...emptyTags(), freeforms: ['Self-Harm'] },
};

describe('analyzeStory: the language decides whether the text is read', () => {
  test('a Spanish chapter is not read: no all-clear, the tags still warn, the language is said', () => {
    const analysis = analyzeStory(spanish, 'balanced');
    expect(analysis).toMatchObject({ language: 'es', textRead: false, fromText: [] });
    expect(analysis.warnings.map((w) => [w.id, w.sources])).toEqual([['self-harm', ['tags']]]);
  });

  test("the archive's field is used: FanFiction.net's \"Spanish\"", () => {
    expect(analyzeStory({ ...spanish, language: 'Spanish' }, 'balanced').language).toBe('es');
  });

  test('an English note on a Spanish story is still read', () => {
    const analysis = analyzeStory({ ...spanish, notes: ['TW: suicide, hospitals'] }, 'balanced');
    expect(analysis.warnings.find((w) => w.id === 'suicide')?.sources).toEqual(['notes']);
    expect(analysis.unmappedNotes).toEqual(['hospitals']);
  });

  test('an English story is read', () => {
    const analysis = analyzeStory({ ...spanish, paragraphs: ['She picked up the razor and cut herself again, as she had every night since he left.'] }, 'balanced');
    expect(analysis).toMatchObject({ language: 'en', textRead: true });
    expect(analysis.warnings.find((w) => w.id === 'self-harm')?.sources).toEqual(['tags', 'text']);
  });
});

test("a work's tags do not set the chapter's level: the page's own finding does", () => {
  const chapter: StoryText = {
    paragraphs: ['He had one beer at dinner and went home early.', 'The rest of the evening was quiet; they watched a film and went to bed.'],
    summary: '',
    notes: ['cw: brief mention of alcohol'],
    tags: { ...emptyTags(), freeforms: ['Alcohol', 'Cheating if you squint'] },
  };
  const warnings = analyzeStory(chapter, 'balanced').warnings;
  const substance = warnings.find((w) => w.id === 'substance-use')!;
  expect(substance).toMatchObject({ level: 'mention', sources: ['tags', 'notes'] });
  expect(substance.scope).toBeUndefined();
  expect(warnings.find((w) => w.id === 'infidelity')).toMatchObject({ level: 'mention', scope: 'work', sources: ['tags'] });
});

// Audit 2026-12, N3: a text that still reads oddly after the normal form is never called clear.
describe('analyzeStory: a text not all read is never clear', () => {
  const quiet = ['The orchard was quiet after that, and the apples kept falling.', 'They walked to the barn and fed the goats.'];
  const story = (paragraphs: string[]): StoryText => ({ paragraphs, summary: '', notes: [], tags: emptyTags() });

  test('words in look-alike letters: "could not read all of this text", and what they say still warns', () => {
    const analysis = analyzeStory(story([...quiet, 'That night she сut hеrself again and hid the blооd.']), 'balanced');
    expect(analysis).toMatchObject({ textRead: false, partlyRead: true });
    expect(analysis.warnings.map((w) => w.id)).toContain('self-harm');
    expect(notReadNotice(analysis, true)).toMatch(/could not read all of this text/);
  });

  test('look-alikes that spell nothing the engine knows: still never "no warnings"', () => {
    const analysis = analyzeStory(story([...quiet, 'Тhе gоаts аtе thе аpplеs.']), 'balanced');
    expect(analysis).toMatchObject({ warnings: [], textRead: false, partlyRead: true });
    expect(notReadNotice(analysis, true)).toBeDefined();
  });

  test('a paragraph in a script the engine does not read, inside an English story', () => {
    const analysis = analyzeStory(story([...quiet, ...quiet, 'ᏌᏊ ᎠᏂᏴᏫ ᎠᏍᎦᏯ ᏚᏂᎸᏫᏍᏓᏁᎸ ᎤᏂᏍᏆᏂᎪᏗ ᎠᏂᏧᏣ ᎤᎾᏓᏅᏖᏗ ᏃᎴ ᎤᏂᎪᎲ ᎠᏂᏍᎦᏯ ᏐᏈᎵ ᏗᎦᎾᏍᏓ ᏧᏂᏲᏍᏗ']), 'balanced');
    expect(analysis).toMatchObject({ textRead: false, partlyRead: true });
  });

  test('plain English with a name in accents, curly quotes, an emoji and a stylised title is read as it is', () => {
    const analysis = analyzeStory(story(['“Zoë,” said Renée, “the café’s open.” 😊', '𝓣𝓱𝓮 𝓔𝓷𝓭, ＦＩＮ', ...quiet]), 'balanced');
    expect(analysis).toMatchObject({ textRead: true, warnings: [] });
    expect(analysis.partlyRead).toBeUndefined();
  });
});
