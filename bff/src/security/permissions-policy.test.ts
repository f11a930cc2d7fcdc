import path from 'node:path';
import { createApp } from '../app';
import { startFakeSandbox, type FakeSandbox } from '../test-support/fake-sandbox';
import {
  listenOnFreePort,
  rawRequest,
  tempDir,
  testConfig,
  writeFile,
} from '../test-support/helpers';

/** `a=(self), b=()` → { a: '(self)', b: '()' }. */
function policyOf(header: string | string[] | undefined): Record<string, string> {
  expect(typeof header).toBe('string');
  return Object.fromEntries(
    (header as string).split(',').map((part) => {
      const [name, allowlist] = part.trim().split('=');
      return [name as string, allowlist as string];
    }),
  );
}

describe('Permissions-Policy', () => {
  let sandbox: FakeSandbox;
  let server: { port: number; close(): Promise<void> };

  beforeAll(async () => {
    sandbox = await startFakeSandbox();
    const hostDist = tempDir('host');
    writeFile(path.join(hostDist, 'index.html'), '<html><head></head><body></body></html>');
    writeFile(path.join(hostDist, 'main.0a1b2c3d4e.js'), 'main();');
    server = await listenOnFreePort(createApp(testConfig({ ...sandbox.env, HOST_DIST: hostDist })));
  });

  afterAll(async () => {
    await server.close();
    await sandbox.close();
  });

  it.each([
    ['GET', '/', 'text/html'],
    ['GET', '/locations', 'text/html'],
    ['GET', '/no/such/page', 'text/html'],
    ['GET', '/main.0a1b2c3d4e.js', '*/*'],
    ['GET', '/missing.js', '*/*'],
    ['GET', '/x%2561', '*/*'],
    ['GET', '/config/remotes.json', '*/*'],
    ['GET', '/healthz', '*/*'],
    ['GET', '/readyz', '*/*'],
    ['GET', '/manifest.webmanifest', '*/*'],
    ['GET', '/api/v1/locations/search?q=x', '*/*'],
    ['GET', '/api/v1/../x', '*/*'],
    ['GET', '/api/nothing', '*/*'],
    ['POST', '/api/v1/members/signin', '*/*'],
    ['GET', '/cms/stories/home', '*/*'],
    ['HEAD', '/menu', 'text/html'],
    ['OPTIONS', '/', '*/*'],
  ])(
    '%s %s: on the answer, the site may use its position and pay, nothing else',
    async (method, route, accept) => {
      const res = await rawRequest(server.port, route, { method, headers: { accept } });
      const policy = policyOf(res.headers['permissions-policy']);
      expect(policy.geolocation).toBe('(self)');
      expect(policy.payment).toBe('(self)');
      expect(policy.fullscreen).toBe('(self)');
      for (const denied of ['camera', 'microphone', 'usb', 'display-capture', 'browsing-topics']) {
        expect(policy[denied]).toBe('()');
      }
      const allowed = Object.entries(policy).filter(([, allowlist]) => allowlist !== '()');
      expect(allowed.map(([name]) => name).sort()).toEqual([
        'fullscreen',
        'geolocation',
        'payment',
      ]);
    },
  );
});
