import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { tempDir } from '../test-support/helpers';
import { defaultContext, runRelease } from './cli';
import { buildRelease } from './commands';
import { managerByPassword, managersFile, signedInManager } from './managers';
import { ALICE, fakeRepo, testContext, writeFile } from './test-fixtures';

/** A store with careers 1.0.0 released, and a context signed in with `credential`. */
async function released(credential: { name?: string; key?: string }) {
  const ctx = testContext(fakeRepo());
  await buildRelease(ctx, 'careers');
  ctx.signedIn = () => signedInManager(ctx.releaseRoot, credential);
  ctx.lines.length = 0;
  return ctx;
}

/** An empty store, and the command line's context on it with a credential (`env`). */
function freshStore() {
  const releaseRoot = tempDir('release');
  const lines: string[] = [];
  const errors: string[] = [];
  const context = (env: Record<string, string> = {}) => ({
    ...defaultContext({ RELEASE_ROOT: releaseRoot, ...env }).ctx,
    out: (line: string) => lines.push(line),
    err: (line: string) => errors.push(line),
  });
  return { releaseRoot, lines, errors, context };
}

const productionPins = (root: string) => path.join(root, 'pins', 'production.json');

describe('npm run release: release managers sign in', () => {
  it.each<[string, { name?: string; key?: string }, RegExp]>([
    ['no credential', {}, /Only a signed-in release manager changes pins/],
    ['a wrong key', { name: 'alice', key: 'guess' }, /does not sign in "alice"/],
    ['an unlisted manager', { name: 'mallory', key: ALICE.key }, /does not sign in "mallory"/],
    [
      'a name without a key',
      { name: 'alice' },
      /Give both RELEASE_MANAGER and RELEASE_MANAGER_KEY/,
    ],
    [
      'a key without a name',
      { key: ALICE.key },
      /Give both RELEASE_MANAGER and RELEASE_MANAGER_KEY/,
    ],
  ])('refuses every pin change with %s, and writes nothing', async (_case, credential, message) => {
    const ctx = await released(credential);
    for (const argv of [
      ['pin', 'careers@1.0.0', '--env', 'production'],
      ['rollback', 'careers', '--env', 'production'],
      ['promote', '--from', 'staging', '--env', 'production'],
    ]) {
      ctx.errors.length = 0;
      expect(await runRelease(argv, ctx)).toBe(1);
      expect(ctx.errors.join('\n')).toMatch(message);
    }
    expect(existsSync(path.join(ctx.releaseRoot, 'pins'))).toBe(false);
  });

  it('records the signed-in manager as who pinned and who released', async () => {
    const ctx = await released(ALICE);
    expect(await runRelease(['pin', 'careers@1.0.0', '--env', 'production'], ctx)).toBe(0);
    const pins = JSON.parse(readFileSync(productionPins(ctx.releaseRoot), 'utf8'));
    expect(pins.pins.careers.by).toBe('alice');
    expect(pins.history[0].by).toBe('alice');
    const hashes = JSON.parse(
      readFileSync(path.join(ctx.releaseRoot, 'remotes/careers/1.0.0/hashes.json'), 'utf8'),
    );
    expect(hashes.releasedBy).toBe('alice');
  });

  it('a build without a credential records no one; with a wrong one it is refused', async () => {
    const ctx = await released({});
    expect(await runRelease(['build', 'careers', '--version', '1.0.1'], ctx)).toBe(0);
    const hashes = JSON.parse(
      readFileSync(path.join(ctx.releaseRoot, 'remotes/careers/1.0.1/hashes.json'), 'utf8'),
    );
    expect(hashes.releasedBy).toBe('');
    ctx.signedIn = () => signedInManager(ctx.releaseRoot, { name: 'alice', key: 'guess' });
    expect(await runRelease(['build', 'careers', '--version', '1.0.2'], ctx)).toBe(1);
    expect(existsSync(path.join(ctx.releaseRoot, 'remotes/careers/1.0.2'))).toBe(false);
  });

  it('never takes the identity from USER', async () => {
    const releaseRoot = tempDir('release');
    const out = () => {};
    const asUser = defaultContext({ RELEASE_ROOT: releaseRoot, USER: 'dana' }).ctx;
    expect(await runRelease(['manager', 'add', 'dana'], { ...asUser, out })).toBe(0);
    expect(await asUser.signedIn()).toBeUndefined();
    const errors: string[] = [];
    expect(
      await runRelease(['promote', '--from', 'staging', '--env', 'production'], {
        ...asUser,
        err: (line) => errors.push(line),
      }),
    ).toBe(1);
    expect(errors.join('\n')).toMatch(/Only a signed-in release manager changes pins/);
  });

  it('adds the first manager of a store freely, every other one only signed in', async () => {
    const { releaseRoot, lines, errors, context } = freshStore();

    expect(await runRelease(['manager', 'add', 'dana'], context())).toBe(0);
    const danaKey = lines.at(-1)!;
    expect(danaKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The store keeps what checks the key, never the key.
    expect(readFileSync(managersFile(releaseRoot), 'utf8')).not.toContain(danaKey);

    expect(await runRelease(['manager', 'add', 'eve'], context())).toBe(1);
    expect(errors.at(-1)).toMatch(/Only a signed-in release manager adds another/);
    const dana = { RELEASE_MANAGER: 'dana', RELEASE_MANAGER_KEY: danaKey };
    expect(await runRelease(['manager', 'add', 'erin'], context(dana))).toBe(0);
    const erinKey = lines.at(-1)!;
    const erin = { RELEASE_MANAGER: 'erin', RELEASE_MANAGER_KEY: erinKey };
    expect(await context(erin).signedIn()).toBe('erin');

    lines.length = 0;
    expect(await runRelease(['manager', 'list'], context())).toBe(0);
    const table = lines.join('\n').split('\n');
    expect(table[0]).toMatch(/^MANAGER\s+ROLE\s+CONSOLE\s+ADDED\s+BY$/);
    expect(table.slice(1).map((line) => line.split(/\s+/).slice(0, 2))).toEqual([
      ['dana', 'admin'],
      ['erin', 'releaser'],
    ]);
    expect(table[2]).toMatch(/\sno password\s.*\sdana$/);

    // Removing needs a signed-in manager; a removed manager's key signs in no more.
    expect(await runRelease(['manager', 'remove', 'erin'], context())).toBe(1);
    expect(await runRelease(['manager', 'remove', 'erin'], context(dana))).toBe(0);
    await expect(context(erin).signedIn()).rejects.toThrow(/does not sign in "erin"/);
    expect(await runRelease(['manager', 'remove', 'dana'], context(dana))).toBe(1);
    expect(errors.at(-1)).toMatch(/dana is the last release manager/);
  });

  it('gives each manager a role: a viewer reads, a releaser pins, an admin manages', async () => {
    const { releaseRoot, lines, errors, context } = freshStore();
    expect(await runRelease(['manager', 'add', 'dana'], context())).toBe(0);
    const dana = { RELEASE_MANAGER: 'dana', RELEASE_MANAGER_KEY: lines.at(-1)! };
    expect(await runRelease(['manager', 'add', 'vic', '--role', 'viewer'], context(dana))).toBe(0);
    const vic = { RELEASE_MANAGER: 'vic', RELEASE_MANAGER_KEY: lines.at(-1)! };

    // A viewer adds no one, changes no role, pins nothing.
    expect(await runRelease(['manager', 'add', 'eve'], context(vic))).toBe(1);
    expect(errors.at(-1)).toBe('release: vic is a viewer: only an admin may do that.');
    expect(await runRelease(['pin', 'careers@1.0.0', '--env', 'production'], context(vic))).toBe(1);
    expect(errors.at(-1)).toBe(
      'release: vic is a viewer: only a releaser or an admin may do that.',
    );
    expect(await runRelease(['manager', 'add', 'eve', '--role', 'owner'], context(dana))).toBe(2);

    // Their own console password a manager sets; another's only an admin.
    const password = { RELEASE_NEW_PASSWORD: 'a long enough passphrase' };
    expect(await runRelease(['manager', 'password', 'vic'], context({ ...vic, ...password }))).toBe(
      0,
    );
    expect(
      await runRelease(['manager', 'password', 'dana'], context({ ...vic, ...password })),
    ).toBe(1);
    expect(
      await runRelease(
        ['manager', 'password', 'vic'],
        context({ ...vic, RELEASE_NEW_PASSWORD: 'short' }),
      ),
    ).toBe(1);
    expect(errors.at(-1)).toBe('release: A password has at least 12 characters.');
    const stored = readFileSync(managersFile(releaseRoot), 'utf8');
    expect(stored).not.toContain('a long enough passphrase');
    expect(stored).toMatch(/"passwordHash": "scrypt\$15\$/);
    expect(await managerByPassword(releaseRoot, 'vic', 'a long enough passphrase')).toMatchObject({
      name: 'vic',
    });
    expect(await managerByPassword(releaseRoot, 'vic', 'a long enough passphrasE')).toBeUndefined();

    // The last admin stays one; another admin can be made.
    expect(await runRelease(['manager', 'role', 'dana', 'viewer'], context(dana))).toBe(1);
    expect(errors.at(-1)).toBe('release: dana is the last admin: make another one admin first.');
    expect(await runRelease(['manager', 'role', 'vic', 'admin'], context(dana))).toBe(0);
    expect(lines.at(-1)).toBe('vic is now an admin.');
  });

  it('refuses a bad manager name and a damaged list', async () => {
    const ctx = await released(ALICE);
    expect(await runRelease(['manager', 'add', 'Eve Smith'], ctx)).toBe(1);
    expect(ctx.errors.at(-1)).toMatch(/cannot name a release manager/);
    writeFile(managersFile(ctx.releaseRoot), '{"managers":[{"name":"alice"}]}');
    expect(await runRelease(['pin', 'careers@1.0.0', '--env', 'production'], ctx)).toBe(1);
    expect(ctx.errors.at(-1)).toMatch(/managers\.json is damaged/);
    expect(existsSync(productionPins(ctx.releaseRoot))).toBe(false);
  });
});
