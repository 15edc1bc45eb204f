import { describe, expect, test } from 'vitest';
import { splitInlineNotes } from './inline-notes';

/** Our own invented chapters: [paragraphs, the notes expected, the end notes expected]. */
const split = (paragraphs: string[]) => splitInlineNotes({ blocks: paragraphs.map(() => ({}) as Element), paragraphs });
const STORY = ['The rain had not stopped for three days.', 'Mara closed the shutters and lit the lamp.', 'Somewhere below, the river rose.', 'She waited for the knock.'];

describe('authors\' notes inside the text', () => {
  test.each([
    ['an opening A/N', ['A/N: Sorry for the late update, my cat was sick!', ...STORY], ['A/N: Sorry for the late update, my cat was sick!'], []],
    ['a disclaimer after the chapter heading', ['Chapter Two', 'Disclaimer: I own nothing.', ...STORY], ['Disclaimer: I own nothing.'], []],
    ['a note of two paragraphs ending at a break', ['Author\'s Note: Hello again!', 'This one was hard to write.', '***', ...STORY], ["Author's Note: Hello again!", 'This one was hard to write.'], []],
    ['a warning before the text', ['Warning: character death in this chapter.', ...STORY], ['Warning: character death in this chapter.'], []],
    ['a closing plea', [...STORY, 'Please review!'], ['Please review!'], ['Please review!']],
    ['a closing A/N and what follows it', [...STORY, 'A/N: So that happened.', 'Next chapter soon.'], ['A/N: So that happened.', 'Next chapter soon.'], ['A/N: So that happened.', 'Next chapter soon.']],
    ['the author on the chapter after the last break', [...STORY, '* * *', 'I rewrote this chapter four times, so I hope it reads well.'], ['I rewrote this chapter four times, so I hope it reads well.'], ['I rewrote this chapter four times, so I hope it reads well.']],
  ])('%s is read as notes', (_, paragraphs, notes, endNotes) => {
    const found = split(paragraphs);
    expect(found.notes).toEqual(notes);
    expect(found.endNotes).toEqual(endNotes);
    for (const line of STORY) expect(found.paragraphs).toContain(line);
    expect(found.blocks).toHaveLength(found.paragraphs.length);
  });

  test.each([
    ['a story with no notes', STORY],
    ['a last line after a break that is story, not the author', [...STORY, '***', 'She opened the door, and he was there.']],
    ['a character reading a note aloud in the middle', [STORY[0], 'Note: the door was locked, the letter said.', ...STORY.slice(1), ...STORY, ...STORY]],
    ['a chapter of nothing but a note', ['A/N: This story is on hiatus, sorry everyone.']],
    ['a review mentioned inside the story', [...STORY, 'The review in the paper called the play a triumph, and Mara laughed.']],
  ])('%s keeps all of its text', (_, paragraphs) => {
    const found = split(paragraphs);
    expect(found.paragraphs).toEqual(paragraphs);
    expect(found.notes).toEqual([]);
  });

  test('each paragraph keeps its own block', () => {
    const paragraphs = ['A/N: hi!', ...STORY, 'R&R!'];
    const blocks = paragraphs.map((p) => ({ id: p }) as unknown as Element);
    const found = splitInlineNotes({ blocks, paragraphs });
    expect(found.blocks.map((b) => (b as unknown as { id: string }).id)).toEqual(STORY);
  });
});
