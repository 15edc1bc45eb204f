/** Binary search over sorted numbers: the story's hit and frame positions, a paragraph's question sentences. */

/** The first index of a sorted array holding a value at or above `value`. */
export function lowerBound(sorted: readonly number[], value: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid] < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** True when the sorted array holds `value`. */
export function sortedHas(sorted: readonly number[], value: number): boolean {
  const i = lowerBound(sorted, value);
  return i < sorted.length && sorted[i] === value;
}
