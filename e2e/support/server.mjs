#!/usr/bin/env node
// Playwright's web server: a freshly seeded sandbox, the BFF in front of it, and a second BFF
// whose upstream is down. Built files must exist (npm run test:e2e builds what is stale).
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { root, startBackend, startService, waitFor } from '../../scripts/processes.mjs';

const dataDir = path.join(root, '.e2e-data');
fs.rmSync(dataDir, { recursive: true, force: true });
fs.mkdirSync(dataDir, { recursive: true });

/** A port nothing listens on: bound, then released. */
async function closedPort() {
  const server = net.createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const env = {
  PORT: '3300',
  CATERING_PORT: '2301',
  SANDBOX_PORT: '4310',
  SANDBOX_DB: path.join(dataDir, 'sandbox.sqlite'),
  CONSUMER_ORIGIN: 'http://localhost:3300',
  LOG_LEVEL: 'warn',
};
await startBackend({ env });

const dead = await closedPort();
const downBff = startService('bff (upstream down)', 'bff/src/main.ts', {
  ...env,
  PORT: '3390',
  CATERING_PORT: '2390',
  ORDERING_API_URL: `http://127.0.0.1:${dead}/ordering/v1`,
  ORDERING_API_V2_URL: `http://127.0.0.1:${dead}/ordering/v2`,
  UPSTREAM_TIMEOUT_MS: '3000',
});
process.on('exit', () => downBff.kill('SIGTERM'));
await waitFor('http://127.0.0.1:3390/healthz', { child: downBff });
console.log('e2e servers ready');
