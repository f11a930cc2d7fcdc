import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs, runRelease } from './cli';
import { buildRelease } from './commands';
import { freezeEnvironment, withFreeze } from './freeze';
import { readPinFile } from './pins';
import { ALICE, fakeRepo, signInAs, testContext } from './test-fixtures';
import { signedInManager } from './managers';

const AT = '2026-05-01T10:00:00.000Z';
const FROZEN =
  `release: production is frozen since ${AT} by alice (Black Friday): ` +
  'only an admin changes its pins.';

/** careers 1.0.0–1.2.0 released; production and staging pin 1.0.0, a manual canary of 1.1.0. */
async function store() {
  const ctx = testContext(fakeRepo());
  for (const version of ['1.0.0', '1.1.0', '1.2.0'])
    await buildRelease(ctx, 'careers', { version });
  const run = (...argv: string[]) => runRelease(argv, ctx);
  await run('pin', 'careers@1.0.0', '--env', 'production');
  await run('pin', 'careers@1.1.0', '--env', 'staging');
  await run('canary', 'start', 'careers@1.1.0', '--env', 'production', '--stages', '10,50,100');
  const pinFile = (name: string) => path.join(ctx.releaseRoot, 'pins', name);
  const pins = async (name = 'production.json') => (await readPinFile(pinFile(name)))!;
  ctx.lines.length = 0;
  return {
    ctx,
    run,
    pins,
    pinFile,
    asAlice: () => {
      ctx.signedIn = () => signedInManager(ctx.releaseRoot, ALICE);
    },
  };
}

