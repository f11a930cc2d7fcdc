import zlib from 'node:zlib';
import request from 'supertest';
import { createApp } from '../app';
import { startFakeSandbox, type FakeSandbox } from '../test-support/fake-sandbox';
import {
  closedPort,
  listenOnFreePort,
  rawRequest,
  startUpstream,
  testConfig,
} from '../test-support/helpers';

describe('/cms', () => {
  let sandbox: FakeSandbox;
  let app: ReturnType<typeof createApp>;

  beforeEach(async () => {
    sandbox = await startFakeSandbox();
    app = createApp(testConfig(sandbox.env));
  });
  afterEach(() => sandbox.close());

  it('forwards GET /cms/<path> with its query to CONTENT_API_URL, cacheable as the service says', async () => {
    const res = await request(app)
      .get('/cms/stories?starts_with=global/&per_page=100&token=sandbox-public-token')
      .set('authorization', 'Bearer member')
      .set('cookie', 'a=b');
    expect(res.status).toBe(200);
    expect(res.body.path).toBe(
      '/cdn/stories?starts_with=global/&per_page=100&token=sandbox-public-token',
    );
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(res.headers.etag).toBe('"v1"');
    expect(res.headers['last-modified']).toBe('Wed, 01 Jan 2025 00:00:00 GMT');
    expect(res.headers['content-security-policy']).toMatch(/^default-src 'none'/);
    const headers = sandbox.requests[0]?.headers ?? {};
    expect(headers.authorization).toBeUndefined();
    expect(headers.cookie).toBeUndefined();
  });

  it('takes storyblok-js-client’s /cms/cdn/<path> as /cms/<path>', async () => {
    const res = await request(app).get('/cms/cdn/stories/about?token=sandbox-public-token');
    expect(res.status).toBe(200);
    expect(res.body.path).toBe('/cdn/stories/about?token=sandbox-public-token');
  });

  it('revalidates: if-none-match goes upstream and 304 comes back', async () => {
    const res = await request(app).get('/cms/stories/home').set('if-none-match', '"v1"');
    expect(res.status).toBe(304);
    expect(sandbox.requests[0]?.headers['if-none-match']).toBe('"v1"');
  });

  describe('compression', () => {
    const story = JSON.stringify({ story: { content: { text: 'biscuits '.repeat(500) } } });

    async function answering(handler: Parameters<typeof startUpstream>[0]) {
      const upstream = await startUpstream(handler);
      return {
        upstream,
        app: createApp(testConfig({ CONTENT_API_URL: `${upstream.url}/cdn` })),
      };
    }

    it('gzips an answer the content service sent uncompressed', async () => {
      const { upstream, app: compressing } = await answering((_req, res) => {
        res.setHeader('content-type', 'application/json');
        res.end(story);
      });
      try {
        const res = await request(compressing)
          .get('/cms/stories/home')
          .set('accept-encoding', 'gzip');
        expect(res.status).toBe(200);
        expect(res.headers['content-encoding']).toBe('gzip');
        expect(res.text).toBe(story);
      } finally {
        await upstream.close();
      }
    });

    it('passes an answer the content service compressed as it came', async () => {
      const { upstream, app: compressing } = await answering((_req, res) => {
        res.setHeader('content-type', 'application/json');
        res.setHeader('content-encoding', 'gzip');
        res.end(zlib.gzipSync(story));
      });
      try {
        const res = await request(compressing)
          .get('/cms/stories/home')
          .set('accept-encoding', 'gzip');
        expect(res.headers['content-encoding']).toBe('gzip');
        expect(res.text).toBe(story);
      } finally {
        await upstream.close();
      }
    });
  });

  it('reads only', async () => {
    for (const method of ['post', 'put', 'delete', 'patch'] as const) {
      const res = await request(app)[method]('/cms/stories/home');
      expect(res.status).toBe(405);
      expect(res.headers.allow).toBe('GET, HEAD');
    }
    await request(app).get('/cms').expect(404);
    await request(app).get('/cms/').expect(404);
    expect(sandbox.requests).toHaveLength(0);
  });

  it.each([
    '/cms/../ordering/v1/members/get',
    '/cms/%2e%2e/ordering/v1/members/get',
    '/cms/%252e%252e/x',
    '/cms/stories%2f..%2f..%2fx',
    '/cms/stories\\..\\x',
    '/cms//evil.example/x',
    '/cms/http://evil.example/',
  ])('400 for %s, no upstream call', async (path) => {
    const server = await listenOnFreePort(app);
    try {
      const res = await rawRequest(server.port, path);
      expect(res.status).toBe(400);
      expect(sandbox.requests).toHaveLength(0);
    } finally {
      await server.close();
    }
  });

  it('502 refused, 504 too slow', async () => {
    const port = await closedPort();
    const down = createApp(testConfig({ CONTENT_API_URL: `http://127.0.0.1:${port}/cdn` }));
    expect((await request(down).get('/cms/stories')).status).toBe(502);
    const slow = await startUpstream((_req, res) => {
      const timer = setTimeout(() => res.end('{}'), 5000);
      res.on('close', () => clearTimeout(timer));
    });
    try {
      const late = createApp(
        testConfig({ CONTENT_API_URL: `${slow.url}/cdn`, UPSTREAM_TIMEOUT_MS: '200' }),
      );
      const res = await request(late).get('/cms/stories');
      expect(res.status).toBe(504);
      expect(res.body).toEqual({ message: 'Connection issue. Please try again.' });
    } finally {
      await slow.close();
    }
  });
});
