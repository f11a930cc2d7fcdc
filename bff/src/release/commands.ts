import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmod, cp, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { REMOTE_NAMES, REMOTE_PACKAGES, type RemoteName } from '@qsr/shared-contracts/core';
import {
  HASHES_FILE,
  MANIFEST_FILE,
  RELEASE_CHANNELS,
  RELEASE_FILE,
  isEnvironmentName,
  isVersion,
  releaseDir,
  releasesDir,
  remoteNamed,
  type ReleaseChannel,
} from './layout';
import {
  PinFileError,
  emptyPinFile,
  withPin,
  withRollback,
  type Frozen,
  type PinFile,
} from './pins';
import { diffPinSets, formatPinDiffs, pinnedVersions } from './pin-sets';
import { findManager, mayAct, roleOf, type ManagerRole } from './managers';
import { visible } from './plain-text';
import { ReleaseCommandError } from './refusal';
import type { PinStore, PinsKey, StoredPins } from './pin-store';
import {
  hashFolder,
  inspectRelease,
  listFolder,
  parseReleaseInfo,
  releasedVersions,
  type HashesFile,
  type ReleaseInfo,
} from './store';

/** What the release commands work with; tests replace the build and the clock. */
export interface ReleaseContext {
  repoRoot: string;
  /** `RELEASE_ROOT`, default `<repo>/release`: the released versions. */
  releaseRoot: string;
  /** Where pins are kept: the pin files under `releaseRoot`, or Redis (`REDIS_URL`). */
  pins: PinStore;
  /**
   * The release manager signed in (`RELEASE_MANAGER` with `RELEASE_MANAGER_KEY`, checked against
   * the store's list, `managers.ts`): recorded in the pin history and hashes.json. Undefined when
   * no credential is given; a wrong one is refused (ReleaseCommandError).
   */
  signedIn(): Promise<string | undefined>;
  now(): Date;
  /** A new console password (`RELEASE_NEW_PASSWORD`), for `manager password`. */
  newPassword(): string | undefined;
  /** One line of output. */
  out(line: string): void;
  /** One line about a refusal or an error. */
  err(line: string): void;
  /** Builds one remote package (webpack production) into `outDir`, with extra environment. */
  buildRemote(pkg: string, outDir: string, env: Record<string, string>): Promise<void>;
}

// In a file of their own so that what commands.ts imports can refuse too (no import cycle).
export { ReleaseCommandError, refuseControlCharacters } from './refusal';

/** webpack in production mode for one package, its output in `outDir` (not its dist/). */
export function webpackBuild(repoRoot: string) {
  return (pkg: string, outDir: string, env: Record<string, string>): Promise<void> =>
    new Promise((resolve, reject) => {
      const args = [
        path.join(repoRoot, 'node_modules', 'webpack', 'bin', 'webpack.js'),
        '--mode',
        'production',
        '-c',
        path.join(pkg, 'webpack.config.js'),
        '--output-path',
        outDir,
      ];
      const child = spawn(process.execPath, args, {
        cwd: repoRoot,
        env: { ...process.env, ...env },
        stdio: ['ignore', 'inherit', 'inherit'],
      });
      child.on('error', reject);
      child.on('exit', (code, signal) => {
        if (code === 0) resolve();
        else
          reject(new ReleaseCommandError(`the webpack build of ${pkg} failed (${signal ?? code})`));
      });
    });
}

/**
 * The signed-in release manager, when their role may do what `needed` may (`managers.ts`):
 * every change of a pin needs a releaser, a freeze or a change of the managers an admin. The
 * role is read from the store's list at each command, so a change of role holds at once.
 */
export async function releaseManager(
  ctx: ReleaseContext,
  needed: ManagerRole = 'releaser',
): Promise<string> {
  return (await releaseManagerAndRole(ctx, needed)).name;
}

/** The signed-in release manager and their role, as `releaseManager` checks them. */
export interface SignedInManager {
  name: string;
  role: ManagerRole;
}

