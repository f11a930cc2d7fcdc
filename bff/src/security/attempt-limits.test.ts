import type { Request } from 'express';
import request from 'supertest';
import { createApp } from '../app';
import { createLogger } from '../logging/logger';
import {
  CAPTCHA_OK,
  sandboxHandler,
  startFakeSandbox,
  type FakeSandbox,
  WRONG_CREDENTIALS,
} from '../test-support/fake-sandbox';
import { testConfig } from '../test-support/helpers';
import {
  AttemptLimits,
  clientKey,
  memoryLimiters,
  TOO_MANY_ATTEMPTS,
  type LimitPolicy,
} from './attempt-limits';

const TOO_MANY = { message: 'Too many attempts. Please wait a few minutes and try again.' };
const silent = createLogger('silent');

const asRequest = (ip: string) => ({ ip, socket: {} }) as unknown as Request;

describe('clientKey', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2:aaaa::1', '2001:db8:1:2::/64'],
    ['2001:db8:1:2:bbbb:cccc:dddd:eeee', '2001:db8:1:2::/64'],
    ['2001:db8:1:3::1', '2001:db8:1:3::/64'],
  ])('%s counts as %s', (ip, key) => {
    expect(clientKey(asRequest(ip))).toBe(key);
  });
});

describe('AttemptLimits', () => {
  const policy: LimitPolicy = {
    name: 'sign-in',
    perClient: { points: 3, windowMs: 60_000 },
    perAccount: { points: 2, windowMs: 60_000 },
  };

  it('refuses an account over its quota from any client, and a client over its quota for any account', async () => {
    const limits = new AttemptLimits(memoryLimiters, silent);
    expect((await limits.attempt(policy, 'a', 'pat@example.com')).allowed).toBe(true);
    expect((await limits.attempt(policy, 'b', 'PAT@example.com ')).allowed).toBe(true);
    const third = await limits.attempt(policy, 'c', 'pat@example.com');
    expect(third).toMatchObject({ allowed: false, limit: 2, remaining: 0 });
    expect(third.resetMs).toBeGreaterThan(0);

    expect((await limits.attempt(policy, 'd', 'one@example.com')).allowed).toBe(true);
    expect((await limits.attempt(policy, 'd', 'two@example.com')).allowed).toBe(true);
    expect((await limits.attempt(policy, 'd', 'three@example.com')).allowed).toBe(true);
    expect((await limits.attempt(policy, 'd', 'four@example.com')).allowed).toBe(false);
  });

  it('a success forgives the account, not the client', async () => {
    const limits = new AttemptLimits(memoryLimiters, silent);
    await limits.attempt(policy, 'a', 'pat@example.com');
    await limits.attempt(policy, 'a', 'pat@example.com');
    await limits.succeeded(policy, 'pat@example.com');
    expect((await limits.attempt(policy, 'a', 'pat@example.com')).allowed).toBe(true);
    expect((await limits.attempt(policy, 'a', 'pat@example.com')).allowed).toBe(false);
  });
});

describe('AttemptLimits slowing an account (slowDownMaxMs)', () => {
  const policy: LimitPolicy = {
    name: 'sign-in',
    perClient: { points: 100, windowMs: 60_000 },
    perAccount: { points: 2, windowMs: 900_000 },
    slowDownMaxMs: 60_000,
  };

  it('past its quota an account waits; a known device is counted apart and forgiven alone', async () => {
    const limits = new AttemptLimits(memoryLimiters, silent);
    const anyone = (client: string) => limits.attempt(policy, client, 'pat@example.com');
    expect((await anyone('a')).allowed).toBe(true);
    expect((await anyone('b')).allowed).toBe(true);
    expect((await anyone('c')).allowed).toBe(true);
    const waiting = await anyone('d');
    expect(waiting).toMatchObject({ allowed: false, remaining: 0 });
    expect(waiting.resetMs).toBeGreaterThan(0);
    expect(waiting.resetMs).toBeLessThanOrEqual(1000);

    const device = () => limits.attempt(policy, 'e', 'pat@example.com', 'device-1');
    expect((await device()).allowed).toBe(true);
    expect((await device()).allowed).toBe(true);
    await limits.succeeded(policy, 'pat@example.com', 'device-1');
    expect((await anyone('f')).allowed).toBe(false);
    await limits.succeeded(policy, 'pat@example.com');
    expect((await anyone('g')).allowed).toBe(true);
  });
});

