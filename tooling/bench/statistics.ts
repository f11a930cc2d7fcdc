/** The few statistics the benchmarks report, shared so that each computes them alike. */

/** The middle value (the mean of the two middle ones for an even count); NaN for none. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** The nearest-rank percentile (`share` 0.95 for p95): a value that was measured. */
export function percentile(values: readonly number[], share: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)] as number;
}

/**
 * The value at which half the total weight lies at or below (a round of 20 s weighs 40 times
 * one of half a second); NaN for none.
 */
export function weightedMedian(values: readonly number[], weights: readonly number[]): number {
  const pairs = values
    .map((value, i) => ({ value, weight: weights[i] ?? 0 }))
    .sort((a, b) => a.value - b.value);
  const half = pairs.reduce((sum, p) => sum + p.weight, 0) / 2;
  let below = 0;
  for (const { value, weight } of pairs) {
    below += weight;
    if (below >= half && weight > 0) return value;
  }
  return NaN;
}
