import path from 'node:path';
import { DEFAULT_BRAND_NAME } from './contracts';

/** The monorepo root: bff/src → bff → repo. */
export const REPO_ROOT = path.resolve(__dirname, '../..');

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface BffConfig {
  /** Consumer site port. */
  port: number;
  /** Catering site port (§1): requests arriving here are the catering channel. */
  cateringPort: number;
  /**
   * Address to listen on. Undefined: the loopback addresses (127.0.0.1 and, where the
   * machine has it, ::1), so `localhost` works whichever family a client resolves first.
   */
  host: string | undefined;
  /** Ordering API v1 base (§7.1, §7.2): `/api/v1/<path>` goes to `<orderingApiUrl>/<path>`. */
  orderingApiUrl: string;
  /** Ordering API v2 base: `/api/v2/carts/<path>` goes to `<orderingApiV2Url>/carts/<path>`. */
  orderingApiV2Url: string;
  /** An upstream that has not answered within this time gets a 504. */
  upstreamTimeoutMs: number;
  brandName: string;
  /** Environment name written into the site config and `/config/remotes.json`. */
  siteEnv: string;
  /** The consumer site's origin, for catering's 'Back to Home' link. */
  consumerOrigin: string;
  /** Content service base (§7.3). Stored for the `/cms` forwarder of a later issue. */
  contentApiUrl: string;
  /** The host shell's build output. */
  hostDist: string;
  /** Folder holding the remote packages: each remote's build is `<remotesRoot>/<package>/dist`. */
  remotesRoot: string;
  logLevel: LogLevel;
  /** How long a read of the remote builds is reused (kept short so rebuilds show up at once). */
  remotesCacheMs: number;
}

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

function text(env: Env, name: string, fallback: string): string {
  const value = env[name]?.trim();
  return value ? value : fallback;
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be an integer from ${min} to ${max}, got "${raw}".`);
  }
  return value;
}

function httpUrl(env: Env, name: string, fallback: string): string {
  const raw = text(env, name, fallback);
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be an absolute http(s) URL, got "${raw}".`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError(`${name} must be an http(s) URL, got "${raw}".`);
  }
  if (url.search || url.hash) {
    throw new ConfigError(`${name} must not carry a query or a fragment, got "${raw}".`);
  }
  // No trailing slash: request paths are appended as `/<path>`.
  return raw.replace(/\/+$/, '');
}

function logLevel(env: Env): LogLevel {
  const raw = text(env, 'LOG_LEVEL', 'info').toLowerCase();
  if (!(LOG_LEVELS as readonly string[]).includes(raw)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${raw}".`);
  }
  return raw as LogLevel;
}

/** Reads the configuration from the environment; every variable has a safe default. */
export function loadConfig(env: Env = process.env): BffConfig {
  const port = integer(env, 'PORT', 3000, 0, 65535);
  const cateringPort = integer(env, 'CATERING_PORT', 2001, 0, 65535);
  if (port !== 0 && port === cateringPort) {
    throw new ConfigError(`PORT and CATERING_PORT must differ (both are ${port}).`);
  }
  return {
    port,
    cateringPort,
    host: env.HOST?.trim() || undefined,
    orderingApiUrl: httpUrl(env, 'ORDERING_API_URL', 'http://127.0.0.1:4010/ordering/v1'),
    orderingApiV2Url: httpUrl(env, 'ORDERING_API_V2_URL', 'http://127.0.0.1:4010/ordering/v2'),
    upstreamTimeoutMs: integer(env, 'UPSTREAM_TIMEOUT_MS', 10_000, 1, 600_000),
    brandName: text(env, 'BRAND_NAME', DEFAULT_BRAND_NAME),
    siteEnv: text(env, 'SITE_ENV', 'development'),
    consumerOrigin: httpUrl(env, 'CONSUMER_ORIGIN', `http://localhost:${port}`),
    contentApiUrl: httpUrl(env, 'CONTENT_API_URL', 'http://127.0.0.1:4010/cdn'),
    hostDist: path.resolve(text(env, 'HOST_DIST', path.join(REPO_ROOT, 'host-shell', 'dist'))),
    remotesRoot: path.resolve(text(env, 'REMOTES_ROOT', REPO_ROOT)),
    logLevel: logLevel(env),
    remotesCacheMs: integer(env, 'REMOTES_CACHE_MS', 1000, 0, 2000),
  };
}
