import { parseHTML } from 'linkedom';
import { afterEach, describe, expect, test } from 'vitest';
import { speak } from '../../test/i18n/locale-catalogs';
import { useEnglish } from '../i18n/translate';
import type { StoryAnalysis } from '../analyze-story';
import type { Warning } from '../engine/types';
import { notReadText } from '../not-read';
import { emptyTags, type Story } from '../story';
import { failureText, freshParagraphs, moveEvidence, pageStatus, paragraphPlaces, remapEvidence, siteOffText, type PageContent } from './page-content';

const heartbreak: Warning = { id: 'heartbreak', level: 'theme', score: 9, sources: ['text'], evidence: [{ source: 'text', paragraph: 1, start: 0, end: 4, excerpt: 'x' }] };
const story = (paragraphs: string[], blocks?: Element[]): Story => ({
  site: 'ao3', kind: 'work', title: 'Morning Light', author: 'quiet_pen', paragraphs, blocks, summary: '', notes: [], tags: emptyTags(), links: {}, wordCount: 42,
});
const analysis: StoryAnalysis = { warnings: [heartbreak], fromTags: [], fromText: [heartbreak], unknownTags: false, language: 'en', textRead: true, unmappedNotes: [] };
const ao3 = { id: 'ao3', name: 'Archive of Our Own' };

describe('pageStatus', () => {
  test('a story: title, words and the warnings shown', () => {
    const content: PageContent = { kind: 'story', story: story(['a', 'b']), analysis, sensitivity: 'balanced' };
    expect(pageStatus({ content, site: ao3, fallback: false, siteOn: true, visible: [heartbreak] })).toEqual({
      site: 'ao3', siteName: 'Archive of Our Own', title: 'Morning Light', words: 42, warnings: ['heartbreak'], warningLabels: ['Heartbreak'], canOpenReader: true,
    });
  });

  test('a story in a language the engine does not read says so, with its language', () => {
    const content: PageContent = { kind: 'story', story: story(['Ella se cortó el brazo.']), analysis: { ...analysis, warnings: [], fromText: [], language: 'es', textRead: false }, sensitivity: 'balanced' };
    const status = pageStatus({ content, site: ao3, fallback: false, siteOn: true, visible: [] });
    expect(status.textRead).toBe(false);
    expect(status.notice).toBe(`This story is in Spanish. ${notReadText()}`);
  });

  test('the adult-content notice: warnings from tags, but nothing to open in the reader', () => {
    const content: PageContent = { kind: 'story', story: story([]), analysis, sensitivity: 'balanced' };
    expect(pageStatus({ content, site: ao3, fallback: false, siteOn: true, visible: [] }).canOpenReader).toBe(false);
  });

  test.each([
    ['the site is switched off', { content: undefined, site: ao3, siteOn: false }, siteOffText()],
    ['a page of the site with no story', { content: { kind: 'none', problem: failureText({ reason: 'restricted' }) } as PageContent, site: ao3, siteOn: true }, failureText({ reason: 'restricted' })],
    ['still reading', { content: undefined, site: ao3, siteOn: true }, undefined],
    ['the background did not answer: never an all-clear', { content: { kind: 'unanswered', why: 'no-answer' } as PageContent, site: ao3, siteOn: true }, "Nothing on this page was checked for content warnings: the extension's background did not answer. Reload the page to try again."],
    ['the background did not answer in time: never an all-clear', { content: { kind: 'unanswered', why: 'too-slow' } as PageContent, site: ao3, siteOn: true }, 'Nothing on this page was checked for content warnings: the extension took too long to read it. Try again, or reload the page.'],
  ])('%s', (_, input, problem) => {
    const status = pageStatus({ fallback: false, visible: [], ...input });
    expect(status.problem).toBe(problem);
    expect(status.warnings).toEqual([]);
    expect(status.canOpenReader).toBe(false);
  });

  test('a very long page still being read: its title and that it is read, no warnings and no all-clear', () => {
    const status = pageStatus({ content: undefined, site: ao3, fallback: false, siteOn: true, visible: [], reading: { title: 'Morning Light' } });
    expect(status).toEqual({ site: 'ao3', siteName: 'Archive of Our Own', title: 'Morning Light', reading: true, warnings: [], canOpenReader: false });
    // Read, it is the story's own status: reading no more.
    const content: PageContent = { kind: 'story', story: story(['a', 'b']), analysis, sensitivity: 'balanced' };
    expect(pageStatus({ content, site: ao3, fallback: false, siteOn: true, visible: [], reading: { title: 'Morning Light' } }).reading).toBeUndefined();
  });

  test('a listing counts its works', () => {
    const { document } = parseHTML('<ol><li></li></ol>');
    const content: PageContent = { kind: 'listing', blurbs: [{ element: document.querySelector('li')!, title: 'A', tags: emptyTags() }] };
    expect(pageStatus({ content, site: ao3, fallback: false, siteOn: true, visible: [] }).listingWorks).toBe(1);
  });

  test("a list of a site without warnings (FanFiction.net) says its stories are judged from their summaries", () => {
    const { document } = parseHTML('<div class="z-list"></div>');
    const content: PageContent = { kind: 'listing', blurbs: [{ element: document.querySelector('div')!, title: 'A', tags: { ...emptyTags(), siteHasNoWarnings: true } }] };
    const status = pageStatus({ content, site: ao3, fallback: false, siteOn: true, visible: [] });
    expect(status).toMatchObject({ listingWorks: 1, listingWithoutWarnings: true });
  });
});

