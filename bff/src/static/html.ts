import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse as parseCookies } from 'cookie';
import type { Request, RequestHandler, Response } from 'express';
import {
  FIRST_SCREEN_PAGE,
  findRoute,
  requestLanguage,
  type Channel,
  type SiteConfig,
} from '@qsr/shared-contracts/core';
import {
  REMOTE_DATA_PARAM,
  injectFirstScreen,
  type FirstScreens,
} from '../first-screen/first-screens';
import { visitorCohort } from '../release/canary/cohort-cookie';
import type { Logger } from '../logging/logger';
import { contextOf } from '../logging/request-context';
import { THEME_COLOURS } from '../pwa/web-manifest';
import { NO_CACHE, PRIVATE_NO_CACHE } from './cache-control';
import { injectPageHead, type PageHeads } from './page-heads';
import { injectSiteConfig } from './site-config';
import { keepQueryLanguage } from './language-cookie';
import { servedPath } from './static-path';

export const NOT_BUILT_MESSAGE = 'The site is not built yet: run npm run build.';

/** Paths the HTML fallback never answers: they belong to other handlers. */
const RESERVED = /^\/(?:api|cms|config|remotes|healthz|readyz)(?:\/|$)/i;

/**
 * Does the request want a page? A browser navigation says `text/html`. A client that accepts
 * anything gets a page only for extension-less paths, so a missing script or image is a plain
 * 404 and never an HTML page parsed as code.
 */
export function wantsHtml(req: Request): boolean {
  const accept = req.headers.accept ?? '';
  if (/\btext\/html\b|\bapplication\/xhtml\+xml\b/i.test(accept)) return true;
  const lastSegment = (servedPath(req.path) ?? req.path).split('/').pop() ?? '';
  return !lastSegment.includes('.') && req.accepts('html') === 'html';
}

/** A page of the host's build, or null when it is not there. */
async function readPage(file: string): Promise<string | null> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    return null;
  }
}

/** The query of a request's URL (`?lang=es`), whatever its path holds ('' without one). */
function searchOf(url: string): string {
  const start = url.indexOf('?');
  return start === -1 ? '' : url.slice(start);
}

/** §2.1 route of the path, or null (the host then renders the §2.11 page). */
function routeOf(pathname: string) {
  try {
    return findRoute(pathname);
  } catch {
    // A malformed escape in a parameter.
    return null;
  }
}

/**
 * The data a remote's part of a page's first screen starts from, at the page's URL with
 * `?first-screen=<remote>` (the page preloads it): JSON, or 404 when that remote's part of the
 * page has none. Cached as the page is.
 */
async function sendRemoteData(
  req: Request,
  res: Response,
  remote: string,
  firstScreens: FirstScreens | undefined,
): Promise<void> {
  const owner = routeOf(req.path)?.route.owner;
  const answer =
    owner !== undefined && owner !== 'host' && owner === remote
      ? await firstScreens?.remoteData(req, contextOf(res).channel, owner, visitorCohort(req, res))
      : null;
  res.vary('cookie').vary('accept-language');
  if (!answer) {
    res.status(404).set('cache-control', NO_CACHE).json({ message: 'No first-screen data here.' });
    return;
  }
  res.set('cache-control', answer.personal ? PRIVATE_NO_CACHE : NO_CACHE).json(answer.data);
}

/**
 * The host page for every route: `index.html` of the host build with the site configuration
 * written in. 200 for a route of §2.1, 404 otherwise; 503 while the host is not built. A
 * marketing page also gets its head from its content (§2.1), and 404 when it has none; a page
 * with a server-rendered first screen gets it.
 */
export function createHtmlHandler(options: {
  hostDist: string;
  siteConfig: SiteConfig;
  /** Each channel's public origin: canonical links and social tags never come from `Host`. */
  publicOrigins: Record<Channel, string>;
  logger: Logger;
  pageHeads?: PageHeads;
  firstScreens?: FirstScreens;
}): RequestHandler {
  const indexFile = path.join(options.hostDist, 'index.html');
  const firstScreenFile = path.join(options.hostDist, FIRST_SCREEN_PAGE);
  return async (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || RESERVED.test(req.path)) {
      next();
      return;
    }
    const dataOf = new URLSearchParams(searchOf(req.originalUrl)).get(REMOTE_DATA_PARAM);
    if (dataOf !== null) {
      await sendRemoteData(req, res, dataOf, options.firstScreens);
      return;
    }
    if (!wantsHtml(req)) {
      next();
      return;
    }
    const { channel } = contextOf(res);
    const route = routeOf(req.path);
    // The visit's side of any canary, given on its first page (release/canary/cohort-cookie.ts).
    const cohort = visitorCohort(req, res);
    const firstScreen = route
      ? await options.firstScreens?.render(req, channel, route.route.owner, cohort)
      : null;
    // A first screen comes in the host's page made for it, else in its usual page.
    let html = (firstScreen && (await readPage(firstScreenFile))) || (await readPage(indexFile));
    if (html === null) {
      options.logger.warn({ file: indexFile }, 'host not built');
      res.status(503).set('cache-control', 'no-store').type('text/plain').send(NOT_BUILT_MESSAGE);
      return;
    }
    if (firstScreen) html = injectFirstScreen(html, firstScreen);
    // The page's language (§4.11), as the server can know it: its head and `lang` are in it.
    const search = searchOf(req.originalUrl);
    keepQueryLanguage(req, res, search);
    const language = requestLanguage(
      search,
      parseCookies(req.headers.cookie ?? ''),
      req.acceptsLanguages(),
    );
    html = html.replace(/<html lang="[^"]*"/, `<html lang="${language}"`);
    // The browser's bar in the channel's colour from the first paint, as the manifest says.
    html = html.replace(
      /<meta name="theme-color" content="[^"]*"/,
      `<meta name="theme-color" content="${THEME_COLOURS[channel]}"`,
    );
    let status = route ? 200 : 404;
    if (route?.route.owner === 'marketing' && options.pageHeads) {
      const answer = await options.pageHeads.lookup(
        req.path,
        options.publicOrigins[channel],
        language,
      );
      if (answer) {
        html = injectPageHead(html, answer.head, options.siteConfig.brandName);
        if (!answer.found) status = 404;
      }
    }
    // A first screen follows the cookies (language, restaurant, box): a cache must tell them apart.
    if (firstScreen) res.vary('cookie');
    // Without a chosen language, the page starts in the browser's (`lang` and the first screen).
    res.vary('accept-language');
    res
      .status(status)
      .set('cache-control', firstScreen?.personal ? PRIVATE_NO_CACHE : NO_CACHE)
      .type('html')
      .send(injectSiteConfig(html, options.siteConfig));
  };
}
