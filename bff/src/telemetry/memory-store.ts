import { binOf, emptyHistogram } from './histogram';
import { VITAL_NAMES, type VitalName } from '@qsr/shared-contracts/core';
import {
  BUCKET_MS,
  RETENTION_MS,
  bucketStart,
  seriesName,
  sessionMark,
  type ClientShare,
  type RawCounts,
  type TelemetryStore,
} from './store';

interface Bucket {
  sessions: number;
  sessionsWithError: number;
  histograms: Record<VitalName, number[]>;
}

/** What is remembered of a session in a series: where it was counted, and as what. */
interface SessionState {
  series: string;
  bucket: number;
  error: boolean;
  bins: Partial<Record<VitalName, number>>;
}

export interface MemoryStoreOptions {
  bucketMs?: number;
  retentionMs?: number;
  /** Sessions remembered at most (the oldest go first): a bound on memory, whatever comes. */
  maxSessions?: number;
}

const emptyBucket = (): Bucket => ({
  sessions: 0,
  sessionsWithError: 0,
  histograms: { LCP: emptyHistogram(), INP: emptyHistogram(), CLS: emptyHistogram() },
});

/**
 * The aggregates in this process's memory: the embedded default, one replica. Old buckets and
 * sessions go once `retentionMs` has passed (checked at most once a bucket). A session
 * forgotten early (past `maxSessions`) counts again if it reports again: an overcount bounded
 * by the limit, never unbounded memory.
 */
export function memoryTelemetryStore(options: MemoryStoreOptions = {}): TelemetryStore {
  const bucketMs = options.bucketMs ?? BUCKET_MS;
  const retentionMs = options.retentionMs ?? RETENTION_MS;
  const maxSessions = options.maxSessions ?? 200_000;
  const buckets = new Map<string, Map<number, Bucket>>();
  // Insertion order is first-report order: the oldest sessions come first.
  const sessions = new Map<string, SessionState>();
  /** Sessions each client started per series and window: `series\nclient\nwindow start`. */
  const started = new Map<string, { count: number; endsMs: number }>();
  let prunedAt = 0;

  const prune = (nowMs: number) => {
    if (nowMs - prunedAt < bucketMs) return;
    prunedAt = nowMs;
    const oldest = bucketStart(nowMs - retentionMs, bucketMs);
    for (const series of buckets.values()) {
      for (const start of series.keys()) if (start < oldest) series.delete(start);
    }
    for (const [id, state] of sessions) {
      if (state.bucket >= oldest) break;
      sessions.delete(id);
    }
    for (const [id, window] of started) if (window.endsMs <= nowMs) started.delete(id);
  };

  /** Whether the client may start one more session of the series now; counts it if so. */
  const mayStart = (series: string, client: ClientShare, nowMs: number): boolean => {
    const windowStart = bucketStart(nowMs, client.windowMs);
    const id = `${series}\n${client.mark}\n${windowStart}`;
    const window = started.get(id) ?? { count: 0, endsMs: windowStart + client.windowMs };
    if (window.count >= client.sessions) return false;
    window.count += 1;
    started.set(id, window);
    return true;
  };

  const bucketOf = (series: string, start: number): Bucket => {
    let byStart = buckets.get(series);
    if (!byStart) buckets.set(series, (byStart = new Map()));
    let bucket = byStart.get(start);
    if (!bucket) byStart.set(start, (bucket = emptyBucket()));
    return bucket;
  };

  return {
    async record(key, session, observation, nowMs, client) {
      prune(nowMs);
      const series = seriesName(key);
      const id = `${series}\n${sessionMark(session)}`;
      let state = sessions.get(id);
      if (!state) {
        if (!mayStart(series, client, nowMs)) return false;
        state = { series, bucket: bucketStart(nowMs, bucketMs), error: false, bins: {} };
        sessions.set(id, state);
        bucketOf(series, state.bucket).sessions += 1;
        if (sessions.size > maxSessions) sessions.delete(sessions.keys().next().value as string);
      }
      const bucket = bucketOf(series, state.bucket);
      if (observation.error && !state.error) {
        state.error = true;
        bucket.sessionsWithError += 1;
      }
      for (const name of VITAL_NAMES) {
        const value = observation.vitals[name];
        if (value === undefined) continue;
        const bin = binOf(name, value);
        const before = state.bins[name];
        if (before !== undefined && before >= bin) continue;
        const histogram = bucket.histograms[name];
        if (before !== undefined) histogram[before] = (histogram[before] as number) - 1;
        histogram[bin] = (histogram[bin] as number) + 1;
        state.bins[name] = bin;
      }
      return true;
    },

    async counts(key, sinceMs, nowMs) {
      prune(nowMs);
      const sum: RawCounts = emptyBucket();
      const from = bucketStart(sinceMs, bucketMs);
      for (const [start, bucket] of buckets.get(seriesName(key)) ?? []) {
        if (start < from) continue;
        sum.sessions += bucket.sessions;
        sum.sessionsWithError += bucket.sessionsWithError;
        for (const name of VITAL_NAMES) {
          bucket.histograms[name].forEach((count, bin) => {
            sum.histograms[name][bin] = (sum.histograms[name][bin] as number) + count;
          });
        }
      }
      return sum;
    },
  };
}
