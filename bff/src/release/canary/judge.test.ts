import { DEFAULT_JUDGE_SETTINGS, judgeCanary } from './judge';
import {
  median,
  simulateCanary,
  type RolloutPlan,
  type SimulatedCanary,
  type VersionModel,
} from './testing';
import type { JudgeInput, JudgeSettings, VersionCounts } from './types';
import { CanaryJudgeError } from './validate';

const SETTINGS: JudgeSettings = { ...DEFAULT_JUDGE_SETTINGS, minStageMs: 10 * 60_000 };

/** Counts where every session measured LCP and INP. */
function counts(sessions: number, errors: number, lcpAbove = 0, inpAbove = 0): VersionCounts {
  return {
    sessions,
    sessionsWithError: errors,
    lcp: { measured: sessions, above: lcpAbove },
    inp: { measured: sessions, above: inpAbove },
  };
}

function input(stable: VersionCounts, canary: VersionCounts, stageElapsedMs = 60 * 60_000) {
  return { stable, canary, thresholds: { lcpMs: 2500, inpMs: 200 }, stageElapsedMs };
}

describe('the canary judge', () => {
  it('says only "continue" below the minimum sample, however bad the canary looks', () => {
    const early = judgeCanary(input(counts(9500, 190), counts(499, 250)), SETTINGS);
    expect(early.verdict).toBe('continue');
    expect(early.reason).toBe(
      'minimum sample not reached: canary 499 and stable 9,500 sessions of 500 each',
    );
    expect(early.figures.metrics[0]!.worse).toBe(true);
    expect(judgeCanary(input(counts(9500, 190), counts(500, 250)), SETTINGS).verdict).toBe('abort');
    const fewStable = judgeCanary(input(counts(499, 10), counts(5000, 100)), SETTINGS);
    expect(fewStable.verdict).toBe('continue');
  });

  it('aborts a worse canary and gives the audit its figures', () => {
    // 2 % against 6 %: the 3× error rate of the simulations below, at the 5 % stage.
    const judged = judgeCanary(input(counts(19_000, 380), counts(1000, 60)), SETTINGS);
    expect(judged.verdict).toBe('abort');
    expect(judged.reason).toMatch(
      /^canary worse than stable: sessions with an error: canary 6\.00 % of 1,000, stable 2\.00 % of 19,000; the difference is at least \+\d\.\d\d points \(98\.3 % always-valid\)$/,
    );
    const errors = judged.figures.metrics.find((metric) => metric.metric === 'errors')!;
    expect(errors).toMatchObject({
      stable: { sessions: 19_000, count: 380, rate: 0.02 },
      canary: { sessions: 1000, count: 60, rate: 0.06 },
      thresholdMs: null,
      worse: true,
    });
    expect(errors.difference).toBeCloseTo(0.04, 10);
    expect(errors.lower).toBeGreaterThan(0);
    expect(errors.upper).toBeGreaterThan(0.04);
    expect(judged.figures.metrics.map((metric) => metric.worse)).toEqual([true, false, false]);
    // An abort waits for no stage clock, only for the minimum sample.
    const atOnce = input(counts(19_000, 380), counts(1000, 60), 0);
    expect(judgeCanary(atOnce, SETTINGS).verdict).toBe('abort');
    // What the audit stores is plain JSON.
    expect(JSON.parse(JSON.stringify(judged.figures))).toEqual(judged.figures);
  });

  it('names every worse metric, and LCP and INP with their thresholds', () => {
    const judged = judgeCanary(
      input(counts(20_000, 400, 5000, 5000), counts(2000, 40, 900, 800)),
      SETTINGS,
    );
    expect(judged.verdict).toBe('abort');
    expect(judged.reason).toContain('LCP above 2,500 ms: canary 45.00 % of 2,000');
    expect(judged.reason).toContain('INP above 200 ms: canary 40.00 % of 2,000');
    expect(judged.reason).not.toContain('sessions with an error');
  });

  it('advances a canary no worse once the stage has run its minimum time', () => {
    const stable = counts(20_000, 400, 5000, 5000);
    const canary = counts(2000, 38, 490, 510);
    const young = judgeCanary(input(stable, canary, 5 * 60_000), SETTINGS);
    expect(young.verdict).toBe('continue');
    expect(young.reason).toBe('no metric worse, but the stage has run 5.0 min of its 10.0 min');
    const judged = judgeCanary(input(stable, canary, 10 * 60_000), SETTINGS);
    expect(judged.verdict).toBe('advance');
    expect(judged.reason).toMatch(
      /^no metric worse than stable \(98\.3 % always-valid\): sessions with an error: canary 1\.90 % of 2,000, stable 2\.00 % of 20,000, at most \+\d\.\d\d points; LCP/,
    );
  });

  it('with a tolerance, advances only once the canary is surely within it', () => {
    const settings = { ...SETTINGS, tolerance: { errors: 0.01 } };
    const stable = counts(20_000, 400, 5000, 5000);
    const few = judgeCanary(input(stable, counts(600, 12, 150, 150)), settings);
    expect(few.verdict).toBe('continue');
    expect(few.reason).toMatch(
      /^no metric worse, not yet shown within tolerance: sessions with an error may still be up to \+\d\.\d\d points worse \(tolerance \+1\.00 points\)$/,
    );
    const many = judgeCanary(input(stable, counts(10_000, 200, 2500, 2500)), settings);
    expect(many.verdict).toBe('advance');
    expect(many.figures.metrics[0]!.upper).toBeLessThan(0.01);
  });

  it('with an abort margin, lets a canary surely worse by less than it go on', () => {
    const worse = input(counts(50_000, 1000), counts(50_000, 1250));
    expect(judgeCanary(worse, SETTINGS).verdict).toBe('abort');
    const settings = { ...SETTINGS, abortMargin: { ...SETTINGS.abortMargin, errors: 0.01 } };
    const judged = judgeCanary(worse, settings);
    expect(judged.verdict).toBe('advance');
    expect(judged.figures.metrics[0]).toMatchObject({ abortMargin: 0.01, worse: false });
  });

  it('treats a vital no session measured yet as unknown, never as worse', () => {
    const canary = { ...counts(1000, 20, 250), inp: { measured: 0, above: 0 } };
    const judged = judgeCanary(input(counts(10_000, 200, 2500, 2500), canary), SETTINGS);
    expect(judged.verdict).toBe('advance');
    expect(judged.figures.metrics[2]).toMatchObject({ lower: -1, upper: 1, worse: false });
  });

  const good = (): JudgeInput => input(counts(1000, 20, 250, 250), counts(1000, 20, 250, 250));
  it.each<[string, (value: JudgeInput) => void, string]>([
    ['negative', (v) => (v.canary.sessions = -1), 'canary.sessions must be a whole number ≥ 0'],
    ['NaN', (v) => (v.stable.sessionsWithError = NaN), 'stable.sessionsWithError must be a whole'],
    ['fractional', (v) => (v.canary.lcp.above = 2.5), 'canary.lcp.above must be a whole number'],
    ['infinite', (v) => (v.stable.sessions = Infinity), 'stable.sessions must be a whole number'],
    [
      'errors above sessions',
      (v) => (v.canary.sessionsWithError = 1001),
      'canary.sessionsWithError (1001) is more than canary.sessions (1000)',
    ],
    [
      'above above measured',
      (v) => (v.stable.inp = { measured: 10, above: 11 }),
      'stable.inp.above (11) is more than stable.inp.measured (10)',
    ],
    [
      'measured above sessions',
      (v) => (v.canary.lcp.measured = 1001),
      'canary.lcp.measured (1001) is more than canary.sessions (1000)',
    ],
    [
      'a missing vital',
      (v) => delete (v.canary as Partial<VersionCounts>).inp,
      'canary.inp.measured must be a whole number ≥ 0, got NaN',
    ],
    ['no threshold', (v) => (v.thresholds.lcpMs = 0), 'thresholds.lcpMs must be a number > 0'],
    ['NaN elapsed', (v) => (v.stageElapsedMs = NaN), 'stageElapsedMs must be a number ≥ 0'],
  ])('refuses bad counts: %s', (_, spoil, message) => {
    const value = good();
    spoil(value);
    expect(() => judgeCanary(value, SETTINGS)).toThrow(CanaryJudgeError);
    expect(() => judgeCanary(value, SETTINGS)).toThrow(message);
  });

  it.each<[string, Partial<JudgeSettings>, string]>([
    ['alpha 0', { alpha: 0 }, 'alpha must be a share in (0, 1), got 0'],
    ['alpha NaN', { alpha: NaN }, 'alpha must be a share in (0, 1), got NaN'],
    ['negative sample', { minSessions: -5 }, 'minSessions must be a whole number ≥ 0'],
    ['no mixture', { mixture: { errors: 0, lcp: 0.1, inp: 0.1 } }, 'mixture.errors must be'],
    ['tolerance 1', { tolerance: { inp: 1 } }, 'tolerance.inp must be a share in (0, 1)'],
  ])('refuses bad settings: %s', (_, change, message) => {
    expect(() => judgeCanary(good(), { ...SETTINGS, ...change })).toThrow(message);
  });
});

