import { access, readFile } from 'node:fs/promises';
import path from 'node:path';
import { REMOTE_NAMES, REMOTE_PACKAGES, type RemoteName } from '../contracts';
import type { Logger } from '../logging/logger';

/** A remote build on disk: what its `dist/release.json` says, and where its files are. */
export interface RemoteBuild {
  name: RemoteName;
  version: string;
  contractMajor: number;
  /** Absolute folder holding `mf-manifest.json` and the remote's files. */
  dir: string;
}

/** Where the BFF finds the remote versions it may serve. */
export interface RemoteBuildSource {
  /** Every remote that has a usable build, in REMOTE_NAMES order. */
  list(): Promise<RemoteBuild[]>;
  /** The build of `name` at exactly `version`, if there is one. */
  find(name: string, version: string): Promise<RemoteBuild | undefined>;
}

/** A version goes into URLs and folder names: semver characters only. */
const VERSION = /^\d+\.\d+\.\d+(?:[-+][0-9A-Za-z.+-]*)?$/;

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
  if (typeof version !== 'string' || version.includes('..') || !VERSION.test(version)) {
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

/**
 * The remotes built in this checkout: `<remotesRoot>/<package>/dist`, versioned by the
 * `release.json` each build writes. Read again after `cacheMs`, so a rebuilt remote is served
 * without a restart. A remote without a usable build is left out and logged once per change.
 */
export function createLocalRemoteBuilds(options: {
  remotesRoot: string;
  cacheMs: number;
  logger: Logger;
}): RemoteBuildSource {
  const { remotesRoot, cacheMs, logger } = options;
  let cached: { at: number; builds: Promise<RemoteBuild[]> } | undefined;
  const reported = new Map<RemoteName, string>();

  const scan = async (): Promise<RemoteBuild[]> => {
    const outcomes = await Promise.all(REMOTE_NAMES.map((name) => readBuild(remotesRoot, name)));
    const builds: RemoteBuild[] = [];
    outcomes.forEach((outcome, index) => {
      const name = REMOTE_NAMES[index] as RemoteName;
      const state = 'build' in outcome ? `ok ${outcome.build.version}` : outcome.missing;
      if (reported.get(name) !== state) {
        reported.set(name, state);
        if ('build' in outcome) {
          logger.info({ remote: name, version: outcome.build.version }, 'remote build found');
        } else {
          logger.warn({ remote: name, reason: outcome.missing }, 'remote left out');
        }
      }
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

  return {
    list,
    async find(name, version) {
      return (await list()).find((build) => build.name === name && build.version === version);
    },
  };
}
