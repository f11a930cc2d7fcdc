import { Redis } from 'ioredis';
import { startSandbox, stopProcesses } from '../../bench/load';
import { createApp } from '../app';
import { createLogger } from '../logging/logger';
import { listenOnFreePort, testConfig } from '../test-support/helpers';
import { startRedisServer, type RunningRedis } from '../test-support/redis-server';
import { startSlowLink, type SlowLink } from '../test-support/slow-link';
import { connectSharedStore, DEFAULT_SHARED_STORE_SETTINGS, type SharedStore } from './redis';

const silent = createLogger('silent');
const DEMO = { email: 'demo@example.com', password: 'Biscuits123!', captcha: 'sandbox-captcha-ok' };
/** Every answer within 2 s, whatever its dependencies do. */
const LIMIT_MS = 2000;
/** Each Redis answer this late: under the command timeout, so no single command gives up. */
const SLOW_STORE_MS = DEFAULT_SHARED_STORE_SETTINGS.commandTimeoutMs - 60;
/** Each ordering API answer this late: slow, well within its own timeout. */
const SLOW_UPSTREAM_MS = 700;

jest.setTimeout(60_000);

/*
 * A Redis that lives but answers late (a saturated or distant store): every command answers
 * under its own timeout, the breaker never opens, and a request that asks it several things
 * in a row would add them up, on top of a slow ordering API. A real sandbox and a real Redis,
 * each behind a slow link.
 */
describe('a BFF whose Redis answers late', () => {
  let redis: RunningRedis;
  let link: SlowLink;
  let upstreamLink: SlowLink;
  let store: SharedStore;
  let bff: Awaited<ReturnType<typeof listenOnFreePort>>;

  beforeAll(async () => {
    let sandbox: string;
    [redis, sandbox] = await Promise.all([startRedisServer(), startSandbox()]);
    link = await startSlowLink(redis.port);
    upstreamLink = await startSlowLink(Number(new URL(sandbox).port));
    store = connectSharedStore(`redis://127.0.0.1:${link.port}`, silent);
    await store.whenUp(5000);
    bff = await listenOnFreePort(
      createApp(
        testConfig({ ORDERING_API_URL: `http://127.0.0.1:${upstreamLink.port}/ordering/v1` }),
        {
          logger: silent,
          sharedStore: store,
        },
      ),
    );
  }, 60_000);
  afterAll(async () => {
    await bff?.close();
    await store?.close();
    await link?.close();
    await upstreamLink?.close();
    await redis?.stop();
    stopProcesses();
  });

  const timed = async (path: string, init: RequestInit = {}) => {
    const started = performance.now();
    const answer = await fetch(`http://127.0.0.1:${bff.port}/api/v1/${path}`, init);
    const body = (await answer.json()) as Record<string, unknown>;
    return { status: answer.status, body, answer, ms: performance.now() - started };
  };
  const signIn = (body: unknown) =>
    timed('members/signin', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('signs a member in, and answers the member, within 2 s; the attempts still count', async () => {
    link.setDelay(SLOW_STORE_MS);
    upstreamLink.setDelay(SLOW_UPSTREAM_MS);
    const signedIn = await signIn(DEMO);
    expect(signedIn.status).toBe(200);
    expect(signedIn.ms).toBeLessThan(LIMIT_MS);
    const cookie = signedIn.answer.headers
      .getSetCookie()
      .find((c) => c.startsWith('qsr_session='))
      ?.split(';')[0];
    const key = String(
      (signedIn.body.data as { tokens: Record<string, unknown> }).tokens['access.token'],
    );
    const member = await timed('members/get', {
      headers: { authorization: `Bearer ${key}`, cookie: cookie ?? '' },
    });
    expect(member.status).toBe(200);
    expect(member.ms).toBeLessThan(LIMIT_MS);

    const wrong = await signIn({ ...DEMO, password: 'not-it' });
    expect(wrong.status).toBe(400);
    expect(wrong.ms).toBeLessThan(LIMIT_MS);

    // What was late still reached the store: every replica counts these attempts, and knows
    // the session.
    const direct = new Redis(redis.url);
    try {
      const counted = await direct.keys('qsr:limit:sign-in:*');
      expect(counted.length).toBeGreaterThan(0);
      expect(await direct.keys('qsr:session:*')).toHaveLength(1);
    } finally {
      direct.disconnect();
    }
  });
});
