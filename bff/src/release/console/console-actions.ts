import {
  ReleaseCommandError,
  pinRelease,
  refuseControlCharacters,
  rollbackRelease,
} from '../commands';
import { changeCanary, startCanary } from '../canary/canary-commands';
import { freezeEnvironment, unfreezeEnvironment } from '../freeze';
import { restorePinSet } from '../restore';
import { consoleContext, type ConsoleStore } from './console-context';

/** The console's actions: each is the release command of the same name (`npm run release`). */
export const CONSOLE_ACTIONS = [
  'start',
  'advance',
  'pause',
  'resume',
  'abort',
  'pin',
  'rollback',
  'preview',
  'restore',
  'freeze',
  'unfreeze',
] as const;
export type ConsoleAction = (typeof CONSOLE_ACTIONS)[number];

/** A form's fields, as strings; anything else a form cannot send is refused before this. */
export type ActionFields = Record<string, string | undefined>;

const FIELDS = [
  'action',
  'env',
  'channel',
  'remote',
  'version',
  'stages',
  'auto',
  'reason',
  'to',
  'at',
];

/**
 * Runs one action as the signed-in manager and resolves to what the command said. A refusal
 * (a role that may not, a frozen environment, a control character, a version not released) is
 * `ok: false` with the command's own words; nothing else is caught.
 */
export async function runConsoleAction(
  store: ConsoleStore,
  manager: string,
  fields: ActionFields,
  now: () => Date = () => new Date(),
): Promise<{ ok: boolean; lines: string[] }> {
  const ctx = consoleContext(store, manager, now);
  try {
    for (const name of FIELDS) refuseControlCharacters(`The field "${name}"`, fields[name]);
    const { env, channel, remote, version } = fields;
    const reason = fields.reason?.trim() || undefined;
    const spec = `${remote ?? ''}@${version ?? ''}`;
    const action = CONSOLE_ACTIONS.find((known) => known === fields.action);
    switch (action) {
      case 'start':
        await startCanary(ctx, spec, {
          env,
          channel,
          stages: fields.stages?.trim() || undefined,
          auto: fields.auto === 'on',
        });
        break;
      case 'advance':
      case 'pause':
      case 'resume':
      case 'abort':
        await changeCanary(ctx, action, remote, { env, channel, reason });
        break;
      case 'pin':
        await pinRelease(ctx, spec, { env, channel });
        break;
      case 'rollback':
        await rollbackRelease(ctx, remote, { env, channel });
        break;
      case 'preview':
      case 'restore':
        // A time, when one is given, chooses the set (the last at or before it); else the list's id.
        await restorePinSet(ctx, {
          env,
          channel,
          to: fields.at?.trim() || fields.to,
          dryRun: action === 'preview',
        });
        break;
      case 'freeze':
        await freezeEnvironment(ctx, { env, reason });
        break;
      case 'unfreeze':
        await unfreezeEnvironment(ctx, { env });
        break;
      default:
        throw new ReleaseCommandError('Unknown action.');
    }
    return { ok: true, lines: ctx.lines };
  } catch (error) {
    if (error instanceof ReleaseCommandError) return { ok: false, lines: [error.message] };
    throw error;
  }
}
