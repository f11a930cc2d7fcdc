import type { RemoteName } from '@qsr/shared-contracts/core';
import type { Logger } from '../../logging/logger';
import type { RemoteBuildSource } from '../../remotes-config/remote-builds';
import type { Telemetry } from '../../telemetry/telemetry';
import { RELEASE_CHANNELS } from '../layout';
import type { PinStore, PinsKey } from '../pin-store';
import type { PinFile } from '../pins';
import { withCanaryAbort, withCanaryAdvance } from './canary-changes';
import type { Canary } from './canary-pin';
import { DEFAULT_JUDGE_SETTINGS, JUDGE_INTERVAL_MS, judgeCanary } from './judge';
import type { JudgeSettings, Judgement } from './types';

/** Who the history names for the judge's changes. */
export const JUDGE = 'canary judge';
/** How far back stable's p75 is read at the judge's first look at a canary. */
const BASELINE_MS = 24 * 60 * 60_000;
/** Web Vitals' "good" limits: the thresholds while stable has measured nothing yet. */
export const FALLBACK_THRESHOLDS = { lcpMs: 2500, inpMs: 200 };

export interface CanaryJudgeOptions {
  pinStore: Pick<PinStore, 'read' | 'update'>;
  telemetry: Pick<Telemetry, 'counts'>;
  /** What pages load outside a canary: its stable version. */
  remoteBuilds: Required<Pick<RemoteBuildSource, 'resolve'>>;
  environment: string;
  logger: Logger;
  settings?: JudgeSettings;
  now?: () => number;
}

/** A change the judge made, as its log line and the tests read it. */
export interface JudgeAction {
  channel: PinsKey['channel'];
  remote: RemoteName;
  version: string;
  verdict: 'advance' | 'abort';
  reason: string;
}

/** The canary as the judge found it, still running at the same stage and judged by it. */
function unchanged(file: PinFile, remote: RemoteName, seen: Canary): Canary | undefined {
  const current = file.canaries?.[remote];
  const same =
    current?.version === seen.version &&
    current.stage === seen.stage &&
    current.advance === 'auto' &&
    !current.paused;
  return same ? current : undefined;
}

/**
 * One look at every running canary of the environment the judge advances (`auto`, not paused):
 * both versions' counts since the canary's start, judged (`judge.ts`), and the verdict applied
 * to the pins. The pins change only if the canary is as it was seen: a release manager's change
 * meanwhile, or another replica's look, wins.
 */
export async function judgeCanaries(options: CanaryJudgeOptions): Promise<JudgeAction[]> {
  const now = options.now ?? Date.now;
  const actions: JudgeAction[] = [];
  for (const channel of RELEASE_CHANNELS) {
    const key = { environment: options.environment, channel };
    const file = await options.pinStore.read(key);
    const judged = (Object.entries(file?.canaries ?? {}) as [RemoteName, Canary][]).filter(
      ([, canary]) => canary.advance === 'auto' && !canary.paused,
    );
    if (judged.length === 0) continue;
    // What pages outside the canaries load: each remote's stable version, read once a look.
    const builds = await options.remoteBuilds.resolve(key.channel, key.environment);
    for (const [remote, canary] of judged) {
      const stable = builds.find((build) => build.name === remote)?.version;
      if (!stable || stable === canary.version) continue;
      const action = await look(options, key, remote, { canary, stable }, now());
      if (action) actions.push(action);
    }
  }
  return actions;
}