/** `releaseManager`, with the role: a frozen environment's pins change only for an admin. */
export async function releaseManagerAndRole(
  ctx: ReleaseContext,
  needed: ManagerRole = 'releaser',
): Promise<SignedInManager> {
  const name = await ctx.signedIn();
  if (name === undefined) {
    throw new ReleaseCommandError(
      'Only a signed-in release manager changes pins: set RELEASE_MANAGER and ' +
        'RELEASE_MANAGER_KEY (see docs/operations.md, "Release managers").',
    );
  }
  const manager = await findManager(ctx.releaseRoot, name);
  const role = manager ? roleOf(manager) : undefined;
  if (!role || !mayAct(role, needed)) {
    throw new ReleaseCommandError(
      `${name} is ${role ? `a ${role}` : 'not listed'}: only ` +
        `${needed === 'admin' ? 'an admin' : 'a releaser or an admin'} may do that.`,
    );
  }
  return { name, role };
}

export function remoteOf(value: string | undefined): RemoteName {
  const name = value ? remoteNamed(value) : undefined;
  if (!name) {
    throw new ReleaseCommandError(
      `${value ? `Unknown remote "${value}"` : 'Which remote?'}: one of ${REMOTE_NAMES.join(', ')} ` +
        `(or its package name, such as ${REMOTE_PACKAGES.careers}).`,
    );
  }
  return name;
}

export function environmentOf(value: string | undefined): string {
  if (!value) throw new ReleaseCommandError('Which environment? Give --env <name>.');
  const env = value.trim().toLowerCase();
  if (!isEnvironmentName(env)) {
    throw new ReleaseCommandError(
      `"${value}" cannot name an environment: lower-case letters, digits, - and _.`,
    );
  }
  return env;
}

export function channelOf(value: string | undefined): ReleaseChannel {
  const channel = value ?? 'default';
  if (!(RELEASE_CHANNELS as readonly string[]).includes(channel)) {
    throw new ReleaseCommandError(`Unknown channel "${channel}": default or catering.`);
  }
  return channel as ReleaseChannel;
}

export const where = (channel: ReleaseChannel) =>
  channel === 'catering' ? 'the catering channel' : 'the default channel';

function relative(ctx: ReleaseContext, target: string): string {
  const rel = path.relative(ctx.repoRoot, target);
  return rel.startsWith('..') ? target : rel;
}

/** The host's contract major: the major of @qsr/shared-contracts (shared-contracts/README.md). */
export async function hostContractMajor(repoRoot: string): Promise<number> {
  const pkg = JSON.parse(
    await readFile(path.join(repoRoot, 'shared-contracts', 'package.json'), 'utf8'),
  ) as { version?: string };
  const major = Number(String(pkg.version).split('.')[0]);
  if (!Number.isInteger(major)) throw new ReleaseCommandError('shared-contracts has no version');
  return major;
}

async function exists(target: string): Promise<boolean> {
  try {
    await stat(target);
    return true;
  } catch {
    return false;
  }
}

export interface BuildOptions {
  /** Release under this version instead of package.json's (pre-releases, tests). */
  version?: string;
  /** Release the existing `<package>/dist` instead of building again. */
  fromDist?: boolean;
  /** `QSR_RELEASE_NOTE`, compiled into the build (the careers page shows it). */
  note?: string;
}

/**
 * `release build <remote>`: builds the remote alone (webpack production, into a staging folder:
 * its dist/ and every other package stay as they are), checks its release.json and manifest,
 * records the sha256 of every file in hashes.json, and moves it to
 * `<releaseRoot>/remotes/<name>/<version>/`, read-only. An existing version is never touched.
 */
