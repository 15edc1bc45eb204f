/**
 * npm run bench [-- --json] [-- --runs N]: runs each section under scripts/bench/ and prints its
 * report, or with --json one JSON object merging every section's metrics.
 */
import type { BenchRun, BenchSection } from './bench/types';

/** One line per section: add a module under scripts/bench/ exporting `run`, then list it here. */
const SECTIONS: Record<string, () => Promise<{ run: BenchRun }>> = {
  engine: () => import('./bench/engine'),
};

/** Medians over this many runs: enough to settle a noisy 2-core machine in a few seconds. */
const DEFAULT_RUNS = 15;

function parseArgs(argv: string[]): { json: boolean; runs: number } {
  const i = argv.indexOf('--runs');
  const runs = i >= 0 ? Number(argv[i + 1]) : DEFAULT_RUNS;
  return { json: argv.includes('--json'), runs: Number.isInteger(runs) && runs > 0 ? runs : DEFAULT_RUNS };
}

async function runSection(name: string, load: () => Promise<{ run: BenchRun }>, runs: number): Promise<BenchSection> {
  try {
    return await (await load()).run({ runs });
  } catch (err) {
    return { name, metrics: { skipped: String((err as Error)?.message ?? err) }, lines: [] };
  }
}

async function main(): Promise<void> {
  const { json, runs } = parseArgs(process.argv.slice(2));
  const merged: Record<string, number | string> = {};
  for (const [name, load] of Object.entries(SECTIONS)) {
    const section = await runSection(name, load, runs);
    const skipped = section.metrics.skipped;
    if (skipped !== undefined) {
      merged[`${section.name}Skipped`] = String(skipped);
      if (!json) console.log(`## ${section.name}: skipped (${skipped})`);
      continue;
    }
    Object.assign(merged, section.metrics);
    if (!json) {
      console.log(`## ${section.name}`);
      for (const line of section.lines) console.log(`  ${line}`);
    }
  }
  if (json) console.log(JSON.stringify(merged));
}

main();
