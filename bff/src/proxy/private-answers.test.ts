import request from 'supertest';
import { createApp } from '../app';
import { startUpstream, testConfig, type TestServer } from '../test-support/helpers';

describe("members' and orders' answers are never kept by a shared cache", () => {
  let upstream: TestServer;
  let app: ReturnType<typeof createApp>;

  beforeEach(async () => {
    upstream = await startUpstream((req, res) => {
      // An upstream that says everything may be cached, errors included.
      res.statusCode = req.url.includes('/orders/gone') ? 404 : 200;
      res.setHeader('cache-control', 'public, max-age=600');
      res.setHeader('content-type', 'application/json');
      res.end('{}');
    });
    app = createApp(testConfig({ ORDERING_API_URL: `${upstream.url}/ordering/v1` }));
  });
  afterEach(() => upstream.close());

  it.each([
    '/api/v1/members/addresses',
    '/api/v1/members/payments',
    '/api/v1/members/get',
    '/api/v1/members/loyalty',
    '/api/v1/orders/recent',
    '/api/v1/orders/faves',
    '/api/v1/orders/o-1',
    '/api/v1/orders/o-1/status',
    '/api/v1/orders/gone',
    '/api/v1/upsells/o-1',
  ])('GET %s: private, no-store', async (path) => {
    const res = await request(app).get(path).set('authorization', 'Bearer t');
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('a write is private too', async () => {
    const res = await request(app).post('/api/v1/orders/create').send({ menu_id: 1 });
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it.each(['/api/v1/menus/100100', '/api/v1/locations/101', '/api/v1/locations/search?q=x'])(
    "GET %s, the same for everyone, keeps the upstream's caching",
    async (path) => {
      const res = await request(app).get(path);
      expect(res.headers['cache-control']).toBe('public, max-age=600');
    },
  );
});
