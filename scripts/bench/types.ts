/** What one bench section reports. A section that cannot run says so in `metrics.skipped`. */
export interface BenchSection {
  name: string;
  metrics: Record<string, number | string>;
  /** Human-readable report lines, printed without --json. */
  lines: string[];
}

export interface BenchOptions {
  /** Timed runs per measurement; sections report medians. */
  runs: number;
}

export type BenchRun = (opts: BenchOptions) => Promise<BenchSection>;