/**
 * The rollout the simulations watch: 5 % of sessions for 2,000 canary sessions, then 25 % for
 * 4,000, then 50 % for 4,000; the judge looks after every 200 canary sessions (50 looks), and
 * the counts run from the start. Stable: 2 % of sessions with an error, LCP median 1.8 s, INP
 * median 120 ms (`testing.ts`).
 */
const PLAN: RolloutPlan = {
  stages: [
    { share: 0.05, canarySessions: 2000 },
    { share: 0.25, canarySessions: 4000 },
    { share: 0.5, canarySessions: 4000 },
  ],
  batch: 200,
  baselineSessions: 2000,
};
const STABLE: VersionModel = { errorRate: 0.02, lcpFactor: 1, inpFactor: 1 };

function simulate(
  runs: number,
  canary: VersionModel,
  firstSeed: number,
  { plan = PLAN, settings = SETTINGS } = {},
): SimulatedCanary[] {
  return Array.from({ length: runs }, (_, run) =>
    simulateCanary(firstSeed + run, { stable: STABLE, canary }, plan, settings),
  );
}

/** Prints how many runs were aborted and after how many sessions; returns the share aborted. */
function caught(label: string, results: SimulatedCanary[]): number {
  const aborted = results.filter((result) => result.aborted);
  const sessions = aborted.map((result) => result.canarySessions);
  console.log(
    `${label}: aborted in ${aborted.length} of ${results.length} runs; canary sessions to abort: ` +
      `median ${median(sessions)}, max ${Math.max(...sessions)} ` +
      `(all sessions, median ${median(aborted.map((result) => result.totalSessions))})`,
  );
  return aborted.length / results.length;
}

