import { describe, expect, test } from 'vitest';
import { addToBlocklist, EMPTY_BLOCKLISTS, MAX_BLOCKLIST_ENTRIES, normalizeBlocklists, removeFromBlocklist, type Blocklists } from '../settings/blocklists';
import { emptyTags, type StoryTags } from '../story';
import { blockedBy } from './blocked';

const lists = (over: Partial<Blocklists>): Blocklists => ({ ...EMPTY_BLOCKLISTS, ...over });
const work = (tags: Partial<StoryTags>, extra: { authors?: string[]; summary?: string } = {}) => ({ tags: { ...emptyTags(), ...tags }, ...extra });

describe('blocked tags', () => {
  test.each([
    ['Self-Harm', 'self harm', true],
    ['Self-Harm', 'SELF-HARM', true],
    ['Self-Harm', 'Implied/Referenced Self-Harm', true],
    ['Self-Harm', 'Past Self-Harm', true],
    ['Self-Harm', 'Self-Harm (My Hero Academia)', true],
    ['Self-Harm', 'self harm if you squint', true],
    ['Self-Harm', 'Self-Injury', true], // a synonym
    ['Self-Harm', 'Self-Harm Scars', false], // whole tag: a different tag
    ['Self-Harm', 'Harm', false],
    ['Non-Con', 'Rape/Non-Con', true],
    ['Dubcon', 'Dubious Consent', true],
    ['Suicide Attempt', 'Suicidal Thoughts', false], // not synonyms
    ['*angst*', 'Angst with a Happy Ending', true],
    ['*angst*', 'Mike Wheeler Angst', true],
    ['*angst*', 'Fluff', false],
    ['Angst*', 'Angst and Hurt/Comfort', true],
    ['Angst*', 'Heavy Angst', false],
  ])('%s hides %s: %s', (entry, tag, hides) => {
    expect(blockedBy(work({ freeforms: [tag] }), lists({ tags: [entry] })).length > 0).toBe(hides);
  });

  test('relationships, characters and archive warnings are tags too', () => {
    const w = work({ warnings: ['Major Character Death'], relationships: ['A/B'], characters: ['Mike Wheeler'] });
    expect(blockedBy(w, lists({ tags: ['major character death'] }))).toEqual([{ kind: 'tags', entry: 'major character death', matched: 'Major Character Death' }]);
    expect(blockedBy(w, lists({ tags: ['a/b'] }))[0].matched).toBe('A/B');
    expect(blockedBy(w, lists({ tags: ['mike wheeler'] }))).toHaveLength(1);
  });
});

describe('blocked authors and fandoms', () => {
  test('authors by name, pseud or user, any case', () => {
    const w = work({}, { authors: ['Sunny (RainyDay)'] });
    expect(blockedBy(w, lists({ authors: ['rainyday'] }))).toHaveLength(1);
    expect(blockedBy(w, lists({ authors: ['sunny'] }))).toHaveLength(1);
    expect(blockedBy(w, lists({ authors: ['Sunny (RainyDay)'] }))).toHaveLength(1);
    expect(blockedBy(w, lists({ authors: ['Sun'] }))).toEqual([]);
  });

  test('fandoms whole, with or without the medium AO3 adds', () => {
    const w = work({ fandoms: ['Naruto (Anime & Manga)'] });
    expect(blockedBy(w, lists({ fandoms: ['Naruto'] }))).toHaveLength(1);
    expect(blockedBy(w, lists({ fandoms: ['naruto (anime & manga)'] }))).toHaveLength(1);
    expect(blockedBy(w, lists({ fandoms: ['Boruto'] }))).toEqual([]);
    expect(blockedBy(w, lists({ fandoms: ['Nar*'] }))).toHaveLength(1);
  });
});

describe('blocked summary words', () => {
  test.each([
    ['ass', 'A class of their own.', false],
    ['ass', 'Kick some ass.', true],
    ['ass', 'Ass-kicking ensues', true],
    ['kill*', 'He is killing time.', true],
    ['kill*', 'Skills pay the bills.', false],
    ['coffee shop', 'A Coffee  Shop AU', true],
    ['coffee shop', 'coffee shops everywhere', false],
    ['café', 'Un CAFÉ au lait', true],
  ])('%s in %j: %s', (entry, summary, hides) => {
    expect(blockedBy(work({}, { summary }), lists({ words: [entry] })).length > 0).toBe(hides);
  });

  test('a word never matches inside a tag, only the summary', () => {
    expect(blockedBy(work({ freeforms: ['ass'] }), lists({ words: ['ass'] }))).toEqual([]);
  });
});

describe('stored blocklists', () => {
  test('repair on read: non-text, blank and repeated entries dropped, lists kept', () => {
    expect(normalizeBlocklists({ tags: ['Angst', 'angst', 3, '  ', null, 'Fluff'], authors: 'x', words: ['\u202eevil'] })).toEqual({
      tags: ['Angst', 'Fluff'],
      authors: [],
      fandoms: [],
      words: ['evil'],
    });
    expect(normalizeBlocklists(null)).toEqual(EMPTY_BLOCKLISTS);
  });

  test('add keeps one entry whatever its case, and the newest when full; remove any case', () => {
    let l = addToBlocklist(EMPTY_BLOCKLISTS, 'authors', 'Sunny');
    l = addToBlocklist(l, 'authors', 'SUNNY');
    expect(l.authors).toEqual(['SUNNY']);
    expect(removeFromBlocklist(l, 'authors', 'sunny').authors).toEqual([]);
    for (let i = 0; i < MAX_BLOCKLIST_ENTRIES + 5; i++) l = addToBlocklist(l, 'tags', `t${i}`);
    expect(l.tags).toHaveLength(MAX_BLOCKLIST_ENTRIES);
    expect(l.tags.at(-1)).toBe(`t${MAX_BLOCKLIST_ENTRIES + 4}`);
  });
});
