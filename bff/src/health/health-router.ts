import { Router } from 'express';
import type { Lifecycle } from '../lifecycle/lifecycle';
import { contextOf } from '../logging/request-context';
import type { CheckReadiness } from './readiness';

/**
 * `GET /healthz`, the liveness probe: 200 as long as the process answers, at once and without
 * asking anything. Its body says what this process knows: `{status:'ok'}`, or
 * `{status:'degraded', sharedStore:'degraded: …'}` while the shared store (Redis) is away
 * (restarting the process would not bring it back; `/readyz` says what is served meanwhile).
 */
export function createHealthRouter(
  options: { sharedStoreTrouble?: () => string | undefined } = {},
): Router {
  const router = Router();
  router.get('/', (_req, res) => {
    res.set('cache-control', 'no-store');
    if (!options.sharedStoreTrouble) {
      res.json({ status: 'ok' });
      return;
    }
    const trouble = options.sharedStoreTrouble();
    res.json(
      trouble === undefined
        ? { status: 'ok', sharedStore: 'ok' }
        : { status: 'degraded', sharedStore: `degraded: ${trouble}` },
    );
  });
  return router;
}

/**
 * `GET /readyz`: 200 `{status:'ready', checks}` when the ordering API answers and the host is
 * built; 200 `degraded` while the shared store is away or a pinned remote version cannot be
 * served (the check says why); 503 `{status:'not ready', failed:[…], checks}` naming what
 * failed; 503 `shutting down` once SIGTERM has come.
 */
export function createReadinessRouter(options: {
  checkReadiness: CheckReadiness;
  lifecycle: Lifecycle;
}): Router {
  const router = Router();
  router.get('/', async (_req, res) => {
    res.set('cache-control', 'no-store');
    if (options.lifecycle.draining) {
      res.status(503).json({ status: 'shutting down', failed: ['shutdown'] });
      return;
    }
    const { ready, degraded, checks } = await options.checkReadiness(contextOf(res).requestId);
    if (ready) {
      res.json({ status: degraded ? 'degraded' : 'ready', checks });
      return;
    }
    const failed = Object.entries(checks)
      .filter(([, value]) => value.startsWith('failed'))
      .map(([name]) => name);
    res.status(503).json({ status: 'not ready', failed, checks });
  });
  return router;
}
