import { circuitBreaker, CircuitState, ConsecutiveBreaker, handleWhen } from 'cockatiel';
import { Redis } from 'ioredis';
import type { Logger } from '../logging/logger';

/**
 * The store BFF replicas share (`REDIS_URL`): release pins, attempt counts, signed-out tokens.
 * No request waits on it for long: a command fails at once while Redis is unreachable (no
 * offline queue), gives up after `commandTimeoutMs` when Redis stalls (a stopped process keeps
 * its connections open), and a circuit breaker stops sending any after `breakerFailures`
 * failures in a row. While the breaker is open every user of the store falls back on what it
 * has (the last pins read, the in-memory limits) at once; a ping every second tries Redis
 * again once `breakerResetMs` have passed, and closes the breaker when it answers.
 */
export interface SharedStore {
  /** The command connection itself (release tools; the BFF's requests go through `run`). */
  client: Redis;
  /** A second connection for pub/sub (a subscribed connection takes no other commands). */
  subscriber: Redis;
  /**
   * The command connection as a library sees it: its `status` is `ready` only while the
   * breaker is closed, so a library that checks it first (rate-limiter-flexible's
   * `rejectIfRedisNotReady`) goes to its fallback without sending anything.
   */
  clientWhileUp: Redis;
  /**
   * Runs `command` through the breaker; rejects at once with `SharedStoreAwayError` while it is
   * open, and with `SharedStoreLateError` once `withinMs` (what the request has left) pass: the
   * command still ends in the store, the request goes on without its answer.
   */
  run<T>(command: (redis: Redis) => Promise<T>, withinMs?: number): Promise<T>;
  /** Connected and the breaker closed: requests use Redis. */
  isUp(): boolean;
  /** Why requests do not use Redis right now; undefined while they do. */
  trouble(): string | undefined;
  /** Resolves once the command connection is up; rejects after `timeoutMs` (a command line waits). */
  whenUp(timeoutMs: number): Promise<void>;
  close(): Promise<void>;
}

/** How the store gives up (`REDIS_*` variables, see the BFF's README). */
export interface SharedStoreSettings {
  connectTimeoutMs: number;
  commandTimeoutMs: number;
  /** Failures (errors or timeouts) in a row that open the breaker. */
  breakerFailures: number;
  /** How long the breaker stays open before a ping tries Redis again. */
  breakerResetMs: number;
}

export const DEFAULT_SHARED_STORE_SETTINGS: SharedStoreSettings = {
  connectTimeoutMs: 1000,
  commandTimeoutMs: 500,
  breakerFailures: 3,
  breakerResetMs: 2000,
};

/** A command not sent because the breaker is open (or the connection is down). */
export class SharedStoreAwayError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SharedStoreAwayError';
  }
}

/** A command whose answer came later than the request could wait (the store alive but slow). */
export class SharedStoreLateError extends Error {
  constructor(withinMs: number) {
    super(`the shared store did not answer within ${withinMs} ms`);
    this.name = 'SharedStoreLateError';
  }
}

/** `running`, or a `SharedStoreLateError` once `withinMs` pass; the late answer is dropped. */
function answeredWithin<T>(running: Promise<T>, withinMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new SharedStoreLateError(withinMs)), withinMs);
  });
  running.catch(() => undefined);
  return Promise.race([running, late]).finally(() => clearTimeout(timer));
}

/** How often the store is pinged: a stall is seen without traffic, and a recovery too. */
const PING_MS = 1000;

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

function connection(url: string, settings: SharedStoreSettings): Redis {
  return new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: settings.connectTimeoutMs,
    commandTimeout: settings.commandTimeoutMs,
    retryStrategy,
    lazyConnect: false,
  });
}

/** `client` whose `status` says what `up` says; every other property is the client's own. */
function gated(client: Redis, up: () => boolean): Redis {
  return new Proxy(client, {
    get(target, property) {
      if (property === 'status') return up() ? 'ready' : 'breaker open';
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' && property !== 'constructor'
        ? (value as (...args: unknown[]) => unknown).bind(target)
        : value;
    },
  });
}

export function connectSharedStore(
  url: string,
  logger: Logger,
  settings: SharedStoreSettings = DEFAULT_SHARED_STORE_SETTINGS,
): SharedStore {
  const client = connection(url, settings);
  client.on('error', () => undefined);
  // The subscriber keeps its subscriptions queued while reconnecting.
  const subscriber = new Redis(url, { connectTimeout: settings.connectTimeoutMs, retryStrategy });
  subscriber.on('error', () => undefined);

  // An error Redis answered with (a wrong command) says it is there: only the others count.
  const breaker = circuitBreaker(
    handleWhen((error) => error.name !== 'ReplyError'),
    {
      halfOpenAfter: settings.breakerResetMs,
      breaker: new ConsecutiveBreaker(settings.breakerFailures),
    },
  );
  const lastFailure = () => {
    const failure = breaker.lastFailure;
    return failure && 'error' in failure ? failure.error.message : 'circuit open';
  };
  breaker.onBreak(() =>
    logger.warn({ reason: lastFailure() }, 'shared store away: serving without it'),
  );
  breaker.onReset(() => logger.info('shared store back'));

  const isUp = () => breaker.state === CircuitState.Closed && client.status === 'ready';
  const trouble = (): string | undefined => {
    if (client.status !== 'ready') return 'the shared store is unreachable';
    if (breaker.state !== CircuitState.Closed) {
      return `the shared store is not answering (${lastFailure()})`;
    }
    return undefined;
  };

  let pinging = false;
  const ping = setInterval(() => {
    if (pinging) return;
    pinging = true;
    // Also the breaker's test once it has been open for breakerResetMs.
    breaker
      .execute(() => client.ping())
      .catch(() => undefined)
      .finally(() => {
        pinging = false;
      });
  }, PING_MS);
  ping.unref();

  return {
    client,
    subscriber,
    clientWhileUp: gated(client, isUp),
    run(command, withinMs) {
      // Half-open lets one test through and holds the rest until it ends: only the ping tests.
      const reason = trouble();
      if (reason !== undefined) return Promise.reject(new SharedStoreAwayError(reason));
      const running = breaker.execute(() => command(client));
      return withinMs === undefined ? running : answeredWithin(running, withinMs);
    },
    isUp,
    trouble,
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
      clearInterval(ping);
      client.disconnect();
      subscriber.disconnect();
    },
  };
}
