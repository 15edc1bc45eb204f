import { describe, expect, test } from 'vitest';
import { HAS_REAL_PAGES, loadRealPage, REAL_PAGES_MISSING, storyFrom } from '../../test/sites/load-page';
import type { Warning } from '../engine/types';
import { ao3 } from '../sites/ao3';
import { percentThrough, visitOf } from './visit';

const textWarning = (id: Warning['id'], passages: number[]): Warning => ({ id, level: 'theme', score: 5, evidence: [], sources: ['text'], passages });
const tagWarning = (id: Warning['id']): Warning => ({ id, level: 'theme', score: 10, evidence: [], sources: ['tags'] });

describe('the visit a page makes', () => {
  const entire = storyFrom(ao3, 'ao3-entire-work.html', 'https://archiveofourown.org/works/777001?view_full_work=true');

  test('an Entire Work: each chapter keeps the categories found in its own text; tags belong to none', () => {
    const [first, second] = entire.chapters!;
    const visit = visitOf(entire, [textWarning('self-harm', [second.start]), textWarning('death', [first.start, second.start]), tagWarning('violence')], 5)!;
    expect(visit).toMatchObject({ site: 'ao3', workId: '777001', entireWork: true, published: entire.chapters!.length, at: 5 });
    expect(visit.chapters[String(first.index)]).toEqual(['death']);
    expect(visit.chapters[String(second.index)]).toEqual(['self-harm', 'death']);
  });

  test('the adult-content notice is no visit: no text was read', () => {
    const notice = storyFrom(ao3, 'ao3-interstitial.html', 'https://archiveofourown.org/works/880022');
    expect(visitOf(notice, [], 1)).toBeUndefined();
  });

  test.skipIf(!HAS_REAL_PAGES)(`a chapter page: its number, the chapters published so far, text categories only ${HAS_REAL_PAGES ? '' : REAL_PAGES_MISSING}`, () => {
    const doc = loadRealPage('ao3/chapter-17793689-ch2-skin.html');
    const story = storyFrom(ao3, doc, 'https://archiveofourown.org/works/17793689/chapters/42035519');
    const visit = visitOf(story, [textWarning('violence', [0]), tagWarning('death')], 9)!;
    expect(visit).toMatchObject({ workId: '17793689', chapter: 2, chapters: { 2: ['violence'] } });
    expect(visit.published).toBe(story.links.chapters!.length);
    expect(visit.published).toBeGreaterThanOrEqual(2);
    expect(visit.entireWork).toBeUndefined();
  });

});

test.each([
  [{ top: 100, height: 1000 }, 800, 70],
  [{ top: -900, height: 1000 }, 800, 100],
  [{ top: 900, height: 1000 }, 800, 0],
  [{ top: 0, height: 0 }, 800, 0],
])('percentThrough(%j, %i) = %i', (box, viewport, percent) => {
  expect(percentThrough(box, viewport)).toBe(percent);
});
