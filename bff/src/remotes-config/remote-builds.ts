import { access, readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  REMOTE_NAMES,
  REMOTE_PACKAGES,
  type Channel,
  type RemoteName,
} from '@qsr/shared-contracts/core';
import type { Logger } from '../logging/logger';
import { environmentKey, isVersion, type ReleaseChannel } from '../release/layout';
import { filePinStore, type PinStore, type PinsKey } from '../release/pin-store';
import { PinFileError, type PinChange, type PinFile } from '../release/pins';
import { releaseSettings } from '../release/settings';
import { folderSignature, inspectRelease, type ReleaseInspection } from '../release/store';

/** A remote version the BFF can serve: what its `release.json` says, and where its files are. */
export interface RemoteBuild {
  name: RemoteName;
  version: string;
  contractMajor: number;
  /** Absolute folder holding `mf-manifest.json` and the remote's files. */
  dir: string;
  /**
   * A released version (`<RELEASE_ROOT>/remotes/<name>/<version>/`), checked against its
   * `hashes.json`: immutable, and only the files it lists are served.
   */
  released?: boolean;
  /** The files of a released version (relative, `/`-separated). */
  files?: ReadonlySet<string>;
}

/** `?remotes=menuCart@1.3.0`: a version asked for instead of the pinned one (QA). */
export interface RemoteOverride {
  name: RemoteName;
  version: string;
}

/** An override naming a version that is neither released nor built here. */
export class RemoteOverrideError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RemoteOverrideError';
  }
}

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
}

type Outcome = { build: RemoteBuild } | { missing: string };

async function readBuild(remotesRoot: string, name: RemoteName): Promise<Outcome> {
  const dir = path.join(remotesRoot, REMOTE_PACKAGES[name], 'dist');
  let raw: string;
  try {
    raw = await readFile(path.join(dir, 'release.json'), 'utf8');
  } catch {
    return { missing: 'not built (no dist/release.json)' };
  }
  let release: { name?: unknown; version?: unknown; contractMajor?: unknown };
  try {
    release = JSON.parse(raw) as typeof release;
  } catch {
    return { missing: 'dist/release.json is not JSON' };
  }
  if (release.name !== undefined && release.name !== name) {
    return { missing: `dist/release.json names "${String(release.name)}"` };
  }
  const { version, contractMajor } = release;
  if (!isVersion(version)) {
    return { missing: 'dist/release.json has no valid version' };
  }
  if (typeof contractMajor !== 'number' || !Number.isInteger(contractMajor) || contractMajor < 0) {
    return { missing: 'dist/release.json has no valid contractMajor' };
  }
  try {
    await access(path.join(dir, 'mf-manifest.json'));
  } catch {
    return { missing: 'dist/mf-manifest.json is missing' };
  }
  return { build: { name, version, contractMajor, dir } };
}

/** Released files are hashed again at least this often, even when their sizes and times hold. */
const REHASH_MS = 5 * 60_000;

interface ReleaseState {
  signature: string;
  hashedAt: number;
  inspection: ReleaseInspection;
}

interface PinRead {
  file: PinFile | undefined;
  /** The pins cannot be trusted (a PinFileError): the last good read is kept. */
  error?: string;
  /** The store could not be read at all (Redis down): the last good read is kept. */
  unreachable?: string;
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

  let cached: { at: number; builds: Promise<RemoteBuild[]> } | undefined;
  const reported = new Map<string, string>();
  /** Current problems by key (environment, channel, remote or pin file). */
  const problems = new Map<string, string>();

  /** Logs a state once per change of that state. */
  const report = (key: string, state: string, log: () => void): void => {
    if (reported.get(key) === state) return;
    reported.set(key, state);
    log();
  };

  const setProblem = (key: string, problem: string | undefined): void => {
    if (problem === undefined) {
      problems.delete(key);
      return;
    }
    problems.set(key, problem);
  };

  const scan = async (): Promise<RemoteBuild[]> => {
    const outcomes = await Promise.all(REMOTE_NAMES.map((name) => readBuild(remotesRoot, name)));
    const builds: RemoteBuild[] = [];
    outcomes.forEach((outcome, index) => {
      const name = REMOTE_NAMES[index] as RemoteName;
      const state = 'build' in outcome ? `ok ${outcome.build.version}` : outcome.missing;
      report(`local:${name}`, state, () => {
        if ('build' in outcome) {
          logger.info({ remote: name, version: outcome.build.version }, 'remote build found');
        } else {
          logger.warn({ remote: name, reason: outcome.missing }, 'remote left out');
        }
      });
      if ('build' in outcome) builds.push(outcome.build);
    });
    return builds;
  };

