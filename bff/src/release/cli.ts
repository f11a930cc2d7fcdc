/**
 * `npm run release -- <command>`: release a remote, pin it per environment and channel, roll
 * back, promote, restore a pin set, freeze an environment, and read the status and history.
 * See docs/operations.md, "Releasing remotes".
 */
import { REPO_ROOT } from '../config';
import { connectSharedStore } from '../shared-store/redis';
import { createLogger } from '../logging/logger';
import {
  ReleaseCommandError,
  buildRelease,
  formatTable,
  listReleases,
  moveStoredPins,
  pinRelease,
  promoteReleases,
  refuseControlCharacters,
  releaseManager,
  releaseStatus,
  rollbackRelease,
  webpackBuild,
  type ReleaseContext,
} from './commands';
import { changeCanary, startCanary, type CanaryOptions } from './canary/canary-commands';
import {
  addManager,
  isManagerRole,
  readManagers,
  removeManager,
  roleOf,
  setManagerPassword,
  setManagerRole,
  signedInManager,
} from './managers';
import { freezeEnvironment, unfreezeEnvironment } from './freeze';
import { releaseHistory } from './history';
import { filePinStore, redisPinStore } from './pin-store';
import { restorePinSet } from './restore';
import { releaseSettings } from './settings';

export const USAGE = `Usage: npm run release -- <command>

  build <remote> [--version <semver>] [--note <text>] [--from-dist]
      Build one remote (webpack production) and release it, immutable, in
      <RELEASE_ROOT>/remotes/<name>/<version>/ with hashes.json. The version comes from its
      package.json; an existing version is never overwritten.
  pin <remote>@<version> --env <env> [--channel catering]
      Make a released version live in <env> (release/pins/<env>[.catering].json).
  rollback <remote> --env <env> [--channel catering]
      Go back to the version pinned before the live one (or to no pin).
  promote --from <env> --env <env> [--channel catering] [<remote>…] [--dry-run]
      Pin in --env what --from pins (e.g. staging → production). --dry-run: print what would
      change, write nothing.
  history --env <env> [--channel catering]
      Every change of the pins, each with its ID and the pin set after it.
  restore --env <env> [--channel catering] --to <id|time> [--dry-run]
      Every pin back to a pin set of the history: its ID (12 or #12), or the last one at or
      before a time (2026-05-01T10:00:00Z). All of it or nothing; --dry-run prints the change.
  freeze --env <env> [--reason <text>] | unfreeze --env <env>
      (An admin.) While frozen, only an admin changes the environment's pins, both channels;
      a releaser may still pause or abort a canary, and the judge advances none.
  canary start <remote>@<version> --env <env> [--channel catering] [--stages 5,25,50,100] [--auto]
      Serve a released version to a share of the channel's visitors (their cohort id decides),
      rising stage by stage; at 100 % it is pinned. --auto: the judge advances each stage.
  canary advance|pause|resume|abort <remote> --env <env> [--channel catering] [--reason <text>]
      The next stage; hold it; go on; everyone back on the pin (the history keeps the reason).
  status [--env <env>]
      What is pinned where, since when and by whom; which environments are frozen.
  list [<remote>]
      Released versions, their contract major, and whether their files are intact.
  store export | store import
      Move every pin, with its history, from Redis (REDIS_URL) to the pin files of
      RELEASE_ROOT (export), or from the pin files to Redis (import).
  manager add <name> [--role viewer|releaser|admin] | manager remove <name> | manager list
      The release managers of this store. add prints the new manager's key, once; the
      first manager of a store is added without signing in, as its admin; every other
      change needs a signed-in admin. A viewer reads; a releaser pins and runs canaries; an
      admin also freezes environments and manages the managers (default role: releaser).
  manager role <name> viewer|releaser|admin
      Change what a manager may do.
  manager password <name>
      Set the release console's password of <name> from RELEASE_NEW_PASSWORD (yours, or
      anyone's as an admin); only its scrypt hash is kept.

  <remote> is a Module Federation name (menuCart, careers…) or a package (mfe-careers).
  RELEASE_ROOT (default <repo>/release) chooses the release store; with REDIS_URL the pins are
  kept in Redis, where every BFF replica reads them. pin, rollback, promote, restore, canary,
  freeze, store and manager changes need a signed-in release manager:
  RELEASE_MANAGER=<name> RELEASE_MANAGER_KEY=<key>, recorded as who did it. No input may hold
  a control character.`;

const BOOLEAN_FLAGS = new Set(['from-dist', 'help', 'auto', 'dry-run']);
const VALUE_FLAGS = new Set([
  'env',
  'channel',
  'version',
  'note',
  'from',
  'stages',
  'reason',
  'role',
  'to',
]);

export class UsageError extends Error {}

/**
 * The command, its arguments and its options. An argument or option holding a control character
 * is refused (ReleaseCommandError) before anything reads it.
 */
