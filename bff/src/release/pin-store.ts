import { mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import lockfile from 'proper-lockfile';
import type { Redis } from 'ioredis';
import { PINS_DIR, RELEASE_CHANNELS, pinFilePath, type ReleaseChannel } from './layout';
import {
  emptyPinFile,
  parsePinFile,
  readPinFile,
  serializePinFile,
  writePinFile,
  type PinFile,
} from './pins';

/** Which pins: an environment and a channel (`production`, `catering`). */
export interface PinsKey {
  environment: string;
  channel: ReleaseChannel;
}

/** The pins of every environment and channel a store holds (a broken one with its error). */
export interface StoredPins extends PinsKey {
  pins?: PinFile;
  error?: string;
}

/**
 * Where release pins and their history live: pin files under `RELEASE_ROOT/pins/` (the embedded
 * default), or Redis when several BFF replicas must serve the same pins (`REDIS_URL`). Both
 * hold the same `PinFile`s, so `release store export|import` moves them either way.
 */
export interface PinStore {
  /** Where the store is, for messages (a folder, Redis). */
  location: string;
  /** Where the pins of `key` are, for messages (a file path, a Redis key). */
  where(key: PinsKey): string;
  /** The pins, or undefined when there are none; a `PinFileError` when they cannot be trusted. */
  read(key: PinsKey): Promise<PinFile | undefined>;
  /**
   * Changes the pins in one step: `change` gets what is there now, and what it returns is
   * written only if nobody wrote in between (else `change` runs again on the newer pins), so no
   * release manager's change is lost. Nothing is written when `changed` is false.
   */
  update<T extends { file: PinFile; changed: boolean }>(
    key: PinsKey,
    change: (current: PinFile) => Promise<T>,
  ): Promise<T>;
  /** Replaces the pins (an import). */
  replace(key: PinsKey, file: PinFile): Promise<void>;
  list(): Promise<StoredPins[]>;
  /**
   * Calls `listener` when pins change: at once for a change made through this store (a judge's
   * abort is then live on this BFF's next page), as soon as the store tells for one made
   * elsewhere (Redis; readers of files from another process look again on their own).
   */
  onChange?(listener: (key: PinsKey) => void): void;
}

const PIN_FILE = /^([a-z0-9][a-z0-9_-]*?)(\.catering)?\.json$/;

/** Pin files under `releaseRoot/pins/`, each change made under a lock file. */
export function filePinStore(releaseRoot: string): PinStore {
  const fileOf = (key: PinsKey) => pinFilePath(releaseRoot, key.environment, key.channel);
  const listeners: Array<(key: PinsKey) => void> = [];
  const written = (key: PinsKey) => {
    for (const listener of listeners) listener(key);
  };
  return {
    location: path.join(releaseRoot, PINS_DIR),
    where: fileOf,
    read: (key) => readPinFile(fileOf(key)),
    async update(key, change) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const release = await lockfile.lock(file, {
        realpath: false,
        retries: { retries: 50, minTimeout: 20, maxTimeout: 200 },
        stale: 10_000,
      });
      try {
        const outcome = await change(
          (await readPinFile(file)) ?? emptyPinFile(key.environment, key.channel),
        );
        if (outcome.changed) {
          await writePinFile(file, outcome.file);
          written(key);
        }
        return outcome;
      } finally {
        await release();
      }
    },
    async replace(key, pins) {
      await writePinFile(fileOf(key), pins);
      written(key);
    },
    onChange: (listener) => listeners.push(listener),
    async list() {
      let names: string[];
      try {
        names = await readdir(path.join(releaseRoot, PINS_DIR));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw error;
      }
      const keys = names
        .map((name) => PIN_FILE.exec(name))
        .filter((match): match is RegExpExecArray => match !== null)
        .map((match) => ({
          environment: match[1]!,
          channel: (match[2] ? 'catering' : 'default') as ReleaseChannel,
        }));
      return readAll(keys, (key) => readPinFile(fileOf(key)));
    },
  };
}

