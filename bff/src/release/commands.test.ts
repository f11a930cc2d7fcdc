import { chmodSync, existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { runRelease, parseArgs, USAGE } from './cli';
import { buildRelease } from './commands';
import { signedInManager } from './managers';
import { readPinFile } from './pins';
import { inspectRelease } from './store';
import { fakeRepo, setPackageVersion, testContext, writeFile } from './test-fixtures';

function pins(releaseRoot: string, file: string) {
  return readPinFile(path.join(releaseRoot, 'pins', file));
}

describe('npm run release -- build', () => {
  it('builds one remote and releases it, immutable, with the hash of every file', async () => {
    const repo = fakeRepo();
    const ctx = testContext(repo);
    expect(await runRelease(['build', 'mfe-careers'], ctx)).toBe(0);

    expect(ctx.builds).toEqual([{ pkg: 'mfe-careers', env: {} }]);
    const dir = path.join(repo, 'release', 'remotes', 'careers', '1.0.0');
    const hashes = JSON.parse(readFileSync(path.join(dir, 'hashes.json'), 'utf8'));
    expect(hashes).toMatchObject({
      name: 'careers',
      version: '1.0.0',
      algorithm: 'sha256',
      releasedAt: '2026-05-01T10:00:00.000Z',
      releasedBy: 'alice',
    });
    expect(Object.keys(hashes.files).sort()).toEqual([
      '412.0123456789.js',
      'assets/logo.abcdef0123.svg',
      'mf-manifest.json',
      'release.json',
      'remoteEntry.js',
    ]);
    expect(hashes.files['remoteEntry.js']).toMatch(/^[0-9a-f]{64}$/);
    // Read-only files; no staging folder left behind.
    expect(statSync(path.join(dir, 'remoteEntry.js')).mode & 0o222).toBe(0);
    expect(readdirSync(path.dirname(dir)).filter((entry) => entry.startsWith('.'))).toEqual([]);
    expect((await inspectRelease(ctx.releaseRoot, 'careers', '1.0.0')).state).toBe('valid');
    expect(ctx.lines.join('\n')).toContain('released careers@1.0.0');
  });

  it('never overwrites a released version', async () => {
    const repo = fakeRepo();
    const ctx = testContext(repo);
    await buildRelease(ctx, 'careers');
    const before = readFileSync(
      path.join(ctx.releaseRoot, 'remotes/careers/1.0.0/hashes.json'),
      'utf8',
    );
    expect(await runRelease(['build', 'careers', '--note', 'other'], ctx)).toBe(1);
    expect(ctx.errors.join('\n')).toMatch(
      /careers@1\.0\.0 is already released .*never overwritten.*mfe-careers\/package\.json/,
    );
    expect(ctx.builds).toHaveLength(1);
    expect(
      readFileSync(path.join(ctx.releaseRoot, 'remotes/careers/1.0.0/hashes.json'), 'utf8'),
    ).toBe(before);
  });

  it('takes the version from package.json, or --version, and passes a release note', async () => {
    const repo = fakeRepo();
    const ctx = testContext(repo);
    setPackageVersion(repo, 'menuCart', '1.3.0');
    await buildRelease(ctx, 'menuCart');
    await buildRelease(ctx, 'menuCart', { version: '1.3.1-rc.1', note: 'Spring menu' });
    expect(ctx.builds[1]).toEqual({
      pkg: 'mfe-menu-cart',
      env: { QSR_RELEASE_VERSION: '1.3.1-rc.1', QSR_RELEASE_NOTE: 'Spring menu' },
    });
    expect(
      readFileSync(
        path.join(ctx.releaseRoot, 'remotes/menuCart/1.3.1-rc.1/remoteEntry.js'),
        'utf8',
      ),
    ).toContain('Spring menu');
  });

  it('releases an existing dist with --from-dist, if it is that version', async () => {
    const repo = fakeRepo();
    const ctx = testContext(repo);
    await ctx.buildRemote('mfe-locator', path.join(repo, 'mfe-locator', 'dist'), {});
    expect(await runRelease(['build', 'locator', '--from-dist'], ctx)).toBe(0);
    expect(ctx.builds).toHaveLength(1);
    expect((await inspectRelease(ctx.releaseRoot, 'locator', '1.0.0')).state).toBe('valid');
    expect(await runRelease(['build', 'locator', '--from-dist', '--version', '1.0.1'], ctx)).toBe(
      1,
    );
    expect(ctx.errors.at(-1)).toContain('is locator@1.0.0, not locator@1.0.1');
    expect(existsSync(path.join(ctx.releaseRoot, 'remotes/locator/1.0.1'))).toBe(false);
  });

  it('refuses an unknown remote and a build without a manifest', async () => {
    const repo = fakeRepo();
    const ctx = testContext(repo);
    expect(await runRelease(['build', 'payments'], ctx)).toBe(1);
    expect(ctx.errors.at(-1)).toContain('Unknown remote "payments": one of menuCart');
    ctx.buildRemote = async (_pkg, outDir) => {
      writeFile(
        path.join(outDir, 'release.json'),
        JSON.stringify({ name: 'careers', version: '1.0.0', contractMajor: 1 }),
      );
    };
    expect(await runRelease(['build', 'careers'], ctx)).toBe(1);
    expect(ctx.errors.at(-1)).toContain('has no mf-manifest.json');
    expect(existsSync(path.join(ctx.releaseRoot, 'remotes/careers/1.0.0'))).toBe(false);
  });
});

describe('npm run release -- pin, rollback, promote, status', () => {
  async function released(versions: string[], contractMajor = 1) {
    const repo = fakeRepo();
    const ctx = testContext(repo);
    ctx.contractMajor = contractMajor;
    for (const version of versions) await buildRelease(ctx, 'careers', { version });
    ctx.lines.length = 0;
    return ctx;
  }

  it('pins a released version per environment and channel, with its history', async () => {
    const ctx = await released(['1.0.0', '1.1.0']);
    expect(await runRelease(['pin', 'careers@1.0.0', '--env', 'production'], ctx)).toBe(0);
    expect(
      await runRelease(['pin', 'careers@1.1.0', '--env=production', '--channel', 'catering'], ctx),
    ).toBe(0);
    // Another release manager, added by alice, signs in with the key the command gave.
    expect(await runRelease(['manager', 'add', 'bob'], ctx)).toBe(0);
    const bob = { name: 'bob', key: ctx.lines.at(-1) };
    ctx.signedIn = () => signedInManager(ctx.releaseRoot, bob);
    expect(await runRelease(['pin', 'mfe-careers@1.1.0', '--env', 'production'], ctx)).toBe(0);

    const main = await pins(ctx.releaseRoot, 'production.json');
    expect(main).toEqual({
      environment: 'production',
      channel: 'default',
      pins: { careers: { version: '1.1.0', since: '2026-05-01T10:00:00.000Z', by: 'bob' } },
      history: [
        {
          remote: 'careers',
          action: 'pin',
          version: '1.0.0',
          previous: null,
          at: '2026-05-01T10:00:00.000Z',
          by: 'alice',
        },
        {
          remote: 'careers',
          action: 'pin',
          version: '1.1.0',
          previous: '1.0.0',
          at: '2026-05-01T10:00:00.000Z',
          by: 'bob',
        },
      ],
    });
    const catering = await pins(ctx.releaseRoot, 'production.catering.json');
    expect(catering?.channel).toBe('catering');
    expect(catering?.pins.careers?.version).toBe('1.1.0');
    expect(ctx.lines).toContain(
      'careers@1.1.0 pinned in production for the default channel (was 1.0.0): release/pins/production.json',
    );
  });

  it('refuses a version that was never released, with a clear message', async () => {
    const ctx = await released(['1.0.0']);
    expect(await runRelease(['pin', 'careers@2.0.0', '--env', 'production'], ctx)).toBe(1);
    expect(ctx.errors.at(-1)).toBe(
      'release: careers@2.0.0 was never released (no release/remotes/careers/2.0.0). ' +
        'Released versions of careers: 1.0.0.',
    );
    expect(await runRelease(['pin', 'locator@1.0.0', '--env', 'production'], ctx)).toBe(1);
    expect(ctx.errors.at(-1)).toContain('locator has no released version yet');
    expect(existsSync(path.join(ctx.releaseRoot, 'pins', 'production.json'))).toBe(false);
  });

  it("refuses a version built against another contract major than the host's", async () => {
    const ctx = await released(['2.0.0'], 2);
    expect(await runRelease(['pin', 'careers@2.0.0', '--env', 'staging'], ctx)).toBe(1);
    expect(ctx.errors.at(-1)).toBe(
      "release: careers@2.0.0 was built against contract major 2, but the host's is 1 " +
        '(@qsr/shared-contracts): refusing to pin it.',
    );
  });

  it('refuses a released version whose files changed', async () => {
    const ctx = await released(['1.0.0']);
    const entry = path.join(ctx.releaseRoot, 'remotes/careers/1.0.0/remoteEntry.js');
    chmodSync(entry, 0o644);
    writeFile(entry, 'tampered');
    expect(await runRelease(['pin', 'careers@1.0.0', '--env', 'staging'], ctx)).toBe(1);
    expect(ctx.errors.at(-1)).toContain('remoteEntry.js does not match its hash');
  });

  it('refuses bad arguments with the usage (exit 2)', async () => {
    const ctx = await released([]);
    expect(await runRelease(['pin', 'careers@1.0.0', '--env'], ctx)).toBe(2);
    expect(ctx.errors.at(-1)).toContain('--env needs a value');
    expect(await runRelease(['deploy'], ctx)).toBe(2);
    expect(ctx.errors.at(-1)).toContain(USAGE);
    expect(await runRelease(['pin', 'careers@1.0.0'], ctx)).toBe(1);
    expect(ctx.errors.at(-1)).toContain('Give --env <name>');
    expect(await runRelease(['pin', 'careers@1.0.0', '--env', '../x'], ctx)).toBe(1);
    expect(await runRelease(['pin', 'careers@1.0.0', '--env', 'qa', '--channel', 'app'], ctx)).toBe(
      1,
    );
    expect(ctx.errors.at(-1)).toContain('Unknown channel "app"');
    expect(parseArgs(['status', '--env=qa'])).toEqual({
      command: 'status',
      positional: [],
      flags: { env: 'qa' },
    });
  });

  it('rolls back to the previous pinned version, then to no pin', async () => {
    const ctx = await released(['1.0.0', '1.1.0', '1.2.0']);
    for (const version of ['1.0.0', '1.1.0', '1.2.0']) {
      await runRelease(['pin', `careers@${version}`, '--env', 'production'], ctx);
    }
    const live = async () =>
      (await pins(ctx.releaseRoot, 'production.json'))?.pins.careers?.version;
    expect(await runRelease(['rollback', 'careers', '--env', 'production'], ctx)).toBe(0);
    expect(await live()).toBe('1.1.0');
    expect(await runRelease(['rollback', 'careers', '--env', 'production'], ctx)).toBe(0);
    expect(await live()).toBe('1.0.0');
    expect(ctx.lines.at(-1)).toBe(
      'careers rolled back in production for the default channel: 1.1.0 → 1.0.0',
    );
    expect(await runRelease(['rollback', 'careers', '--env', 'production'], ctx)).toBe(0);
    expect(await live()).toBeUndefined();
    expect(ctx.lines.at(-1)).toContain('1.0.0 → no pin (served from the local build)');
    expect(await runRelease(['rollback', 'careers', '--env', 'production'], ctx)).toBe(1);
    expect(ctx.errors.at(-1)).toContain(
      'careers is not pinned here: there is nothing to roll back',
    );

    const history = (await pins(ctx.releaseRoot, 'production.json'))!.history;
    expect(history.map((change) => [change.action, change.previous, change.version])).toEqual([
      ['pin', null, '1.0.0'],
      ['pin', '1.0.0', '1.1.0'],
      ['pin', '1.1.0', '1.2.0'],
      ['rollback', '1.2.0', '1.1.0'],
      ['rollback', '1.1.0', '1.0.0'],
      ['rollback', '1.0.0', null],
    ]);
  });

  it('after a rollback, a new pin and a rollback return to the rolled-back-to version', async () => {
    const ctx = await released(['1.0.0', '1.1.0', '1.2.0']);
    const run = (...args: string[]) => runRelease([...args, '--env', 'staging'], ctx);
    await run('pin', 'careers@1.0.0');
    await run('pin', 'careers@1.1.0');
    await run('rollback', 'careers');
    await run('pin', 'careers@1.2.0');
    await run('rollback', 'careers');
    expect((await pins(ctx.releaseRoot, 'staging.json'))?.pins.careers?.version).toBe('1.0.0');
  });

  it('promotes what staging pins to production, channel by channel', async () => {
    const ctx = await released(['1.0.0', '1.1.0']);
    await runRelease(['pin', 'careers@1.1.0', '--env', 'staging'], ctx);
    await runRelease(['pin', 'careers@1.0.0', '--env', 'production'], ctx);
    expect(await runRelease(['promote', '--from', 'staging', '--env', 'production'], ctx)).toBe(0);
    const production = await pins(ctx.releaseRoot, 'production.json');
    expect(production?.pins.careers?.version).toBe('1.1.0');
    expect(production?.history.at(-1)).toMatchObject({ previous: '1.0.0', version: '1.1.0' });
    expect(
      await runRelease(
        ['promote', '--from', 'staging', '--env', 'production', '--channel', 'catering'],
        ctx,
      ),
    ).toBe(1);
    expect(ctx.errors.at(-1)).toContain('staging pins nothing for the catering channel');
  });

  it('lists what is live where, and since when', async () => {
    const ctx = await released(['1.0.0', '1.1.0']);
    expect(await runRelease(['status'], ctx)).toBe(0);
    expect(ctx.lines.at(-1)).toContain('Nothing is pinned');
    await runRelease(['pin', 'careers@1.0.0', '--env', 'production'], ctx);
    await runRelease(['pin', 'careers@1.1.0', '--env', 'production', '--channel', 'catering'], ctx);
    await runRelease(['pin', 'careers@1.1.0', '--env', 'staging'], ctx);
    ctx.lines.length = 0;
    expect(await runRelease(['status'], ctx)).toBe(0);
    expect(ctx.lines.join('\n').split('\n').slice(0, 4)).toEqual([
      'ENV         CHANNEL   REMOTE   VERSION  SINCE                     BY',
      'production  default   careers  1.0.0    2026-05-01T10:00:00.000Z  alice',
      'production  catering  careers  1.1.0    2026-05-01T10:00:00.000Z  alice',
      'staging     default   careers  1.1.0    2026-05-01T10:00:00.000Z  alice',
    ]);
    ctx.lines.length = 0;
    await runRelease(['status', '--env', 'staging'], ctx);
    expect(ctx.lines.join('\n')).not.toContain('production');

    ctx.lines.length = 0;
    expect(await runRelease(['list', 'careers'], ctx)).toBe(0);
    const listed = ctx.lines.join('\n').split('\n');
    expect(listed[0]).toMatch(/^REMOTE\s+VERSION\s+CONTRACT\s+RELEASED\s+BY\s+FILES$/);
    expect(listed[1]).toMatch(
      /^careers\s+1\.0\.0\s+1\s+2026-05-01T10:00:00\.000Z\s+alice\s+intact$/,
    );
  });
});
