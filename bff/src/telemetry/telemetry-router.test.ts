import request from 'supertest';
import { createApp } from '../app';
import { tempDir, testConfig, writeRemoteBuild } from '../test-support/helpers';
import type { RemoteBuild } from '../remotes-config/remote-build';
import type { RemoteBuildSource } from '../remotes-config/remote-builds';
import { lowerBound } from './histogram';
import { createTelemetry, type Telemetry } from './telemetry';

const ORIGIN = 'http://localhost:3000';
const COHORT = 'qsr-cohort=AAAAAAAAAAAAAAAAAAAAAA';
const SESSION = 'session-0123456789abcdef';
const SERIES = {
  remote: 'menuCart',
  version: '1.0.0',
  channel: 'default',
  environment: 'staging',
} as const;

function setup(
  quota = { points: 100, windowMs: 60_000 },
  addressQuota = { points: 1000, windowMs: 60_000 },
) {
  const root = tempDir('remotes');
  writeRemoteBuild(root, 'mfe-menu-cart', { name: 'menuCart', version: '1.0.0', contractMajor: 1 });
  const telemetry = createTelemetry({ quota, addressQuota });
  const app = createApp(testConfig({ REMOTES_ROOT: root, SITE_ENV: 'staging' }), { telemetry });
  const beacon = (body: unknown, headers: Record<string, string> = {}) =>
    request(app)
      .post('/api/telemetry')
      .set({
        host: 'localhost:3000',
        origin: ORIGIN,
        'sec-fetch-site': 'same-origin',
        cookie: COHORT,
        'content-type': 'text/plain;charset=UTF-8',
        ...headers,
      })
      .send(typeof body === 'string' ? body : JSON.stringify(body));
  return { app, telemetry, beacon };
}

const batch = (events: unknown[], session = SESSION) => ({ session, page: '/menu', events });
const rv = { remote: 'menuCart', version: '1.0.0' };

async function figures(telemetry: Telemetry) {
  return telemetry.counts(SERIES, 0);
}

