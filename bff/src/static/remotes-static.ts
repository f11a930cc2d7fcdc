import path from 'node:path';
import type { ServerResponse } from 'node:http';
import express, { Router, type RequestHandler } from 'express';
import type { RemoteBuildSource } from '../remotes-config/remote-builds';
import { releaseSettings } from '../release/settings';
import { IMMUTABLE, NO_CACHE } from './cache-control';
import { staticFiles } from './static-files';

function notFound(): RequestHandler {
  return (_req, res) => {
    res.status(404).set('cache-control', 'no-store').type('text/plain').send('Not found');
  };
}

/** Files of a released version that describe it rather than run: revalidated on every use. */
const RELEASE_METADATA = new Set(['mf-manifest.json', 'release.json', 'mf-stats.json']);

/**
 * The files of a released version: its URL names the version and the folder never changes,
 * so everything is immutable except the manifest, which is revalidated (docs/architecture.md,
 * Release: versions and pins).
 */
function releasedFiles(root: string): RequestHandler {
  return express.static(root, {
    index: false,
    redirect: false,
    dotfiles: 'ignore',
    cacheControl: false,
    setHeaders: (res: ServerResponse, filePath: string) => {
      const name = path.basename(filePath);
      res.setHeader('cache-control', RELEASE_METADATA.has(name) ? NO_CACHE : IMMUTABLE);
    },
  });
}

/**
 * `/remotes/<name>/<version>/<file>`: the files of a remote version the BFF can serve — a
 * released version (only the files its `hashes.json` lists, and only while they match it), else
 * the local build at exactly that version. Anything else is 404, never another version's files.
 */
export function createRemotesStaticRouter(
  builds: RemoteBuildSource,
  options: { remotesOrigin?: string | undefined } = {},
): Router {
  const router = Router();
  const byDir = new Map<string, RequestHandler>();
  const crossOrigin =
    'remotesOrigin' in options
      ? options.remotesOrigin !== undefined
      : releaseSettings().remotesOrigin !== undefined;

  router.use('/:name/:version', async (req, res, next) => {
    const { name, version } = req.params as { name: string; version: string };
    const build = await builds.find(name, version);
    if (!build) {
      next();
      return;
    }
    if (build.released) {
      let file: string;
      try {
        file = decodeURIComponent(req.path).replace(/^\/+/, '');
      } catch {
        next();
        return;
      }
      if (!build.files?.has(file)) {
        next();
        return;
      }
    }
    if (crossOrigin) {
      // Served to pages of the site through REMOTES_ORIGIN (a CDN): manifests are fetched.
      res.setHeader('access-control-allow-origin', '*');
      res.setHeader('cross-origin-resource-policy', 'cross-origin');
    }
    let files = byDir.get(build.dir);
    if (!files) {
      files = build.released ? releasedFiles(build.dir) : staticFiles(build.dir);
      byDir.set(build.dir, files);
    }
    return files(req, res, next);
  });
  router.use(notFound());
  return router;
}
