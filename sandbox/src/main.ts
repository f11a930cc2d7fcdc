import type { AddressInfo } from 'node:net';
import { createApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { seed } from './db/seed';

const config = loadConfig();
const db = openDatabase(config.dbFile);
seed(db, Date.now(), config.scale);

const server = createApp(db, {
  statusStepMs: config.statusStepMs,
  requireVerify: config.requireVerify,
  tokenTtlMs: config.tokenTtlMs,
  testHooks: config.testHooks,
  ...(config.cardNetworkMs > 0 && {
    cardNetwork: () => new Promise<void>((resolve) => setTimeout(resolve, config.cardNetworkMs)),
  }),
}).listen(config.port, config.host, (error?: Error) => {
  if (error) {
    console.error(`sandbox could not listen on ${config.host}:${config.port}: ${error.message}`);
    db.close();
    process.exit(1);
  }
  const { port } = server.address() as AddressInfo;
  const hooks = config.testHooks
    ? ' (test hooks on: /_sandbox/* and sandbox-sso codes answer)'
    : '';
  console.log(`sandbox listening on http://${config.host}:${port}${hooks}`);
});
// The BFF keeps idle sockets to its upstream 4 s (bff/src/proxy/agents.ts). Node's default of
// 5 s here left a race on a loaded machine: the BFF's timer ran late, it reused a socket this
// server had just closed, and a read failed with ECONNRESET (502). Ordering APIs behind load
// balancers keep idle connections about a minute; so does the embedded one.
server.keepAliveTimeout = 65_000;

let stopping = false;
function shutdown(signal: NodeJS.Signals): void {
  if (stopping) return;
  stopping = true;
  // Give open requests a moment, then leave anyway.
  setTimeout(() => {
    console.error(`sandbox: forced exit after ${signal}`);
    process.exit(1);
  }, 5000).unref();
  server.close(() => {
    db.close();
    process.exit(0);
  });
  server.closeIdleConnections();
}

process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
