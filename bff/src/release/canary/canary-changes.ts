import type { RemoteName } from '@qsr/shared-contracts/core';
import { PinFileError, withPin, type PinFile, type PinOutcome, type RemoteChange } from '../pins';
import { canaryShare, stagesProblem, type Canary } from './canary-pin';

/** Who changes a canary, and when (ISO). */
export interface CanaryChange {
  at: string;
  by: string;
}

export interface CanaryOutcome extends PinOutcome {
  /** The canary after the change; undefined once it ended (pinned or aborted). */
  canary: Canary | undefined;
}

function running(file: PinFile, remote: RemoteName): Canary {
  const canary = file.canaries?.[remote];
  if (!canary) throw new PinFileError(`No canary of ${remote} runs here.`);
  return canary;
}

function withCanary(
  file: PinFile,
  remote: RemoteName,
  canary: Canary | undefined,
  entry: Omit<RemoteChange, 'remote' | 'previous'>,
): CanaryOutcome {
  const canaries = { ...file.canaries };
  if (canary) canaries[remote] = canary;
  else delete canaries[remote];
  const live = file.pins[remote]?.version ?? null;
  const next: PinFile = {
    ...file,
    canaries,
    history: [...file.history, { remote, previous: live, ...entry }],
  };
  if (Object.keys(canaries).length === 0) delete next.canaries;
  return { file: next, previous: live, version: live, changed: true, canary };
}

/**
 * Starts a canary of `version` at the first of `stages`. One canary a remote at a time, of a
 * version other than the live pin: it is compared with the pin.
 */
export function withCanaryStart(
  file: PinFile,
  remote: RemoteName,
  version: string,
  options: { stages: readonly number[]; advance: Canary['advance'] },
  change: CanaryChange,
): CanaryOutcome {
  const problem = stagesProblem(options.stages);
  if (problem) throw new PinFileError(`The stages ${options.stages.join(', ')}: ${problem}.`);
  const current = file.canaries?.[remote];
  if (current) {
    throw new PinFileError(
      `A canary of ${remote}@${current.version} runs already: advance it to 100 % or abort it first.`,
    );
  }
  if (file.pins[remote]?.version === version) {
    throw new PinFileError(`${remote}@${version} is live for everyone already.`);
  }
  const canary: Canary = {
    version,
    stages: [...options.stages],
    stage: 0,
    advance: options.advance,
    paused: false,
    since: change.at,
    stageSince: change.at,
    by: change.by,
  };
  return withCanary(file, remote, canary, {
    action: 'canary-start',
    version,
    share: canaryShare(canary),
    ...change,
  });
}

/**
 * The next stage; from the one before 100 %, the canary's version is pinned and the canary ends.
 * `reason` names who decided: a release manager by hand, or the judge with its figures.
 */
export function withCanaryAdvance(
  file: PinFile,
  remote: RemoteName,
  change: CanaryChange & { reason?: string },
): CanaryOutcome {
  const canary = running(file, remote);
  if (canary.paused) throw new PinFileError(`The canary of ${remote} is paused: resume it first.`);
  const stage = canary.stage + 1;
  const reason = change.reason === undefined ? {} : { reason: change.reason };
  if (stage < canary.stages.length - 1) {
    const next = { ...canary, stage, stageSince: change.at };
    return withCanary(file, remote, next, {
      action: 'canary-advance',
      version: canary.version,
      share: canaryShare(next),
      at: change.at,
      by: change.by,
      ...reason,
    });
  }
  const ended = withCanary(file, remote, undefined, {
    action: 'canary-advance',
    version: canary.version,
    share: 100,
    at: change.at,
    by: change.by,
    ...reason,
  });
  const pinned = withPin(ended.file, remote, canary.version, change);
  return { ...pinned, canary: undefined };
}

/** Holds a canary at its share: neither a release manager nor the judge advances it. */
export function withCanaryPaused(
  file: PinFile,
  remote: RemoteName,
  paused: boolean,
  change: CanaryChange,
): CanaryOutcome {
  const canary = running(file, remote);
  if (canary.paused === paused) {
    throw new PinFileError(`The canary of ${remote} is ${paused ? 'paused' : 'running'} already.`);
  }
  return withCanary(
    file,
    remote,
    { ...canary, paused },
    {
      action: paused ? 'canary-pause' : 'canary-resume',
      version: canary.version,
      share: canaryShare(canary),
      ...change,
    },
  );
}

/** Ends a canary: every visitor is on the pin again; the history keeps why. */
export function withCanaryAbort(
  file: PinFile,
  remote: RemoteName,
  change: CanaryChange & { reason: string },
): CanaryOutcome {
  const canary = running(file, remote);
  return withCanary(file, remote, undefined, {
    action: 'canary-abort',
    version: canary.version,
    share: 0,
    ...change,
  });
}