describe("what a page with nothing to read says, in the reader's language", () => {
  afterEach(useEnglish);

  test('the page\'s own obstacle is named, not only the reason (an age page is not a log-in)', () => {
    expect(failureText({ reason: 'restricted' })).toBe('This work is only for logged-in readers, so there is no text to read here.');
    expect(failureText({ reason: 'restricted', detail: 'age-or-warning' })).toBe(
      'This archive asks you to confirm your age or accept its warning before the story. Once you have, the story is read.',
    );
    expect(failureText({ reason: 'no-story', detail: 'content-notice' })).toMatch(/^This page shows no entry; it may be behind the site's notice/);
    expect(failureText({ reason: 'no-story', detail: 'not-an-article' })).toBe('This page looks like a list of links, or has too little text to be a story.');
  });

  test.each([
    ['es', 'Este archivo pide que confirmes tu edad', 'Otros archivos de la OTW (SuperLove, Squidge World, Ad Astra)'],
    ['fr', 'Cette archive demande de confirmer votre âge', 'Autres archives de l’OTW (SuperLove, Squidge World, Ad Astra)'],
    ['de', 'Dieses Archiv möchte, dass du vor der Geschichte dein Alter bestätigst', 'Weitere OTW-Archive (SuperLove, Squidge World, Ad Astra)'],
    ['pt_BR', 'Este arquivo pede que você confirme sua idade', 'Outros arquivos da OTW (SuperLove, Squidge World, Ad Astra)'],
  ])('%s: the obstacle, and the archive\'s name in the popup', (lang, ageGate, otwName) => {
    speak(lang);
    expect(failureText({ reason: 'restricted', detail: 'age-or-warning' })).toMatch(new RegExp(`^${ageGate}`));
    const otw = { id: 'otwarchive', name: 'Other OTW archives (SuperLove, Squidge World, Ad Astra)' };
    expect(pageStatus({ content: undefined, site: otw, fallback: false, siteOn: true, visible: [] }).siteName).toBe(otwName);
  });
});

describe('text added after load', () => {
  test('the paragraphs of added elements are the fresh ones to read', () => {
    const { document } = parseHTML('<div><p id=a>one</p><section id=new><p id=b>two</p><p id=c>three</p></section><p id=d>four</p></div>');
    const blocks = ['a', 'b', 'c', 'd'].map((id) => document.getElementById(id)!) as unknown as Element[];
    const now = story(['one', 'two', 'three', 'four'], blocks);
    const earlier = story(['one', 'four'], [blocks[0], blocks[3]]);
    expect(freshParagraphs(paragraphPlaces(earlier, now), 2, 4)).toEqual([1, 2]);
    expect(freshParagraphs(paragraphPlaces(story(['one', 'two', 'three'], blocks.slice(0, 3)), now), 3, 4)).toEqual([3]);
  });

  test('text inserted above a flagged passage: the evidence follows its paragraph, not its index (audit F3)', () => {
    const { document } = parseHTML('<div id=s><p>a1</p><p>a2</p><p>a3 self-harm</p></div>');
    const root = document.getElementById('s')!;
    const earlierBlocks = [...root.querySelectorAll('p')] as unknown as Element[];
    const earlier = story(['a1', 'a2', 'a3 self-harm'], earlierBlocks);
    root.insertAdjacentHTML('afterbegin', '<p>b1 goats</p><p>b2 goats</p>');
    const now = story(['b1 goats', 'b2 goats', 'a1', 'a2', 'a3 self-harm'], [...root.querySelectorAll('p')] as unknown as Element[]);
    const flagged: Warning = { ...heartbreak, evidence: [{ source: 'text', paragraph: 2, start: 0, end: 2, excerpt: 'a3' }], passages: [2] };
    const [moved] = moveEvidence([flagged], paragraphPlaces(earlier, now));
    expect(moved.evidence.map((e) => now.paragraphs[e.paragraph])).toEqual(['a3 self-harm']);
    expect(moved.passages).toEqual([4]);
  });

  test('a paragraph the site re-rendered keeps its evidence; one that is gone loses it (audit F10)', () => {
    const { document } = parseHTML('<div id=s><p>one</p><p>two flagged</p><p>three flagged</p></div>');
    const root = document.getElementById('s')!;
    const earlier = story(['one', 'two flagged', 'three flagged'], [...root.querySelectorAll('p')] as unknown as Element[]);
    const [, second, third] = root.querySelectorAll('p');
    const fresh = document.createElement('p');
    fresh.textContent = 'two flagged';
    second.replaceWith(fresh);
    third.remove();
    const now = story(['one', 'two flagged'], [...root.querySelectorAll('p')] as unknown as Element[]);
    const place = paragraphPlaces(earlier, now);
    expect([place(0), place(1), place(2)]).toEqual([0, 1, undefined]);
    expect(freshParagraphs(place, 3, 2)).toEqual([]);
  });

  test('remapEvidence points partial findings at the whole story, leaving tag evidence alone', () => {
    const tagged: Warning = { ...heartbreak, evidence: [...heartbreak.evidence, { source: 'tags', paragraph: -1, start: 0, end: 0, excerpt: 'Break Up' }] };
    const [w] = remapEvidence([tagged], [7, 12]);
    expect(w.evidence.map((e) => e.paragraph)).toEqual([12, -1]);
    expect(tagged.evidence[0].paragraph).toBe(1);
  });
});
