import { DEFAULT_STATUS_STEP_SECONDS, DEFAULT_TOKEN_TTL_SECONDS } from './config';
import type { Db } from './db/database';

/** What an app instance runs with; tests replace the clock and shorten the steps. */
export interface SandboxOptions {
  /** Epoch ms; every date the sandbox computes comes from here. */
  now: () => number;
  /** One order status step (received → in progress …), in ms. */
  statusStepMs: number;
  /** Sign-up needs the e-mailed verification code (§9 REQUIRE_VERIFY). */
  requireVerify: boolean;
  /** Lifetime of member tokens, in ms. */
  tokenTtlMs: number;
  /**
   * The test-only routes (`/_sandbox/*`: mailbox, marketing calls, form submissions) and the
   * `sandbox-sso` codes answer. Off unless a test run switches them on: they read every
   * e-mail and sign anyone in.
   */
  testHooks: boolean;
  /**
   * The card network's answer to a charge, awaited between claiming a submit's idempotency
   * key and placing the order; tests hold it to send a retry while the first is in progress.
   */
  cardNetwork: () => Promise<void>;
}

export const DEFAULT_OPTIONS: SandboxOptions = {
  now: () => Date.now(),
  statusStepMs: DEFAULT_STATUS_STEP_SECONDS * 1000,
  requireVerify: true,
  tokenTtlMs: DEFAULT_TOKEN_TTL_SECONDS * 1000,
  testHooks: false,
  cardNetwork: () => new Promise((resolve) => setImmediate(resolve)),
};

/** The database and the options, handed to every feature. */
export interface Ctx {
  db: Db;
  options: SandboxOptions;
  now(): number;
}

export function createCtx(db: Db, options: Partial<SandboxOptions> = {}): Ctx {
  const merged: SandboxOptions = { ...DEFAULT_OPTIONS, ...options };
  return { db, options: merged, now: () => merged.now() };
}
