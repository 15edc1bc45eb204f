import { describe, expect, test } from 'vitest';
import type { Warning } from '../engine/types';
import { archiveContradiction, summaryLine, summaryPlace } from './summary';

const fromText: Warning = { id: 'heartbreak', level: 'theme', score: 9, sources: ['text'], evidence: [] };
const tagged: Warning = { id: 'violence', level: 'theme', score: 10, sources: ['tags'], evidence: [] };
const mention: Warning = { id: 'profanity', level: 'mention', score: 2, sources: ['text'], evidence: [] };

describe('summary line', () => {
  test('themes of the text say so; tags and mentions are just named', () => {
    expect(summaryLine([fromText, tagged, mention])).toBe('heartbreak (theme), violence, strong language');
  });
});

describe('archive contradiction', () => {
  const nawa = { warnings: ['No Archive Warnings Apply'] };
  test.each([
    ['No Archive Warnings Apply and found in the text', [fromText], nawa, false, /Not in the archive's warnings/],
    ['creator chose not to warn', [fromText], { warnings: ['Creator Chose Not To Use Archive Warnings'] }, true, /creator chose not to warn/],
    ['the site hid the warnings', [fromText], { warnings: [], warningsHidden: true }, true, /hiding this work's warnings/],
  ])('%s', (_, warnings, tags, unknown, expected) => {
    expect(archiveContradiction(warnings, tags, unknown)).toMatch(expected);
  });

  test.each([
    ['nothing found', [], nawa, false],
    ['only what the tags say', [tagged], nawa, false],
    ['archive warnings given', [fromText], { warnings: ['Major Character Death'] }, false],
  ])('nothing to explain: %s', (_, warnings, tags, unknown) => {
    expect(archiveContradiction(warnings, tags, unknown)).toBeUndefined();
  });
});

describe('where the summary goes', () => {
  test.each([
    [{ warningsRowBottom: 340, viewportHeight: 800 }, 'beside-warnings'],
    [{ warningsRowBottom: 1300, viewportHeight: 800 }, 'page-top'],
    [{ storyTop: 130, viewportHeight: 800 }, 'none'],
    [{ storyTop: 2100, viewportHeight: 844 }, 'page-top'],
    [{ viewportHeight: 844 }, 'none'],
  ] as const)('%j: %s', (where, place) => {
    expect(summaryPlace(where)).toBe(place);
  });
});
