import { Router } from 'express';
import type { Lifecycle } from '../lifecycle/lifecycle';
import { contextOf } from '../logging/request-context';
import type { CheckReadiness } from './readiness';

/** `GET /healthz`: the process is up and serving (it holds no state to check). */
export function createHealthRouter(): Router {
  const router = Router();
  router.get('/', (_req, res) => {
    res.set('cache-control', 'no-store').json({ status: 'ok' });
  });
  return router;
}

/**
 * `GET /readyz`: 200 `{status:'ready', checks}` when the ordering API answers, the host is
 * built and the pinned remote versions are intact (`degraded` while the shared store is away); 503 `{status:'not ready', failed:[…], checks}` naming what failed; 503 `shutting down`
 * once SIGTERM has come.
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
