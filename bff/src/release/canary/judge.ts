/**
 * The canary judge: from both versions' counts over the same window, whether the canary's stage
 * goes on ('continue'), may move to the next ('advance') or is stopped ('abort'), with the
 * figures the audit records. Pure: no clock, no store; whoever rolls the canary out calls it after
 * every batch of telemetry, as often as it likes (the test is always valid). The maths:
 * `mixture-sequence.ts` and docs/decisions.md, "Canary releases: the judge".
 */
import { differenceBounds, type Tally } from './mixture-sequence';
import {
  advanceReason,
  belowMinimumSample,
  stageTooShort,
  toleranceNotShown,
  worseReason,
} from './reasons';
import {
  CANARY_METRICS,
  type CanaryMetric,
  type JudgeFigures,
  type JudgeInput,
  type JudgeSettings,
  type Judgement,
  type MetricFigures,
  type VersionCounts,
} from './types';
import { checkInput, checkSettings } from './validate';

/** How often the judge looks (`judge-loop.ts`): an abort reaches every page's next load within 60 s. */
export const JUDGE_INTERVAL_MS = 10_000;

export const DEFAULT_JUDGE_SETTINGS: JudgeSettings = {
  alpha: 0.05,
  // About ten errors per version at a 2 % error rate: where the normal approximation the
  // mixture relies on is fair, and about what a 3× error rate needs to show anyway.
  minSessions: 500,
  minStageMs: 30 * 60_000,
  // τ ≈ the difference worth catching fastest: 2 points of error rate (a 2 % rate tripled is
  // +4), 10 points of the share above stable's p75 (LCP 30 % slower is about +19).
  mixture: { errors: 0.02, lcp: 0.1, inp: 0.1 },
  abortMargin: { errors: 0, lcp: 0, inp: 0 },
  tolerance: {},
};

function tallies(counts: VersionCounts, metric: CanaryMetric): Tally {
  if (metric === 'errors') return { sessions: counts.sessions, count: counts.sessionsWithError };
  return { sessions: counts[metric].measured, count: counts[metric].above };
}

const rate = ({ sessions, count }: Tally): number => (sessions === 0 ? 0 : count / sessions);

function metricFigures(
  input: JudgeInput,
  settings: JudgeSettings,
  metric: CanaryMetric,
): MetricFigures {
  // Three tests at α/3 each: by the union bound, the chance that ANY of them ever aborts a
  // canary that is no worse is at most α.
  const alpha = settings.alpha / CANARY_METRICS.length;
  const stable = tallies(input.stable, metric);
  const canary = tallies(input.canary, metric);
  const bounds = differenceBounds(stable, canary, alpha, settings.mixture[metric]);
  const thresholdMs =
    metric === 'errors' ? null : input.thresholds[metric === 'lcp' ? 'lcpMs' : 'inpMs'];
  return {
    metric,
    thresholdMs,
    stable: { ...stable, rate: rate(stable) },
    canary: { ...canary, rate: rate(canary) },
    difference: bounds.difference,
    lower: bounds.lower,
    upper: bounds.upper,
    confidence: 1 - alpha,
    abortMargin: settings.abortMargin[metric],
    tolerance: settings.tolerance[metric] ?? null,
    worse: bounds.lower > settings.abortMargin[metric],
  };
}

/**
 * The verdict, in this order: below the minimum sample, always 'continue'; a metric surely worse
 * (its interval's lower bound above the abort margin, 0 by default), 'abort'; the stage younger
 * than its minimum, or a metric whose tolerance is set not yet surely within it, 'continue';
 * otherwise 'advance'. Throws a CanaryJudgeError on counts or settings that cannot be right.
 */
export function judgeCanary(
  input: JudgeInput,
  settings: JudgeSettings = DEFAULT_JUDGE_SETTINGS,
): Judgement {
  checkSettings(settings);
  checkInput(input);
  const figures: JudgeFigures = {
    test: 'normal-mixture confidence sequence (mSPRT)',
    alpha: settings.alpha,
    minSessions: settings.minSessions,
    stageElapsedMs: input.stageElapsedMs,
    minStageMs: settings.minStageMs,
    metrics: CANARY_METRICS.map((metric) => metricFigures(input, settings, metric)),
  };
  const { stable, canary } = input;
  if (Math.min(stable.sessions, canary.sessions) < settings.minSessions) {
    const reason = belowMinimumSample(figures, canary.sessions, stable.sessions);
    return { verdict: 'continue', reason, figures };
  }
  const worse = figures.metrics.filter((metric) => metric.worse);
  if (worse.length > 0) return { verdict: 'abort', reason: worseReason(worse), figures };
  if (input.stageElapsedMs < settings.minStageMs) {
    return { verdict: 'continue', reason: stageTooShort(figures), figures };
  }
  const open = figures.metrics.filter(
    (metric) => metric.tolerance !== null && metric.upper > metric.tolerance,
  );
  if (open.length > 0) {
    return { verdict: 'continue', reason: toleranceNotShown(open), figures };
  }
  return { verdict: 'advance', reason: advanceReason(figures), figures };
}