describe('npm run release -- freeze, unfreeze', () => {
  it('freezes both channels of an environment, in their history, an admin only', async () => {
    const { ctx, run, pins, pinFile, asAlice } = await store();
    signInAs(ctx, 'bob', 'releaser');
    expect(await run('freeze', '--env', 'production')).toBe(1);
    expect(ctx.errors.at(-1)).toBe('release: bob is a releaser: only an admin may do that.');
    expect(existsSync(pinFile('production.catering.json'))).toBe(false);

    asAlice();
    expect(await run('freeze', '--env', 'production', '--reason', 'Black Friday')).toBe(0);
    expect(ctx.lines).toEqual([
      'production is frozen (both channels): only an admin changes its pins until ' +
        'npm run release -- unfreeze --env production.',
      'A releaser may still pause or abort a canary there; the judge advances none.',
    ]);
    for (const name of ['production.json', 'production.catering.json']) {
      const file = await pins(name);
      expect(file.frozen).toEqual({ at: AT, by: 'alice', reason: 'Black Friday' });
      expect(file.history.at(-1)).toEqual({
        action: 'freeze',
        at: AT,
        by: 'alice',
        reason: 'Black Friday',
      });
    }
    expect(await run('freeze', '--env', 'production')).toBe(0);
    expect(ctx.lines.at(-1)).toBe(
      `production is frozen since ${AT} by alice (Black Friday): nothing changed.`,
    );
    expect((await pins()).history.filter((change) => change.action === 'freeze')).toHaveLength(1);
    expect((await pins('staging.json')).frozen).toBeUndefined();

    signInAs(ctx, 'bob', 'releaser');
    expect(await run('unfreeze', '--env', 'production')).toBe(1);
    asAlice();
    expect(await run('unfreeze', '--env', 'production')).toBe(0);
    expect(ctx.lines.at(-1)).toBe(
      'production is no longer frozen: releasers change its pins again.',
    );
    for (const name of ['production.json', 'production.catering.json']) {
      const file = await pins(name);
      expect(file.frozen).toBeUndefined();
      expect(file.history.at(-1)).toEqual({ action: 'unfreeze', at: AT, by: 'alice' });
    }
    expect(await run('unfreeze', '--env', 'production')).toBe(0);
    expect(ctx.lines.at(-1)).toBe('production is not frozen: nothing changed.');
  });

  it('lets only an admin change the pins while frozen; a releaser may pause or abort a canary', async () => {
    const { ctx, run, pins, asAlice } = await store();
    await run('freeze', '--env', 'production', '--reason', 'Black Friday');
    signInAs(ctx, 'bob', 'releaser');
    const before = await pins();
    for (const argv of [
      ['pin', 'careers@1.2.0', '--env', 'production'],
      ['pin', 'careers@1.2.0', '--env', 'production', '--channel', 'catering'],
      ['rollback', 'careers', '--env', 'production'],
      ['promote', '--from', 'staging', '--env', 'production'],
      ['restore', '--env', 'production', '--to', '1'],
      ['canary', 'advance', 'careers', '--env', 'production'],
    ]) {
      ctx.errors.length = 0;
      expect(await run(...argv)).toBe(1);
      expect(ctx.errors).toEqual([FROZEN]);
    }
    expect(await pins()).toEqual(before);

    // Safer: a pause and an abort stay a releaser's; a resume and a new canary do not.
    expect(await run('canary', 'pause', 'careers', '--env', 'production')).toBe(0);
    expect(await run('canary', 'resume', 'careers', '--env', 'production')).toBe(1);
    expect(ctx.errors.at(-1)).toBe(FROZEN);
    expect(await run('canary', 'abort', 'careers', '--env', 'production')).toBe(0);
    expect((await pins()).canaries).toBeUndefined();
    expect(await run('canary', 'start', 'careers@1.2.0', '--env', 'production')).toBe(1);
    expect(ctx.errors.at(-1)).toBe(FROZEN);
    // Elsewhere bob pins as before.
    expect(await run('pin', 'careers@1.2.0', '--env', 'staging')).toBe(0);

    asAlice();
    expect(await run('pin', 'careers@1.2.0', '--env', 'production')).toBe(0);
    expect(await run('restore', '--env', 'production', '--to', '1')).toBe(0);
    expect((await pins()).pins.careers?.version).toBe('1.0.0');
  });

  it('honours a freeze that lands between the command reading the pins and writing them', async () => {
    const { ctx, run, pins } = await store();
    signInAs(ctx, 'bob', 'releaser');
    const store_ = ctx.pins;
    let landed = false;
    ctx.pins = {
      ...store_,
      async update(key, change) {
        if (!landed) {
          landed = true;
          await store_.update(key, async (file) =>
            withFreeze(file, { at: AT, by: 'alice', reason: 'Black Friday' }),
          );
        }
        return store_.update(key, change);
      },
    };
    expect(await run('pin', 'careers@1.2.0', '--env', 'production')).toBe(1);
    expect(ctx.errors.at(-1)).toBe(FROZEN);
    expect((await pins()).pins.careers?.version).toBe('1.0.0');
  });

  it('shows a frozen environment in status and history', async () => {
    const { ctx, run } = await store();
    await run('freeze', '--env', 'production', '--reason', 'Black Friday');
    ctx.lines.length = 0;
    expect(await run('status')).toBe(0);
    expect(ctx.lines[0]).toBe(
      `production is frozen since ${AT} by alice (Black Friday): only an admin changes its pins.`,
    );
    expect(ctx.lines[1]).toMatch(/^ENV\s+CHANNEL\s+REMOTE/);
    expect(ctx.lines.join('\n')).not.toContain('staging is frozen');
    ctx.lines.length = 0;
    expect(await run('history', '--env', 'production', '--channel', 'catering')).toBe(0);
    expect(ctx.lines[0]).toBe(`production is frozen since ${AT} by alice (Black Friday).`);
    expect(ctx.lines[2]).toMatch(/^#1\s+\S+\s+alice\s+freeze\s+-\s+no pin$/);
    expect(ctx.lines[3]).toBe('    why: Black Friday');
  });

  it('refuses an environment without pins, a reason with a control character, no --env', async () => {
    const { ctx, run, pinFile } = await store();
    expect(await run('freeze', '--env', 'prodution')).toBe(1);
    expect(ctx.errors.at(-1)).toBe(
      'release: prodution has no pins in this store (release/pins/prodution.json): check its ' +
        'name (npm run release -- status).',
    );
    expect(existsSync(pinFile('prodution.json'))).toBe(false);
    expect(await run('freeze', '--env', 'production', '--reason', 'a\u0007bell')).toBe(1);
    expect(ctx.errors.at(-1)).toContain('--reason holds a control character (U+0007)');
    await expect(
      freezeEnvironment(ctx, { env: 'production', reason: 'incident\nalice pinned 6.6.6' }),
    ).rejects.toThrow('--reason holds a control character (U+000A)');
    expect(await run('unfreeze')).toBe(1);
    expect(ctx.errors.at(-1)).toContain('Which environment? Give --env <name>.');
    expect((await readPinFile(pinFile('production.json')))?.frozen).toBeUndefined();
    expect(parseArgs(['freeze', '--env', 'qa', '--reason', 'x'])).toEqual({
      command: 'freeze',
      positional: [],
      flags: { env: 'qa', reason: 'x' },
    });
  });
});
