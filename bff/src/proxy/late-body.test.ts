import http from 'node:http';
import { createApp } from '../app';
import { createLogger } from '../logging/logger';
import { listenOnFreePort, testConfig } from '../test-support/helpers';

const ANSWER_WITHIN_MS = 400;

/*
 * A body that arrives after the request's answer deadline: sent upstream, the call would be
 * done there (a line in the box) while the customer reads that it failed, and "try again"
 * would do it twice. It is not sent: the failure is true.
 */
describe('a request whose body comes after its answer deadline', () => {
  /** The paths the ordering API was asked, as soon as a request starts reaching it. */
  const asked: string[] = [];
  const upstream = http.createServer((req, res) => {
    asked.push(req.url ?? '');
    req.resume();
    req.on('end', () => res.setHeader('content-type', 'application/json').end('{}'));
  });
  let bff: Awaited<ReturnType<typeof listenOnFreePort>>;

  beforeAll(async () => {
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const { port } = upstream.address() as { port: number };
    const env = {
      ORDERING_API_URL: `http://127.0.0.1:${port}/ordering/v1`,
      ANSWER_WITHIN_MS: String(ANSWER_WITHIN_MS),
    };
    bff = await listenOnFreePort(createApp(testConfig(env), { logger: createLogger('silent') }));
  });
  afterAll(async () => {
    await bff?.close();
    upstream.closeAllConnections();
    await new Promise((resolve) => upstream.close(resolve));
  });

  /** Sends the headers, then the body `bodyAfterMs` later; the answer's status. */
  const addLine = (orderId: string, bodyAfterMs: number) =>
    new Promise<number>((resolve, reject) => {
      const body = JSON.stringify({ products: [{ id: 1, quantity: 1 }] });
      const req = http.request(
        {
          port: bff.port,
          method: 'POST',
          path: `/api/v1/orders/${orderId}/products`,
          headers: { 'content-type': 'application/json', 'content-length': body.length },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      req.flushHeaders();
      setTimeout(() => req.end(body), bodyAfterMs);
    });

  it('is not sent upstream, and fails as not done; in time, it goes', async () => {
    // In time first: the connection to the ordering API is then open, as on a busy site, and
    // a late call would reach it at once.
    expect(await addLine('in-time', 0)).toBe(200);
    expect(await addLine('late', ANSWER_WITHIN_MS + 100)).toBe(504);
    expect(asked).toEqual(['/ordering/v1/orders/in-time/products']);
  });
});
