import { Router, type RequestHandler } from 'express';
import type { RemoteBuildSource } from '../remotes-config/remote-builds';
import { staticFiles } from './static-files';

function notFound(): RequestHandler {
  return (_req, res) => {
    res.status(404).set('cache-control', 'no-store').type('text/plain').send('Not found');
  };
}

/**
 * `/remotes/<name>/<version>/<file>`: the files of a remote build, only at the version that
 * is being served (anything else is 404, never another version's files).
 */
export function createRemotesStaticRouter(builds: RemoteBuildSource): Router {
  const router = Router();
  const byDir = new Map<string, RequestHandler>();

  router.use('/:name/:version', async (req, res, next) => {
    const { name, version } = req.params as { name: string; version: string };
    const build = await builds.find(name, version);
    if (!build) {
      next();
      return;
    }
    let files = byDir.get(build.dir);
    if (!files) {
      files = staticFiles(build.dir);
      byDir.set(build.dir, files);
    }
    return files(req, res, next);
  });
  router.use(notFound());
  return router;
}
