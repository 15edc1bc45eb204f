/**
 * The warning engine's speed: a 5,000-word chapter, the reference texts, and a 500,000-word work,
 * all assembled from reference-texts/. A plain lower-case-and-split pass over the same chapter is
 * measured in the same run as a peer, so the ratio means something on a noisy machine.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { analyze, paragraphsFromText } from '../../lib/engine/index';
import { useWordVectorBytes } from '../../lib/engine/meaning/index';
import { installWordVectors, installedVectors, uninstallWordVectors } from '../../lib/engine/meaning/table';
import { VECTORS_PATH } from '../eval/vectors';
import { countWords } from '../../lib/story';
import { cpuTimeMs, median, quantile } from './stats';
import type { BenchOptions, BenchSection } from './types';

const TEXTS = resolve(dirname(fileURLToPath(import.meta.url)), '../../reference-texts');
/** The chapter length the issue sets the 2 ms goal for. */
const CHAPTER_WORDS = 5_000;
const LONG_WORK_WORDS = 500_000;
/** Calls averaged inside one timed run: a single 5k-word call is near the timer's resolution. */
const INNER_CALLS = 5;
/** The long work takes ~100 ms a pass; a few runs settle it. */
const LONG_RUNS = 5;
/**
 * Calls of the engine and of the peer, interleaved, before anything is timed: until then the JIT is
 * still compiling both (the first pairs of a process ran 2-4x slower than its hundredth).
 */
const WARM_UP_CALLS = 150;
/**
 * Back-to-back pairs behind the ratio, whatever --runs says: one pair's ratio swings from 3 to 10
 * on a shared machine (a collection, a busy sibling core), and fifteen pairs gave medians from 4.8
 * to 8.2 on the same code; a hundred settle the median within a few percent.
 */
const RATIO_PAIRS = 100;


export function readTexts(): string[][] {
  return readdirSync(TEXTS)
    .filter((f) => f.endsWith('.txt'))
    .sort()
    .map((f) => paragraphsFromText(readFileSync(resolve(TEXTS, f), 'utf8')));
}

/** Paragraphs of the texts, cycled until they hold at least `words` words. */
export function assemble(texts: string[][], words: number): { paragraphs: string[]; words: number } {
  const all = texts.flat();
  const paragraphs: string[] = [];
  let n = 0;
  for (let i = 0; n < words; i++) {
    const p = all[i % all.length];
    paragraphs.push(p);
    n += countWords(p);
  }
  return { paragraphs, words: n };
}

/** CPU time, as the personal section: engine and peer alike (wall time under load measured the other processes). */
const timeMs = cpuTimeMs;

function round(n: number, digits = 3): number {
  const f = 10 ** digits;
  return Math.round(n * f) / f;
}

/**
 * The meaning layer's word vectors made ready from the packaged file's bytes, as the background does
 * once per start: the time to read and install them, and the memory they hold (heap and array
 * buffers, after a collection where --expose-gc allows one).
 */
function loadVectors(): { ms: number; mb: number } {
  const bytes = readFileSync(VECTORS_PATH);
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  const before = process.memoryUsage();
  const t = performance.now();
  useWordVectorBytes(bytes);
  const ms = performance.now() - t;
  gc?.();
  const after = process.memoryUsage();
  const mb = (after.heapUsed + after.arrayBuffers - before.heapUsed - before.arrayBuffers) / 2 ** 20;
  return { ms, mb };
}

