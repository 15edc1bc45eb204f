import { describe, expect, test } from 'vitest';
import { HAS_REAL_PAGES, loadFixture, loadRealPage, REAL_PAGES_MISSING } from '../../test/sites/load-page';
import { analyzeStory } from '../analyze-story';
import { CATEGORY_IDS, type CategoryId } from '../engine/categories';
import type { Warning } from '../engine/types';
import { EMPTY_BLOCKLISTS, type Blocklists } from '../settings/blocklists';
import { DEFAULT_SETTINGS, type ListingAction, type Settings } from '../settings/settings';
import { findAdapter } from '../sites/registry';
import { emptyTags, type StoryTags } from '../story';
import { foldLine, judgeBlurb, type BlurbFacts } from './judge-blurb';
import { summaryText } from './summary';

function settingsWith(actions: Partial<Record<CategoryId, ListingAction>>, unknown: ListingAction = 'chip', off: CategoryId[] = [], personal: Settings['listing']['personal'] = {}): Settings {
  return {
    ...DEFAULT_SETTINGS,
    categories: Object.fromEntries(CATEGORY_IDS.map((id) => [id, !off.includes(id)])) as Settings['categories'],
    listing: { categories: { ...DEFAULT_SETTINGS.listing.categories, ...actions }, unknown, personal },
  };
}
const facts = (tags: Partial<StoryTags>, extra: Partial<BlurbFacts> = {}): BlurbFacts => ({ tags: { ...emptyTags(), warnings: ['No Archive Warnings Apply'], ...tags }, ...extra });
const summaryWarning = (id: CategoryId): Warning => ({ id, level: 'theme', score: 10, evidence: [], sources: ['notes'] });

describe("the reader's own warnings", () => {
  const needles: Warning = { id: 'personal:needles', personal: { name: 'Needles' }, level: 'mention', score: 3, evidence: [], sources: ['text'] };
  const vomit: Warning = { id: 'personal:vomit', personal: { name: 'Vomiting' }, level: 'theme', score: 6, evidence: [], sources: ['tags'] };
  test('fold or hide works like a category, each named as theirs, with where it was found', () => {
    const v = judgeBlurb(facts({}, { summaryWarnings: [needles, vomit] }), settingsWith({}, 'chip', [], { 'personal:needles': 'fold', 'personal:vomit': 'hide' }), EMPTY_BLOCKLISTS);
    expect(v.action).toBe('hide');
    expect(v.own.map((o) => [o.id, o.action])).toEqual([
      ['personal:needles', 'fold'],
      ['personal:vomit', 'hide'],
    ]);
    expect(foldLine(v)).toBe("Hidden: Needles (yours) (mentioned) (summary), Vomiting (yours) (author's tags)");
  });
  test('a warning of their own with no choice made is a chip: the work stays in view', () => {
    const v = judgeBlurb(facts({}, { summaryWarnings: [needles] }), settingsWith({}, 'chip', [], { 'personal:vomit': 'hide' }), EMPTY_BLOCKLISTS);
    expect(v.action).toBe('chip');
    expect(v.own.map((o) => o.action)).toEqual(['chip']);
  });
});