export function parseArgs(argv: string[]): {
  command: string | undefined;
  positional: string[];
  flags: Record<string, string | true>;
} {
  const positional: string[] = [];
  const flags: Record<string, string | true> = {};
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    if (!arg.startsWith('--')) {
      refuseControlCharacters(
        positional.length === 0 ? 'The command' : `Argument ${positional.length}`,
        arg,
      );
      positional.push(arg);
      continue;
    }
    const [key = '', inline] = arg.slice(2).split(/=(.*)/s);
    refuseControlCharacters('An option name', key);
    if (BOOLEAN_FLAGS.has(key)) {
      flags[key] = true;
    } else if (VALUE_FLAGS.has(key)) {
      const value = inline ?? argv[(i += 1)];
      if (value === undefined || value.startsWith('--'))
        throw new UsageError(`--${key} needs a value`);
      refuseControlCharacters(`--${key}`, value);
      flags[key] = value;
    } else {
      throw new UsageError(`unknown option --${key}`);
    }
  }
  return { command: positional.shift(), positional, flags };
}

const value = (flag: string | true | undefined): string | undefined =>
  typeof flag === 'string' ? flag : undefined;

/** `store export|import`: the pin files of RELEASE_ROOT on one side, the context's store on the other. */
async function moveStore(ctx: ReleaseContext, direction: string | undefined): Promise<void> {
  const files = filePinStore(ctx.releaseRoot);
  if (ctx.pins.location === files.location) {
    throw new ReleaseCommandError('store export and import need REDIS_URL: the pins are in files.');
  }
  if (direction !== 'export' && direction !== 'import') {
    throw new UsageError('store what? Give export or import.');
  }
  await releaseManager(ctx);
  if (direction === 'export') await moveStoredPins(ctx.pins, files, ctx.out);
  else await moveStoredPins(files, ctx.pins, ctx.out);
}

/** `manager add|remove|list|role|password`: the release managers of the store. */
async function manageManagers(
  ctx: ReleaseContext,
  [action, name, role]: string[],
  flags: { role?: string },
): Promise<void> {
  if (action === 'list') {
    const managers = await readManagers(ctx.releaseRoot);
    ctx.out(
      managers.length === 0
        ? 'This store has no release manager yet: npm run release -- manager add <name>.'
        : formatTable([
            ['MANAGER', 'ROLE', 'CONSOLE', 'ADDED', 'BY'],
            ...managers.map((manager) => [
              manager.name,
              roleOf(manager),
              manager.passwordHash ? 'password set' : 'no password',
              manager.addedAt,
              manager.addedBy,
            ]),
          ]),
    );
    return;
  }
  if (!['add', 'remove', 'role', 'password'].includes(action ?? '') || !name) {
    throw new UsageError(
      'manager what? Give add <name>, remove <name>, role <name> <role>, password <name> or list.',
    );
  }
  if (action === 'password') {
    // Their own password any manager sets; another's, an admin.
    const signedIn = await releaseManager(ctx, 'viewer');
    if (signedIn !== name) await releaseManager(ctx, 'admin');
    const password = ctx.newPassword();
    if (password === undefined) {
      throw new ReleaseCommandError('Give the new password in RELEASE_NEW_PASSWORD.');
    }
    await setManagerPassword(ctx.releaseRoot, name, password);
    ctx.out(`${name} signs in to the release console with the new password.`);
    return;
  }
  if (action === 'add') {
    const first = (await readManagers(ctx.releaseRoot)).length === 0;
    const signedIn = await ctx.signedIn();
    if (!first && signedIn === undefined) {
      throw new ReleaseCommandError(
        'Only a signed-in release manager adds another: set RELEASE_MANAGER and ' +
          'RELEASE_MANAGER_KEY.',
      );
    }
    const by = first ? signedIn : await releaseManager(ctx, 'admin');
    const given = flags.role ?? 'releaser';
    if (!isManagerRole(given)) throw new UsageError(`--role ${given}: viewer, releaser or admin.`);
    const key = await addManager(ctx.releaseRoot, name, by, ctx.now(), given);
    ctx.out(
      `${name} is a release manager (${first ? 'admin' : given}). Their key, shown this once ` +
        '(RELEASE_MANAGER_KEY):',
    );
    ctx.out(key);
    return;
  }
  await releaseManager(ctx, 'admin');
  if (action === 'role') {
    if (!isManagerRole(role)) throw new UsageError('manager role <name> viewer|releaser|admin');
    await setManagerRole(ctx.releaseRoot, name, role);
    ctx.out(`${name} is now ${role === 'admin' ? 'an' : 'a'} ${role}.`);
    return;
  }
  await removeManager(ctx.releaseRoot, name);
  ctx.out(`${name} is no longer a release manager.`);
}

