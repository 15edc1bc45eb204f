/**
 * Memory, in Node: what the engine allocates and keeps while reading the 500,000-word work, set
 * beside the size of the text itself (the peer: the input has to be in memory anyway). The page's
 * own memory with the extension on and off is in page-load.ts.
 */
import v8 from 'node:v8';
import vm from 'node:vm';
import { analyze } from '../../lib/engine/index';
import { assemble, readTexts } from './engine';
import { median } from './stats';
import type { BenchOptions, BenchSection } from './types';

const WORDS = 500_000;
const MAX_RUNS = 5;
const MB = 1024 * 1024;

/** A full garbage collection, so what is measured is what is still referenced. */
function collectGarbage(): () => void {
  v8.setFlagsFromString('--expose-gc');
  return vm.runInNewContext('gc') as () => void;
}

export async function run({ runs }: BenchOptions): Promise<BenchSection> {
  const name = 'memory';
  const texts = readTexts();
  if (texts.length === 0) return { name, metrics: { skipped: 'no reference texts' }, lines: [] };
  const gc = collectGarbage();
  const work = assemble(texts, WORDS);
  // UTF-16 in memory: two bytes a character (V8 may store Latin-1 text in one; this is the upper bound).
  const textMb = work.paragraphs.reduce((n, p) => n + p.length * 2, 0) / MB;
  analyze({ paragraphs: work.paragraphs }); // compile the lexicons once, outside the measurement
  const allocated: number[] = [];
  const retained: number[] = [];
  for (let i = 0; i < Math.min(runs, MAX_RUNS); i++) {
    gc();
    const before = process.memoryUsage().heapUsed;
    const result = analyze({ paragraphs: work.paragraphs });
    allocated.push((process.memoryUsage().heapUsed - before) / MB);
    gc();
    retained.push((process.memoryUsage().heapUsed - before) / MB);
    if (result.length < 0) console.log(result); // keeps the result alive until here
  }
  const round = (n: number) => Math.round(n * 100) / 100;
  const heapGrowth = round(median(allocated));
  const kept = round(median(retained));
  return {
    name,
    metrics: { engineHeapGrowthMb500k: heapGrowth, engineRetainedMb500k: kept, textMb500k: round(textMb) },
    lines: [
      `500k-word work (${round(textMb)} MB of text): heap ${heapGrowth} MB larger right after analysis (a lower bound on what it allocates: young-generation collections may run during it), ${kept} MB kept once collected; ${round(heapGrowth / textMb)}x the text [median of ${allocated.length}]`,
    ],
  };
}
