import request from 'supertest';
import { createApp } from '../app';
import { startUpstream, testConfig, type TestServer } from '../test-support/helpers';
import { orderingApiHeaders } from './upstream-headers';

describe('the idempotency key of a submit reaches the ordering API', () => {
  let upstream: TestServer | undefined;
  afterEach(() => upstream?.close());

  it('is kept among the forwarded headers', () => {
    const outgoing = orderingApiHeaders({ 'idempotency-key': 'key-0123456789' }, 'req-1');
    expect(outgoing['idempotency-key']).toBe('key-0123456789');
  });

  it('goes through the proxy with the submit, the same on a retry', async () => {
    upstream = await startUpstream((_req, res) => {
      res.setHeader('content-type', 'application/json');
      res.end('{"id":"o1","status":"received"}');
    });
    const app = createApp(
      testConfig({
        ORDERING_API_URL: `${upstream.url}/ordering/v1`,
        ORDERING_API_V2_URL: `${upstream.url}/ordering/v2`,
      }),
    );
    for (let attempt = 0; attempt < 2; attempt += 1) {
      await request(app)
        .post('/api/v1/orders/o1/submit')
        .set('x-api-path', 'orders/o1/submit')
        .set('Idempotency-Key', '7c9e6679-7425-40de-944b-e07fc1f90ae7')
        .send({ usertype: 'guest', payments: [] })
        .expect(200);
    }
    expect(upstream.requests.map((r) => r.headers['idempotency-key'])).toEqual([
      '7c9e6679-7425-40de-944b-e07fc1f90ae7',
      '7c9e6679-7425-40de-944b-e07fc1f90ae7',
    ]);
  });
});
