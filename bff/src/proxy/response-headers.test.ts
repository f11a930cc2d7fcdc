import zlib from 'node:zlib';
import request from 'supertest';
import { createApp } from '../app';
import {
  listenOnFreePort,
  rawRequest,
  startUpstream,
  testConfig,
  type TestServer,
} from '../test-support/helpers';
import { filterResponseHeaders, scopeSetCookie } from './response-headers';

describe('scopeSetCookie', () => {
  it.each([
    [
      'sid=abc; Domain=.evil.example; Path=/admin; SameSite=None',
      false,
      'sid=abc; Path=/; HttpOnly; SameSite=Lax',
    ],
    ['sid=abc', true, 'sid=abc; Path=/; HttpOnly; Secure; SameSite=Lax'],
    [
      'a=1; Max-Age=60; Expires=Wed, 21 Oct 2026 07:28:00 GMT; Partitioned',
      false,
      'a=1; Max-Age=60; Path=/; Expires=Wed, 21 Oct 2026 07:28:00 GMT; HttpOnly; SameSite=Lax',
    ],
    ['empty=', false, 'empty=; Path=/; HttpOnly; SameSite=Lax'],
  ])('%s (secure %s)', (cookie, secure, expected) => {
    expect(scopeSetCookie(cookie, secure)).toBe(expected);
  });

  it.each(['=x', 'novalue', 'bad name=1', '', 'a=b c', 'a=x\u0000y'])(
    'drops the malformed %p',
    (cookie) => {
      expect(scopeSetCookie(cookie, false)).toBeUndefined();
    },
  );
});

describe('filterResponseHeaders', () => {
  it('keeps the allowlist, drops hop-by-hop, internal and connection-named headers', () => {
    expect(
      filterResponseHeaders(
        {
          'content-type': 'application/json',
          etag: '"1"',
          'cache-control': 'no-cache',
          connection: 'keep-alive, x-custom',
          'keep-alive': 'timeout=5',
          'transfer-encoding': 'chunked',
          upgrade: 'h2c',
          'proxy-authenticate': 'Basic',
          trailer: 'x',
          server: 'nginx/1.2',
          'x-powered-by': 'Express',
          via: '1.1 internal',
          'x-request-id': 'upstream-id',
          'x-internal-user': 'admin',
          'x-custom': 'a',
          location: 'http://10.0.0.1/x',
          'content-security-policy': 'default-src *',
          'access-control-allow-origin': '*',
        },
        { secureCookies: false },
      ),
    ).toEqual({ 'content-type': 'application/json', etag: '"1"', 'cache-control': 'no-cache' });
  });
});

describe('response headers through the proxy', () => {
  let upstream: TestServer;

  beforeEach(async () => {
    upstream = await startUpstream((_req, res) => {
      res.setHeader('content-type', 'application/json');
      res.setHeader('set-cookie', [
        'sid=1; Domain=api.internal; Path=/ordering; SameSite=None; Secure',
        'pref=2; Max-Age=60',
      ]);
      res.setHeader('server', 'upstream/1.0');
      res.setHeader('x-powered-by', 'PHP');
      res.setHeader('x-request-id', 'upstream-id');
      res.setHeader('keep-alive', 'timeout=5');
      res.setHeader('x-debug-sql', 'select *');
      res.setHeader('access-control-allow-origin', '*');
      res.setHeader('etag', '"e1"');
      res.end('{"ok":true}');
    });
  });
  afterEach(() => upstream.close());

  it('strips internal and hop-by-hop headers and scopes cookies to the site (localhost: not Secure)', async () => {
    const app = createApp(testConfig({ ORDERING_API_URL: `${upstream.url}/ordering/v1` }));
    const res = await request(app)
      .get('/api/v1/menus/1')
      .set('host', 'localhost:3000')
      .set('x-request-id', 'mine');
    expect(res.status).toBe(200);
    expect(res.headers['x-request-id']).toBe('mine');
    expect(res.headers.etag).toBe('"e1"');
    for (const header of [
      'server',
      'x-powered-by',
      'keep-alive',
      'x-debug-sql',
      'access-control-allow-origin',
    ]) {
      expect(res.headers[header]).toBeUndefined();
    }
    expect(res.headers['set-cookie']).toEqual([
      'sid=1; Path=/; HttpOnly; SameSite=Lax',
      'pref=2; Max-Age=60; Path=/; HttpOnly; SameSite=Lax',
    ]);
  });

  it('marks cookies Secure outside localhost', async () => {
    const app = createApp(testConfig({ ORDERING_API_URL: `${upstream.url}/ordering/v1` }));
    const res = await request(app).get('/api/v1/menus/1').set('host', 'order.example.com');
    expect(res.headers['set-cookie']).toEqual([
      'sid=1; Path=/; HttpOnly; Secure; SameSite=Lax',
      'pref=2; Max-Age=60; Path=/; HttpOnly; Secure; SameSite=Lax',
    ]);
  });

  it('does the same for answers the BFF reads whole (marketing proxy)', async () => {
    const app = createApp(testConfig({ BRAZE_URL: `${upstream.url}/braze` }));
    const res = await request(app)
      .post('/api/braze/users/track')
      .set('host', 'order.example.com')
      .set('client_sub', 'catering')
      .send({ attributes: [{ user_alias: { alias_label: 'device' }, Channel: 'Catering' }] });
    expect(res.status).toBe(200);
    expect(res.headers.server).toBeUndefined();
    expect(res.headers['x-debug-sql']).toBeUndefined();
    // The upstream's cookie is scoped; the BFF's own device alias cookie is kept beside it.
    const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    expect(cookies).toHaveLength(3);
    expect(cookies).toContain('sid=1; Path=/; HttpOnly; Secure; SameSite=Lax');
    expect(cookies.find((cookie) => cookie.startsWith('qsr_alias='))).toMatch(
      /; Path=\/api\/braze; HttpOnly; Secure; SameSite=Strict$/,
    );
  });
});

