import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { REMOTE_NAMES, isRemoteName, type RemoteName } from '@qsr/shared-contracts/core';
import { parseCanary, type Canary } from './canary/canary-pin';
import { isReleaseChannel, isVersion, type ReleaseChannel } from './layout';

/** The version of one remote that is live, and since when. */
export interface Pin {
  version: string;
  /** ISO time of the change that made it live. */
  since: string;
  /** Who made it: the signed-in release manager (`managers.ts`). */
  by: string;
}

/**
 * What a change did: to a remote's pin (`pin`, `rollback`, `restore` of a pin set,
 * `pin-sets.ts`), to its canary (`canary/canary-changes.ts`), or to the whole environment
 * (`freeze`, `unfreeze`: `freeze.ts`).
 */
export const PIN_ACTIONS = [
  'pin',
  'rollback',
  'canary-start',
  'canary-advance',
  'canary-pause',
  'canary-resume',
  'canary-abort',
  'restore',
  'freeze',
  'unfreeze',
] as const;
export type PinAction = (typeof PIN_ACTIONS)[number];

/** The changes of an environment as a whole: they name no remote and no version. */
export const ENVIRONMENT_ACTIONS = ['freeze', 'unfreeze'] as const;
export type EnvironmentAction = (typeof ENVIRONMENT_ACTIONS)[number];
export type RemoteAction = Exclude<PinAction, EnvironmentAction>;

/** One change of a pin file, kept forever (newest last): of one remote, or of the environment. */
export type PinChange = RemoteChange | EnvironmentChange;

/** A change of one remote's pin or canary. */
export interface RemoteChange {
  remote: RemoteName;
  action: RemoteAction;
  /**
   * The version live after the change; null: no pin any more (the fallback serves it). For a
   * canary's change, the canary's version.
   */
  version: string | null;
  /** The version live before it; null: none was pinned. */
  previous: string | null;
  at: string;
  by: string;
  /** A canary's share of visitors (%) after the change. */
  share?: number;
  /**
   * Why a canary was aborted or advanced by the judge, with its figures; which pin set a
   * restore returned to.
   */
  reason?: string;
}

/**
 * A freeze or its end, recorded in the history of both channels' pin files. It names no remote
 * and no version (absent from the file): a reader of one remote's changes
 * (`change.remote === name`) passes over it, and one that shows every change reads `undefined`.
 */
export interface EnvironmentChange {
  remote?: undefined;
  version?: undefined;
  previous?: undefined;
  share?: undefined;
  action: EnvironmentAction;
  at: string;
  by: string;
  /** Why the environment was frozen. */
  reason?: string;
}

/** An environment frozen by an admin: only an admin changes its pins (`freeze.ts`). */
export interface Frozen {
  /** ISO time of the freeze. */
  at: string;
  by: string;
  reason?: string;
}

/** `release/pins/<env>.json` or `release/pins/<env>.catering.json`. */
export interface PinFile {
  environment: string;
  channel: ReleaseChannel;
  pins: Partial<Record<RemoteName, Pin>>;
  /** A running canary of a remote, beside its pin (absent: none runs). */
  canaries?: Partial<Record<RemoteName, Canary>>;
  /** Set in both channels' files while the environment is frozen (absent: it is not). */
  frozen?: Frozen;
  history: PinChange[];
}

export class PinFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PinFileError';
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const text = (value: unknown): value is string => typeof value === 'string';

const isPinAction = (value: unknown): value is PinAction =>
  (PIN_ACTIONS as readonly unknown[]).includes(value);

export const isEnvironmentAction = (value: unknown): value is EnvironmentAction =>
  (ENVIRONMENT_ACTIONS as readonly unknown[]).includes(value);

function parseCanaries(raw: unknown, where: string): PinFile['canaries'] {
  if (raw === undefined) return undefined;
  if (!isRecord(raw)) throw new PinFileError(`${where}: canaries is not an object`);
  const canaries: NonNullable<PinFile['canaries']> = {};
  for (const [name, value] of Object.entries(raw)) {
    if (!isRemoteName(name)) throw new PinFileError(`${where} has a canary of "${name}"`);
    const canary = parseCanary(value);
    if (!canary) throw new PinFileError(`${where}: the canary of ${name} is not valid`);
    canaries[name] = canary;
  }
  return canaries;
}

