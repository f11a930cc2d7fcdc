import type { VitalName } from '@qsr/shared-contracts/core';

/**
 * A vital's sessions as a fixed histogram, so that a bucket is a few dozen counters whatever
 * its traffic and any threshold fixed later can still be counted against. 64 bins: bin 0 below
 * the scale's minimum, bin 63 at or above its maximum, the 62 between log-spaced (each about
 * 15 % wider than the one before for LCP and INP: 10 ms to 60 s).
 */
export const BINS = 64;

interface Scale {
  min: number;
  max: number;
}

const SCALES: Record<VitalName, Scale> = {
  LCP: { min: 10, max: 60_000 },
  INP: { min: 10, max: 60_000 },
  CLS: { min: 0.001, max: 10 },
};

/** The log-spaced part: edges 0 … BINS - 2 run from `min` to `max`. */
const STEPS = BINS - 2;

/** Edge k (0 ≤ k ≤ STEPS) of a scale: the lower bound of bin k + 1. */
function edge(scale: Scale, k: number): number {
  return scale.min * (scale.max / scale.min) ** (k / STEPS);
}

const EDGES: Record<VitalName, number[]> = {
  LCP: Array.from({ length: STEPS + 1 }, (_, k) => edge(SCALES.LCP, k)),
  INP: Array.from({ length: STEPS + 1 }, (_, k) => edge(SCALES.INP, k)),
  CLS: Array.from({ length: STEPS + 1 }, (_, k) => edge(SCALES.CLS, k)),
};

export function emptyHistogram(): number[] {
  return new Array<number>(BINS).fill(0);
}

/** The bin of a value: the last whose lower bound it reaches (compared with the edges themselves). */
export function binOf(metric: VitalName, value: number): number {
  const edges = EDGES[metric];
  let low = 0;
  let high = edges.length;
  // The number of edges ≤ value is the bin.
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((edges[middle] as number) <= value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The lowest value bin `bin` holds (0 for bin 0). */
export function lowerBound(metric: VitalName, bin: number): number {
  return bin === 0 ? 0 : (EDGES[metric][Math.min(bin, EDGES[metric].length) - 1] as number);
}

/**
 * Sessions surely at or above `threshold`: those in bins whose lower bound reaches it. Exact
 * for a threshold on a bin's bound (as `quantile` gives); otherwise the bin the threshold falls
 * in is left out, an undercount of at most one bin's width (~15 %) of values.
 */
export function countAbove(
  metric: VitalName,
  histogram: readonly number[],
  threshold: number,
): number {
  let count = 0;
  histogram.forEach((sessions, bin) => {
    if (lowerBound(metric, bin) >= threshold) count += sessions;
  });
  return count;
}

/**
 * The value below which `share` (0–1) of the sessions fall, as the upper bound of the bin
 * where they do: a threshold that `countAbove` then counts exactly (stable's p75, for one).
 * Undefined with no sessions; the scale's maximum when the share lies in the last bin.
 */
export function quantile(
  metric: VitalName,
  histogram: readonly number[],
  share: number,
): number | undefined {
  const total = histogram.reduce((sum, sessions) => sum + sessions, 0);
  if (total === 0) return undefined;
  let seen = 0;
  for (let bin = 0; bin < histogram.length; bin += 1) {
    seen += histogram[bin] as number;
    if (seen >= share * total) return lowerBound(metric, Math.min(bin + 1, BINS - 1));
  }
  return lowerBound(metric, BINS - 1);
}
