import net, { type AddressInfo, type Socket } from 'node:net';
import request from 'supertest';
import { createApp } from '../app';
import {
  closedPort,
  listenOnFreePort,
  rawRequest,
  startUpstream,
  testConfig,
  type TestServer,
} from '../test-support/helpers';

const CONNECTION_ISSUE_BODY = { message: 'Connection issue. Please try again.' };

describe('/api/v1 and /api/v2/carts proxy', () => {
  let upstream: TestServer;
  let app: ReturnType<typeof createApp>;

  beforeEach(async () => {
    upstream = await startUpstream((req, res) => {
      if (req.url.includes('/coupon') && req.body.includes('FAILS')) {
        res.statusCode = 422;
        res.setHeader('content-type', 'application/json');
        res.end('[{"message":"[200] Code is invalid"}]');
        return;
      }
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ path: req.url }));
    });
    app = createApp(
      testConfig({
        ORDERING_API_URL: `${upstream.url}/ordering/v1`,
        ORDERING_API_V2_URL: `${upstream.url}/ordering/v2/`,
      }),
    );
  });

  afterEach(() => upstream.close());

  it('forwards /api/v1/<path> with its query to the ordering API base', async () => {
    const res = await request(app).get('/api/v1/menus/100100?from=1&to=2').expect(200);
    expect(res.body).toEqual({ path: '/ordering/v1/menus/100100?from=1&to=2' });
    expect(upstream.requests).toHaveLength(1);
    expect(upstream.requests[0]?.method).toBe('GET');
  });

  it('forwards /api/v2/carts/<path> to the v2 base, and nothing else of v2', async () => {
    await request(app)
      .put('/api/v2/carts/c-1/donations')
      .set('content-type', 'application/json')
      .set('x-api-path', 'carts/c-1/donations')
      .send({ id: 'd1', amount: 1 })
      .expect(200, { path: '/ordering/v2/carts/c-1/donations' });
    expect(upstream.requests[0]?.body).toBe('{"id":"d1","amount":1}');
    expect(upstream.requests[0]?.headers['content-type']).toBe('application/json; charset=utf-8');

    await request(app).get('/api/v2/orders/1').expect(404, { message: 'Not found' });
    expect(upstream.requests).toHaveLength(1);
  });

  it('sends the §6 headers, keeps the allowed ones and drops the rest', async () => {
    await request(app)
      .post('/api/v1/orders/create')
      .set('x-api-path', 'orders/create')
      .set('x-device-id', 'device-1')
      .set('x-ordering-token', 'ordering-secret')
      .set('authorization', 'Bearer access-secret')
      .set('accept', 'application/json')
      .set('cookie', 'source=app; session=abc')
      .set('x-client-type', 'spoofed')
      .set('x-environment', 'dev')
      .set('proxy-authorization', 'Basic x')
      .set('x-forwarded-for', '10.0.0.1')
      .set('keep-alive', 'timeout=5')
      .set('upgrade', 'websocket')
      .set('te', 'trailers')
      .set('content-type', 'application/json')
      .send({ menu_id: 1 })
      .expect(200);

    const headers = upstream.requests[0]?.headers ?? {};
    expect(headers).toMatchObject({
      'x-client-type': 'web',
      'x-api-version': '2',
      'x-environment': 'prod',
      'x-device-id': 'device-1',
      'x-ordering-token': 'ordering-secret',
      authorization: 'Bearer access-secret',
      accept: 'application/json',
      'content-type': 'application/json; charset=utf-8',
    });
    expect(headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    for (const dropped of [
      'x-api-path',
      'cookie',
      'proxy-authorization',
      'x-forwarded-for',
      'keep-alive',
      'upgrade',
      'te',
    ]) {
      expect(headers[dropped]).toBeUndefined();
    }
    expect(upstream.requests[0]?.body).toBe('{"menu_id":1}');
  });

  it('keeps a caller request id, or generates one, and returns it', async () => {
    const kept = await request(app).get('/api/v1/locations').set('x-request-id', 'abc-123');
    expect(kept.headers['x-request-id']).toBe('abc-123');
    expect(upstream.requests[0]?.headers['x-request-id']).toBe('abc-123');

    const generated = await request(app).get('/api/v1/locations');
    const id = generated.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(upstream.requests[1]?.headers['x-request-id']).toBe(id);
  });

  it('accepts an internal path header that matches, with or without a leading slash', async () => {
    await request(app).get('/api/v1/locations/search?lat=1').set('x-api-path', 'locations/search');
    await request(app).get('/api/v1/orders/1').set('x-api-path', '/orders/1').expect(200);
    expect(upstream.requests).toHaveLength(2);
  });

  it('refuses a mismatching internal path header with 400 and no upstream call', async () => {
    const res = await request(app).get('/api/v1/menus/1').set('x-api-path', 'members/get');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Bad request' });
    expect(upstream.requests).toHaveLength(0);
  });

  it('passes upstream error bodies through unchanged', async () => {
    const res = await request(app).put('/api/v1/orders/1/coupon').send({ code: 'FAILS' });
    expect(res.status).toBe(422);
    expect(res.text).toBe('[{"message":"[200] Code is invalid"}]');
  });

  describe('refuses unsafe paths with 400 before any upstream call', () => {
    let server: { port: number; close(): Promise<void> };
    beforeEach(async () => {
      server = await listenOnFreePort(app);
    });
    afterEach(() => server.close());

    it.each([
      '/api/v1/../admin',
      '/api/v1/menus/../../admin',
      '/api/v1/menus/..',
      '/api/v1/./menus',
      '/api/v1/%2e%2e/admin',
      '/api/v1/%2E%2E/admin',
      '/api/v1/.%2e/admin',
      '/api/v1/menus%2f..%2fadmin',
      '/api/v1/menus%2F1',
      '/api/v1/menus%5c1',
      '/api/v1/%252e%252e/admin',
      '/api/v1/menus\\..\\admin',
      '/api/v1//evil.example/x',
      '/api/v1/http://evil.example/x',
      '/api/v1/https:%2f%2fevil.example',
      '/api/v1/menus/%E0%A4%A',
      '/api/v2/carts/../../v1/members/get',
      '/api/v2/carts/%2e%2e/x',
    ])('%s', async (unsafe) => {
      const res = await rawRequest(server.port, unsafe);
      expect(res.status).toBe(400);
      expect(JSON.parse(res.body)).toEqual({ message: 'Bad request' });
      expect(upstream.requests).toHaveLength(0);
    });

    it('an absolute-form request target', async () => {
      const res = await rawRequest(server.port, 'http://evil.example/api/v1/menus/1');
      expect(res.status).toBe(400);
      expect(upstream.requests).toHaveLength(0);
    });
  });
});

