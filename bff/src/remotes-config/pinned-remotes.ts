import path from 'node:path';
import { REMOTE_NAMES, type Channel, type RemoteName } from '@qsr/shared-contracts/core';
import type { Logger } from '../logging/logger';
import { environmentKey } from '../release/layout';
import type { PinStore } from '../release/pin-store';
import type { Canary } from '../release/canary/canary-pin';
import { servesCanary } from '../release/canary/cohort';
import type { Pin, PinChange } from '../release/pins';
import type { ChangeLog } from './change-log';
import type { ProblemList } from './problem-list';
import type { PinRead, PinReader } from './pin-reads';
import type { ReleaseInspector } from './released-versions';
import {
  RemoteOverrideError,
  releasedBuild,
  type RemoteBuild,
  type RemoteOverride,
} from './remote-build';

/** What resolving the remotes of a channel needs: the releases, the pins and the local builds. */
export interface PinnedRemotesOptions {
  releaseRoot: string;
  pinStore: PinStore;
  logger: Logger;
  changeLog: ChangeLog;
  problems: ProblemList;
  inspect: ReleaseInspector;
  pins: PinReader;
  localBuilds: () => Promise<RemoteBuild[]>;
  /** The build of `name` at exactly `version`: released (and intact), else local. */
  find(name: RemoteName, version: string): Promise<RemoteBuild | undefined>;
}

/** One remote's pin for a channel, and the pin file (or Redis key) that holds it. */
interface PinnedRemote {
  name: RemoteName;
  /** The key of its problem: environment, channel and remote. */
  key: string;
  pin: Pin;
  pinFile: string;
  /** The pin history of the file that pins it. */
  history: readonly PinChange[];
}

/**
 * What serves a remote whose pinned version is damaged: the newest version its pin history
 * names that is released and intact, else the local build (unless the release of the local
 * build's version is damaged too, as its URL would be that release's).
 */
async function lastGood(
  inspect: ReleaseInspector,
  name: RemoteName,
  damaged: string,
  history: readonly PinChange[],
  local: readonly RemoteBuild[],
): Promise<RemoteBuild | undefined> {
  const earlier = new Set<string>();
  for (const change of [...history].reverse()) {
    // A canary's version was never everyone's: not a version to fall back on.
    if (change.remote !== name || change.action.startsWith('canary-')) continue;
    for (const version of [change.version, change.previous]) {
      if (version !== null && version !== damaged) earlier.add(version);
    }
  }
  for (const version of earlier) {
    const build = releasedBuild(await inspect(name, version));
    if (build) return build;
  }
  const build = local.find((candidate) => candidate.name === name);
  if (!build || (await inspect(name, build.version)).state === 'invalid') return undefined;
  return build;
}

/** A remote no pin names: its local build, unless the release of that version is damaged. */
async function unpinnedRemote(
  options: PinnedRemotesOptions,
  name: RemoteName,
  key: string,
  local: readonly RemoteBuild[],
): Promise<RemoteBuild | undefined> {
  const build = local.find((candidate) => candidate.name === name);
  // Its URL is that of the released version, which is refused: never other files there.
  const damaged = build && (await options.inspect(name, build.version)).state === 'invalid';
  options.problems.set(
    key,
    damaged
      ? `${name}@${build.version} (the local build) is refused: the release of that version no longer matches its hashes`
      : undefined,
  );
  return build && !damaged ? build : undefined;
}

/** A pinned version whose files changed: one damaged release costs only its own remote its pin. */
async function damagedPin(
  options: PinnedRemotesOptions,
  pinned: PinnedRemote,
  problems: readonly string[],
  local: readonly RemoteBuild[],
): Promise<RemoteBuild | undefined> {
  const { name, key, pin, pinFile } = pinned;
  const fallback = await lastGood(options.inspect, name, pin.version, pinned.history, local);
  const refused = `${name}@${pin.version} (pinned in ${pinFile}) is refused: ${problems.join('; ')}`;
  options.problems.set(
    key,
    fallback ? `${refused}; serving ${name}@${fallback.version} instead` : refused,
  );
  options.changeLog(
    `fallback:${pinFile}:${name}`,
    `${pin.version} ${fallback?.version ?? 'none'}`,
    () =>
      options.logger.warn(
        { remote: name, version: pin.version, pinFile, servedInstead: fallback?.version },
        fallback
          ? 'pinned version damaged: serving the last good version'
          : 'pinned version damaged: no earlier version to serve, remote left out',
      ),
  );
  return fallback;
}

/** Pinned but not released here: the local build serves it only at exactly that version. */
function unreleasedPin(
  options: PinnedRemotesOptions,
  pinned: PinnedRemote,
  local: readonly RemoteBuild[],
): RemoteBuild | undefined {
  const { releaseRoot, logger, changeLog, problems } = options;
  const { name, key, pin, pinFile } = pinned;
  const build = local.find((candidate) => candidate.name === name);
  if (build && build.version === pin.version) {
    problems.set(key, undefined);
    changeLog(`unreleased:${key}`, pin.version, () =>
      logger.warn(
        { remote: name, version: pin.version, pinFile },
        'pinned version not released: serving the local build of that version',
      ),
    );
    return build;
  }
  const problem = `${name}@${pin.version} (pinned in ${pinFile}) is not released in ${releaseRoot}`;
  problems.set(key, problem);
  changeLog(`unreleased:${key}`, `missing ${pin.version}`, () =>
    logger.error(
      { remote: name, version: pin.version, pinFile, releaseRoot },
      'pinned version not released: remote left out',
    ),
  );
  return undefined;
}

