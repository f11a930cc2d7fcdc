import path from 'node:path';
import request from 'supertest';
import { createApp } from '../app';
import { createLifecycle } from '../lifecycle/lifecycle';
import { createLogger } from '../logging/logger';
import { connectSharedStore } from '../shared-store/redis';
import {
  closedPort,
  startUpstream,
  tempDir,
  testConfig,
  writeFile,
  type TestServer,
} from '../test-support/helpers';

describe('GET /readyz', () => {
  let upstream: TestServer;
  let hostDist: string;

  beforeEach(async () => {
    upstream = await startUpstream((req, res) => {
      res.setHeader('content-type', 'application/json');
      res.end(req.url === '/healthz' ? '{"ok":true}' : '{}');
    });
    hostDist = tempDir('host');
    writeFile(path.join(hostDist, 'index.html'), '<html></html>');
  });
  afterEach(() => upstream.close());

  it("200 when the ordering API's health answers and the host is built", async () => {
    const app = createApp(
      testConfig({ ORDERING_API_URL: `${upstream.url}/ordering/v1`, HOST_DIST: hostDist }),
    );
    const res = await request(app).get('/readyz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      status: 'ready',
      checks: { orderingApi: 'ok', hostBuild: 'ok', releases: 'ok' },
    });
    expect(res.headers['cache-control']).toBe('no-store');
    // A server call: client type web, user agent web.
    const [probe] = upstream.requests;
    expect(probe?.url).toBe('/healthz');
    expect(probe?.headers['x-client-type']).toBe('web');
    expect(probe?.headers['user-agent']).toBe('web');
  });

  it('200 degraded while the shared store (Redis) cannot be reached: fit, not whole', async () => {
    const port = await closedPort();
    const sharedStore = connectSharedStore(`redis://127.0.0.1:${port}`, createLogger('silent'));
    try {
      const app = createApp(
        testConfig({ ORDERING_API_URL: `${upstream.url}/ordering/v1`, HOST_DIST: hostDist }),
        { sharedStore, logger: createLogger('silent') },
      );
      const res = await request(app).get('/readyz');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        status: 'degraded',
        checks: {
          orderingApi: 'ok',
          hostBuild: 'ok',
          releases: 'ok',
          sharedStore: 'degraded: the shared store is unreachable',
        },
      });
    } finally {
      await sharedStore.close();
    }
  });

  it('503 naming the ordering API when it refuses connections', async () => {
    const port = await closedPort();
    const app = createApp(
      testConfig({ ORDERING_API_URL: `http://127.0.0.1:${port}/ordering/v1`, HOST_DIST: hostDist }),
    );
    const res = await request(app).get('/readyz');
    expect(res.status).toBe(503);
    expect(res.body.status).toBe('not ready');
    expect(res.body.failed).toEqual(['orderingApi']);
    expect(res.body.checks.orderingApi).toMatch(/^failed: unreachable/);
  });

  it('READY_ORDERING_API=reported: the ordering API away is degraded and 200, the rest still gates', async () => {
    const port = await closedPort();
    const settings = {
      ORDERING_API_URL: `http://127.0.0.1:${port}/ordering/v1`,
      READY_ORDERING_API: 'reported',
    };
    const res = await request(createApp(testConfig({ ...settings, HOST_DIST: hostDist }))).get(
      '/readyz',
    );
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('degraded');
    expect(res.body.checks.orderingApi).toMatch(/^degraded: unreachable/);
    // A replica without its host build is still unfit, whatever the ordering API does.
    const unbuilt = createApp(testConfig({ ...settings, HOST_DIST: tempDir('none') }));
    const missing = await request(unbuilt).get('/readyz');
    expect(missing.status).toBe(503);
    expect(missing.body.failed).toEqual(['hostBuild']);
  });

  it('READY_ORDERING_API accepts only required or reported', () => {
    expect(() => testConfig({ READY_ORDERING_API: 'sometimes' })).toThrow(
      /READY_ORDERING_API must be one of required, reported/,
    );
  });

  it('503 when the probe gets no answer within READY_TIMEOUT_MS', async () => {
    const slow = await startUpstream((_req, res) => {
      const timer = setTimeout(() => res.end('{}'), 5000);
      res.on('close', () => clearTimeout(timer));
    });
    try {
      const app = createApp(
        testConfig({
          ORDERING_API_URL: `${slow.url}/ordering/v1`,
          HOST_DIST: hostDist,
          READY_TIMEOUT_MS: '150',
        }),
      );
      const started = Date.now();
      const res = await request(app).get('/readyz');
      expect(res.status).toBe(503);
      expect(res.body.checks.orderingApi).toBe('failed: no answer within 150 ms');
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      await slow.close();
    }
  });

  it('503 for a 5xx health answer, and for a missing host build', async () => {
    const sick = await startUpstream((_req, res) => {
      res.statusCode = 503;
      res.end();
    });
    try {
      const app = createApp(
        testConfig({ ORDERING_API_URL: `${sick.url}/ordering/v1`, HOST_DIST: tempDir('empty') }),
      );
      const res = await request(app).get('/readyz');
      expect(res.status).toBe(503);
      expect(res.body.failed).toEqual(['orderingApi', 'hostBuild']);
      expect(res.body.checks).toEqual({
        orderingApi: 'failed: status 503',
        hostBuild: 'failed: host not built (no index.html)',
        releases: 'ok',
      });
    } finally {
      await sick.close();
    }
  });

  it('uses READY_PROBE_URL when set', async () => {
    const app = createApp(
      testConfig({
        ORDERING_API_URL: 'http://127.0.0.1:1/ordering/v1',
        READY_PROBE_URL: `${upstream.url}/ordering/v1/locations`,
        HOST_DIST: hostDist,
      }),
    );
    await request(app).get('/readyz').expect(200);
    expect(upstream.requests[0]?.url).toBe('/ordering/v1/locations');
  });

  it('503 shutting down once draining, without probing', async () => {
    const lifecycle = createLifecycle();
    const app = createApp(
      testConfig({ ORDERING_API_URL: `${upstream.url}/ordering/v1`, HOST_DIST: hostDist }),
      { lifecycle },
    );
    lifecycle.startDraining();
    const res = await request(app).get('/readyz');
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ status: 'shutting down', failed: ['shutdown'] });
    expect(upstream.requests).toHaveLength(0);
  });
});
