import compression from 'compression';
import express, { type ErrorRequestHandler, type Express, type RequestHandler } from 'express';
import { TELEMETRY_PATH } from '@qsr/shared-contracts/core';
import { REPO_ROOT, type BffConfig } from './config';
import { createSandboxWidgetRouter } from './bot-check/sandbox-widget-router';
import { createCmsRouter } from './content/cms-router';
import { createContentReader } from './upstream-reads/content-reader';
import { createOrderingReader } from './upstream-reads/ordering-reader';
import { createFirstScreens } from './first-screen/first-screens';
import { createHealthRouter, createReadinessRouter } from './health/health-router';
import { createReadinessCheck } from './health/readiness';
import {
  closeConnectionsWhileDraining,
  createLifecycle,
  type Lifecycle,
} from './lifecycle/lifecycle';
import { createLogger, type Logger } from './logging/logger';
import { contextOf, requestContext } from './logging/request-context';
import { createMemberTokens, redisSignedOutTokens } from './members/member-identity';
import { memorySessions, redisSessions } from './members/member-sessions';
import { DEFAULT_JUDGE_SETTINGS } from './release/canary/judge';
import { startCanaryJudge } from './release/canary/judge-loop';
import { sharedTurn } from './release/canary/judge-turn';
import { SharedSessionStore } from './release/console/console-sessions';
import { createReleaseConsole } from './release/console/console-app';
import { redisPinStore } from './release/pin-store';
import type { SharedStore } from './shared-store/redis';
import { createUpstreamAgents, type UpstreamAgents } from './proxy/agents';
import { sendApiError } from './proxy/api-error';
import { createApiRouter } from './proxy/api-router';
import { faviconHandler } from './pwa/favicon';
import { webManifestHandler } from './pwa/web-manifest';
import {
  AttemptLimits,
  memoryLimiters,
  redisLimiters,
  type LimiterFactory,
} from './security/attempt-limits';
import { securityHeaders } from './security/security-headers';
import { createLocalRemoteBuilds, type RemoteBuildSource } from './remotes-config/remote-builds';
import { createRemotesConfigRouter } from './remotes-config/remotes-config-router';
import {
  createRemotesResolver,
  pinnedBuilds,
  type ResolveRemotes,
} from './remotes-config/resolve-remotes';
import { createHtmlHandler } from './static/html';
import { createTelemetry, DEFAULT_CLIENT_SESSIONS, type Telemetry } from './telemetry/telemetry';
import { redisTelemetryStore } from './telemetry/redis-store';
import { createTelemetryRouter } from './telemetry/telemetry-router';
import { createPageHeads } from './static/page-heads';
import { createRemotesStaticRouter } from './static/remotes-static';
import { siteConfigFrom } from './static/site-config';
import { hostStatic } from './static/static-files';
import { staticPathRules } from './static/static-path';

export interface AppOptions {
  /** Defaults to a pino logger at `config.logLevel`. */
  logger?: Logger;
  /** Defaults to the remote builds under `config.remotesRoot`. */
  remoteBuilds?: RemoteBuildSource;
  /** Which remote versions pages load; defaults to the local builds' versions. */
  resolveRemotes?: ResolveRemotes;
  /** Shutdown state shared with the servers (`main.ts`); a fresh one by default. */
  lifecycle?: Lifecycle;
  /**
   * What replicas share (`REDIS_URL`, connected by `runBff`): pins, attempt counts, member
   * sessions, signed-out tokens. None: files and memory.
   */
  sharedStore?: SharedStore;
  /** Browser telemetry for canaries (`POST /api/telemetry`) and its reads; made here by default. */
  telemetry?: Telemetry;
  /** Starts the canary judge on the pins and telemetry (`runBff` does; tests need not). */
  canaryJudge?: boolean;
}

/**
 * gzip/brotli for what the BFF serves itself and for the content service's answers, which the
 * sandbox sends uncompressed (an answer the upstream compressed already passes as it came).
 * (`@types/compression` is typed against the Express 4 types hoisted at the root; the
 * middleware itself is framework-agnostic.)
 */
