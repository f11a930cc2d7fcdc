import { Router } from 'express';
import { contextOf } from '../logging/request-context';
import type { ResolveRemotes } from './resolve-remotes';

/** `/config/remotes.json`: the remote versions for the request's channel, never cached. */
export function createRemotesConfigRouter(options: {
  resolveRemotes: ResolveRemotes;
  environment: string;
}): Router {
  const router = Router();
  router.get('/remotes.json', async (_req, res) => {
    const config = await options.resolveRemotes(contextOf(res).channel, options.environment);
    res
      .set('cache-control', 'no-cache')
      // The channel comes from the host name and port.
      .vary('host')
      .json(config);
  });
  router.use((_req, res) => {
    res.status(404).set('cache-control', 'no-store').json({ message: 'Not found' });
  });
  return router;
}
