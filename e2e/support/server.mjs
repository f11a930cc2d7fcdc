#!/usr/bin/env node
// Playwright's web server: a freshly seeded sandbox, the BFF in front of it, a second BFF for the
// release tests alone, a third for the release console's, a fourth whose upstream is down and a
// fifth whose sandbox a test stalls.
// Built files must exist (npm run test:e2e builds what is stale).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { closedPort, root, startBackend, startService, waitFor } from '../../scripts/processes.mjs';

const dataDir = path.join(root, '.e2e-data');
fs.rmSync(dataDir, { recursive: true, force: true });
fs.mkdirSync(dataDir, { recursive: true });

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
  COUPON_LIMIT_MAX: '1000',
  // Every page of the suite sends its telemetry from that address too (30 a minute by default),
  // and the canary's customers are its sessions (5 an hour counted per address by default).
  TELEMETRY_RATE_MAX: '100000',
  TELEMETRY_ADDRESS_RATE_MAX: '100000',
  TELEMETRY_CLIENT_SESSIONS: '100000',
  // The tests read the sandbox's mailbox (sign-up codes, reset links), form submissions and
  // marketing calls on its own port, and sign in with its SSO codes: test-only, off by default.
  SANDBOX_TEST_HOOKS: 'true',
  LOG_LEVEL: 'warn',
  // The first-screen tests prove what the server renders, not how fast: on two busy cores a read
  // can take longer than a customer's page waits for it (400 ms, proven by the BFF's unit tests).
  FIRST_SCREEN_WAIT_MS: '3000',
  // Likewise a busy sandbox can take longer than a customer's 1.5 s (the BFF's unit tests and
  // `npm run test:attack` prove that default); the stalled-upstream BFFs below set their own.
  UPSTREAM_TIMEOUT_MS: '10000',
  ANSWER_WITHIN_MS: '12000',
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

/**
 * A sandbox of its own that the stalled-submit test stops (SIGSTOP) and resumes (SIGCONT): one
 * process (node with tsx's loader, not the tsx runner, which would leave its child running), its
 * pid in `.e2e-data/stall.pid` (support/ports.ts).
 */
async function startStallSandbox() {
  const stallPort = port('E2E_STALL_SANDBOX_PORT');
  const child = spawn(process.execPath, ['--import', 'tsx', 'sandbox/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      ...env,
      SANDBOX_PORT: stallPort,
      SANDBOX_DB: path.join(dataDir, 'stall.sqlite'),
      // A charge waits this long for the card network: the test stops the sandbox while it
      // holds a submit, after its key is claimed and before the order is placed.
      SANDBOX_CARD_NETWORK_SECONDS: '4',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  process.on('exit', () => {
    child.kill('SIGCONT');
    child.kill('SIGTERM');
  });
  fs.writeFileSync(path.join(dataDir, 'stall.pid'), String(child.pid));
  await waitFor(`http://127.0.0.1:${stallPort}/healthz`, { child });
  return stallPort;
}

const dead = await closedPort();
const stallSandboxPort = await startStallSandbox();
await Promise.all([
  // The release tests release, pin, roll back and damage remote versions in this BFF's store
  // (support/release.ts), which no other test's BFF reads: they run beside the rest.
  startBff('bff (release tests)', ['E2E_RELEASE_PORT', 'E2E_RELEASE_CATERING_PORT'], {
    RELEASE_ROOT: path.join(dataDir, 'release'),
  }),
  // The release console's test starts and watches a canary here, judged every half second
  // once each version has its sample (bff/README.md, CANARY_*).
  startBff('bff (release console)', ['E2E_CONSOLE_PORT', 'E2E_CONSOLE_CATERING_PORT'], {
    RELEASE_ROOT: path.join(dataDir, 'console-release'),
    ADMIN_PORT: port('E2E_CONSOLE_ADMIN_PORT'),
    CANARY_JUDGE_INTERVAL_MS: '500',
    CANARY_MIN_SESSIONS: '10',
  }),
  startBff('bff (upstream down)', ['E2E_DOWN_PORT', 'E2E_DOWN_CATERING_PORT'], {
    ORDERING_API_URL: `http://127.0.0.1:${dead}/ordering/v1`,
    ORDERING_API_V2_URL: `http://127.0.0.1:${dead}/ordering/v2`,
    UPSTREAM_TIMEOUT_MS: '3000',
  }),
  // Gives up on its stalled sandbox quickly, a submit too (UPSTREAM_SUBMIT_TIMEOUT_MS).
  startBff('bff (stalled upstream)', ['E2E_STALL_PORT', 'E2E_STALL_CATERING_PORT'], {
    ORDERING_API_URL: `http://127.0.0.1:${stallSandboxPort}/ordering/v1`,
    ORDERING_API_V2_URL: `http://127.0.0.1:${stallSandboxPort}/ordering/v2`,
    UPSTREAM_TIMEOUT_MS: '1500',
    UPSTREAM_SUBMIT_TIMEOUT_MS: '1500',
  }),
]);
console.log('e2e servers ready');