const CANARY_CHANGES = ['advance', 'pause', 'resume', 'abort'] as const;

/** `canary start|advance|pause|resume|abort …`. */
async function canary(
  ctx: ReleaseContext,
  [action, target]: string[],
  options: CanaryOptions,
): Promise<void> {
  if (action === 'start') return startCanary(ctx, target, options);
  const change = CANARY_CHANGES.find((known) => known === action);
  if (!change) throw new UsageError('canary what? Give start, advance, pause, resume or abort.');
  return changeCanary(ctx, change, target, options);
}

/** Runs one command; resolves to the exit code. */
export async function runRelease(argv: string[], ctx: ReleaseContext): Promise<number> {
  try {
    const { command, positional, flags } = parseArgs(argv);
    const env = value(flags.env);
    const channel = value(flags.channel);
    switch (command) {
      case 'build': {
        const note = value(flags.note) ?? process.env.QSR_RELEASE_NOTE;
        refuseControlCharacters('QSR_RELEASE_NOTE', note);
        await buildRelease(ctx, positional[0], {
          version: value(flags.version),
          note,
          fromDist: flags['from-dist'] === true,
        });
        return 0;
      }
      case 'pin':
        await pinRelease(ctx, positional[0], { env, channel });
        return 0;
      case 'rollback':
        await rollbackRelease(ctx, positional[0], { env, channel });
        return 0;
      case 'promote':
        await promoteReleases(ctx, positional, {
          from: value(flags.from),
          env,
          channel,
          dryRun: flags['dry-run'] === true,
        });
        return 0;
      case 'history':
        await releaseHistory(ctx, { env, channel });
        return 0;
      case 'restore':
        await restorePinSet(ctx, {
          env,
          channel,
          to: value(flags.to),
          dryRun: flags['dry-run'] === true,
        });
        return 0;
      case 'freeze':
        await freezeEnvironment(ctx, { env, reason: value(flags.reason) });
        return 0;
      case 'unfreeze':
        await unfreezeEnvironment(ctx, { env });
        return 0;
      case 'canary':
        await canary(ctx, positional, {
          env,
          channel,
          stages: value(flags.stages),
          auto: flags.auto === true,
          reason: value(flags.reason),
        });
        return 0;
      case 'status':
        await releaseStatus(ctx, { env });
        return 0;
      case 'list':
        await listReleases(ctx, positional[0]);
        return 0;
      case 'store':
        await moveStore(ctx, positional[0]);
        return 0;
      case 'manager':
        await manageManagers(ctx, positional, { role: value(flags.role) });
        return 0;
      case undefined:
      case 'help':
        ctx.out(USAGE);
        return command ? 0 : 2;
      default:
        throw new UsageError(`unknown command "${command}"`);
    }
  } catch (error) {
    if (error instanceof UsageError) {
      ctx.err(`release: ${error.message}\n\n${USAGE}`);
      return 2;
    }
    if (error instanceof ReleaseCommandError) {
      ctx.err(`release: ${error.message}`);
      return 1;
    }
    throw error;
  }
}

/**
 * The context of a command line: pins in Redis when `REDIS_URL` is set, else in files; the
 * release manager from `RELEASE_MANAGER` and `RELEASE_MANAGER_KEY`, never from `USER`.
 */
export function defaultContext(env: NodeJS.ProcessEnv = process.env): {
  ctx: ReleaseContext;
  /** Resolves once the pin store can be used (Redis connected). */
  ready(): Promise<void>;
  close(): Promise<void>;
} {
  const { releaseRoot } = releaseSettings(env, REPO_ROOT);
  const redisUrl = env.REDIS_URL?.trim();
  const shared = redisUrl ? connectSharedStore(redisUrl, createLogger('error')) : undefined;
  const ctx: ReleaseContext = {
    repoRoot: REPO_ROOT,
    releaseRoot,
    pins: shared ? redisPinStore(shared.client) : filePinStore(releaseRoot),
    signedIn: () =>
      signedInManager(releaseRoot, {
        name: env.RELEASE_MANAGER,
        key: env.RELEASE_MANAGER_KEY,
      }),
    now: () => new Date(),
    newPassword: () => env.RELEASE_NEW_PASSWORD,
    out: (line) => console.log(line),
    err: (line) => console.error(line),
    buildRemote: webpackBuild(REPO_ROOT),
  };
  return {
    ctx,
    ready: () => shared?.whenUp(5000) ?? Promise.resolve(),
    close: async () => shared?.close(),
  };
}

if (require.main === module) {
  const { ctx, ready, close } = defaultContext();
  ready()
    .then(() => runRelease(process.argv.slice(2), ctx))
    .then(
      async (code) => {
        await close();
        process.exit(code);
      },
      (error: unknown) => {
        console.error(`release: ${error instanceof Error ? error.message : String(error)}`);
        process.exit(1);
      },
    );
}
