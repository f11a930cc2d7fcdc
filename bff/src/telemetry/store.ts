import { createHash } from 'node:crypto';
import type { Channel, RemoteName } from '@qsr/shared-contracts/core';
import type { VitalName } from '@qsr/shared-contracts/core';

/** One series the judge reads: a remote's version, on a channel, in an environment. */
export interface SeriesKey {
  remote: RemoteName;
  version: string;
  channel: Channel;
  environment: string;
}

/** What one batch says of one session and one remote version. */
export interface Observation {
  /** A load failure, a render error or an uncaught error of that version. */
  error: boolean;
  /** The worst value of each vital the batch reported for it. */
  vitals: Partial<Record<VitalName, number>>;
}

/** A series' sums over the buckets of a window: each session counted once. */
export interface RawCounts {
  sessions: number;
  sessionsWithError: number;
  /** Sessions per histogram bin (`histogram.ts`), each at its worst value. */
  histograms: Record<VitalName, number[]>;
}

/**
 * Where the aggregates live: this process's memory (`memory-store.ts`, the embedded default) or
 * Redis where replicas share a store (`redis-store.ts`). A session counts in the bucket of the
 * time it first reported for a series; later batches of it only add what is new (its first
 * error, a worse vital), so a window's sums count each session once.
 */
export interface TelemetryStore {
  /**
   * Records a batch of `session`, sent by `client` (`clientMark`). A session new to the series is
   * counted only while its client has started fewer than `perClient.sessions` sessions of the
   * series in this `perClient.windowMs`: session ids and cohort cookies are the page's to choose,
   * so without it one address could cast every vote the judge counts. False when not counted.
   */
  record(
    key: SeriesKey,
    session: string,
    observation: Observation,
    nowMs: number,
    client: ClientShare,
  ): Promise<boolean>;
  /** The sums of the buckets that end after `sinceMs`. */
  counts(key: SeriesKey, sinceMs: number, nowMs: number): Promise<RawCounts>;
}

/** Who sent a batch, and how many sessions of a series they may start in a window. */
export interface ClientShare {
  mark: string;
  sessions: number;
  windowMs: number;
}

export const BUCKET_MS = 60_000;
/** How long buckets (and the marks of their sessions) are kept: a canary's whole window. */
export const RETENTION_MS = 2 * 24 * 60 * 60 * 1000;

export function bucketStart(ms: number, bucketMs: number): number {
  return Math.floor(ms / bucketMs) * bucketMs;
}

export function seriesName(key: SeriesKey): string {
  return [key.environment, key.channel, key.remote, key.version].join('|');
}

/**
 * How a session is remembered: a hash of the page's random id, so that not even that id is
 * kept; enough bits that two sessions of a series never share one in practice.
 */
export function sessionMark(session: string): string {
  return createHash('sha256').update(session).digest('base64url').slice(0, 22);
}

/** How a client is remembered: its limit key (an address, an IPv6 /64), hashed as a session is. */
export function clientMark(clientKey: string): string {
  return sessionMark(`client|${clientKey}`);
}
