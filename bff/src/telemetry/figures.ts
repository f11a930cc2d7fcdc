import type { VersionCounts } from '../release/canary/types';
import { countAbove, quantile } from './histogram';
import type { VitalName } from '@qsr/shared-contracts/core';
import type { RawCounts } from './store';

/** A series' figures over a window, as the canary judge and the console read them. */
export interface TelemetryFigures extends RawCounts {
  /** Sessions that measured the vital. */
  measured(metric: VitalName): number;
  /** Sessions whose worst value of the vital is at or above `threshold` (ms; a score for CLS). */
  above(metric: VitalName, threshold: number): number;
  /** The value `share` (0–1) of the measuring sessions are below: p75 is `quantile(m, 0.75)`. */
  quantile(metric: VitalName, share: number): number | undefined;
  /** The judge's input for this version, against thresholds fixed when the canary started. */
  versionCounts(thresholds: { lcpMs: number; inpMs: number }): VersionCounts;
}

export function figuresOf(raw: RawCounts): TelemetryFigures {
  const measured = (metric: VitalName) =>
    raw.histograms[metric].reduce((sum, sessions) => sum + sessions, 0);
  const above = (metric: VitalName, threshold: number) =>
    countAbove(metric, raw.histograms[metric], threshold);
  return {
    ...raw,
    measured,
    above,
    quantile: (metric, share) => quantile(metric, raw.histograms[metric], share),
    versionCounts: ({ lcpMs, inpMs }) => ({
      sessions: raw.sessions,
      sessionsWithError: raw.sessionsWithError,
      lcp: { measured: measured('LCP'), above: above('LCP', lcpMs) },
      inp: { measured: measured('INP'), above: above('INP', inpMs) },
    }),
  };
}
