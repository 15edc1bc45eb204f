/**
 * npm run bench [-- --json] [-- --runs N]: runs each section under scripts/bench/ and prints its
 * report, or with --json exactly one JSON object merging every section's metrics.
 */
import { runSections, type SectionLoader } from './bench/run-sections';

/** One line per section: add a module under scripts/bench/ exporting `run`, then list it here. */
const SECTIONS: Record<string, SectionLoader> = {
  engine: () => import('./bench/engine'),
  personal: () => import('./bench/personal'),
  pipeline: () => import('./bench/pipeline'),
  memory: () => import('./bench/memory'),
  overlay: () => import('./bench/overlay'),
  contents: () => import('./bench/contents'),
  'page load': () => import('./bench/page-load'),
  listing: () => import('./bench/listing'),
};

/** Medians over this many runs: enough to settle a noisy 2-core machine in a few seconds. */
const DEFAULT_RUNS = 15;

function parseArgs(argv: string[]): { json: boolean; runs: number } {
  const i = argv.indexOf('--runs');
  const runs = i >= 0 ? Number(argv[i + 1]) : DEFAULT_RUNS;
  return { json: argv.includes('--json'), runs: Number.isInteger(runs) && runs > 0 ? runs : DEFAULT_RUNS };
}

async function main(): Promise<void> {
  const { json, runs } = parseArgs(process.argv.slice(2));
  const report = await runSections(SECTIONS, runs);
  console.log(json ? JSON.stringify(report.metrics) : report.lines.join('\n'));
}

main();
