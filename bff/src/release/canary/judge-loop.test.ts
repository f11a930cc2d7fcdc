import { ownClient } from '../../telemetry/testing';
import { createLogger } from '../../logging/logger';
import type { RemoteBuild } from '../../remotes-config/remote-build';
import { createTelemetry } from '../../telemetry/telemetry';
import type { Observation } from '../../telemetry/store';
import type { PinsKey } from '../pin-store';
import type { PinFile } from '../pins';
import type { Canary } from './canary-pin';
import { DEFAULT_JUDGE_SETTINGS } from './judge';
import { FALLBACK_THRESHOLDS, JUDGE, judgeCanaries, type CanaryJudgeOptions } from './judge-loop';

const START = Date.parse('2026-12-01T10:00:00Z');
const KEY: PinsKey = { environment: 'production', channel: 'default' };
const SETTINGS = { ...DEFAULT_JUDGE_SETTINGS, minSessions: 200, minStageMs: 10 * 60_000 };

function canaryOf(change: Partial<Canary> = {}): Canary {
  return {
    version: '1.1.0',
    stages: [5, 25, 50, 100],
    stage: 0,
    advance: 'auto',
    paused: false,
    since: new Date(START).toISOString(),
    stageSince: new Date(START).toISOString(),
    by: 'dana',
    ...change,
  };
}

/** Pins in memory, with the store's one-step change (no one else writes here). */
function memoryPins(canary: Canary) {
  let file: PinFile = {
    environment: KEY.environment,
    channel: 'default',
    pins: { careers: { version: '1.0.0', since: '2026-11-30T09:00:00Z', by: 'dana' } },
    canaries: { careers: canary },
    history: [],
  };
  return {
    file: () => file,
    read: async (key: PinsKey) => (key.channel === 'default' ? file : undefined),
    update: async <T extends { file: PinFile; changed: boolean }>(
      _key: PinsKey,
      change: (current: PinFile) => Promise<T>,
    ) => {
      const result = await change(file);
      if (result.changed) file = result.file;
      return result;
    },
  };
}

function site(canary: Canary) {
  let nowMs = START;
  const telemetry = createTelemetry({ now: () => nowMs });
  const pins = memoryPins(canary);
  let sessions = 0;
  const options: CanaryJudgeOptions = {
    pinStore: pins,
    telemetry,
    remoteBuilds: {
      resolve: async () => [{ name: 'careers', version: '1.0.0' } as RemoteBuild],
    },
    environment: KEY.environment,
    logger: createLogger('silent'),
    settings: SETTINGS,
    now: () => nowMs,
  };
  /** `count` sessions of `version`, `errors` of them with an error; LCP `lcp` ms, INP 100 ms. */
  const visit = async (version: string, count: number, errors: number, lcp = 1500, inp = true) => {
    for (let i = 0; i < count; i += 1) {
      sessions += 1;
      const vitals = inp ? { LCP: lcp, INP: 100 } : { LCP: lcp };
      const observation: Observation = { error: i < errors, vitals };
      await telemetry.store.record(
        { remote: 'careers', version, channel: 'default', environment: KEY.environment },
        `session-${sessions}`,
        observation,
        nowMs,
        ownClient(`session-${sessions}`),
      );
    }
  };
  return { options, pins, visit, later: (ms: number) => (nowMs += ms) };
}