export async function run({ runs }: BenchOptions): Promise<BenchSection> {
  const texts = readTexts();
  if (texts.length === 0) return { name: 'engine', metrics: { skipped: 'no reference texts' }, lines: [] };
  const vectors = loadVectors();
  const table = installedVectors()!;
  const chapter = assemble(texts, CHAPTER_WORDS);
  const chapterText = chapter.paragraphs.join('\n');
  const longWork = assemble(texts, LONG_WORK_WORDS);
  const refWords = texts.reduce((n, t) => n + t.reduce((m, p) => m + countWords(p), 0), 0);

  const engineCall = () => analyze({ paragraphs: chapter.paragraphs });
  const peerCall = () => chapterText.toLowerCase().split(/\s+/);
  // Warm up the JIT and the lexicon trie, and the peer's own code just as much.
  for (let i = 0; i < WARM_UP_CALLS; i++) {
    engineCall();
    peerCall();
  }

  const engineMs: number[] = [];
  const peerMs: number[] = [];
  // Each pair times the engine and the peer one right after the other, and the ratio is the median
  // of those pairs' ratios: a burst of load from another process slows both sides of a pair, where
  // a ratio of two medians could take its engine and its peer from different minutes. Every other
  // pair times the peer first, so that neither side always follows the other's garbage.
  const pairRatios: number[] = [];
  const refMs: number[] = [];
  for (let r = 0; r < Math.max(runs, RATIO_PAIRS); r++) {
    const peerFirst = r % 2 === 1 ? timeMs(peerCall, INNER_CALLS) : 0;
    const engine = timeMs(engineCall, INNER_CALLS);
    const peer = r % 2 === 1 ? peerFirst : timeMs(peerCall, INNER_CALLS);
    engineMs.push(engine);
    peerMs.push(peer);
    pairRatios.push(engine / peer);
    if (r < runs) refMs.push(timeMs(() => texts.forEach((paragraphs) => analyze({ paragraphs })), 1));
  }
  const longMs: number[] = [];
  for (let r = 0; r < Math.min(runs, LONG_RUNS); r++) longMs.push(timeMs(() => analyze({ paragraphs: longWork.paragraphs }), 1));
  // The rules alone, in the same run: what the meaning layer adds.
  uninstallWordVectors();
  const rulesPairs: number[] = [];
  for (let i = 0; i < WARM_UP_CALLS; i++) engineCall();
  for (let r = 0; r < RATIO_PAIRS; r++) {
    const engine = timeMs(engineCall, INNER_CALLS);
    rulesPairs.push(engine / timeMs(peerCall, INNER_CALLS));
  }
  installWordVectors(table.vectors);

  const ms = median(engineMs);
  const peer = median(peerMs);
  const ratio = median(pairRatios);
  const metrics = {
    engineMsPer5kWords: round((ms * CHAPTER_WORDS) / chapter.words),
    engineWordsPerSecReference: Math.round(refWords / (median(refMs) / 1000)),
    engineWordsPerSec500k: Math.round(longWork.words / (median(longMs) / 1000)),
    peerSplitMsPer5kWords: round((peer * CHAPTER_WORDS) / chapter.words),
    /** Median over the runs of (engine / peer), each pair timed back to back. */
    engineToPeerRatio: round(ratio, 2),
    /** The name for the same ratio: the engine's time over a plain lower-case-and-split pass (goal <= 2). */
    engineRatioToSplit: round(ratio, 2),
    /** The middle half of the pairs' ratios (first and third quartile): how far one pair strays from the median. */
    engineRatioToSplitQ1: round(quantile(pairRatios, 0.25), 2),
    engineRatioToSplitQ3: round(quantile(pairRatios, 0.75), 2),
    /** How many back-to-back pairs the median is of. */
    engineRatioPairs: pairRatios.length,
    /** The same ratio with the rules alone (no word vectors installed), in the same run. */
    rulesAloneRatioToSplit: round(median(rulesPairs), 2),
    /** Reading and installing the packaged word vectors from their bytes, once per background start (goal <= 100 ms). */
    vectorsLoadMs: round(vectors.ms, 1),
    /** What the installed vectors hold in memory (goal <= 30 MB). */
    vectorsMemoryMb: round(vectors.mb, 1),
    /** The machine's load while it ran (1-minute average): on a shared machine the ratio rises with it. */
    engineBenchLoad: round(loadavg()[0], 1),
  };
  return {
    name: 'engine',
    metrics,
    lines: [
      `5,000-word chapter: ${metrics.engineMsPer5kWords} ms (median of ${pairRatios.length}; goal <= 2 ms)`,
      `reference texts (${refWords} words): ${metrics.engineWordsPerSecReference.toLocaleString('en')} words/s`,
      `500,000-word work: ${metrics.engineWordsPerSec500k.toLocaleString('en')} words/s`,
      `peer, toLowerCase().split(/\\s+/) on the chapter: ${metrics.peerSplitMsPer5kWords} ms; engine/peer ${metrics.engineToPeerRatio}x (median of ${pairRatios.length} back-to-back pairs, middle half ${metrics.engineRatioToSplitQ1}-${metrics.engineRatioToSplitQ3}x; load ${metrics.engineBenchLoad}; goal <= 4x); rules alone ${metrics.rulesAloneRatioToSplit}x`,
      `word vectors: read and installed in ${metrics.vectorsLoadMs} ms (goal <= 100), ${metrics.vectorsMemoryMb} MB (goal <= 30)`,
    ],
  };
}