async function readAll(
  keys: PinsKey[],
  read: (key: PinsKey) => Promise<PinFile | undefined>,
): Promise<StoredPins[]> {
  const sorted = [...keys].sort(
    (a, b) =>
      a.environment.localeCompare(b.environment) ||
      RELEASE_CHANNELS.indexOf(a.channel) - RELEASE_CHANNELS.indexOf(b.channel),
  );
  return Promise.all(
    sorted.map(async (key) => {
      try {
        return { ...key, pins: await read(key) };
      } catch (error) {
        return { ...key, error: (error as Error).message };
      }
    }),
  );
}

const PREFIX = 'qsr:pins:';
/** The channel every change is published on (`<environment>:<channel>`). */
export const PINS_CHANGED = 'qsr:pins-changed';

/** Writes the new pins only if the key still holds what was read (compare and set). */
const COMPARE_AND_SET = `
local current = redis.call('GET', KEYS[1])
if (current or '') ~= ARGV[1] then return 0 end
redis.call('SET', KEYS[1], ARGV[2])
redis.call('PUBLISH', ARGV[3], ARGV[4])
return 1`;

/** How many times a change is tried again when another release manager wrote first. */
const MAX_ATTEMPTS = 20;

export class PinStoreConflictError extends Error {}

/** Runs one Redis command, or refuses it at once (the shared store's circuit breaker). */
export type RedisGuard = <T>(command: () => Promise<T>) => Promise<T>;

/**
 * Pins in Redis, one key per environment and channel (`qsr:pins:<env>:<channel>`, the pin
 * file's JSON). A change is a compare-and-set in a Lua script, tried again on the newer pins
 * when another writer came first; each change is published on `qsr:pins-changed`, so every
 * replica reads the new pins at once. A replica's reads go through `guard`, so that a Redis
 * that stalls fails them fast and the last pins read keep serving.
 */
export function redisPinStore(
  redis: Redis,
  subscriber?: Redis,
  guard: RedisGuard = (command) => command(),
): PinStore {
  const keyOf = (key: PinsKey) => `${PREFIX}${key.environment}:${key.channel}`;
  const parse = (key: PinsKey, raw: string | null) =>
    raw === null ? undefined : parsePinFile(raw, `redis ${keyOf(key)}`);
  const listeners: Array<(key: PinsKey) => void> = [];
  if (subscriber) {
    subscriber.on('message', (channel: string, message: string) => {
      if (channel !== PINS_CHANGED) return;
      const [environment = '', pinChannel = ''] = message.split(':');
      if (!(RELEASE_CHANNELS as readonly string[]).includes(pinChannel)) return;
      for (const listener of listeners) {
        listener({ environment, channel: pinChannel as ReleaseChannel });
      }
    });
    void subscriber.subscribe(PINS_CHANGED).catch(() => undefined);
  }
  return {
    location: `redis ${PREFIX}*`,
    where: (key) => `redis ${keyOf(key)}`,
    read: async (key) => parse(key, await guard(() => redis.get(keyOf(key)))),
    async update(key, change) {
      for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
        const raw = await redis.get(keyOf(key));
        const outcome = await change(parse(key, raw) ?? emptyPinFile(key.environment, key.channel));
        if (!outcome.changed) return outcome;
        const written = await redis.eval(
          COMPARE_AND_SET,
          1,
          keyOf(key),
          raw ?? '',
          serializePinFile(outcome.file),
          PINS_CHANGED,
          `${key.environment}:${key.channel}`,
        );
        if (written === 1) return outcome;
      }
      throw new PinStoreConflictError(`${keyOf(key)} kept changing under this change: try again.`);
    },
    async replace(key, file) {
      await redis
        .multi()
        .set(keyOf(key), serializePinFile(file))
        .publish(PINS_CHANGED, `${key.environment}:${key.channel}`)
        .exec();
    },
    async list() {
      const keys: PinsKey[] = [];
      let cursor = '0';
      do {
        const [next, found] = await redis.scan(cursor, 'MATCH', `${PREFIX}*`, 'COUNT', 100);
        cursor = next;
        for (const name of found) {
          const [environment = '', channel = ''] = name.slice(PREFIX.length).split(':');
          if ((RELEASE_CHANNELS as readonly string[]).includes(channel)) {
            keys.push({ environment, channel: channel as ReleaseChannel });
          }
        }
      } while (cursor !== '0');
      return readAll(keys, async (key) => parse(key, await redis.get(keyOf(key))));
    },
    onChange: subscriber ? (listener) => listeners.push(listener) : undefined,
  };
}