/** Every limited ordering call, with a body naming the account it is for. */
const LIMITED: Array<[string, string, object]> = [
  ['sign-in', 'members/signin', { email: 'pat@example.com', password: 'x', captcha: 'c' }],
  ['sign-up', 'members/create', { email: 'pat@example.com', password: 'x', captcha: 'c' }],
  ['verify', 'members/verify', { email: 'pat@example.com', code: '000000' }],
  ['new-code', 'members/verify/newcode', { email: 'pat@example.com' }],
  ['password-reset', 'members/forgotpassword', { email: 'pat@example.com', captcha: 'c' }],
  ['password-reset', 'members/resetpassword', { email: 'pat@example.com', token: 't' }],
  ['sso', 'members/sso', { code: 'c' }],
  ['subscribe', 'eclub/subscribe', { email: 'pat@example.com' }],
  ['contact', 'contact', { form: 'contact', request: { email: 'pat@example.com' }, captcha: 'c' }],
];

describe('attempts through the BFF (RATE_LIMIT_MAX=2, RATE_LIMIT_ACCOUNT_MAX=3)', () => {
  let sandbox: FakeSandbox;

  beforeEach(async () => {
    sandbox = await startFakeSandbox((req, res) => {
      // Sign-in and verification fail, as guesses do; everything else as the sandbox answers.
      if (/\/members\/(?:signin|verify)$/.test(req.url)) {
        res.statusCode = WRONG_CREDENTIALS.status;
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify(WRONG_CREDENTIALS.body));
        return;
      }
      sandboxHandler(req, res);
    });
  });
  afterEach(() => sandbox.close());

  const app = (env: Record<string, string> = {}) =>
    createApp(
      testConfig({
        ...sandbox.env,
        RATE_LIMIT_MAX: '2',
        RATE_LIMIT_ACCOUNT_MAX: '3',
        TRUST_PROXY: 'loopback',
        ...env,
      }),
    );

  it.each(LIMITED)(
    '%s (POST %s): the third attempt from one client is 429 with Retry-After and RateLimit headers, never forwarded',
    async (policy, path, body) => {
      const bff = app();
      const first = await request(bff).post(`/api/v1/${path}`).send(body);
      expect(first.status).toBeLessThan(429);
      expect(first.headers['ratelimit-policy']).toBe(`"${policy}";q=2;w=60`);
      expect(first.headers.ratelimit).toMatch(new RegExp(`^"${policy}";r=1;t=\\d+$`));
      await request(bff).post(`/api/v1/${path}`).send(body);
      const refused = await request(bff).post(`/api/v1/${path}`).send(body);
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual(TOO_MANY);
      expect(refused.headers['cache-control']).toBe('no-store');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
      expect(refused.headers.ratelimit).toMatch(new RegExp(`^"${policy}";r=0;t=\\d+$`));
      expect(sandbox.at('/ordering/')).toHaveLength(2);
    },
  );

  it('profile updates (a new e-mail takes a password and a code) count per client and per member', async () => {
    const bff = app();
    const update = (ip: string, token: string) =>
      request(bff)
        .put('/api/v1/members/update')
        .set('x-forwarded-for', ip)
        .set('authorization', `Bearer ${token}`)
        .send({ email: 'new@example.com', password: 'guess', email_code: '123456' });
    const first = await update('203.0.113.1', 'member-token-1').expect(200);
    expect(first.headers['ratelimit-policy']).toBe('"profile";q=2;w=60');
    await update('203.0.113.2', 'member-token-1').expect(200);
    await update('203.0.113.3', 'member-token-1').expect(200);
    const refused = await update('203.0.113.4', 'member-token-1').expect(429);
    expect(refused.headers['ratelimit-policy']).toBe('"profile";q=3;w=900');
    await update('203.0.113.4', 'member-token-2').expect(200);
    expect(sandbox.at('/ordering/v1/members/update')).toHaveLength(4);
  });

  it('one account tried from many addresses reaches its own limit (not one per address)', async () => {
    const bff = app();
    const guess = (ip: string) =>
      request(bff)
        .post('/api/v1/members/verify')
        .set('x-forwarded-for', ip)
        .send({ email: 'Victim@Example.com', code: String(Math.random()).slice(2, 8) });
    for (const ip of ['203.0.113.1', '203.0.113.2', '203.0.113.3', '203.0.113.4']) {
      expect((await guess(ip)).status).toBe(WRONG_CREDENTIALS.status);
    }
    // Past its quota the account is slowed: the fourth opened a wait the fifth must let pass.
    const fifth = await guess('203.0.113.9');
    expect(fifth.status).toBe(429);
    expect(fifth.headers['ratelimit-policy']).toBe('"verify";q=3;w=900');
    expect(fifth.headers['retry-after']).toBe('1');
    // Another account from a fresh address is not held up by it.
    const other = await request(bff)
      .post('/api/v1/members/verify')
      .set('x-forwarded-for', '203.0.113.5')
      .send({ email: 'someone@example.com', code: '123456' });
    expect(other.status).toBe(WRONG_CREDENTIALS.status);
    expect(sandbox.at('/ordering/v1/members/verify')).toHaveLength(5);
  });

  it('new codes asked for one address from many clients are slowed for that address', async () => {
    const bff = app();
    const ask = (ip: string, email = 'Victim@Example.com') =>
      request(bff)
        .post('/api/v1/members/verify/newcode')
        .set('x-forwarded-for', ip)
        .send({ email });
    for (const ip of ['203.0.113.1', '203.0.113.2', '203.0.113.3', '203.0.113.4']) {
      expect((await ask(ip)).status).toBe(200);
    }
    const fifth = await ask('203.0.113.9');
    expect(fifth.status).toBe(429);
    expect(fifth.headers['ratelimit-policy']).toBe('"new-code";q=3;w=900');
    expect((await ask('203.0.113.5', 'someone@example.com')).status).toBe(200);
    expect(sandbox.at('/ordering/v1/members/verify/newcode')).toHaveLength(5);
  });

  it('addresses of one IPv6 /64 are one client', async () => {
    const bff = app();
    const attempt = (ip: string, email: string) =>
      request(bff)
        .post('/api/v1/members/signin')
        .set('x-forwarded-for', ip)
        .send({ email, password: 'x', captcha: 'c' });
    expect((await attempt('2001:db8:5:6::1', 'a@example.com')).status).toBe(
      WRONG_CREDENTIALS.status,
    );
    expect((await attempt('2001:db8:5:6::2', 'b@example.com')).status).toBe(
      WRONG_CREDENTIALS.status,
    );
    expect((await attempt('2001:db8:5:6:ffff::3', 'c@example.com')).status).toBe(429);
    expect((await attempt('2001:db8:5:7::1', 'd@example.com')).status).toBe(
      WRONG_CREDENTIALS.status,
    );
  });

  it('without TRUST_PROXY a forwarded address is not believed: one client', async () => {
    const bff = app({ TRUST_PROXY: '0' });
    const attempt = (ip: string, email: string) =>
      request(bff)
        .post('/api/v1/members/forgotpassword')
        .set('x-forwarded-for', ip)
        .send({ email, captcha: 'c' });
    await attempt('203.0.113.1', 'a@example.com').expect(200);
    await attempt('203.0.113.2', 'b@example.com').expect(200);
    await attempt('203.0.113.3', 'c@example.com').expect(429);
  });

  it('a replica reached around the load balancer counts the connection, not X-Forwarded-For', async () => {
    // The load balancer is 10.0.0.5; this request comes straight from 127.0.0.1.
    const bff = app({ TRUST_PROXY: '10.0.0.5, 10.1.0.0/16' });
    const attempt = (ip: string, email: string) =>
      request(bff)
        .post('/api/v1/members/forgotpassword')
        .set('x-forwarded-for', ip)
        .send({ email, captcha: 'c' });
    await attempt('203.0.113.1', 'a@example.com').expect(200);
    await attempt('203.0.113.2', 'b@example.com').expect(200);
    await attempt('203.0.113.3', 'c@example.com').expect(429);
  });

  it('through a configured load balancer address, each forwarded client is counted', async () => {
    const bff = app({ TRUST_PROXY: '10.0.0.5, 127.0.0.1' });
    const attempt = (forwarded: string, email: string) =>
      request(bff)
        .post('/api/v1/members/forgotpassword')
        .set('x-forwarded-for', forwarded)
        .send({ email, captcha: 'c' });
    // A client's own spoofed entry comes before the one HAProxy sets: only the last counts.
    await attempt('198.51.100.7, 203.0.113.1', 'a@example.com').expect(200);
    await attempt('198.51.100.7, 203.0.113.1', 'b@example.com').expect(200);
    await attempt('198.51.100.8, 203.0.113.1', 'c@example.com').expect(429);
    await attempt('203.0.113.2', 'd@example.com').expect(200);
  });

  it('a successful sign-in forgives that account its failed attempts', async () => {
    let password = 'wrong';
    sandbox.close();
    sandbox = await startFakeSandbox((req, res) => {
      if (req.url.endsWith('/members/signin')) {
        const ok = (JSON.parse(req.body) as { password: string }).password === 'right';
        res.statusCode = ok ? 200 : 401;
        res.setHeader('content-type', 'application/json');
        res.end(ok ? '{"status":"ok","data":{"tokens":{}}}' : '{"message":"wrong"}');
        return;
      }
      sandboxHandler(req, res);
    });
    const bff = app({ RATE_LIMIT_MAX: '100' });
    const signIn = (ip: string) =>
      request(bff)
        .post('/api/v1/members/signin')
        .set('x-forwarded-for', ip)
        .send({ email: 'pat@example.com', password, captcha: 'c' });
    await signIn('203.0.113.1').expect(401);
    await signIn('203.0.113.2').expect(401);
    password = 'right';
    await signIn('203.0.113.3').expect(200);
    password = 'wrong';
    await signIn('203.0.113.4').expect(401);
    await signIn('203.0.113.5').expect(401);
    await signIn('203.0.113.6').expect(401);
    await signIn('203.0.113.7').expect(401);
    await signIn('203.0.113.8').expect(429);
  });

  it('payments: card tokens and submits count per client and per order', async () => {
    const bff = app({ PAYMENT_LIMIT_MAX: '4' });
    const pay = (order: string, step: 'token' | 'submit', ip: string) =>
      request(bff).post(`/api/v1/orders/${order}/${step}`).set('x-forwarded-for', ip).send({});
    await pay('o-1', 'token', '203.0.113.1').expect(200);
    await pay('o-1', 'submit', '203.0.113.2').expect(200);
    await pay('o-1', 'token', '203.0.113.3').expect(200);
    // The order's fourth payment attempt, from yet another address.
    await pay('o-1', 'submit', '203.0.113.4').expect(429);
    await pay('%6F-%31', 'token', '203.0.113.5').expect(429);
    for (const order of ['o-2', 'o-3', 'o-4', 'o-5']) {
      await pay(order, 'token', '198.51.100.1').expect(200);
    }
    await pay('o-6', 'token', '198.51.100.1').expect(429);
    expect(sandbox.at('/ordering/v1/orders/')).toHaveLength(7);
  });

  it('promo codes tried count per client and per order: codes are not guessed by a script', async () => {
    const bff = app({ COUPON_LIMIT_MAX: '3', RATE_LIMIT_ACCOUNT_MAX: '2' });
    const tryCode = (order: string, code: string, ip: string, language = 'en-US') =>
      request(bff)
        .put(`/api/v1/orders/${order}/coupon`)
        .set('x-forwarded-for', ip)
        .set('accept-language', language)
        .send({ code });
    await tryCode('o-1', 'BISCUIT1', '203.0.113.1').expect(200);
    await tryCode('o-1', 'BISCUIT2', '203.0.113.2').expect(200);
    // The order's third code, from yet another address, said in the page's language.
    const refused = await tryCode('o-1', 'BISCUIT3', '203.0.113.3', 'es').expect(429);
    expect(refused.body).toEqual({ message: TOO_MANY_ATTEMPTS.es });
    for (const order of ['o-2', 'o-3', 'o-4']) {
      await tryCode(order, 'BISCUIT', '198.51.100.1').expect(200);
    }
    // Another spelling of the order is the same order to the ordering API, and to the count.
    await tryCode('%6F-1', 'BISCUIT4', '203.0.113.4').expect(429);
    const past = await tryCode('o-5', 'BISCUIT', '198.51.100.1').expect(429);
    expect(past.body).toEqual({ message: TOO_MANY_ATTEMPTS['en-US'] });
    // Taking a code off is no guess.
    await request(bff)
      .delete('/api/v1/orders/o-5/coupon')
      .set('x-forwarded-for', '198.51.100.1')
      .expect(200);
    expect(sandbox.at('/ordering/v1/orders/')).toHaveLength(6);
  });

  it('group joins count per client, not per group: an office joins from one address', async () => {
    const bff = app({ GROUP_JOIN_LIMIT_MAX: '3', RATE_LIMIT_MAX: '1' });
    const join = (group: string, ip: string) =>
      request(bff)
        .post(`/api/v1/groups/${group}/guests`)
        .set('x-forwarded-for', ip)
        .send({ name: 'Ana' });
    // More than the general quota (1), up to the joins' own (3), into one group.
    await join('g-1', '203.0.113.1').expect(200);
    await join('g-1', '203.0.113.1').expect(200);
    await join('g-2', '203.0.113.1').expect(200);
    await join('g-3', '203.0.113.1').expect(429);
    await join('g-1', '203.0.113.2').expect(200);
    expect(sandbox.at('/ordering/v1/groups/')).toHaveLength(4);
  });

  it('address suggestions count per client, above the general quota a typing customer needs', async () => {
    const bff = app({ ADDRESS_SUGGEST_LIMIT_MAX: '3', RATE_LIMIT_MAX: '1' });
    const suggest = (q: string, ip: string) =>
      request(bff)
        .get('/api/v1/locations/delivery/suggest')
        .query({ q })
        .set('x-forwarded-for', ip);
    await suggest('12', '203.0.113.1').expect(200);
    await suggest('12 ma', '203.0.113.1').expect(200);
    await suggest('12 main', '203.0.113.1').expect(200);
    const refused = await suggest('12 main st', '203.0.113.1').expect(429);
    expect(refused.body).toEqual(TOO_MANY);
    await suggest('12 main st', '203.0.113.2').expect(200);
    expect(sandbox.at('/ordering/v1/locations/delivery/suggest')).toHaveLength(4);
  });

  it('POST /api/submit counts per client and per reply-to address', async () => {
    const bff = app();
    const form = (ip: string, replyto: string) =>
      request(bff)
        .post('/api/submit')
        .set('x-forwarded-for', ip)
        .send({ form: 'contact', replyto, captcha: CAPTCHA_OK });
    await form('203.0.113.1', 'pat@example.com').expect(200);
    await form('203.0.113.1', 'lee@example.com').expect(200);
    await form('203.0.113.1', 'kim@example.com').expect(429);
    await form('203.0.113.2', 'pat@example.com').expect(200);
    await form('203.0.113.3', 'pat@example.com').expect(200);
    // Past the address's quota the fourth goes and opens a wait; the fifth must let it pass.
    await form('203.0.113.4', 'pat@example.com').expect(200);
    const held = await form('203.0.113.5', 'pat@example.com').expect(429);
    expect(held.headers['retry-after']).toBe('1');
    expect(sandbox.at('/forms/submit')).toHaveLength(5);
  });

  it('junk attempts naming someone’s e-mail slow its owner’s sign-up, never lock them out', async () => {
    const bff = app();
    const signUp = (ip: string, body: object) =>
      request(bff).post('/api/v1/members/create').set('x-forwarded-for', ip).send(body);
    for (const ip of ['203.0.113.1', '203.0.113.2', '203.0.113.3', '203.0.113.4']) {
      await signUp(ip, { email: 'victim@example.com', junk: true });
    }
    const owner = { email: 'victim@example.com', password: 'A-strong-one-9', captcha: 'c' };
    const held = await signUp('203.0.113.5', owner).expect(429);
    expect(held.headers['retry-after']).toBe('1');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await signUp('203.0.113.6', owner)).status).toBeLessThan(429);
    expect(sandbox.at('/ordering/v1/members/create')).toHaveLength(5);
  });

  it('counts a contact message for the e-mail the upstream reads, whatever else the body names', async () => {
    const bff = app();
    const contact = (ip: string, decoy: string) =>
      request(bff)
        .post('/api/v1/contact')
        .set('x-forwarded-for', ip)
        .send({
          form: 'contact',
          request: { email: 'victim@example.com', message: 'hi' },
          captcha: 'c',
          email: decoy,
        });
    for (const n of [1, 2, 3, 4]) await contact(`203.0.113.${n}`, `decoy${n}@example.com`);
    const held = await contact('203.0.113.9', 'decoy9@example.com').expect(429);
    expect(held.headers['ratelimit-policy']).toBe('"contact";q=3;w=900');
  });

  it('leaves the calls that are not attempts alone', async () => {
    const bff = app();
    for (let i = 0; i < 5; i += 1) {
      const res = await request(bff).get('/api/v1/menus/100100').expect(200);
      expect(res.headers.ratelimit).toBeUndefined();
    }
  });
});
