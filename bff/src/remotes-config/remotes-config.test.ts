import path from 'node:path';
import { rmSync } from 'node:fs';
import request from 'supertest';
import { createApp } from '../app';
import { tempDir, testConfig, writeRemoteBuild } from '../test-support/helpers';
import { createLocalRemoteBuilds } from './remote-builds';
import { createRemotesResolver } from './resolve-remotes';
import pino from 'pino';

describe('/config/remotes.json', () => {
  let root: string;

  beforeEach(() => {
    root = tempDir('remotes');
    writeRemoteBuild(root, 'mfe-menu-cart', {
      name: 'menuCart',
      version: '1.0.0',
      contractMajor: 1,
    });
    writeRemoteBuild(root, 'mfe-careers', {
      name: 'careers',
      version: '2.3.4-rc.1',
      contractMajor: 1,
    });
  });

  it('lists each built remote with its version, manifest URL and contract major', async () => {
    const app = createApp(testConfig({ REMOTES_ROOT: root, SITE_ENV: 'staging' }));
    const res = await request(app).get('/config/remotes.json').set('host', 'localhost:3000');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body).toEqual({
      channel: 'default',
      environment: 'staging',
      remotes: [
        {
          name: 'menuCart',
          version: '1.0.0',
          entry: '/remotes/menuCart/1.0.0/mf-manifest.json',
          contractMajor: 1,
        },
        {
          name: 'careers',
          version: '2.3.4-rc.1',
          entry: '/remotes/careers/2.3.4-rc.1/mf-manifest.json',
          contractMajor: 1,
        },
      ],
    });
  });

  it('resolves for the channel of the request', async () => {
    const app = createApp(testConfig({ REMOTES_ROOT: root }));
    const byPort = await request(app).get('/config/remotes.json').set('host', 'localhost:2001');
    expect(byPort.body.channel).toBe('catering');
    const byName = await request(app)
      .get('/config/remotes.json')
      .set('host', 'catering.localhost:3000');
    expect(byName.body.channel).toBe('catering');
  });

  it('leaves out remotes without a usable build', async () => {
    writeRemoteBuild(
      root,
      'mfe-locator',
      { name: 'locator', version: '1.0.0', contractMajor: 1 },
      false,
    );
    writeRemoteBuild(root, 'mfe-checkout', {
      name: 'checkout',
      version: '../../x',
      contractMajor: 1,
    });
    writeRemoteBuild(root, 'mfe-account', { name: 'menuCart', version: '1.0.0', contractMajor: 1 });
    writeRemoteBuild(root, 'mfe-marketing', { name: 'marketing', version: '1.0.0' });
    const app = createApp(testConfig({ REMOTES_ROOT: root }));
    const res = await request(app).get('/config/remotes.json');
    expect(res.body.remotes.map((r: { name: string }) => r.name)).toEqual(['menuCart', 'careers']);
  });

  it('picks up a rebuilt remote without a restart', async () => {
    const app = createApp(testConfig({ REMOTES_ROOT: root, REMOTES_CACHE_MS: '0' }));
    writeRemoteBuild(root, 'mfe-menu-cart', {
      name: 'menuCart',
      version: '1.1.0',
      contractMajor: 1,
    });
    rmSync(path.join(root, 'mfe-careers', 'dist'), { recursive: true });
    const res = await request(app).get('/config/remotes.json');
    expect(res.body.remotes).toEqual([
      expect.objectContaining({ name: 'menuCart', version: '1.1.0' }),
    ]);
  });

  it('logs a left-out remote once, not on every read', async () => {
    const lines: string[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
    const builds = createLocalRemoteBuilds({ remotesRoot: root, cacheMs: 0, logger });
    const resolve = createRemotesResolver(builds);
    await resolve('default', 'development');
    await resolve('catering', 'development');
    const leftOut = lines.filter((line) => line.includes('remote left out'));
    expect(leftOut).toHaveLength(4);
    expect(leftOut.some((line) => line.includes('"remote":"locator"'))).toBe(true);
  });

  it('answers 404 for other /config paths', async () => {
    const app = createApp(testConfig({ REMOTES_ROOT: root }));
    await request(app).get('/config/other.json').expect(404);
  });
});
