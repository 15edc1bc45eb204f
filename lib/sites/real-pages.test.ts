/**
 * Corpus tests over the real saved pages in ../shared/real-pages (Readability's style): for each page
 * the title, author and chapter, the first and last words of the text, the word count, the tags
 * exactly as MANIFEST.md lists them, and that notes stay out of the text. Skips where ../shared is absent.
 */
import { describe, expect, test } from 'vitest';
import { HAS_REAL_PAGES, loadRealPage, REAL_PAGES_MISSING } from '../../test/sites/load-page';
import { readManifest } from '../../test/sites/manifest';
import type { ChapterInfo, Story, StoryKind } from '../story';
import { findAdapter } from './registry';

/** AO3's own "Words" figure and ours may differ by this much (issue 4). */
const WORD_COUNT_TOLERANCE = 0.02;

interface Expected {
  file: string;
  url: string;
  kind: StoryKind;
  title?: string; // when MANIFEST.md gives none
  author: string;
  chapter: ChapterInfo;
  first: string;
  last: string;
  /** FFN: the rating and genres (MANIFEST.md lists no tags for FFN pages). */
  rating?: string[];
  genres?: string[];
  /** Text that belongs to notes or navigation and must not be in the story text. */
  notText?: string[];
  /** How the author's notes the page holds begin, in order (FFN: written inside the text). */
  notes?: string[];
}

const AO3 = 'https://archiveofourown.org';
const FFN = 'https://www.fanfiction.net';

