import { access, readFile } from 'node:fs/promises';
import path from 'node:path';
import { REMOTE_NAMES, REMOTE_PACKAGES, type RemoteName } from '@qsr/shared-contracts/core';
import type { Logger } from '../logging/logger';
import { isVersion } from '../release/layout';
import type { ChangeLog } from './change-log';
import type { RemoteBuild } from './remote-build';

type Outcome = { build: RemoteBuild } | { missing: string };

/** The build of `name` in this checkout (`<package>/dist`), or why it cannot be served. */
async function readLocalBuild(remotesRoot: string, name: RemoteName): Promise<Outcome> {
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

/**
 * Every remote with a usable local build, in REMOTE_NAMES order, read again after `cacheMs`;
 * a remote found or left out is logged when that changes.
 */
export function localBuildList(options: {
  remotesRoot: string;
  cacheMs: number;
  logger: Logger;
  changeLog: ChangeLog;
}): () => Promise<RemoteBuild[]> {
  const { remotesRoot, cacheMs, logger, changeLog } = options;
  let cached: { at: number; builds: Promise<RemoteBuild[]> } | undefined;

  const scan = async (): Promise<RemoteBuild[]> => {
    const outcomes = await Promise.all(
      REMOTE_NAMES.map((name) => readLocalBuild(remotesRoot, name)),
    );
    const builds: RemoteBuild[] = [];
    outcomes.forEach((outcome, index) => {
      const name = REMOTE_NAMES[index] as RemoteName;
      const state = 'build' in outcome ? `ok ${outcome.build.version}` : outcome.missing;
      changeLog(`local:${name}`, state, () => {
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

  return () => {
    const now = Date.now();
    if (!cached || now - cached.at >= cacheMs) {
      cached = { at: now, builds: scan() };
    }
    return cached.builds;
  };
}