/** The version a pin names: released and intact, else an earlier one, else the local build. */
async function pinnedRemote(
  options: PinnedRemotesOptions,
  pinned: PinnedRemote,
  local: readonly RemoteBuild[],
): Promise<RemoteBuild | undefined> {
  const inspection = await options.inspect(pinned.name, pinned.pin.version);
  if (inspection.state === 'valid') {
    options.problems.set(pinned.key, undefined);
    return releasedBuild(inspection)!;
  }
  if (inspection.state === 'invalid') {
    return damagedPin(options, pinned, inspection.problems, local);
  }
  return unreleasedPin(options, pinned, local);
}

/** The build a QA override asks for; an error when it is neither released nor built here. */
async function overriddenRemote(
  options: PinnedRemotesOptions,
  override: RemoteOverride,
): Promise<RemoteBuild> {
  const build = await options.find(override.name, override.version);
  if (!build) {
    throw new RemoteOverrideError(
      `${override.name}@${override.version} is neither released nor built here.`,
    );
  }
  return build;
}

/**
 * The canary's version for a visitor in its cohort, when it is released intact; a damaged one
 * serves no one (its visitors get the pin, and `/readyz` says why).
 */
async function canaryRemote(
  options: PinnedRemotesOptions,
  name: RemoteName,
  key: string,
  canary: Canary,
): Promise<RemoteBuild | undefined> {
  const inspection = await options.inspect(name, canary.version);
  const build = releasedBuild(inspection);
  options.problems.set(
    `${key}:canary`,
    build
      ? undefined
      : `the canary ${name}@${canary.version} is not served: it is not released intact here`,
  );
  return build;
}

/** Where one remote is resolved: the environment, the channel, its pins and the visitor. */
interface RemoteWhere {
  env: string | undefined;
  channel: Channel;
  base?: PinRead;
  own?: PinRead;
  /** The visitor's cohort id (`release/canary/cohort.ts`): whether a canary serves them. */
  cohort: string | undefined;
}

/**
 * The build that serves one remote for a channel: its override, its canary for a visitor in
 * the canary's share, its pin, or its local build.
 */
async function remoteFor(
  options: PinnedRemotesOptions,
  name: RemoteName,
  where: RemoteWhere,
  overrides: readonly RemoteOverride[],
  local: readonly RemoteBuild[],
): Promise<RemoteBuild | undefined> {
  const { env, channel, base, own } = where;
  const override = overrides.find((candidate) => candidate.name === name);
  if (override) return overriddenRemote(options, { name, version: override.version });
  const key = `${env}:${channel}:${name}`;
  // The channel's own canary; else the environment's, unless the channel pins the remote itself.
  const canary =
    own?.file?.canaries?.[name] ??
    (own?.file?.pins[name] ? undefined : base?.file?.canaries?.[name]);
  if (canary && servesCanary(where.cohort, name, canary)) {
    const build = await canaryRemote(options, name, key, canary);
    if (build) return build;
  }
  const ownPin = own?.file?.pins[name];
  const pin = ownPin ?? base?.file?.pins[name];
  if (!pin) return unpinnedRemote(options, name, key, local);
  const pinFile = env
    ? path.basename(
        options.pinStore.where({ environment: env, channel: ownPin ? 'catering' : 'default' }),
      )
    : '';
  const history = (ownPin ? own?.file : base?.file)?.history ?? [];
  return pinnedRemote(options, { name, key, pin, pinFile, history }, local);
}

/**
 * The version of each remote that pages of `channel` in `environment` load, in REMOTE_NAMES
 * order (see `RemoteBuildSource.resolve`).
 */
export async function resolvePinnedRemotes(
  options: PinnedRemotesOptions,
  channel: Channel,
  environment: string,
  overrides: readonly RemoteOverride[],
  cohort?: string,
): Promise<RemoteBuild[]> {
  const env = environmentKey(environment);
  if (env === undefined) {
    options.changeLog(`env:${environment}`, 'invalid', () =>
      options.logger.warn({ environment }, 'SITE_ENV cannot name a pin file: local builds only'),
    );
  }
  const [local, base, own] = await Promise.all([
    options.localBuilds(),
    env ? options.pins.read(env, 'default') : undefined,
    env && channel === 'catering' ? options.pins.read(env, 'catering') : undefined,
  ]);
  const resolved: RemoteBuild[] = [];
  for (const name of REMOTE_NAMES) {
    const where = { env, channel, base, own, cohort };
    const build = await remoteFor(options, name, where, overrides, local);
    if (build) resolved.push(build);
  }
  return resolved;
}
