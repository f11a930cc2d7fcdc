import { Router } from 'express';
import { queryHasControlCharacters } from '@qsr/shared-contracts/core';
import type { BffConfig } from '../config';
import type { Logger } from '../logging/logger';
import type { UpstreamAgents } from '../proxy/agents';
import { hasRequestBody } from '../proxy/request-body';
import { isSafeUpstreamPath, pathOnly } from '../proxy/safe-path';
import { createPublicReadProxy } from '../proxy/public-read-proxy';

/**
 * `/cms/<path>` and `/cms/cdn/<path>` (§7.3 content service) → `<CONTENT_API_URL>/<path>`, query kept (the public
 * token travels in it, Storyblok style). Reads only: GET and HEAD. Answers are cacheable as
 * the content service says (`cache-control`, `etag`, `last-modified`, `vary` pass, and
 * `if-none-match` / `if-modified-since` go upstream, so a 304 comes back as such).
 */
export function createCmsRouter(options: {
  config: BffConfig;
  agents: UpstreamAgents;
  logger: Logger;
}): Router {
  const { config } = options;
  const base = new URL(config.contentApiUrl);
  const proxy = createPublicReadProxy('content', config.contentApiUrl, {
    ...options,
    timeoutMs: config.upstreamTimeoutMs,
  });
  const router = Router();
  router.use((req, res, next) => {
    const subPath = pathOnly(req.url);
    if (
      !isSafeUpstreamPath(pathOnly(req.originalUrl)) ||
      !isSafeUpstreamPath(subPath) ||
      queryHasControlCharacters(req.originalUrl)
    ) {
      res.status(400).set('cache-control', 'no-store').json({ message: 'Bad request' });
      return;
    }
    if (subPath === '/') {
      res.status(404).set('cache-control', 'no-store').json({ message: 'Not found' });
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res
        .status(405)
        .set('allow', 'GET, HEAD')
        .set('cache-control', 'no-store')
        .json({ message: 'Method not allowed' });
      return;
    }
    if (hasRequestBody(req)) {
      res.status(400).set('cache-control', 'no-store').json({ message: 'Bad request' });
      return;
    }
    // storyblok-js-client asks `{endpoint}/cdn/stories`: with the endpoint `/cms` that is
    // `/cms/cdn/stories`, the same call as the site's own `/cms/stories`.
    const servicePath = req.url.replace(/^\/cdn(?=\/)/, '');
    req.url = `${base.pathname === '/' ? '' : base.pathname}${servicePath}`;
    return proxy(req, res, next);
  });
  return router;
}
