import path from 'node:path';
import { createApp } from '../app';
import {
  listenOnFreePort,
  rawRequest,
  tempDir,
  testConfig,
  writeFile,
} from '../test-support/helpers';
import { servedPath } from './static-path';

const RAW_INDEX = '<!doctype html><html><head><title>raw index</title></head><body></body></html>';

describe('servedPath', () => {
  it.each([
    ['/main.js.map', '/main.js.map'],
    ['/MAIN.JS.MAP', '/main.js.map'],
    ['/main.js.m%61p', '/main.js.map'],
    ['/main.js%2Emap', '/main.js.map'],
    ['/main.js.map;v=1', '/main.js.map'],
    ['/main.js.map. .', '/main.js.map'],
    ['/main.js.map//', '/main.js.map'],
    ['/a;b/c', '/a/c'],
    ['/%2e%2e/x', '/../x'],
    ['/', '/'],
  ])('%s reads as %s', (raw, served) => {
    expect(servedPath(raw)).toBe(served);
  });

  it.each(['/main.js.m%2561p', '/%E0%A4%A', '/x%00.map', '/x%0a', '/x%7f'])(
    '%s cannot be read',
    (raw) => {
      expect(servedPath(raw)).toBeNull();
    },
  );
});

/**
 * Every spelling of a file the site never serves, sent to the real app over HTTP exactly as
 * written: the decision is made on the path as the file server reads it.
 */