  const list = (): Promise<RemoteBuild[]> => {
    const now = Date.now();
    if (!cached || now - cached.at >= cacheMs) {
      cached = { at: now, builds: scan() };
    }
    return cached.builds;
  };

  // Released versions: inspected (hashed) once, then only re-stat'ed every cacheMs.
  const releases = new Map<string, { at: number; state: Promise<ReleaseState> }>();

  const inspect = (name: RemoteName, version: string): Promise<ReleaseInspection> => {
    const key = `${name}@${version}`;
    const now = Date.now();
    const current = releases.get(key);
    if (current && now - current.at < cacheMs) return current.state.then((s) => s.inspection);
    const previous = current?.state;
    const state = (async (): Promise<ReleaseState> => {
      const before = previous ? await previous.catch(() => undefined) : undefined;
      const dir = path.join(releaseRoot, 'remotes', name, version);
      const signature = await folderSignature(dir);
      if (before && before.signature === signature && Date.now() - before.hashedAt < REHASH_MS) {
        return before;
      }
      const inspection =
        signature === 'absent'
          ? ({ state: 'absent' } as const)
          : await inspectRelease(releaseRoot, name, version);
      return { signature, hashedAt: Date.now(), inspection };
    })();
    releases.set(key, { at: now, state });
    return state.then(
      (s) => {
        // Versions that are not there are not remembered (URLs can name any version).
        if (s.inspection.state === 'absent' && releases.get(key)?.state === state) {
          releases.delete(key);
        }
        report(
          `release:${key}`,
          s.inspection.state === 'invalid'
            ? `invalid ${s.inspection.problems.join('; ')}`
            : s.inspection.state,
          () => {
            if (s.inspection.state === 'invalid') {
              logger.error(
                { remote: name, version, problems: s.inspection.problems },
                'released remote refused: its files do not match hashes.json',
              );
            } else if (s.inspection.state === 'valid') {
              logger.info({ remote: name, version }, 'released remote verified');
            }
          },
        );
        return s.inspection;
      },
      (error: unknown) => {
        releases.delete(key);
        throw error;
      },
    );
  };

  const releasedBuild = (inspection: ReleaseInspection): RemoteBuild | undefined => {
    if (inspection.state !== 'valid') return undefined;
    return {
      name: inspection.info.name,
      version: inspection.info.version,
      contractMajor: inspection.info.contractMajor,
      dir: inspection.dir,
      released: true,
      files: new Set(Object.keys(inspection.hashes.files)),
    };
  };

  // Pins: read again every cacheMs, and at once when the store says they changed.
  const pinReads = new Map<string, { at: number; read: Promise<PinRead> }>();
  let storeTrouble: string | undefined;
  const keyName = (key: PinsKey) => `${key.environment}:${key.channel}`;
  pinStore.onChange?.((key) => pinReads.delete(keyName(key)));

  const readPins = (environment: string, channel: ReleaseChannel): Promise<PinRead> => {
    const key: PinsKey = { environment, channel };
    const name = path.basename(pinStore.where(key));
    const now = Date.now();
    const current = pinReads.get(keyName(key));
    if (current && now - current.at < cacheMs) return current.read;
    const previous = current?.read;
    const read = (async (): Promise<PinRead> => {
      const before = previous ? await previous.catch(() => undefined) : undefined;
      try {
        const file = await pinStore.read(key);
        storeTrouble = undefined;
        return { file };
      } catch (error) {
        // Being replaced, edited by hand, or the store is away: keep what was last read well.
        const message = error instanceof Error ? error.message : String(error);
        if (error instanceof PinFileError) return { file: before?.file, error: message };
        storeTrouble = `${pinStore.location}: ${message}`;
        return { file: before?.file, unreachable: message };
      }
    })();
    pinReads.set(keyName(key), { at: now, read });
    return read.then((result) => {
      const problem = result.error ? `${name} cannot be read: ${result.error}` : undefined;
      setProblem(`pins:${name}`, problem);
      const state = result.error
        ? `error ${result.error}`
        : result.unreachable
          ? `unreachable ${result.unreachable}`
          : JSON.stringify(result.file?.pins ?? null);
      report(`pins:${name}`, state, () => {
        if (result.error) logger.error({ pins: name, reason: result.error }, 'pins refused');
        else if (result.unreachable) {
          logger.warn(
            { pins: name, reason: result.unreachable },
            'pins unreachable: serving the last read',
          );
        } else if (result.file) logger.info({ pins: name }, 'pins read');
      });
      return result;
    });
  };

