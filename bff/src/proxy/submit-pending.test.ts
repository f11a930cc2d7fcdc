import type { ServerResponse } from 'node:http';
import request from 'supertest';
import { createApp } from '../app';
import { closedPort, startUpstream, testConfig, type TestServer } from '../test-support/helpers';

const CONNECTION_ISSUE_BODY = { message: 'Connection issue. Please try again.' };
const SUBMISSION = {
  usertype: 'guest',
  user: { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', phone: '9195550100' },
  payments: [{ type: 'creditcard', amount: 10.68, token: 'tok_1' }],
};
const PENDING_MESSAGE =
  'Your order is being confirmed. Do not place it again: its status will show whether it went through.';

/**
 * An ordering API that places the order it is sent and then never answers the submit (or, with
 * `breaks`, drops the connection): the case where "try again" would place it twice. Its status
 * call says what became of the order.
 */
async function placesWithoutAnswer({ breaks = false } = {}) {
  const placed = new Set<string>();
  const held: ServerResponse[] = [];
  const upstream = await startUpstream((req, res) => {
    const submit = /^\/ordering\/v1\/orders\/([^/]+)\/submit$/.exec(req.url)?.[1];
    if (submit) {
      placed.add(decodeURIComponent(submit));
      if (breaks) res.socket?.destroy();
      else held.push(res);
      return;
    }
    const status = /^\/ordering\/v1\/orders\/([^/]+)\/status$/.exec(req.url)?.[1];
    res.setHeader('content-type', 'application/json');
    if (status && placed.has(decodeURIComponent(status))) {
      res.end(JSON.stringify({ id: decodeURIComponent(status), status: 'received' }));
      return;
    }
    // Anything else stalls as the submit does.
    held.push(res);
  });
  return { upstream, placed };
}

function bffFor(upstream: TestServer | string, timeoutMs = 300) {
  const base = typeof upstream === 'string' ? upstream : upstream.url;
  return createApp(
    testConfig({
      ORDERING_API_URL: `${base}/ordering/v1`,
      UPSTREAM_TIMEOUT_MS: String(timeoutMs),
      UPSTREAM_SUBMIT_TIMEOUT_MS: String(timeoutMs),
    }),
  );
}

const submit = (app: ReturnType<typeof createApp>, orderId: string) =>
  request(app)
    .post(`/api/v1/orders/${orderId}/submit`)
    .set('content-type', 'application/json')
    .set('idempotency-key', 'placement-key-0001')
    .send(SUBMISSION);

describe('a submit without an answer: pending, never "try again"', () => {
  let upstream: TestServer | undefined;
  afterEach(async () => {
    await upstream?.close();
    upstream = undefined;
  });

  it('the ordering API placed the order and stalls: 202 pending with the order reference, within the timeout', async () => {
    const fake = await placesWithoutAnswer();
    upstream = fake.upstream;
    const app = bffFor(upstream);
    const started = Date.now();
    const res = await submit(app, 'o-1042');
    const elapsed = Date.now() - started;

    expect(res.status).toBe(202);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toEqual({ status: 'pending', orderId: 'o-1042', message: PENDING_MESSAGE });
    expect(JSON.stringify(res.body)).not.toMatch(/try again/i);
    expect(elapsed).toBeGreaterThanOrEqual(250);
    expect(elapsed).toBeLessThan(2_000);
    // It went upstream once, and the order is placed: its status says so.
    expect(upstream.requests.filter((r) => r.url.endsWith('/submit'))).toHaveLength(1);
    expect(fake.placed.has('o-1042')).toBe(true);
    await request(app)
      .get('/api/v1/orders/o-1042/status')
      .expect(200, { id: 'o-1042', status: 'received' });
  });

  it('the reference is the order id the path named, percent-escapes read', async () => {
    upstream = (await placesWithoutAnswer()).upstream;
    const res = await submit(bffFor(upstream), 'o%C3%B1-7');
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({ status: 'pending', orderId: 'oñ-7' });
  });

  it('the connection breaks after the submit was sent: pending as well', async () => {
    const fake = await placesWithoutAnswer({ breaks: true });
    upstream = fake.upstream;
    const res = await submit(bffFor(upstream, 5_000), 'o-2');
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({ status: 'pending', orderId: 'o-2' });
    expect(fake.placed.has('o-2')).toBe(true);
  });

  it('a refused connection sent nothing, so no order can exist: 502 "try again", at once', async () => {
    const port = await closedPort();
    const started = Date.now();
    const res = await submit(bffFor(`http://127.0.0.1:${port}`, 5_000), 'o-3');
    expect(res.status).toBe(502);
    expect(res.body).toEqual(CONNECTION_ISSUE_BODY);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('any other call without an answer stays 504: only a submit can have placed an order', async () => {
    upstream = (await placesWithoutAnswer()).upstream;
    const res = await request(bffFor(upstream))
      .post('/api/v1/orders/o-4/validate')
      .set('content-type', 'application/json')
      .send({});
    expect(res.status).toBe(504);
    expect(res.body).toEqual(CONNECTION_ISSUE_BODY);
  });
});
