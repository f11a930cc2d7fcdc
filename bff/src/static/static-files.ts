import type { ServerResponse } from 'node:http';
import express, { type RequestHandler } from 'express';
import { FIRST_SCREEN_PAGE } from '@qsr/shared-contracts/core';
import { cacheControlFor } from './cache-control';

/** Files of one folder, with the BFF's cache rules; unknown paths fall through. */
export function staticFiles(root: string): RequestHandler {
  return express.static(root, {
    index: false,
    redirect: false,
    dotfiles: 'ignore',
    cacheControl: false,
    setHeaders: (res: ServerResponse, filePath: string) => {
      res.setHeader('cache-control', cacheControlFor(filePath));
    },
  });
}

/** The host's page templates: the HTML handler fills them in; the raw files are never served. */
const PAGE_TEMPLATES = new Set(['/index.html', `/${FIRST_SCREEN_PAGE}`]);

/** The host shell's build at `/`, but its page templates (left to the HTML handler). */
export function hostStatic(hostDist: string): RequestHandler {
  const files = staticFiles(hostDist);
  return (req, res, next) => {
    if (PAGE_TEMPLATES.has(req.path.toLowerCase())) {
      next();
      return;
    }
    return files(req, res, next);
  };
}

/**
 * Production serves no source maps: they carry the source. The builds keep them beside the
 * files (`hidden-source-map`: no link to them in the files) for error reporting.
 */
export function withoutSourceMaps(): RequestHandler {
  return (req, res, next) => {
    if (/\.map$/i.test(req.path)) {
      res.status(404).set('cache-control', 'no-store').type('text/plain').send('Not found');
      return;
    }
    next();
  };
}
