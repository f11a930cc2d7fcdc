import { createLogger, type Logger } from '../logging/logger';
import {
  AttemptLimits,
  memoryLimiters,
  type LimiterFactory,
  type LimitPolicy,
  type Quota,
} from '../security/attempt-limits';
import { figuresOf, type TelemetryFigures } from './figures';
import { memoryTelemetryStore } from './memory-store';
import { createRefusalCounter, type NotKeptReason, type RefusalCounter } from './refusals';
import { MAX_BATCH_BYTES } from './schema';
import type { ClientShare, SeriesKey, TelemetryStore } from './store';

/** A page sends a batch when hidden or every few seconds at most: 30 a minute is generous. */
export const DEFAULT_TELEMETRY_QUOTA: Quota = { points: 30, windowMs: 60_000 };
/**
 * One address is many customers behind a shared NAT (an office ordering catering, a campus):
 * twenty pages' worth a minute, so that their telemetry is kept while one flooder is still
 * stopped by their page load's own quota first.
 */
export const DEFAULT_TELEMETRY_ADDRESS_QUOTA: Quota = { points: 600, windowMs: 60_000 };

/**
 * Sessions one client may start of a series in a window, counted: session ids and cohort
 * cookies are the page's own, so a client's share bounds what one address can say to the judge
 * (a script would need a hundred addresses an hour for its minimum of 500). Five an hour is a
 * household's evening; an office's sixth page only goes uncounted.
 */
export const DEFAULT_CLIENT_SESSIONS: Omit<ClientShare, 'mark'> = {
  sessions: 5,
  windowMs: 60 * 60_000,
};

export interface TelemetryOptions {
  /** Where aggregates go; this process's memory by default. */
  store?: TelemetryStore;
  /** How batches are counted for the rate limit (`redisLimiters` where replicas share Redis). */
  limiters?: LimiterFactory;
  /** Batches per session (a page load) in one window. */
  quota?: Quota;
  /** Batches per client address in one window. */
  addressQuota?: Quota;
  /** Sessions a client may start of a series in a window, counted. */
  clientSessions?: Omit<ClientShare, 'mark'>;
  logger?: Logger;
  bodyLimitBytes?: number;
  now?: () => number;
}

/** Browser telemetry for canary releases: what `POST /api/telemetry` keeps, and its reads. */
export interface Telemetry {
  readonly store: TelemetryStore;
  readonly limits: AttemptLimits;
  readonly policy: LimitPolicy;
  readonly refusals: RefusalCounter;
  readonly bodyLimitBytes: number;
  readonly clientSessions: Omit<ClientShare, 'mark'>;
  now(): number;
  /** Batches not kept, by reason, since this process started. */
  refusedCounts(): Partial<Record<NotKeptReason, number>>;
  /** A series' figures over the buckets since `sinceMs`; `above` counts against any threshold. */
  counts(key: SeriesKey, sinceMs: number): Promise<TelemetryFigures>;
}

export function createTelemetry(options: TelemetryOptions = {}): Telemetry {
  const quota = options.quota ?? DEFAULT_TELEMETRY_QUOTA;
  const store = options.store ?? memoryTelemetryStore();
  const now = options.now ?? Date.now;
  const refusals = createRefusalCounter();
  return {
    store,
    // The attempt limits' own counting: per address and per account (here the session,
    // hashed), Redis with an in-memory insurance, and no wait on a store that fails.
    limits: new AttemptLimits(
      options.limiters ?? memoryLimiters,
      options.logger ?? createLogger('silent'),
    ),
    policy: {
      name: 'telemetry',
      perClient: options.addressQuota ?? DEFAULT_TELEMETRY_ADDRESS_QUOTA,
      perAccount: quota,
    },
    refusals,
    bodyLimitBytes: options.bodyLimitBytes ?? MAX_BATCH_BYTES,
    clientSessions: options.clientSessions ?? DEFAULT_CLIENT_SESSIONS,
    now,
    refusedCounts: () => refusals.counts(),
    counts: async (key, sinceMs) => figuresOf(await store.counts(key, sinceMs, now())),
  };
}