function compress(): RequestHandler {
  return compression() as unknown as RequestHandler;
}

/** A read for a page's HTML (a marketing page's head, a first screen) gives up after this. */
const PAGE_READ_TIMEOUT_MS = 1500;
/** What the BFF reads for pages (heads, first screens: content, menus) is read again after this long. */
const PAGE_READ_CACHE_MS = 30_000;

/** What the routers share: the configuration and the parts made once per app. */
interface AppParts {
  config: BffConfig;
  logger: Logger;
  /** What replicas share, if anything (`AppOptions.sharedStore`). */
  shared: SharedStore | undefined;
  remoteBuilds: RemoteBuildSource;
  resolveRemotes: ResolveRemotes;
  lifecycle: Lifecycle;
  agents: UpstreamAgents;
  telemetry: Telemetry;
  /** Where attempt counts are kept: the shared store if any, else this replica's memory. */
  limiters: LimiterFactory;
}

function appParts(config: BffConfig, options: AppOptions): AppParts {
  const logger = options.logger ?? createLogger(config.logLevel);
  const shared = options.sharedStore;
  const limiters = shared
    ? redisLimiters(shared.clientWhileUp, config.sharedStore.commandTimeoutMs)
    : memoryLimiters;
  const remoteBuilds =
    options.remoteBuilds ??
    createLocalRemoteBuilds({
      remotesRoot: config.remotesRoot,
      cacheMs: config.remotesCacheMs,
      logger,
      environment: config.siteEnv,
      pins: shared
        ? redisPinStore(shared.client, shared.subscriber, (command) => shared.run(() => command()))
        : undefined,
    });
  const lifecycle = options.lifecycle ?? createLifecycle();
  const agents = createUpstreamAgents(config.upstreamKeepAliveMs);
  const resolveRemotes = options.resolveRemotes ?? createRemotesResolver(remoteBuilds);
  const telemetry =
    options.telemetry ??
    createTelemetry({
      logger,
      quota: { points: config.telemetryRateMax, windowMs: 60_000 },
      addressQuota: { points: config.telemetryAddressRateMax, windowMs: 60_000 },
      clientSessions: { ...DEFAULT_CLIENT_SESSIONS, sessions: config.telemetryClientSessions },
      limiters,
      store: shared ? redisTelemetryStore(shared) : undefined,
    });
  return {
    config,
    logger,
    shared,
    remoteBuilds,
    resolveRemotes,
    lifecycle,
    agents,
    telemetry,
    limiters,
  };
}

/** What every request gets first: its context (channel, id, log line), draining, security headers. */
function mountRequestBasics(app: Express, parts: AppParts): void {
  const { config, logger, lifecycle, resolveRemotes } = parts;
  app.disable('x-powered-by');
  app.set('etag', 'strong');
  // Client addresses come from the connection, unless it is from a load balancer TRUST_PROXY
  // names: then from its X-Forwarded-For. The channel and HSTS never read X-Forwarded-Host.
  app.set('trust proxy', config.trustedProxies.length > 0 ? config.trustedProxies : false);

  const channelRule = {
    cateringPort: config.cateringPort,
    cateringOrigin: config.publicOrigins.catering,
    developmentRules: config.siteEnv.toLowerCase() !== 'production',
  };
  app.use(requestContext({ channelRule, logger, answerWithinMs: config.answerWithinMs }));
  app.use(closeConnectionsWhileDraining(lifecycle));
  app.use(securityHeaders({ config, resolveRemotes }));
}

/** `/healthz` and `/readyz`: the probes of the load balancer and the orchestrator. */
function mountHealth(app: Express, parts: AppParts): void {
  const { config, shared, remoteBuilds, lifecycle, agents } = parts;
  app.use(
    '/healthz',
    createHealthRouter({ sharedStoreTrouble: shared ? () => shared.trouble() : undefined }),
  );
  app.use(
    '/readyz',
    createReadinessRouter({
      lifecycle,
      checkReadiness: createReadinessCheck({
        probeUrl: config.readyProbeUrl,
        timeoutMs: config.readyTimeoutMs,
        hostDist: config.hostDist,
        agent: agents.for(config.readyProbeUrl),
        orderingApi: config.readyOrderingApi,
        releaseProblems: remoteBuilds.integrityProblems?.bind(remoteBuilds),
        sharedStoreTrouble: shared
          ? () => shared.trouble() ?? remoteBuilds.storeTrouble?.()
          : undefined,
      }),
    }),
  );
}