describe('request bodies', () => {
  let upstream: TestServer;
  let app: ReturnType<typeof createApp>;

  beforeEach(async () => {
    upstream = await startUpstream();
    app = createApp(
      testConfig({ ORDERING_API_URL: `${upstream.url}/ordering/v1`, BODY_LIMIT: '1kb' }),
    );
  });
  afterEach(() => upstream.close());

  it('forwards a body within the limit unchanged, with its length', async () => {
    const body = JSON.stringify({ products: [{ id: 1, quantity: 2, choices: [] }] });
    await request(app)
      .post('/api/v1/orders/1/products')
      .set('content-type', 'application/json')
      .send(body)
      .expect(200);
    expect(upstream.requests[0]?.body).toBe(body);
    expect(upstream.requests[0]?.headers['content-length']).toBe(String(Buffer.byteLength(body)));
  });

  it('413 with a JSON message over the limit, announced or chunked, and no upstream call', async () => {
    const big = JSON.stringify({ note: 'x'.repeat(2000) });
    const announced = await request(app)
      .put('/api/v1/orders/1/custom')
      .set('content-type', 'application/json')
      .send(big);
    expect(announced.status).toBe(413);
    expect(announced.body).toEqual({ message: 'Request body is too large.' });

    const chunked = request(app)
      .put('/api/v1/orders/1/custom')
      .set('content-type', 'application/json')
      .set('transfer-encoding', 'chunked');
    chunked.write(big.slice(0, 1000));
    chunked.write(big.slice(1000));
    const res = await chunked;
    expect(res.status).toBe(413);
    expect(upstream.requests).toHaveLength(0);
  });

  it('counts a compressed body inflated: a zip bomb is 413', async () => {
    const bomb = zlib.gzipSync(Buffer.alloc(64 * 1024, 'a'));
    expect(bomb.length).toBeLessThan(1024);
    const server = await listenOnFreePort(app);
    try {
      const res = await rawRequest(server.port, '/api/v1/orders/1/custom', {
        method: 'PUT',
        headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
        body: bomb,
      });
      expect(res.status).toBe(413);
      expect(upstream.requests).toHaveLength(0);
    } finally {
      await server.close();
    }
  });

  it('sends a small compressed body inflated (content-encoding is not forwarded)', async () => {
    const body = '{"menu_id":1}';
    const server = await listenOnFreePort(app);
    try {
      const res = await rawRequest(server.port, '/api/v1/orders/create', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
        body: zlib.gzipSync(body),
      });
      expect(res.status).toBe(200);
    } finally {
      await server.close();
    }
    expect(upstream.requests[0]?.body).toBe(body);
    expect(upstream.requests[0]?.headers['content-encoding']).toBeUndefined();
  });

  it('never lets a body reach a pooled upstream connection unframed (no smuggled request)', async () => {
    const smuggled = JSON.stringify({
      note: 'GET /ordering/v1/members/get HTTP/1.1\r\nHost: x\r\n\r\n',
    });
    const server = await listenOnFreePort(app);
    try {
      // A GET with a body on the proxied API: sent with its exact length, as one request.
      const res = await rawRequest(server.port, '/api/v1/menus/1', {
        headers: { 'transfer-encoding': 'chunked', 'content-type': 'application/json' },
        body: smuggled,
      });
      expect(res.status).toBe(200);
      await rawRequest(server.port, '/api/v1/menus/2');
      expect(upstream.requests.map((r) => r.url)).toEqual([
        '/ordering/v1/menus/1',
        '/ordering/v1/menus/2',
      ]);
      expect(upstream.requests[0]?.body).toBe(smuggled);
      expect(upstream.requests[0]?.headers['content-length']).toBe(String(smuggled.length));
    } finally {
      await server.close();
    }
  });
});

describe('read-only routes refuse a request body', () => {
  it.each(['/api/careers-sheet', '/api/jobsearch?action=search', '/cms/stories'])(
    'GET %s with a body: 400, no upstream call',
    async (url) => {
      const upstream = await startUpstream();
      const app = createApp(testConfig({ ORDERING_API_URL: `${upstream.url}/ordering/v1` }));
      const server = await listenOnFreePort(app);
      try {
        const res = await rawRequest(server.port, url, {
          headers: { 'content-length': '36' },
          body: 'GET /braze/users/export/ids HTTP/1.1',
        });
        expect(res.status).toBe(400);
        expect(upstream.requests).toHaveLength(0);
      } finally {
        await server.close();
        await upstream.close();
      }
    },
  );
});
