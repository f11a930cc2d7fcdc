import {
  ReleaseCommandError,
  channelOf,
  checkPinnable,
  environmentOf,
  refuseControlCharacters,
  refuseWhileFrozen,
  releaseManagerAndRole,
  shown,
  storeCall,
  where,
  type ReleaseContext,
  type SignedInManager,
} from './commands';
import type { PinsKey } from './pin-store';
import {
  diffPinSets,
  formatPinDiffs,
  pinSetAt,
  pinnedVersions,
  type PinDiff,
  type PinSet,
} from './pin-sets';
import { emptyPinFile, type PinFile } from './pins';
import { visible } from './plain-text';

export interface RestoreOptions {
  env?: string;
  channel?: string;
  /** The pin set: its id (`12`, `#12`) or a time (the last set at or before it). */
  to?: string;
  /** Check everything and print what would change; write nothing. */
  dryRun?: boolean;
}

export interface RestoreOutcome {
  set: PinSet;
  /** The remotes changed (or, in a dry run, that would be). */
  changes: PinDiff[];
  written: boolean;
}

/**
 * The restore of `to` on the pins as they are now: every refusal the release manager must
 * hear (frozen, a canary in the way, a version that cannot be pinned) before anything changes.
 */
async function planRestore(
  ctx: ReleaseContext,
  file: PinFile,
  to: string,
  manager: SignedInManager,
): Promise<{ set: PinSet; changes: PinDiff[] }> {
  const set = pinSetAt(file, to);
  refuseWhileFrozen(file, manager);
  const changes = diffPinSets(pinnedVersions(file), set.pins);
  if (changes.length === 0) return { set, changes };
  // A pin under a running canary changes only through the canary (as for `pin`).
  const inTheWay = changes.filter((change) => file.canaries?.[change.remote]);
  if (inTheWay.length > 0) {
    const running = inTheWay.map(({ remote }) => `${remote}@${file.canaries![remote]!.version}`);
    throw new ReleaseCommandError(
      `A canary runs in ${file.environment} for ${where(file.channel)} of ` +
        `${running.join(', ')}, which the restore would change: abort it first ` +
        `(npm run release -- canary abort <remote> --env ${file.environment}` +
        `${file.channel === 'default' ? '' : ` --channel ${file.channel}`}).`,
    );
  }
  for (const change of changes) {
    if (change.target) await checkPinnable(ctx, change.remote, change.target);
  }
  return { set, changes };
}

/** The changes as pins and history entries, written in one step. */
function withRestore(
  file: PinFile,
  { set, changes }: { set: PinSet; changes: PinDiff[] },
  change: { at: string; by: string },
): PinFile {
  const pins = { ...file.pins };
  const reason = `pin set #${set.id} of ${visible(set.at)}`;
  for (const { remote, target } of changes) {
    if (target) pins[remote] = { version: target, since: change.at, by: change.by };
    else delete pins[remote];
  }
  return {
    ...file,
    pins,
    history: [
      ...file.history,
      ...changes.map(({ remote, live, target }) => ({
        remote,
        action: 'restore' as const,
        version: target,
        previous: live,
        at: change.at,
        by: change.by,
        reason,
      })),
    ],
  };
}

/**
 * `release restore --env <env> [--channel catering] --to <id|time> [--dry-run]`: every pin of
 * the environment × channel back to a pin set of its history (`history` lists them), in one
 * change: nothing is written unless every version can be pinned. A rollback afterwards takes
 * each remote back to what it was before the restore.
 */
export async function restorePinSet(
  ctx: ReleaseContext,
  options: RestoreOptions,
): Promise<RestoreOutcome> {
  refuseControlCharacters('--to', options.to);
  const key: PinsKey = {
    environment: environmentOf(options.env),
    channel: channelOf(options.channel),
  };
  const to = options.to?.trim();
  if (!to) {
    throw new ReleaseCommandError(
      'Restore which pin set? Give --to <id> (npm run release -- history --env ' +
        `${key.environment}) or --to <time>.`,
    );
  }
  const manager = await releaseManagerAndRole(ctx);
  const place = `${key.environment} for ${where(key.channel)}`;
  if (options.dryRun) {
    const current =
      (await storeCall(() => ctx.pins.read(key))) ?? emptyPinFile(key.environment, key.channel);
    const plan = await planRestore(ctx, current, to, manager);
    const restoring = `Restoring pin set #${plan.set.id} of ${visible(plan.set.at)} in ${place}`;
    if (plan.changes.length === 0) ctx.out(`${restoring}: nothing would change (dry run).`);
    else {
      ctx.out(`${restoring} would change (dry run, nothing written):`);
      for (const line of formatPinDiffs(plan.changes)) ctx.out(line);
    }
    return { ...plan, written: false };
  }
  const at = ctx.now().toISOString();
  const outcome = await storeCall(() =>
    ctx.pins.update(key, async (current) => {
      const plan = await planRestore(ctx, current, to, manager);
      const changed = plan.changes.length > 0;
      const file = changed ? withRestore(current, plan, { at, by: manager.name }) : current;
      return { file, changed, ...plan };
    }),
  );
  const { set, changes, changed } = outcome;
  const restored = `pin set #${set.id} of ${visible(set.at)}`;
  if (!changed) {
    ctx.out(`${place} is already as ${restored}: nothing changed.`);
  } else {
    ctx.out(`${restored} restored in ${place}: ${shown(ctx, key)}`);
    for (const line of formatPinDiffs(changes)) ctx.out(line);
  }
  return { set, changes, written: changed };
}
