import path from 'node:path';
import type { Express } from 'express';
import { Redis } from 'ioredis';
import request from 'supertest';
import { createApp } from '../app';
import { createLogger } from '../logging/logger';
import { runRelease } from '../release/cli';
import { redisPinStore } from '../release/pin-store';
import { fakeRepo, testContext, writeBuildOutput, writeFile } from '../release/test-fixtures';
import { startFakeSandbox, type FakeSandbox } from '../test-support/fake-sandbox';
import { testConfig } from '../test-support/helpers';
import { startRedisServer, type RunningRedis } from '../test-support/redis-server';
import { connectSharedStore, type SharedStore } from './redis';

const silent = createLogger('silent');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Every answer within 2 s of a Redis stall or kill. */
const LIMIT_MS = 2000;

jest.setTimeout(60_000);

/**
 * One BFF on a real Redis that is stalled (SIGSTOP: its connections stay open and nothing
 * answers) or killed (SIGKILL): pages, the remotes' config and files, the service worker,
 * both probes and a sign-in all answer within 2 s, from the last pins read and with attempts
 * counted in memory; once Redis is back the breaker closes and a pin changed there is served.
 */
describe('a BFF whose Redis stalls or dies', () => {
  let redis: RunningRedis;
  let sandbox: FakeSandbox;
  let store: SharedStore;
  let writer: Redis;
  let app: Express;
  let pin: (version: string) => Promise<void>;

  beforeAll(async () => {
    redis = await startRedisServer();
    sandbox = await startFakeSandbox();
    const repo = fakeRepo('1.0.0');
    writeBuildOutput(path.join(repo, 'mfe-careers', 'dist'), {
      name: 'careers',
      version: '1.0.0',
      contractMajor: 1,
    });
    const hostDist = path.join(repo, 'host-shell', 'dist');
    writeFile(path.join(hostDist, 'index.html'), '<html><head></head><body></body></html>');
    writeFile(path.join(hostDist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    writer = new Redis(redis.url);
    const ctx = { ...testContext(repo), pins: redisPinStore(writer) };
    const release = async (...args: string[]) => {
      if ((await runRelease(args, ctx)) !== 0) throw new Error(ctx.errors.join('\n'));
    };
    await release('build', 'careers', '--version', '1.1.0');
    await release('build', 'careers', '--version', '1.2.0');
    pin = (version) => release('pin', `careers@${version}`, '--env', 'production');
    await pin('1.1.0');

    const config = testConfig({
      ...sandbox.env,
      REMOTES_ROOT: repo,
      HOST_DIST: hostDist,
      SITE_ENV: 'production',
      REMOTES_CACHE_MS: '200',
      RATE_LIMIT_ACCOUNT_MAX: '3',
      REDIS_COMMAND_TIMEOUT_MS: '400',
      REDIS_BREAKER_FAILURES: '2',
      REDIS_BREAKER_RESET_MS: '1000',
    });
    store = connectSharedStore(redis.url, silent, config.sharedStore);
    await store.whenUp(5000);
    app = createApp(config, { logger: silent, sharedStore: store });
  });

  afterAll(async () => {
    // Never leave a stopped redis-server behind, whatever failed.
    redis?.resume();
    await store?.close();
    writer?.disconnect();
    await sandbox?.close();
    await redis?.stop();
  });

  const careersVersion = async () =>
    (
      (await request(app).get('/config/remotes.json')).body as {
        remotes: Array<{ name: string; version: string }>;
      }
    ).remotes.find((remote) => remote.name === 'careers')?.version;

  let attempt = 0;
  /** Each answer a customer or a probe gets: its status, what matters of it, how long it took. */
  const everyAnswer = (version: string) => {
    attempt += 1;
    const calls: Array<[string, () => request.Test, (res: request.Response) => unknown]> = [
      ['/', () => request(app).get('/'), (res) => res.text.includes('<html')],
      [
        '/config/remotes.json',
        () => request(app).get('/config/remotes.json'),
        (res) =>
          (res.body as { remotes: Array<{ name: string; version: string }> }).remotes.find(
            (remote) => remote.name === 'careers',
          )?.version,
      ],
      ['/sw.js', () => request(app).get('/sw.js'), (res) => res.text.includes('fetch')],
      [
        `/remotes/careers/${version}/remoteEntry.js`,
        () => request(app).get(`/remotes/careers/${version}/remoteEntry.js`),
        (res) => res.text.includes(`careers@${version}`),
      ],
      ['/readyz', () => request(app).get('/readyz'), (res) => res.body.status !== 'not ready'],
      ['/healthz', () => request(app).get('/healthz'), (res) => typeof res.body.status],
      [
        'sign-in',
        () =>
          request(app)
            .post('/api/v1/members/signin')
            .send({ email: `pat-${attempt}@example.com`, password: 'secret', captcha: 'c' }),
        () => true,
      ],
    ];
    return Promise.all(
      calls.map(async ([name, call, what]) => {
        const started = Date.now();
        // One that hangs is reported by name, not by the test's own timeout.
        const res = await call()
          .timeout(LIMIT_MS * 2)
          .catch(() => undefined);
        if (!res) return { name, status: 'no answer', what: undefined, fast: false };
        return { name, status: res.status, what: what(res), fast: Date.now() - started < LIMIT_MS };
      }),
    );
  };
  const expected = (version: string) =>
    [
      ['/', true],
      ['/config/remotes.json', version],
      ['/sw.js', true],
      [`/remotes/careers/${version}/remoteEntry.js`, true],
      ['/readyz', true],
      ['/healthz', 'string'],
      ['sign-in', true],
    ].map(([name, what]) => ({ name, status: 200, what, fast: true }));

  /** Polls until `check` holds (at most `ms`). */
  const eventually = async (check: () => Promise<boolean>, ms = 10_000) => {
    const until = Date.now() + ms;
    while (!(await check()) && Date.now() < until) await sleep(100);
    return check();
  };
  const readiness = async () => (await request(app).get('/readyz')).body as Record<string, never>;

  it('stalled (SIGSTOP): all answer within 2 s from the last pins; SIGCONT: the breaker closes, a new pin is served', async () => {
    expect(await careersVersion()).toBe('1.1.0');
    expect((await readiness()).status).toBe('ready');

    redis.pause();
    // At once, before anything knew: each waits one command timeout at most.
    expect(await everyAnswer('1.1.0')).toEqual(expected('1.1.0'));
    expect(await everyAnswer('1.1.0')).toEqual(expected('1.1.0'));
    // The breaker opened: what the probes say is true, and nothing waits on Redis.
    expect(await eventually(async () => !store.isUp(), 5000)).toBe(true);
    const ready = await readiness();
    expect(ready.status).toBe('degraded');
    expect(ready.checks).toMatchObject({ sharedStore: expect.stringMatching(/^degraded: /) });
    const health = await request(app).get('/healthz');
    expect(health.status).toBe(200);
    expect(health.body).toEqual({
      status: 'degraded',
      sharedStore: expect.stringMatching(/^degraded: the shared store is not answering/),
    });
    const started = Date.now();
    expect(await everyAnswer('1.1.0')).toEqual(expected('1.1.0'));
    expect(Date.now() - started).toBeLessThan(LIMIT_MS);
    // Attempts counted in memory meanwhile: past one account's quota of three, the fourth
    // goes through and makes the next wait (a slow-down, never a lock-out).
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const res = await request(app)
        .post('/api/v1/members/signin')
        .send({ email: 'stalled@example.com', password: `guess-${i}`, captcha: 'c' });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429]);

    redis.resume();
    expect(await eventually(async () => (await readiness()).status === 'ready')).toBe(true);
    await pin('1.2.0');
    expect(await eventually(async () => (await careersVersion()) === '1.2.0')).toBe(true);
    expect((await request(app).get('/healthz')).body).toEqual({ status: 'ok', sharedStore: 'ok' });
  });

  it('killed (SIGKILL): all answer within 2 s from the last pins; started again: a new pin is served', async () => {
    expect(await careersVersion()).toBe('1.2.0');

    await redis.kill();
    expect(await everyAnswer('1.2.0')).toEqual(expected('1.2.0'));
    expect(await eventually(async () => !store.isUp(), 5000)).toBe(true);
    const ready = await readiness();
    expect(ready.status).toBe('degraded');
    expect(ready.checks).toMatchObject({
      sharedStore: 'degraded: the shared store is unreachable',
    });
    expect(await everyAnswer('1.2.0')).toEqual(expected('1.2.0'));

    // A new Redis holds no pins (nothing was saved): the release manager pins again.
    await redis.start();
    expect(await eventually(async () => (await readiness()).status === 'ready')).toBe(true);
    await pin('1.1.0');
    expect(await eventually(async () => (await careersVersion()) === '1.1.0')).toBe(true);
  });
});
