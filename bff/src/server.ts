import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import type { Logger } from './logging/logger';

export interface Listener {
  /** `consumer` or `catering`. */
  role: 'consumer' | 'catering';
  address: string;
  port: number;
  server: http.Server;
}

export interface RunningServers {
  listeners: Listener[];
  /** Stops accepting, lets requests in flight finish, then drops what is left after `graceMs`. */
  close(graceMs?: number): Promise<void>;
}

/** How long a client may take to send a request: a slow one is dropped (slowloris). */
export interface ClientTimeouts {
  /** To send the request's headers. */
  headersTimeoutMs: number;
  /** To send the whole request, body included. */
  requestTimeoutMs: number;
}

export const DEFAULT_CLIENT_TIMEOUTS: ClientTimeouts = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
};

/** How often Node looks for clients past those timeouts (its default, 30 s, would double them). */
const TIMEOUT_CHECK_MS = 1000;

function listen(
  app: Express,
  port: number,
  address: string,
  timeouts: ClientTimeouts,
): Promise<http.Server> {
  return new Promise((resolve, reject) => {
    const server = http.createServer(
      {
        headersTimeout: timeouts.headersTimeoutMs,
        requestTimeout: timeouts.requestTimeoutMs,
        connectionsCheckingInterval: Math.min(TIMEOUT_CHECK_MS, timeouts.headersTimeoutMs),
      },
      app,
    );
    // Longer than a load balancer's idle timeout, so it never reuses a connection we closed.
    server.keepAliveTimeout = 65_000;
    server.once('error', reject);
    server.listen({ port, host: address }, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}

/**
 * Stops accepting connections at once; requests in flight finish. A connection is closed as
 * soon as it is idle (checked every 25 ms, and its answer says `connection: close` while
 * draining); whatever is still open after `graceMs` is dropped.
 */
function closeServer(server: http.Server, graceMs: number): Promise<void> {
  return new Promise((resolve) => {
    const sweep = setInterval(() => server.closeIdleConnections(), 25);
    const force = setTimeout(() => server.closeAllConnections(), graceMs);
    sweep.unref();
    force.unref();
    server.close(() => {
      clearInterval(sweep);
      clearTimeout(force);
      resolve();
    });
    server.closeIdleConnections();
  });
}

/**
 * The release console on its own port (`ADMIN_PORT`, loopback by default): one address, no
 * ::1 twin, since it is reached by name only where an operator asks for it.
 */
export async function startAdminServer(
  app: Express,
  options: { port: number; host: string; timeouts?: ClientTimeouts },
): Promise<{ port: number; close(graceMs?: number): Promise<void> }> {
  const server = await listen(
    app,
    options.port,
    options.host,
    options.timeouts ?? DEFAULT_CLIENT_TIMEOUTS,
  );
  return {
    port: (server.address() as AddressInfo).port,
    close: (graceMs = 10_000) => closeServer(server, graceMs),
  };
}

/**
 * One app on two ports: the consumer site on `port`, the catering site on `cateringPort`.
 * Without a host, both loopback families are used (127.0.0.1 always, ::1 where available),
 * so `localhost` reaches the site whichever address a client tries first.
 */
export async function startServers(
  app: Express,
  options: {
    port: number;
    cateringPort: number;
    host: string | undefined;
    logger: Logger;
    timeouts?: ClientTimeouts;
  },
): Promise<RunningServers> {
  const timeouts = options.timeouts ?? DEFAULT_CLIENT_TIMEOUTS;
  const listeners: Listener[] = [];
  const running: RunningServers = {
    listeners,
    async close(graceMs = 10_000) {
      await Promise.all(listeners.map((listener) => closeServer(listener.server, graceMs)));
    },
  };
  try {
    for (const [role, wanted] of [
      ['consumer', options.port],
      ['catering', options.cateringPort],
    ] as const) {
      const primary = options.host ?? '127.0.0.1';
      const server = await listen(app, wanted, primary, timeouts);
      const { port } = server.address() as AddressInfo;
      listeners.push({ role, address: primary, port, server });
      if (options.host === undefined) {
        try {
          const v6 = await listen(app, port, '::1', timeouts);
          listeners.push({ role, address: '::1', port, server: v6 });
        } catch (error) {
          options.logger.debug({ port, code: (error as NodeJS.ErrnoException).code }, 'no ::1');
        }
      }
    }
  } catch (error) {
    await running.close(0);
    throw error;
  }
  return running;
}