/**
 * `/api/telemetry`: the browser's beacons, answered by the BFF itself. Mounted before the API
 * router, which sends everything else under `/api` upstream (or 404s it), and with its own
 * origin rule instead of that router's `refuseCrossSite`: a beacon is `text/plain`, which the
 * ordering calls refuse, and its `Origin` must be the channel's public origin.
 */
function mountTelemetry(app: Express, parts: AppParts): void {
  const { config, logger, remoteBuilds, telemetry } = parts;
  app.use(TELEMETRY_PATH, createTelemetryRouter({ telemetry, remoteBuilds, config, logger }));
}

/** `/api`: the ordering API and the other upstreams, with members' tokens, sessions and attempt limits. */
function mountOrderingApi(app: Express, parts: AppParts): void {
  const { config, logger, shared, agents } = parts;
  // Bodies are read (and size-checked) per route, never by a global parser.
  app.use(
    '/api',
    createApiRouter({
      config,
      logger,
      agents,
      limits: new AttemptLimits(parts.limiters, logger),
      memberTokens: createMemberTokens({
        signedOutTokens: shared ? redisSignedOutTokens(shared) : undefined,
        orderingApiUrl: config.orderingApiUrl,
        agent: agents.for(config.orderingApiUrl),
        timeoutMs: config.upstreamTimeoutMs,
        cacheMs: config.memberCacheMs,
      }),
      memberSessions: shared ? redisSessions(shared) : memorySessions(),
    }),
  );
}

/** `/cms`: the content service; `/bot-check`: the sandbox's bot-check widget, where there is one. */
function mountContent(app: Express, parts: AppParts): void {
  const { config, logger, agents } = parts;
  app.use('/cms', compress(), createCmsRouter({ config, agents, logger }));
  if (config.sandboxBotCheckScriptUrl) {
    app.use(
      '/bot-check',
      createSandboxWidgetRouter({
        scriptUrl: config.sandboxBotCheckScriptUrl,
        timeoutMs: config.upstreamTimeoutMs,
        agents,
        logger,
      }),
    );
  }
}

/** The host's and the remotes' files: `/config/remotes.json`, `/remotes/…`, the host's build. */
function mountStatics(app: Express, parts: AppParts): void {
  const { config, remoteBuilds, resolveRemotes } = parts;
  app.use(
    '/config',
    createRemotesConfigRouter({
      resolveRemotes,
      environment: config.siteEnv,
    }),
  );
  app.use(staticPathRules({ sourceMaps: config.siteEnv.toLowerCase() !== 'production' }));
  app.use('/remotes', createRemotesStaticRouter(remoteBuilds));
  app.get('/manifest.webmanifest', webManifestHandler(config.brandName));
  app.get('/favicon.ico', faviconHandler(config.hostDist));
  app.use(hostStatic(config.hostDist));
}

/** Every page route: the host's HTML with the site configuration, its head and its first screen. */
function mountPages(app: Express, parts: AppParts): void {
  const { config, logger, remoteBuilds, agents } = parts;
  const siteConfig = siteConfigFrom(config);
  const content = createContentReader({
    contentApiUrl: config.contentApiUrl,
    contentToken: config.contentToken,
    timeoutMs: Math.min(config.upstreamTimeoutMs, PAGE_READ_TIMEOUT_MS),
    cacheMs: PAGE_READ_CACHE_MS,
    agent: agents.for(config.contentApiUrl),
  });
  app.use(
    createHtmlHandler({
      hostDist: config.hostDist,
      siteConfig,
      publicOrigins: config.publicOrigins,
      logger,
      pageHeads: createPageHeads({ content, logger }),
      firstScreens: createFirstScreens({
        hostDist: config.hostDist,
        remoteDir: async (channel, remote, cohort) =>
          (await pinnedBuilds(remoteBuilds, channel, config.siteEnv, [], cohort)).find(
            (build) => build.name === remote,
          )?.dir ?? null,
        siteConfig,
        publicOrigins: config.publicOrigins,
        content,
        ordering: createOrderingReader({
          orderingApiUrl: config.orderingApiUrl,
          timeoutMs: Math.min(config.upstreamTimeoutMs, PAGE_READ_TIMEOUT_MS),
          cacheMs: PAGE_READ_CACHE_MS,
          agent: agents.for(config.orderingApiUrl),
        }),
        waitMs: Math.min(config.upstreamTimeoutMs, config.firstScreenWaitMs),
        logger,
      }),
    }),
  );
}

