import { Router, type Request, type Response } from 'express';
import type { BffConfig } from '../config';
import type { Logger } from '../logging/logger';
import type { UpstreamAgents } from '../proxy/agents';
import { hasRequestBody } from '../proxy/request-body';
import { pathOnly } from '../proxy/safe-path';
import { createPublicReadProxy } from '../proxy/public-read-proxy';

function sendJson(res: Response, status: number, message: string): void {
  res.status(status).set('cache-control', 'no-store').json({ message });
}

/** GET and HEAD only, without a body, at the mount point itself (no sub-paths). */
function readOfMountPoint(req: Request, res: Response): boolean {
  if (pathOnly(req.url) !== '/') {
    sendJson(res, 404, 'Not found');
    return false;
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.set('allow', 'GET, HEAD');
    sendJson(res, 405, 'Method not allowed');
    return false;
  }
  if (hasRequestBody(req)) {
    sendJson(res, 400, 'Bad request');
    return false;
  }
  return true;
}

/** The query string of a request, `?…` or ''. */
function queryOf(req: Request): string {
  const start = req.originalUrl.indexOf('?');
  return start === -1 ? '' : req.originalUrl.slice(start);
}

const JOB_ACTIONS = new Set(['search', 'detail']);

/**
 * `GET /api/jobsearch?action=search|detail&…` (§7.3) → `<JOBS_API_URL>/search` or `/detail`
 * with the rest of the query. Any other action, or none, is 400 before any upstream call.
 */
export function createJobSearchRouter(options: {
  config: BffConfig;
  agents: UpstreamAgents;
  logger: Logger;
}): Router {
  const { config } = options;
  const base = new URL(config.jobsApiUrl);
  const proxy = createPublicReadProxy('jobs', config.jobsApiUrl, {
    ...options,
    timeoutMs: config.upstreamTimeoutMs,
  });
  const router = Router();
  router.use((req, res, next) => {
    if (!readOfMountPoint(req, res)) return;
    const params = new URLSearchParams(queryOf(req));
    const actions = params.getAll('action');
    const action = actions[0];
    if (actions.length !== 1 || action === undefined || !JOB_ACTIONS.has(action)) {
      sendJson(res, 400, 'Bad request');
      return;
    }
    params.delete('action');
    const query = params.toString();
    req.url = `${base.pathname}/${action}${query ? `?${query}` : ''}`;
    return proxy(req, res, next);
  });
  return router;
}

/**
 * `GET /api/careers-sheet` (§7.3 careers table) → `CAREERS_SHEET_URL`, query kept. A public
 * read of the spreadsheet-database service; nothing else of that service is reachable.
 */
export function createCareersSheetRouter(options: {
  config: BffConfig;
  agents: UpstreamAgents;
  logger: Logger;
}): Router {
  const { config } = options;
  const sheet = new URL(config.careersSheetUrl);
  const proxy = createPublicReadProxy('careers-sheet', config.careersSheetUrl, {
    ...options,
    timeoutMs: config.upstreamTimeoutMs,
  });
  const router = Router();
  router.use((req, res, next) => {
    if (!readOfMountPoint(req, res)) return;
    req.url = `${sheet.pathname}${queryOf(req)}`;
    return proxy(req, res, next);
  });
  return router;
}