export async function buildRelease(
  ctx: ReleaseContext,
  remote: string | undefined,
  options: BuildOptions = {},
): Promise<{ name: RemoteName; version: string; dir: string }> {
  const name = remoteOf(remote);
  // A build makes nothing live: it records the signed-in manager, or no one (an image build).
  const releasedBy = (await ctx.signedIn()) ?? '';
  const pkg = REMOTE_PACKAGES[name];
  const pkgJson = JSON.parse(
    await readFile(path.join(ctx.repoRoot, pkg, 'package.json'), 'utf8'),
  ) as { version?: string };
  const version = options.version ?? String(pkgJson.version);
  if (!isVersion(version)) {
    throw new ReleaseCommandError(`"${version}" is not a semantic version (such as 1.4.0).`);
  }
  const finalDir = releaseDir(ctx.releaseRoot, name, version);
  const alreadyReleased = () =>
    new ReleaseCommandError(
      `${name}@${version} is already released (${relative(ctx, finalDir)}): a released version is ` +
        `never overwritten. Raise the version in ${pkg}/package.json and release again.`,
    );
  if (await exists(finalDir)) throw alreadyReleased();

  const staging = path.join(
    releasesDir(ctx.releaseRoot, name),
    `.staging-${version}-${randomBytes(4).toString('hex')}`,
  );
  await mkdir(path.dirname(staging), { recursive: true });
  try {
    if (options.fromDist) {
      const dist = path.join(ctx.repoRoot, pkg, 'dist');
      if (!(await exists(path.join(dist, RELEASE_FILE)))) {
        throw new ReleaseCommandError(`${pkg}/dist is not built: drop --from-dist to build it.`);
      }
      await cp(dist, staging, { recursive: true });
    } else {
      ctx.out(`building ${pkg} (${name}@${version})…`);
      const env: Record<string, string> = {};
      if (version !== pkgJson.version) env.QSR_RELEASE_VERSION = version;
      if (options.note !== undefined) env.QSR_RELEASE_NOTE = options.note;
      await ctx.buildRemote(pkg, staging, env);
    }
    let info: ReleaseInfo;
    try {
      info = parseReleaseInfo(
        await readFile(path.join(staging, RELEASE_FILE), 'utf8'),
        RELEASE_FILE,
      );
    } catch (error) {
      throw new ReleaseCommandError(
        `the build of ${pkg} has no usable ${RELEASE_FILE}: ${(error as Error).message}`,
      );
    }
    if (info.name !== name || info.version !== version) {
      throw new ReleaseCommandError(
        `the build of ${pkg} is ${info.name}@${info.version}, not ${name}@${version}` +
          (options.fromDist ? ': build it again, or drop --from-dist.' : '.'),
      );
    }
    if (!(await exists(path.join(staging, MANIFEST_FILE)))) {
      throw new ReleaseCommandError(`the build of ${pkg} has no ${MANIFEST_FILE}.`);
    }
    const hashes: HashesFile = {
      name,
      version,
      algorithm: 'sha256',
      releasedAt: ctx.now().toISOString(),
      releasedBy,
      files: await hashFolder(staging),
    };
    await writeFile(path.join(staging, HASHES_FILE), `${JSON.stringify(hashes, null, 2)}\n`);
    for (const file of [...(await listFolder(staging)).files, HASHES_FILE]) {
      await chmod(path.join(staging, ...file.split('/')), 0o444);
    }
    // Claim the version folder (fails if it appeared meanwhile), then move the files in at once.
    try {
      await mkdir(finalDir);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw alreadyReleased();
      throw error;
    }
    await rename(staging, finalDir);
    ctx.out(
      `released ${name}@${version} (contract ${info.contractMajor}, ${Object.keys(hashes.files).length} files) ` +
        `in ${relative(ctx, finalDir)}`,
    );
    ctx.out(`pin it with: npm run release -- pin ${name}@${version} --env <env>`);
    return { name, version, dir: finalDir };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** Refuses a version that is not released intact, or that was built for another contract. */
export async function checkPinnable(ctx: ReleaseContext, name: RemoteName, version: string) {
  const inspection = await inspectRelease(ctx.releaseRoot, name, version);
  if (inspection.state === 'absent') {
    const released = await releasedVersions(ctx.releaseRoot, name);
    throw new ReleaseCommandError(
      `${name}@${version} was never released (no ${relative(ctx, releaseDir(ctx.releaseRoot, name, version))}). ` +
        (released.length
          ? `Released versions of ${name}: ${released.join(', ')}.`
          : `${name} has no released version yet: npm run release -- build ${name}.`),
    );
  }
  if (inspection.state === 'invalid') {
    throw new ReleaseCommandError(
      `${name}@${version} no longer matches its hashes.json (${inspection.problems.join('; ')}): ` +
        'refusing to pin it. Release a new version.',
    );
  }
  const host = await hostContractMajor(ctx.repoRoot);
  if (inspection.info.contractMajor !== host) {
    throw new ReleaseCommandError(
      `${name}@${version} was built against contract major ${inspection.info.contractMajor}, ` +
        `but the host's is ${host} (@qsr/shared-contracts): refusing to pin it.`,
    );
  }
}

/** The store's pins; a refusal the release manager can read when they cannot be trusted. */
export async function storeCall<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof PinFileError) throw new ReleaseCommandError(error.message);
    throw error;
  }
}

/** A pin under a running canary changes only through the canary (advance or abort). */
function refuseWhileCanary(file: PinFile, name: RemoteName): void {
  const canary = file.canaries?.[name];
  if (canary) {
    throw new ReleaseCommandError(
      `A canary of ${name}@${canary.version} runs here: advance it or abort it first ` +
        `(npm run release -- canary).`,
    );
  }
}

