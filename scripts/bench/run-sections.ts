/** Runs bench sections in order; a section that throws or reports `skipped` is skipped, not fatal. */
import type { BenchRun, BenchSection } from './types';

export type SectionLoader = () => Promise<{ run: BenchRun }>;

export interface BenchReport {
  /** Every section's metrics merged, plus `<name>Skipped` for sections that could not run. */
  metrics: Record<string, number | string>;
  /** Human-readable report. */
  lines: string[];
}

async function runOne(name: string, load: SectionLoader, runs: number): Promise<BenchSection> {
  try {
    return await (await load()).run({ runs });
  } catch (err) {
    return { name, metrics: { skipped: err instanceof Error ? err.message : String(err) }, lines: [] };
  }
}

export async function runSections(sections: Record<string, SectionLoader>, runs: number): Promise<BenchReport> {
  const report: BenchReport = { metrics: {}, lines: [] };
  for (const [name, load] of Object.entries(sections)) {
    const section = await runOne(name, load, runs);
    const skipped = section.metrics.skipped;
    if (skipped !== undefined) {
      report.metrics[`${name}Skipped`] = String(skipped);
      report.lines.push(`## ${name}: skipped (${skipped})`);
      continue;
    }
    Object.assign(report.metrics, section.metrics);
    report.lines.push(`## ${section.name}`, ...section.lines.map((l) => `  ${l}`));
  }
  return report;
}
