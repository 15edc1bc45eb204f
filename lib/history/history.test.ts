import { describe, expect, test } from 'vitest';
import {
  categoriesRead, forgetWork, historyKey, MAX_HISTORY, normalizeHistory, readMark, recordProgress, recordVisit, searchHistory, type History, type Visit,
} from './history';

const visit = (over: Partial<Visit> = {}): Visit => ({
  site: 'ao3', workId: '1', title: 'Paper Boats', author: 'Sunny', chapter: 1, published: 4, total: 12, chapters: {}, at: 1000, ...over,
});

describe('recording what was read', () => {
  test('a visit records the work, its chapter, counts and the categories found in each chapter', () => {
    const h = recordVisit({}, visit({ chapter: 2, chapters: { 2: ['self-harm'] } }));
    expect(h[historyKey('ao3', '1')]).toEqual({
      site: 'ao3', workId: '1', title: 'Paper Boats', author: 'Sunny', chapter: 2, published: 4, total: 12, percent: 0, lastRead: 1000, chapters: { 2: ['self-harm'] },
    });
  });

  test('the next chapter keeps what earlier chapters held, and starts at 0%', () => {
    let h = recordVisit({}, visit({ chapters: { 1: ['death'] } }));
    h = recordProgress(h, 'ao3', '1', 80, 1100);
    expect(h['ao3:1'].percent).toBe(80);
    h = recordVisit(h, visit({ chapter: 2, chapters: { 2: ['violence'] }, at: 2000 }));
    expect(h['ao3:1']).toMatchObject({ chapter: 2, percent: 0, lastRead: 2000, chapters: { 1: ['death'], 2: ['violence'] } });
    expect(categoriesRead(h['ao3:1'])).toEqual(['death', 'violence']);
  });

  test('progress never goes backwards within a chapter, and needs a visit first', () => {
    let h = recordVisit({}, visit());
    h = recordProgress(h, 'ao3', '1', 60, 1100);
    h = recordProgress(h, 'ao3', '1', 20, 1200);
    expect(h['ao3:1'].percent).toBe(60);
    expect(recordProgress(h, 'ao3', '2', 50, 1)).toBe(h);
  });

  test('bounded: the least recently read work goes first', () => {
    let h: History = {};
    for (let i = 0; i < 5; i++) h = recordVisit(h, visit({ workId: String(i), at: i }), 3);
    expect(Object.keys(h).sort()).toEqual(['ao3:2', 'ao3:3', 'ao3:4']);
  });

  test('forget one, search by title or author, newest first', () => {
    let h = recordVisit({}, visit({ workId: '1', title: 'Paper Boats', at: 1 }));
    h = recordVisit(h, visit({ workId: '2', title: 'Quiet Hours', author: 'Moss', at: 2 }));
    expect(searchHistory(h).map((e) => e.workId)).toEqual(['2', '1']);
    expect(searchHistory(h, 'moss').map((e) => e.workId)).toEqual(['2']);
    expect(searchHistory(h, 'PAPER').map((e) => e.workId)).toEqual(['1']);
    expect(Object.keys(forgetWork(h, 'ao3:2'))).toEqual(['ao3:1']);
  });
});

describe('repair on read', () => {
  test('malformed entries dropped, good ones kept and cleaned', () => {
    const raw = {
      a: { site: 'ao3', workId: '7', title: 'T\u202e', author: 'A', chapter: 3, published: 'x', total: 9, percent: 400, lastRead: 5, chapters: { 2: ['death', 'nonsense'], x: ['death'] } },
      b: { site: 'ao3' },
      c: 'junk',
    };
    expect(normalizeHistory(raw)).toEqual({
      'ao3:7': { site: 'ao3', workId: '7', title: 'T', author: 'A', chapter: 3, total: 9, percent: 0, lastRead: 5, chapters: { 2: ['death'] } },
    });
    expect(normalizeHistory([1, 2])).toEqual({});
    expect(normalizeHistory(undefined)).toEqual({});
  });

  test(`bounded to ${MAX_HISTORY} on read too`, () => {
    const raw = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`k${i}`, { site: 'ao3', workId: String(i), lastRead: i }]));
    expect(Object.keys(normalizeHistory(raw, 4)).sort()).toEqual(['ao3:6', 'ao3:7', 'ao3:8', 'ao3:9']);
  });
});

describe('the read mark on a listing', () => {
  const entry = (over: Partial<Visit> = {}, percent = 0) => recordProgress(recordVisit({}, visit(over)), 'ao3', '1', percent, 0)['ao3:1'];

  test.each([
    ['mid-work', entry({ chapter: 4, published: 12, total: 12 }, 60), { published: 12, total: 12 }, 'Read · chapter 4 of 12 · 60%'],
    ['unfinished work', entry({ chapter: 2, published: 4, total: undefined }), { published: 4 }, 'Read · chapter 2 of 4 so far'],
    ['last chapter read through', entry({ chapter: 12, published: 12, total: 12 }, 97), { published: 12, total: 12 }, 'Finished'],
    ['one-shot half read', entry({ chapter: 1, published: 1, total: 1 }, 40), { published: 1, total: 1 }, 'Read · 40%'],
    ['new chapters', entry({ chapter: 4, published: 4, total: undefined }, 100), { published: 6 }, 'New chapters since you read · you were on chapter 4'],
    ['an Entire Work', entry({ chapter: 3, published: 3, total: 5, entireWork: true }, 30), { published: 3, total: 5 }, 'Read · the whole work on one page · 30%'],
    ['an Entire Work read through', entry({ chapter: 3, published: 3, total: undefined, entireWork: true }, 99), { published: 3 }, 'Finished'],
    ['no listing counts', entry({ chapter: 3, published: undefined, total: undefined }), undefined, 'Read · chapter 3'],
  ])('%s', (_, e, listed, text) => {
    expect(readMark(e, listed).text).toBe(text);
  });
});
