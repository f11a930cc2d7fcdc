import path from 'node:path';
import request from 'supertest';
import { createApp } from '../app';
import { tempDir, testConfig, writeFile } from '../test-support/helpers';
import { cacheControlFor } from './cache-control';

const IMMUTABLE = 'public, max-age=31536000, immutable';

function siteConfigOf(html: string): unknown {
  const match = /<script type="application\/json" id="qsr-site-config">(.*?)<\/script>/s.exec(html);
  return match ? JSON.parse(match[1] as string) : undefined;
}

describe('cacheControlFor', () => {
  it.each([
    ['main.3f9a1c2e.js', IMMUTABLE],
    ['412.0123456789abcdef.chunk.css', IMMUTABLE],
    ['/x/vendors-react.ABCDEF0123.js', IMMUTABLE],
    ['remoteEntry.js', 'no-cache'],
    ['mf-manifest.json', 'no-cache'],
    ['index.html', 'no-cache'],
    ['logo.svg', 'no-cache'],
    ['main.3f9a1c.js', 'no-cache'],
  ])('%s → %s', (file, expected) => {
    expect(cacheControlFor(file)).toBe(expected);
  });
});

describe('static files', () => {
  let hostDist: string;
  let remotesRoot: string;
  let app: ReturnType<typeof createApp>;

  beforeEach(() => {
    hostDist = tempDir('host');
    remotesRoot = tempDir('remotes');
    writeFile(
      path.join(hostDist, 'index.html'),
      '<!doctype html><html><head><title>t</title></head><body></body></html>',
    );
    writeFile(
      path.join(hostDist, 'main.0a1b2c3d4e.js'),
      `console.log(${JSON.stringify('x'.repeat(4000))});`,
    );
    writeFile(path.join(hostDist, 'favicon.svg'), '<svg/>');
    writeFile(path.join(hostDist, 'main.0a1b2c3d4e.js.map'), '{"sourcesContent":["secret"]}');
    writeFile(path.join(hostDist, 'first-screen.html'), '<html><body>template</body></html>');
    const dist = path.join(remotesRoot, 'mfe-menu-cart', 'dist');
    writeFile(
      path.join(dist, 'release.json'),
      '{"name":"menuCart","version":"1.0.0","contractMajor":1}',
    );
    writeFile(path.join(dist, 'mf-manifest.json'), '{"id":"menuCart"}');
    writeFile(path.join(dist, 'remoteEntry.js'), 'var menuCart;');
    writeFile(path.join(dist, '512.deadbeef01.js'), 'chunk();');
    writeFile(path.join(dist, '512.deadbeef01.js.map'), '{"sourcesContent":["secret"]}');
    app = createApp(testConfig({ HOST_DIST: hostDist, REMOTES_ROOT: remotesRoot }));
  });

  it('serves hashed host files as immutable and compressed', async () => {
    const res = await request(app).get('/main.0a1b2c3d4e.js').set('accept-encoding', 'gzip');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('serves other host files with no-cache', async () => {
    const res = await request(app).get('/favicon.svg').expect(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.etag).toBeDefined();
  });

  it('serves the files of the built remote version', async () => {
    const manifest = await request(app).get('/remotes/menuCart/1.0.0/mf-manifest.json').expect(200);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    const entry = await request(app).get('/remotes/menuCart/1.0.0/remoteEntry.js').expect(200);
    expect(entry.headers['cache-control']).toBe('no-cache');
    const chunk = await request(app).get('/remotes/menuCart/1.0.0/512.deadbeef01.js').expect(200);
    expect(chunk.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('answers 404 for another version, an unknown remote or a missing file', async () => {
    await request(app).get('/remotes/menuCart/0.9.0/remoteEntry.js').expect(404);
    await request(app).get('/remotes/nope/1.0.0/remoteEntry.js').expect(404);
    await request(app).get('/remotes/locator/1.0.0/remoteEntry.js').expect(404);
    await request(app).get('/remotes/menuCart/1.0.0/missing.js').expect(404);
    const page = await request(app).get('/remotes/menuCart/1.0.0/x').set('accept', 'text/html');
    expect(page.status).toBe(404);
    expect(page.text).toBe('Not found');
  });

  it('never serves the raw index.html', async () => {
    const res = await request(app).get('/index.html').set('accept', 'text/html');
    expect(siteConfigOf(res.text)).toBeDefined();
  });

  it('never serves the first screen template as it is', async () => {
    const file = await request(app).get('/first-screen.html').set('accept', '*/*');
    expect(file.status).toBe(404);
    expect(file.text).not.toContain('template');
    // A browser asking for it as a page gets the site's page for that path, not the template.
    const page = await request(app).get('/first-screen.html').set('accept', 'text/html');
    expect(page.text).not.toContain('template');
    expect(siteConfigOf(page.text)).toBeDefined();
  });

  it('serves source maps in development, never in production', async () => {
    await request(app).get('/main.0a1b2c3d4e.js.map').expect(200);
    const production = createApp(
      testConfig({ HOST_DIST: hostDist, REMOTES_ROOT: remotesRoot, SITE_ENV: 'production' }),
    );
    for (const file of [
      '/main.0a1b2c3d4e.js.map',
      '/remotes/menuCart/1.0.0/512.deadbeef01.js.map',
    ]) {
      const res = await request(production).get(file);
      expect(res.status).toBe(404);
      expect(res.text).not.toContain('secret');
    }
    await request(production).get('/remotes/menuCart/1.0.0/512.deadbeef01.js').expect(200);
  });

  it('answers a missing asset with a plain 404, not the page', async () => {
    const res = await request(app).get('/main.ffffffff00.js').set('accept', '*/*');
    expect(res.status).toBe(404);
    expect(res.text).toBe('Not found');
  });
});

describe('HTML pages', () => {
  let hostDist: string;

  beforeEach(() => {
    hostDist = tempDir('host');
    writeFile(
      path.join(hostDist, 'index.html'),
      '<!doctype html><html><head><title>t</title></head><body><div id="root"></div></body></html>',
    );
  });

  it('injects the site config before </head> and answers 200 for a known route', async () => {
    const app = createApp(
      testConfig({
        HOST_DIST: hostDist,
        BRAND_NAME: 'Test </script><script>alert(1)</script> Barn',
        SITE_ENV: 'test',
        PORT: '3100',
        CATERING_PORT: '3101',
        MAPS_API_KEY: 'maps-browser-key',
        PLACES_API_KEY: 'places-browser-key',
      }),
    );
    const res = await request(app).get('/menu/100100').set('accept', 'text/html');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.text).toMatch(/<\/script><\/head>/);
    expect(res.text).not.toContain('</script><script>alert(1)');
    expect(siteConfigOf(res.text)).toEqual({
      brandName: 'Test </script><script>alert(1)</script> Barn',
      environment: 'test',
      cateringPort: '3101',
      consumerOrigin: 'http://localhost:3100',
      contentEndpoint: '/cms',
      contentToken: 'sandbox-public-token',
      botCheck: { scriptUrl: '/bot-check/api.js', siteKey: 'sandbox-site-key' },
      mapsApiKey: 'maps-browser-key',
      placesApiKey: 'places-browser-key',
      // The embedded sandbox's simulated wallet: the one the browser is offered by default.
      wallet: { method: 'sandbox-wallet', name: 'Sandbox Wallet' },
    });
  });

  it.each(['/', '/menu', '/order/checkout', '/account/login', '/welcometobiscuits/x', '/about'])(
    '200 for %s',
    async (route) => {
      const app = createApp(testConfig({ HOST_DIST: hostDist }));
      await request(app).get(route).set('accept', 'text/html').expect(200);
    },
  );

  it.each(['/menu/1/2/3', '/account/a/b', '/some/unknown/deep/path'])(
    '404 with the page for %s',
    async (route) => {
      const app = createApp(testConfig({ HOST_DIST: hostDist }));
      const res = await request(app).get(route).set('accept', 'text/html');
      expect(res.status).toBe(404);
      expect(siteConfigOf(res.text)).toBeDefined();
    },
  );

  it('answers a page to clients that accept anything, for extension-less paths', async () => {
    const app = createApp(testConfig({ HOST_DIST: hostDist }));
    const res = await request(app).get('/locations').set('accept', '*/*');
    expect(res.status).toBe(200);
    expect(siteConfigOf(res.text)).toBeDefined();
  });

  it('does not answer a page for JSON-only requests or other methods', async () => {
    const app = createApp(testConfig({ HOST_DIST: hostDist }));
    await request(app).get('/menu').set('accept', 'application/json').expect(404);
    await request(app).post('/menu').set('accept', 'text/html').expect(404);
  });

  it('does not answer a page under /api, /config, /remotes, /healthz', async () => {
    const app = createApp(testConfig({ HOST_DIST: hostDist }));
    for (const reserved of ['/api/v3/x', '/config/x', '/remotes/x', '/healthz/x']) {
      const res = await request(app).get(reserved).set('accept', 'text/html');
      expect(res.status).toBe(404);
      expect(siteConfigOf(res.text)).toBeUndefined();
    }
  });

  it('answers 503 with a hint while the host is not built', async () => {
    const app = createApp(testConfig({ HOST_DIST: tempDir('empty') }));
    const res = await request(app).get('/menu').set('accept', 'text/html');
    expect(res.status).toBe(503);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.text).toBe('The site is not built yet: run npm run build.');
  });
});
