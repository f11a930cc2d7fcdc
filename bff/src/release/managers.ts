import { createHash, randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { controlCharacterIn } from './plain-text';
import { ReleaseCommandError, refuseControlCharacters } from './refusal';

/**
 * The release managers of a store: `<RELEASE_ROOT>/managers.json`, each name with the sha256 of
 * its key. The key itself is shown once, when the manager is added, and kept by them alone; the
 * store holds only what checks it. Whoever can write the store can also change this list, as they
 * can change the pins: the store's own access rights stay the outer door.
 */
export const MANAGERS_FILE = 'managers.json';

/** A manager's name: it is written into the pin history and `status`. */
const MANAGER_NAME = /^[a-z][a-z0-9._-]{0,63}$/;

/**
 * What a release manager may do: a viewer reads; a releaser also pins, rolls back, promotes and
 * runs canaries; an admin also freezes an environment, pins while it is frozen, and manages the
 * managers. A manager listed before roles existed could do everything: an admin.
 */
export const MANAGER_ROLES = ['viewer', 'releaser', 'admin'] as const;
export type ManagerRole = (typeof MANAGER_ROLES)[number];

export const isManagerRole = (value: unknown): value is ManagerRole =>
  (MANAGER_ROLES as readonly unknown[]).includes(value);

/** Whether `role` may do what `needed` may. */
export const mayAct = (role: ManagerRole, needed: ManagerRole): boolean =>
  MANAGER_ROLES.indexOf(role) >= MANAGER_ROLES.indexOf(needed);

export interface ReleaseManager {
  name: string;
  /** sha256 of the key, hex: the command line's credential. */
  keySha256: string;
  /** Absent: listed before roles, an admin. */
  role?: ManagerRole;
  /** The console's credential, `passwordHash()`'s form; absent: no console sign-in yet. */
  passwordHash?: string;
  addedAt: string;
  addedBy: string;
}

export const roleOf = (manager: ReleaseManager): ManagerRole => manager.role ?? 'admin';

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
    (entry.role === undefined || isManagerRole(entry.role)) &&
    (entry.passwordHash === undefined || PASSWORD_HASH.test(entry.passwordHash)) &&
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

/** The listed manager of that name, or undefined. */
export async function findManager(
  releaseRoot: string,
  name: string,
): Promise<ReleaseManager | undefined> {
  return (await readManagers(releaseRoot)).find((manager) => manager.name === name);
}

/**
 * Adds a release manager and resolves to their new key. The first manager of a store is added
 * by whoever runs the command there (`by` undefined), as its admin whatever `role` says; every
 * other one by a signed-in admin (checked by the caller).
 */
export async function addManager(
  releaseRoot: string,
  name: string,
  by: string | undefined,
  now: Date,
  role: ManagerRole = 'releaser',
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
    {
      name,
      keySha256: keyDigest(key),
      role: managers.length === 0 ? 'admin' : role,
      addedAt: now.toISOString(),
      addedBy: by ?? name,
    },
  ]);
  return key;
}

/** Changes what `name` may do; the last admin stays one, or nobody could manage the managers. */
export async function setManagerRole(
  releaseRoot: string,
  name: string,
  role: ManagerRole,
): Promise<void> {
  const managers = await readManagers(releaseRoot);
  const manager = managers.find((listed) => listed.name === name);
  if (!manager) throw new ReleaseCommandError(`${name} is not a release manager.`);
  const admins = managers.filter((listed) => roleOf(listed) === 'admin');
  if (role !== 'admin' && admins.length === 1 && admins[0] === manager) {
    throw new ReleaseCommandError(`${name} is the last admin: make another one admin first.`);
  }
  await writeManagers(
    releaseRoot,
    managers.map((listed) => (listed === manager ? { ...listed, role } : listed)),
  );
}

/**
 * The console's passwords: scrypt (r = 8, p = 1, a 16-byte salt; N = 2^15 by default, 32 MiB),
 * kept as `scrypt$<log2 N>$<salt>$<hash>` in base64url, so that a later, costlier N still reads
 * the hashes made before it: a stolen list costs an attacker that memory and time a guess.
 */
export const PASSWORD_COST = 15;
const PASSWORD_HASH = /^scrypt\$(1[0-9]|20)\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/;
/** Long enough to resist guessing; a passphrase of a few words passes. */
export const PASSWORD_MIN_LENGTH = 12;
const PASSWORD_MAX_LENGTH = 256;

const derive = (password: string, salt: Buffer, cost: number) =>
  new Promise<Buffer>((resolve, reject) => {
    const options: ScryptOptions = { N: 2 ** cost, r: 8, p: 1, maxmem: 2 ** cost * 1024 * 2 };
    scrypt(password.normalize('NFKC'), salt, 32, options, (error, hash) =>
      error ? reject(error) : resolve(hash),
    );
  });

export async function passwordHash(password: string, cost = PASSWORD_COST): Promise<string> {
  const salt = randomBytes(16);
  const hash = await derive(password, salt, cost);
  return `scrypt$${cost}$${salt.toString('base64url')}$${hash.toString('base64url')}`;
}

/** A salt and hash that match no password: an unknown name costs as much as a known one. */
const NOBODY = `scrypt$${PASSWORD_COST}$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`;

async function passwordMatches(password: string, stored: string): Promise<boolean> {
  const [, cost = '', salt = '', hash = ''] = stored.split('$');
  const expected = Buffer.from(hash, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), Number(cost));
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** Refuses a password the console would not keep, saying why. */
export function passwordProblem(password: string): string | undefined {
  if (password.length < PASSWORD_MIN_LENGTH) {
    return `A password has at least ${PASSWORD_MIN_LENGTH} characters.`;
  }
  if (password.length > PASSWORD_MAX_LENGTH) {
    return `A password has at most ${PASSWORD_MAX_LENGTH} characters.`;
  }
  if (controlCharacterIn(password) !== undefined) return 'A password holds no control character.';
  return undefined;
}

/** Sets the console password of `name` (kept only as its scrypt hash, of `cost`). */
export async function setManagerPassword(
  releaseRoot: string,
  name: string,
  password: string,
  cost = PASSWORD_COST,
): Promise<void> {
  const problem = passwordProblem(password);
  if (problem) throw new ReleaseCommandError(problem);
  const managers = await readManagers(releaseRoot);
  if (!managers.some((listed) => listed.name === name)) {
    throw new ReleaseCommandError(`${name} is not a release manager.`);
  }
  const hash = await passwordHash(password, cost);
  await writeManagers(
    releaseRoot,
    managers.map((listed) => (listed.name === name ? { ...listed, passwordHash: hash } : listed)),
  );
}

/**
 * The manager a console sign-in names, when the password is theirs; undefined otherwise, after
 * the same work whether the name is listed or not.
 */
export async function managerByPassword(
  releaseRoot: string,
  name: string,
  password: string,
): Promise<ReleaseManager | undefined> {
  if (password.length > PASSWORD_MAX_LENGTH) return undefined;
  const manager = await findManager(releaseRoot, name);
  const matches = await passwordMatches(password, manager?.passwordHash ?? NOBODY);
  return matches && manager?.passwordHash ? manager : undefined;
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
