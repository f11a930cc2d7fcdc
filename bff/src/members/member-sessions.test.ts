import { startSandbox, stopProcesses } from '../../bench/load';
import { createApp } from '../app';
import { createLogger } from '../logging/logger';
import { connectSharedStore, type SharedStore } from '../shared-store/redis';
import { listenOnFreePort, testConfig } from '../test-support/helpers';
import { startRedisServer, type RunningRedis } from '../test-support/redis-server';
import { memorySessions } from './member-sessions';

/*
 * Tokens out of the browser: a real sandbox behind two BFF replicas sharing a real Redis. The
 * browser's side is plain fetch with the cookie and the key, as the page's request helper
 * sends them.
 */
const silent = createLogger('silent');
const DEMO = { email: 'demo@example.com', password: 'Biscuits123!', captcha: 'sandbox-captcha-ok' };

type Replica = Awaited<ReturnType<typeof listenOnFreePort>>;

describe('member sessions: the tokens stay with the BFF', () => {
  let redis: RunningRedis;
  let sandbox = '';
  const stores: SharedStore[] = [];
  let a: Replica;
  let b: Replica;

  const replica = async (): Promise<Replica> => {
    const sharedStore = connectSharedStore(redis.url, silent, {
      connectTimeoutMs: 300,
      commandTimeoutMs: 300,
      breakerFailures: 2,
      breakerResetMs: 60_000,
    });
    stores.push(sharedStore);
    await sharedStore.whenUp(5000);
    return listenOnFreePort(
      createApp(testConfig({ ORDERING_API_URL: `${sandbox}/ordering/v1` }), {
        logger: silent,
        sharedStore,
      }),
    );
  };

  beforeAll(async () => {
    [redis, sandbox] = await Promise.all([startRedisServer(), startSandbox()]);
    [a, b] = await Promise.all([replica(), replica()]);
  }, 60_000);
  afterAll(async () => {
    await Promise.all([a.close(), b.close()]);
    for (const store of stores) await store.close();
    await redis.stop();
    stopProcesses();
  });

  const call = (
    at: Replica,
    path: string,
    init: { method?: string; headers?: Record<string, string>; body?: unknown } = {},
  ) =>
    fetch(`http://127.0.0.1:${at.port}/api/v1/${path}`, {
      method: init.method ?? 'GET',
      headers: {
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...init.headers,
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });

  /** Signs the demo member in through `at`: the key the page keeps and the cookie it is sent. */
  const signIn = async (at: Replica) => {
    const answer = await call(at, 'members/signin', { method: 'POST', body: DEMO });
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as { data: { tokens: Record<string, unknown> } };
    const setCookie = answer.headers.getSetCookie().find((c) => c.startsWith('qsr_session='));
    return {
      tokens: body.data.tokens,
      key: String(body.data.tokens['access.token']),
      setCookie: setCookie ?? '',
      cookie: setCookie?.split(';')[0] ?? '',
    };
  };
  const asMember = (session: { key: string; cookie: string }) => ({
    authorization: `Bearer ${session.key}`,
    cookie: session.cookie,
  });

  it('a sign-in gives the browser an HttpOnly, SameSite=Strict cookie and a key no upstream accepts', async () => {
    const session = await signIn(a);
    expect(session.setCookie).toMatch(/; HttpOnly/);
    expect(session.setCookie).toMatch(/; SameSite=Strict/);
    expect(session.setCookie).toMatch(/; Path=\/api/);
    expect(session.setCookie).toMatch(/; Max-Age=\d{3,}/);
    // Both token fields hold the key, and the key is not a token of the ordering API.
    expect(session.tokens['ordering.access.token']).toBe(session.key);
    const direct = await fetch(`${sandbox}/ordering/v1/members/get`, {
      headers: { authorization: `Bearer ${session.key}` },
    });
    expect(direct.status).toBe(401);
    // The rest of the token set is the page's to read (§4.2: provider, expiry, member id).
    expect(session.tokens).toEqual(
      expect.objectContaining({ id: expect.any(Number), provider: expect.any(String) }),
    );
  });

  it('the cookie with its key is the member on every replica; either alone is not', async () => {
    const session = await signIn(a);
    for (const at of [a, b]) {
      const member = await call(at, 'members/get', { headers: asMember(session) });
      expect(member.status).toBe(200);
      expect(((await member.json()) as { email: string }).email).toBe(DEMO.email);
      const orders = await call(at, 'orders/recent', {
        headers: { 'x-ordering-token': session.key, cookie: session.cookie },
      });
      expect(orders.status).toBe(200);
    }
    // The key alone (stolen from the page's storage) is nothing upstream.
    expect(
      (await call(b, 'members/get', { headers: { authorization: `Bearer ${session.key}` } }))
        .status,
    ).toBe(401);
    // The cookie alone (another site's form) is a guest.
    expect((await call(b, 'members/get', { headers: { cookie: session.cookie } })).status).toBe(
      401,
    );
  });

  it("a key that is not the cookie's session is refused, a change included (403)", async () => {
    const mine = await signIn(a);
    const theirs = await signIn(b);
    const forged = { authorization: `Bearer ${theirs.key}`, cookie: mine.cookie };
    expect((await call(a, 'members/get', { headers: forged })).status).toBe(403);
    const change = await call(b, 'members/update', {
      method: 'PUT',
      headers: forged,
      body: { first_name: 'Mallory' },
    });
    expect(change.status).toBe(403);
  });

  it('a sign-out on one replica ends the session on every replica at once and clears the cookie', async () => {
    const session = await signIn(a);
    const out = await call(a, 'members/signout', { method: 'DELETE', headers: asMember(session) });
    expect(out.status).toBe(204);
    expect(out.headers.getSetCookie().join('\n')).toMatch(/qsr_session=; Max-Age=0/);
    for (const at of [b, a]) {
      const after = await call(at, 'members/get', { headers: asMember(session) });
      expect(after.status).toBe(401);
      expect(after.headers.getSetCookie().join('\n')).toMatch(/qsr_session=; Max-Age=0/);
    }
  });

  it("another site's page cannot change anything: cross-site fetch metadata or a foreign Origin is 403", async () => {
    const session = await signIn(a);
    // Saving a favourite restaurant: a change, made with the ordering token's place.
    const update = (headers: Record<string, string>) =>
      call(a, 'members/faves/locations/101', {
        method: 'POST',
        headers: { 'x-ordering-token': session.key, cookie: session.cookie, ...headers },
      });
    expect((await update({ 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await update({ 'sec-fetch-site': 'same-site' })).status).toBe(403);
    expect((await update({ origin: 'https://evil.example' })).status).toBe(403);
    expect((await update({ origin: 'null' })).status).toBe(403);
    const own = await update({
      origin: `http://127.0.0.1:${a.port}`,
      'sec-fetch-site': 'same-origin',
    });
    expect(own.status).toBe(200);
    // A read from another site changes nothing and is not refused here.
    const read = await call(a, 'members/get', {
      headers: { ...asMember(session), 'sec-fetch-site': 'cross-site' },
    });
    expect(read.status).toBe(200);
  });

  it('Redis stalled: the replica that knows the session serves it, another answers 503 within 2 s', async () => {
    const session = await signIn(a);
    const c = await replica();
    try {
      redis.pause();
      const started = Date.now();
      const known = await call(a, 'members/get', { headers: asMember(session) });
      const unknown = await call(c, 'members/get', { headers: asMember(session) });
      expect(Date.now() - started).toBeLessThan(2000);
      expect(known.status).toBe(200);
      expect(unknown.status).toBe(503);
    } finally {
      redis.resume();
      await c.close();
    }
  });
});

describe('member sessions in memory (no shared store)', () => {
  it('ends a session at its lifetime and at sign-out', async () => {
    let now = 1_000;
    const sessions = memorySessions(() => now);
    const first = await sessions.start({ access: 'a-1', ordering: 'o-1' }, 60_000);
    const second = await sessions.start({ access: 'a-2', ordering: 'o-2' }, 60_000);
    expect(first.key).not.toBe(second.key);
    expect(await sessions.find(first.id)).toEqual({
      access: 'a-1',
      ordering: 'o-1',
      key: first.key,
    });
    await sessions.end(first.id);
    expect(await sessions.find(first.id)).toBeNull();
    now += 60_000;
    expect(await sessions.find(second.id)).toBeNull();
    expect(await sessions.find('made-up-session-id')).toBeNull();
  });
});
