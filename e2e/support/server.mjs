#!/usr/bin/env node
// Playwright's web server: a freshly seeded sandbox, the BFF in front of it, a second BFF for the
// release tests alone and a third whose upstream is down. Built files must exist (npm run
// test:e2e builds what is stale).
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
const sandboxPort = port('E2E_SANDBOX_PORT');
const env = {
  PORT: port('E2E_PORT'),
  CATERING_PORT: port('E2E_CATERING_PORT'),
  SANDBOX_PORT: sandboxPort,
  SANDBOX_DB: path.join(dataDir, 'sandbox.sqlite'),
  // An empty release store, which nothing pins into: remotes are served from the local builds.
  RELEASE_ROOT: path.join(dataDir, 'site-release'),
  PUBLIC_ORIGIN: `http://localhost:${port('E2E_PORT')}`,
  // Order status moves on every 2 s, so that a test can watch it advance.
  SANDBOX_STATUS_STEP_SECONDS: '2',
  // Every test pays from the one client address the workers share; a customer's address keeps
  // the default (bff/src/security/limit-policies.ts).
  PAYMENT_LIMIT_MAX: '1000',
  // The tests read the sandbox's mailbox (sign-up codes, reset links), form submissions and
  // marketing calls on its own port, and sign in with its SSO codes: test-only, off by default.
  SANDBOX_TEST_HOOKS: 'true',
  LOG_LEVEL: 'warn',
};
await startBackend({ env });

/** A BFF of its own beside the suite's: the same sandbox, other ports. */
function startBff(name, ports, extra) {
  const child = startService(name, 'bff/src/main.ts', {
    ...env,
    PORT: port(ports[0]),
    CATERING_PORT: port(ports[1]),
    PUBLIC_ORIGIN: `http://localhost:${port(ports[0])}`,
    ORDERING_API_URL: `http://127.0.0.1:${sandboxPort}/ordering/v1`,
    ORDERING_API_V2_URL: `http://127.0.0.1:${sandboxPort}/ordering/v2`,
    ...extra,
  });
  process.on('exit', () => child.kill('SIGTERM'));
  return waitFor(`http://127.0.0.1:${port(ports[0])}/healthz`, { child });
}

const dead = await closedPort();
await Promise.all([
  // The release tests release, pin, roll back and damage remote versions in this BFF's store
  // (support/release.ts), which no other test's BFF reads: they run beside the rest.
  startBff('bff (release tests)', ['E2E_RELEASE_PORT', 'E2E_RELEASE_CATERING_PORT'], {
    RELEASE_ROOT: path.join(dataDir, 'release'),
  }),
  startBff('bff (upstream down)', ['E2E_DOWN_PORT', 'E2E_DOWN_CATERING_PORT'], {
    ORDERING_API_URL: `http://127.0.0.1:${dead}/ordering/v1`,
    ORDERING_API_V2_URL: `http://127.0.0.1:${dead}/ordering/v2`,
    UPSTREAM_TIMEOUT_MS: '3000',
  }),
]);
console.log('e2e servers ready');
