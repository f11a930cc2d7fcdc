import {
  ReleaseCommandError,
  channelOf,
  checkPinnable,
  environmentOf,
  parseSpec,
  refuseWhileFrozen,
  releaseManagerAndRole,
  remoteOf,
  shown,
  storeCall,
  where,
  type ReleaseContext,
} from '../commands';
import type { PinsKey } from '../pin-store';
import { PinFileError } from '../pins';
import {
  withCanaryAbort,
  withCanaryAdvance,
  withCanaryPaused,
  withCanaryStart,
  type CanaryOutcome,
} from './canary-changes';
import { DEFAULT_STAGES, canaryShare } from './canary-pin';

export interface CanaryOptions {
  env?: string;
  channel?: string;
  /** `5,25,50,100`: the share of visitors (%) stage by stage. */
  stages?: string;
  /** The judge advances each stage once it has its sample (else a release manager does). */
  auto?: boolean;
  /** Why a release manager aborts. */
  reason?: string;
}

function stagesOf(value: string | undefined): number[] {
  if (value === undefined) return [...DEFAULT_STAGES];
  const stages = value.split(',').map((share) => Number(share.trim()));
  if (stages.some((share) => Number.isNaN(share))) {
    throw new ReleaseCommandError(`--stages ${value}: give percentages, such as 5,25,50,100.`);
  }
  return stages;
}

function keyOf(options: CanaryOptions): PinsKey {
  return { environment: environmentOf(options.env), channel: channelOf(options.channel) };
}

/** A change the pins refuse (no canary, one already, …) as a refusal the manager can read. */
function refused(key: PinsKey, change: () => CanaryOutcome): CanaryOutcome {
  try {
    return change();
  } catch (error) {
    if (error instanceof PinFileError) {
      throw new ReleaseCommandError(`${key.environment}, ${where(key.channel)}: ${error.message}`);
    }
    throw error;
  }
}

/**
 * `release canary start <remote>@<version> --env <env> [--channel catering] [--stages …]
 * [--auto]`: the version, released intact for the host's contract, to the first stage's share.
 */
export async function startCanary(
  ctx: ReleaseContext,
  spec: string | undefined,
  options: CanaryOptions,
): Promise<void> {
  const { name, version } = parseSpec(spec);
  const key = keyOf(options);
  const stages = stagesOf(options.stages);
  const manager = await releaseManagerAndRole(ctx);
  const by = manager.name;
  await checkPinnable(ctx, name, version);
  const at = ctx.now().toISOString();
  const advance = options.auto ? 'auto' : 'manual';
  const outcome = await storeCall(() =>
    ctx.pins.update(key, async (file) => {
      refuseWhileFrozen(file, manager);
      return refused(key, () =>
        withCanaryStart(file, name, version, { stages, advance }, { at, by }),
      );
    }),
  );
  ctx.out(
    `${name}@${version} is a canary in ${key.environment} for ${where(key.channel)}: ` +
      `${canaryShare(outcome.canary!)} % of visitors, stages ${stages.join(' → ')} %, ` +
      `advanced ${advance === 'auto' ? 'by the judge' : 'by hand'}, beside ` +
      `${outcome.previous ?? 'the local build'}: ${shown(ctx, key)}`,
  );
}

/**
 * `release canary advance|pause|resume|abort <remote> --env <env> [--channel catering]`. In a
 * frozen environment only an admin advances or resumes; a pause or an abort, which make things
 * safer, stays a releaser's.
 */
export async function changeCanary(
  ctx: ReleaseContext,
  action: 'advance' | 'pause' | 'resume' | 'abort',
  remote: string | undefined,
  options: CanaryOptions,
): Promise<void> {
  const name = remoteOf(remote);
  const key = keyOf(options);
  const manager = await releaseManagerAndRole(ctx);
  const by = manager.name;
  const at = ctx.now().toISOString();
  const reason = options.reason ?? `${action === 'abort' ? 'aborted' : 'advanced'} by hand`;
  const outcome = await storeCall(() =>
    ctx.pins.update(key, async (file) => {
      if (action === 'advance' || action === 'resume') refuseWhileFrozen(file, manager);
      return refused(key, () => {
        if (action === 'advance') return withCanaryAdvance(file, name, { at, by, reason });
        if (action === 'abort') return withCanaryAbort(file, name, { at, by, reason });
        return withCanaryPaused(file, name, action === 'pause', { at, by });
      });
    }),
  );
  const place = `in ${key.environment} for ${where(key.channel)}`;
  const { canary } = outcome;
  if (canary) {
    ctx.out(
      `The canary of ${name}@${canary.version} ${place}: ${canaryShare(canary)} % of visitors` +
        `${canary.paused ? ', paused' : ''}.`,
    );
  } else if (action === 'advance') {
    ctx.out(`${name}@${outcome.version} is pinned ${place}: the canary reached 100 %.`);
  } else {
    ctx.out(
      `The canary of ${name} is aborted ${place}: every visitor loads ${outcome.version ?? 'the local build'}.`,
    );
  }
}
