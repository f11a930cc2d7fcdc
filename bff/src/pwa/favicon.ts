import path from 'node:path';
import type { RequestHandler } from 'express';
import { contextOf } from '../logging/request-context';
import { NO_CACHE } from '../static/cache-control';

/**
 * `/favicon.ico`, which browsers and crawlers ask for on every site: the request's channel's
 * 192-pixel app icon (a PNG; browsers read it whatever the name says). Without it every page
 * logged a 404 in the console. 404 while the host is not built.
 */
export function faviconHandler(hostDist: string): RequestHandler {
  return (_req, res, next) => {
    const icon = path.join(hostDist, 'icons', `${contextOf(res).channel}-192.png`);
    res.vary('host').sendFile(icon, { headers: { 'cache-control': NO_CACHE } }, (error) => {
      if (!error || res.headersSent) return;
      // The browser left (Chromium drops its favicon request when the page moves on) while the
      // file was being looked up: that lookup still answers (a 304 ends the response), so the
      // handlers after this one must not answer too.
      if ((error as NodeJS.ErrnoException).code === 'ECONNABORTED') return;
      // No icon (the host is not built): the plain 404 after the other files.
      if ((error as { status?: number }).status === 404) next();
      else next(error);
    });
  };
}
