import { describe, expect, test } from 'vitest';
import { parsePage, storyFrom } from '../../test/sites/load-page';
import { dreamwidth } from './dreamwidth';
import { livejournal } from './livejournal';


describe('Dreamwidth entry', () => {
  const s = storyFrom(dreamwidth, 'dreamwidth-entry.html', 'https://quillfeather.dreamwidth.org/12345.html');
  test('the entry text without its fic header, the comments or the toolbar', () => {
    expect(s.paragraphs).toEqual([
      'Ines carried the last bag of letters up the hill in the snow.',
      "The lighthouse keeper's letter was the only one she did not want to deliver.",
    ]);
    expect(s.title).toBe('Fic: The Winter Post');
    expect(s.author).toBe('quillfeather');
    expect(s.workId).toBe('quillfeather.dreamwidth.org/12345');
  });
  test('the header is a note, and its warnings are tags', () => {
    expect(s.notes).toEqual([
      'Title: The Winter Post Rating: Teen Warnings: Major Character Death, implied self-harm Summary: A letter carrier on her last round.',
    ]);
    expect(s.tags.rating).toEqual(['Teen']);
    expect(s.tags.warnings).toEqual(['Major Character Death', 'implied self-harm']);
  });
});

describe('LiveJournal entry', () => {
  const s = storyFrom(livejournal, 'livejournal-entry.html', 'https://inkwell-archive.livejournal.com/98765.html');
  test('the entry text, the header as notes, "none" is no warning', () => {
    expect(s.paragraphs).toEqual([
      'Mei folded the lanterns while Jonah lit them, one after another, until the river glowed.',
      "Neither of them said goodbye, which was how they knew it wasn't one.",
    ]);
    expect(s.tags.relationships).toEqual(['Mei/Jonah']);
    expect(s.tags.warnings).toEqual([]);
    expect(s.notes).toEqual(['Pairing: Mei/Jonah\nWarnings: none']);
    expect(s.title).toBe('Fic: Paper Lanterns');
    expect(s.author).toBe('inkwell_archive');
  });
});

test('a journal page with no entry (a content notice in its place) says the notice may stand before it', () => {
  const notice = parsePage('<html><body><div class="panel">This journal may contain adult content. <a href="?adult_check=yes">View</a></div></body></html>');
  expect(dreamwidth.extract(notice, new URL('https://quillfeather.dreamwidth.org/12345.html'))).toMatchObject({ ok: false, reason: 'no-story', detail: 'content-notice' });
});
