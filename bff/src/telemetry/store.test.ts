import { ownClient } from './testing';
import { createLogger } from '../logging/logger';
import { connectSharedStore, type SharedStore } from '../shared-store/redis';
import { startRedisServer, type RunningRedis } from '../test-support/redis-server';
import { figuresOf } from './figures';
import { memoryTelemetryStore } from './memory-store';
import { redisTelemetryStore } from './redis-store';
import { clientMark, type SeriesKey, type TelemetryStore } from './store';

const KEY: SeriesKey = {
  remote: 'checkout',
  version: '2.0.0-rc.1',
  channel: 'default',
  environment: 'e2e',
};
const MINUTE = 60_000;
const T0 = 1_700_000_000_000;

/** The same story for each store: sessions once, in the bucket they began, within the window. */
async function story(store: TelemetryStore) {
  await store.record(
    KEY,
    'aaaaaaaaaaaaaaaa',
    { error: false, vitals: { LCP: 1000 } },
    T0,
    ownClient('aaaaaaaaaaaaaaaa'),
  );
  await store.record(
    KEY,
    'aaaaaaaaaaaaaaaa',
    { error: true, vitals: { LCP: 3000 } },
    T0 + MINUTE,
    ownClient('aaaaaaaaaaaaaaaa'),
  );
  await store.record(
    KEY,
    'aaaaaaaaaaaaaaaa',
    { error: true, vitals: { LCP: 2000 } },
    T0 + MINUTE,
    ownClient('aaaaaaaaaaaaaaaa'),
  );
  await store.record(
    KEY,
    'bbbbbbbbbbbbbbbb',
    { error: false, vitals: { INP: 300 } },
    T0 + 2 * MINUTE,
    ownClient('bbbbbbbbbbbbbbbb'),
  );
  await store.record(
    { ...KEY, channel: 'catering' },
    'cccccccccccccccc',
    { error: true, vitals: {} },
    T0,
    ownClient('cccccccccccccccc'),
  );

  const all = figuresOf(await store.counts(KEY, T0, T0 + 3 * MINUTE));
  expect(all.versionCounts({ lcpMs: 2500, inpMs: 200 })).toEqual({
    sessions: 2,
    sessionsWithError: 1,
    lcp: { measured: 1, above: 1 },
    inp: { measured: 1, above: 1 },
  });
  // From the second minute: the first session began before it and is left out.
  const later = figuresOf(await store.counts(KEY, T0 + MINUTE, T0 + 3 * MINUTE));
  expect(later.sessions).toBe(1);
  expect(later.sessionsWithError).toBe(0);
  const catering = await store.counts({ ...KEY, channel: 'catering' }, 0, T0 + MINUTE);
  expect(catering.sessionsWithError).toBe(1);
}

/** One client's share: its first sessions of a series count, then none until the next window. */
async function oneClientsShare(store: TelemetryStore) {
  const client = { mark: clientMark('203.0.113.7'), sessions: 2, windowMs: 60 * MINUTE };
  const quiet = { error: false, vitals: {} };
  expect(await store.record(KEY, 'share-session-1', quiet, T0, client)).toBe(true);
  expect(await store.record(KEY, 'share-session-2', quiet, T0, client)).toBe(true);
  expect(await store.record(KEY, 'share-session-3', quiet, T0, client)).toBe(false);
  // A session already counted still tells its error; another series and another client count.
  const failed = { error: true, vitals: {} };
  expect(await store.record(KEY, 'share-session-2', failed, T0, client)).toBe(true);
  expect(
    await store.record({ ...KEY, version: '1.0.0' }, 'share-session-3', quiet, T0, client),
  ).toBe(true);
  const other = { ...client, mark: clientMark('203.0.113.8') };
  expect(await store.record(KEY, 'share-session-4', quiet, T0, other)).toBe(true);
  expect(await store.record(KEY, 'share-session-5', quiet, T0 + 60 * MINUTE, client)).toBe(true);
  const counts = await store.counts(KEY, T0, T0 + 61 * MINUTE);
  expect([counts.sessions, counts.sessionsWithError]).toEqual([4, 1]);
}

describe('telemetry stores', () => {
  it('keeps sessions once in memory, within the window', () => story(memoryTelemetryStore()));

  it('counts a client’s share of new sessions in memory', () =>
    oneClientsShare(memoryTelemetryStore()));

  it('forgets buckets past the retention', async () => {
    const store = memoryTelemetryStore({ retentionMs: 10 * MINUTE });
    await store.record(
      KEY,
      'aaaaaaaaaaaaaaaa',
      { error: true, vitals: {} },
      T0,
      ownClient('aaaaaaaaaaaaaaaa'),
    );
    await store.record(
      KEY,
      'bbbbbbbbbbbbbbbb',
      { error: false, vitals: {} },
      T0 + 20 * MINUTE,
      ownClient('bbbbbbbbbbbbbbbb'),
    );
    expect((await store.counts(KEY, 0, T0 + 20 * MINUTE)).sessions).toBe(1);
  });

  describe('in Redis, shared by replicas', () => {
    let redis: RunningRedis;
    let shared: SharedStore;

    beforeAll(async () => {
      redis = await startRedisServer();
      shared = connectSharedStore(redis.url, createLogger('silent'), {
        connectTimeoutMs: 1000,
        commandTimeoutMs: 300,
        breakerFailures: 1,
        breakerResetMs: 60_000,
      });
      await shared.whenUp(2000);
    });

    afterAll(async () => {
      await shared.close();
      await redis.stop();
    });

    it('keeps sessions once, within the window, with a TTL', async () => {
      await story(redisTelemetryStore(shared));
      const keys = await shared.client.keys('qsr:telemetry:*');
      expect(keys.length).toBeGreaterThan(0);
      for (const key of keys) expect(await shared.client.ttl(key)).toBeGreaterThan(0);
      // Nothing of the session's id itself is kept.
      expect(keys.join(' ')).not.toMatch(/aaaaaaaaaaaaaaaa/);
    });

    it('counts a client’s share of new sessions in Redis, the window expiring', async () => {
      await shared.client.flushall();
      await oneClientsShare(redisTelemetryStore(shared));
      const started = await shared.client.keys('qsr:telemetry:*:c:*');
      expect(started.length).toBeGreaterThan(0);
      for (const key of started) expect(await shared.client.pttl(key)).toBeGreaterThan(0);
      expect(started.join(' ')).not.toMatch(/203\.0\.113/);
    });

    it('fails fast, never hangs, while Redis is away', async () => {
      redis.pause();
      try {
        const store = redisTelemetryStore(shared);
        const started = Date.now();
        await expect(
          store.record(
            KEY,
            'dddddddddddddddd',
            { error: false, vitals: {} },
            T0,
            ownClient('dddddddddddddddd'),
          ),
        ).rejects.toThrow();
        await expect(store.counts(KEY, 0, T0)).rejects.toThrow();
        expect(Date.now() - started).toBeLessThan(2000);
      } finally {
        redis.resume();
      }
    });
  });
});
