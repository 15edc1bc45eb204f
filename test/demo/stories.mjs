// The demo archive's works, made from the reference texts (reference-texts/*.txt).
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REFERENCE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../reference-texts');

/**
 * Splits a plain-text story into paragraphs. Blank lines separate paragraphs where the text has
 * them; otherwise each line is one, except a line that starts in lower case, which continues a
 * sentence that was hard-wrapped (001 has such lines).
 */
export function splitParagraphs(text) {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const paragraphs = [];
  let continues = false;
  for (const raw of lines) {
    const line = raw.trim();
    if (!line) {
      continues = false;
      continue;
    }
    if (continues && /^[a-z]/.test(line) && paragraphs.length) paragraphs[paragraphs.length - 1] += ` ${line}`;
    else paragraphs.push(line);
    continues = true;
  }
  return paragraphs;
}

export function readReference(file) {
  return splitParagraphs(readFileSync(path.join(REFERENCE_DIR, file), 'utf8'));
}

export const REFERENCE_FILES = readdirSync(REFERENCE_DIR).filter((f) => f.endsWith('.txt')).sort();

const GLEE = { fandoms: ['Glee'], relationships: ['Blaine Anderson/Kurt Hummel'], characters: ['Kurt Hummel', 'Blaine Anderson'] };

/** Single-chapter AO3-shaped works, one a reference text. Titles and tags are the demo's own. */
export const DEMO_WORKS = [
  { id: 1000000, file: '000_169399f3b4770a85.txt', title: 'The Worst Thing', author: 'demo_writer', rating: 'Teen And Up Audiences', warnings: ['No Archive Warnings Apply'], ...GLEE, freeforms: ['Angst', 'Phone Calls', 'Break Up'], summary: 'A phone call across too many miles.' },
  { id: 1000001, file: '001_4ae355160bf34591.txt', title: 'Behind the Door', author: 'demo_writer', rating: 'Teen And Up Audiences', warnings: ['Creator Chose Not To Use Archive Warnings'], ...GLEE, freeforms: ['Angst'], summary: 'Rachel stays with Kurt.' },
  { id: 1000002, file: '002_45838c7560a500b8.txt', title: 'It Hurts', author: 'quiet_pen', rating: 'Mature', warnings: ['No Archive Warnings Apply'], ...GLEE, freeforms: ['Hurt/Comfort'], summary: 'After.' },
  { id: 1000003, file: '003_02859091e71606cc.txt', title: 'Morning Light', author: 'quiet_pen', rating: 'Teen And Up Audiences', warnings: ['No Archive Warnings Apply'], ...GLEE, freeforms: ['Angst', 'Morning After'], summary: 'Blaine wakes up to the sun and a decision.' },
  { id: 1000004, file: '004_8e7c3653bb924481.txt', title: 'New York Heartbreak', author: 'demo_writer', rating: 'General Audiences', warnings: ['No Archive Warnings Apply'], ...GLEE, freeforms: ['New York', 'Cheating', 'Heartbreak'], summary: 'Kurt in New York.' },
];

/**
 * A work in Spanish, written for the demo (no reference text is in another language): a chapter
 * about cutting and a farewell letter whose tags warn of nothing. Gentle Reader reads English, so it
 * must say it did not read this text, never that the work is clear.
 */
export const DEMO_SPANISH_WORK = {
  id: 1000005,
  title: 'La carta',
  author: 'demo_writer',
  rating: 'Teen And Up Audiences',
  warnings: ['No Archive Warnings Apply'],
  ...GLEE,
  freeforms: ['Angst'],
  summary: 'Una carta que nadie debía leer.',
  language: { tag: 'es', name: 'Español' },
  paragraphs: [
    'Kurt cerró la puerta del baño con llave y se sentó en el suelo frío. La casa estaba en silencio y nadie iba a buscarlo hasta la mañana.',
    'Sacó la cuchilla que guardaba en una caja de lápices y se cortó el brazo otra vez, despacio, como cada noche desde que Blaine se fue a Nueva York.',
    'Después escribió una carta para su padre. Le pidió perdón por todo y le dijo que no era culpa suya, que ya no podía seguir así.',
    'Dobló la carta con cuidado, la dejó sobre la almohada y apagó la luz sin hacer ruido.',
  ],
};

