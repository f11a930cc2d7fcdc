import type { ServerResponse } from 'node:http';
import express, { type RequestHandler } from 'express';
import { cacheControlFor } from './cache-control';
import { isPageTemplate } from './static-path';

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

/** The host shell's build at `/`, but its page templates (left to the HTML handler). */
export function hostStatic(hostDist: string): RequestHandler {
  const files = staticFiles(hostDist);
  return (req, res, next) => {
    if (isPageTemplate(req.path)) {
      next();
      return;
    }
    return files(req, res, next);
  };
}
