/**
 * npm run bench [-- --json] [-- --runs N] [-- --only engine,personal]: runs each section under
 * scripts/bench/ (or only those named) and prints its report, or with --json exactly one JSON object
 * merging every section's metrics.
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
  'page load 50k paragraphs': () => import('./bench/page-load-50k'),
  'content start': () => import('./bench/content-start'),
  'firefox start': () => import('./bench/firefox-start'),
  listing: () => import('./bench/listing'),
};

/** Medians over this many runs: enough to settle a noisy 2-core machine in a few seconds. */
const DEFAULT_RUNS = 15;

function parseArgs(argv: string[]): { json: boolean; runs: number; only?: string[] } {
  const valueOf = (flag: string) => {
    const i = argv.indexOf(flag);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const runs = Number(valueOf('--runs') ?? DEFAULT_RUNS);
  const only = valueOf('--only')?.split(',');
  const unknown = only?.filter((name) => !(name in SECTIONS));
  if (unknown?.length) throw new Error(`bench: no section ${unknown.join(', ')}; sections: ${Object.keys(SECTIONS).join(', ')}`);
  return { json: argv.includes('--json'), runs: Number.isInteger(runs) && runs > 0 ? runs : DEFAULT_RUNS, only };
}

async function main(): Promise<void> {
  const { json, runs, only } = parseArgs(process.argv.slice(2));
  // The browser sections take minutes; --only runs the quick engine ones while working on the engine.
  const sections = only ? Object.fromEntries(Object.entries(SECTIONS).filter(([name]) => only.includes(name))) : SECTIONS;
  const report = await runSections(sections, runs);
  console.log(json ? JSON.stringify(report.metrics) : report.lines.join('\n'));
}

main();