function parseFrozen(raw: unknown, where: string): Frozen | undefined {
  if (raw === undefined) return undefined;
  if (
    !isRecord(raw) ||
    !text(raw.at) ||
    !text(raw.by) ||
    !(raw.reason === undefined || text(raw.reason))
  ) {
    throw new PinFileError(`${where}: frozen is not valid (it needs at and by)`);
  }
  return { at: raw.at, by: raw.by, ...(raw.reason === undefined ? {} : { reason: raw.reason }) };
}

/** A freeze or unfreeze: no remote, no version, nothing else. */
function parseEnvironmentChange(change: Record<string, unknown>, where: string): EnvironmentChange {
  const { action, reason } = change;
  if (
    !isEnvironmentAction(action) ||
    change.remote !== undefined ||
    change.version !== undefined ||
    change.previous !== undefined ||
    change.share !== undefined ||
    !(reason === undefined || text(reason))
  ) {
    throw new PinFileError(`${where}: invalid history entry ${JSON.stringify(change)}`);
  }
  return {
    action,
    at: text(change.at) ? change.at : '',
    by: text(change.by) ? change.by : 'unknown',
    ...(reason === undefined ? {} : { reason }),
  };
}

function parseChange(change: unknown, where: string): PinChange {
  if (isRecord(change) && isEnvironmentAction(change.action)) {
    return parseEnvironmentChange(change, where);
  }
  if (
    !isRecord(change) ||
    !isRemoteName(change.remote) ||
    !isPinAction(change.action) ||
    !(change.version === null || isVersion(change.version)) ||
    !(change.previous === null || change.previous === undefined || isVersion(change.previous)) ||
    !(change.share === undefined || typeof change.share === 'number') ||
    !(change.reason === undefined || text(change.reason))
  ) {
    throw new PinFileError(`${where}: invalid history entry ${JSON.stringify(change)}`);
  }
  return {
    remote: change.remote,
    action: change.action as RemoteAction,
    version: change.version,
    previous: (change.previous as string | null | undefined) ?? null,
    at: text(change.at) ? change.at : '',
    by: text(change.by) ? change.by : 'unknown',
    ...(change.share === undefined ? {} : { share: change.share }),
    ...(change.reason === undefined ? {} : { reason: change.reason }),
  };
}

export function emptyPinFile(environment: string, channel: ReleaseChannel): PinFile {
  return { environment, channel, pins: {}, history: [] };
}

/** Reads a pin file strictly: a file the BFF cannot trust is reported, never half-used. */
export function parsePinFile(content: string, where: string): PinFile {
  let raw: unknown;
  try {
    raw = JSON.parse(content);
  } catch {
    throw new PinFileError(`${where} is not JSON`);
  }
  if (!isRecord(raw)) throw new PinFileError(`${where} is not an object`);
  if (!text(raw.environment)) throw new PinFileError(`${where} has no environment`);
  if (!isReleaseChannel(raw.channel)) throw new PinFileError(`${where} has no valid channel`);
  if (!isRecord(raw.pins)) throw new PinFileError(`${where} has no pins object`);
  const pins: PinFile['pins'] = {};
  for (const [name, pin] of Object.entries(raw.pins)) {
    if (!isRemoteName(name)) throw new PinFileError(`${where} pins an unknown remote "${name}"`);
    if (!isRecord(pin) || !isVersion(pin.version)) {
      throw new PinFileError(`${where}: the pin of ${name} has no valid version`);
    }
    pins[name] = {
      version: pin.version,
      since: text(pin.since) ? pin.since : '',
      by: text(pin.by) ? pin.by : 'unknown',
    };
  }
  const history: PinChange[] = [];
  if (raw.history !== undefined) {
    if (!Array.isArray(raw.history)) throw new PinFileError(`${where}: history is not a list`);
    for (const change of raw.history as unknown[]) history.push(parseChange(change, where));
  }
  const canaries = parseCanaries(raw.canaries, where);
  const frozen = parseFrozen(raw.frozen, where);
  return {
    environment: raw.environment,
    channel: raw.channel,
    pins,
    ...(canaries && Object.keys(canaries).length > 0 ? { canaries } : {}),
    ...(frozen ? { frozen } : {}),
    history,
  };
}

