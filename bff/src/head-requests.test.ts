import path from 'node:path';
import { ORDERING_CALLS } from '@qsr/shared-contracts/core';
import { createApp } from './app';
import { startFakeSandbox, type FakeSandbox } from './test-support/fake-sandbox';
import {
  listenOnFreePort,
  rawRequest,
  tempDir,
  testConfig,
  writeFile,
  type RawResponse,
} from './test-support/helpers';

/**
 * Headers that name the exchange rather than the answer; a limited read's remaining quota too
 * (`ratelimit`: the HEAD counted as the GET did, one less is left).
 */
const PER_EXCHANGE = ['date', 'x-request-id', 'connection', 'keep-alive', 'ratelimit'];

/** A new visitor's cohort id is random: the same cookie, whatever its value. */
const anyCohort = (cookie: string) => cookie.replace(/^qsr-cohort=[^;]+/, 'qsr-cohort=<id>');

function answerHeaders(res: RawResponse): Record<string, unknown> {
  const headers: Record<string, unknown> = { ...res.headers };
  for (const name of PER_EXCHANGE) delete headers[name];
  const cookies = headers['set-cookie'];
  if (Array.isArray(cookies)) headers['set-cookie'] = cookies.map(anyCohort);
  return headers;
}

/** Every GET of the ordering table, its `{param}`s filled in. */
const ORDERING_READS = Object.values(ORDERING_CALLS)
  .filter((call) => call.method === 'GET')
  .map(
    (call) =>
      `/api/${'v2' in call && call.v2 ? 'v2' : 'v1'}/${call.path.replace(/\{[^}]+\}/g, '100100')}`,
  );

const OPERATOR = { 'x-operator-token': 'sandbox-operator-token', client_sub: 'mealtime' };

/** What a browser, a crawler or a monitor GETs from the site, and the headers it sends. */
const GET_ROUTES: [string, Record<string, string>][] = [
  ['/', { accept: 'text/html' }],
  ['/menu', { accept: 'text/html' }],
  ['/no/such/page', { accept: 'text/html' }],
  ['/config/remotes.json', {}],
  ['/healthz', {}],
  ['/readyz', {}],
  ['/sw.js', {}],
  ['/main.0a1b2c3d4e.js', {}],
  ['/missing.js', {}],
  ['/remotes/menuCart/1.0.0/remoteEntry.js', {}],
  ['/remotes/menuCart/1.0.0/mf-manifest.json', {}],
  ['/manifest.webmanifest', {}],
  ['/favicon.ico', {}],
  ['/cms/stories/home', {}],
  ['/api/careers-sheet', {}],
  ['/api/jobsearch?action=search&q=cook', {}],
  ['/api/v1/locations/search?q=chicken', {}],
  ['/api/braze/segments/list', OPERATOR],
  ...ORDERING_READS.map((route): [string, Record<string, string>] => [route, {}]),
];

describe('HEAD wherever GET is', () => {
  let sandbox: FakeSandbox;
  let server: { port: number; close(): Promise<void> };

  beforeAll(async () => {
    sandbox = await startFakeSandbox();
    const hostDist = tempDir('host');
    writeFile(
      path.join(hostDist, 'index.html'),
      '<!doctype html><html><head><title>t</title></head><body></body></html>',
    );
    writeFile(path.join(hostDist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    writeFile(path.join(hostDist, 'main.0a1b2c3d4e.js'), 'main();');
    writeFile(path.join(hostDist, 'icons', 'default-192.png'), 'png');
    const remotesRoot = tempDir('remotes');
    const dist = path.join(remotesRoot, 'mfe-menu-cart', 'dist');
    writeFile(
      path.join(dist, 'release.json'),
      '{"name":"menuCart","version":"1.0.0","contractMajor":1}',
    );
    writeFile(path.join(dist, 'mf-manifest.json'), '{"id":"menuCart"}');
    writeFile(path.join(dist, 'remoteEntry.js'), 'var menuCart;');
    const app = createApp(
      testConfig({ ...sandbox.env, HOST_DIST: hostDist, REMOTES_ROOT: remotesRoot }),
    );
    server = await listenOnFreePort(app);
  });

  afterAll(async () => {
    await server.close();
    await sandbox.close();
  });

  it('reads every GET of the ordering table', () => {
    expect(ORDERING_READS.length).toBeGreaterThan(10);
  });

  it.each(GET_ROUTES)(
    'HEAD %s: the status and headers of the GET, no body',
    async (route, headers) => {
      const get = await rawRequest(server.port, route, { headers });
      const head = await rawRequest(server.port, route, { method: 'HEAD', headers });
      expect(get.status).not.toBe(405);
      expect(head.status).toBe(get.status);
      expect(answerHeaders(head)).toEqual(answerHeaders(get));
      expect(head.body).toBe('');
    },
  );
});
