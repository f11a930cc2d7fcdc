import type { SharedStore } from '../shared-store/redis';
import { BINS, binOf } from './histogram';
import { VITAL_NAMES } from '@qsr/shared-contracts/core';
import {
  BUCKET_MS,
  RETENTION_MS,
  bucketStart,
  seriesName,
  sessionMark,
  type RawCounts,
  type TelemetryStore,
} from './store';

/**
 * One session's batch for one series, in one step so that replicas never count a session
 * twice: the session's mark (`s`, a hash: its bucket, error, bins) says what is new; the bucket
 * (a hash: `s` sessions, `e` with an error, `LCP:<bin>` …) gets only that. Both expire after
 * the retention; the series' index (a sorted set of its buckets) lets a read find them. A
 * session new to the series is counted only while its client's count of sessions started in
 * the window (`started`) is under its share.
 * The bucket key is made in the script: one Redis, not a cluster.
 */
const RECORD = `
local mark, index, started = KEYS[1], KEYS[2], KEYS[3]
local prefix, now, ttl, oldest, failed = ARGV[1], ARGV[2], ARGV[3], ARGV[4], ARGV[5]
local mayStart, windowMs = tonumber(ARGV[9]), tonumber(ARGV[10])
local bucket = redis.call('HGET', mark, 'b')
if not bucket then
  if tonumber(redis.call('GET', started) or '0') >= mayStart then return 0 end
  if redis.call('INCR', started) == 1 then redis.call('PEXPIRE', started, windowMs) end
  bucket = now
  redis.call('HSET', mark, 'b', bucket)
  redis.call('EXPIRE', mark, ttl)
  redis.call('HINCRBY', prefix .. bucket, 's', 1)
  if redis.call('TTL', prefix .. bucket) < 0 then redis.call('EXPIRE', prefix .. bucket, ttl) end
  redis.call('ZADD', index, bucket, bucket)
  redis.call('ZREMRANGEBYSCORE', index, '-inf', '(' .. oldest)
  redis.call('EXPIRE', index, ttl)
end
local key = prefix .. bucket
if failed == '1' and redis.call('HSETNX', mark, 'e', '1') == 1 then
  redis.call('HINCRBY', key, 'e', 1)
end
local names = { 'LCP', 'INP', 'CLS' }
for i, name in ipairs(names) do
  local bin = tonumber(ARGV[5 + i])
  if bin >= 0 then
    local before = tonumber(redis.call('HGET', mark, name) or '-1')
    if before < bin then
      if before >= 0 then redis.call('HINCRBY', key, name .. ':' .. before, -1) end
      redis.call('HINCRBY', key, name .. ':' .. bin, 1)
      redis.call('HSET', mark, name, bin)
    end
  end
end
return 1
`;

export interface RedisStoreOptions {
  bucketMs?: number;
  retentionMs?: number;
}

function addBucket(sum: RawCounts, fields: Record<string, string>): void {
  for (const [field, raw] of Object.entries(fields)) {
    const value = Number(raw);
    if (field === 's') sum.sessions += value;
    else if (field === 'e') sum.sessionsWithError += value;
    else {
      const [name, bin] = field.split(':');
      const histogram = VITAL_NAMES.find((vital) => vital === name);
      const at = Number(bin);
      if (histogram && Number.isInteger(at) && at >= 0 && at < BINS) {
        sum.histograms[histogram][at] = (sum.histograms[histogram][at] as number) + value;
      }
    }
  }
}

/**
 * The aggregates in the store replicas share: every replica's beacons in one count. Each call
 * goes through the store's breaker (`SharedStore.run`): while Redis is away it fails at once
 * and the beacon is answered 503, never held.
 */
export function redisTelemetryStore(
  shared: Pick<SharedStore, 'run'>,
  options: RedisStoreOptions = {},
): TelemetryStore {
  const bucketMs = options.bucketMs ?? BUCKET_MS;
  const retentionMs = options.retentionMs ?? RETENTION_MS;
  const ttlSeconds = Math.ceil(retentionMs / 1000);
  const base = (series: string) => `qsr:telemetry:${series}`;
  return {
    async record(key, session, observation, nowMs, client) {
      const series = base(seriesName(key));
      const bins = VITAL_NAMES.map((name) => {
        const value = observation.vitals[name];
        return value === undefined ? -1 : binOf(name, value);
      });
      const windowStart = bucketStart(nowMs, client.windowMs);
      const counted = await shared.run((redis) =>
        redis.eval(
          RECORD,
          3,
          `${series}:s:${sessionMark(session)}`,
          `${series}:index`,
          `${series}:c:${client.mark}:${windowStart}`,
          `${series}:b:`,
          bucketStart(nowMs, bucketMs),
          ttlSeconds,
          bucketStart(nowMs - retentionMs, bucketMs),
          observation.error ? '1' : '0',
          ...bins,
          client.sessions,
          client.windowMs,
        ),
      );
      return counted === 1;
    },

    async counts(key, sinceMs, nowMs) {
      const series = base(seriesName(key));
      const from = bucketStart(Math.max(sinceMs, nowMs - retentionMs), bucketMs);
      const sum: RawCounts = {
        sessions: 0,
        sessionsWithError: 0,
        histograms: { LCP: [], INP: [], CLS: [] },
      };
      for (const name of VITAL_NAMES) sum.histograms[name] = new Array<number>(BINS).fill(0);
      const buckets = await shared.run((redis) =>
        redis.zrangebyscore(`${series}:index`, from, '+inf'),
      );
      if (buckets.length === 0) return sum;
      const answers = await shared.run((redis) => {
        const pipeline = redis.pipeline();
        for (const start of buckets) pipeline.hgetall(`${series}:b:${start}`);
        return pipeline.exec();
      });
      for (const [error, fields] of answers ?? []) {
        if (error) throw error;
        addBucket(sum, fields as Record<string, string>);
      }
      return sum;
    },
  };
}
