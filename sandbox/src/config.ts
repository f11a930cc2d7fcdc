import path from 'node:path';
import type { SeedScale } from './db/seed-scale';

/** The repository root (sandbox/src → repo). */
export const REPO_ROOT = path.resolve(__dirname, '..', '..');

export const DEFAULT_PORT = 4010;
export const HOST = '127.0.0.1';
export const DEFAULT_DB_FILE = path.join(REPO_ROOT, '.data', 'sandbox.sqlite');

/** How long each order status step lasts by default (received → in progress …). */
export const DEFAULT_STATUS_STEP_SECONDS = 20;
/** How long a member's tokens live by default. */
export const DEFAULT_TOKEN_TTL_SECONDS = 24 * 60 * 60;

export interface SandboxConfig {
  port: number;
  host: string;
  /** SQLite file, or `:memory:`. */
  dbFile: string;
  /** Length of one order status step, in ms (`SANDBOX_STATUS_STEP_SECONDS`). */
  statusStepMs: number;
  /** Sign-up needs the e-mailed code (`SANDBOX_REQUIRE_VERIFY`, §9 REQUIRE_VERIFY). */
  requireVerify: boolean;
  /** Lifetime of member tokens, in ms (`SANDBOX_TOKEN_TTL_SECONDS`). */
  tokenTtlMs: number;
  /** The test-only routes and SSO codes answer (`SANDBOX_TEST_HOOKS`, off by default). */
  testHooks: boolean;
  /** What is seeded: the fixtures, or a real chain's size on top of them (`SANDBOX_SCALE`). */
  scale: SeedScale;
  /** How long the card network takes to answer a charge, in ms (`SANDBOX_CARD_NETWORK_SECONDS`, 0). */
  cardNetworkMs: number;
}

function scaleOf(env: NodeJS.ProcessEnv): SeedScale {
  const raw = env.SANDBOX_SCALE?.trim().toLowerCase();
  if (!raw || raw === 'fixtures') return 'fixtures';
  if (raw === 'chain') return 'chain';
  throw new Error(`SANDBOX_SCALE must be fixtures or chain, got '${raw}'`);
}

function positiveSeconds(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback * 1000;
  const seconds = Number(raw);
  if (!Number.isFinite(seconds) || seconds <= 0 || seconds > 30 * 24 * 60 * 60) {
    throw new Error(`${name} must be a positive number of seconds, got '${raw}'`);
  }
  return Math.round(seconds * 1000);
}

function flag(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (!raw) return fallback;
  if (['true', '1', 'yes', 'on'].includes(raw)) return true;
  if (['false', '0', 'no', 'off'].includes(raw)) return false;
  throw new Error(`${name} must be true or false, got '${raw}'`);
}

/**
 * Reads `SANDBOX_PORT`, `SANDBOX_HOST` (listen address: loopback unless a container needs
 * `0.0.0.0`), `SANDBOX_DB`, `SANDBOX_STATUS_STEP_SECONDS`, `SANDBOX_REQUIRE_VERIFY`,
 * `SANDBOX_TOKEN_TTL_SECONDS`, `SANDBOX_TEST_HOOKS`, `SANDBOX_SCALE` and
 * `SANDBOX_CARD_NETWORK_SECONDS`, with the embedded defaults. A relative `SANDBOX_DB` is
 * taken from the repository root, whatever the current directory.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): SandboxConfig {
  const rawPort = env.SANDBOX_PORT?.trim();
  const port = rawPort ? Number(rawPort) : DEFAULT_PORT;
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`SANDBOX_PORT must be a port number, got '${rawPort}'`);
  }
  const rawDb = env.SANDBOX_DB?.trim();
  const dbFile = !rawDb
    ? DEFAULT_DB_FILE
    : rawDb === ':memory:'
      ? rawDb
      : path.resolve(REPO_ROOT, rawDb);
  return {
    port,
    host: env.SANDBOX_HOST?.trim() || HOST,
    dbFile,
    statusStepMs: positiveSeconds(env, 'SANDBOX_STATUS_STEP_SECONDS', DEFAULT_STATUS_STEP_SECONDS),
    requireVerify: flag(env, 'SANDBOX_REQUIRE_VERIFY', true),
    tokenTtlMs: positiveSeconds(env, 'SANDBOX_TOKEN_TTL_SECONDS', DEFAULT_TOKEN_TTL_SECONDS),
    testHooks: flag(env, 'SANDBOX_TEST_HOOKS', false),
    scale: scaleOf(env),
    cardNetworkMs: env.SANDBOX_CARD_NETWORK_SECONDS?.trim()
      ? positiveSeconds(env, 'SANDBOX_CARD_NETWORK_SECONDS', 0)
      : 0,
  };
}
