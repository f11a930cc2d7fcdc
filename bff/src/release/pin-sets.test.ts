import path from 'node:path';
import { runRelease } from './cli';
import { buildRelease } from './commands';
import {
  diffPinSets,
  formatPinDiffs,
  formatPinSet,
  pinSetAt,
  pinSetsOf,
  pinnedVersions,
} from './pin-sets';
import { emptyPinFile, readPinFile, withPin, withRollback, type PinFile } from './pins';
import { fakeRepo, testContext } from './test-fixtures';

/** production's pins after every kind of change the commands make (alice is an admin). */
async function production(): Promise<PinFile> {
  const ctx = testContext(fakeRepo());
  for (const version of ['1.0.0', '1.1.0', '1.2.0'])
    await buildRelease(ctx, 'careers', { version });
  await buildRelease(ctx, 'menuCart', { version: '2.0.0' });
  await buildRelease(ctx, 'locator', { version: '1.0.0' });
  const run = async (...argv: string[]) =>
    expect(await runRelease([...argv, '--env', 'production'], ctx)).toBe(0);
  await run('pin', 'careers@1.0.0'); // #1
  await run('pin', 'menuCart@2.0.0'); // #2
  await run('pin', 'careers@1.1.0'); // #3
  await run('rollback', 'careers'); // #4
  await run('canary', 'start', 'careers@1.2.0', '--stages', '50,100'); // #5
  await run('canary', 'advance', 'careers'); // #6 at 100 %, then #7 its pin
  await run('freeze', '--reason', 'Black Friday'); // #8
  await run('pin', 'locator@1.0.0'); // #9
  await run('unfreeze'); // #10
  await run('rollback', 'menuCart'); // #11, to no pin
  return (await readPinFile(path.join(ctx.releaseRoot, 'pins', 'production.json')))!;
}

describe('pin sets', () => {
  it('replays the history: a set after each change of a remote, none after a freeze', async () => {
    const file = await production();
    const sets = pinSetsOf(file);
    expect(sets.map((set) => [set.id, set.action, set.remote, formatPinSet(set.pins)])).toEqual([
      [1, 'pin', 'careers', 'careers@1.0.0'],
      [2, 'pin', 'menuCart', 'menuCart@2.0.0 careers@1.0.0'],
      [3, 'pin', 'careers', 'menuCart@2.0.0 careers@1.1.0'],
      [4, 'rollback', 'careers', 'menuCart@2.0.0 careers@1.0.0'],
      // A canary changes no pin; the advance to 100 % is followed by the pin of its version.
      [5, 'canary-start', 'careers', 'menuCart@2.0.0 careers@1.0.0'],
      [6, 'canary-advance', 'careers', 'menuCart@2.0.0 careers@1.0.0'],
      [7, 'pin', 'careers', 'menuCart@2.0.0 careers@1.2.0'],
      [9, 'pin', 'locator', 'menuCart@2.0.0 locator@1.0.0 careers@1.2.0'],
      [11, 'rollback', 'menuCart', 'locator@1.0.0 careers@1.2.0'],
    ]);
    expect(sets[0]).toEqual({
      id: 1,
      at: '2026-05-01T10:00:00.000Z',
      by: 'alice',
      action: 'pin',
      remote: 'careers',
      pins: { careers: '1.0.0' },
    });
    // The last set is what the file pins.
    expect(sets.at(-1)!.pins).toEqual(pinnedVersions(file));
    expect(pinSetsOf(emptyPinFile('qa', 'default'))).toEqual([]);
  });

  it('finds a set by its id, with or without #', async () => {
    const file = await production();
    expect(pinSetAt(file, '3').pins).toEqual({ menuCart: '2.0.0', careers: '1.1.0' });
    expect(pinSetAt(file, ' #7 ').id).toBe(7);
    expect(() => pinSetAt(file, '#12')).toThrow(
      'production for the default channel has no pin set #12: its history has 11 change(s) ' +
        '(npm run release -- history --env production).',
    );
    expect(() => pinSetAt(file, '8')).toThrow(
      '#8 in production for the default channel is the freeze of 2026-05-01T10:00:00.000Z, ' +
        'which changed no pin: give the id of a pin change',
    );
  });

  it('finds the last set at or before a time, with its zone', () => {
    let file = emptyPinFile('staging', 'catering');
    file = withPin(file, 'careers', '1.0.0', { at: '2026-05-01T10:00:00.000Z', by: 'a' }).file;
    file = withPin(file, 'careers', '1.1.0', { at: '2026-05-02T10:00:00.000Z', by: 'b' }).file;
    file = withRollback(file, 'careers', { at: '2026-05-03T10:00:00.000Z', by: 'c' }).file;
    expect(pinSetAt(file, '2026-05-02T10:00:00Z').id).toBe(2);
    expect(pinSetAt(file, '2026-05-02T23:59:59.999Z').id).toBe(2);
    expect(pinSetAt(file, '2026-05-03T12:00:00+02:00').id).toBe(3);
    expect(pinSetAt(file, '2027-01-01T00:00Z').pins).toEqual({ careers: '1.0.0' });
    expect(() => pinSetAt(file, '2026-04-30T10:00:00Z')).toThrow(
      'staging for the catering channel has no pin set at or before 2026-04-30T10:00:00Z: ' +
        'its first is #1 of 2026-05-01T10:00:00.000Z.',
    );
    for (const neither of ['2026-05-02', '2026-05-02T10:00:00', 'yesterday', '#x', '']) {
      expect(() => pinSetAt(file, neither)).toThrow(
        /names no pin set: give its id \(12 or #12, from npm run release -- history --env staging --channel catering\) or a time/,
      );
    }
    expect(() => pinSetAt(emptyPinFile('qa', 'default'), '2026-05-02T10:00:00Z')).toThrow(
      'qa for the default channel has no pin history',
    );
  });

  it('diffs two sets: only the remotes that differ, in REMOTE_NAMES order', () => {
    const diffs = diffPinSets(
      { careers: '1.1.0', menuCart: '2.0.0', checkout: '3.0.0' },
      { locator: '1.0.0', menuCart: '2.0.0', careers: '1.0.0' },
    );
    expect(diffs).toEqual([
      { remote: 'locator', live: null, target: '1.0.0' },
      { remote: 'checkout', live: '3.0.0', target: null },
      { remote: 'careers', live: '1.1.0', target: '1.0.0' },
    ]);
    expect(formatPinDiffs(diffs)).toEqual([
      'locator   no pin → 1.0.0',
      'checkout  3.0.0 → no pin',
      'careers   1.1.0 → 1.0.0',
    ]);
    expect(diffPinSets({ careers: '1.0.0' }, { careers: '1.0.0' })).toEqual([]);
  });
});
