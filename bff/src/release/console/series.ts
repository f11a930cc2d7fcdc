import type { RemoteName, VitalName } from '@qsr/shared-contracts/core';
import { VITAL_NAMES } from '@qsr/shared-contracts/core';
import { figuresOf } from '../../telemetry/figures';
import { BUCKET_MS, bucketStart, type RawCounts, type SeriesKey } from '../../telemetry/store';
import type { Telemetry } from '../../telemetry/telemetry';
import type { PinsKey } from '../pin-store';

/** One slice of time of one version, as the console's charts draw it. */
export interface SeriesPoint {
  /** The slice's start, ms. */
  at: number;
  sessions: number;
  /** Sessions with an error of the remote ÷ sessions, 0–1; null without sessions. */
  errorRate: number | null;
  /** p75 of the sessions' worst values, ms; null when none measured it. */
  lcpP75: number | null;
  inpP75: number | null;
}

export interface VersionSeries {
  version: string;
  /** What the version is to the visitors: stable (the pin) or the canary. */
  role: 'stable' | 'canary';
  points: SeriesPoint[];
}

/** At most this many slices a chart: a long canary is drawn in wider slices. */
const MAX_POINTS = 60;

/** The slices from `fromMs` to now: whole buckets, widened so that there are at most MAX_POINTS. */
export function slices(fromMs: number, nowMs: number): number[] {
  const first = bucketStart(fromMs, BUCKET_MS);
  const buckets = Math.floor((nowMs - first) / BUCKET_MS) + 1;
  const width = Math.ceil(buckets / MAX_POINTS) * BUCKET_MS;
  const starts: number[] = [];
  for (let at = first; at <= nowMs; at += width) starts.push(at);
  return starts;
}

/** What the buckets since `from` hold and those since `to` do not: the slice between them. */
function minus(from: RawCounts, to: RawCounts): RawCounts {
  const histograms = {} as RawCounts['histograms'];
  for (const name of VITAL_NAMES) {
    histograms[name] = from.histograms[name].map(
      (count, bin) => count - (to.histograms[name][bin] ?? 0),
    );
  }
  return {
    sessions: from.sessions - to.sessions,
    sessionsWithError: from.sessionsWithError - to.sessionsWithError,
    histograms,
  };
}

const p75 = (raw: RawCounts, metric: VitalName) => figuresOf(raw).quantile(metric, 0.75) ?? null;

/**
 * A version's figures slice by slice, from the telemetry store's sums: the sums since each
 * slice's start, less those since the next one's (a store sums whole buckets from a time on).
 */
export async function versionSeries(
  telemetry: Pick<Telemetry, 'store' | 'now'>,
  key: SeriesKey,
  starts: number[],
): Promise<SeriesPoint[]> {
  const nowMs = telemetry.now();
  const sums = await Promise.all(
    [...starts, nowMs + BUCKET_MS].map((at) => telemetry.store.counts(key, at, nowMs)),
  );
  return starts.map((at, index) => {
    const slice = minus(sums[index]!, sums[index + 1]!);
    return {
      at,
      sessions: slice.sessions,
      errorRate: slice.sessions > 0 ? slice.sessionsWithError / slice.sessions : null,
      lcpP75: p75(slice, 'LCP'),
      inpP75: p75(slice, 'INP'),
    };
  });
}

/** The versions a remote's charts compare, from when the (last) canary started. */
export interface ChartedRemote {
  key: PinsKey;
  remote: RemoteName;
  since: string;
  versions: Array<{ version: string; role: 'stable' | 'canary' }>;
}

export async function remoteSeries(
  telemetry: Pick<Telemetry, 'store' | 'now'>,
  charted: ChartedRemote,
): Promise<VersionSeries[]> {
  const starts = slices(Date.parse(charted.since), telemetry.now());
  return Promise.all(
    charted.versions.map(async ({ version, role }) => ({
      version,
      role,
      points: await versionSeries(
        telemetry,
        { ...charted.key, remote: charted.remote, version } as SeriesKey,
        starts,
      ),
    })),
  );
}
