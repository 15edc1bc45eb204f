import { describe, expect, test } from 'vitest';
import { CATEGORY_IDS } from '../engine/categories';
import { emptyTags, type StoryTags } from '../story';
import { MAX_EXCERPT_LENGTH, tagKey, unescapeAo3Tag } from './normalize-tag';
import { TAG_DICTIONARY } from './tag-dictionary';
import { categoriesOfTag, TAG_SCORE, warningsFromTags } from './tags-to-warnings';

function tags(over: Partial<StoryTags>): StoryTags {
  return { ...emptyTags(), ...over };
}

describe('the dictionary', () => {
  test.each([
    ['Implied/Referenced Self-Harm', [['self-harm', 'mention']]],
    ['Suicide Attempt', [['suicide', 'theme']]],
    ['Cheating', [['infidelity', 'theme']]],
    ['Break Up', [['heartbreak', 'theme']]],
    ['Heartbreak', [['heartbreak', 'theme']]],
    ['Major Character Death', [['death', 'theme']]],
    ['Graphic Depictions Of Violence', [['violence', 'theme']]],
    ['Rape/Non-Con', [['sexual-assault', 'theme']]],
    ['Underage Sex', [['sexual-content', 'theme'], ['sexual-assault', 'theme']]],
    ['Underage', [['sexual-content', 'theme'], ['sexual-assault', 'theme']]],
    ['Past Suicide Attempts', [['suicide', 'mention']]],
    ['Mentions of Character Death', [['death', 'mention']]],
    ['Implied/Referenced Rape/Non-con', [['sexual-assault', 'mention']]],
    ['Past Alcohol Abuse/Alcoholism', [['substance-use', 'mention']]],
    ['Character Death (mentioned)', [['death', 'mention']]],
    ['Joel Has PTSD - Post-Traumatic Stress Disorder (The Last of Us)', [['mental-illness', 'theme']]],
    ['Self-Harm (My Hero Academia)', [['self-harm', 'theme']]],
    ['tw self harm', [['self-harm', 'theme']]],
    ['cw: implied suicide', [['suicide', 'mention']]],
  ])('%s', (tag, expected) => {
    expect(categoriesOfTag(tag).map((m) => [m.category, m.level])).toEqual(expected);
  });

  test.each(['Angst', 'Tragedy', 'Hurt/Comfort', 'Fluff', 'Hospitals', 'Suicide Squad', 'No Archive Warnings Apply', 'Creator Chose Not To Use Archive Warnings', 'Explicit'])(
    '%s names no category',
    (tag) => expect(categoriesOfTag(tag)).toEqual([]),
  );

  test('normalises case, punctuation, curly quotes and AO3 escapes', () => {
    for (const tag of ['SELF HARM', 'self-harm', 'Self‐Harm', 'Self*d*Harm', 'Self%2DHarm', '  self   harm  ']) {
      expect(categoriesOfTag(tag), tag).toEqual([{ category: 'self-harm', level: 'theme' }]);
    }
    expect(unescapeAo3Tag('Rape*s*Non-Con')).toBe('Rape/Non-Con');
    expect(unescapeAo3Tag('Blood*a*Gore*q**h**d*')).toBe('Blood&Gore?#.');
    expect(unescapeAo3Tag('Implied*s*Referenced%20Self-Harm')).toBe('Implied/Referenced Self-Harm');
    expect(tagKey('Don’t Copy')).toBe(tagKey("Don't Copy"));
    expect(categoriesOfTag('Blood & Gore')).toEqual(categoriesOfTag('Blood and Gore'));
  });

  // Audit 2026-12, N3: the tag reads as the page shows it.
  test.each([
    ['Sеlf-Hаrm', 'Cyrillic е and а'],
    ['Self\u2063-Ha\u200erm', 'an invisible separator and a left-to-right mark'],
    ['Ｓｅｌｆ－Ｈａｒｍ', 'full-width forms'],
    ['𝐒𝐞𝐥𝐟-𝐇𝐚𝐫𝐦', 'mathematical bold'],
    ['Se\u0323lf-Harm\u{E0020}', 'a combining mark and a tag character'],
    ['Sel\ufe0ff H\u3164arm', 'a variation selector and a Hangul filler'],
  ])('%s (%s) names self-harm, and has its key', (tag) => {
    expect(categoriesOfTag(tag)).toEqual([{ category: 'self-harm', level: 'theme' }]);
    // The key is what blocklists compare too.
    expect(tagKey(tag)).toBe('self harm');
  });
  test('a freeform tag in look-alikes is read through the notes\' vocabulary', () => {
    expect(categoriesOfTag('mеntions of сutting')).toEqual(categoriesOfTag('mentions of cutting'));
    expect(categoriesOfTag('mentions of cutting')).not.toEqual([]);
  });

  test('every entry names real categories, and no two entries share a key', () => {
    const keys = new Set<string>();
    for (const entry of TAG_DICTIONARY) {
      for (const id of entry.means) expect(CATEGORY_IDS).toContain(id);
      const key = tagKey(entry.tag)!;
      expect(keys.has(key), entry.tag).toBe(false);
      keys.add(key);
    }
  });
});

