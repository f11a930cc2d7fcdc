import path from 'node:path';
import type { RemoteName } from '@qsr/shared-contracts/core';
import type { Logger } from '../logging/logger';
import { folderSignature, inspectRelease, type ReleaseInspection } from '../release/store';
import type { ChangeLog } from './change-log';

/** Released files are hashed again at least this often, even when their sizes and times hold. */
const REHASH_MS = 5 * 60_000;

interface ReleaseState {
  signature: string;
  hashedAt: number;
  inspection: ReleaseInspection;
}

/** Whether a released version is there and intact: `inspect(name, version)`. */
export type ReleaseInspector = (name: RemoteName, version: string) => Promise<ReleaseInspection>;

/** Hashes a release again only when its folder changed, or when it was hashed too long ago. */
async function inspectAgain(
  releaseRoot: string,
  name: RemoteName,
  version: string,
  previous: Promise<ReleaseState> | undefined,
): Promise<ReleaseState> {
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
}

/** Logs a released version refused or verified, once per change. */
function logInspection(
  logger: Logger,
  changeLog: ChangeLog,
  name: RemoteName,
  version: string,
  inspection: ReleaseInspection,
): void {
  changeLog(
    `release:${name}@${version}`,
    inspection.state === 'invalid' ? `invalid ${inspection.problems.join('; ')}` : inspection.state,
    () => {
      if (inspection.state === 'invalid') {
        logger.error(
          { remote: name, version, problems: inspection.problems },
          'released remote refused: its files do not match hashes.json',
        );
      } else if (inspection.state === 'valid') {
        logger.info({ remote: name, version }, 'released remote verified');
      }
    },
  );
}

/**
 * The released versions under `<releaseRoot>/remotes/`: each inspected (hashed) once, then only
 * re-stat'ed every `cacheMs`.
 */
export function releaseInspector(options: {
  releaseRoot: string;
  cacheMs: number;
  logger: Logger;
  changeLog: ChangeLog;
}): ReleaseInspector {
  const { releaseRoot, cacheMs, logger, changeLog } = options;
  const releases = new Map<string, { at: number; state: Promise<ReleaseState> }>();

  return (name, version) => {
    const key = `${name}@${version}`;
    const now = Date.now();
    const current = releases.get(key);
    if (current && now - current.at < cacheMs) return current.state.then((s) => s.inspection);
    const state = inspectAgain(releaseRoot, name, version, current?.state);
    releases.set(key, { at: now, state });
    return state.then(
      (s) => {
        // Versions that are not there are not remembered (URLs can name any version).
        if (s.inspection.state === 'absent' && releases.get(key)?.state === state) {
          releases.delete(key);
        }
        logInspection(logger, changeLog, name, version, s.inspection);
        return s.inspection;
      },
      (error: unknown) => {
        releases.delete(key);
        throw error;
      },
    );
  };
}