/**
 * More works for the listings, each tagged to show one rule of the listing judge: a synonym, a
 * hedge, "Implied", a summary content note, an author to block, unknown warnings, an Explicit
 * rating. Their text is a reference text again; titles, tags and summaries are the demo's own.
 */
export const LISTING_WORKS = [
  { id: 1000010, file: '002_45838c7560a500b8.txt', title: 'Paper Cuts', author: 'grey_ink', rating: 'Mature', warnings: ['No Archive Warnings Apply'], ...GLEE, freeforms: ['Self-Injury', 'Hurt/Comfort'], summary: 'Kurt hides his arms all winter.' },
  { id: 1000011, file: '000_169399f3b4770a85.txt', title: 'Squint and You Will See', author: 'grey_ink', rating: 'Teen And Up Audiences', warnings: ['No Archive Warnings Apply'], ...GLEE, freeforms: ['self harm if you squint', 'Fluff'], summary: 'Mostly soft.' },
  { id: 1000012, file: '003_02859091e71606cc.txt', title: 'Still Here', author: 'north_wind', rating: 'Teen And Up Audiences', warnings: ['No Archive Warnings Apply'], ...GLEE, freeforms: ['Implied/Referenced Self-Harm', 'Recovery'], summary: 'TW: suicide attempt. Blaine, a year later, learning to stay.' },
  { id: 1000013, file: '004_8e7c3653bb924481.txt', title: 'Nobody Warned Me', author: 'north_wind', rating: 'Not Rated', warnings: ['Creator Chose Not To Use Archive Warnings'], ...GLEE, freeforms: ['Angst'], summary: 'A class reunion in Lima.' },
  { id: 1000014, file: '001_4ae355160bf34591.txt', title: 'After Hours', author: 'velvet_quill', rating: 'Explicit', warnings: ['No Archive Warnings Apply'], ...GLEE, freeforms: ['Established Relationship'], summary: 'A quiet night in.' },
];

/** A multi-chapter AO3-shaped work whose chapters are reference texts. */
export const DEMO_SERIES_WORK = {
  id: 2000000,
  title: 'Three Letters Home',
  author: 'demo_writer',
  rating: 'Teen And Up Audiences',
  warnings: ['No Archive Warnings Apply'],
  ...GLEE,
  freeforms: ['Angst', 'Multi-chapter'],
  summary: 'Three chapters, three kinds of goodbye.',
  chapters: [
    { id: 2000001, title: 'The Call', file: '000_169399f3b4770a85.txt' },
    { id: 2000002, title: 'The Door', file: '001_4ae355160bf34591.txt' },
    { id: 2000003, title: 'The Morning', file: '003_02859091e71606cc.txt' },
  ],
};

/** An FFN-shaped story in two chapters. */
export const DEMO_FFN_STORY = {
  id: 9000001,
  slug: 'Broken-Strings',
  title: 'Broken Strings',
  author: 'demo_writer',
  rating: 'T',
  genres: ['Angst', 'Romance'],
  summary: 'Two chapters of Kurt and Blaine falling apart.',
  chapters: [
    { title: 'It Hurts', file: '002_45838c7560a500b8.txt' },
    { title: 'New York', file: '004_8e7c3653bb924481.txt' },
  ],
};

/** The id of the generated long work (Entire Work view): /works/3000000?words=N. */
export const LONG_WORK_ID = 3000000;
export const WORDS_PER_LONG_CHAPTER = 5000;

/** Repeats the reference texts until `words` words, split into chapters of about 5,000 words. */
export function longWorkChapters(words, chapterWords = WORDS_PER_LONG_CHAPTER) {
  const all = REFERENCE_FILES.map(readReference);
  const chapters = [];
  let current = [];
  let inChapter = 0;
  let total = 0;
  for (let round = 0; total < words; round++) {
    for (const paragraph of all[round % all.length]) {
      if (total >= words) break;
      const count = paragraph.split(/\s+/).length;
      current.push(paragraph);
      inChapter += count;
      total += count;
      if (inChapter >= chapterWords) {
        chapters.push(current);
        current = [];
        inChapter = 0;
      }
    }
  }
  if (current.length) chapters.push(current);
  return chapters;
}
