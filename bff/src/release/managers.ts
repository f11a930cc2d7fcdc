import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ReleaseCommandError, refuseControlCharacters } from './commands';

/**
 * The release managers of a store: `<RELEASE_ROOT>/managers.json`, each name with the sha256 of
 * its key. The key itself is shown once, when the manager is added, and kept by them alone; the
 * store holds only what checks it. Whoever can write the store can also change this list, as they
 * can change the pins: the store's own access rights stay the outer door.
 */
export const MANAGERS_FILE = 'managers.json';

/** A manager's name: it is written into the pin history and `status`. */
const MANAGER_NAME = /^[a-z][a-z0-9._-]{0,63}$/;

export interface ReleaseManager {
  name: string;
  /** sha256 of the key, hex. */
  keySha256: string;
  addedAt: string;
  addedBy: string;
}

interface ManagersFile {
  managers: ReleaseManager[];
}

export const keyDigest = (key: string): string => createHash('sha256').update(key).digest('hex');

export const managersFile = (releaseRoot: string): string => path.join(releaseRoot, MANAGERS_FILE);

function isManager(value: unknown): value is ReleaseManager {
  const entry = value as Partial<ReleaseManager> | null;
  return (
    typeof entry === 'object' &&
    entry !== null &&
    typeof entry.name === 'string' &&
    MANAGER_NAME.test(entry.name) &&
    typeof entry.keySha256 === 'string' &&
    /^[0-9a-f]{64}$/.test(entry.keySha256) &&
    typeof entry.addedAt === 'string' &&
    typeof entry.addedBy === 'string'
  );
}

/** The listed managers; none when the store has no list yet. A damaged list is refused. */
export async function readManagers(releaseRoot: string): Promise<ReleaseManager[]> {
  const file = managersFile(releaseRoot);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  let parsed: Partial<ManagersFile>;
  try {
    parsed = JSON.parse(text) as Partial<ManagersFile>;
  } catch {
    throw new ReleaseCommandError(`${file} is not JSON: no release manager can sign in.`);
  }
  const { managers } = parsed;
  if (!Array.isArray(managers) || !managers.every(isManager)) {
    throw new ReleaseCommandError(`${file} is damaged: no release manager can sign in.`);
  }
  return managers;
}

async function writeManagers(releaseRoot: string, managers: ReleaseManager[]): Promise<void> {
  const file = managersFile(releaseRoot);
  await mkdir(releaseRoot, { recursive: true });
  // Written whole, then moved in place: a reader never sees half a list.
  const staging = `${file}.${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(staging, `${JSON.stringify({ managers }, null, 2)}\n`, { mode: 0o644 });
  await rename(staging, file);
}

/** The credential a release command is run with (`RELEASE_MANAGER`, `RELEASE_MANAGER_KEY`). */
export interface ManagerCredential {
  name?: string;
  key?: string;
}

/**
 * The release manager the credential signs in, checked against the store's list; undefined when
 * none is given. A credential that is half given, unknown or wrong is refused.
 */
export async function signedInManager(
  releaseRoot: string,
  credential: ManagerCredential,
): Promise<string | undefined> {
  const name = credential.name?.trim() || undefined;
  const key = credential.key?.trim() || undefined;
  refuseControlCharacters('RELEASE_MANAGER', name);
  if (name === undefined && key === undefined) return undefined;
  if (name === undefined || key === undefined) {
    throw new ReleaseCommandError('Give both RELEASE_MANAGER and RELEASE_MANAGER_KEY to sign in.');
  }
  const listed = (await readManagers(releaseRoot)).find((manager) => manager.name === name);
  const matches =
    listed !== undefined &&
    timingSafeEqual(Buffer.from(keyDigest(key), 'hex'), Buffer.from(listed.keySha256, 'hex'));
  if (!matches) {
    throw new ReleaseCommandError(
      `RELEASE_MANAGER_KEY does not sign in "${name}" as a release manager of ` +
        `${managersFile(releaseRoot)}.`,
    );
  }
  return name;
}

/**
 * Adds a release manager and resolves to their new key. The first manager of a store is added
 * by whoever runs the command there (`by` undefined); every other one by a signed-in manager.
 */
export async function addManager(
  releaseRoot: string,
  name: string,
  by: string | undefined,
  now: Date,
): Promise<string> {
  if (!MANAGER_NAME.test(name)) {
    throw new ReleaseCommandError(
      `"${name}" cannot name a release manager: lower-case letters, digits, ., - and _, ` +
        'starting with a letter.',
    );
  }
  const managers = await readManagers(releaseRoot);
  if (managers.length > 0 && by === undefined) {
    throw new ReleaseCommandError(
      'Only a signed-in release manager adds another: set RELEASE_MANAGER and RELEASE_MANAGER_KEY.',
    );
  }
  if (managers.some((manager) => manager.name === name)) {
    throw new ReleaseCommandError(`${name} is already a release manager.`);
  }
  // 32 random bytes: a key no one guesses, so its plain sha256 is enough to check it.
  const key = randomBytes(32).toString('base64url');
  await writeManagers(releaseRoot, [
    ...managers,
    { name, keySha256: keyDigest(key), addedAt: now.toISOString(), addedBy: by ?? name },
  ]);
  return key;
}

/** Removes a release manager (by a signed-in one); the last one stays, or no one could sign in. */
export async function removeManager(releaseRoot: string, name: string): Promise<void> {
  const managers = await readManagers(releaseRoot);
  if (!managers.some((manager) => manager.name === name)) {
    throw new ReleaseCommandError(`${name} is not a release manager.`);
  }
  if (managers.length === 1) {
    throw new ReleaseCommandError(`${name} is the last release manager: add another first.`);
  }
  await writeManagers(
    releaseRoot,
    managers.filter((manager) => manager.name !== name),
  );
}