/** `production is frozen since <at> by <by> (<reason>)`: stored text, shown on one line. */
export function frozenSince(subject: string, frozen: Frozen): string {
  const reason = frozen.reason ? ` (${visible(frozen.reason)})` : '';
  const since = `since ${visible(frozen.at)} by ${visible(frozen.by)}`;
  return `${visible(subject)} is frozen ${since}${reason}`;
}

/**
 * A frozen environment's pins change only by an admin (`freeze.ts`). Checked on the file an
 * update is given, so a freeze that lands after the command read the pins still holds.
 */
export function refuseWhileFrozen(file: PinFile, manager: SignedInManager): void {
  if (file.frozen && manager.role !== 'admin') {
    throw new ReleaseCommandError(
      `${frozenSince(file.environment, file.frozen)}: only an admin changes its pins.`,
    );
  }
}

/** `name@version` → its parts. */
export function parseSpec(spec: string | undefined): { name: RemoteName; version: string } {
  const match = spec ? /^(.+)@([^@]+)$/.exec(spec) : null;
  if (!match)
    throw new ReleaseCommandError('Pin what? Give <remote>@<version>, such as careers@1.2.0.');
  const version = match[2]!;
  if (!isVersion(version)) throw new ReleaseCommandError(`"${version}" is not a semantic version.`);
  return { name: remoteOf(match[1]), version };
}

/** `release pin <remote>@<version> --env <env> [--channel catering]`. */
export async function pinRelease(
  ctx: ReleaseContext,
  spec: string | undefined,
  options: { env?: string; channel?: string },
): Promise<void> {
  const { name, version } = parseSpec(spec);
  const key: PinsKey = {
    environment: environmentOf(options.env),
    channel: channelOf(options.channel),
  };
  const manager = await releaseManagerAndRole(ctx);
  const by = manager.name;
  await checkPinnable(ctx, name, version);
  const at = ctx.now().toISOString();
  const outcome = await storeCall(() =>
    ctx.pins.update(key, async (file) => {
      refuseWhileFrozen(file, manager);
      refuseWhileCanary(file, name);
      return withPin(file, name, version, { at, by });
    }),
  );
  const { environment: env, channel } = key;
  if (!outcome.changed) {
    ctx.out(
      `${name}@${version} is already pinned in ${env} for ${where(channel)}: nothing changed.`,
    );
    return;
  }
  ctx.out(
    `${name}@${version} pinned in ${env} for ${where(channel)}` +
      `${outcome.previous ? ` (was ${outcome.previous})` : ''}: ${shown(ctx, key)}`,
  );
}

/** `release rollback <remote> --env <env> [--channel catering]`: back to the previous pin. */
export async function rollbackRelease(
  ctx: ReleaseContext,
  remote: string | undefined,
  options: { env?: string; channel?: string },
): Promise<void> {
  const name = remoteOf(remote);
  const key: PinsKey = {
    environment: environmentOf(options.env),
    channel: channelOf(options.channel),
  };
  const { environment: env, channel } = key;
  const manager = await releaseManagerAndRole(ctx);
  const by = manager.name;
  const at = ctx.now().toISOString();
  const outcome = await storeCall(() =>
    ctx.pins.update(key, async (file) => {
      refuseWhileFrozen(file, manager);
      refuseWhileCanary(file, name);
      let rolledBack;
      try {
        rolledBack = withRollback(file, name, { at, by });
      } catch (error) {
        if (error instanceof PinFileError) {
          throw new ReleaseCommandError(`${env}, ${where(channel)}: ${error.message}`);
        }
        throw error;
      }
      if (rolledBack.version) await checkPinnable(ctx, name, rolledBack.version);
      return rolledBack;
    }),
  );
  const fallback =
    channel === 'catering' ? `the pin of ${env}.json, else the local build` : 'the local build';
  ctx.out(
    `${name} rolled back in ${env} for ${where(channel)}: ${outcome.previous} → ` +
      `${outcome.version ?? `no pin (served from ${fallback})`}`,
  );
}

/**
 * `release promote --from staging --env production [--channel catering] [remote…] [--dry-run]`:
 * pins in `--env` what `--from` pins (same channel), each as a pin with the same checks.
 * Nothing is written unless every version passes; with `dryRun`, nothing at all: the checks
 * run and what would change is printed.
 */