/** The test alone, without the minimum sample: looks every 50 canary sessions from the first. */
const FINE = {
  plan: { ...PLAN, stages: PLAN.stages.slice(0, 1), batch: 50 },
  settings: { ...SETTINGS, minSessions: 0 },
};

describe('simulated canaries, watched after every batch', () => {
  it('aborts at most 5 % of canaries that are the same as stable', () => {
    const results = simulate(300, STABLE, 1);
    const aborted = results.filter((result) => result.aborted);
    const advanced = results.filter((result) => result.last.verdict === 'advance');
    const peeking = results.filter((result) => result.peekingAborted);
    const abortedOn = (name: string) =>
      aborted.filter((result) =>
        result.last.figures.metrics.some((metric) => metric.metric === name && metric.worse),
      ).length;
    const byMetric = ['errors', 'lcp', 'inp'].map((name) => `${name} ${abortedOn(name)}`);
    console.log(
      `equal versions: aborted ${aborted.length} of ${results.length} runs ` +
        `(${((aborted.length / results.length) * 100).toFixed(1)} %; ${byMetric.join(', ')}), ` +
        `'advance' at the end of ${advanced.length}, after ${results[0]!.looks} looks each; ` +
        `a fixed-sample z-test read at every look would have aborted ${peeking.length}`,
    );
    expect(aborted.length / results.length).toBeLessThanOrEqual(0.05);
  });

  it('catches a canary with 3× the error rate in every run', () => {
    const tripled = { ...STABLE, errorRate: 0.06 };
    expect(caught('3× error rate (6 % against 2 %)', simulate(200, tripled, 1001))).toBe(1);
    const alone = caught('3× error rate, no minimum sample', simulate(200, tripled, 1001, FINE));
    expect(alone).toBe(1);
  });

  it('catches a canary whose LCP is 30 % slower in every run', () => {
    const slower = { ...STABLE, lcpFactor: 1.3 };
    expect(caught('LCP 30 % slower', simulate(200, slower, 2001))).toBe(1);
    expect(caught('LCP 30 % slower, no minimum sample', simulate(200, slower, 2001, FINE))).toBe(1);
  });

  it('catches a canary whose INP is 30 % slower in every run', () => {
    expect(caught('INP 30 % slower', simulate(100, { ...STABLE, inpFactor: 1.3 }, 3001))).toBe(1);
  });

  it('catches most canaries with 1.5× the error rate within the rollout', () => {
    const worse = caught(
      '1.5× error rate (3 % against 2 %)',
      simulate(100, { ...STABLE, errorRate: 0.03 }, 4001),
    );
    expect(worse).toBeGreaterThanOrEqual(0.8);
  });

  it('gives the same figures for the same seed', () => {
    const again = () => simulateCanary(7, { stable: STABLE, canary: STABLE }, PLAN, SETTINGS);
    expect(again()).toEqual(again());
  });
});