describe('freeform tags read through the notes vocabulary and hedges', () => {
  test.each([
    ['Alcohol', [['substance-use', 'theme']]],
    ['Swear words abound', [['profanity', 'theme']]],
    // Common AO3 tags that named nothing before.
    ['Period-Typical Homophobia', [['homophobia', 'theme']]],
    ['Death of a Parent', [['death', 'theme']]],
    ['Dead Parents', [['death', 'theme']]],
    ['Misgendering', [['homophobia', 'theme']]],
    ['Weed', [['substance-use', 'theme']]],
    ['Self-Harm Recovery', [['self-harm', 'mention']]],
    ['Recovering Alcoholic', [['substance-use', 'mention']]],
    ['lots of cursing in Chapter 6', [['profanity', 'mention']]],
    ['Cheating if you squint', [['infidelity', 'mention']]],
    ['Implied/Referenced Cheating', [['infidelity', 'mention']]],
    ['Past Trauma', [['mental-illness', 'mention']]],
    ['Brief mentions of self-harm', [['self-harm', 'mention']]],
    ['Drugs and Alcohol', [['substance-use', 'theme']]],
    ['brief smut in chapter 3', [['sexual-content', 'mention']]],
    ['discussion of slavery', [['racism', 'mention']]],
    ['Terrorism', [['violence', 'theme']]],
    ['Animal Death (mentioned)', [['animal-harm', 'mention']]],
    ['Miscarriage - Freeform', [['pregnancy-loss', 'theme']]],
  ])('%s', (tag, expected) => {
    expect(categoriesOfTag(tag).map((m) => [m.category, m.level])).toEqual(expected);
  });

  // Every word must be a term, a hedge or filler: a term inside a name or a joke names nothing.
  test.each(['Death Eaters', 'Blood Brothers', 'Suicide Squad', 'No Smut', 'Umbridge dies', 'Alternate Universe - Everyone Lives/Nobody Dies', 'Dead Dove: Do Not Eat', 'Sexual Tension', 'Language Barrier', 'mentions of arson and human combustion', 'Post-War', 'Weed Killer', 'Period Drama'])(
    '%s names no category',
    (tag) => expect(categoriesOfTag(tag)).toEqual([]),
  );
});

describe('warningsFromTags', () => {
  test('one warning a category, tag evidence, "tags" as the source', () => {
    const { warnings, unknown } = warningsFromTags(
      tags({ warnings: ['Major Character Death'], freeforms: ['Implied/Referenced Self-Harm', 'Self-Harm', 'Fluff'] }),
    );
    expect(unknown).toBe(false);
    expect(warnings.map((w) => [w.id, w.level])).toEqual([
      ['death', 'theme'],
      ['self-harm', 'theme'],
    ]);
    const selfHarm = warnings[1];
    expect(selfHarm.sources).toEqual(['tags']);
    expect(selfHarm.score).toBe(TAG_SCORE);
    expect(selfHarm.evidence).toEqual([
      { source: 'tags', paragraph: -1, start: 0, end: 0, excerpt: 'Implied/Referenced Self-Harm' },
      { source: 'tags', paragraph: -1, start: 0, end: 0, excerpt: 'Self-Harm' },
    ]);
  });

  test('"Creator Chose Not To Use Archive Warnings" is unknown, never none', () => {
    expect(warningsFromTags(tags({ warnings: ['Creator Chose Not To Use Archive Warnings'] }))).toEqual({ warnings: [], unknown: true });
    expect(warningsFromTags(tags({ warnings: ['Choose Not To Use Archive Warnings'] })).unknown).toBe(true);
    expect(warningsFromTags(tags({ warnings: ['No Archive Warnings Apply'] }))).toEqual({ warnings: [], unknown: false });
  });

  test('hidden warnings are unknown', () => {
    expect(warningsFromTags(tags({ warningsHidden: true })).unknown).toBe(true);
  });

  test('FanFiction.net genres name nothing: they are moods', () => {
    expect(warningsFromTags(tags({ rating: ['M'], freeforms: ['Tragedy', 'Angst', 'Horror'] })).warnings).toEqual([]);
  });

  test('hostile tag text is handled as text: huge, HTML, control characters, bidi overrides', () => {
    const huge = 'Self-Harm '.repeat(100_000);
    const hostile = [huge, '<img src=x onerror=alert(1)>Suicide', 'Self\u0000-Harm\u202e', '\u202eGore\u202c', 42 as unknown as string];
    const { warnings } = warningsFromTags(tags({ freeforms: hostile }));
    expect(warnings.map((w) => w.id).sort()).toEqual(['blood-gore', 'self-harm']);
    for (const w of warnings) {
      for (const e of w.evidence) {
        expect(e.excerpt.length).toBeLessThanOrEqual(MAX_EXCERPT_LENGTH);
        expect(e.excerpt).not.toMatch(/[\u0000-\u001f\u202a-\u202e]/);
      }
    }
  });

  test('tolerates missing fields', () => {
    expect(warningsFromTags({} as StoryTags)).toEqual({ warnings: [], unknown: false });
  });
});
