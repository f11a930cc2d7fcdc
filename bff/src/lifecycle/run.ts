import { existsSync } from 'node:fs';
import path from 'node:path';
import { createApps } from '../app';
import { loadConfig, sandboxSecretsInUse, type BffConfig } from '../config';
import { createReadinessCheck } from '../health/readiness';
import { createLogger, type Logger } from '../logging/logger';
import { createUpstreamAgent } from '../proxy/agents';
import { startAdminServer, startServers, type RunningServers } from '../server';
import { connectSharedStore } from '../shared-store/redis';
import { createLifecycle } from './lifecycle';

type Env = Record<string, string | undefined>;

export interface RunOptions {
  env?: Env;
  /** Where SIGTERM, SIGINT and unhandled rejections come from (`process` in production). */
  signals?: {
    on(
      event: 'SIGTERM' | 'SIGINT' | 'unhandledRejection',
      listener: (reason?: unknown) => void,
    ): unknown;
  };
  /** Ends the process once stopped (`process.exit` in production). */
  exit?: (code: number) => void;
  logger?: Logger;
}

export interface RunningBff {
  config: BffConfig;
  servers: RunningServers;
  /** The release console's port (`ADMIN_PORT`), when it listens. */
  adminPort?: number;
  /** What SIGTERM does: stop accepting, drain, exit (with `code`). Resolves once drained. */
  stop(signal: string, code?: number): Promise<void>;
}

/**
 * The BFF process: reads the configuration, listens on both ports, probes its upstream once
 * at start, and on SIGTERM or SIGINT stops accepting connections, lets requests in flight
 * finish (up to `SHUTDOWN_GRACE_MS`), and exits 0.
 */
export async function runBff(options: RunOptions = {}): Promise<RunningBff> {
  const env = options.env ?? process.env;
  const config = loadConfig(env);
  const logger = options.logger ?? createLogger(config.logLevel);
  const exit = options.exit ?? ((code: number) => process.exit(code));
  const lifecycle = createLifecycle();
  const sharedStore = config.redisUrl
    ? connectSharedStore(config.redisUrl, logger, config.sharedStore)
    : undefined;
  const { site: app, releaseConsole } = createApps(config, {
    logger,
    lifecycle,
    sharedStore,
    canaryJudge: true,
  });

  if (!existsSync(path.join(config.hostDist, 'index.html'))) {
    logger.warn({ hostDist: config.hostDist }, 'host not built: pages answer 503 until it is');
  }
  if (config.siteEnv.toLowerCase() === 'production') {
    const defaults = sandboxSecretsInUse(env);
    if (defaults.length > 0) logger.warn({ variables: defaults }, 'sandbox secrets in use');
    if (!config.brazeOperatorToken) {
      logger.info('BRAZE_OPERATOR_TOKEN not set: marketing exports and reports are refused');
    }
  }

  const state: {
    running?: RunningServers;
    admin?: { port: number; close(graceMs?: number): Promise<void> };
  } = {};
  let stopping: Promise<void> | undefined;
  const stop = (signal: string, code = 0): Promise<void> => {
    if (stopping) return stopping;
    lifecycle.startDraining();
    logger.info({ signal }, 'shutting down: draining requests in flight');
    stopping = Promise.all([
      state.running?.close(config.shutdownGraceMs),
      state.admin?.close(config.shutdownGraceMs),
    ]).then(
      async () => {
        await sharedStore?.close();
        logger.info('stopped');
        exit(code);
      },
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        exit(1);
      },
    );
    return stopping;
  };
  const signals = options.signals ?? process;
  signals.on('SIGTERM', () => void stop('SIGTERM'));
  signals.on('SIGINT', () => void stop('SIGINT'));
  // A promise nobody awaited failed: the process's state is no longer known. Node would exit at
  // once, dropping every request in flight; this says why, lets them finish and exits 1, so
  // that the load balancer and the supervisor replace the replica.
  signals.on('unhandledRejection', (reason) => {
    logger.error({ err: reason }, 'unhandled rejection: stopping after the requests in flight');
    void stop('unhandledRejection', 1);
  });

  const running = await startServers(app, {
    port: config.port,
    cateringPort: config.cateringPort,
    host: config.host,
    logger,
    timeouts: config,
  });
  state.running = running;
  const shown =
    config.host && config.host !== '0.0.0.0' && config.host !== '::' ? config.host : 'localhost';
  for (const listener of running.listeners) {
    logger.info(
      { role: listener.role, address: listener.address, port: listener.port },
      `listening: ${listener.role} site on http://${shown}:${listener.port}`,
    );
  }
  const { port: adminPort, host: adminHost } = config.releaseConsole;
  if (releaseConsole && adminPort !== undefined) {
    const admin = await startAdminServer(releaseConsole, {
      port: adminPort,
      host: adminHost,
      timeouts: config,
    });
    state.admin = admin;
    logger.info(
      { role: 'admin', address: adminHost, port: admin.port },
      `listening: release console on http://${adminHost}:${admin.port}/release`,
    );
  }
  logger.info({ orderingApi: config.orderingApiUrl, environment: config.siteEnv }, 'bff ready');

  // Server-start call (§7: client type web, user agent web): is the ordering API there?
  void createReadinessCheck({
    probeUrl: config.readyProbeUrl,
    timeoutMs: config.readyTimeoutMs,
    hostDist: config.hostDist,
    agent: createUpstreamAgent(config.readyProbeUrl),
  })('startup').then(({ checks }) => {
    if (checks.orderingApi === 'ok') logger.info('ordering API reachable');
    else logger.warn({ orderingApi: checks.orderingApi }, 'ordering API not reachable yet');
  });

  return { config, servers: running, adminPort: state.admin?.port, stop };
}
