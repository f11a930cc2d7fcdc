/* The judge's sentences: what the audit and the console say, with the figures in them. */
import type { JudgeFigures, MetricFigures } from './types';

/** 12,345: by hand, as `toLocaleString` costs microseconds a call, and the judge runs often. */
const count = (value: number): string => String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
const percent = (share: number): string => `${(share * 100).toFixed(2)} %`;
const points = (share: number): string =>
  `${share >= 0 ? '+' : '−'}${Math.abs(share * 100).toFixed(2)} points`;
const minutes = (ms: number): string => `${(ms / 60_000).toFixed(1)} min`;

function what(metric: MetricFigures): string {
  if (metric.metric === 'errors') return 'sessions with an error';
  return `${metric.metric.toUpperCase()} above ${count(metric.thresholdMs ?? 0)} ms`;
}

function comparison(metric: MetricFigures): string {
  return (
    `${what(metric)}: canary ${percent(metric.canary.rate)} of ${count(metric.canary.sessions)}, ` +
    `stable ${percent(metric.stable.rate)} of ${count(metric.stable.sessions)}`
  );
}

const confidence = (metric: MetricFigures): string =>
  `${(metric.confidence * 100).toFixed(1)} % always-valid`;

export function belowMinimumSample(figures: JudgeFigures, canary: number, stable: number): string {
  return (
    `minimum sample not reached: canary ${count(canary)} and stable ${count(stable)} sessions ` +
    `of ${count(figures.minSessions)} each`
  );
}

export function worseReason(worse: MetricFigures[]): string {
  const each = worse.map(
    (metric) =>
      `${comparison(metric)}; the difference is at least ${points(metric.lower)} ` +
      `(${confidence(metric)}${metric.abortMargin > 0 ? `, margin ${points(metric.abortMargin)}` : ''})`,
  );
  return `canary worse than stable: ${each.join('; ')}`;
}

export function stageTooShort(figures: JudgeFigures): string {
  return (
    `no metric worse, but the stage has run ${minutes(figures.stageElapsedMs)} ` +
    `of its ${minutes(figures.minStageMs)}`
  );
}

export function toleranceNotShown(open: MetricFigures[]): string {
  const each = open.map(
    (metric) =>
      `${what(metric)} may still be up to ${points(metric.upper)} worse ` +
      `(tolerance ${points(metric.tolerance ?? 0)})`,
  );
  return `no metric worse, not yet shown within tolerance: ${each.join('; ')}`;
}

export function advanceReason(figures: JudgeFigures): string {
  const each = figures.metrics.map(
    (metric) => `${comparison(metric)}, at most ${points(metric.upper)}`,
  );
  return `no metric worse than stable (${confidence(figures.metrics[0]!)}): ${each.join('; ')}`;
}
