import request from 'supertest';
import { createApp } from '../app';
import { ORDERING_CALLS } from '@qsr/shared-contracts/core';
import { createLogger } from '../logging/logger';
import { startFakeSandbox, type FakeSandbox } from '../test-support/fake-sandbox';
import { listenOnFreePort, rawRequest, testConfig } from '../test-support/helpers';
import { compileAllowList } from './allowed-calls';

describe('compileAllowList', () => {
  const match = compileAllowList();

  it("finds a request's call by method and path", () => {
    expect(match('v1', 'POST', '/orders/0f3c/submit')).toMatchObject({ name: 'submitOrder' });
    expect(match('v1', 'DELETE', '/orders/0f3c')).toMatchObject({ name: 'cancelOrder' });
    expect(match('v1', 'GET', '/orders/0f3c')).toMatchObject({ name: 'retrieveOrder' });
    expect(match('v1', 'GET', '/orders/recent')).toMatchObject({ name: 'getRecentOrders' });
    expect(match('v2', 'PUT', '/carts/c-1/donations')).toMatchObject({ name: 'setDonation' });
    expect(match('v1', 'GET', '/upsells/o%2D1/product/7')).toMatchObject({
      name: 'getUpsellProduct',
    });
  });

  it('names the methods of a known path asked with another one', () => {
    expect(match('v1', 'GET', '/orders/0f3c/submit')).toEqual({ methods: ['POST'] });
    expect(match('v1', 'PATCH', '/orders/1/time')).toEqual({ methods: ['PUT', 'DELETE'] });
  });

  it.each([
    ['v1', '/_sandbox/mailbox'],
    ['v1', '/orders/1/submit/'],
    ['v1', '/Orders/1/submit'],
    ['v1', '/orders//submit'],
    ['v1', '/orders/1/refund'],
    ['v1', '/members'],
    ['v1', '/carts/c-1/donations'],
    ['v2', '/orders/1'],
    ['v1', ''],
    ['v1', '/'],
  ] as const)('%s %s is no call of the site', (api, path) => {
    expect(match(api, 'GET', path)).toBeNull();
    expect(match(api, 'POST', path)).toBeNull();
  });
});

/** Each call of the table, its `{params}` filled, as the browser sends it. */
const SITE_CALLS = Object.entries(ORDERING_CALLS).map(([name, call]) => {
  const path = call.path.replace(/\{[^}]+\}/g, 'x1');
  return { name, method: call.method, path, url: `/api/${call.v2 ? 'v2' : 'v1'}/${path}` };
});

describe('the BFF forwards only the calls of the table', () => {
  let sandbox: FakeSandbox;
  let lines: string[];
  let app: ReturnType<typeof createApp>;

  beforeEach(async () => {
    sandbox = await startFakeSandbox();
    lines = [];
    app = createApp(
      testConfig({ ...sandbox.env, RATE_LIMIT_MAX: '1000', PAYMENT_LIMIT_MAX: '1000' }),
      { logger: createLogger('warn', { write: (line: string) => lines.push(line) }) },
    );
  });
  afterEach(() => sandbox.close());

  it.each(SITE_CALLS)('$method $url reaches the ordering API ($name)', async (call) => {
    const send = request(app)[call.method.toLowerCase() as 'get'];
    const res = await send(call.url).set('authorization', 'Bearer member-token-1').send({});
    expect(res.status).toBe(200);
    const upstream = `/ordering/${call.url.startsWith('/api/v2') ? 'v2' : 'v1'}/${call.path}`;
    expect(sandbox.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      `${call.method} ${upstream}`,
    ]);
  });

  it.each([
    // The sandbox's test hooks and made-up internal or admin paths.
    ['GET', '/api/v1/_sandbox/mailbox?email=demo@example.com'],
    ['DELETE', '/api/v1/_sandbox/mailbox'],
    ['GET', '/api/v1/admin/users'],
    ['POST', '/api/v1/orders/1/refund'],
    ['GET', '/api/v1/members'],
    ['GET', '/api/v1/internal/config'],
    ['GET', '/api/v2/orders/1'],
    ['GET', '/api/v2/carts/c-1'],
    // Near misses of real calls.
    ['POST', '/api/v1/members/signin/'],
    ['POST', '/api/v1/Members/SignIn'],
    ['GET', '/api/v1/menus/1/products'],
    ['GET', '/api/v1/menus'],
  ])('%s %s: 404 before any upstream call, logged', async (method, url) => {
    const res = await request(app)[method.toLowerCase() as 'get'](url);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Not found' });
    expect(sandbox.requests).toHaveLength(0);
    expect(lines.join('')).toContain('"msg":"call not in the allow-list"');
    expect(lines.join('')).toContain('"refused":"path"');
  });

  it.each(['TRACE', 'PROPFIND', 'PATCH', 'OPTIONS', 'HEAD', 'DELETE'])(
    '%s on a known path: 405 naming the methods it has, before any upstream call',
    async (method) => {
      const server = await listenOnFreePort(app);
      try {
        const res = await rawRequest(server.port, '/api/v1/orders/1/submit', { method });
        expect(res.status).toBe(405);
        expect(res.headers.allow).toBe('POST');
        expect(sandbox.requests).toHaveLength(0);
        expect(lines.join('')).toContain('"refused":"method"');
      } finally {
        await server.close();
      }
    },
  );
});