  const find = async (name: RemoteName, version: string): Promise<RemoteBuild | undefined> => {
    const inspection = await inspect(name, version);
    if (inspection.state === 'valid') return releasedBuild(inspection);
    // A released version whose files changed is never replaced by anything else.
    if (inspection.state === 'invalid') return undefined;
    return (await list()).find((build) => build.name === name && build.version === version);
  };

  /**
   * What serves a remote whose pinned version is damaged: the newest version its pin history
   * names that is released and intact, else the local build (unless the release of the local
   * build's version is damaged too, as its URL would be that release's).
   */
  const lastGood = async (
    name: RemoteName,
    damaged: string,
    history: readonly PinChange[],
    local: readonly RemoteBuild[],
  ): Promise<RemoteBuild | undefined> => {
    const earlier = new Set<string>();
    for (const change of [...history].reverse()) {
      if (change.remote !== name) continue;
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
  };

  const resolve = async (
    channel: Channel,
    environment: string,
    overrides: readonly RemoteOverride[] = [],
  ): Promise<RemoteBuild[]> => {
    const env = environmentKey(environment);
    if (env === undefined) {
      report(`env:${environment}`, 'invalid', () =>
        logger.warn({ environment }, 'SITE_ENV cannot name a pin file: local builds only'),
      );
    }
    const [local, base, own] = await Promise.all([
      list(),
      env ? readPins(env, 'default') : undefined,
      env && channel === 'catering' ? readPins(env, 'catering') : undefined,
    ]);
    const resolved: RemoteBuild[] = [];
    for (const name of REMOTE_NAMES) {
      const override = overrides.find((candidate) => candidate.name === name);
      if (override) {
        const build = await find(name, override.version);
        if (!build) {
          throw new RemoteOverrideError(
            `${name}@${override.version} is neither released nor built here.`,
          );
        }
        resolved.push(build);
        continue;
      }
      const key = `${env}:${channel}:${name}`;
      const ownPin = own?.file?.pins[name];
      const pin = ownPin ?? base?.file?.pins[name];
      const pinFile =
        env && pin
          ? path.basename(
              pinStore.where({ environment: env, channel: ownPin ? 'catering' : 'default' }),
            )
          : '';
      if (!pin) {
        const build = local.find((candidate) => candidate.name === name);
        // Its URL is that of the released version, which is refused: never other files there.
        const damaged = build && (await inspect(name, build.version)).state === 'invalid';
        setProblem(
          key,
          damaged
            ? `${name}@${build.version} (the local build) is refused: the release of that version no longer matches its hashes`
            : undefined,
        );
        if (build && !damaged) resolved.push(build);
        continue;
      }
      const inspection = await inspect(name, pin.version);
      if (inspection.state === 'valid') {
        setProblem(key, undefined);
        resolved.push(releasedBuild(inspection)!);
        continue;
      }
      if (inspection.state === 'invalid') {
        // One damaged release costs only its own remote its pin: an earlier version serves.
        const history = (ownPin ? own?.file : base?.file)?.history ?? [];
        const fallback = await lastGood(name, pin.version, history, local);
        const refused = `${name}@${pin.version} (pinned in ${pinFile}) is refused: ${inspection.problems.join('; ')}`;
        setProblem(
          key,
          fallback ? `${refused}; serving ${name}@${fallback.version} instead` : refused,
        );
        report(`fallback:${pinFile}:${name}`, `${pin.version} ${fallback?.version ?? 'none'}`, () =>
          logger.warn(
            { remote: name, version: pin.version, pinFile, servedInstead: fallback?.version },
            fallback
              ? 'pinned version damaged: serving the last good version'
              : 'pinned version damaged: no earlier version to serve, remote left out',
          ),
        );
        if (fallback) resolved.push(fallback);
        continue;
      }
      // Pinned but not released here: the local build serves it only at exactly that version.
      const build = local.find((candidate) => candidate.name === name);
      if (build && build.version === pin.version) {
        setProblem(key, undefined);
        report(`unreleased:${key}`, pin.version, () =>
          logger.warn(
            { remote: name, version: pin.version, pinFile },
            'pinned version not released: serving the local build of that version',
          ),
        );
        resolved.push(build);
        continue;
      }
      const problem = `${name}@${pin.version} (pinned in ${pinFile}) is not released in ${releaseRoot}`;
      setProblem(key, problem);
      report(`unreleased:${key}`, `missing ${pin.version}`, () =>
        logger.error(
          { remote: name, version: pin.version, pinFile, releaseRoot },
          'pinned version not released: remote left out',
        ),
      );
    }
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
    storeTrouble: () => storeTrouble,
    async integrityProblems() {
      for (const environment of environments) {
        await resolve('default', environment);
        await resolve('catering', environment);
      }
      return [...new Set(problems.values())];
    },
  };
}
