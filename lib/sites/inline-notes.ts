/**
 * Authors' notes written inside the story text, on archives that give them no place of their own
 * (FanFiction.Net, forum threadmarks, Wattpad): "Disclaimer: I do not own Naruto." and "a/n a
 * strange title?…" at the top; "A/N: …", "Please Review!" or a few lines about the chapter after
 * the last break at the end. Read as notes rather than story, an author's chatter ("my cat died,
 * sorry for the late update") raises no warning about the story, what they warn of ("Warning:
 * character death") counts as the author's own content note, and the reader shows them folded,
 * as it does AO3's notes. Only the edges are looked at, and only paragraphs that say they are notes:
 * a story that opens with "Note: the door was locked" loses a line to the notes, never its text.
 */
import { isSceneBreakText } from '../engine/scene-break';
import type { Blocks } from './dom-text';

/** Paragraphs looked at on each edge of the text. */
const EDGE = 6;
/** Paragraphs after the last break that a closing note may run to. */
const CLOSING_PARAGRAPHS = 3;

/** What opens an author's note: "A/N:", "AN:", "Author's Note", "Disclaimer", "Warning:", "T/N". */
const NOTE_OPENER =
  /^[\s*([_~-]*(?:a\s?\/\s?n\b|a\.n\.|an\s*:|author'?s?\s+notes?\b|authors?\s+notes?\b|disclaimer\b|t\s?\/\s?n\b|translator'?s?\s+notes?\b|notes?\s*:|warnings?\s*:|trigger\s+warnings?\b|content\s+warnings?\b|(?:tw|cw)\s*[:/])/i;
/** A closing plea for reviews or thanks for reading, short ("Please Review!", "R&R", "Thanks for reading!"). */
const CLOSING_PLEA =
  /^[\s*([_~-]*(?:please\s+)?(?:r\s*&\s*r|read\s+(?:and|&)\s+review|reviews?(?:\s+please)?|please\s+review|thanks?(?:\s+you)?\s+(?:so\s+much\s+)?for\s+reading)\b/i;
/** An author speaking of their writing: "I" and the chapter, the story, reviews, updates. */
const AUTHOR_ON_WRITING = /\b(?:chapter|story|fic|review|reviews|reviewers|update|updates|updated|readers?|beta|posted|writing)\b/i;
const FIRST_PERSON = /(?:^|[^\p{L}'])(?:I|I'm|I've|I'll|my)(?![\p{L}'])/u;

/** A heading or ornament between notes and text: "Chapter Six", ".:O:.:O:.", "***". */
function isDecor(paragraph: string): boolean {
  const text = paragraph.trim();
  return isSceneBreakText(text) || (text.length <= 80 && !/\p{Ll}/u.test(text)) || /^chapter\b[^.!?]{0,40}$/i.test(text);
}

function isNoteOpener(paragraph: string): boolean {
  return NOTE_OPENER.test(paragraph);
}

function isClosingPlea(paragraph: string): boolean {
  return paragraph.length <= 200 && CLOSING_PLEA.test(paragraph);
}

function isAuthorOnWriting(paragraph: string): boolean {
  return isNoteOpener(paragraph) || isClosingPlea(paragraph) || (AUTHOR_ON_WRITING.test(paragraph) && FIRST_PERSON.test(paragraph));
}

/** Indices of the opening notes: note paragraphs among the first ones, with what follows them up to a break. */
function openingNotes(paragraphs: readonly string[]): number[] {
  const limit = Math.min(EDGE, paragraphs.length - 1);
  let lastOpener = -1;
  for (let i = 0; i < limit; i++) {
    if (isNoteOpener(paragraphs[i])) lastOpener = i;
    else if (!isDecor(paragraphs[i]) && lastOpener < 0) break;
  }
  if (lastOpener < 0) return [];
  const notes: number[] = [];
  for (let i = 0; i <= lastOpener; i++) if (isNoteOpener(paragraphs[i])) notes.push(i);
  // "A/N: Hello all!" then a paragraph more of it, then the break the story starts after.
  for (let i = lastOpener + 1; i < limit; i++) {
    if (isSceneBreakText(paragraphs[i])) {
      for (let k = lastOpener + 1; k < i; k++) notes.push(k);
      break;
    }
  }
  return notes;
}

/** Indices of the closing notes, from `from` on: after the last note opener, or after the last break when all of it is the author talking. */
function closingNotes(paragraphs: readonly string[], from: number): number[] {
  const first = Math.max(from, paragraphs.length - EDGE);
  const range = (start: number) => Array.from({ length: paragraphs.length - start }, (_, k) => start + k);
  for (let i = first; i < paragraphs.length; i++) if (isNoteOpener(paragraphs[i])) return range(i);
  for (let i = paragraphs.length - 1; i >= first && i >= paragraphs.length - CLOSING_PARAGRAPHS - 1; i--) {
    if (!isSceneBreakText(paragraphs[i])) continue;
    const after = paragraphs.slice(i + 1).filter((p) => !isDecor(p));
    if (after.length > 0 && after.every(isAuthorOnWriting)) return range(i + 1);
    break;
  }
  let start = paragraphs.length;
  while (start > first && (isClosingPlea(paragraphs[start - 1]) || isDecor(paragraphs[start - 1]))) start--;
  return start < paragraphs.length && paragraphs.slice(start).some(isClosingPlea) ? range(start) : [];
}

export interface InlineNotes extends Blocks {
  /** The author's notes found at the edges, in order (the closing ones last). */
  notes: string[];
  /** Those of `notes` after the text. */
  endNotes: string[];
}

/**
 * Takes the authors' notes at the top and the bottom of the text out of the story's paragraphs
 * (and their blocks, index for index). Decor around them ("Chapter Six", ornaments) stays in the story.
 * A text made only of notes is left as it is: there would be no story left to read.
 */
export function splitInlineNotes({ blocks, paragraphs }: Blocks): InlineNotes {
  const opening = openingNotes(paragraphs);
  const closing = closingNotes(paragraphs, (opening.at(-1) ?? -1) + 1).filter((i) => isClosingPlea(paragraphs[i]) || !isDecor(paragraphs[i]));
  const taken = new Set([...opening, ...closing]);
  const kept = paragraphs.map((_, i) => i).filter((i) => !taken.has(i));
  if (taken.size === 0 || kept.every((i) => isDecor(paragraphs[i]))) return { blocks, paragraphs, notes: [], endNotes: [] };
  const endNotes = closing.map((i) => paragraphs[i]);
  return {
    blocks: kept.map((i) => blocks[i]),
    paragraphs: kept.map((i) => paragraphs[i]),
    notes: [...opening.map((i) => paragraphs[i]), ...endNotes],
    endNotes,
  };
}
