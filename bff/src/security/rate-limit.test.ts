import request from 'supertest';
import { createApp } from '../app';
import { CAPTCHA_OK, startFakeSandbox, type FakeSandbox } from '../test-support/fake-sandbox';
import { testConfig } from '../test-support/helpers';
import { FixedWindowLimiter, limitedOrderingEndpoint } from './rate-limit';

const TOO_MANY = { message: 'Too many attempts. Please wait a minute and try again.' };

describe('FixedWindowLimiter', () => {
  it('allows max hits per key and window, then says when to come back', () => {
    let now = 1_000;
    const limiter = new FixedWindowLimiter(2, 60_000, () => now);
    expect(limiter.hit('a').allowed).toBe(true);
    expect(limiter.hit('a').allowed).toBe(true);
    now += 15_000;
    expect(limiter.hit('a')).toEqual({ allowed: false, retryAfterMs: 45_000 });
    expect(limiter.hit('b').allowed).toBe(true);
    now += 45_000;
    expect(limiter.hit('a').allowed).toBe(true);
  });

  it('forgets expired windows, so memory stays bounded by one window of clients', () => {
    let now = 0;
    const limiter = new FixedWindowLimiter(1, 1000, () => now);
    for (let i = 0; i < 500; i += 1) limiter.hit(`client-${i}`);
    expect(limiter.size).toBe(500);
    now += 2000;
    limiter.hit('late');
    expect(limiter.size).toBe(1);
  });
});

describe('limitedOrderingEndpoint', () => {
  it.each([
    ['/members/signin', 'v1/members/signin'],
    ['/Members/SignIn/', 'v1/members/signin'],
    // An encoded slash never gets this far (the path guard refuses it); decoded, it would count.
    ['/members%2Fsignin', 'v1/members/signin'],
    ['/members/create', 'v1/members/create'],
    ['/members/password', 'v1/members/password'],
    ['/members/forgotpassword', 'v1/members/forgotpassword'],
    ['/members/resetpassword', 'v1/members/resetpassword'],
    ['/contact', 'v1/contact'],
    ['/members/get', undefined],
    ['/menus/1', undefined],
  ])('%s → %s', (path, expected) => {
    expect(limitedOrderingEndpoint(path)).toBe(expected);
  });
});

describe('rate limiting (RATE_LIMIT_MAX=2)', () => {
  let sandbox: FakeSandbox;
  let app: ReturnType<typeof createApp>;

  beforeEach(async () => {
    sandbox = await startFakeSandbox();
    app = createApp(testConfig({ ...sandbox.env, RATE_LIMIT_MAX: '2' }));
  });
  afterEach(() => sandbox.close());

  it.each([
    'members/signin',
    'members/create',
    'members/password',
    'members/forgotpassword',
    'members/resetpassword',
    'contact',
  ])(
    'POST /api/v1/%s: the third attempt in a minute is 429 with Retry-After, not forwarded',
    async (path) => {
      for (let i = 0; i < 2; i += 1) {
        await request(app).post(`/api/v1/${path}`).send({ captcha: 'x' }).expect(200);
      }
      const res = await request(app).post(`/api/v1/${path}`).send({ captcha: 'x' });
      expect(res.status).toBe(429);
      expect(res.body).toEqual(TOO_MANY);
      expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(60);
      expect(sandbox.at('/ordering/')).toHaveLength(2);
    },
  );

  it('counts each endpoint on its own, and leaves other calls alone', async () => {
    for (let i = 0; i < 2; i += 1) await request(app).post('/api/v1/members/signin').send({});
    await request(app).post('/api/v1/members/create').send({}).expect(200);
    for (let i = 0; i < 5; i += 1) await request(app).get('/api/v1/menus/100100').expect(200);
  });

  it('a case or trailing-slash variant is the same endpoint', async () => {
    await request(app).post('/api/v1/members/signin').send({}).expect(200);
    await request(app).post('/api/v1/Members/SignIn').send({}).expect(200);
    await request(app).post('/api/v1/members/signin/').send({}).expect(429);
  });

  it('POST /api/submit', async () => {
    for (let i = 0; i < 2; i += 1) {
      await request(app).post('/api/submit').send({ form: 'f', captcha: CAPTCHA_OK }).expect(200);
    }
    const res = await request(app).post('/api/submit').send({ form: 'f', captcha: CAPTCHA_OK });
    expect(res.status).toBe(429);
    expect(res.body).toEqual(TOO_MANY);
    expect(res.headers['retry-after']).toBeDefined();
    expect(sandbox.at('/forms/submit')).toHaveLength(2);
    expect(sandbox.at('/captcha/')).toHaveLength(2);
  });

  it('counts per client IP: behind TRUST_PROXY, the forwarded address', async () => {
    const proxied = createApp(
      testConfig({ ...sandbox.env, RATE_LIMIT_MAX: '1', TRUST_PROXY: '1' }),
    );
    await request(proxied)
      .post('/api/v1/members/signin')
      .set('x-forwarded-for', '203.0.113.1')
      .send({})
      .expect(200);
    await request(proxied)
      .post('/api/v1/members/signin')
      .set('x-forwarded-for', '203.0.113.1')
      .send({})
      .expect(429);
    await request(proxied)
      .post('/api/v1/members/signin')
      .set('x-forwarded-for', '203.0.113.2')
      .send({})
      .expect(200);
    // Without TRUST_PROXY the header is ignored: one client.
    const direct = createApp(testConfig({ ...sandbox.env, RATE_LIMIT_MAX: '1' }));
    await request(direct)
      .post('/api/v1/members/signin')
      .set('x-forwarded-for', '203.0.113.1')
      .send({})
      .expect(200);
    await request(direct)
      .post('/api/v1/members/signin')
      .set('x-forwarded-for', '203.0.113.9')
      .send({})
      .expect(429);
  });
});
