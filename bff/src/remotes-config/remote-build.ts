import type { RemoteName } from '@qsr/shared-contracts/core';
import type { ReleaseInspection } from '../release/store';

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

/** The build a released version serves, if its files match its `hashes.json`. */
export function releasedBuild(inspection: ReleaseInspection): RemoteBuild | undefined {
  if (inspection.state !== 'valid') return undefined;
  return {
    name: inspection.info.name,
    version: inspection.info.version,
    contractMajor: inspection.info.contractMajor,
    dir: inspection.dir,
    released: true,
    files: new Set(Object.keys(inspection.hashes.files)),
  };
}
