import { Router } from 'express';

/** `GET /healthz`: the process is up and serving (it holds no state to check). */
export function createHealthRouter(): Router {
  const router = Router();
  router.get('/', (_req, res) => {
    res.set('cache-control', 'no-store').json({ status: 'ok' });
  });
  return router;
}
