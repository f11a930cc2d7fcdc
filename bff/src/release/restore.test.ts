import { chmodSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs, runRelease } from './cli';
import { buildRelease } from './commands';
import { readPinFile } from './pins';
import { restorePinSet } from './restore';
import { fakeRepo, signInAs, testContext, writeFile } from './test-fixtures';

const AT = '2026-05-01T10:00:00.000Z';

/**
 * production pins: #1 careers@1.0.0, #2 menuCart@2.0.0, #3 careers@1.1.0, #4 menuCart@2.1.0
 * (by alice, an admin); then bob, a releaser, is signed in.
 */
async function production() {
  const ctx = testContext(fakeRepo());
  for (const version of ['1.0.0', '1.1.0', '1.2.0'])
    await buildRelease(ctx, 'careers', { version });
  for (const version of ['2.0.0', '2.1.0']) await buildRelease(ctx, 'menuCart', { version });
  for (const spec of ['careers@1.0.0', 'menuCart@2.0.0', 'careers@1.1.0', 'menuCart@2.1.0']) {
    expect(await runRelease(['pin', spec, '--env', 'production'], ctx)).toBe(0);
  }
  signInAs(ctx, 'bob', 'releaser');
  ctx.lines.length = 0;
  const file = path.join(ctx.releaseRoot, 'pins', 'production.json');
  const run = (...argv: string[]) => runRelease([...argv, '--env', 'production'], ctx);
  return { ctx, file, run, pins: async () => (await readPinFile(file))! };
}

