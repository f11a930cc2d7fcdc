import type { RequestHandler } from 'express';
import type { Logger } from '../logging/logger';
import type { UpstreamAgents } from './agents';
import { publicReadHeaders } from './upstream-headers';
import { createUpstreamProxy } from './upstream-proxy';

/**
 * A proxy for public reads of `url`'s origin (content, jobs, the careers sheet, the sandbox's
 * widget): no member headers forwarded, on the keep-alive agent of that upstream. The router
 * sets `req.url` to the upstream path.
 */
export function createPublicReadProxy(
  name: string,
  url: string,
  options: { timeoutMs: number; agents: UpstreamAgents; logger: Logger },
): RequestHandler {
  return createUpstreamProxy({
    name,
    target: new URL(url).origin,
    timeoutMs: options.timeoutMs,
    agent: options.agents.for(url),
    logger: options.logger,
    headers: publicReadHeaders,
  });
}
