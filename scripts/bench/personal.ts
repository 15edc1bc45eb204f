/**
 * The reader's own warnings' cost: the engine on the 5,000-word chapter with twenty personal
 * warnings of thirty words each (drawn from the ready-made lists), against the engine alone,
 * interleaved in the same run. The issue's goal: within 1.2x.
 */
import { analyze } from '../../lib/engine/index';
import { compiledFor } from '../../lib/personal/compile-personal';
import type { PersonalWarning } from '../../lib/personal/personal-warning';
import { PersonalReader } from '../../lib/personal/read-personal';
import { STARTING_POINTS } from '../../lib/personal/starting-points';
import { assemble, readTexts } from './engine';
import { cpuTimeMs, median } from './stats';
import type { BenchOptions, BenchSection } from './types';

const LISTS = 20;
const WORDS_EACH = 30;
const CHAPTER_WORDS = 5_000;
/** Calls averaged inside one timed run, as in the engine section. */
const INNER_CALLS = 10;

/** Twenty lists of thirty words: the ready-made lists' words and phrases, cycled. */
export function heavyReaderLists(): PersonalWarning[] {
  const pool = STARTING_POINTS.flatMap((p) => p.words);
  return Array.from({ length: LISTS }, (_, i) => ({
    id: `personal:bench-${i}` as const,
    name: `Bench ${i}`,
    words: Array.from({ length: WORDS_EACH }, (_, k) => pool[(i * WORDS_EACH + k) % pool.length]),
    except: STARTING_POINTS[i % STARTING_POINTS.length].except,
    enabled: true,
  }));
}

const timeMs = (fn: () => void) => cpuTimeMs(fn, INNER_CALLS);

export async function run({ runs }: BenchOptions): Promise<BenchSection> {
  const texts = readTexts();
  if (texts.length === 0) return { name: 'personal', metrics: { skipped: 'no reference texts' }, lines: [] };
  const { paragraphs } = assemble(texts, CHAPTER_WORDS);
  const lists = heavyReaderLists();
  const alone = () => analyze({ paragraphs });
  // As the background gets them: a fresh copy with every message, so each analysis checks the
  // lists against the compiled ones (compiled once while they stay the same) before reading.
  const copies = Array.from({ length: 8 }, () => structuredClone(lists));
  let call = 0;
  const withOwn = () => {
    const reader = new PersonalReader(compiledFor(copies[call++ % copies.length]));
    analyze({ paragraphs }, { onParagraph: reader.read });
    reader.finish({ paragraphs });
  };
  for (let i = 0; i < 20; i++) {
    alone();
    withOwn();
  }
  const aloneMs: number[] = [];
  const withMs: number[] = [];
  for (let r = 0; r < runs; r++) {
    aloneMs.push(timeMs(alone));
    withMs.push(timeMs(withOwn));
  }
  const ratio = Math.round((median(withMs) / median(aloneMs)) * 100) / 100;
  const metrics = {
    personalEngineMsPer5kWords: Math.round(median(withMs) * 1000) / 1000,
    personalAloneMsPer5kWords: Math.round(median(aloneMs) * 1000) / 1000,
    personalToEngineRatio: ratio,
  };
  return {
    name: 'personal',
    metrics,
    lines: [`5,000-word chapter with ${LISTS} personal warnings of ${WORDS_EACH} words: ${metrics.personalEngineMsPer5kWords} ms of CPU against ${metrics.personalAloneMsPer5kWords} ms without (same run), ${ratio}x; goal <= 1.2x`],
  };
}
