import path from 'node:path';
import request from 'supertest';
import { createApp } from '../app';
import type { RemotesConfig } from '@qsr/shared-contracts/core';
import { tempDir, testConfig, writeFile } from '../test-support/helpers';
import { remoteOrigins } from './security-headers';
import { isLocalHostname } from './local-host';

function directives(header: string | undefined): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of (header ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name, values);
  }
  return map;
}

const PINNED: RemotesConfig = {
  channel: 'default',
  environment: 'test',
  remotes: [
    {
      name: 'menuCart',
      version: '1.0.0',
      entry: '/remotes/menuCart/1.0.0/mf-manifest.json',
      contractMajor: 1,
    },
    {
      name: 'locator',
      version: '2.0.0',
      entry: 'https://cdn.example.com/locator/2.0.0/mf-manifest.json',
      contractMajor: 1,
    },
    {
      name: 'careers',
      version: '1.0.0',
      entry: 'http://localhost:3008/mf-manifest.json',
      contractMajor: 1,
    },
  ],
};

describe('remoteOrigins', () => {
  it('takes the origins of absolute entries; relative ones are the site itself', () => {
    expect(remoteOrigins(PINNED.remotes)).toEqual([
      'https://cdn.example.com',
      'http://localhost:3008',
    ]);
    expect(remoteOrigins([{ entry: 'javascript:alert(1)' }, { entry: '//x' }])).toEqual([]);
  });
});

describe('isLocalHostname', () => {
  it.each([
    ['localhost', true],
    ['catering.localhost', true],
    ['127.0.0.1', true],
    ['[::1]', true],
    ['order.example.com', false],
    ['localhost.example.com', false],
    [undefined, false],
  ])('%s → %s', (host, expected) => {
    expect(isLocalHostname(host)).toBe(expected);
  });
});

describe('security headers', () => {
  let hostDist: string;

  beforeEach(() => {
    hostDist = tempDir('host');
    writeFile(path.join(hostDist, 'index.html'), '<html><head></head><body></body></html>');
  });

  const appWith = (env: Record<string, string> = {}) =>
    createApp(testConfig({ HOST_DIST: hostDist, ...env }), {
      resolveRemotes: async (channel, environment) => ({ ...PINNED, channel, environment }),
    });

  it("pages: the site's own origin and the pinned remotes' origins, nothing else", async () => {
    const res = await request(appWith())
      .get('/menu')
      .set('accept', 'text/html')
      .set('host', 'localhost:3000');
    expect(res.status).toBe(200);
    const csp = directives(res.headers['content-security-policy']);
    const remotes = ['https://cdn.example.com', 'http://localhost:3008'];
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'", ...remotes]);
    expect(csp.get('connect-src')).toEqual(["'self'", ...remotes]);
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'", ...remotes]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', ...remotes]);
    expect(csp.get('frame-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
    expect(csp.get('script-src-attr')).toEqual(["'none'"]);
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
    expect(res.headers['content-security-policy']).not.toMatch(/unsafe-eval|\*|https:(?!\/)/);
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('adds the maps and bot-check origins when configured', async () => {
    const app = appWith({
      MAPS_ORIGIN: 'https://maps.googleapis.com,https://maps.gstatic.com',
      CAPTCHA_ORIGIN: 'https://www.google.com',
    });
    const res = await request(app).get('/locations').set('accept', 'text/html');
    const csp = directives(res.headers['content-security-policy']);
    for (const origin of [
      'https://maps.googleapis.com',
      'https://maps.gstatic.com',
      'https://www.google.com',
    ]) {
      expect(csp.get('script-src')).toContain(origin);
      expect(csp.get('connect-src')).toContain(origin);
      expect(csp.get('frame-src')).toContain(origin);
    }
  });

  it('adds Google Places’ origins only when its key is set', async () => {
    const places = ['https://maps.googleapis.com', 'https://places.googleapis.com'];
    const without = await request(appWith({})).get('/locations').set('accept', 'text/html');
    for (const origin of places) {
      expect(without.headers['content-security-policy']).not.toContain(origin);
    }
    const res = await request(appWith({ PLACES_API_KEY: 'places-browser-key' }))
      .get('/locations')
      .set('accept', 'text/html');
    const csp = directives(res.headers['content-security-policy']);
    for (const origin of places) {
      expect(csp.get('script-src')).toContain(origin);
      expect(csp.get('connect-src')).toContain(origin);
    }
    expect(csp.get('img-src')).toContain('https://maps.gstatic.com');
  });

  it('lets the browser fetch the wallet’s payment method manifest, and nothing else of it', async () => {
    const app = appWith({ WALLET_METHOD: 'https://google.com/pay', WALLET_NAME: 'Google Pay' });
    const res = await request(app).get('/order/checkout').set('accept', 'text/html');
    const csp = directives(res.headers['content-security-policy']);
    expect(csp.get('connect-src')).toContain('https://google.com');
    expect(csp.get('script-src')).not.toContain('https://google.com');
    expect(res.headers['permissions-policy']).toMatch(/payment=\(self\)/);
  });

  it('HSTS and upgrade-insecure-requests outside localhost only', async () => {
    const app = appWith();
    const remote = await request(app)
      .get('/menu')
      .set('accept', 'text/html')
      .set('host', 'order.example.com');
    expect(remote.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(
      directives(remote.headers['content-security-policy']).has('upgrade-insecure-requests'),
    ).toBe(true);
    for (const host of ['localhost:3000', 'catering.localhost:3000', '127.0.0.1:2001']) {
      const local = await request(app).get('/menu').set('accept', 'text/html').set('host', host);
      expect(local.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('data answers may load nothing', async () => {
    const app = appWith();
    for (const url of ['/api/v1/nope/../x', '/healthz', '/config/remotes.json', '/api/nothing']) {
      const res = await request(app).get(url);
      expect(res.headers['content-security-policy']).toBe(
        "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
      );
    }
  });

  it('compresses static assets', async () => {
    writeFile(path.join(hostDist, 'main.0a1b2c3d4e.js'), `x(${JSON.stringify('y'.repeat(4000))})`);
    const res = await request(appWith())
      .get('/main.0a1b2c3d4e.js')
      .set('accept-encoding', 'br, gzip');
    expect(['br', 'gzip']).toContain(res.headers['content-encoding']);
  });
});