const PAGES: Expected[] = [
  { file: 'ao3/work-323217-oneshot.html', url: `${AO3}/works/323217`, kind: 'work', author: 'x_art', chapter: { index: 1, count: 1 }, first: 'He answered on the third ring', last: 'fin.' },
  { file: 'ao3/work-923647-oneshot.html', url: `${AO3}/works/923647`, kind: 'work', author: 'Alias (anafabula)', chapter: { index: 1, count: 1 }, first: 'When the Great Northern Hotel burns down', last: 'after the Council leaves.', notText: ['For this prompt: Josie Packard', 'making my junk creatures'] },
  { file: 'ao3/work-168768-oneshot.html', url: `${AO3}/works/168768`, kind: 'work', author: 'Anonymous', chapter: { index: 1, count: 1 }, first: 'This is going to be sad', last: 'okay anon is failure', notText: ['Captchalogue Prompt'] },
  { file: 'ao3/work-3738184-oneshot.html', url: `${AO3}/works/3738184`, kind: 'work', author: 'orphan_account', chapter: { index: 1, count: 1 }, first: '*whispers* tumblr.com', last: '*whispers* tumblr.com', notText: ['it is love'] },
  { file: 'ao3/work-4491333-oneshot.html', url: `${AO3}/works/4491333`, kind: 'work', author: 'astolat', chapter: { index: 1, count: 1 }, first: 'Right-click download', last: '32 MB divx AVI', notText: ['Club Vivid'] },
  { file: 'ao3/work-29046888-ch1-skin.html', url: `${AO3}/works/29046888`, kind: 'chapter', author: 'KBstories', chapter: { index: 1, title: 'Plans', count: 7 }, first: 'When it’s over, Kaminari is numb.', last: 'plans for Bakugou’s birthday, after all.', notText: ['Beta-read by Pitte', 'This is a sequel', '#workskin'] },
  { file: 'ao3/work-6475531-ch1.html', url: `${AO3}/works/6475531`, kind: 'chapter', author: 'Anonymous, orphan_account', chapter: { index: 1, title: 'No Title', count: 2 }, first: 'The first impression Frisk got', last: 'dying of heartbreak anymore.', notText: ['Original fic posted on Tumblr'] },
  { file: 'ao3/work-41289660-ch1.html', url: `${AO3}/works/41289660`, kind: 'chapter', author: 'Fairyzilla (orphan_account), orphan_account', chapter: { index: 1, title: 'Letters and Secrets!', count: 6 }, first: 'Dear Makarov Dreyar,', last: 'rough but great.' },
  { file: 'ao3/chapter-17793689-ch1-skin.html', url: `${AO3}/works/17793689/chapters/41980418`, kind: 'chapter', author: 'enigmalea', chapter: { index: 1, title: 'The Guild', count: undefined }, first: 'Fenina Lavellan sighed heavily', last: 'best friends after Saturday.', notText: ['Partially inspired by'] },
  { file: 'ao3/chapter-17793689-ch2-skin.html', url: `${AO3}/works/17793689/chapters/42035519`, kind: 'chapter', author: 'enigmalea', chapter: { index: 2, title: 'The College of Enchanters: New Haven', count: undefined }, first: 'The College of Enchanters: New Haven was one block', last: 'after his retreating form.', notText: ['Another quickly written chapter'] },
  { file: 'ao3/chapter-37214506-ch1.html', url: `${AO3}/works/37214506/chapters/92848687`, kind: 'chapter', author: 'Anonymous', chapter: { index: 1, title: undefined, count: undefined }, first: 'Tony started a new conversation.', last: 'rtiyng to sleep', notText: ['Timeline things'] },
  { file: 'ao3/chapter-48582418-ch2.html', url: `${AO3}/works/48582418/chapters/122576113`, kind: 'chapter', author: 'rejected_bisexual', chapter: { index: 2, title: '2. Tim', count: 6 }, first: 'Tim sighed into his 5th cup', last: 'would be about.', notText: ['I hope I did the characters'] },
  { file: 'ao3/legacy-body-work-oneshot-right.html', url: `${AO3}/works/5593462`, kind: 'work', author: 'TardisIsTheOnlyWayToTravel', chapter: { index: 1, count: 1 }, first: 'Ben Solo is ten years old', last: 'make his grandfather proud.', notText: ['Spoilers for the new movie'] },
  { file: 'ao3/legacy-body-chapter-multi.html', url: `${AO3}/works/29253276`, kind: 'chapter', author: 'adiduck (book_people), whimsicalimages', chapter: { index: 1, title: undefined, count: undefined }, first: 'Act One.', last: 'tucking his emotions away.', notText: ['Please note: we are working'] },
  { file: 'ao3/legacy-body-chapter-open1.html', url: `${AO3}/works/310586`, kind: 'chapter', author: 'eternalbreath', chapter: { index: 1, title: undefined, count: 2 }, first: 'The layer of leaves covering', last: 'as he falls asleep.' },
  { file: 'ao3/legacy-body-chapter-endnotes.html', url: `${AO3}/works/38952696`, kind: 'chapter', author: 'IncompleteSentanc (Erava)', chapter: { index: 1, title: undefined, count: 25 }, first: 'Five year old Sakura has a bounce', last: 'he swears quietly.', notText: ['And thus Obito snatches', 'See the end of the chapter'] },
  { file: 'ao3/readability-archive-of-our-own-source.html', url: `${AO3}/works/11808918/chapters/26643582`, kind: 'chapter', title: 'Conversations with a Cryptid', author: 'AMournfulHowlInTheNight', chapter: { index: 1, title: 'Greetings of a Cryptid', count: 14 }, first: 'Izuku was struggling to understand', last: 'in another week.', notText: ['Chapter Text'] },
  { file: 'otw-other/superlove-work-1269.html', url: 'https://superlove.sayitditto.net/works/1269', kind: 'work', author: 'melo', chapter: { index: 1, count: 1 }, first: 'In death, when it finally', last: 'lift off ever so gently.)' },
  { file: 'ffnet/ffn-full-counting-ch1.html', url: `${FFN}/s/5853866/1/Counting`, kind: 'chapter', title: 'Counting', author: 'ambtus', chapter: { index: 1, title: 'Skipping Stones', count: 2 }, first: 'Skip.', last: 'for a long time.', rating: ['T'], genres: ['Angst', 'Romance'], notText: ['Next >'] },
  { file: 'ffnet/ffn-full-counting-ch2.html', url: `${FFN}/s/5853866/2/Counting`, kind: 'chapter', title: 'Counting', author: 'ambtus', chapter: { index: 2, title: 'The Flower', count: 2 }, first: 'It is said this purple flower', last: 'Into his future.', rating: ['T'], genres: ['Angst', 'Romance'] },
  { file: 'ffnet/ffn-body-oneshot-ibiki.html', url: `${FFN}/s/6783401/1/Ibikis-Apprentice`, kind: 'work', title: "Ibiki's Apprentice", author: 'May Wren', chapter: { index: 1, count: 1 }, first: "Ibiki's Apprentice by May Wren", last: 'before Kakashi broke.', rating: ['K+'], genres: [] },
  { file: 'ffnet/ffn-body-multi-part6.html', url: `${FFN}/s/5409165/6/It-s-For-a-Good-Cause-I-Swear`, kind: 'chapter', title: "It's For a Good Cause, I Swear!", author: 'Sarah1281', chapter: { index: 6, title: 'He Could Be A Zombie', count: 36 }, first: 'Chapter Six', last: 'Kakashi ordered gleefully.', notes: ['Disclaimer: I do not own Naruto.', 'Review Please!'], rating: ['T'], genres: ['Humor', 'Parody'] },
  { file: 'ffnet/ffn-body-older-ch78.html', url: `${FFN}/s/2790804/78/Child-of-Four`, kind: 'chapter', title: 'Child of Four', author: 'sarini', chapter: { index: 78, title: 'Chapter 78', count: 78 }, first: '.:O:.', last: '.:O:.', rating: ['M'], genres: ['Drama', 'Angst'] },
  { file: 'ffnet/ffn-full-oldlayout-first.html', url: `${FFN}/s/2790804/3/Child_of_Four`, kind: 'chapter', title: 'Child of Four', author: 'sarini', chapter: { index: 3, title: 'Chapter 3', count: 69 }, first: '.:O:.', last: 'reposted: 8/28/08', rating: ['M'], genres: ['Drama', 'Angst'] },
  { file: 'ffnet/ffn-body-veryold-stars1.html', url: `${FFN}/s/662406/1/Of_Western_Stars`, kind: 'chapter', title: 'Of Western Stars', author: 'neutral', chapter: { index: 1, title: 'of blurry pictures', count: 35 }, first: '“‘T is not too late to seek', last: '*', notes: ['Disclaimer: all characters belong', 'a/n a strange title?', 'Short, short chapter.', 'Is this story making any sense?'], rating: ['K+'], genres: ['Adventure', 'Drama'] },
  { file: 'ffnet/ffn-anon-multi-ch1.html', url: `${FFN}/s/555/1/My-Great-Story`, kind: 'chapter', title: 'My Great Story', author: 'Great Author', chapter: { index: 1, title: 'Yes, these option tags are', count: 3 }, first: 'Story Text Goes Here.', last: 'Chapter 1.', rating: ['M'], genres: ['Fantasy'] },
  { file: 'ffnet/ffn-anon-single.html', url: `${FFN}/s/555/1/My-Great-Story`, kind: 'work', title: 'My Great Story', author: 'Great Author', chapter: { index: 1, count: 1 }, first: 'Story Text Goes Here.', last: 'Story Text Goes Here.', rating: ['M'], genres: ['Adventure', 'Sci-Fi'] },
];

