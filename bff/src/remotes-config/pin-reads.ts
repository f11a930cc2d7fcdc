import path from 'node:path';
import type { Logger } from '../logging/logger';
import type { ReleaseChannel } from '../release/layout';
import type { PinStore, PinsKey } from '../release/pin-store';
import { PinFileError, type PinFile } from '../release/pins';
import type { ChangeLog } from './change-log';
import type { ProblemList } from './problem-list';

export interface PinRead {
  file: PinFile | undefined;
  /** The pins cannot be trusted (a PinFileError): the last good read is kept. */
  error?: string;
  /** The store could not be read at all (Redis down): the last good read is kept. */
  unreachable?: string;
}

export interface PinReader {
  /** The pins of an environment and channel, read again every `cacheMs` or when they change. */
  read(environment: string, channel: ReleaseChannel): Promise<PinRead>;
  /** Why the pin store could not be read last time; undefined while all is well. */
  storeTrouble(): string | undefined;
}

/** Logs pins refused, unreachable or read, once per change of what was read. */
function logPinRead(logger: Logger, changeLog: ChangeLog, name: string, result: PinRead): void {
  const state = result.error
    ? `error ${result.error}`
    : result.unreachable
      ? `unreachable ${result.unreachable}`
      : JSON.stringify(result.file?.pins ?? null);
  changeLog(`pins:${name}`, state, () => {
    if (result.error) logger.error({ pins: name, reason: result.error }, 'pins refused');
    else if (result.unreachable) {
      logger.warn(
        { pins: name, reason: result.unreachable },
        'pins unreachable: serving the last read',
      );
    } else if (result.file) logger.info({ pins: name }, 'pins read');
  });
}

/** The pins of each environment and channel, from the pin store: read again every `cacheMs`, and at once when the store says they changed. */
export function pinReader(options: {
  pinStore: PinStore;
  cacheMs: number;
  logger: Logger;
  changeLog: ChangeLog;
  problems: ProblemList;
}): PinReader {
  const { pinStore, cacheMs, logger, changeLog, problems } = options;
  const pinReads = new Map<string, { at: number; read: Promise<PinRead> }>();
  let storeTrouble: string | undefined;
  const keyName = (key: PinsKey) => `${key.environment}:${key.channel}`;
  pinStore.onChange?.((key) => pinReads.delete(keyName(key)));

  const readStore = async (key: PinsKey, previous?: Promise<PinRead>): Promise<PinRead> => {
    const before = previous ? await previous.catch(() => undefined) : undefined;
    try {
      const file = await pinStore.read(key);
      storeTrouble = undefined;
      return { file };
    } catch (error) {
      // Being replaced, edited by hand, or the store is away: keep what was last read well.
      const message = error instanceof Error ? error.message : String(error);
      if (error instanceof PinFileError) return { file: before?.file, error: message };
      storeTrouble = `${pinStore.location}: ${message}`;
      return { file: before?.file, unreachable: message };
    }
  };

  const read = (environment: string, channel: ReleaseChannel): Promise<PinRead> => {
    const key: PinsKey = { environment, channel };
    const name = path.basename(pinStore.where(key));
    const now = Date.now();
    const current = pinReads.get(keyName(key));
    if (current && now - current.at < cacheMs) return current.read;
    const reading = readStore(key, current?.read);
    pinReads.set(keyName(key), { at: now, read: reading });
    return reading.then((result) => {
      problems.set(
        `pins:${name}`,
        result.error ? `${name} cannot be read: ${result.error}` : undefined,
      );
      logPinRead(logger, changeLog, name, result);
      return result;
    });
  };

  return { read, storeTrouble: () => storeTrouble };
}
