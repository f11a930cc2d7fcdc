import { Redis } from 'ioredis';
import { startRedisServer, type RunningRedis } from '../test-support/redis-server';
import { runRelease } from './cli';
import { filePinStore, redisPinStore } from './pin-store';
import { fakeRepo, testContext } from './test-fixtures';

describe('release store export|import: pins between Redis and the pin files', () => {
  let server: RunningRedis;
  let redis: Redis;

  beforeAll(async () => {
    server = await startRedisServer();
    redis = new Redis(server.url);
  });
  afterAll(async () => {
    redis.disconnect();
    await server.stop();
  });

  it('imports the pin files into Redis and exports them back, history and all', async () => {
    const repo = fakeRepo('1.0.0');
    const files = testContext(repo);
    expect(await runRelease(['build', 'careers', '--version', '1.1.0'], files)).toBe(0);
    expect(await runRelease(['pin', 'careers@1.1.0', '--env', 'production'], files)).toBe(0);
    expect(
      await runRelease(
        ['pin', 'careers@1.1.0', '--env', 'production', '--channel', 'catering'],
        files,
      ),
    ).toBe(0);

    const shared = { ...testContext(repo), pins: redisPinStore(redis) };
    expect(await runRelease(['store', 'import'], shared)).toBe(0);
    expect(shared.lines.join('\n')).toContain('1 pin(s), 1 change(s)');
    const key = { environment: 'production', channel: 'default' } as const;
    expect(await shared.pins.read(key)).toEqual(await files.pins.read(key));

    expect(await runRelease(['rollback', 'careers', '--env', 'production'], shared)).toBe(0);
    // Moving pins is a pin change: only a signed-in release manager does it.
    const anonymous = { ...shared, signedIn: async () => undefined };
    for (const direction of ['export', 'import']) {
      expect(await runRelease(['store', direction], anonymous)).toBe(1);
      expect(shared.errors.at(-1)).toMatch(/Only a signed-in release manager/);
    }
    expect((await filePinStore(files.releaseRoot).read(key))?.pins).toEqual({
      careers: expect.objectContaining({ version: '1.1.0' }),
    });
    expect(await runRelease(['store', 'export'], shared)).toBe(0);
    const exported = await filePinStore(files.releaseRoot).read(key);
    expect(exported?.pins).toEqual({});
    expect(exported?.history.map((change) => change.action)).toEqual(['pin', 'rollback']);
  });

  it('refuses to move pins when they are in files already', async () => {
    const ctx = testContext(fakeRepo('1.0.0'));
    expect(await runRelease(['store', 'export'], ctx)).toBe(1);
    expect(ctx.errors.join('\n')).toContain('store export and import need REDIS_URL');
  });
});
