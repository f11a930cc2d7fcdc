import { Redis } from 'ioredis';
import { tempDir } from '../test-support/helpers';
import { startRedisServer, type RunningRedis } from '../test-support/redis-server';
import { filePinStore, redisPinStore, type PinStore, type PinsKey } from './pin-store';
import { withPin, type PinFile } from './pins';

const PRODUCTION: PinsKey = { environment: 'production', channel: 'default' };
const at = { at: '2026-11-24T10:00:00.000Z', by: 'alice' };

/** A release manager's pin, with a pause between reading and writing (as checks take time). */
function pinAfterPause(store: PinStore, remote: 'careers' | 'checkout', version: string) {
  return store.update(PRODUCTION, async (file) => {
    await new Promise((resolve) => setTimeout(resolve, 20));
    return withPin(file, remote, version, at);
  });
}

const versions = (file: PinFile | undefined) =>
  Object.fromEntries(Object.entries(file?.pins ?? {}).map(([name, pin]) => [name, pin?.version]));

describe.each([
  ['pin files', async () => ({ store: filePinStore(tempDir('pins')), done: async () => {} })],
  [
    'Redis',
    async () => {
      const server = await startRedisServer();
      const redis = new Redis(server.url);
      return {
        store: redisPinStore(redis),
        done: async () => {
          redis.disconnect();
          await server.stop();
        },
      };
    },
  ],
])('the pin store in %s', (_name, open) => {
  let store: PinStore;
  let done: () => Promise<void>;

  beforeEach(async () => {
    ({ store, done } = await open());
  });
  afterEach(() => done());

  it('has no pins at first, then the ones written, with their history', async () => {
    expect(await store.read(PRODUCTION)).toBeUndefined();
    await store.update(PRODUCTION, async (file) => withPin(file, 'careers', '1.0.0', at));
    const file = await store.read(PRODUCTION);
    expect(versions(file)).toEqual({ careers: '1.0.0' });
    expect(file?.history).toHaveLength(1);
  });

  it('loses no change when release managers pin at the same time', async () => {
    await Promise.all([
      pinAfterPause(store, 'careers', '1.1.0'),
      pinAfterPause(store, 'checkout', '2.0.0'),
      pinAfterPause(store, 'careers', '1.2.0'),
    ]);
    const file = await store.read(PRODUCTION);
    expect(versions(file).checkout).toBe('2.0.0');
    expect(file?.history).toHaveLength(3);
  });

  it('lists every environment and channel it holds, default before catering', async () => {
    for (const key of [
      { environment: 'staging', channel: 'default' },
      { environment: 'production', channel: 'catering' },
      PRODUCTION,
    ] as PinsKey[]) {
      await store.update(key, async (file) => withPin(file, 'careers', '1.0.0', at));
    }
    expect((await store.list()).map((entry) => `${entry.environment}/${entry.channel}`)).toEqual([
      'production/default',
      'production/catering',
      'staging/default',
    ]);
  });
});

describe('pin files', () => {
  it('tell their readers at once of a change made through them, not of a change to nothing', async () => {
    const store = filePinStore(tempDir('pins'));
    const seen: PinsKey[] = [];
    store.onChange?.((key) => seen.push(key));
    await store.update(PRODUCTION, async (file) => withPin(file, 'careers', '1.0.0', at));
    expect(seen).toEqual([PRODUCTION]);
    await store.update(PRODUCTION, async (file) => ({ file, changed: false }));
    expect(seen).toHaveLength(1);
    const catering: PinsKey = { environment: 'production', channel: 'catering' };
    await store.replace(catering, (await store.read(PRODUCTION))!);
    expect(seen).toEqual([PRODUCTION, catering]);
  });
});

describe('Redis pins between replicas', () => {
  let server: RunningRedis;
  const connections: Redis[] = [];
  const connect = () => {
    const redis = new Redis(server.url);
    connections.push(redis);
    return redis;
  };

  beforeEach(async () => {
    server = await startRedisServer();
  });
  afterEach(async () => {
    for (const redis of connections.splice(0)) redis.disconnect();
    await server.stop();
  });

  it('tells every reader at once that pins changed', async () => {
    const writer = redisPinStore(connect());
    const seen: PinsKey[] = [];
    const reader = redisPinStore(connect(), connect());
    reader.onChange?.((key) => seen.push(key));
    // Pins change until the reader has subscribed and heard one (a message sent before it
    // subscribed is not heard: it would read the pins on its own within its cache time).
    for (let patch = 0; patch < 100 && seen.length === 0; patch += 1) {
      await writer.update(PRODUCTION, async (file) => withPin(file, 'careers', `1.0.${patch}`, at));
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(seen[0]).toEqual(PRODUCTION);
  });

  it('two processes pinning different remotes at once: both pins survive', async () => {
    const one = redisPinStore(connect());
    const other = redisPinStore(connect());
    await Promise.all([
      pinAfterPause(one, 'careers', '1.1.0'),
      pinAfterPause(other, 'checkout', '2.0.0'),
    ]);
    expect(versions(await one.read(PRODUCTION))).toEqual({ careers: '1.1.0', checkout: '2.0.0' });
  });
});
