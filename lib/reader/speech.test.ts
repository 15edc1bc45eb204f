import { describe, expect, test } from 'vitest';
import { chooseVoice, sentenceSpans, type VoiceInfo } from './speech';

const sentences = (text: string) => sentenceSpans(text).map(({ start, end }) => text.slice(start, end));

describe('sentences', () => {
  test.each([
    ['He was too late. The door was shut.', ['He was too late.', 'The door was shut.']],
    ['"Why?" she asked. "Because."', ['"Why?"', 'she asked.', '"Because."']],
    ['  One sentence without an end  ', ['One sentence without an end']],
    ['It was 8.30 in the morning. Then silence.', ['It was 8.30 in the morning.', 'Then silence.']],
    ['', []],
  ])('%j', (text, expected) => {
    expect(sentences(text)).toEqual(expected);
  });
});

const voice = (name: string, lang: string, localService: boolean, isDefault = false): VoiceInfo => ({ voiceURI: name, name, lang, localService, default: isDefault });

describe('choosing a voice: local ones only', () => {
  const voices = [voice('Cloud English', 'en-US', false, true), voice('Local French', 'fr-FR', true), voice('Local English', 'en-GB', true), voice('Local English 2', 'en-US', true)];
  test.each([
    ['', 'en', 'Local English'],
    ['Local English 2', 'en', 'Local English 2'],
    ['Cloud English', 'en', 'Local English'], // chosen before, but a network voice: never
    ['', 'fr', 'Local French'],
    ['', 'de', 'Local French'],
  ])('chosen %j, text in %s: %s', (chosen, lang, expected) => {
    expect(chooseVoice(voices, chosen, lang).voice?.name).toBe(expected);
  });
  test('offers only local voices', () => {
    expect(chooseVoice(voices, '').local.map((v) => v.name)).toEqual(['Local French', 'Local English', 'Local English 2']);
  });
  test('only network voices: none chosen, and it says so', () => {
    expect(chooseVoice([voice('Cloud', 'en-US', false)], '')).toEqual({ voice: undefined, local: [], onlyRemote: true });
  });
  test('no voices at all', () => {
    expect(chooseVoice([], '')).toEqual({ voice: undefined, local: [], onlyRemote: false });
  });
});
