/**
 * npm run -s corpus:windows: cuts chosen real texts into windows of whole paragraphs, about a scene
 * long, for two people to label apart (test/corpus/real/). Only where each window lies is written
 * (file, first and last paragraph): the texts are other people's writing and stay in ../shared or
 * reference-texts. `--print ID` prints one window's text, for the labellers.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { readHtml } from '../scan/read-story';
import { basename, dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
/** Windows to train on (real/) and windows of real archive pages, only ever scored (real-pages/). */
export const WINDOW_SETS = { real: resolve(ROOT, 'test/corpus/real/windows.jsonl'), 'real-pages': resolve(ROOT, 'test/corpus/real-pages/windows.jsonl') };

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

/**
 * The paragraphs of a real text file: blank-line-separated blocks (hpmor) or one a line (reference
 * texts); of a saved archive page, the story's paragraphs as the extension's adapter reads them.
 */
export function realParagraphs(file: string): string[] {
  if (file.endsWith('.html')) {
    const read = readHtml(readFileSync(resolve(ROOT, file), 'utf8'));
    return read.ok ? read.story.paragraphs : [];
  }
  const text = readFileSync(resolve(ROOT, file), 'utf8').replace(/\r\n?/g, '\n');
  const blocks = text.includes('\n\n') ? text.split(/\n\s*\n/) : text.split('\n');
  return blocks.map((b) => b.replace(/\s+/g, ' ').trim()).filter(Boolean);
}

const words = (p: string) => p.split(/\s+/).filter(Boolean).length;

export function windowsOfFile(file: string): RealWindow[] {
  const name = basename(file).replace(/\.(txt|html)$/, '');
  const paragraphs = realParagraphs(file);
  const out: RealWindow[] = [];
  let from = 0;
  let count = 0;
  paragraphs.forEach((p, i) => {
    count += words(p);
    if (count >= WINDOW_MIN_WORDS || i === paragraphs.length - 1) {
      out.push({ id: `${name}:${from}-${i}`, file, from, to: i, words: count });
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

/**
 * Saved archive pages (../shared/real-pages) whose story the adapters read and that hold 300 words
 * or more: real chapters, scored for false alarms per chapter, never trained on. Labellers E and F
 * take the first half, G and H the second.
 */
export const PAGE_FILES = [
  'ao3/chapter-17793689-ch1-skin.html',
  'ao3/chapter-17793689-ch2-skin.html',
  'ao3/chapter-37214506-ch1.html',
  'ao3/chapter-48582418-ch2.html',
  'ao3/legacy-body-chapter-endnotes.html',
  'ao3/legacy-body-chapter-multi.html',
  'ao3/legacy-body-work-oneshot-right.html',
  'ao3/readability-archive-of-our-own-source.html',
  'ao3/work-168768-oneshot.html',
  'ao3/work-29046888-ch1-skin.html',
  'ao3/work-323217-oneshot.html',
  'ao3/work-41289660-ch1.html',
  'ao3/work-6475531-ch1.html',
  'ao3/work-923647-oneshot.html',
  'ffnet/ffn-body-multi-part6.html',
  'ffnet/ffn-body-older-ch78.html',
  'ffnet/ffn-body-oneshot-ibiki.html',
  'ffnet/ffn-body-veryold-stars1.html',
  'ffnet/ffn-full-oldlayout-first.html',
  'live-2026/ao3/work-full.html',
  'live-2026/ao3/work.html',
  'live-2026/ffnet/ffnet-chapter-2.html',
  'live-2026/ffnet/ffnet-work-complete.html',
  'live-2026/ffnet/ffnet-work.html',
  'live-2026/ffnet/fictionpress-work-second.html',
  'live-2026/ffnet/fictionpress-work.html',
  'live-2026/royalroad/chapter-1.html',
  'live-2026/royalroad/chapter-2.html',
  'live-2026/wattpad/part-page.html',
  'otw-other/superlove-work-1269.html',
  'royalroad/readability-royal-road-source.html',
  'ao3/legacy-body-chapter-open1.html',
].map((f) => `../shared/real-pages/${f}`);

export function windowText(w: RealWindow): string {
  return realParagraphs(w.file).slice(w.from, w.to + 1).join('\n');
}

function main(): void {
  const printAt = process.argv.indexOf('--print');
  if (printAt >= 0) {
    const all = Object.values(WINDOW_SETS).flatMap((file) => readFileSync(file, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as RealWindow));
    const ids = process.argv.slice(printAt + 1);
    for (const w of all.filter((x) => ids.includes(x.id) || ids.includes(x.file))) console.log(`=== ${w.id} (${w.words} words)\n${windowText(w)}\n`);
    return;
  }
  for (const [set, files] of [['real', REAL_FILES], ['real-pages', PAGE_FILES]] as const) {
    const windows = files.flatMap(windowsOfFile);
    writeFileSync(WINDOW_SETS[set], windows.map((w) => JSON.stringify(w)).join('\n') + '\n');
    console.log(`corpus:windows: ${windows.length} windows, ${windows.reduce((n, w) => n + w.words, 0)} words, in ${WINDOW_SETS[set]}`);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) main();