describe('the canary judge at work', () => {
  it('fixes stable’s p75 at its first look, and changes nothing else below the minimum sample', async () => {
    const { options, pins, visit, later } = site(canaryOf());
    await visit('1.0.0', 40, 0, 2000, false);
    later(60_000);
    expect(await judgeCanaries(options)).toEqual([]);
    const canary = pins.file().canaries?.careers;
    expect(canary?.thresholds?.lcpMs).toBeGreaterThan(1800);
    expect(canary?.thresholds?.lcpMs).toBeLessThan(2300);
    expect(canary?.thresholds?.inpMs).toBe(FALLBACK_THRESHOLDS.inpMs);
    expect(pins.file().history).toEqual([]);
  });

  it('aborts a canary with three times stable’s errors; the history says why, with figures', async () => {
    const { options, pins, visit, later } = site(canaryOf());
    await visit('1.0.0', 10_000, 200);
    await visit('1.1.0', 1000, 60);
    later(60_000);
    const [action] = await judgeCanaries(options);
    expect(action).toMatchObject({ remote: 'careers', version: '1.1.0', verdict: 'abort' });
    expect(pins.file().canaries).toBeUndefined();
    expect(pins.file().history).toEqual([
      expect.objectContaining({
        action: 'canary-abort',
        by: JUDGE,
        share: 0,
        reason: expect.stringMatching(
          /^canary worse than stable: sessions with an error: canary 6\.00 % of 1,000, stable 2\.00 % of 10,000/,
        ),
      }),
    ]);
  });

  it('advances a canary no worse than stable once its stage has run long enough', async () => {
    const { options, pins, visit, later } = site(canaryOf());
    await visit('1.0.0', 4000, 80);
    await visit('1.1.0', 400, 8);
    later(5 * 60_000);
    expect(await judgeCanaries(options)).toEqual([]);
    later(6 * 60_000);
    const [action] = await judgeCanaries(options);
    expect(action).toMatchObject({ verdict: 'advance' });
    expect(pins.file().canaries?.careers).toMatchObject({ stage: 1 });
    expect(pins.file().canaries?.careers?.thresholds?.lcpMs).toBeGreaterThan(0);
    expect(pins.file().history.at(-1)).toMatchObject({
      action: 'canary-advance',
      by: JUDGE,
      share: 25,
      reason: expect.stringMatching(/^no metric worse than stable/),
    });
  });

  it('keeps the thresholds of a first look that advances the canary at once', async () => {
    const { options, pins, visit, later } = site(canaryOf());
    await visit('1.0.0', 4000, 80);
    await visit('1.1.0', 400, 8);
    later(11 * 60_000);
    expect(await judgeCanaries(options)).toEqual([expect.objectContaining({ verdict: 'advance' })]);
    expect(pins.file().canaries?.careers).toMatchObject({
      stage: 1,
      thresholds: { lcpMs: expect.any(Number), inpMs: expect.any(Number) },
    });
  });

  it('leaves alone a canary advanced by hand, or paused', async () => {
    for (const change of [{ advance: 'manual' as const }, { paused: true }]) {
      const { options, pins, visit, later } = site(canaryOf(change));
      await visit('1.0.0', 4000, 80);
      await visit('1.1.0', 400, 200);
      later(60_000);
      expect(await judgeCanaries(options)).toEqual([]);
      expect(pins.file().canaries?.careers).toBeDefined();
    }
  });

  it('advances nothing in a frozen environment, and advances once it is unfrozen', async () => {
    const { options, pins, visit, later } = site(canaryOf());
    Object.assign(pins.file(), { frozen: { at: '2026-12-01T09:00:00Z', by: 'dana' } });
    await visit('1.0.0', 4000, 80);
    await visit('1.1.0', 400, 8);
    later(11 * 60_000);
    expect(await judgeCanaries(options)).toEqual([]);
    // Its first look still fixes the thresholds; the stage and the history stay.
    expect(pins.file().canaries?.careers).toMatchObject({
      stage: 0,
      thresholds: expect.any(Object),
    });
    expect(pins.file().history).toEqual([]);
    const held = pins.file();
    expect(await judgeCanaries(options)).toEqual([]);
    expect(pins.file()).toBe(held);
    delete held.frozen;
    expect(await judgeCanaries(options)).toEqual([expect.objectContaining({ verdict: 'advance' })]);
    expect(pins.file().canaries?.careers?.stage).toBe(1);
  });

  it('still aborts a worse canary in a frozen environment', async () => {
    const { options, pins, visit, later } = site(canaryOf());
    Object.assign(pins.file(), { frozen: { at: '2026-12-01T09:00:00Z', by: 'dana' } });
    await visit('1.0.0', 10_000, 200);
    await visit('1.1.0', 1000, 60);
    later(60_000);
    expect(await judgeCanaries(options)).toEqual([
      expect.objectContaining({ verdict: 'abort', remote: 'careers' }),
    ]);
    expect(pins.file().canaries).toBeUndefined();
    expect(pins.file().frozen).toBeDefined();
    expect(pins.file().history.at(-1)).toMatchObject({ action: 'canary-abort', by: JUDGE });
  });

  it('changes nothing when the canary changed between its look and the write', async () => {
    const { options, pins, visit, later } = site(canaryOf());
    await visit('1.0.0', 10_000, 200);
    await visit('1.1.0', 1000, 60);
    later(60_000);
    const read = options.pinStore.read;
    // A release manager advanced it by hand while the judge read the counts: an abort of what
    // the judge saw would undo a change it did not see.
    options.pinStore = {
      ...pins,
      read: async (key) => {
        const seen = await read(key);
        const advanced = { ...pins.file().canaries!.careers!, stage: 1 };
        Object.assign(pins.file(), { canaries: { careers: advanced } });
        return seen && { ...seen, canaries: { careers: canaryOf() } };
      },
    };
    expect(await judgeCanaries(options)).toEqual([]);
    expect(pins.file().canaries?.careers?.stage).toBe(1);
  });
});