describe('npm run release -- restore', () => {
  it('prints what a dry run would change, and writes nothing', async () => {
    const { ctx, file, run } = await production();
    const before = readFileSync(file, 'utf8');
    expect(await run('restore', '--to', '2', '--dry-run')).toBe(0);
    expect(ctx.lines).toEqual([
      `Restoring pin set #2 of ${AT} in production for the default channel would change ` +
        '(dry run, nothing written):',
      'menuCart  2.1.0 → 2.0.0',
      'careers   1.1.0 → 1.0.0',
    ]);
    expect(await run('restore', '--to', '#4', '--dry-run')).toBe(0);
    expect(ctx.lines.at(-1)).toBe(
      `Restoring pin set #4 of ${AT} in production for the default channel: nothing would change (dry run).`,
    );
    expect(readFileSync(file, 'utf8')).toBe(before);
    expect(parseArgs(['restore', '--to=#2', '--dry-run'])).toEqual({
      command: 'restore',
      positional: [],
      flags: { to: '#2', 'dry-run': true },
    });
  });

  it('restores every pin of a set in one change, recorded as restores with the set', async () => {
    const { ctx, run, pins } = await production();
    expect(await run('restore', '--to', '#2')).toBe(0);
    expect(ctx.lines).toEqual([
      `pin set #2 of ${AT} restored in production for the default channel: release/pins/production.json`,
      'menuCart  2.1.0 → 2.0.0',
      'careers   1.1.0 → 1.0.0',
    ]);
    const file = await pins();
    expect(file.pins).toEqual({
      menuCart: { version: '2.0.0', since: AT, by: 'bob' },
      careers: { version: '1.0.0', since: AT, by: 'bob' },
    });
    expect(file.history.slice(4)).toEqual(
      [
        ['menuCart', '2.0.0', '2.1.0'],
        ['careers', '1.0.0', '1.1.0'],
      ].map(([remote, version, previous]) => ({
        remote,
        action: 'restore',
        version,
        previous,
        at: AT,
        by: 'bob',
        reason: `pin set #2 of ${AT}`,
      })),
    );
    expect(await run('restore', '--to', '2')).toBe(0);
    expect(ctx.lines.at(-1)).toBe(
      `production for the default channel is already as pin set #2 of ${AT}: nothing changed.`,
    );
    expect((await pins()).history).toHaveLength(6);
    // A rollback after the restore returns to what was live before it.
    expect(await run('rollback', 'careers')).toBe(0);
    expect((await pins()).pins.careers?.version).toBe('1.1.0');
  });

  it('removes the pin of a remote the set did not pin; a rollback then finds no pin', async () => {
    const { ctx, run, pins } = await production();
    expect(await run('restore', '--to', '1')).toBe(0);
    expect(ctx.lines).toContain('menuCart  2.1.0 → no pin');
    const file = await pins();
    expect(file.pins.menuCart).toBeUndefined();
    expect(file.history.at(-2)).toMatchObject({
      action: 'restore',
      version: null,
      previous: '2.1.0',
    });
    expect(await run('rollback', 'menuCart')).toBe(1);
    expect(ctx.errors.at(-1)).toContain('menuCart is not pinned here');
    // Pinned again after the restore: a rollback returns to no pin, as the restore left it.
    expect(await run('pin', 'menuCart@2.0.0')).toBe(0);
    expect(await run('rollback', 'menuCart')).toBe(0);
    expect((await pins()).pins.menuCart).toBeUndefined();
  });

  it('restores the last set at or before a time', async () => {
    const { ctx, run, pins } = await production();
    ctx.now = () => new Date('2026-05-02T10:00:00.000Z');
    await run('pin', 'careers@1.2.0');
    expect(await run('restore', '--to', '2026-05-01T12:00:00+02:00')).toBe(0);
    expect((await pins()).pins.careers?.version).toBe('1.1.0');
    expect((await pins()).history.at(-1)?.reason).toBe(`pin set #4 of ${AT}`);
  });

  it('writes nothing unless every version of the set can be pinned', async () => {
    const { ctx, file, run } = await production();
    const entry = path.join(ctx.releaseRoot, 'remotes/careers/1.0.0/remoteEntry.js');
    chmodSync(entry, 0o644);
    writeFile(entry, 'tampered');
    const before = readFileSync(file, 'utf8');
    expect(await run('restore', '--to', '2')).toBe(1);
    expect(ctx.errors.at(-1)).toContain('careers@1.0.0 no longer matches its hashes.json');
    expect(await run('restore', '--to', '2', '--dry-run')).toBe(1);
    expect(readFileSync(file, 'utf8')).toBe(before);
  });

  it('refuses while a canary runs on a remote it would change, naming it', async () => {
    const { ctx, run, pins } = await production();
    expect(await run('canary', 'start', 'careers@1.2.0')).toBe(0);
    expect(await run('restore', '--to', '2')).toBe(1);
    expect(ctx.errors.at(-1)).toBe(
      'release: A canary runs in production for the default channel of careers@1.2.0, which ' +
        'the restore would change: abort it first (npm run release -- canary abort <remote> ' +
        '--env production).',
    );
    expect((await pins()).pins.menuCart?.version).toBe('2.1.0');
    // A set that leaves careers as it is restores beside the canary.
    expect(await run('restore', '--to', '3')).toBe(0);
    expect((await pins()).pins.menuCart?.version).toBe('2.0.0');
  });

  it.each<[string, string[], string]>([
    ['an unknown id', ['--to', '#9'], 'has no pin set #9: its history has 4 change(s)'],
    ['no set', [], 'Restore which pin set? Give --to <id>'],
    ['a time without its zone', ['--to', '2026-05-01'], '"2026-05-01" names no pin set'],
    ['a control character', ['--to', '2\n'], '--to holds a control character (U+000A)'],
  ])('refuses %s, and writes nothing', async (_case, args, message) => {
    const { ctx, file, run } = await production();
    const before = readFileSync(file, 'utf8');
    expect(await run('restore', ...args)).toBe(1);
    expect(ctx.errors.at(-1)).toContain(message);
    expect(readFileSync(file, 'utf8')).toBe(before);
  });

  it('needs a releaser, also for a dry run', async () => {
    const { ctx, file, run } = await production();
    const before = readFileSync(file, 'utf8');
    signInAs(ctx, 'vera', 'viewer');
    expect(await run('restore', '--to', '2')).toBe(1);
    expect(ctx.errors.at(-1)).toBe(
      'release: vera is a viewer: only a releaser or an admin may do that.',
    );
    expect(await run('restore', '--to', '2', '--dry-run')).toBe(1);
    ctx.signedIn = async () => undefined;
    expect(await run('restore', '--to', '2')).toBe(1);
    expect(ctx.errors.at(-1)).toContain('Only a signed-in release manager changes pins');
    expect(readFileSync(file, 'utf8')).toBe(before);
  });

  it('resolves to the set and its changes, for the release console', async () => {
    const { ctx } = await production();
    const outcome = await restorePinSet(ctx, { env: 'production', to: '#3', dryRun: true });
    expect(outcome).toMatchObject({
      set: { id: 3, pins: { menuCart: '2.0.0', careers: '1.1.0' } },
      changes: [{ remote: 'menuCart', live: '2.1.0', target: '2.0.0' }],
      written: false,
    });
  });
});

