/*
 * Simulated canaries for the judge's tests: seeded, so every run of the tests sees the same
 * streams. A stream is a rollout in stages (the canary's share of sessions grows); after every
 * batch the judge reads the counts since the start, as the real rollout would, until it aborts or
 * the last stage ends.
 */
import { mulberry32 } from '../../test-support/prng';
import { judgeCanary } from './judge';
import { differenceBounds } from './mixture-sequence';
import {
  CANARY_METRICS,
  type JudgeInput,
  type JudgeSettings,
  type Judgement,
  type VersionCounts,
} from './types';

/** How a version behaves: its error rate, and its LCP and INP as multiples of stable's. */
export interface VersionModel {
  errorRate: number;
  lcpFactor: number;
  inpFactor: number;
}

export interface RolloutPlan {
  /** Each stage: the canary's share of sessions, and how many canary sessions it lasts. */
  stages: { share: number; canarySessions: number }[];
  /** Canary sessions between two looks of the judge. */
  batch: number;
  /** Stable sessions before the start, whose p75 becomes the LCP and INP thresholds. */
  baselineSessions: number;
}

/** Log-normal vitals: LCP median 1.8 s, INP median 120 ms; INP only where the visitor interacted. */
const VITALS = {
  lcp: { median: 1800, sigma: 0.5, measuredShare: 0.95 },
  inp: { median: 120, sigma: 0.8, measuredShare: 0.45 },
} as const;

/** Where a binomial count is drawn from its normal approximation instead (see `binomial`). */
const EXACT_EVENTS = 20;

class Sampler {
  private readonly next: () => number;

  constructor(seed: number) {
    this.next = mulberry32(seed);
  }

  /**
   * Binomial(n, p). Exact, by skipping geometric gaps between events, while it expects at most
   * EXACT_EVENTS of the rarer outcome (the error counts, but stable's in the first stage);
   * beyond that, the rounded normal approximation, whose skewness (1 − 2p)/√(npq) is then
   * below 1/√20 ≈ 0.22, and which the judge only ever sees summed over several batches. The
   * tests' CPU goes to the judge, not to drawing every session of every look.
   */
  binomial(n: number, p: number): number {
    if (n === 0 || p <= 0) return 0;
    if (p >= 1) return n;
    if (p > 0.5) return n - this.binomial(n, 1 - p);
    if (n * p > EXACT_EVENTS) {
      const drawn = Math.round(n * p + Math.sqrt(n * p * (1 - p)) * this.normal());
      return Math.min(n, Math.max(0, drawn));
    }
    const logQ = Math.log1p(-p);
    let events = 0;
    for (let position = 0; ; events += 1) {
      position += Math.floor(Math.log(1 - this.next()) / logQ) + 1;
      if (position > n) return events;
    }
  }

  /** A standard normal draw (Box–Muller). */
  normal(): number {
    return Math.sqrt(-2 * Math.log(1 - this.next())) * Math.cos(2 * Math.PI * this.next());
  }
}

/** Φ, by Abramowitz & Stegun 7.1.26 (error below 1.5e-7: plenty for a simulation). */
export function normalCdf(x: number): number {
  const z = Math.abs(x) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * z);
  const poly =
    t *
    (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-z * z);
  return x >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

/** z of the 75th percentile, and the standard normal density there. */
const Z75 = 0.6744897501960817;
const DENSITY_AT_Z75 = Math.exp((-Z75 * Z75) / 2) / Math.sqrt(2 * Math.PI);

/**
 * Stable's p75 as the telemetry before the canary would give it: a sample quantile of
 * `sessions` values, drawn from its large-sample law (normal, standard deviation
 * √(0.75·0.25/n) / φ(z75) on the log scale) rather than by sorting thousands of draws.
 */
function baselineP75(sampler: Sampler, vital: keyof typeof VITALS, sessions: number): number {
  const { median, sigma } = VITALS[vital];
  const spread = Math.sqrt((0.75 * 0.25) / sessions) / DENSITY_AT_Z75;
  return median * Math.exp(sigma * (Z75 + spread * sampler.normal()));
}

/** The chance a session of this model measures above the threshold. */
function aboveShare(vital: keyof typeof VITALS, factor: number, thresholdMs: number): number {
  const { median, sigma } = VITALS[vital];
  return 1 - normalCdf(Math.log(thresholdMs / (median * factor)) / sigma);
}

