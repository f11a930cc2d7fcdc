import { existsSync } from 'node:fs';
import path from 'node:path';
import { createApp } from './app';
import { loadConfig } from './config';
import { createLogger } from './logging/logger';
import { startServers, type RunningServers } from './server';

function main(): void {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const app = createApp(config, { logger });

  if (!existsSync(path.join(config.hostDist, 'index.html'))) {
    logger.warn({ hostDist: config.hostDist }, 'host not built: pages answer 503 until it is');
  }

  let running: RunningServers | undefined;
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const done = running ? running.close(10_000) : Promise.resolve();
    done.then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  startServers(app, {
    port: config.port,
    cateringPort: config.cateringPort,
    host: config.host,
    logger,
  }).then(
    (servers) => {
      running = servers;
      const shown =
        config.host && config.host !== '0.0.0.0' && config.host !== '::'
          ? config.host
          : 'localhost';
      for (const listener of servers.listeners) {
        logger.info(
          { role: listener.role, address: listener.address, port: listener.port },
          `listening: ${listener.role} site on http://${shown}:${listener.port}`,
        );
      }
      logger.info({ orderingApi: config.orderingApiUrl, environment: config.siteEnv }, 'bff ready');
      if (stopping) stop('SIGTERM');
    },
    (error: unknown) => {
      logger.fatal({ err: error }, 'could not listen');
      process.exit(1);
    },
  );
}

main();
