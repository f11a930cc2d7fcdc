/**
 * What the canary judge reads and answers (`judge.ts`). Counts are whole sessions of ONE window,
 * the same for both versions: from the canary's start (across its stages) to now. Comparing the
 * versions over the same hours keeps the time of day, the traffic and the upstreams out of the
 * difference; counting from the start makes one sequential test of the whole rollout, so its α
 * bounds the chance of a false abort over all stages together.
 */

/** The three things a canary must be no worse at than stable. */
export const CANARY_METRICS = ['errors', 'lcp', 'inp'] as const;
export type CanaryMetric = (typeof CANARY_METRICS)[number];

/** A web vital over the window: the sessions that measured it, and those above the threshold. */
export interface VitalCounts {
  measured: number;
  above: number;
}

/** One version's counts over the window. */
export interface VersionCounts {
  /** Sessions that loaded this version of the remote. */
  sessions: number;
  /** Of them, sessions with at least one error of that remote. */
  sessionsWithError: number;
  lcp: VitalCounts;
  /** Sessions without an interaction measure no INP: `measured` may be well below `sessions`. */
  inp: VitalCounts;
}

export interface JudgeInput {
  stable: VersionCounts;
  canary: VersionCounts;
  /**
   * The thresholds `above` counts against: stable's p75 of LCP and INP, fixed when the canary
   * started (from the telemetry before it). Fixed in advance, so the counts are two proportions
   * of the same event; recorded in the figures.
   */
  thresholds: { lcpMs: number; inpMs: number };
  /** Time since the current stage began. */
  stageElapsedMs: number;
}

export type PerMetric<T> = Record<CanaryMetric, T>;

export interface JudgeSettings {
  /** Chance of aborting a canary that is no worse, over the whole rollout and all metrics. */
  alpha: number;
  /** Each version needs this many sessions before any verdict but 'continue'. */
  minSessions: number;
  /** A stage advances only after this long. */
  minStageMs: number;
  /** τ of each metric's mixture: the difference of shares its test is tightest for. */
  mixture: PerMetric<number>;
  /** Abort only when the difference is surely above this (0: surely worse at all). */
  abortMargin: PerMetric<number>;
  /** If set, advance only once the difference is surely below it (no worse by more than it). */
  tolerance: Partial<PerMetric<number>>;
}

/** One version's side of a metric, as the audit records it. */
export interface ShareFigures {
  sessions: number;
  count: number;
  /** count / sessions (0 with no sessions). */
  rate: number;
}

export interface MetricFigures {
  metric: CanaryMetric;
  /** The LCP or INP threshold the shares count against; null for errors. */
  thresholdMs: number | null;
  stable: ShareFigures;
  canary: ShareFigures;
  /** canary.rate − stable.rate. */
  difference: number;
  /** The always-valid interval of the difference at `confidence`. */
  lower: number;
  upper: number;
  confidence: number;
  abortMargin: number;
  tolerance: number | null;
  /** lower > abortMargin: the canary is surely worse at this metric. */
  worse: boolean;
}

export interface JudgeFigures {
  test: 'normal-mixture confidence sequence (mSPRT)';
  alpha: number;
  minSessions: number;
  stageElapsedMs: number;
  minStageMs: number;
  metrics: MetricFigures[];
}

export type Verdict = 'continue' | 'advance' | 'abort';

export interface Judgement {
  verdict: Verdict;
  /** One sentence for the audit and the console. */
  reason: string;
  figures: JudgeFigures;
}