describe('POST /api/telemetry', () => {
  it('aggregates a batch: sessions once, errors, vitals at their worst', async () => {
    const { telemetry, beacon } = setup();
    const first = await beacon(
      batch([
        { kind: 'loaded', ...rv },
        { kind: 'vital', name: 'LCP', value: 1800, ...rv },
        { kind: 'vital', name: 'INP', value: 90, ...rv },
        { kind: 'vital', name: 'CLS', value: 0.05 },
      ]),
    );
    expect(first.status).toBe(204);
    expect(first.text).toBe('');
    // The same session again: a worse LCP moves it, an error marks it, it stays one session.
    await beacon(
      batch([
        { kind: 'vital', name: 'LCP', value: 4200, ...rv },
        { kind: 'render-error', ...rv },
        { kind: 'uncaught-error', ...rv },
      ]),
    ).expect(204);
    await beacon(
      batch([{ kind: 'load-failure', ...rv, retries: 2 }], 'other-session-000000'),
    ).expect(204);
    await beacon(
      batch([{ kind: 'vital', name: 'LCP', value: 900, ...rv }], 'third-session-000000'),
    ).expect(204);

    const counted = await figures(telemetry);
    expect(counted.sessions).toBe(3);
    expect(counted.sessionsWithError).toBe(2);
    expect(counted.measured('LCP')).toBe(2);
    expect(counted.above('LCP', 2500)).toBe(1);
    expect(counted.above('LCP', 500)).toBe(2);
    expect(counted.measured('INP')).toBe(1);
    expect(counted.measured('CLS')).toBe(0);
    const p50 = counted.quantile('LCP', 0.5) as number;
    expect(p50).toBeGreaterThan(900);
    expect(counted.above('LCP', p50)).toBe(1);
    expect(counted.versionCounts({ lcpMs: 2500, inpMs: 200 })).toEqual({
      sessions: 3,
      sessionsWithError: 2,
      lcp: { measured: 2, above: 1 },
      inp: { measured: 1, above: 0 },
    });
    expect(lowerBound('LCP', 1)).toBe(10);
    expect(telemetry.refusedCounts()).toEqual({});
  });

  it('takes application/json as well as text/plain, and no charset as UTF-8', async () => {
    const { telemetry, beacon } = setup();
    await beacon(batch([{ kind: 'loaded', ...rv }]), { 'content-type': 'application/json' }).expect(
      204,
    );
    await beacon(batch([{ kind: 'loaded', ...rv }], 'plain-session-0000000'), {
      'content-type': 'text/plain',
    }).expect(204);
    expect((await figures(telemetry)).sessions).toBe(2);
  });

  it.each([
    ['text/html', 415, 'unsupported-type'],
    ['application/x-www-form-urlencoded', 415, 'unsupported-type'],
    ['text/plain;charset=ISO-8859-1', 415, 'unsupported-charset'],
    ['application/json; charset=utf-16', 415, 'unsupported-charset'],
  ])('refuses %s with %i', async (type, status, reason) => {
    const { telemetry, beacon } = setup();
    const res = await beacon(batch([{ kind: 'loaded', ...rv }]), { 'content-type': type });
    expect(res.status).toBe(status);
    expect(res.body.message).toEqual(expect.any(String));
    expect(telemetry.refusedCounts()).toEqual({ [reason]: 1 });
    expect((await figures(telemetry)).sessions).toBe(0);
  });

  it('refuses a batch over 16 KiB with 413', async () => {
    const { telemetry, beacon } = setup();
    const res = await beacon(`{"session":"${'a'.repeat(17 * 1024)}"}`);
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ message: expect.any(String) });
    expect(telemetry.refusedCounts()).toEqual({ 'too-large': 1 });
  });

  it.each([
    ['not JSON', '{"session":', 'malformed'],
    [
      'a key twice',
      `{"session":"${SESSION}","session":"${SESSION}","page":"/","events":[]}`,
      'malformed',
    ],
    ['an unknown field', { ...batch([{ kind: 'loaded', ...rv }]), userAgent: 'x' }, 'invalid'],
    [
      'an event with a message',
      batch([{ kind: 'render-error', ...rv, message: 'boom' }]),
      'invalid',
    ],
    [
      'an unknown remote',
      batch([{ kind: 'loaded', remote: 'admin', version: '1.0.0' }]),
      'invalid',
    ],
    [
      'a version that is not one',
      batch([{ kind: 'loaded', remote: 'menuCart', version: 'latest' }]),
      'invalid',
    ],
    ['a short session', batch([{ kind: 'loaded', ...rv }], 'short'), 'invalid'],
    [
      'a page with a query',
      { ...batch([{ kind: 'loaded', ...rv }]), page: '/menu?email=a@b.c' },
      'invalid',
    ],
    ['an LCP over 60 s', batch([{ kind: 'vital', name: 'LCP', value: 60_001, ...rv }]), 'invalid'],
    ['a negative INP', batch([{ kind: 'vital', name: 'INP', value: -1 }]), 'invalid'],
    ['a CLS over 10', batch([{ kind: 'vital', name: 'CLS', value: 11 }]), 'invalid'],
    [
      'a vital with a remote but no version',
      batch([{ kind: 'vital', name: 'LCP', value: 1, remote: 'menuCart' }]),
      'invalid',
    ],
    ['51 events', batch(Array.from({ length: 51 }, () => ({ kind: 'loaded', ...rv }))), 'invalid'],
  ])('refuses %s with 400', async (_what, body, reason) => {
    const { telemetry, beacon } = setup();
    const res = await beacon(body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: expect.any(String) });
    expect(telemetry.refusedCounts()).toEqual({ [reason]: 1 });
    expect((await figures(telemetry)).sessions).toBe(0);
  });

  it('refuses a version this site does not serve with 400', async () => {
    const { telemetry, beacon } = setup();
    const res = await beacon(batch([{ kind: 'loaded', remote: 'menuCart', version: '9.9.9' }]));
    expect(res.status).toBe(400);
    expect(telemetry.refusedCounts()).toEqual({ 'unknown-version': 1 });
    expect((await telemetry.counts({ ...SERIES, version: '9.9.9' }, 0)).sessions).toBe(0);
  });

  it.each([
    ['another origin', { origin: 'https://evil.example' }],
    ['the other channel’s origin', { origin: 'http://localhost:2001' }],
    ['an opaque origin', { origin: 'null' }],
    ['a cross-site fetch', { 'sec-fetch-site': 'cross-site' }],
  ])('refuses %s with 403', async (_what, headers) => {
    const { telemetry, beacon } = setup();
    const res = await beacon(batch([{ kind: 'loaded', ...rv }]), headers);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: expect.any(String) });
    expect(telemetry.refusedCounts()).toEqual({ 'foreign-origin': 1 });
  });

  it('takes a beacon of the catering channel from the catering origin', async () => {
    const { telemetry, beacon } = setup();
    await beacon(batch([{ kind: 'loaded', ...rv }]), {
      host: 'localhost:2001',
      origin: 'http://localhost:2001',
    }).expect(204);
    expect((await telemetry.counts({ ...SERIES, channel: 'catering' }, 0)).sessions).toBe(1);
    expect((await figures(telemetry)).sessions).toBe(0);
  });

  it.each<Record<string, string>>([{ 'sec-gpc': '1' }, { dnt: '1' }])(
    'keeps nothing when the browser asks (%p)',
    async (headers) => {
      const { telemetry, beacon } = setup();
      await beacon(batch([{ kind: 'render-error', ...rv }]), headers).expect(204);
      expect(telemetry.refusedCounts()).toEqual({ 'no-consent': 1 });
      expect((await figures(telemetry)).sessions).toBe(0);
    },
  );

  it('keeps nothing of a visitor without a cohort id, without reading it back', async () => {
    const { telemetry, beacon } = setup();
    await beacon(batch([{ kind: 'loaded', ...rv }]), { cookie: 'qsr-cohort=forged' }).expect(204);
    expect(telemetry.refusedCounts()).toEqual({ 'no-cohort': 1 });
    expect((await figures(telemetry)).sessions).toBe(0);
  });

  it('limits batches per session, and per client address more widely, with 429', async () => {
    const { telemetry, beacon } = setup(
      { points: 2, windowMs: 60_000 },
      { points: 5, windowMs: 60_000 },
    );
    const one = batch([{ kind: 'loaded', ...rv }]);
    await beacon(one).expect(204);
    await beacon(one).expect(204);
    const refused = await beacon(one);
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(refused.body).toEqual({ message: expect.any(String) });
    // Another customer behind the same address (a shared NAT) has a quota of their own…
    const other = batch([{ kind: 'loaded', ...rv }], 'another-session-0000');
    await beacon(other).expect(204);
    await beacon(other).expect(204);
    // …until the address's own count is spent: five taken from it in all.
    await beacon(batch([{ kind: 'loaded', ...rv }], 'a-third-session-0000')).expect(429);
    expect(telemetry.refusedCounts()).toEqual({ 'too-frequent': 2 });
  });

  it('counts one client’s share of sessions, whatever session ids and cohorts it makes up', async () => {
    const { telemetry, beacon } = setup();
    const failing = (n: number) =>
      beacon(
        batch(
          [
            { kind: 'loaded', ...rv },
            { kind: 'render-error', ...rv },
          ],
          `forged-session-${String(n).padStart(8, '0')}`,
        ),
        { cookie: `qsr-cohort=${String(n).padStart(22, 'B')}` },
      );
    // Every batch is answered as kept: a script learns nothing from the answer.
    for (let n = 0; n < 8; n += 1) await failing(n).expect(204);
    const counted = await figures(telemetry);
    expect([counted.sessions, counted.sessionsWithError]).toEqual([5, 5]);
    expect(telemetry.refusedCounts()).toEqual({ 'client-share': 3 });
  });

  it('answers other methods with 405 and leaves the rest of /api to its router', async () => {
    const { app } = setup();
    const get = await request(app).get('/api/telemetry').set('host', 'localhost:3000');
    expect(get.status).toBe(405);
    expect(get.headers.allow).toBe('POST');
    const below = await request(app).post('/api/telemetry/x').set('host', 'localhost:3000');
    expect(below.status).toBe(404);
  });

  it('keeps only the version the visitor’s cohort is served, not a canary it is not in', async () => {
    const root = tempDir('remotes');
    writeRemoteBuild(root, 'mfe-menu-cart', {
      name: 'menuCart',
      version: '1.0.0',
      contractMajor: 1,
    });
    const stable = { name: 'menuCart', version: '1.0.0' } as RemoteBuild;
    const canary = { name: 'menuCart', version: '1.1.0' } as RemoteBuild;
    // A canary of 1.1.0 reaches the cohort 'B…' only.
    const remoteBuilds: RemoteBuildSource = {
      list: async () => [stable],
      find: async (_name, version) => [stable, canary].find((b) => b.version === version),
      resolve: async (_channel, _environment, _overrides, cohort) =>
        cohort?.startsWith('B') ? [canary] : [stable],
    };
    const telemetry = createTelemetry({ quota: { points: 100, windowMs: 60_000 } });
    const app = createApp(testConfig({ REMOTES_ROOT: root, SITE_ENV: 'staging' }), {
      telemetry,
      remoteBuilds,
    });
    const send = (cohort: string, version: string) =>
      request(app)
        .post('/api/telemetry')
        .set({ host: 'localhost:3000', origin: ORIGIN, cookie: `qsr-cohort=${cohort}` })
        .set('content-type', 'text/plain;charset=UTF-8')
        .send(JSON.stringify(batch([{ kind: 'render-error', remote: 'menuCart', version }])));
    // The canary's errors from a visitor outside it: forged, or a page of another cohort.
    const forged = await send('AAAAAAAAAAAAAAAAAAAAAA', '1.1.0');
    expect(forged.status).toBe(400);
    expect(forged.body).toEqual({
      message: 'A version named is not the one this visitor is served.',
    });
    await send('BBBBBBBBBBBBBBBBBBBBBB', '1.1.0').expect(204);
    await send('BBBBBBBBBBBBBBBBBBBBBB', '1.0.0').expect(400);
    expect(telemetry.refusedCounts()).toEqual({ 'not-served': 2 });
    const canarySeries = { ...SERIES, version: '1.1.0' };
    expect((await telemetry.counts(canarySeries, 0)).sessionsWithError).toBe(1);
  });
});
