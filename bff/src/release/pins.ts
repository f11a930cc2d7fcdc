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

/** What a change did: to the pin, or to the remote's canary (`canary/canary-changes.ts`). */
export const PIN_ACTIONS = [
  'pin',
  'rollback',
  'canary-start',
  'canary-advance',
  'canary-pause',
  'canary-resume',
  'canary-abort',
] as const;
export type PinAction = (typeof PIN_ACTIONS)[number];

/** One change of a pin file, kept forever (newest last). */
export interface PinChange {
  remote: RemoteName;
  action: PinAction;
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
  /** Why a canary was aborted or advanced by the judge, with its figures. */
  reason?: string;
}

/** `release/pins/<env>.json` or `release/pins/<env>.catering.json`. */
export interface PinFile {
  environment: string;
  channel: ReleaseChannel;
  pins: Partial<Record<RemoteName, Pin>>;
  /** A running canary of a remote, beside its pin (absent: none runs). */
  canaries?: Partial<Record<RemoteName, Canary>>;
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

function parseChange(change: unknown, where: string): PinChange {
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
    action: change.action,
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
  return {
    environment: raw.environment,
    channel: raw.channel,
    pins,
    ...(canaries && Object.keys(canaries).length > 0 ? { canaries } : {}),
    history,
  };
}

/** Pins and canaries in REMOTE_NAMES order, then the history: stable diffs in review. */
export function serializePinFile(file: PinFile): string {
  const pins: PinFile['pins'] = {};
  const canaries: NonNullable<PinFile['canaries']> = {};
  for (const name of REMOTE_NAMES) {
    const pin = file.pins[name];
    if (pin) pins[name] = pin;
    const canary = file.canaries?.[name];
    if (canary) canaries[name] = canary;
  }
  const { environment, channel, history } = file;
  const running = Object.keys(canaries).length > 0 ? { canaries } : {};
  return `${JSON.stringify({ environment, channel, pins, ...running, history }, null, 2)}\n`;
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
 * the last is what is live, the one before it is where a rollback goes.
 */
export function pinStack(file: PinFile, remote: RemoteName): string[] {
  const stack: string[] = [];
  for (const change of file.history) {
    if (change.remote !== remote) continue;
    if (change.action === 'pin' && change.version) stack.push(change.version);
    else if (change.action === 'rollback') {
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
