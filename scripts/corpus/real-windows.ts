/**
 * npm run -s corpus:windows: cuts chosen real texts into windows of whole paragraphs, about a scene
 * long, for two people to label apart (test/corpus/real/). Only where each window lies is written
 * (file, first and last paragraph): the texts are other people's writing and stay in ../shared or
 * reference-texts. `--print ID` prints one window's text, for the labellers.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const OUT = resolve(ROOT, 'test/corpus/real/windows.jsonl');

/** A window gathers paragraphs until it holds this many words: the length of a labelled scene. */
export const WINDOW_MIN_WORDS = 150;

export interface RealWindow {
  id: string;
  /** Path from the project's root: `../shared/real-text/...` or `reference-texts/...`. */
  file: string;
  /** Paragraph indices [from, to], inclusive, in the file's own paragraphs (realParagraphs). */
  from: number;
  to: number;
  words: number;
}

/** The paragraphs of a real text file: blank-line-separated blocks (hpmor) or one a line (reference texts). */
export function realParagraphs(file: string): string[] {
  const text = readFileSync(resolve(ROOT, file), 'utf8').replace(/\r\n?/g, '\n');
  const blocks = text.includes('\n\n') ? text.split(/\n\s*\n/) : text.split('\n');
  return blocks.map((b) => b.replace(/\s+/g, ' ').trim()).filter(Boolean);
}

const words = (p: string) => p.split(/\s+/).filter(Boolean).length;

export function windowsOfFile(file: string): RealWindow[] {
  const paragraphs = realParagraphs(file);
  const out: RealWindow[] = [];
  let from = 0;
  let count = 0;
  paragraphs.forEach((p, i) => {
    count += words(p);
    if (count >= WINDOW_MIN_WORDS || i === paragraphs.length - 1) {
      out.push({ id: `${basename(file).replace(/\.txt$/, '')}:${from}-${i}`, file, from, to: i, words: count });
      from = i + 1;
      count = 0;
    }
  });
  return out;
}

const hpmor = (chapter: number) => `../shared/real-text/hpmor/hpmor-${String(chapter).padStart(3, '0')}.txt`;

/**
 * HPMOR every tenth chapter (harmless school life and science talk beside death, violence and
 * bullying: labellers A and B), the five reference stories (A and B), then every tenth chapter from
 * the fifth (labellers C and D).
 */
export const REAL_FILES = [
  ...Array.from({ length: 13 }, (_, k) => hpmor(Math.min(k * 10, 122))),
  ...['000_169399f3b4770a85', '001_4ae355160bf34591', '002_45838c7560a500b8', '003_02859091e71606cc', '004_8e7c3653bb924481'].map((f) => `reference-texts/${f}.txt`),
  ...Array.from({ length: 12 }, (_, k) => hpmor(k * 10 + 5)),
];

export function windowText(w: RealWindow): string {
  return realParagraphs(w.file).slice(w.from, w.to + 1).join('\n');
}

function main(): void {
  const printAt = process.argv.indexOf('--print');
  if (printAt >= 0) {
    const all = readFileSync(OUT, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as RealWindow);
    const ids = process.argv.slice(printAt + 1);
    for (const w of all.filter((x) => ids.includes(x.id) || ids.includes(x.file))) console.log(`=== ${w.id} (${w.words} words)\n${windowText(w)}\n`);
    return;
  }
  const windows = REAL_FILES.flatMap(windowsOfFile);
  writeFileSync(OUT, windows.map((w) => JSON.stringify(w)).join('\n') + '\n');
  console.log(`corpus:windows: ${windows.length} windows, ${windows.reduce((n, w) => n + w.words, 0)} words, in ${OUT}`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) main();
