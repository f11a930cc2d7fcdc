import type http from 'node:http';
import request from 'supertest';
import { createApp } from '../app';
import {
  sandboxHandler,
  startFakeSandbox,
  type FakeSandbox,
  WRONG_CREDENTIALS,
} from '../test-support/fake-sandbox';
import type { RecordedRequest } from '../test-support/helpers';
import { testConfig } from '../test-support/helpers';
import { KNOWN_DEVICE_COOKIE } from './known-device';

/*
 * Guessing an account's password slows the guesser and never locks the owner out
 * (NIST 800-63B section 5.2.2). The upstream knows one password; every other one is wrong.
 */
const OWNER = 'owner@example.com';
let password = 'Right-1234';
/** Another member, whose marker is no good for the owner's account. */
const OTHER = { email: 'other@example.com', password: 'Other-1234' };

function upstream(req: RecordedRequest, res: http.ServerResponse): void {
  const answer = (status: number, body: unknown) => {
    res.statusCode = status;
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(body));
  };
  if (req.url.endsWith('/members/signin')) {
    const body = JSON.parse(req.body) as { email: string; password: string };
    if (
      (body.email === OWNER && body.password === password) ||
      (body.email === OTHER.email && body.password === OTHER.password)
    ) {
      answer(200, { status: 'ok', data: { tokens: { 'access.token': 'a' } } });
    } else answer(WRONG_CREDENTIALS.status, WRONG_CREDENTIALS.body);
    return;
  }
  if (req.url.endsWith('/members/resetpassword')) {
    password = (JSON.parse(req.body) as { password: string }).password;
    answer(200, { status: 'ok' });
    return;
  }
  sandboxHandler(req, res);
}

