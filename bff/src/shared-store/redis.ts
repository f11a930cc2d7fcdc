import { Redis } from 'ioredis';
import type { Logger } from '../logging/logger';

/**
 * The store BFF replicas share (`REDIS_URL`): release pins, attempt counts, signed-out tokens.
 * A command fails at once while Redis is unreachable (no offline queue), so that every user of
 * it falls back on what it has (the last pins read, the in-memory limits) instead of waiting;
 * the connection is tried again in the background until Redis is back.
 */
export interface SharedStore {
  /** Commands. */
  client: Redis;
  /** A second connection for pub/sub (a subscribed connection takes no other commands). */
  subscriber: Redis;
  /** Whether the command connection is up right now. */
  isUp(): boolean;
  /** Resolves once the command connection is up; rejects after `timeoutMs` (a command line waits). */
  whenUp(timeoutMs: number): Promise<void>;
  close(): Promise<void>;
}

/** Where the store is, for messages: its host and port, never the password a URL may carry. */
export function where(url: string): string {
  try {
    const { protocol, host } = new URL(url);
    return `${protocol}//${host}`;
  } catch {
    return 'REDIS_URL';
  }
}

/** Reconnect quickly at first, then every 2 s at most, forever. */
const retryStrategy = (attempt: number) => Math.min(attempt * 100, 2000);

function connection(url: string, role: string, logger: Logger): Redis {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 2000,
    retryStrategy,
    lazyConnect: false,
  });
  let down = false;
  redis.on('error', (error: Error) => {
    if (!down) logger.warn({ role, err: error.message }, 'shared store unreachable');
    down = true;
  });
  redis.on('ready', () => {
    if (down) logger.info({ role }, 'shared store back');
    down = false;
  });
  return redis;
}

export function connectSharedStore(url: string, logger: Logger): SharedStore {
  const client = connection(url, 'commands', logger);
  // The subscriber keeps its subscriptions queued while reconnecting.
  const subscriber = new Redis(url, { connectTimeout: 2000, retryStrategy });
  subscriber.on('error', () => undefined);
  return {
    client,
    subscriber,
    isUp: () => client.status === 'ready',
    whenUp(timeoutMs) {
      if (client.status === 'ready') return Promise.resolve();
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          client.off('ready', onReady);
          reject(new Error(`the shared store at ${where(url)} is not reachable`));
        }, timeoutMs);
        const onReady = () => {
          clearTimeout(timer);
          resolve();
        };
        client.once('ready', onReady);
      });
    },
    async close() {
      client.disconnect();
      subscriber.disconnect();
    },
  };
}