describe('one blurb', () => {
  test("self-harm from the author's tags, suicide from the summary: folded, each reason named", () => {
    const v = judgeBlurb(
      facts({ freeforms: ['Implied/Referenced Self-Harm', 'Fluff'] }, { summaryWarnings: [summaryWarning('suicide')] }),
      settingsWith({ 'self-harm': 'fold', suicide: 'fold' }),
      EMPTY_BLOCKLISTS,
    );
    expect(v.action).toBe('fold');
    expect(foldLine(v)).toBe("Hidden: self-harm (mentioned) (author's tags), suicide (summary)");
  });

  test('the strongest action wins; chips alone leave the work in view', () => {
    const tags = { warnings: ['Major Character Death'], freeforms: ['Self-Harm'] };
    expect(judgeBlurb(facts(tags), settingsWith({ death: 'hide', 'self-harm': 'fold' }), EMPTY_BLOCKLISTS).action).toBe('hide');
    const chips = judgeBlurb(facts(tags), settingsWith({}), EMPTY_BLOCKLISTS);
    expect(chips.action).toBe('chip');
    expect(chips.categories.map((c) => [c.category, c.sources])).toEqual([
      ['self-harm', ['tags']],
      ['death', ['archive-warning']],
    ]);
  });

  test('a category the reader does not follow never folds or hides', () => {
    expect(judgeBlurb(facts({ freeforms: ['Self-Harm'] }), settingsWith({ 'self-harm': 'hide' }, 'chip', ['self-harm']), EMPTY_BLOCKLISTS)).toMatchObject({
      action: 'chip',
      categories: [],
    });
  });

  test('synonyms, hedges and "Implied" are read through the dictionary', () => {
    for (const tag of ['Self-Injury', 'self harm if you squint', 'Past Self-Harm', 'tw: self harm']) {
      expect(judgeBlurb(facts({ freeforms: [tag] }), settingsWith({ 'self-harm': 'fold' }), EMPTY_BLOCKLISTS).action, tag).toBe('fold');
    }
  });

  test('"Explicit" names sexual content as a possibility; other ratings nothing', () => {
    const v = judgeBlurb(facts({ rating: ['Explicit'] }), settingsWith({ 'sexual-content': 'fold' }), EMPTY_BLOCKLISTS);
    expect(foldLine(v)).toBe('Hidden: sexual content (mentioned) (rating)');
    expect(judgeBlurb(facts({ rating: ['Mature'] }), settingsWith({ 'sexual-content': 'fold' }), EMPTY_BLOCKLISTS).action).toBe('chip');
  });

  test('what the engine found in the text when the reader read it counts, marked as such', () => {
    const v = judgeBlurb(facts({}, { readBefore: ['violence'] }), settingsWith({ violence: 'fold' }), EMPTY_BLOCKLISTS);
    expect(foldLine(v)).toBe('Hidden: violence (in its text when you read it)');
  });

  test.each<[string, Partial<StoryTags>, string]>([
    ['creator chose not to warn', { warnings: ['Creator Chose Not To Use Archive Warnings'] }, 'chose-not-to-warn'],
    ['warnings hidden by the site', { warnings: [], warningsHidden: true, freeforms: ['Fluff'] }, 'hidden'],
    ['no tags at all', { warnings: [] }, 'no-tags'],
  ])('unknown warnings: %s, folded as its own choice', (_, tags, why) => {
    const v = judgeBlurb(facts(tags), settingsWith({}, 'fold'), EMPTY_BLOCKLISTS);
    expect(v.unknown).toEqual({ why, action: 'fold' });
    expect(v.action).toBe('fold');
    expect(judgeBlurb(facts(tags), settingsWith({}, 'chip'), EMPTY_BLOCKLISTS).action).toBe('chip');
  });

  test('"No Archive Warnings Apply" is known: nothing unknown', () => {
    expect(judgeBlurb(facts({}), settingsWith({}, 'hide'), EMPTY_BLOCKLISTS)).toMatchObject({ action: 'chip', unknown: undefined });
  });

  test('a blocklist hides, and says which entry', () => {
    const lists: Blocklists = { ...EMPTY_BLOCKLISTS, authors: ['sunny'] };
    const v = judgeBlurb(facts({}, { authors: ['Sunny'] }), settingsWith({}), lists);
    expect(v.action).toBe('hide');
    expect(foldLine(v)).toBe('Hidden: an author you hide: Sunny');
  });
});

