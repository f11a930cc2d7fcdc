import type { RequestHandler } from 'express';

/** Whether the process is shutting down; shared by the servers, `/readyz` and every answer. */
export interface Lifecycle {
  readonly draining: boolean;
  startDraining(): void;
}

export function createLifecycle(): Lifecycle {
  let draining = false;
  return {
    get draining() {
      return draining;
    },
    startDraining() {
      draining = true;
    },
  };
}

/**
 * While draining, every answer (also one already in progress when SIGTERM came) carries
 * `connection: close`, so keep-alive clients open their next request elsewhere instead of
 * meeting a closed socket.
 */
export function closeConnectionsWhileDraining(lifecycle: Lifecycle): RequestHandler {
  return (_req, res, next) => {
    const writeHead = res.writeHead;
    res.writeHead = function writeHeadWhileDraining(this: typeof res, ...args: unknown[]) {
      if (lifecycle.draining && !this.headersSent) this.setHeader('connection', 'close');
      return (writeHead as (...rest: unknown[]) => typeof res).apply(this, args);
    } as typeof res.writeHead;
    next();
  };
}