describe('npm run release -- history', () => {
  it('lists every change with its id and the pin set after it, a reason below its line', async () => {
    const { ctx, run } = await production();
    await run('restore', '--to', '1');
    ctx.lines.length = 0;
    expect(await run('history')).toBe(0);
    expect(ctx.lines).toEqual([
      'ID  AT                        BY     ACTION   REMOTE    CHANGE          PIN SET AFTER',
      '#1  2026-05-01T10:00:00.000Z  alice  pin      careers   no pin → 1.0.0  careers@1.0.0',
      '#2  2026-05-01T10:00:00.000Z  alice  pin      menuCart  no pin → 2.0.0  menuCart@2.0.0 careers@1.0.0',
      '#3  2026-05-01T10:00:00.000Z  alice  pin      careers   1.0.0 → 1.1.0   menuCart@2.0.0 careers@1.1.0',
      '#4  2026-05-01T10:00:00.000Z  alice  pin      menuCart  2.0.0 → 2.1.0   menuCart@2.1.0 careers@1.1.0',
      '#5  2026-05-01T10:00:00.000Z  bob    restore  menuCart  2.1.0 → no pin  careers@1.1.0',
      `    why: pin set #1 of ${AT}`,
      '#6  2026-05-01T10:00:00.000Z  bob    restore  careers   1.1.0 → 1.0.0   careers@1.0.0',
      `    why: pin set #1 of ${AT}`,
      '',
      'Restore a pin set with: npm run release -- restore --env production --to <ID> [--dry-run]',
    ]);
    expect(await runRelease(['history', '--env', 'qa', '--channel', 'catering'], ctx)).toBe(0);
    expect(ctx.lines.at(-1)).toBe(
      'Nothing was ever pinned in qa for the catering channel: it has no history.',
    );
    expect(await runRelease(['history'], ctx)).toBe(1);
    expect(ctx.errors.at(-1)).toContain('Which environment? Give --env <name>.');
  });
});

describe('npm run release -- promote --dry-run', () => {
  it('prints what it would pin, with the same checks, and writes nothing', async () => {
    const { ctx, file, run } = await production();
    await runRelease(['pin', 'careers@1.2.0', '--env', 'staging'], ctx);
    await runRelease(['pin', 'menuCart@2.1.0', '--env', 'staging'], ctx);
    const before = readFileSync(file, 'utf8');
    ctx.lines.length = 0;
    expect(await run('promote', '--from', 'staging', '--dry-run')).toBe(0);
    expect(ctx.lines).toEqual([
      'Promoting staging to production for the default channel would change (dry run, nothing written):',
      'careers  1.1.0 → 1.2.0',
    ]);
    expect(await run('promote', '--from', 'staging', 'menuCart', '--dry-run')).toBe(0);
    expect(ctx.lines.at(-1)).toBe(
      'Promoting staging to production for the default channel: nothing would change (dry run).',
    );
    await run('canary', 'start', 'careers@1.0.0');
    expect(await run('promote', '--from', 'staging', '--dry-run')).toBe(1);
    expect(ctx.errors.at(-1)).toContain('A canary of careers@1.0.0 runs here');
    // Only the canary's start was written.
    const after = await readPinFile(file);
    expect(after?.pins.careers?.version).toBe('1.1.0');
    expect(after?.history.slice(0, -1)).toEqual(JSON.parse(before).history);
    expect(after?.history.at(-1)?.action).toBe('canary-start');
  });
});