async function look(
  options: CanaryJudgeOptions,
  key: PinsKey,
  remote: RemoteName,
  { canary, stable }: { canary: Canary; stable: string },
  nowMs: number,
): Promise<JudgeAction | undefined> {
  const series = (version: string) => ({ ...key, remote, version });
  const thresholds = canary.thresholds ?? (await stableThresholds(options, series(stable), nowMs));
  const since = Date.parse(canary.since);
  const [stableFigures, canaryFigures] = await Promise.all([
    options.telemetry.counts(series(stable), since),
    options.telemetry.counts(series(canary.version), since),
  ]);
  const judgement = judgeCanary(
    {
      stable: stableFigures.versionCounts(thresholds),
      canary: canaryFigures.versionCounts(thresholds),
      thresholds,
      stageElapsedMs: nowMs - Date.parse(canary.stageSince),
    },
    options.settings ?? DEFAULT_JUDGE_SETTINGS,
  );
  if (judgement.verdict === 'continue' && canary.thresholds) return undefined;
  const applied = await options.pinStore.update(key, async (file) =>
    apply(file, remote, canary, thresholds, judgement, new Date(nowMs).toISOString()),
  );
  if (!applied.changed || applied.verdict === 'continue') return undefined;
  const action: JudgeAction = {
    channel: key.channel,
    remote,
    version: canary.version,
    verdict: applied.verdict,
    reason: judgement.reason,
  };
  options.logger.warn(
    { ...action, figures: judgement.figures },
    `canary ${action.verdict === 'abort' ? 'aborted' : 'advanced'} by the judge`,
  );
  return action;
}

/**
 * The judgement on the pins: an advance, an abort, or the thresholds fixed at a first look;
 * `verdict` is what was applied. In a frozen environment (`freeze.ts`) the judge advances
 * nothing (only an admin moves a canary forward there) but still aborts a worse canary.
 */
function apply(
  file: PinFile,
  remote: RemoteName,
  seen: Canary,
  thresholds: NonNullable<Canary['thresholds']>,
  judgement: Judgement,
  at: string,
): { file: PinFile; changed: boolean; verdict: Judgement['verdict'] } {
  const current = unchanged(file, remote, seen);
  if (!current) return { file, changed: false, verdict: 'continue' };
  // The thresholds stay with the canary through its stages, even when its first look advances it.
  const fixed = { ...file, canaries: { ...file.canaries, [remote]: { ...current, thresholds } } };
  const change = { at, by: JUDGE, reason: judgement.reason };
  const { verdict } = judgement;
  if (verdict === 'abort') return { ...withCanaryAbort(fixed, remote, change), verdict };
  if (verdict === 'advance' && !file.frozen) {
    return { ...withCanaryAdvance(fixed, remote, change), verdict };
  }
  // Held or continued: only thresholds not fixed before are a change worth writing.
  return { file: fixed, changed: current.thresholds === undefined, verdict: 'continue' };
}

/** Stable's p75 of LCP and INP over the day before: what both versions are compared against. */
async function stableThresholds(
  options: CanaryJudgeOptions,
  stable: Parameters<Telemetry['counts']>[0],
  nowMs: number,
): Promise<NonNullable<Canary['thresholds']>> {
  const figures = await options.telemetry.counts(stable, nowMs - BASELINE_MS);
  return {
    lcpMs: figures.quantile('LCP', 0.75) ?? FALLBACK_THRESHOLDS.lcpMs,
    inpMs: figures.quantile('INP', 0.75) ?? FALLBACK_THRESHOLDS.inpMs,
  };
}

/**
 * Looks every `intervalMs`, one look at a time; `turn` says whether this replica looks this
 * time (one replica where several share Redis). A look that fails is logged and tried again.
 */
export function startCanaryJudge(
  options: CanaryJudgeOptions & { intervalMs?: number; turn?: () => Promise<boolean> },
): { stop(): void } {
  let looking = false;
  const timer = setInterval(() => {
    if (looking) return;
    looking = true;
    void (async () => {
      if (options.turn && !(await options.turn())) return;
      await judgeCanaries(options);
    })()
      .catch((error: unknown) => options.logger.error({ err: error }, 'canary judge: look failed'))
      .finally(() => {
        looking = false;
      });
  }, options.intervalMs ?? JUDGE_INTERVAL_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