export async function promoteReleases(
  ctx: ReleaseContext,
  remotes: string[],
  options: { from?: string; env?: string; channel?: string; dryRun?: boolean },
): Promise<void> {
  if (!options.from) throw new ReleaseCommandError('Promote from where? Give --from <env>.');
  const from = environmentOf(options.from);
  const env = environmentOf(options.env);
  if (from === env) throw new ReleaseCommandError('--from and --env name the same environment.');
  const channel = channelOf(options.channel);
  const manager = await releaseManagerAndRole(ctx);
  const source = await storeCall(() => ctx.pins.read({ environment: from, channel }));
  const names = remotes.length
    ? remotes.map(remoteOf)
    : REMOTE_NAMES.filter((n) => source?.pins[n]);
  if (names.length === 0) {
    throw new ReleaseCommandError(
      `${from} pins nothing for ${where(channel)}: nothing to promote.`,
    );
  }
  for (const name of names) {
    const pin = source?.pins[name];
    if (!pin)
      throw new ReleaseCommandError(`${from} pins no version of ${name} for ${where(channel)}.`);
    await checkPinnable(ctx, name, pin.version);
  }
  const at = ctx.now().toISOString();
  const promote = (current: PinFile) => {
    refuseWhileFrozen(current, manager);
    let file = current;
    const done: string[] = [];
    for (const name of names) {
      const pin = source!.pins[name]!;
      refuseWhileCanary(file, name);
      const outcome = withPin(file, name, pin.version, { at, by: manager.name });
      file = outcome.file;
      done.push(
        outcome.changed
          ? `${name}@${pin.version} pinned in ${env}${outcome.previous ? ` (was ${outcome.previous})` : ''}`
          : `${name}@${pin.version} already pinned in ${env}`,
      );
    }
    return { file, changed: file !== current, lines: done };
  };
  const key: PinsKey = { environment: env, channel };
  if (options.dryRun) {
    const current = (await storeCall(() => ctx.pins.read(key))) ?? emptyPinFile(env, channel);
    const diffs = diffPinSets(pinnedVersions(current), pinnedVersions(promote(current).file));
    const promoting = `Promoting ${from} to ${env} for ${where(channel)}`;
    if (diffs.length === 0) {
      ctx.out(`${promoting}: nothing would change (dry run).`);
      return;
    }
    ctx.out(`${promoting} would change (dry run, nothing written):`);
    for (const line of formatPinDiffs(diffs)) ctx.out(line);
    return;
  }
  const { lines } = await storeCall(() =>
    ctx.pins.update(key, async (current) => promote(current)),
  );
  for (const line of lines) ctx.out(`${line} for ${where(channel)} (from ${from})`);
}

/** Where the pins of `key` are, as a release manager reads it. */
export function shown(ctx: ReleaseContext, key: PinsKey): string {
  return relative(ctx, ctx.pins.where(key));
}