describe('files no spelling reaches', () => {
  let hostDist: string;
  let remotesRoot: string;

  beforeAll(() => {
    hostDist = tempDir('host');
    remotesRoot = tempDir('remotes');
    writeFile(path.join(hostDist, 'index.html'), RAW_INDEX);
    writeFile(path.join(hostDist, 'first-screen.html'), '<html><body>raw template</body></html>');
    writeFile(path.join(hostDist, 'main.0a1b2c3d4e.js'), 'main();');
    writeFile(path.join(hostDist, 'main.0a1b2c3d4e.js.map'), '{"sourcesContent":["secret"]}');
    writeFile(path.join(hostDist, '.env'), 'SECRET=dotfile');
    writeFile(path.join(hostDist, '.git', 'config'), '[secret "dotfile"]');
    const dist = path.join(remotesRoot, 'mfe-menu-cart', 'dist');
    writeFile(
      path.join(dist, 'release.json'),
      '{"name":"menuCart","version":"1.0.0","contractMajor":1}',
    );
    writeFile(path.join(dist, 'mf-manifest.json'), '{"id":"menuCart"}');
    writeFile(path.join(dist, '512.deadbeef01.js.map'), '{"sourcesContent":["secret"]}');
    writeFile(path.join(dist, '.env'), 'SECRET=dotfile');
  });

  async function withApp<T>(env: Record<string, string>, check: (port: number) => Promise<T>) {
    const app = createApp(testConfig({ HOST_DIST: hostDist, REMOTES_ROOT: remotesRoot, ...env }));
    const server = await listenOnFreePort(app);
    try {
      return await check(server.port);
    } finally {
      await server.close();
    }
  }

  const MAP = '/main.0a1b2c3d4e.js';
  const REMOTE_MAP = '/remotes/menuCart/1.0.0/512.deadbeef01.js';
  const mapSpellings: [string, number][] = [
    [`${MAP}.map`, 404],
    [`${MAP}.MAP`, 404],
    [`${MAP.toUpperCase()}.MAP`, 404],
    [`${MAP}.m%61p`, 404],
    [`${MAP}.m%41p`, 404],
    [`${MAP}%2emap`, 404],
    [`${MAP}%2Emap`, 404],
    [`${MAP}.%6d%61%70`, 404],
    [`${MAP}.%6D%61%70`, 404],
    ['/main%2e0a1b2c3d4e%2ejs%2emap', 404],
    [`${MAP}.map;v=1`, 404],
    [`${MAP}.map;`, 404],
    [`${MAP}.map.`, 404],
    [`${MAP}.map..`, 404],
    [`${MAP}.map%2e`, 404],
    [`${MAP}.map%20`, 404],
    [`${MAP}.map/`, 404],
    [`${MAP}.map%2f`, 404],
    [`${MAP}.m%2561p`, 400],
    [`${MAP}%252emap`, 400],
    [`${REMOTE_MAP}.map`, 404],
    [`${REMOTE_MAP}.m%61p`, 404],
    [`${REMOTE_MAP}%2Emap`, 404],
    [`${REMOTE_MAP}.MAP;x`, 404],
    [`${REMOTE_MAP}.map.`, 404],
  ];

  it.each(['/%E0%A4%A', '/news/%E0%A4%A'])(
    '§2.11 a browser asking for %s gets the page not found, and no file',
    async (spelling) => {
      await withApp({ SITE_ENV: 'production' }, async (port) => {
        const res = await rawRequest(port, spelling, { headers: { accept: 'text/html' } });
        expect(res.status).toBe(404);
        expect(res.headers['content-type']).toMatch(/^text\/html/);
        expect(res.body).not.toContain('secret');
      });
    },
  );

  it.each(mapSpellings)('production: %s is %d, never the map', async (spelling, status) => {
    await withApp({ SITE_ENV: 'production' }, async (port) => {
      for (const method of ['GET', 'HEAD']) {
        const res = await rawRequest(port, spelling, { method, headers: { accept: '*/*' } });
        expect(res.status).toBe(status);
        expect(res.body).not.toContain('secret');
      }
    });
  });

  it('development serves the maps as they are named', async () => {
    await withApp({ SITE_ENV: 'development' }, async (port) => {
      expect((await rawRequest(port, `${MAP}.map`)).status).toBe(200);
      expect((await rawRequest(port, `${MAP}.m%61p`)).status).toBe(200);
      expect((await rawRequest(port, `${REMOTE_MAP}.map`)).status).toBe(200);
    });
  });

  const templateSpellings = [
    '/index.html',
    '/INDEX.HTML',
    '/Index.Html',
    '/index%2ehtml',
    '/index%2Ehtml',
    '/%69ndex.html',
    '/index.%68%74%6d%6c',
    '/index.html;x=1',
    '/index.html.',
    '/index.html/',
    '/index.htm%6c',
    '/first-screen.html',
    '/first-screen%2Ehtml',
    '/first-screen%2ehtml',
    '/FIRST-SCREEN.HTML',
    '/first-screen.%68tml',
    '/first%2Dscreen.html',
    '/first-screen.html;a',
    '/first-screen.html.',
    '/first-screen.html/',
  ];

  it.each(templateSpellings)('%s never answers the raw template', async (spelling) => {
    for (const env of ['production', 'development']) {
      await withApp({ SITE_ENV: env }, async (port) => {
        for (const accept of ['*/*', 'text/html']) {
          const res = await rawRequest(port, spelling, { headers: { accept } });
          expect(res.body).not.toBe(RAW_INDEX);
          expect(res.body).not.toContain('raw template');
          if (accept === '*/*') expect(res.status).toBe(404);
          else expect(res.body).toContain('id="qsr-site-config"');
        }
      });
    }
  });

  const dotfileSpellings = [
    '/.env',
    '/%2eenv',
    '/%2Eenv',
    '/.ENV',
    '/.env;x',
    '/.env.',
    '/.env/',
    '/.git/config',
    '/%2egit/config',
    '/.GIT/CONFIG',
    '/.git;x/config',
    '/remotes/menuCart/1.0.0/.env',
    '/remotes/menuCart/1.0.0/%2eenv',
  ];

  it.each(dotfileSpellings)('%s is 404, in every environment', async (spelling) => {
    for (const env of ['production', 'development']) {
      await withApp({ SITE_ENV: env }, async (port) => {
        for (const accept of ['*/*', 'text/html']) {
          const res = await rawRequest(port, spelling, { headers: { accept } });
          expect(res.status).toBe(404);
          expect(res.body).not.toContain('dotfile');
        }
      });
    }
  });

  it('still serves the files and pages themselves', async () => {
    await withApp({ SITE_ENV: 'production' }, async (port) => {
      expect((await rawRequest(port, MAP)).status).toBe(200);
      expect((await rawRequest(port, '/remotes/menuCart/1.0.0/mf-manifest.json')).status).toBe(200);
      const page = await rawRequest(port, '/menu', { headers: { accept: 'text/html' } });
      expect(page.status).toBe(200);
    });
  });
});
