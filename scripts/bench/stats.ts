/** The middle value: on a shared, noisy machine the median of several runs, never the mean. */
export function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

/** The value below which a share `q` (0 to 1) of the values lie (nearest rank): a spread to report beside a median. */
export function quantile(values: number[], q: number): number {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.round(q * (s.length - 1))))];
}

/**
 * CPU time of this process per call of `fn`, in ms, over `calls` calls: not wall time, which on a
 * shared machine counts the other processes' turns too and swamps a ratio between two runs a few
 * milliseconds long. Both sides of a ratio are timed with it.
 */
export function cpuTimeMs(fn: () => void, calls: number): number {
  const t0 = process.cpuUsage();
  for (let i = 0; i < calls; i++) fn();
  const { user, system } = process.cpuUsage(t0);
  return (user + system) / 1000 / calls;
}