/** Rows as aligned columns; stored text (a pin file edited by hand) cannot add a line. */
export function formatTable(table: string[][]): string {
  const rows = table.map((row) => row.map(visible));
  const widths = rows[0]!.map((_, column) =>
    Math.max(...rows.map((row) => (row[column] ?? '').length)),
  );
  return rows
    .map((row) =>
      row
        .map((cell, column) => (column === row.length - 1 ? cell : cell.padEnd(widths[column]!)))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/**
 * A line for each frozen environment, as `status` shows it above its table. A freeze is in
 * both channels' files; one frozen alone (a freeze that stopped halfway) is named as such.
 */
function frozenLines(stored: readonly StoredPins[]): string[] {
  const environments = [...new Set(stored.map((entry) => entry.environment))];
  return environments.flatMap((environment) => {
    const files = stored.filter((entry) => entry.environment === environment);
    const frozen = files.filter((entry) => entry.pins?.frozen);
    if (frozen.length === 0) return [];
    const subject =
      frozen.length === files.length
        ? environment
        : `${environment}, ${frozen.map((entry) => where(entry.channel)).join(', ')} only,`;
    return [`${frozenSince(subject, frozen[0]!.pins!.frozen!)}: only an admin changes its pins.`];
  });
}

/** `release status [--env <env>]`: what is pinned where, and since when. */
export async function releaseStatus(ctx: ReleaseContext, options: { env?: string } = {}) {
  const env = options.env ? environmentOf(options.env) : undefined;
  const stored = (await ctx.pins.list()).filter((entry) => !env || entry.environment === env);
  const rows: string[][] = [['ENV', 'CHANNEL', 'REMOTE', 'VERSION', 'SINCE', 'BY']];
  const problems: string[] = [];
  for (const entry of stored) {
    if (!entry.pins) {
      problems.push(`${shown(ctx, entry)}: ${entry.error}`);
      continue;
    }
    for (const name of REMOTE_NAMES) {
      const canary = entry.pins.canaries?.[name];
      if (canary) {
        const share = canary.stages[canary.stage];
        const state = `${canary.paused ? 'paused' : canary.advance}, ${share} % canary`;
        rows.push([
          entry.pins.environment,
          entry.pins.channel,
          name,
          `${canary.version} (${state})`,
          canary.stageSince,
          canary.by,
        ]);
      }
      const pin = entry.pins.pins[name];
      if (!pin) continue;
      const inspection = await inspectRelease(ctx.releaseRoot, name, pin.version);
      const mark =
        inspection.state === 'valid'
          ? ''
          : inspection.state === 'absent'
            ? ' (not released here)'
            : ' (DAMAGED)';
      rows.push([
        entry.pins.environment,
        entry.pins.channel,
        name,
        `${pin.version}${mark}`,
        pin.since,
        pin.by,
      ]);
    }
  }
  for (const line of frozenLines(stored)) ctx.out(line);
  if (rows.length === 1) {
    ctx.out(
      env
        ? `Nothing is pinned in ${env}: it serves the local builds (<package>/dist).`
        : `Nothing is pinned (${relative(ctx, ctx.pins.location)}): every environment serves the local builds.`,
    );
  } else {
    ctx.out(formatTable(rows));
    ctx.out('');
    ctx.out('A remote not listed for an environment is served from the local build; the catering');
    ctx.out('channel uses the environment’s pin for a remote it does not pin itself.');
  }
  for (const problem of problems) ctx.out(`cannot read ${visible(problem)}`);
  if (problems.length)
    throw new ReleaseCommandError(`${problems.length} pin file(s) cannot be read.`);
}

/** `release list [remote]`: the released versions, their contract major and whether they are intact. */
export async function listReleases(ctx: ReleaseContext, remote?: string): Promise<void> {
  const names = remote ? [remoteOf(remote)] : [...REMOTE_NAMES];
  const rows: string[][] = [['REMOTE', 'VERSION', 'CONTRACT', 'RELEASED', 'BY', 'FILES']];
  let damaged = 0;
  for (const name of names) {
    for (const version of await releasedVersions(ctx.releaseRoot, name)) {
      const inspection = await inspectRelease(ctx.releaseRoot, name, version);
      if (inspection.state === 'valid') {
        rows.push([
          name,
          version,
          String(inspection.info.contractMajor),
          inspection.hashes.releasedAt,
          inspection.hashes.releasedBy,
          'intact',
        ]);
      } else if (inspection.state === 'invalid') {
        damaged += 1;
        rows.push([name, version, '?', '', '', `DAMAGED: ${inspection.problems.join('; ')}`]);
      }
    }
  }
  ctx.out(rows.length === 1 ? 'Nothing is released yet.' : formatTable(rows));
  if (damaged)
    throw new ReleaseCommandError(`${damaged} released version(s) no longer match hashes.json.`);
}

/**
 * `release store export|import`: moves every environment's pins, with their history, between
 * Redis (`REDIS_URL`) and the pin files under `RELEASE_ROOT/pins/`, replacing what is there.
 */
export async function moveStoredPins(
  from: PinStore,
  to: PinStore,
  out: (line: string) => void,
): Promise<void> {
  const stored = await from.list();
  const broken = stored.filter((entry) => !entry.pins);
  if (broken.length) {
    throw new ReleaseCommandError(
      `nothing moved: ${broken.map((entry) => `${from.where(entry)}: ${entry.error}`).join('; ')}`,
    );
  }
  for (const entry of stored) {
    const pins = entry.pins!;
    await to.replace(entry, pins);
    out(
      `${from.where(entry)} → ${to.where(entry)}: ${Object.keys(pins.pins).length} pin(s), ` +
        `${pins.history.length} change(s)`,
    );
  }
  if (stored.length === 0) out(`${from.location} holds no pins: nothing to move.`);
}