const unchanged = new Map<string, boolean>();

function extract(file: string, url: string): Story {
  const adapter = findAdapter(url);
  if (!adapter) throw new Error(`no adapter for ${url}`);
  const doc = loadRealPage(file);
  const before = doc.documentElement.outerHTML;
  const result = adapter.extract(doc, new URL(url));
  unchanged.set(file, doc.documentElement.outerHTML === before);
  if (!result.ok) throw new Error(`${file}: ${result.reason}: ${result.message}`);
  return result.story;
}

describe('real saved pages', () => {
  // The pages are read while the tests are collected, so without them there is nothing to collect.
  if (!HAS_REAL_PAGES) {
    test.skip(REAL_PAGES_MISSING, () => {});
    return;
  }
  const manifest = readManifest();

  describe.each(PAGES)('$file', (page) => {
    const story = extract(page.file, page.url);
    const listed = manifest.get(page.file);

    test('title, author, kind and chapter', () => {
      expect(story.title).toBe(page.title ?? listed?.title);
      expect(story.author).toBe(page.author);
      expect(story.kind).toBe(page.kind);
      expect(story.chapter).toEqual(page.chapter);
      const total = listed?.chaptersStat?.split('/')[1];
      if (total) expect(story.chapter?.count).toBe(total === '?' ? undefined : Number(total));
    });

    test('first and last words of the story text', () => {
      expect(story.paragraphs[0].startsWith(page.first), story.paragraphs[0]).toBe(true);
      expect(story.paragraphs.at(-1)!.endsWith(page.last), story.paragraphs.at(-1)).toBe(true);
    });

    test('word count', () => {
      expect(story.wordCount).toBeGreaterThan(0);
      if (story.siteWordCount === undefined) return;
      if (story.kind === 'work' || story.kind === 'entire-work') {
        expect(Math.abs(story.wordCount - story.siteWordCount) / story.siteWordCount).toBeLessThanOrEqual(WORD_COUNT_TOLERANCE);
      } else {
        expect(story.wordCount).toBeLessThanOrEqual(story.siteWordCount);
      }
    });

    // AO3 pages: exactly as MANIFEST.md lists them; FFN pages (no tags listed there): rating and genres.
    test('tags', () => {
      if (listed?.rating) {
        expect(story.tags.rating).toEqual(listed.rating);
        expect(story.tags.warnings).toEqual(listed.warnings);
        expect(story.tags.categories).toEqual(listed.categories);
        expect(story.tags.freeforms).toEqual(listed.freeforms);
      } else if (page.rating) {
        expect(story.tags.rating).toEqual(page.rating);
        expect(story.tags.freeforms).toEqual(page.genres);
      } else {
        expect(story.tags.rating.length, 'a page with tags but no expectations').toBeGreaterThan(0);
      }
    });

    test('notes, summary and navigation stay out of the story text', () => {
      const text = story.paragraphs.join('\n');
      for (const note of story.notes) if (note.length > 20) expect(text).not.toContain(note);
      for (const bit of page.notText ?? []) expect(text).not.toContain(bit);
      expect(story.blocks).toHaveLength(story.paragraphs.length);
    });

    test.runIf(page.notes)("the author's notes written inside the text are read as notes", () => {
      expect(story.notes.map((note, i) => note.startsWith(page.notes![i]))).toEqual(page.notes!.map(() => true));
      expect(story.notes).toHaveLength(page.notes!.length);
    });

    test('the page itself is left exactly as it was', () => expect(unchanged.get(page.file)).toBe(true));
  });

  test.each([
    ['ao3/work-15461226-restricted-login.html', `${AO3}/works/15461226`, 'restricted'],
    ['ao3/work-41237499-404.html', `${AO3}/works/41237499`, 'not-found'],
    ['ao3/navigate-43703871.html', `${AO3}/works/43703871/navigate`, 'no-story'],
  ])('%s is not a story: %s', (file, url, reason) => {
    const result = findAdapter(url)!.extract(loadRealPage(file), new URL(url));
    expect(result).toMatchObject({ ok: false, reason });
  });

  describe.each([
    ['ao3/index-tag-angst.html', `${AO3}/tags/a%20shit%20ton%20of%20angst/works`],
    ['ao3/index-tag-cnw.html', `${AO3}/tags/Choose%20Not%20To%20Use%20Archive%20Warnings/works`],
    ['ao3/index-tag-dysphoria.html', `${AO3}/tags/Dysphoria/works`],
    ['ao3/series-2270465.html', `${AO3}/series/2270465`],
    ['ao3/legacy-body-series-drabbles.html', `${AO3}/series/1`],
  ])('listing %s', (file, url) => {
    const blurbs = findAdapter(url)!.extractListing!(loadRealPage(file), new URL(url));
    const listed = manifest.get(file)!;
    const tally = (pick: (b: (typeof blurbs)[number]) => string[]) => {
      const counts: Record<string, number> = {};
      for (const b of blurbs) for (const t of new Set(pick(b))) counts[t] = (counts[t] ?? 0) + 1;
      return counts;
    };

    test('as many blurbs as MANIFEST.md counts, each with a work id and title', () => {
      expect(blurbs).toHaveLength(listed.blurbs!);
      for (const b of blurbs) expect(b.workId && b.title && b.url).toBeTruthy();
    });
    test('ratings and archive warnings over the blurbs', () => {
      expect(tally((b) => b.tags.rating)).toEqual(listed.ratingsOverBlurbs);
      expect(tally((b) => b.tags.warnings)).toEqual(listed.warningsOverBlurbs);
    });
    test('the freeform tags MANIFEST.md samples are read', () => {
      const all = new Set(blurbs.flatMap((b) => b.tags.freeforms));
      for (const tag of listed.freeformSample ?? []) expect(all.has(tag), tag).toBe(true);
    });
  });
});
