import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { isRemoteName, type RemoteName } from '@qsr/shared-contracts/core';
import {
  HASHES_FILE,
  MANIFEST_FILE,
  RELEASE_FILE,
  compareVersions,
  isVersion,
  releaseDir,
  releasesDir,
} from './layout';

/** `release.json`, written by every remote build (tooling/webpack.mf.cjs). */
export interface ReleaseInfo {
  name: RemoteName;
  version: string;
  /** The `@qsr/shared-contracts` major the remote was built against. */
  contractMajor: number;
}

/** `hashes.json` of a released version: the sha256 of every other file in its folder. */
export interface HashesFile {
  name: RemoteName;
  version: string;
  algorithm: 'sha256';
  releasedAt: string;
  /** The signed-in release manager who released it; empty when none was (an image build). */
  releasedBy: string;
  /** Relative path (`/`-separated) → hex sha256. */
  files: Record<string, string>;
}

export class ReleaseStoreError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ReleaseStoreError';
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A relative file path inside a release folder: no `..`, no absolute path, no backslash. */
function isSafeRelativePath(file: string): boolean {
  return (
    file.length > 0 &&
    file.length <= 500 &&
    !file.startsWith('/') &&
    !file.includes('\\') &&
    !file.includes('\0') &&
    file.split('/').every((part) => part !== '' && part !== '.' && part !== '..')
  );
}

export function parseReleaseInfo(text: string, where: string): ReleaseInfo {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new ReleaseStoreError(`${where} is not JSON`);
  }
  if (!isRecord(raw)) throw new ReleaseStoreError(`${where} is not an object`);
  const { name, version, contractMajor } = raw;
  if (!isRemoteName(name)) throw new ReleaseStoreError(`${where} names no known remote`);
  if (!isVersion(version)) throw new ReleaseStoreError(`${where} has no valid version`);
  if (typeof contractMajor !== 'number' || !Number.isInteger(contractMajor) || contractMajor < 0) {
    throw new ReleaseStoreError(`${where} has no valid contractMajor`);
  }
  return { name, version, contractMajor };
}

export function parseHashes(text: string, where: string): HashesFile {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new ReleaseStoreError(`${where} is not JSON`);
  }
  if (!isRecord(raw) || !isRecord(raw.files)) {
    throw new ReleaseStoreError(`${where} has no files`);
  }
  if (raw.algorithm !== 'sha256') throw new ReleaseStoreError(`${where}: algorithm is not sha256`);
  if (!isRemoteName(raw.name) || !isVersion(raw.version)) {
    throw new ReleaseStoreError(`${where} names no remote version`);
  }
  const files: Record<string, string> = {};
  for (const [file, hash] of Object.entries(raw.files)) {
    if (!isSafeRelativePath(file) || typeof hash !== 'string' || !/^[0-9a-f]{64}$/.test(hash)) {
      throw new ReleaseStoreError(`${where}: invalid entry "${file}"`);
    }
    files[file] = hash;
  }
  return {
    name: raw.name,
    version: raw.version,
    algorithm: 'sha256',
    releasedAt: typeof raw.releasedAt === 'string' ? raw.releasedAt : '',
    releasedBy: typeof raw.releasedBy === 'string' ? raw.releasedBy : '',
    files,
  };
}

export function sha256File(file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = createHash('sha256');
    createReadStream(file)
      .on('data', (chunk) => hash.update(chunk))
      .on('error', reject)
      .on('end', () => resolve(hash.digest('hex')));
  });
}

export interface FolderListing {
  /** Regular files, relative and `/`-separated, sorted; the top-level `hashes.json` left out. */
  files: string[];
  /** Anything else found (symbolic links, sockets…): a release holds regular files only. */
  others: string[];
}

export async function listFolder(dir: string): Promise<FolderListing> {
  const files: string[] = [];
  const others: string[] = [];
  const walk = async (relative: string): Promise<void> => {
    const entries = await readdir(path.join(dir, relative), { withFileTypes: true });
    for (const entry of entries) {
      const rel = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) await walk(rel);
      else if (entry.isFile()) {
        if (rel !== HASHES_FILE) files.push(rel);
      } else others.push(rel);
    }
  };
  await walk('');
  files.sort();
  others.sort();
  return { files, others };
}

