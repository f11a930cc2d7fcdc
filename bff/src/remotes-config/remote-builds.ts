import { REMOTE_NAMES, type Channel, type RemoteName } from '@qsr/shared-contracts/core';
import type { Logger } from '../logging/logger';
import { environmentKey, isVersion } from '../release/layout';
import { filePinStore, type PinStore } from '../release/pin-store';
import { releaseSettings } from '../release/settings';
import { createChangeLog } from './change-log';
import { createProblemList } from './problem-list';
import { localBuildList } from './local-builds';
import { pinReader } from './pin-reads';
import { resolvePinnedRemotes, type PinnedRemotesOptions } from './pinned-remotes';
import { releaseInspector } from './released-versions';
import { releasedBuild, type RemoteBuild, type RemoteOverride } from './remote-build';

export { RemoteOverrideError, type RemoteBuild, type RemoteOverride } from './remote-build';

/** Where the BFF finds the remote versions it may serve. */
export interface RemoteBuildSource {
  /** Every remote that has a usable local build (`<package>/dist`), in REMOTE_NAMES order. */
  list(): Promise<RemoteBuild[]>;
  /** The build of `name` at exactly `version`: released (and intact), else local. */
  find(name: string, version: string): Promise<RemoteBuild | undefined>;
  /**
   * The version of each remote that pages of `channel` in `environment` load, in REMOTE_NAMES
   * order: the channel's pin, else the environment's pin, else the local build. A pinned
   * version whose files changed is replaced by the newest intact version its pin history
   * names, else by the local build; one not released here is left out. Both are reported.
   */
  resolve?(
    channel: Channel,
    environment: string,
    overrides?: readonly RemoteOverride[],
    /** The visitor's cohort id: a running canary serves its version to its share of them. */
    cohort?: string,
  ): Promise<RemoteBuild[]>;
  /**
   * What is wrong with the versions pinned for the served environment (`/readyz`): a pinned
   * version not released here, one whose files no longer match `hashes.json`, or a pin file
   * that cannot be read. One line each; empty when all is well. Each was also logged.
   */
  integrityProblems?(): Promise<string[]>;
  /**
   * Why the pin store cannot be read right now (Redis unreachable): the last pins read are
   * served meanwhile, so the BFF is degraded, not down. Undefined while all is well.
   */
  storeTrouble?(): string | undefined;
  /** Where the pins are read from, for the canary judge that changes them. */
  pinStore?: PinStore;
  /** The release store the released versions are read from, for the release console. */
  releaseRoot?: string;
}

/**
 * The remote versions this BFF serves:
 * - released versions under `<releaseRoot>/remotes/<name>/<version>/` (default
 *   `<remotesRoot>/release`, `RELEASE_ROOT`), each checked against its `hashes.json` before it
 *   is listed or served, and checked again when its files change;
 * - the pins of each environment and channel, from the pin store (the pin files
 *   `<releaseRoot>/pins/<env>[.catering].json`, or Redis where replicas share them);
 * - the builds of this checkout, `<remotesRoot>/<package>/dist`, for every remote no pin names
 *   (so a fresh clone with no release at all still runs).
 *
 * Everything read is reused for `cacheMs` (0–2000), then checked again: a changed pin or a
 * rebuilt remote is live within `cacheMs` without a restart. Changes are logged once.
 */
export function createLocalRemoteBuilds(options: {
  remotesRoot: string;
  cacheMs: number;
  logger: Logger;
  /** Defaults to `RELEASE_ROOT`, else `<remotesRoot>/release`. */
  releaseRoot?: string;
  /** The environment `/readyz` checks; defaults to `SITE_ENV` (else `development`). */
  environment?: string;
  /** Where the pins are; the pin files of `releaseRoot` by default. */
  pins?: PinStore;
}): RemoteBuildSource {
  const { remotesRoot, cacheMs, logger } = options;
  const releaseRoot = options.releaseRoot ?? releaseSettings(process.env, remotesRoot).releaseRoot;
  const pinStore = options.pins ?? filePinStore(releaseRoot);
  const environments = new Set<string>([
    options.environment ?? (process.env.SITE_ENV?.trim() || 'development'),
  ]);
  const changeLog = createChangeLog();
  const problems = createProblemList();
  const list = localBuildList({ remotesRoot, cacheMs, logger, changeLog });
  const inspect = releaseInspector({ releaseRoot, cacheMs, logger, changeLog });
  const pins = pinReader({ pinStore, cacheMs, logger, changeLog, problems });

  const find = async (name: RemoteName, version: string): Promise<RemoteBuild | undefined> => {
    const inspection = await inspect(name, version);
    if (inspection.state === 'valid') return releasedBuild(inspection);
    // A released version whose files changed is never replaced by anything else.
    if (inspection.state === 'invalid') return undefined;
    return (await list()).find((build) => build.name === name && build.version === version);
  };

  const pinned: PinnedRemotesOptions = {
    releaseRoot,
    pinStore,
    logger,
    changeLog,
    problems,
    inspect,
    pins,
    localBuilds: list,
    find,
  };
  const resolve = async (
    channel: Channel,
    environment: string,
    overrides: readonly RemoteOverride[] = [],
    cohort?: string,
  ): Promise<RemoteBuild[]> => {
    const resolved = await resolvePinnedRemotes(pinned, channel, environment, overrides, cohort);
    const env = environmentKey(environment);
    if (env) environments.add(env);
    return resolved;
  };

  return {
    list,
    find: (name, version) => {
      const remote = REMOTE_NAMES.find((candidate) => candidate === name);
      if (!remote || !isVersion(version)) return Promise.resolve(undefined);
      return find(remote, version);
    },
    resolve,
    storeTrouble: pins.storeTrouble,
    pinStore,
    releaseRoot,
    async integrityProblems() {
      for (const environment of environments) {
        await resolve('default', environment);
        await resolve('catering', environment);
      }
      return problems.all();
    },
  };
}
