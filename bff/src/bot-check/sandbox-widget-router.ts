import { Router } from 'express';
import type { Logger } from '../logging/logger';
import type { UpstreamAgents } from '../proxy/agents';
import { createPublicReadProxy } from '../proxy/public-read-proxy';

/**
 * `GET /bot-check/api.js` → the sandbox's bot-check widget script, so the browser loads the
 * widget from the site's own origin where the bot check is the embedded sandbox (a real widget
 * is loaded from its provider's origin, allowed by `CAPTCHA_ORIGIN`).
 */
export function createSandboxWidgetRouter(options: {
  scriptUrl: string;
  timeoutMs: number;
  agents: UpstreamAgents;
  logger: Logger;
}): Router {
  const script = new URL(options.scriptUrl);
  const proxy = createPublicReadProxy('bot-check', options.scriptUrl, options);
  const router = Router();
  router.get('/api.js', (req, res, next) => {
    req.url = script.pathname;
    return proxy(req, res, next);
  });
  return router;
}