/** sha256 of every file of a folder (except `hashes.json`). */
export async function hashFolder(dir: string): Promise<Record<string, string>> {
  const { files, others } = await listFolder(dir);
  if (others.length > 0) {
    throw new ReleaseStoreError(`${dir} holds entries that are not regular files: ${others[0]}`);
  }
  const hashes: Record<string, string> = {};
  for (const file of files) hashes[file] = await sha256File(path.join(dir, ...file.split('/')));
  return hashes;
}

/**
 * Cheap fingerprint of a folder's files (names, sizes, modification times): when it has not
 * changed, the files need not be hashed again. `absent` when there is no folder.
 */
export async function folderSignature(dir: string): Promise<string> {
  let listing: FolderListing;
  try {
    listing = await listFolder(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'absent';
    throw error;
  }
  const parts = await Promise.all(
    [...listing.files, HASHES_FILE].map(async (file) => {
      try {
        const info = await stat(path.join(dir, ...file.split('/')));
        return `${file}:${info.size}:${info.mtimeMs}`;
      } catch {
        return `${file}:-`;
      }
    }),
  );
  return [...parts, ...listing.others.map((other) => `${other}:other`)].join('|');
}

export type ReleaseInspection =
  | { state: 'absent' }
  | { state: 'valid'; dir: string; info: ReleaseInfo; hashes: HashesFile }
  | { state: 'invalid'; dir: string; problems: string[] };

/**
 * Is `name@version` released, and do its files still match `hashes.json`? Every file is hashed
 * again: a release whose files were changed, removed or added to is `invalid`.
 */
export async function inspectRelease(
  releaseRoot: string,
  name: RemoteName,
  version: string,
): Promise<ReleaseInspection> {
  const dir = releaseDir(releaseRoot, name, version);
  try {
    const info = await stat(dir);
    if (!info.isDirectory()) return { state: 'invalid', dir, problems: ['not a folder'] };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { state: 'absent' };
    throw error;
  }
  const invalid = (...problems: string[]): ReleaseInspection => ({
    state: 'invalid',
    dir,
    problems,
  });
  let release: ReleaseInfo;
  let hashes: HashesFile;
  try {
    release = parseReleaseInfo(await readFile(path.join(dir, RELEASE_FILE), 'utf8'), RELEASE_FILE);
    hashes = parseHashes(await readFile(path.join(dir, HASHES_FILE), 'utf8'), HASHES_FILE);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      return invalid(`${path.basename((error as NodeJS.ErrnoException).path ?? '')} is missing`);
    }
    return invalid(error instanceof Error ? error.message : String(error));
  }
  if (release.name !== name || release.version !== version) {
    return invalid(`${RELEASE_FILE} says ${release.name}@${release.version}`);
  }
  if (hashes.name !== name || hashes.version !== version) {
    return invalid(`${HASHES_FILE} says ${hashes.name}@${hashes.version}`);
  }
  if (!(MANIFEST_FILE in hashes.files)) return invalid(`${MANIFEST_FILE} is not in ${HASHES_FILE}`);

  const listing = await listFolder(dir);
  const problems: string[] = listing.others.map((other) => `${other} is not a regular file`);
  const present = new Set(listing.files);
  for (const file of listing.files) {
    if (!(file in hashes.files)) problems.push(`${file} is not in ${HASHES_FILE}`);
  }
  for (const [file, expected] of Object.entries(hashes.files)) {
    if (!present.has(file)) {
      problems.push(`${file} is missing`);
    } else if ((await sha256File(path.join(dir, ...file.split('/')))) !== expected) {
      problems.push(`${file} does not match its hash`);
    }
  }
  if (problems.length > 0) return invalid(...problems);
  return { state: 'valid', dir, info: release, hashes };
}

/** The released versions of a remote (folders named by a version), oldest first. */
export async function releasedVersions(releaseRoot: string, name: RemoteName): Promise<string[]> {
  let entries: string[];
  try {
    entries = await readdir(releasesDir(releaseRoot, name));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return entries.filter(isVersion).sort(compareVersions);
}
