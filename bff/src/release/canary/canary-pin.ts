import { isVersion } from '../layout';

/** Vercel's and Argo's usual steps: a share of visitors, then more, then everyone. */
export const DEFAULT_STAGES: readonly number[] = [5, 25, 50, 100];

/**
 * A remote's canary in one pin file (one environment × channel): a released version served to
 * a share of the channel's visitors, chosen by their cohort id (`cohort.ts`), beside the pin.
 */
export interface Canary {
  version: string;
  /** The share of visitors in %, stage by stage, rising; the last is 100: the canary is pinned. */
  stages: number[];
  /** The stage running now: an index into `stages`, never the last. */
  stage: number;
  /** 'auto': the judge advances it once a stage has its sample; 'manual': a release manager. */
  advance: 'auto' | 'manual';
  /** A paused canary keeps its share and is not advanced, by hand or by the judge. */
  paused: boolean;
  /** ISO times: when the canary started, when its stage did. */
  since: string;
  stageSince: string;
  /** The release manager who started it. */
  by: string;
  /**
   * Stable's p75 of LCP and INP, which the judge fixes at its first look and compares both
   * versions' shares above for the rest of the rollout (`judge-loop.ts`).
   */
  thresholds?: { lcpMs: number; inpMs: number };
}

/** The share of visitors (%) a canary serves now. */
export function canaryShare(canary: Canary): number {
  return canary.stages[canary.stage] ?? 0;
}

/** Why a list of stages cannot run, or undefined when it can: whole %, rising, ending at 100. */
export function stagesProblem(stages: readonly number[]): string | undefined {
  if (stages.length < 2) return 'a canary needs at least one stage below 100 and then 100';
  if (stages.some((share) => !Number.isInteger(share) || share < 1 || share > 100)) {
    return 'each stage is a whole percentage from 1 to 100';
  }
  if (stages.some((share, index) => index > 0 && share <= (stages[index - 1] ?? 0))) {
    return 'the stages must rise';
  }
  if (stages[stages.length - 1] !== 100) return 'the last stage is 100';
  return undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const text = (value: unknown): value is string => typeof value === 'string';

/** A canary as a pin file holds it; undefined when any part of it cannot be trusted. */
export function parseCanary(raw: unknown): Canary | undefined {
  if (!isRecord(raw) || !isVersion(raw.version) || !Array.isArray(raw.stages)) return undefined;
  const stages = raw.stages as unknown[];
  if (!stages.every((share): share is number => typeof share === 'number')) return undefined;
  if (stagesProblem(stages) !== undefined) return undefined;
  const { stage } = raw;
  if (typeof stage !== 'number' || !Number.isInteger(stage) || stage < 0) return undefined;
  if (stage >= stages.length - 1) return undefined;
  if (raw.advance !== 'auto' && raw.advance !== 'manual') return undefined;
  return {
    version: raw.version,
    stages,
    stage,
    advance: raw.advance,
    paused: raw.paused === true,
    since: text(raw.since) ? raw.since : '',
    stageSince: text(raw.stageSince) ? raw.stageSince : '',
    by: text(raw.by) ? raw.by : 'unknown',
    ...thresholdsOf(raw.thresholds),
  };
}

const positive = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0;

/** The judge's thresholds, kept only when both are positive numbers. */
function thresholdsOf(raw: unknown): Pick<Canary, 'thresholds'> {
  if (!isRecord(raw) || !positive(raw.lcpMs) || !positive(raw.inpMs)) return {};
  return { thresholds: { lcpMs: raw.lcpMs, inpMs: raw.inpMs } };
}