describe('upstream failures', () => {
  it('answers 502 fast with the connection-issue JSON when the upstream refuses', async () => {
    const port = await closedPort();
    const app = createApp(testConfig({ ORDERING_API_URL: `http://127.0.0.1:${port}/ordering/v1` }));
    const started = Date.now();
    const res = await request(app).get('/api/v1/menus/1');
    expect(res.status).toBe(502);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body).toEqual(CONNECTION_ISSUE_BODY);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('answers 504 once UPSTREAM_TIMEOUT_MS has passed without an answer', async () => {
    const slow = await startUpstream((_req, res) => {
      const timer = setTimeout(() => res.end('{"late":true}'), 5000);
      res.on('close', () => clearTimeout(timer));
    });
    try {
      const app = createApp(
        testConfig({ ORDERING_API_URL: `${slow.url}/ordering/v1`, UPSTREAM_TIMEOUT_MS: '200' }),
      );
      const started = Date.now();
      const res = await request(app).get('/api/v1/menus/1');
      const elapsed = Date.now() - started;
      expect(res.status).toBe(504);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.body).toEqual(CONNECTION_ISSUE_BODY);
      expect(elapsed).toBeGreaterThanOrEqual(150);
      expect(elapsed).toBeLessThan(2000);
      expect(slow.requests).toHaveLength(1);
    } finally {
      await slow.close();
    }
  });

  it('answers 504 when the upstream accepts the connection but never sends a byte', async () => {
    // Headers are never read: the request event never fires.
    const sockets: Socket[] = [];
    const silent = net.createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    try {
      const app = createApp(
        testConfig({
          ORDERING_API_URL: `http://127.0.0.1:${port}/ordering/v1`,
          UPSTREAM_TIMEOUT_MS: '200',
        }),
      );
      const started = Date.now();
      const res = await request(app).post('/api/v1/orders/create').send({ menu_id: 1 });
      expect(res.status).toBe(504);
      expect(res.body).toEqual(CONNECTION_ISSUE_BODY);
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      sockets.forEach((socket) => socket.destroy());
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });

  it('reuses upstream connections (keep-alive)', async () => {
    const upstream = await startUpstream();
    try {
      const app = createApp(testConfig({ ORDERING_API_URL: `${upstream.url}/ordering/v1` }));
      const server = await listenOnFreePort(app);
      try {
        await rawRequest(server.port, '/api/v1/locations');
        await rawRequest(server.port, '/api/v1/locations');
        const [first, second] = upstream.requests;
        expect(first?.headers.connection).toBe('keep-alive');
        expect(second?.remotePort).toBe(first?.remotePort);
      } finally {
        await server.close();
      }
    } finally {
      await upstream.close();
    }
  });

  it('opens a connection per request with UPSTREAM_KEEP_ALIVE_MS=0 (the benchmark baseline)', async () => {
    const upstream = await startUpstream();
    try {
      const app = createApp(
        testConfig({
          ORDERING_API_URL: `${upstream.url}/ordering/v1`,
          UPSTREAM_KEEP_ALIVE_MS: '0',
        }),
      );
      const server = await listenOnFreePort(app);
      try {
        await rawRequest(server.port, '/api/v1/locations');
        await rawRequest(server.port, '/api/v1/locations');
        const [first, second] = upstream.requests;
        expect(second?.remotePort).not.toBe(first?.remotePort);
      } finally {
        await server.close();
      }
    } finally {
      await upstream.close();
    }
  });
});