describe('sign-in guessing (RATE_LIMIT_ACCOUNT_MAX=10)', () => {
  let sandbox: FakeSandbox;
  beforeEach(async () => {
    password = 'Right-1234';
    sandbox = await startFakeSandbox(upstream);
  });
  afterEach(() => sandbox.close());

  const app = () =>
    createApp(
      testConfig({
        ...sandbox.env,
        TRUST_PROXY: 'loopback',
        RATE_LIMIT_MAX: '10',
        RATE_LIMIT_ACCOUNT_MAX: '10',
        RATE_LIMIT_ACCOUNT_DELAY_MS: '60000',
        DEVICE_COOKIE_SECRET: 'test-device-secret',
      }),
    );
  const signIn = (
    bff: ReturnType<typeof app>,
    ip: string,
    guess: string,
    cookie?: string,
    host = 'shop.example.com',
  ) => {
    const call = request(bff)
      .post('/api/v1/members/signin')
      .set('host', host)
      .set('x-forwarded-for', ip)
      .send({ email: OWNER, password: guess, captcha: 'c' });
    return cookie ? call.set('cookie', cookie) : call;
  };
  const markerOf = (res: request.Response): string => {
    const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    const marker = cookies.find((cookie) => cookie.startsWith(`${KNOWN_DEVICE_COOKIE}=`));
    if (!marker) throw new Error('no known-device marker was set');
    return marker;
  };
  const wrongFromTenAddresses = async (bff: ReturnType<typeof app>) => {
    for (let i = 1; i <= 10; i += 1) {
      await signIn(bff, `203.0.113.${i}`, `guess-${i}`).expect(400);
    }
  };

  it('marks the device of a successful sign-in: signed, HttpOnly, Secure, SameSite, member calls only', async () => {
    const bff = app();
    const marker = markerOf(await signIn(bff, '198.51.100.1', password).expect(200));
    expect(marker).toMatch(/HttpOnly/);
    expect(marker).toMatch(/Secure/);
    expect(marker).toMatch(/SameSite=Strict/);
    expect(marker).toMatch(/Path=\/api\/v1\/members/);
    // On localhost (plain HTTP) it cannot be Secure.
    const local = markerOf(await signIn(bff, '198.51.100.1', password, undefined, 'localhost'));
    expect(local).not.toMatch(/Secure/);
    // The cookie never reaches the ordering API.
    expect(sandbox.at('/members/signin').every((call) => !call.headers.cookie)).toBe(true);
  });

  it('ten wrong passwords from ten addresses: the owner still signs in from a known device', async () => {
    const bff = app();
    const marker = markerOf(await signIn(bff, '198.51.100.1', password).expect(200));
    const cookie = marker.split(';')[0] as string;
    await wrongFromTenAddresses(bff);
    // An anonymous attempt now waits…
    const slowed = await signIn(bff, '203.0.113.11', 'guess-11');
    expect(slowed.status).toBe(400);
    const waiting = await signIn(bff, '203.0.113.12', 'guess-12');
    expect(waiting.headers.ratelimit).toMatch(/^"sign-in";r=0;/);
    // … the owner on their device does not, even a typo first.
    await signIn(bff, '198.51.100.1', 'typo', cookie).expect(400);
    await signIn(bff, '198.51.100.1', password, cookie).expect(200);
  });

  it('a forged, malformed or another account’s marker counts as anonymous', async () => {
    const bff = app();
    const marker = markerOf(await signIn(bff, '198.51.100.1', password).expect(200));
    const [name, value] = (marker.split(';')[0] as string).split('=') as [string, string];
    const forged = `${name}=${decodeURIComponent(value).replace(/^./, (c) => (c === 'A' ? 'B' : 'A'))}`;
    const others = await request(bff)
      .post('/api/v1/members/signin')
      .set('x-forwarded-for', '198.51.100.2')
      .send({ ...OTHER, captcha: 'c' })
      .expect(200);
    const otherMarker = markerOf(others).split(';')[0] as string;
    await wrongFromTenAddresses(bff);
    // Counted with everyone's attempts: the account's count is spent (r=0), whether this one
    // waits or (on a slow machine, the wait over) goes through.
    for (const cookie of [forged, `${KNOWN_DEVICE_COOKIE}=%E0%A4%A`, otherMarker]) {
      const res = await signIn(bff, '198.51.100.3', 'guess-again', cookie);
      expect([400, 429]).toContain(res.status);
      expect(res.headers.ratelimit).toMatch(/^"sign-in";r=0;/);
    }
    // The real marker: a count of its own.
    const known = await signIn(bff, '198.51.100.3', 'guess-again', marker.split(';')[0]);
    expect(known.status).toBe(400);
    expect(known.headers.ratelimit).toMatch(/^"sign-in";r=[1-9]/);
  });

  it('the anonymous guesser sees a short, growing Retry-After, never a 900-s lock', async () => {
    const bff = app();
    await wrongFromTenAddresses(bff);
    const waits: number[] = [];
    let clock = 0;
    // Guesses from new addresses; each refused one says how long to wait.
    for (let i = 11; waits.length < 3 && i < 40; i += 1) {
      const res = await signIn(bff, `203.0.113.${i}`, `guess-${i}`);
      if (res.status === 429) {
        const retryAfter = Number(res.headers['retry-after']);
        expect(retryAfter).toBeGreaterThanOrEqual(1);
        expect(retryAfter).toBeLessThanOrEqual(60);
        waits.push(retryAfter);
        // Wait it out (the limits count real seconds).
        clock += retryAfter;
        await new Promise((resolve) => setTimeout(resolve, retryAfter * 1000 + 50));
      } else {
        expect(res.status).toBe(400);
      }
    }
    expect(waits).toEqual([1, 2, 4]);
    expect(clock).toBeLessThan(60);
  }, 20_000);

  it('a password reset lifts the slow-down of sign-in for that account', async () => {
    const bff = app();
    await wrongFromTenAddresses(bff);
    await signIn(bff, '203.0.113.11', 'guess-11').expect(400);
    const slowed = await signIn(bff, '203.0.113.12', 'guess-12');
    expect(slowed.headers.ratelimit).toMatch(/^"sign-in";r=0;/);
    await request(bff)
      .post('/api/v1/members/resetpassword')
      .set('x-forwarded-for', '198.51.100.7')
      .send({ email: OWNER, token: 't', password: 'Fresh-5678' })
      .expect(200);
    // The count starts again: a typo goes through at once, with the quota back.
    const typo = await signIn(bff, '198.51.100.7', 'Fresh-567');
    expect(typo.status).toBe(400);
    expect(typo.headers.ratelimit).toMatch(/^"sign-in";r=9;/);
    await signIn(bff, '198.51.100.7', 'Fresh-5678').expect(200);
  });

  it('keeps the per-client limit: one address guessing many accounts is refused', async () => {
    const bff = app();
    for (let i = 0; i < 10; i += 1) {
      await request(bff)
        .post('/api/v1/members/signin')
        .set('x-forwarded-for', '192.0.2.9')
        .send({ email: `someone-${i}@example.com`, password: 'x', captcha: 'c' })
        .expect(400);
    }
    const refused = await signIn(bff, '192.0.2.9', password);
    expect(refused.status).toBe(429);
    expect(refused.headers['ratelimit-policy']).toBe('"sign-in";q=10;w=60');
  });
});