/**
 * Pins and canaries in REMOTE_NAMES order, then a freeze, then the history: stable diffs in
 * review.
 */
export function serializePinFile(file: PinFile): string {
  const pins: PinFile['pins'] = {};
  const canaries: NonNullable<PinFile['canaries']> = {};
  for (const name of REMOTE_NAMES) {
    const pin = file.pins[name];
    if (pin) pins[name] = pin;
    const canary = file.canaries?.[name];
    if (canary) canaries[name] = canary;
  }
  const { environment, channel, frozen, history } = file;
  const running = Object.keys(canaries).length > 0 ? { canaries } : {};
  const content = {
    environment,
    channel,
    pins,
    ...running,
    ...(frozen ? { frozen } : {}),
    history,
  };
  return `${JSON.stringify(content, null, 2)}\n`;
}

/** The pin file, or undefined when there is none. */
export async function readPinFile(file: string): Promise<PinFile | undefined> {
  let content: string;
  try {
    content = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  return parsePinFile(content, path.basename(file));
}

/** Replaces the file in one step (write aside, then rename): a reader never sees half a file. */
export async function writePinFile(file: string, pins: PinFile): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const aside = `${file}.${randomBytes(4).toString('hex')}.tmp`;
  try {
    await writeFile(aside, serializePinFile(pins));
    await rename(aside, file);
  } finally {
    await rm(aside, { force: true });
  }
}

/**
 * The versions a remote was pinned to, in order, with each rollback undoing the pin before it:
 * the last is what is live, the one before it is where a rollback goes. A restore of a pin set
 * counts as a pin of its version, so a rollback after it returns to what was live before it;
 * a restore that removed the pin starts the stack again, as the remote was then unpinned.
 */
export function pinStack(file: PinFile, remote: RemoteName): string[] {
  const stack: string[] = [];
  for (const change of file.history) {
    if (change.remote !== remote) continue;
    if ((change.action === 'pin' || change.action === 'restore') && change.version) {
      stack.push(change.version);
    } else if (change.action === 'restore') {
      stack.length = 0;
    } else if (change.action === 'rollback') {
      stack.pop();
      // A rollback lands on `version`; keep the stack in step if the file was edited by hand.
      if (change.version && stack[stack.length - 1] !== change.version) stack.push(change.version);
    }
  }
  const live = file.pins[remote]?.version;
  if (live && stack[stack.length - 1] !== live) stack.push(live);
  if (!live) stack.length = 0;
  return stack;
}

export interface PinOutcome {
  file: PinFile;
  previous: string | null;
  version: string | null;
  /** False when nothing changed (already pinned to that version). */
  changed: boolean;
}

/** Pins `remote` to `version`, recording the change in the history. */
export function withPin(
  file: PinFile,
  remote: RemoteName,
  version: string,
  change: { at: string; by: string },
): PinOutcome {
  const previous = file.pins[remote]?.version ?? null;
  if (previous === version) return { file, previous, version, changed: false };
  return {
    file: {
      ...file,
      pins: { ...file.pins, [remote]: { version, since: change.at, by: change.by } },
      history: [
        ...file.history,
        { remote, action: 'pin', version, previous, at: change.at, by: change.by },
      ],
    },
    previous,
    version,
    changed: true,
  };
}

/**
 * Returns `remote` to the version pinned before the live one. When the live pin was the first,
 * the pin is removed: the remote is served as before it was ever pinned (the environment's pin
 * for a channel file, else the local build).
 */
export function withRollback(
  file: PinFile,
  remote: RemoteName,
  change: { at: string; by: string },
): PinOutcome {
  const live = file.pins[remote]?.version ?? null;
  if (live === null) {
    throw new PinFileError(`${remote} is not pinned here: there is nothing to roll back.`);
  }
  const stack = pinStack(file, remote);
  const target = stack.length >= 2 ? stack[stack.length - 2]! : null;
  const pins = { ...file.pins };
  if (target) pins[remote] = { version: target, since: change.at, by: change.by };
  else delete pins[remote];
  return {
    file: {
      ...file,
      pins,
      history: [
        ...file.history,
        {
          remote,
          action: 'rollback',
          version: target,
          previous: live,
          at: change.at,
          by: change.by,
        },
      ],
    },
    previous: live,
    version: target,
    changed: true,
  };
}