const AO3 = 'https://archiveofourown.org';
describe.skipIf(!HAS_REAL_PAGES)(`real listings ${HAS_REAL_PAGES ? '' : REAL_PAGES_MISSING}`, () => {
  const judged = (file: string, url: string, settings: Settings, lists = EMPTY_BLOCKLISTS) => {
    const blurbs = findAdapter(url)!.extractListing!(loadRealPage(file), new URL(url));
    return blurbs.map((b) => ({ blurb: b, verdict: judgeBlurb(b, settings, lists) }));
  };

  test('index-tag-angst: each blurb carries its creators, summary and chapter count', () => {
    const [first] = judged('ao3/index-tag-angst.html', `${AO3}/tags/x/works`, DEFAULT_SETTINGS);
    expect(first.blurb.authors).toEqual(['Emily_Cooper']);
    expect(first.blurb.summary).toMatch(/^He takes the girl’s hand\./);
    expect(first.blurb.summary?.split('\n')).toHaveLength(3);
    expect(first.blurb.chapters).toEqual({ published: 1, total: 1 });
  });

  test('index-tag-angst: hiding self-harm hides the works tagged Self-Harm or Implied/Referenced Self-Harm, no others', () => {
    const all = judged('ao3/index-tag-angst.html', `${AO3}/tags/x/works`, settingsWith({ 'self-harm': 'hide' }));
    const hidden = all.filter((j) => j.verdict.action === 'hide');
    const tagged = all.filter((j) => j.blurb.tags.freeforms.some((t) => /self-harm/i.test(t)));
    expect(hidden.length).toBeGreaterThan(0);
    expect(hidden.map((j) => j.blurb.workId)).toEqual(tagged.map((j) => j.blurb.workId));
  });

  test('index-tag-angst: folding unknown warnings folds the 6 works whose creator chose not to warn', () => {
    const all = judged('ao3/index-tag-angst.html', `${AO3}/tags/x/works`, settingsWith({}, 'fold'));
    expect(all.filter((j) => j.verdict.action === 'fold')).toHaveLength(6);
    expect(all.filter((j) => j.verdict.unknown?.why === 'chose-not-to-warn')).toHaveLength(6);
  });

  test('index-tag-cnw: every one of the 20 is unknown; "No Archive Warnings Apply" beside it does not make it known', () => {
    const all = judged('ao3/index-tag-cnw.html', `${AO3}/tags/x/works`, settingsWith({}, 'hide'));
    expect(all.filter((j) => j.verdict.action === 'hide')).toHaveLength(20);
  });

  test('index-tag-dysphoria: a wildcard tag and a fandom blocklist hide exactly their works', () => {
    const lists = { ...EMPTY_BLOCKLISTS, tags: ['*angst*'] };
    const all = judged('ao3/index-tag-dysphoria.html', `${AO3}/tags/Dysphoria/works`, DEFAULT_SETTINGS, lists);
    const angst = all.filter((j) => j.blurb.tags.freeforms.some((t) => /angst/i.test(t)));
    expect(angst.length).toBeGreaterThan(2);
    expect(all.filter((j) => j.verdict.action === 'hide').map((j) => j.blurb.workId)).toEqual(angst.map((j) => j.blurb.workId));
    const fandom = all[0].blurb.tags.fandoms[0];
    const byFandom = judged('ao3/index-tag-dysphoria.html', `${AO3}/tags/Dysphoria/works`, DEFAULT_SETTINGS, { ...EMPTY_BLOCKLISTS, fandoms: [fandom.toUpperCase()] });
    const inFandom = all.filter((j) => j.blurb.tags.fandoms.includes(fandom));
    expect(byFandom.filter((j) => j.verdict.action === 'hide')).toHaveLength(inFandom.length);
  });

  test('series-2270465: "Implied/Referenced Rape/Non-con" and "Past Rape/Non-con" fold under sexual assault, as mentions', () => {
    const all = judged('ao3/series-2270465.html', `${AO3}/series/2270465`, settingsWith({ 'sexual-assault': 'fold' }));
    const folded = all.filter((j) => j.verdict.action === 'fold');
    expect(folded.length).toBeGreaterThan(0);
    for (const j of folded) expect(foldLine(j.verdict)).toMatch(/^Hidden: sexual assault \(mentioned\) \(author's tags\)/);
  });
});

describe('FanFiction.net story lists (fixture written by us, test/fixtures/sites/ffn-category.html)', () => {
  const url = 'https://www.fanfiction.net/tv/Glee/';
  const blurbs = findAdapter(url)!.extractListing!(loadFixture('ffn-category.html'), new URL(url));
  const byTitle = (title: string) => blurbs.find((b) => b.title === title)!;
  const judged = (title: string, settings: Settings, lists: Blocklists = EMPTY_BLOCKLISTS) => {
    const blurb = byTitle(title);
    const summaryWarnings = analyzeStory(summaryText(blurb.summary ?? '', blurb.tags), 'balanced').fromText;
    return judgeBlurb({ ...blurb, summaryWarnings }, settings, lists);
  };

  test('FanFiction.net has no warnings: "unknown warnings" folds none of its stories, not even one with no genre or character', () => {
    const fold = settingsWith({}, 'fold');
    for (const b of blurbs) expect(judgeBlurb(b, fold, EMPTY_BLOCKLISTS).unknown, b.title).toBeUndefined();
    expect(judgeBlurb(byTitle('Snow Day'), fold, EMPTY_BLOCKLISTS).action).toBe('chip');
  });
  test('judged from the summary: self-harm hidden, suicide folded, with the summary as the reason', () => {
    const settings = settingsWith({ 'self-harm': 'hide', suicide: 'fold' });
    expect(judged('Glass Houses', settings).action).toBe('hide');
    const stay = judged('Stay', settings);
    expect(stay.action).toBe('fold');
    expect(foldLine(stay)).toMatch(/^Hidden: suicide( \(mentioned\))? \(summary\)$/);
    expect(judged('Sectionals Bus', settings).action).toBe('chip');
  });
  test('genres are moods, never a category (lib/tags/tag-dictionary.ts): a Tragedy names nothing by itself', () => {
    const everything = settingsWith(Object.fromEntries(CATEGORY_IDS.map((id) => [id, 'fold'])));
    expect(judgeBlurb(byTitle('Stay'), everything, EMPTY_BLOCKLISTS).categories).toEqual([]);
  });
  test('blocklists: a genre or character as a tag, an author, a summary word', () => {
    const chip = settingsWith({});
    const lists = (l: Partial<Blocklists>) => ({ ...EMPTY_BLOCKLISTS, ...l });
    expect(judged('Stay', chip, lists({ tags: ['tragedy'] })).blocked).toEqual([{ kind: 'tags', entry: 'tragedy', matched: 'Tragedy' }]);
    expect(judged('Glass Houses', chip, lists({ tags: ['Finn H.'] })).action).toBe('hide');
    expect(blurbs.filter((b) => judged(b.title, chip, lists({ authors: ['quiet_pen'] })).action === 'hide').map((b) => b.title)).toEqual(['Stay', 'Snow Day']);
    expect(judged('Sectionals Bus', chip, lists({ words: ['snack*'] })).action).toBe('hide');
  });
});
