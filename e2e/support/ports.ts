import path from 'node:path';

/**
 * The e2e suite runs its own sandbox and BFF on ports of its own, so that it never meets a
 * site a developer has running with `npm start`. `E2E_PORT_SHIFT` moves them all by the same
 * amount, so that two checkouts can run the suite side by side.
 */
const shift = Number(process.env.E2E_PORT_SHIFT ?? 0) || 0;

export const E2E = {
  port: 3300 + shift,
  cateringPort: 2301 + shift,
  sandboxPort: 4310 + shift,
  /** A second BFF whose ordering API is a closed port: "the sandbox is down". */
  downPort: 3390 + shift,
  downCateringPort: 2390 + shift,
  /** A BFF for the release tests alone, with its own release store (`releaseRoot`). */
  releasePort: 3395 + shift,
  releaseCateringPort: 2395 + shift,
  /**
   * A sandbox of its own that a test stops (SIGSTOP) and resumes, and a BFF in front of it that
   * gives up on it after 1.5 s: "the upstream stalled".
   */
  stallPort: 3393 + shift,
  stallCateringPort: 2393 + shift,
  stallSandboxPort: 4313 + shift,
  /**
   * A BFF for the release console's test alone (its own release store, `consoleReleaseRoot`, and
   * a quick canary judge), with the console on its admin port.
   */
  consolePort: 3397 + shift,
  consoleCateringPort: 2397 + shift,
  consoleAdminPort: 3398 + shift,
} as const;

export const consumerUrl = `http://localhost:${E2E.port}`;
export const cateringUrl = `http://localhost:${E2E.cateringPort}`;
export const sandboxDownUrl = `http://localhost:${E2E.downPort}`;
export const releaseConsumerUrl = `http://localhost:${E2E.releasePort}`;
export const releaseCateringUrl = `http://localhost:${E2E.releaseCateringPort}`;
export const stallUrl = `http://localhost:${E2E.stallPort}`;
export const consoleSiteUrl = `http://localhost:${E2E.consolePort}`;
export const releaseConsoleUrl = `http://127.0.0.1:${E2E.consoleAdminPort}/release`;

/**
 * The release store the release tests' BFF reads (`RELEASE_ROOT`, under the ignored
 * `.e2e-data/`): they release and pin into it, never into the repository's `release/`.
 */
export const releaseRoot = path.resolve(__dirname, '..', '..', '.e2e-data', 'release');

/** The release store of the console's BFF: its canaries touch no other test's pins. */
export const consoleReleaseRoot = path.resolve(
  __dirname,
  '..',
  '..',
  '.e2e-data',
  'console-release',
);

/** The stalled sandbox's process id (written by `support/server.mjs`) and database. */
export const stallSandboxPidFile = path.resolve(__dirname, '..', '..', '.e2e-data', 'stall.pid');
export const stallSandboxDb = path.resolve(__dirname, '..', '..', '.e2e-data', 'stall.sqlite');

/** What `support/server.mjs` reads to start the servers on these ports. */
export const serverEnv: Record<string, string> = {
  E2E_PORT: String(E2E.port),
  E2E_CATERING_PORT: String(E2E.cateringPort),
  E2E_SANDBOX_PORT: String(E2E.sandboxPort),
  E2E_DOWN_PORT: String(E2E.downPort),
  E2E_DOWN_CATERING_PORT: String(E2E.downCateringPort),
  E2E_RELEASE_PORT: String(E2E.releasePort),
  E2E_RELEASE_CATERING_PORT: String(E2E.releaseCateringPort),
  E2E_STALL_PORT: String(E2E.stallPort),
  E2E_STALL_CATERING_PORT: String(E2E.stallCateringPort),
  E2E_STALL_SANDBOX_PORT: String(E2E.stallSandboxPort),
  E2E_CONSOLE_PORT: String(E2E.consolePort),
  E2E_CONSOLE_CATERING_PORT: String(E2E.consoleCateringPort),
  E2E_CONSOLE_ADMIN_PORT: String(E2E.consoleAdminPort),
};
