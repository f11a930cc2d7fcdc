import { CANARY_METRICS, type JudgeInput, type JudgeSettings, type VersionCounts } from './types';

/** Counts or settings the judge cannot trust: refused whole, never half-judged. */
export class CanaryJudgeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CanaryJudgeError';
  }
}

// Names are put together only for the message: the judge runs after every batch, and a valid
// input should cost no strings.
function wholeCount(value: number, prefix: string, field: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new CanaryJudgeError(
      `${prefix}${field} must be a whole number ≥ 0, got ${String(value)}`,
    );
  }
}

function notAbove(
  part: number,
  whole: number,
  prefix: string,
  fields: readonly [string, string],
): void {
  if (part > whole) {
    throw new CanaryJudgeError(
      `${prefix}${fields[0]} (${part}) is more than ${prefix}${fields[1]} (${whole})`,
    );
  }
}

function positive(value: number, name: string, suffix = ''): void {
  if (!Number.isFinite(value) || value <= 0) {
    throw new CanaryJudgeError(`${name}${suffix} must be a number > 0, got ${String(value)}`);
  }
}

const VITALS = [
  ['lcp', ['lcp.measured', 'sessions'], ['lcp.above', 'lcp.measured']],
  ['inp', ['inp.measured', 'sessions'], ['inp.above', 'inp.measured']],
] as const satisfies readonly ['lcp' | 'inp', [string, string], [string, string]][];

/** `prefix`: the fields' names start with it, `stable.` or `canary.`. */
function versionCounts(counts: VersionCounts, prefix: string): void {
  wholeCount(counts.sessions, prefix, 'sessions');
  wholeCount(counts.sessionsWithError, prefix, 'sessionsWithError');
  notAbove(counts.sessionsWithError, counts.sessions, prefix, ['sessionsWithError', 'sessions']);
  for (const [vital, measuredOfSessions, aboveOfMeasured] of VITALS) {
    // A missing object reads as NaN counts, refused below by name.
    const { measured, above } = counts[vital] ?? { measured: NaN, above: NaN };
    wholeCount(measured, prefix, measuredOfSessions[0]);
    wholeCount(above, prefix, aboveOfMeasured[0]);
    notAbove(measured, counts.sessions, prefix, measuredOfSessions);
    notAbove(above, measured, prefix, aboveOfMeasured);
  }
}

export function checkInput(input: JudgeInput): void {
  versionCounts(input.stable, 'stable.');
  versionCounts(input.canary, 'canary.');
  positive(input.thresholds.lcpMs, 'thresholds.lcpMs');
  positive(input.thresholds.inpMs, 'thresholds.inpMs');
  if (!Number.isFinite(input.stageElapsedMs) || input.stageElapsedMs < 0) {
    throw new CanaryJudgeError(
      `stageElapsedMs must be a number ≥ 0, got ${String(input.stageElapsedMs)}`,
    );
  }
}

function share(
  value: number,
  name: string,
  suffix: string,
  { allowZero }: { allowZero: boolean },
): void {
  if (!Number.isFinite(value) || value < 0 || value >= 1 || (!allowZero && value === 0)) {
    throw new CanaryJudgeError(
      `${name}${suffix} must be a share in ${allowZero ? '[0, 1)' : '(0, 1)'}, got ${String(value)}`,
    );
  }
}

export function checkSettings(settings: JudgeSettings): void {
  share(settings.alpha, 'alpha', '', { allowZero: false });
  wholeCount(settings.minSessions, '', 'minSessions');
  if (!Number.isFinite(settings.minStageMs) || settings.minStageMs < 0) {
    throw new CanaryJudgeError(`minStageMs must be a number ≥ 0, got ${settings.minStageMs}`);
  }
  for (const metric of CANARY_METRICS) {
    positive(settings.mixture[metric], 'mixture.', metric);
    share(settings.abortMargin[metric], 'abortMargin.', metric, { allowZero: true });
    const tolerance = settings.tolerance[metric];
    if (tolerance !== undefined) share(tolerance, 'tolerance.', metric, { allowZero: false });
  }
}