/** A failed request: logged unless the client's fault, answered as JSON under /api and /cms. */
function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, _next) => {
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
    if (/^\/(?:api|cms)(?:\/|$|\?)/i.test(req.originalUrl)) {
      sendApiError(res, code, message);
      return;
    }
    res.status(code).set('cache-control', 'no-store').type('text/plain').send(message);
  };
}

/**
 * The canary judge (`release/canary/judge-loop.ts`): every 10 s, on one replica where several
 * share Redis, it advances or aborts each canary started with `--auto`.
 */
function startJudge(parts: AppParts): void {
  const { remoteBuilds, telemetry, config, logger, shared } = parts;
  const { pinStore, resolve } = remoteBuilds;
  if (!pinStore || !resolve) return;
  const { intervalMs, minSessions, minStageMs } = config.canaryJudge;
  startCanaryJudge({
    pinStore,
    telemetry,
    remoteBuilds: { resolve: resolve.bind(remoteBuilds) },
    environment: config.siteEnv,
    logger,
    settings: { ...DEFAULT_JUDGE_SETTINGS, minSessions, minStageMs },
    intervalMs,
    turn: shared ? sharedTurn(shared, intervalMs) : undefined,
  });
}

/**
 * The release console (`release/console/`) on the same pins, release store and telemetry as
 * the site; undefined when the pins or the release store are not this BFF's to change.
 */
function releaseConsole(parts: AppParts): Express | undefined {
  const { config, logger, shared, remoteBuilds, telemetry } = parts;
  const { pinStore, releaseRoot } = remoteBuilds;
  if (!pinStore || !releaseRoot) return undefined;
  return createReleaseConsole({
    store: { repoRoot: REPO_ROOT, releaseRoot, pins: pinStore },
    remoteBuilds,
    telemetry,
    environment: config.siteEnv,
    limits: new AttemptLimits(parts.limiters, logger),
    sessionStore: shared ? new SharedSessionStore(shared) : undefined,
    secret: config.releaseConsole.secret,
    secureCookies: config.releaseConsole.secureCookies,
    logger,
  });
}

/**
 * The BFF's two apps on one set of parts: the site (both channels' ports) and the release
 * console (`ADMIN_PORT`, never behind the public load balancer).
 */
export function createApps(
  config: BffConfig,
  options: AppOptions = {},
): { site: Express; releaseConsole: Express | undefined } {
  const parts = appParts(config, options);
  if (options.canaryJudge) startJudge(parts);
  return { site: siteApp(parts), releaseConsole: releaseConsole(parts) };
}

/** The whole site as one Express app; `main.ts` listens with it on both ports. */
export function createApp(config: BffConfig, options: AppOptions = {}): Express {
  return createApps(config, options).site;
}

function siteApp(parts: AppParts): Express {
  const app = express();
  mountRequestBasics(app, parts);
  mountHealth(app, parts);
  mountTelemetry(app, parts);
  mountOrderingApi(app, parts);
  mountContent(app, parts);
  // Whatever the BFF serves itself; the API router decides on its own answers.
  app.use(compress());
  mountStatics(app, parts);
  mountPages(app, parts);
  app.use((_req, res) => {
    res.status(404).set('cache-control', 'no-store').type('text/plain').send('Not found');
  });
  app.use(errorHandler(parts.logger));
  return app;
}
