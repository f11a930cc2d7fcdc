import {
  ReleaseCommandError,
  environmentOf,
  frozenSince,
  refuseControlCharacters,
  releaseManager,
  shown,
  storeCall,
  where,
  type ReleaseContext,
} from './commands';
import { RELEASE_CHANNELS, type ReleaseChannel } from './layout';
import type { PinsKey } from './pin-store';
import type { Frozen, PinFile } from './pins';

/** Who freezes or unfreezes, when (ISO), and why. */
interface FreezeChange {
  at: string;
  by: string;
  reason?: string;
}

/** Freezes one pin file, recording it in its history; nothing changes if it is frozen. */
export function withFreeze(
  file: PinFile,
  change: FreezeChange,
): { file: PinFile; changed: boolean } {
  if (file.frozen) return { file, changed: false };
  const reason = change.reason === undefined ? {} : { reason: change.reason };
  const frozen: Frozen = { at: change.at, by: change.by, ...reason };
  return {
    file: {
      ...file,
      frozen,
      history: [...file.history, { action: 'freeze', at: change.at, by: change.by, ...reason }],
    },
    changed: true,
  };
}

/** Ends the freeze of one pin file, recording it; nothing changes if it is not frozen. */
export function withUnfreeze(
  file: PinFile,
  change: FreezeChange,
): { file: PinFile; changed: boolean } {
  if (!file.frozen) return { file, changed: false };
  const { frozen: _ended, ...rest } = file;
  return {
    file: {
      ...rest,
      history: [...file.history, { action: 'unfreeze', at: change.at, by: change.by }],
    },
    changed: true,
  };
}

/**
 * Changes both channels' pin files of `environment`, each in its own update. When the second
 * fails after the first changed, the refusal says so: the command is run again to finish.
 */
async function eachChannel(
  ctx: ReleaseContext,
  environment: string,
  change: (file: PinFile) => { file: PinFile; changed: boolean },
): Promise<Array<{ channel: ReleaseChannel; file: PinFile; changed: boolean }>> {
  const done: Array<{ channel: ReleaseChannel; file: PinFile; changed: boolean }> = [];
  for (const channel of RELEASE_CHANNELS) {
    const key: PinsKey = { environment, channel };
    try {
      const outcome = await storeCall(() => ctx.pins.update(key, async (file) => change(file)));
      done.push({ channel, ...outcome });
    } catch (error) {
      const changed = done.filter((outcome) => outcome.changed);
      if (!(error instanceof ReleaseCommandError) || changed.length === 0) throw error;
      throw new ReleaseCommandError(
        `${environment}: ${changed.map((outcome) => where(outcome.channel)).join(', ')} changed, ` +
          `but not ${where(channel)} (${shown(ctx, key)}): ${error.message.replace(/\.$/, '')}. ` +
          'Run the command again once it is repaired.',
      );
    }
  }
  return done;
}

/**
 * `release freeze --env <env> [--reason <text>]` (an admin): both channels' pins of the
 * environment change only by an admin until `unfreeze`; a releaser may still pause or abort a
 * canary there, and the judge aborts but advances none. Resolves to the channels it froze.
 */
export async function freezeEnvironment(
  ctx: ReleaseContext,
  options: { env?: string; reason?: string },
): Promise<{ changed: ReleaseChannel[] }> {
  refuseControlCharacters('--reason', options.reason);
  const env = environmentOf(options.env);
  const by = await releaseManager(ctx, 'admin');
  // A frozen name that pins nothing is most likely a typo: the real environment stays open.
  const stored = await Promise.all(
    RELEASE_CHANNELS.map((channel) =>
      storeCall(() => ctx.pins.read({ environment: env, channel })),
    ),
  );
  if (stored.every((file) => file === undefined)) {
    throw new ReleaseCommandError(
      `${env} has no pins in this store (${shown(ctx, { environment: env, channel: 'default' })}): ` +
        'check its name (npm run release -- status).',
    );
  }
  const reason = options.reason?.trim() || undefined;
  const at = ctx.now().toISOString();
  const outcomes = await eachChannel(ctx, env, (file) => withFreeze(file, { at, by, reason }));
  const changed = outcomes.filter((outcome) => outcome.changed).map((outcome) => outcome.channel);
  const frozen = outcomes.find((outcome) => outcome.file.frozen)?.file.frozen;
  if (changed.length === 0 && frozen) {
    ctx.out(`${frozenSince(env, frozen)}: nothing changed.`);
  } else {
    ctx.out(
      `${env} is frozen (both channels): only an admin changes its pins until ` +
        `npm run release -- unfreeze --env ${env}.`,
    );
    ctx.out('A releaser may still pause or abort a canary there; the judge advances none.');
  }
  return { changed };
}

/** `release unfreeze --env <env>` (an admin): releasers change its pins again. */
export async function unfreezeEnvironment(
  ctx: ReleaseContext,
  options: { env?: string },
): Promise<{ changed: ReleaseChannel[] }> {
  const env = environmentOf(options.env);
  const by = await releaseManager(ctx, 'admin');
  const at = ctx.now().toISOString();
  const outcomes = await eachChannel(ctx, env, (file) => withUnfreeze(file, { at, by }));
  const changed = outcomes.filter((outcome) => outcome.changed).map((outcome) => outcome.channel);
  ctx.out(
    changed.length === 0
      ? `${env} is not frozen: nothing changed.`
      : `${env} is no longer frozen: releasers change its pins again.`,
  );
  return { changed };
}