const emptyCounts = (): VersionCounts => ({
  sessions: 0,
  sessionsWithError: 0,
  lcp: { measured: 0, above: 0 },
  inp: { measured: 0, above: 0 },
});

function addBatch(
  sampler: Sampler,
  counts: VersionCounts,
  sessions: number,
  model: VersionModel,
  thresholds: JudgeInput['thresholds'],
): void {
  counts.sessions += sessions;
  counts.sessionsWithError += sampler.binomial(sessions, model.errorRate);
  for (const vital of ['lcp', 'inp'] as const) {
    const measured = sampler.binomial(sessions, VITALS[vital].measuredShare);
    const threshold = vital === 'lcp' ? thresholds.lcpMs : thresholds.inpMs;
    const share = aboveShare(vital, vital === 'lcp' ? model.lcpFactor : model.inpFactor, threshold);
    counts[vital].measured += measured;
    counts[vital].above += sampler.binomial(measured, share);
  }
}

/** Φ⁻¹(1 − a): the z a one-sided fixed-sample test at level a rejects above (bisection on Φ). */
function upperQuantile(a: number): number {
  let [low, high] = [0, 10];
  while (high - low > 1e-9) {
    const middle = (low + high) / 2;
    if (1 - normalCdf(middle) > a) low = middle;
    else high = middle;
  }
  return low;
}

/**
 * What the judge must not be: a fixed-sample z-test per metric at the same α/3, read at every
 * look past the minimum sample ("peeking"). Whether it says 'worse' at this look.
 */
function peekedWorse(judgement: Judgement, z: number): boolean {
  return judgement.figures.metrics.some((metric) => {
    const { variance } = differenceBounds(metric.stable, metric.canary, 0.5, 1);
    return metric.difference / Math.sqrt(variance) > z;
  });
}

export interface SimulatedCanary {
  /** The judge's last answer: 'abort', or what it said when the last stage ended. */
  last: Judgement;
  aborted: boolean;
  /** Whether the peeking fixed-sample test would have aborted at some look (`peekedWorse`). */
  peekingAborted: boolean;
  /** Sessions seen by then. */
  canarySessions: number;
  totalSessions: number;
  looks: number;
}

/** One seeded canary, watched after every batch until it is aborted or the plan ends. */
export function simulateCanary(
  seed: number,
  models: { stable: VersionModel; canary: VersionModel },
  plan: RolloutPlan,
  settings: JudgeSettings,
): SimulatedCanary {
  const sampler = new Sampler(seed);
  const thresholds = {
    lcpMs: baselineP75(sampler, 'lcp', plan.baselineSessions),
    inpMs: baselineP75(sampler, 'inp', plan.baselineSessions),
  };
  const stable = emptyCounts();
  const canary = emptyCounts();
  const z = upperQuantile(settings.alpha / CANARY_METRICS.length);
  let looks = 0;
  let peekingAborted = false;
  let last: Judgement | undefined;
  for (const stage of plan.stages) {
    const stableBatch = Math.round((plan.batch * (1 - stage.share)) / stage.share);
    for (let seen = 0; seen < stage.canarySessions; seen += plan.batch) {
      addBatch(sampler, stable, stableBatch, models.stable, thresholds);
      addBatch(sampler, canary, plan.batch, models.canary, thresholds);
      looks += 1;
      // One minute a batch: the stage's clock restarts with each stage.
      const stageElapsedMs = ((seen + plan.batch) / plan.batch) * 60_000;
      last = judgeCanary({ stable, canary, thresholds, stageElapsedMs }, settings);
      const sampled = Math.min(stable.sessions, canary.sessions) >= settings.minSessions;
      peekingAborted ||= sampled && peekedWorse(last, z);
      if (last.verdict === 'abort') break;
    }
    if (last?.verdict === 'abort') break;
  }
  if (!last) throw new Error('the plan has no batch');
  return {
    last,
    aborted: last.verdict === 'abort',
    peekingAborted,
    canarySessions: canary.sessions,
    totalSessions: canary.sessions + stable.sessions,
    looks,
  };
}

/** The median of some numbers (the mean of the middle two for an even count). */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
