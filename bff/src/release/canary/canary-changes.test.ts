import { emptyPinFile, parsePinFile, pinStack, serializePinFile, withPin } from '../pins';
import {
  withCanaryAbort,
  withCanaryAdvance,
  withCanaryPaused,
  withCanaryStart,
} from './canary-changes';
import { DEFAULT_STAGES, canaryShare, parseCanary } from './canary-pin';

const at = (minute: number) => ({
  at: `2026-12-01T10:${String(minute).padStart(2, '0')}:00.000Z`,
  by: 'alice',
});
const stable = withPin(emptyPinFile('production', 'default'), 'checkout', '1.4.0', at(0)).file;
const started = withCanaryStart(
  stable,
  'checkout',
  '1.5.0',
  { stages: DEFAULT_STAGES, advance: 'auto' },
  at(1),
);

describe('a canary in the pin file', () => {
  it('starts at the first stage beside the pin, and the file reads it back', () => {
    expect(started.canary).toMatchObject({ version: '1.5.0', stage: 0, paused: false });
    expect(canaryShare(started.canary!)).toBe(5);
    expect(started.file.pins.checkout?.version).toBe('1.4.0');
    const text = serializePinFile(started.file);
    expect(parsePinFile(text, 'production.json')).toEqual(started.file);
    expect(started.file.history.at(-1)).toMatchObject({
      action: 'canary-start',
      version: '1.5.0',
      previous: '1.4.0',
      share: 5,
      by: 'alice',
    });
  });

  it('rises stage by stage, and at 100 % the version is pinned and the canary ends', () => {
    let file = started.file;
    const shares: number[] = [];
    for (let minute = 2; minute < 4; minute += 1) {
      const outcome = withCanaryAdvance(file, 'checkout', at(minute));
      shares.push(canaryShare(outcome.canary!));
      file = outcome.file;
    }
    expect(shares).toEqual([25, 50]);
    const done = withCanaryAdvance(file, 'checkout', { ...at(9), reason: 'judge: no worse' });
    expect(done.canary).toBeUndefined();
    expect(done.file.canaries).toBeUndefined();
    expect(done.file.pins.checkout).toMatchObject({ version: '1.5.0', by: 'alice' });
    expect(done.file.history.slice(-2)).toMatchObject([
      { action: 'canary-advance', share: 100, reason: 'judge: no worse' },
      { action: 'pin', version: '1.5.0', previous: '1.4.0' },
    ]);
    // A rollback after it goes back to the version before the canary.
    expect(pinStack(done.file, 'checkout')).toEqual(['1.4.0', '1.5.0']);
  });

  it('aborts: everyone on the pin again, the reason kept, and never a version to fall back on', () => {
    const aborted = withCanaryAbort(started.file, 'checkout', {
      ...at(5),
      reason: 'errors 6.1 % against 2.0 %',
    });
    expect(aborted.file.canaries).toBeUndefined();
    expect(aborted.file.pins.checkout?.version).toBe('1.4.0');
    expect(aborted.file.history.at(-1)).toMatchObject({
      action: 'canary-abort',
      version: '1.5.0',
      share: 0,
      reason: 'errors 6.1 % against 2.0 %',
    });
    expect(pinStack(aborted.file, 'checkout')).toEqual(['1.4.0']);
  });

  it('pauses and resumes; a paused canary is not advanced', () => {
    const paused = withCanaryPaused(started.file, 'checkout', true, at(2)).file;
    expect(() => withCanaryAdvance(paused, 'checkout', at(3))).toThrow('paused: resume it first');
    expect(() => withCanaryPaused(paused, 'checkout', true, at(3))).toThrow('paused already');
    const resumed = withCanaryPaused(paused, 'checkout', false, at(4));
    expect(resumed.canary?.paused).toBe(false);
    expect(resumed.file.history.slice(-2).map((change) => change.action)).toEqual([
      'canary-pause',
      'canary-resume',
    ]);
  });

  it.each([
    [[5, 25], 'the last stage is 100'],
    [[50, 25, 100], 'the stages must rise'],
    [[0, 100], 'whole percentage from 1 to 100'],
    [[2.5, 100], 'whole percentage from 1 to 100'],
    [[100], 'at least one stage below 100'],
  ])('refuses the stages %j (%s)', (stages, problem) => {
    expect(() =>
      withCanaryStart(stable, 'checkout', '1.5.0', { stages, advance: 'manual' }, at(1)),
    ).toThrow(problem);
  });

  it('refuses a second canary of a remote, one of the live version, and changes to none', () => {
    const options = { stages: DEFAULT_STAGES, advance: 'manual' as const };
    expect(() => withCanaryStart(started.file, 'checkout', '1.6.0', options, at(2))).toThrow(
      'A canary of checkout@1.5.0 runs already',
    );
    expect(() => withCanaryStart(stable, 'checkout', '1.4.0', options, at(2))).toThrow(
      'live for everyone already',
    );
    expect(() => withCanaryAdvance(stable, 'checkout', at(2))).toThrow('No canary of checkout');
    expect(() => withCanaryAbort(stable, 'checkout', { ...at(2), reason: 'x' })).toThrow(
      'No canary of checkout',
    );
  });

  it.each([
    ['a stage past the last below 100', { stage: 3 }],
    ['stages that do not end at 100', { stages: [5, 50] }],
    ['no way to advance', { advance: 'sometimes' }],
    ['a version that names no folder', { version: '../1' }],
  ])('a pin file with %s is not trusted', (_, broken) => {
    const canary = { ...started.canary, ...broken };
    expect(parseCanary(canary)).toBeUndefined();
    const text = JSON.stringify({ ...started.file, canaries: { checkout: canary } });
    expect(() => parsePinFile(text, 'production.json')).toThrow(
      'production.json: the canary of checkout is not valid',
    );
  });

  it('keeps the thresholds the judge fixed, and drops ones that cannot be right', () => {
    const thresholds = { lcpMs: 2140, inpMs: 180 };
    expect(parseCanary({ ...started.canary, thresholds })).toEqual({
      ...started.canary,
      thresholds,
    });
    for (const broken of [{ lcpMs: -1, inpMs: 180 }, { lcpMs: 2140 }, 'fast']) {
      expect(parseCanary({ ...started.canary, thresholds: broken })).toEqual(started.canary);
    }
  });
});
