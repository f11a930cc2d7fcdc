import compression from 'compression';
import express, { type ErrorRequestHandler, type Express, type RequestHandler } from 'express';
import helmet from 'helmet';
import type { BffConfig } from './config';
import { createHealthRouter } from './health/health-router';
import { createLogger, type Logger } from './logging/logger';
import { contextOf, requestContext } from './logging/request-context';
import { createApiRouter, sendApiError } from './proxy/api-router';
import { createLocalRemoteBuilds, type RemoteBuildSource } from './remotes-config/remote-builds';
import { createRemotesConfigRouter } from './remotes-config/remotes-config-router';
import { createRemotesResolver } from './remotes-config/resolve-remotes';
import { createHtmlHandler } from './static/html';
import { createRemotesStaticRouter } from './static/remotes-static';
import { siteConfigFrom } from './static/site-config';
import { hostStatic } from './static/static-files';

export interface AppOptions {
  /** Defaults to a pino logger at `config.logLevel`. */
  logger?: Logger;
  /** Defaults to the remote builds under `config.remotesRoot`. */
  remoteBuilds?: RemoteBuildSource;
}

/**
 * gzip/brotli for what the BFF serves itself. (`@types/compression` is typed against the
 * Express 4 types hoisted at the root; the middleware itself is framework-agnostic.)
 */
function compressStatic(): RequestHandler {
  return compression() as unknown as RequestHandler;
}

/** The whole BFF as one Express app; `main.ts` listens with it on both ports. */
export function createApp(config: BffConfig, options: AppOptions = {}): Express {
  const logger = options.logger ?? createLogger(config.logLevel);
  const remoteBuilds =
    options.remoteBuilds ??
    createLocalRemoteBuilds({
      remotesRoot: config.remotesRoot,
      cacheMs: config.remotesCacheMs,
      logger,
    });

  const app = express();
  app.disable('x-powered-by');
  app.set('etag', 'strong');
  // Host names and ports come from the Host header the browser sent; no proxy is trusted.
  app.set('trust proxy', false);

  app.use(requestContext({ cateringPort: config.cateringPort, logger }));
  // Baseline headers. The content security policy arrives with the security issue (it needs
  // the third-party origins: maps, accessibility widget, bot check); HSTS belongs to the TLS
  // edge. Resources are same-site, not same-origin: a remote's dev server on its own localhost
  // port loads files from this one. Popups (sign-in providers) keep their opener.
  app.use(
    helmet({
      contentSecurityPolicy: false,
      strictTransportSecurity: false,
      crossOriginResourcePolicy: { policy: 'same-site' },
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    }),
  );

  app.use('/healthz', createHealthRouter());

  // No body parser anywhere before the proxy: request bodies stream upstream untouched.
  app.use('/api', createApiRouter(config, logger));

  app.use(compressStatic());

  app.use(
    '/config',
    createRemotesConfigRouter({
      resolveRemotes: createRemotesResolver(remoteBuilds),
      environment: config.siteEnv,
    }),
  );
  app.use('/remotes', createRemotesStaticRouter(remoteBuilds));
  app.use(hostStatic(config.hostDist));
  app.use(
    createHtmlHandler({ hostDist: config.hostDist, siteConfig: siteConfigFrom(config), logger }),
  );

  app.use((_req, res) => {
    res.status(404).set('cache-control', 'no-store').type('text/plain').send('Not found');
  });

  const onError: ErrorRequestHandler = (error: unknown, req, res, _next) => {
    const status = (error as { status?: unknown }).status;
    const clientError = typeof status === 'number' && status >= 400 && status < 500;
    if (!clientError) {
      logger.error(
        { requestId: contextOf(res).requestId, err: error, path: req.path },
        'request failed',
      );
    }
    if (res.headersSent) {
      res.destroy();
      return;
    }
    const code = clientError ? status : 500;
    const message = clientError ? 'Bad request' : 'Something went wrong';
    if (/^\/api(?:\/|$|\?)/i.test(req.originalUrl)) {
      sendApiError(res, code, message);
      return;
    }
    res.status(code).set('cache-control', 'no-store').type('text/plain').send(message);
  };
  app.use(onError);

  return app;
}
