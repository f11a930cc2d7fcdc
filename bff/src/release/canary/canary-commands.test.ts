import path from 'node:path';
import { chmodSync } from 'node:fs';
import { runRelease } from '../cli';
import { buildRelease } from '../commands';
import { readPinFile } from '../pins';
import { fakeRepo, testContext, writeFile } from '../test-fixtures';

async function released(versions: string[]) {
  const ctx = testContext(fakeRepo());
  for (const version of versions) await buildRelease(ctx, 'careers', { version });
  ctx.lines.length = 0;
  return ctx;
}

const production = (ctx: { releaseRoot: string }) =>
  readPinFile(path.join(ctx.releaseRoot, 'pins', 'production.json'));

describe('npm run release -- canary', () => {
  it('starts a canary beside the pin, advances it to 100 %, where it is pinned', async () => {
    const ctx = await released(['1.0.0', '1.1.0']);
    await runRelease(['pin', 'careers@1.0.0', '--env', 'production'], ctx);
    expect(
      await runRelease(
        ['canary', 'start', 'careers@1.1.0', '--env', 'production', '--stages', '10,50,100'],
        ctx,
      ),
    ).toBe(0);
    expect(ctx.lines.at(-1)).toBe(
      'careers@1.1.0 is a canary in production for the default channel: 10 % of visitors, ' +
        'stages 10 → 50 → 100 %, advanced by hand, beside 1.0.0: release/pins/production.json',
    );
    await runRelease(['status'], ctx);
    expect(ctx.lines.join('\n')).toMatch(
      /production\s+default\s+careers\s+1\.1\.0 \(manual, 10 % canary\)\s+\S+\s+alice/,
    );
    // The pin changes only through the canary while it runs.
    expect(await runRelease(['pin', 'careers@1.1.0', '--env', 'production'], ctx)).toBe(1);
    expect(ctx.errors.at(-1)).toContain('A canary of careers@1.1.0 runs here');
    expect(await runRelease(['rollback', 'careers', '--env', 'production'], ctx)).toBe(1);

    expect(await runRelease(['canary', 'advance', 'careers', '--env', 'production'], ctx)).toBe(0);
    expect(ctx.lines.at(-1)).toContain('50 % of visitors');
    expect(await runRelease(['canary', 'advance', 'careers', '--env', 'production'], ctx)).toBe(0);
    expect(ctx.lines.at(-1)).toBe(
      'careers@1.1.0 is pinned in production for the default channel: the canary reached 100 %.',
    );
    const file = await production(ctx);
    expect(file?.pins.careers?.version).toBe('1.1.0');
    expect(file?.canaries).toBeUndefined();
  });

  it('aborts with the reason kept; pauses; refuses what cannot run', async () => {
    const ctx = await released(['1.0.0', '1.1.0']);
    await runRelease(['canary', 'start', 'careers@1.1.0', '--env', 'production', '--auto'], ctx);
    expect(ctx.lines.at(-1)).toContain('5 % of visitors');
    expect(ctx.lines.at(-1)).toContain('advanced by the judge, beside the local build');
    expect(await runRelease(['canary', 'pause', 'careers', '--env', 'production'], ctx)).toBe(0);
    expect(await runRelease(['canary', 'advance', 'careers', '--env', 'production'], ctx)).toBe(1);
    expect(ctx.errors.at(-1)).toBe(
      'release: production, the default channel: The canary of careers is paused: resume it first.',
    );
    const abort = ['canary', 'abort', 'careers', '--env', 'production'];
    expect(await runRelease([...abort, '--reason', 'checkout errors on Safari'], ctx)).toBe(0);
    expect(ctx.lines.at(-1)).toBe(
      'The canary of careers is aborted in production for the default channel: every visitor loads the local build.',
    );
    expect((await production(ctx))?.history.at(-1)).toMatchObject({
      action: 'canary-abort',
      version: '1.1.0',
      reason: 'checkout errors on Safari',
      by: 'alice',
    });
    expect(await runRelease(abort, ctx)).toBe(1);
    expect(ctx.errors.at(-1)).toContain('No canary of careers runs here.');
    expect(await runRelease([...abort, '--reason', 'a\u0007bell'], ctx)).toBe(1);

    const start = ['canary', 'start', 'careers@1.1.0', '--env', 'production'];
    expect(await runRelease([...start, '--stages', '5,x'], ctx)).toBe(1);
    expect(ctx.errors.at(-1)).toContain('give percentages');
    expect(await runRelease([...start, '--stages', '50,25,100'], ctx)).toBe(1);
    expect(ctx.errors.at(-1)).toContain('the stages must rise');
    expect(await runRelease(['canary', 'start', 'careers@2.0.0', '--env', 'production'], ctx)).toBe(
      1,
    );
    expect(ctx.errors.at(-1)).toContain('careers@2.0.0 was never released');
    expect(await runRelease(['canary', 'launch', 'careers'], ctx)).toBe(2);
  });

  it('refuses a canary of a release whose files changed, before it starts', async () => {
    const ctx = await released(['1.0.0', '1.1.0']);
    const entry = path.join(ctx.releaseRoot, 'remotes/careers/1.1.0/remoteEntry.js');
    chmodSync(entry, 0o644);
    writeFile(entry, 'tampered');
    expect(await runRelease(['canary', 'start', 'careers@1.1.0', '--env', 'production'], ctx)).toBe(
      1,
    );
    expect(ctx.errors.at(-1)).toContain('remoteEntry.js does not match its hash');
    expect(await production(ctx)).toBeUndefined();
  });

  it('needs a signed-in release manager', async () => {
    const ctx = await released(['1.0.0']);
    ctx.signedIn = async () => undefined;
    expect(await runRelease(['canary', 'start', 'careers@1.0.0', '--env', 'production'], ctx)).toBe(
      1,
    );
    expect(ctx.errors.at(-1)).toContain('Only a signed-in release manager changes pins');
  });
});
