import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { runRelease } from './cli';
import { buildRelease, pinRelease } from './commands';
import { managersFile, signedInManager } from './managers';
import { fakeRepo, testContext } from './test-fixtures';

/** What could end or rewrite a line: C0, C1, DEL and the Unicode line/paragraph separators. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/u;

/** A store with careers 1.0.0 released and pinned in staging; the pin files as they are. */
async function store() {
  const ctx = testContext(fakeRepo());
  await buildRelease(ctx, 'careers');
  await pinRelease(ctx, 'careers@1.0.0', { env: 'staging' });
  ctx.lines.length = 0;
  const pins = path.join(ctx.releaseRoot, 'pins', 'staging.json');
  return { ctx, pins, before: readFileSync(pins, 'utf8') };
}

describe('npm run release: no input holds a control character', () => {
  const forged = 'production  default  careers  6.6.6  2026-05-01T10:00:00.000Z  alice';

  it.each<[string, string[], string]>([
    ['a remote name (build)', ['build', 'careers\n'], 'U+000A'],
    ['a remote name (pin)', ['pin', 'careers\u2028@1.0.0', '--env', 'production'], 'U+2028'],
    ['a remote name (rollback)', ['rollback', 'careers\r', '--env', 'staging'], 'U+000D'],
    [
      'a remote name (promote)',
      ['promote', '--from', 'staging', '--env', 'production', 'careers\u0085'],
      'U+0085',
    ],
    ['a remote name (list)', ['list', 'careers\u001b[2J'], 'U+001B'],
    ['a version (--version)', ['build', 'careers', '--version', '1.0.1\n'], 'U+000A'],
    ['a version (pin)', ['pin', 'careers@1.0.0\u2029', '--env', 'production'], 'U+2029'],
    [
      'a channel',
      ['pin', 'careers@1.0.0', '--env', 'production', '--channel', 'catering\u007f'],
      'U+007F',
    ],
    [
      'an environment (--env)',
      ['pin', 'careers@1.0.0', '--env', `production\n${forged}`],
      'U+000A',
    ],
    ['an environment (--env=)', ['pin', 'careers@1.0.0', '--env=production\u009b'], 'U+009B'],
    [
      'an environment (--from)',
      ['promote', '--from', 'staging\u0000', '--env', 'production'],
      'U+0000',
    ],
    ['an environment (status)', ['status', '--env', 'staging\t'], 'U+0009'],
    ['a note', ['build', 'careers', '--version', '1.0.1', '--note', `Spring\n${forged}`], 'U+000A'],
    ['an option name', ['pin', 'careers@1.0.0', '--env\nx=production'], 'U+000A'],
    ['a command', ['status\u2028'], 'U+2028'],
    ['a manager name', ['manager', 'add', 'eve\r\nalice'], 'U+000D'],
  ])('refuses %s, saying which character, and writes nothing', async (_input, argv, code) => {
    const { ctx, pins, before } = await store();
    const managers = readFileSync(managersFile(ctx.releaseRoot), 'utf8');
    expect(await runRelease(argv, ctx)).toBe(1);
    expect(ctx.errors).toHaveLength(1);
    expect(ctx.errors[0]).toContain(`holds a control character (${code})`);
    // The refusal echoes nothing of the input: it is one line, itself plain.
    expect(ctx.errors[0]).not.toMatch(CONTROL);
    expect(ctx.lines).toEqual([]);
    expect(ctx.builds).toHaveLength(1);
    expect(existsSync(path.join(ctx.releaseRoot, 'remotes/careers/1.0.1'))).toBe(false);
    expect(existsSync(path.join(ctx.releaseRoot, 'pins', 'production.json'))).toBe(false);
    expect(readFileSync(pins, 'utf8')).toBe(before);
    expect(readFileSync(managersFile(ctx.releaseRoot), 'utf8')).toBe(managers);
  });

  it('refuses a note given as QSR_RELEASE_NOTE', async () => {
    const { ctx } = await store();
    const saved = process.env.QSR_RELEASE_NOTE;
    process.env.QSR_RELEASE_NOTE = `Spring\r${forged}`;
    try {
      expect(await runRelease(['build', 'careers', '--version', '1.0.1'], ctx)).toBe(1);
    } finally {
      if (saved === undefined) delete process.env.QSR_RELEASE_NOTE;
      else process.env.QSR_RELEASE_NOTE = saved;
    }
    expect(ctx.errors).toEqual([
      'release: QSR_RELEASE_NOTE holds a control character (U+000D): give it as plain text on one line.',
    ]);
    expect(ctx.builds).toHaveLength(1);
    expect(existsSync(path.join(ctx.releaseRoot, 'remotes/careers/1.0.1'))).toBe(false);
  });

  it('refuses an identity (RELEASE_MANAGER) with a control character', async () => {
    const { ctx, pins, before } = await store();
    ctx.signedIn = () =>
      signedInManager(ctx.releaseRoot, {
        name: 'alice\nproduction',
        key: 'alice-key-for-tests-only',
      });
    expect(await runRelease(['pin', 'careers@1.0.0', '--env', 'production'], ctx)).toBe(1);
    expect(ctx.errors).toEqual([
      'release: RELEASE_MANAGER holds a control character (U+000A): give it as plain text on one line.',
    ]);
    expect(readFileSync(pins, 'utf8')).toBe(before);
    expect(existsSync(path.join(ctx.releaseRoot, 'pins', 'production.json'))).toBe(false);
  });

  it('status shows text stored by hand on one line, its control characters made visible', async () => {
    const { ctx, pins, before } = await store();
    const file = JSON.parse(before);
    file.pins.careers.by = `dana\n${forged}`;
    writeFileSync(pins, JSON.stringify(file));
    expect(await runRelease(['status', '--env', 'staging'], ctx)).toBe(0);
    const table = ctx.lines[0]!.split('\n');
    expect(table).toHaveLength(2);
    expect(table[1]).toMatch(
      /^staging\s+default\s+careers\s+1\.0\.0\s+\S+\s+dana<U\+000A>production/,
    );
  });
});
