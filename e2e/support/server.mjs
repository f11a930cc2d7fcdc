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

// Ports from support/ports.ts, passed by playwright.config.ts.
const port = (name) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the suite through playwright.config.ts`);
  return value;
};
const env = {
  PORT: port('E2E_PORT'),
  CATERING_PORT: port('E2E_CATERING_PORT'),
  SANDBOX_PORT: port('E2E_SANDBOX_PORT'),
  SANDBOX_DB: path.join(dataDir, 'sandbox.sqlite'),
  // The suite's own release store (tests/release-*.spec.ts): emptied with the rest of .e2e-data,
  // so remotes are served from the local builds until a test pins something.
  RELEASE_ROOT: path.join(dataDir, 'release'),
  CONSUMER_ORIGIN: `http://localhost:${port('E2E_PORT')}`,
  // Order status moves on every 2 s, so that a test can watch it advance.
  SANDBOX_STATUS_STEP_SECONDS: '2',
  LOG_LEVEL: 'warn',
};
await startBackend({ env });

const dead = await closedPort();
const downBff = startService('bff (upstream down)', 'bff/src/main.ts', {
  ...env,
  PORT: port('E2E_DOWN_PORT'),
  CATERING_PORT: port('E2E_DOWN_CATERING_PORT'),
  ORDERING_API_URL: `http://127.0.0.1:${dead}/ordering/v1`,
  ORDERING_API_V2_URL: `http://127.0.0.1:${dead}/ordering/v2`,
  UPSTREAM_TIMEOUT_MS: '3000',
});
process.on('exit', () => downBff.kill('SIGTERM'));
await waitFor(`http://127.0.0.1:${port('E2E_DOWN_PORT')}/healthz`, { child: downBff });
console.log('e2e servers ready');
