import { Router, type RequestHandler, type Response } from 'express';
import type { BffConfig } from '../config';
import { API_HEADERS } from '../contracts';
import type { Logger } from '../logging/logger';
import { createBrazeRouter } from '../braze/braze-router';
import { createCareersSheetRouter, createJobSearchRouter } from '../careers/careers-routers';
import { createSubmitRouter } from '../forms/submit-router';
import type { ResolveMember } from '../members/member-identity';
import {
  limitedOrderingEndpoint,
  rateLimit,
  type FixedWindowLimiter,
} from '../security/rate-limit';
import type { UpstreamAgents } from './agents';
import { bufferBody } from './request-body';
import { isSafeUpstreamPath, pathOnly } from './safe-path';
import { orderingApiHeaders } from './upstream-headers';
import { createUpstreamProxy } from './upstream-proxy';

export function sendApiError(res: Response, status: number, message: string): void {
  res.status(status).set('cache-control', 'no-store').json({ message });
}

/** The internal path header (§7) may only name the path the request is for. */
function internalPathMatches(header: string, apiPath: string): boolean {
  const claimed = pathOnly(header.trim()).replace(/^\/+/, '');
  const actual = apiPath.replace(/^\/+/, '');
  if (claimed === actual) return true;
  try {
    // The browser sends the header as written and the URL percent-encoded.
    return claimed === decodeURIComponent(actual);
  } catch {
    return false;
  }
}

/**
 * Checks every API request before anything goes upstream: the full path must be safe to
 * append to an upstream URL, and the internal path header, when sent, must match the path
 * below the API base (`req.url` inside a mounted router).
 */
export function apiRequestGuard(): RequestHandler {
  return (req, res, next) => {
    const fullPath = pathOnly(req.originalUrl);
    const apiPath = pathOnly(req.url);
    if (!isSafeUpstreamPath(fullPath) || !isSafeUpstreamPath(apiPath)) {
      sendApiError(res, 400, 'Bad request');
      return;
    }
    const header = req.headers[API_HEADERS.internalPath];
    if (header !== undefined) {
      if (Array.isArray(header) || !internalPathMatches(header, apiPath)) {
        sendApiError(res, 400, 'Bad request');
        return;
      }
    }
    next();
  };
}

export interface ApiRouterOptions {
  config: BffConfig;
  logger: Logger;
  agents: UpstreamAgents;
  /** Counts sign-in, sign-up, password and form attempts per client. */
  limiter: FixedWindowLimiter;
  resolveMember: ResolveMember;
}

/**
 * `/api`: the ordering API v1 (§7.1, §7.2) and the v2 carts (donations), the forms service
 * (`/api/submit`), job search (`/api/jobsearch`), the careers table (`/api/careers-sheet`) and
 * the marketing-automation API (`/api/braze`). Anything else under `/api` is 404.
 */
export function createApiRouter(options: ApiRouterOptions): Router {
  const { config, logger, agents } = options;
  const router = Router();
  const guard = apiRequestGuard();
  const body = bufferBody(config.bodyLimitBytes);

  const v1 = createUpstreamProxy({
    name: 'ordering-v1',
    target: config.orderingApiUrl,
    timeoutMs: config.upstreamTimeoutMs,
    agent: agents.for(config.orderingApiUrl),
    logger,
    headers: orderingApiHeaders,
  });
  const v2 = createUpstreamProxy({
    name: 'ordering-v2',
    target: config.orderingApiV2Url,
    timeoutMs: config.upstreamTimeoutMs,
    agent: agents.for(config.orderingApiV2Url),
    logger,
    headers: orderingApiHeaders,
  });
  const limitAttempts = rateLimit(options.limiter, (req) =>
    limitedOrderingEndpoint(pathOnly(req.url)),
  );

  // Every /api path, whichever upstream it is for: absolute URLs, traversal, backslashes…
  router.use((req, res, next) => {
    if (!isSafeUpstreamPath(pathOnly(req.originalUrl))) {
      sendApiError(res, 400, 'Bad request');
      return;
    }
    next();
  });
  router.use(
    '/v1',
    guard,
    (req, res, next) => {
      if (pathOnly(req.url) === '/') {
        sendApiError(res, 404, 'Not found');
        return;
      }
      next();
    },
    limitAttempts,
    body,
    v1,
  );
  router.use(
    '/v2',
    guard,
    (req, res, next) => {
      // Only the carts of v2 are part of the site (§7.2 donations).
      if (!/^\/carts\/[^/]/.test(pathOnly(req.url))) {
        sendApiError(res, 404, 'Not found');
        return;
      }
      next();
    },
    body,
    v2,
  );
  router.use('/submit', createSubmitRouter(options));
  router.use('/jobsearch', createJobSearchRouter(options));
  router.use('/careers-sheet', createCareersSheetRouter(options));
  router.use('/braze', createBrazeRouter(options));
  router.use((_req, res) => sendApiError(res, 404, 'Not found'));
  return router;
}
