import path from 'node:path';
import { Redis } from 'ioredis';
import request from 'supertest';
import { createApp } from '../app';
import { createLogger } from '../logging/logger';
import { redisPinStore } from '../release/pin-store';
import { runRelease } from '../release/cli';
import { fakeRepo, testContext, writeBuildOutput, writeFile } from '../release/test-fixtures';
import { sandboxHandler, startFakeSandbox, type FakeSandbox } from '../test-support/fake-sandbox';
import { testConfig } from '../test-support/helpers';
import { startRedisServer, type RunningRedis } from '../test-support/redis-server';
import { connectSharedStore, type SharedStore } from './redis';

const silent = createLogger('silent');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Three BFF replicas (three apps, each with its own connection to one real Redis) agree on
 * what docs/architecture.md (The BFF: the only door, "Stateless per request") says they must:
 * pins, attempt counts, signed-out tokens. Redis going away degrades them, it does not stop
 * them. The same is proved with real processes behind HAProxy by `npm run test:scale`.
 */
describe('BFF replicas sharing Redis', () => {
  let redis: RunningRedis;
  let sandbox: FakeSandbox;
  let repo: string;
  const stores: SharedStore[] = [];

  beforeAll(async () => {
    redis = await startRedisServer();
    sandbox = await startFakeSandbox((req, res) => {
      if (req.url.endsWith('/members/signin')) {
        res.statusCode = 401;
        res.end('{"message":"wrong"}');
        return;
      }
      sandboxHandler(req, res);
    });
    repo = fakeRepo('1.0.0');
    writeBuildOutput(path.join(repo, 'mfe-careers', 'dist'), {
      name: 'careers',
      version: '1.0.0',
      contractMajor: 1,
    });
    writeFile(path.join(repo, 'host-shell', 'dist', 'index.html'), '<html></html>');
  });
  afterAll(async () => {
    for (const store of stores) await store.close();
    await sandbox.close();
    await redis.stop();
  });

  const replica = async () => {
    const sharedStore = connectSharedStore(redis.url, silent);
    stores.push(sharedStore);
    await sharedStore.whenUp(5000);
    return createApp(
      testConfig({
        ...sandbox.env,
        REMOTES_ROOT: repo,
        HOST_DIST: path.join(repo, 'host-shell', 'dist'),
        SITE_ENV: 'production',
        RATE_LIMIT_ACCOUNT_MAX: '4',
        // The longest a replica keeps what it read: only the change message can beat it.
        REMOTES_CACHE_MS: '2000',
      }),
      { logger: silent, sharedStore },
    );
  };

  it('a pin made with the release command reaches every replica at once, not after its cache', async () => {
    const replicas = await Promise.all([replica(), replica(), replica()]);
    const careers = async (app: (typeof replicas)[number]) =>
      (await request(app).get('/config/remotes.json')).body.remotes.find(
        (remote: { name: string }) => remote.name === 'careers',
      )?.version;
    for (const app of replicas) expect(await careers(app)).toBe('1.0.0');

    const writer = new Redis(redis.url);
    writer.on('error', () => undefined);
    const ctx = { ...testContext(repo), pins: redisPinStore(writer) };
    expect(await runRelease(['build', 'careers', '--version', '1.1.0'], ctx)).toBe(0);
    expect(await runRelease(['pin', 'careers@1.1.0', '--env', 'production'], ctx)).toBe(0);
    // Well inside the 2 s each replica would otherwise keep the pins it read.
    await sleep(300);
    for (const app of replicas) expect(await careers(app)).toBe('1.1.0');
    // QUIT waits for what the writer sent: a disconnect would reject a command still in flight.
    await writer.quit();
  });

  it('counts one account over all replicas: its quota, then one wait for all, not per replica', async () => {
    const replicas = await Promise.all([replica(), replica(), replica()]);
    const statuses: number[] = [];
    for (let i = 0; i < 9; i += 1) {
      const res = await request(replicas[i % 3]!)
        .post('/api/v1/members/signin')
        .send({ email: 'pat@example.com', password: `guess-${i}`, captcha: 'c' });
      statuses.push(res.status);
    }
    // Four go at once, the fifth opens a wait that the next four (on any replica) must let pass.
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429, 429]);
  });

  it('a token signed out through one replica is refused by every other at once', async () => {
    const [one, two, three] = await Promise.all([replica(), replica(), replica()]);
    const identify = (app: typeof one) =>
      request(app)
        .post('/api/braze/users/track')
        .set('client_sub', 'mealtime')
        .set('x-member-token', 'member-token-1')
        .send({ attributes: [{ external_id: 'm-1', Language: 'es' }] });
    for (const app of [one, two, three]) expect((await identify(app)).status).toBe(201);
    await request(one)
      .delete('/api/v1/members/signout')
      .set('authorization', 'Bearer member-token-1')
      .expect(200);
    for (const app of [two, three]) expect((await identify(app)).status).toBe(401);
  });

  it('Redis away: degraded, pins and pages still served, limits in memory; back: all resumes', async () => {
    const app = await replica();
    const before = await request(app).get('/config/remotes.json');
    expect((await request(app).get('/readyz')).body.checks.sharedStore).toBe('ok');

    await redis.stop();
    await sleep(200);
    const ready = await request(app).get('/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body.status).toBe('degraded');
    expect(ready.body.checks.sharedStore).toMatch(/^degraded: /);
    await sleep(1100);
    const during = await request(app).get('/config/remotes.json');
    expect(during.body.remotes).toEqual(before.body.remotes);
    const attempts: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const res = await request(app)
        .post('/api/v1/members/signin')
        .send({ email: 'away@example.com', password: 'x', captcha: 'c' });
      attempts.push(res.status);
    }
    expect(attempts).toEqual([401, 401, 401, 401, 401, 429]);

    await redis.start();
    let status = '';
    for (let i = 0; i < 50 && status !== 'ready'; i += 1) {
      await sleep(100);
      status = (await request(app).get('/readyz')).body.status;
    }
    expect(status).toBe('ready');
    // Real waits: the breaker's reset, a Redis restart and up to 5 s of polling for it.
  }, 15_000);
});
