import { createLogger } from '../logging/logger';
import { closedPort } from '../test-support/ports';
import { startRedisServer, type RunningRedis } from '../test-support/redis-server';
import { connectSharedStore, where, type SharedStore } from './redis';

describe('the shared store', () => {
  it('names where it is without the password a URL carries', () => {
    expect(where('rediss://:s3cret@redis.example.com:6380/0')).toBe(
      'rediss://redis.example.com:6380',
    );
    expect(where('not a url')).toBe('REDIS_URL');
  });

  it('says it cannot be reached without giving its password away', async () => {
    const port = await closedPort();
    const store = connectSharedStore(`redis://:s3cret@127.0.0.1:${port}`, createLogger('silent'));
    try {
      await expect(store.whenUp(300)).rejects.toThrow(
        `the shared store at redis://127.0.0.1:${port} is not reachable`,
      );
      await expect(store.whenUp(300)).rejects.not.toThrow(/s3cret/);
    } finally {
      await store.close();
    }
  });
});

describe('the shared store’s circuit breaker, on a real redis-server', () => {
  let redis: RunningRedis;
  let store: SharedStore;
  const settings = {
    connectTimeoutMs: 1000,
    commandTimeoutMs: 300,
    breakerFailures: 2,
    breakerResetMs: 500,
  };

  beforeAll(async () => {
    redis = await startRedisServer();
    store = connectSharedStore(redis.url, createLogger('silent'), settings);
    await store.whenUp(5000);
  });
  afterAll(async () => {
    redis?.resume();
    await store?.close();
    await redis?.stop();
  });

  const timed = async (command: Promise<unknown>) => {
    const started = Date.now();
    const outcome = await command.then(
      () => 'answered',
      (error: Error) => error.name,
    );
    return { outcome, ms: Date.now() - started };
  };

  it('a stall: a command gives up after its timeout; after N in a row none is sent; back: closed', async () => {
    expect(await store.run((client) => client.set('k', 'v'))).toBe('OK');
    expect(store.clientWhileUp.status).toBe('ready');

    redis.pause();
    const first = await timed(store.run((client) => client.get('k')));
    expect(first.outcome).toBe('Error');
    expect(first.ms).toBeGreaterThanOrEqual(250);
    expect(first.ms).toBeLessThan(1000);
    await timed(store.run((client) => client.get('k')));

    // Open: refused at once, and libraries that look at the status see it is not ready.
    expect(store.isUp()).toBe(false);
    const refused = await timed(store.run((client) => client.get('k')));
    expect(refused.outcome).toBe('SharedStoreAwayError');
    expect(refused.ms).toBeLessThan(50);
    expect(store.clientWhileUp.status).not.toBe('ready');
    expect(store.trouble()).toBe('the shared store is not answering (Command timed out)');

    redis.resume();
    const until = Date.now() + 5000;
    while (!store.isUp() && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
    expect(store.isUp()).toBe(true);
    expect(store.trouble()).toBeUndefined();
    expect(await store.run((client) => client.get('k'))).toBe('v');
  });
});
