import { chmodSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pino from 'pino';
import request from 'supertest';
import { createApp } from '../app';
import { REMOTE_PACKAGES, type RemoteName } from '@qsr/shared-contracts/core';
import { runRelease } from '../release/cli';
import { fakeRepo, testContext, writeBuildOutput, writeFile } from '../release/test-fixtures';
import { startUpstream, testConfig, type TestServer } from '../test-support/helpers';
import { createLocalRemoteBuilds } from './remote-builds';
import { createRemotesResolver } from './resolve-remotes';
import { COHORT_COOKIE, cohortPosition, newCohortId } from '../release/canary/cohort';
import { withPin } from '../release/pins';

type Entry = { name: string; version: string; entry: string; contractMajor: number };

function localBuild(repo: string, name: RemoteName, version: string): void {
  writeBuildOutput(path.join(repo, REMOTE_PACKAGES[name], 'dist'), {
    name,
    version,
    contractMajor: 1,
  });
}

/** A checkout with local builds of menuCart and careers at 1.0.0, and some released versions. */
async function store() {
  const repo = fakeRepo('1.0.0');
  localBuild(repo, 'menuCart', '1.0.0');
  localBuild(repo, 'careers', '1.0.0');
  const ctx = testContext(repo);
  const release = async (...args: string[]) => {
    const code = await runRelease(args, ctx);
    if (code !== 0) throw new Error(ctx.errors.join('\n'));
  };
  await release('build', 'careers', '--version', '1.1.0', '--note', 'eleven');
  await release('build', 'careers', '--version', '1.2.0', '--note', 'twelve');
  await release('build', 'menuCart', '--version', '1.0.1');
  return { repo, ctx, release };
}

const versions = (body: { remotes: Entry[] }) =>
  Object.fromEntries(body.remotes.map((remote) => [remote.name, remote.version]));

function appFor(repo: string, env: Record<string, string> = {}, lines: string[] = []) {
  const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
  return createApp(testConfig({ REMOTES_ROOT: repo, SITE_ENV: 'production', ...env }), { logger });
}

const consumer = (app: ReturnType<typeof appFor>, url = '/config/remotes.json') =>
  request(app).get(url).set('host', 'localhost:3000');
const catering = (app: ReturnType<typeof appFor>, url = '/config/remotes.json') =>
  request(app).get(url).set('host', 'localhost:2001');

describe('/config/remotes.json from release pins', () => {
  const afterEachClose: TestServer[] = [];
  afterEach(async () => {
    for (const server of afterEachClose.splice(0)) await server.close();
  });

  it('serves the local builds while nothing is pinned', async () => {
    const { repo } = await store();
    const res = await consumer(appFor(repo));
    expect(versions(res.body)).toEqual({ menuCart: '1.0.0', careers: '1.0.0' });
  });

  it('resolves per environment and channel: catering pin, then environment pin, then local build', async () => {
    const { repo, release } = await store();
    await release('pin', 'careers@1.1.0', '--env', 'production');
    await release('pin', 'menuCart@1.0.1', '--env', 'production');
    await release('pin', 'careers@1.2.0', '--env', 'production', '--channel', 'catering');
    // Another environment's pins are not this one's.
    await release('pin', 'careers@1.2.0', '--env', 'staging');
    localBuild(repo, 'locator', '1.0.0');
    const app = appFor(repo);

    const main = await consumer(app);
    expect(main.headers['cache-control']).toBe('no-cache');
    expect(main.body).toEqual({
      channel: 'default',
      environment: 'production',
      remotes: [
        {
          name: 'menuCart',
          version: '1.0.1',
          entry: '/remotes/menuCart/1.0.1/mf-manifest.json',
          contractMajor: 1,
        },
        {
          name: 'locator',
          version: '1.0.0',
          entry: '/remotes/locator/1.0.0/mf-manifest.json',
          contractMajor: 1,
        },
        {
          name: 'careers',
          version: '1.1.0',
          entry: '/remotes/careers/1.1.0/mf-manifest.json',
          contractMajor: 1,
        },
      ],
    });
    const cat = await catering(app);
    expect(cat.body.channel).toBe('catering');
    expect(versions(cat.body)).toEqual({ menuCart: '1.0.1', locator: '1.0.0', careers: '1.2.0' });

    const staging = appFor(repo, { SITE_ENV: 'staging' });
    expect(versions((await consumer(staging)).body)).toMatchObject({ careers: '1.2.0' });
  });

  it('a changed pin is live within the cache time, without a restart', async () => {
    const { repo, release } = await store();
    await release('pin', 'careers@1.1.0', '--env', 'production');
    const app = appFor(repo, { REMOTES_CACHE_MS: '300' });
    expect(versions((await consumer(app)).body).careers).toBe('1.1.0');
    await release('pin', 'careers@1.2.0', '--env', 'production');
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(versions((await consumer(app)).body).careers).toBe('1.2.0');
    await release('rollback', 'careers', '--env', 'production');
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(versions((await consumer(app)).body).careers).toBe('1.1.0');
  });

  it('a pin changed through this BFF (its console, its judge) is live on the next page at once', async () => {
    const { repo, release } = await store();
    await release('pin', 'careers@1.1.0', '--env', 'production');
    const logger = pino({ level: 'silent' });
    const builds = createLocalRemoteBuilds({ remotesRoot: repo, cacheMs: 2000, logger });
    const careers = async () =>
      (await builds.resolve!('default', 'production')).find((build) => build.name === 'careers')
        ?.version;
    expect(await careers()).toBe('1.1.0');
    await builds.pinStore!.update({ environment: 'production', channel: 'default' }, (file) =>
      Promise.resolve(
        withPin(file, 'careers', '1.2.0', { at: new Date().toISOString(), by: 'judge' }),
      ),
    );
    expect(await careers()).toBe('1.2.0');
  });

  it('serves a released version immutable, its manifest revalidated, and only its listed files', async () => {
    const { repo, ctx } = await store();
    const app = appFor(repo);
    const entry = await request(app).get('/remotes/careers/1.1.0/remoteEntry.js');
    expect(entry.status).toBe(200);
    expect(entry.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(entry.text).toContain('careers@1.1.0 eleven');
    const asset = await request(app).get('/remotes/careers/1.1.0/assets/logo.abcdef0123.svg');
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const manifest = await request(app).get('/remotes/careers/1.1.0/mf-manifest.json');
    expect(manifest.status).toBe(200);
    expect(manifest.headers['cache-control']).toBe('no-cache');

    // Files not listed in hashes.json, other versions, and traversal: 404.
    writeFile(path.join(ctx.releaseRoot, 'remotes/careers/1.2.0-x/remoteEntry.js'), 'x');
    for (const url of [
      '/remotes/careers/1.1.0/hashes.json',
      '/remotes/careers/1.3.0/remoteEntry.js',
      '/remotes/careers/1.2.0-x/remoteEntry.js',
      '/remotes/careers/1.1.0/..%2f1.2.0%2fremoteEntry.js',
      '/remotes/payments/1.0.0/remoteEntry.js',
    ]) {
      expect([url, (await request(app).get(url)).status]).toEqual([url, 404]);
    }
    // The local build is still served, at its own version, revalidated.
    const local = await request(app).get('/remotes/careers/1.0.0/remoteEntry.js');
    expect(local.status).toBe(200);
    expect(local.headers['cache-control']).toBe('no-cache');
  });

  it('a damaged pinned version costs only its own remote: the last good version serves, ready stays 200', async () => {
    const { repo, ctx, release } = await store();
    await release('pin', 'careers@1.1.0', '--env', 'production');
    await release('pin', 'menuCart@1.0.1', '--env', 'production');
    await release('pin', 'careers@1.2.0', '--env', 'production');
    const lines: string[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
    // The ordering API answers, the host is built: only the release can be wrong.
    const api = await startUpstream((_req, res) => res.end('{}'));
    afterEachClose.push(api);
    writeFile(path.join(repo, 'host-shell', 'dist', 'index.html'), '<html></html>');
    const config = testConfig({
      REMOTES_ROOT: repo,
      SITE_ENV: 'production',
      ORDERING_API_URL: `${api.url}/ordering/v1`,
      HOST_DIST: path.join(repo, 'host-shell', 'dist'),
    });
    const builds = createLocalRemoteBuilds({
      remotesRoot: repo,
      cacheMs: 0,
      logger,
      environment: 'production',
    });
    const app = createApp(config, {
      logger,
      remoteBuilds: builds,
      resolveRemotes: createRemotesResolver(builds),
    });
    expect(await builds.integrityProblems!()).toEqual([]);
    expect(versions((await consumer(app)).body)).toEqual({ menuCart: '1.0.1', careers: '1.2.0' });
    expect((await request(app).get('/readyz')).body.status).toBe('ready');

    const file = path.join(ctx.releaseRoot, 'remotes/careers/1.2.0/remoteEntry.js');
    chmodSync(file, 0o644);
    writeFileSync(file, '/* tampered */');

    // The version pinned before it (the pin history's), intact, serves; menuCart is untouched.
    expect(versions((await consumer(app)).body)).toEqual({ menuCart: '1.0.1', careers: '1.1.0' });
    expect(versions((await catering(app)).body)).toEqual({ menuCart: '1.0.1', careers: '1.1.0' });
    expect((await request(app).get('/remotes/careers/1.2.0/remoteEntry.js')).status).toBe(404);
    expect((await request(app).get('/remotes/careers/1.1.0/remoteEntry.js')).status).toBe(200);
    const problem =
      'careers@1.2.0 (pinned in production.json) is refused: remoteEntry.js does not match its hash; serving careers@1.1.0 instead';
    expect(await builds.integrityProblems!()).toEqual([problem]);
    const ready = await request(app).get('/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body.status).toBe('degraded');
    expect(ready.body.checks.releases).toBe(`degraded: ${problem}`);
    const errors = lines.filter((line) => line.includes('"level":50'));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('released remote refused: its files do not match hashes.json');
    expect(lines.filter((line) => line.includes('serving the last good version'))).toHaveLength(1);

    // The last good one damaged too: the local build.
    const earlier = path.join(ctx.releaseRoot, 'remotes/careers/1.1.0/remoteEntry.js');
    chmodSync(earlier, 0o644);
    writeFileSync(earlier, '/* tampered */');
    expect(versions((await consumer(app)).body)).toEqual({ menuCart: '1.0.1', careers: '1.0.0' });
    expect((await request(app).get('/readyz')).status).toBe(200);

    // Re-released correctly (files restored): the pinned version serves again.
    writeFileSync(file, '/* careers@1.2.0 twelve */');
    expect(versions((await consumer(app)).body).careers).toBe('1.2.0');
    expect(await builds.integrityProblems!()).toEqual([]);
    const whole = await request(app).get('/readyz');
    expect(whole.body.status).toBe('ready');
    expect(whole.body.checks.releases).toBe('ok');
  });

  it('never serves the local build under the URL of a damaged release of its version', async () => {
    const { repo, ctx, release } = await store();
    await release('build', 'careers', '--from-dist');
    const app = appFor(repo);
    const file = path.join(ctx.releaseRoot, 'remotes/careers/1.0.0/remoteEntry.js');
    chmodSync(file, 0o644);
    writeFileSync(file, '/* tampered */');
    expect(versions((await consumer(app)).body)).toEqual({ menuCart: '1.0.0' });
    expect((await request(app).get('/remotes/careers/1.0.0/remoteEntry.js')).status).toBe(404);
    expect((await request(app).get('/readyz')).body.checks.releases).toBe(
      'degraded: careers@1.0.0 (the local build) is refused: the release of that version no longer matches its hashes',
    );
  });

  it('a pinned version not released here: the local build of exactly that version, else left out', async () => {
    const { repo, ctx } = await store();
    const pinFile = (version: string) =>
      writeFile(
        path.join(ctx.releaseRoot, 'pins', 'production.json'),
        JSON.stringify({
          environment: 'production',
          channel: 'default',
          pins: { menuCart: { version: '1.0.0' }, careers: { version } },
        }),
      );
    pinFile('3.0.0');
    const app = appFor(repo);
    expect(versions((await consumer(app)).body)).toEqual({ menuCart: '1.0.0' });
    expect((await request(app).get('/readyz')).body.checks.releases).toBe(
      `degraded: careers@3.0.0 (pinned in production.json) is not released in ${ctx.releaseRoot}`,
    );
  });

  it('a broken pin file is reported; the last good one keeps serving', async () => {
    const { repo, ctx, release } = await store();
    await release('pin', 'careers@1.2.0', '--env', 'production');
    const app = appFor(repo);
    expect(versions((await consumer(app)).body).careers).toBe('1.2.0');
    writeFile(path.join(ctx.releaseRoot, 'pins', 'production.json'), '{"environment":');
    expect(versions((await consumer(app)).body).careers).toBe('1.2.0');
    expect((await request(app).get('/readyz')).body.checks.releases).toBe(
      'degraded: production.json cannot be read: production.json is not JSON',
    );
  });
});

describe('QA override ?remotes=', () => {
  const saved = process.env.ALLOW_REMOTE_OVERRIDE;
  afterEach(() => {
    if (saved === undefined) delete process.env.ALLOW_REMOTE_OVERRIDE;
    else process.env.ALLOW_REMOTE_OVERRIDE = saved;
  });

  it('replaces pinned versions where ALLOW_REMOTE_OVERRIDE is set', async () => {
    const { repo, release } = await store();
    await release('pin', 'careers@1.1.0', '--env', 'staging');
    process.env.ALLOW_REMOTE_OVERRIDE = '1';
    const app = appFor(repo, { SITE_ENV: 'staging' });
    const res = await consumer(app, '/config/remotes.json?remotes=careers@1.2.0,menuCart@1.0.1');
    expect(res.status).toBe(200);
    expect(res.headers['x-remote-override']).toBe('applied');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(versions(res.body)).toEqual({ menuCart: '1.0.1', careers: '1.2.0' });
    // The local build's version works too; unknown versions and malformed lists are refused.
    expect(
      versions((await consumer(app, '/config/remotes.json?remotes=careers@1.0.0')).body),
    ).toMatchObject({ careers: '1.0.0' });
    const unknown = await consumer(app, '/config/remotes.json?remotes=careers@9.9.9');
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('careers@9.9.9 is neither released nor built here.');
    for (const bad of ['careers', 'payments@1.0.0', 'careers@1.0.0,careers@1.1.0', 'careers@x']) {
      expect((await consumer(app, `/config/remotes.json?remotes=${bad}`)).status).toBe(400);
    }
    // Without the query: the pins.
    expect(versions((await consumer(app)).body).careers).toBe('1.1.0');
    // QA's choice wins over a canary too, for a visitor on either side of it.
    await release('canary', 'start', 'careers@1.2.0', '--env', 'staging', '--stages', '99,100');
    for (const id of Array.from({ length: 10 }, () => newCohortId())) {
      const asked = await consumer(app, '/config/remotes.json?remotes=careers@1.0.0').set(
        'cookie',
        `${COHORT_COOKIE}=${id}`,
      );
      expect(versions(asked.body).careers).toBe('1.0.0');
    }
  });

  it('is ignored without ALLOW_REMOTE_OVERRIDE, and always in production', async () => {
    const { repo, release } = await store();
    await release('pin', 'careers@1.1.0', '--env', 'production');
    await release('pin', 'careers@1.1.0', '--env', 'staging');
    const url = '/config/remotes.json?remotes=careers@1.2.0';
    const closed = await consumer(appFor(repo, { SITE_ENV: 'staging' }), url);
    expect(closed.headers['x-remote-override']).toBe('ignored');
    expect(versions(closed.body).careers).toBe('1.1.0');
    process.env.ALLOW_REMOTE_OVERRIDE = 'true';
    const production = await consumer(appFor(repo, { SITE_ENV: 'production' }), url);
    expect(production.headers['x-remote-override']).toBe('ignored');
    expect(versions(production.body).careers).toBe('1.1.0');
  });
});

describe('REMOTES_ORIGIN', () => {
  const saved = process.env.REMOTES_ORIGIN;
  afterEach(() => {
    if (saved === undefined) delete process.env.REMOTES_ORIGIN;
    else process.env.REMOTES_ORIGIN = saved;
  });

  it('config entries name only the site or REMOTES_ORIGIN, and pages allow exactly that origin', async () => {
    const { repo, release } = await store();
    await release('pin', 'careers@1.1.0', '--env', 'production');
    const own = await consumer(appFor(repo));
    for (const remote of own.body.remotes as Entry[]) expect(remote.entry).toMatch(/^\/remotes\//);

    process.env.REMOTES_ORIGIN = 'https://cdn.example.com';
    const app = appFor(repo);
    const res = await consumer(app);
    expect((res.body.remotes as Entry[]).map((remote) => remote.entry)).toEqual([
      'https://cdn.example.com/remotes/menuCart/1.0.0/mf-manifest.json',
      'https://cdn.example.com/remotes/careers/1.1.0/mf-manifest.json',
    ]);
    const page = await consumer(app, '/remotes/careers/1.1.0/remoteEntry.js');
    expect(page.headers['access-control-allow-origin']).toBe('*');
    expect(page.headers['content-security-policy']).toMatch(
      /script-src 'self' https:\/\/cdn\.example\.com/,
    );
  });

  it('a canary serves its version to its share of cohorts, sticky; the pin to the rest', async () => {
    const { repo, release } = await store();
    await release('pin', 'careers@1.1.0', '--env', 'production');
    await release('canary', 'start', 'careers@1.2.0', '--env', 'production', '--stages', '50,100');
    const app = appFor(repo, { REMOTES_CACHE_MS: '0' });
    const cohorts = Array.from({ length: 400 }, () => newCohortId());
    const careersOf = async (id: string) =>
      versions((await consumer(app).set('cookie', `${COHORT_COOKIE}=${id}`)).body).careers;
    const seen = await Promise.all(cohorts.map(careersOf));
    // The canary's share, as the cohort decides it: the BFF and the cohort's rule agree.
    const expected = cohorts.map((id) =>
      cohortPosition(id, 'careers', '1.2.0') < 50 ? '1.2.0' : '1.1.0',
    );
    expect(seen).toEqual(expected);
    expect(seen.filter((version) => version === '1.2.0').length).toBeGreaterThan(150);
    expect(seen.filter((version) => version === '1.2.0').length).toBeLessThan(250);
    // Sticky: the same cohort, the same version, asked again.
    expect(await Promise.all(cohorts.slice(0, 20).map(careersOf))).toEqual(seen.slice(0, 20));

    // A first visit is given a cohort, and served the version that cohort gets.
    const first = await consumer(app);
    const [cookie] = first.headers['set-cookie'] as unknown as string[];
    const given =
      /^qsr-cohort=([A-Za-z0-9_-]{22}); Max-Age=31536000; Path=\/; HttpOnly; SameSite=Lax$/.exec(
        cookie ?? '',
      )?.[1];
    expect(given).toBeDefined();
    expect(versions(first.body).careers).toBe(
      cohortPosition(given!, 'careers', '1.2.0') < 50 ? '1.2.0' : '1.1.0',
    );
    // A cohort the BFF could not have given is replaced, never trusted.
    const forged = await consumer(app).set('cookie', `${COHORT_COOKIE}=../../etc`);
    expect(forged.headers['set-cookie']?.[0]).toMatch(/^qsr-cohort=[A-Za-z0-9_-]{22};/);
    // Catering pins nothing of its own: the environment's canary is its canary too.
    const inCanary = cohorts[expected.indexOf('1.2.0')]!;
    expect(
      versions((await catering(app).set('cookie', `${COHORT_COOKIE}=${inCanary}`)).body).careers,
    ).toBe('1.2.0');

    // Aborted: everyone on the pin at the next read.
    await release('canary', 'abort', 'careers', '--env', 'production', '--reason', 'errors');
    expect(await careersOf(inCanary)).toBe('1.1.0');
    // 420 reads of the config, each reading the pins afresh (REMOTES_CACHE_MS=0): seconds on two
    // busy cores.
  }, 20_000);

  it('a canary whose release is damaged serves no one, and ready says why', async () => {
    const { repo, ctx, release } = await store();
    await release('pin', 'careers@1.1.0', '--env', 'production');
    await release('canary', 'start', 'careers@1.2.0', '--env', 'production', '--stages', '99,100');
    const entry = path.join(ctx.releaseRoot, 'remotes/careers/1.2.0/remoteEntry.js');
    chmodSync(entry, 0o644);
    writeFileSync(entry, '/* tampered */');
    const app = appFor(repo, { REMOTES_CACHE_MS: '0' });
    const served = await Promise.all(
      Array.from({ length: 20 }, async () => versions((await consumer(app)).body).careers),
    );
    expect(new Set(served)).toEqual(new Set(['1.1.0']));
    const ready = await request(app).get('/readyz').set('host', 'localhost:3000');
    expect(JSON.stringify(ready.body)).toContain(
      'the canary careers@1.2.0 is not served: it is not released intact here',
    );
  });
});
