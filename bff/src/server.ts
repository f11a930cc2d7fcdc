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

function listen(app: Express, port: number, address: string): Promise<http.Server> {
  return new Promise((resolve, reject) => {
    const server = http.createServer(app);
    // Longer than a load balancer's idle timeout, so it never reuses a connection we closed.
    server.keepAliveTimeout = 65_000;
    server.headersTimeout = 66_000;
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
 * One app on two ports: the consumer site on `port`, the catering site on `cateringPort`.
 * Without a host, both loopback families are used (127.0.0.1 always, ::1 where available),
 * so `localhost` reaches the site whichever address a client tries first.
 */
export async function startServers(
  app: Express,
  options: { port: number; cateringPort: number; host: string | undefined; logger: Logger },
): Promise<RunningServers> {
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
      const server = await listen(app, wanted, primary);
      const { port } = server.address() as AddressInfo;
      listeners.push({ role, address: primary, port, server });
      if (options.host === undefined) {
        try {
          const v6 = await listen(app, port, '::1');
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
