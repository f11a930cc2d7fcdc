import { randomBytes } from 'node:crypto';
import path from 'node:path';
import ipaddr from 'ipaddr.js';
import { DEFAULT_BRAND_NAME, type WalletMethod } from '@qsr/shared-contracts/core';
import { LOG_LEVELS, type LogLevel } from './logging/logger';
import { DEFAULT_JUDGE_SETTINGS, JUDGE_INTERVAL_MS } from './release/canary/judge';
import type { SharedStoreSettings } from './shared-store/redis';

/** The monorepo root: bff/src → bff → repo. */
export const REPO_ROOT = path.resolve(__dirname, '../..');

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
  /**
   * An upstream that has not answered within this time gets a 504: under 2 s, so that an
   * upstream that stalls costs the customer a clear answer, not a wait.
   */
  upstreamTimeoutMs: number;
  /**
   * How long a request's upstream calls may take in all (`ANSWER_WITHIN_MS`): each within its
   * own timeout and all before this, so that a request answers within 2 s whatever chain of
   * calls it makes. An order's submit has its own (`submitTimeoutMs`).
   */
  answerWithinMs: number;
  /**
   * The one exception, the order's submit: the customer waits on "Placing your order…" while
   * the payment is taken, and no answer in time is "pending" (the page follows the order).
   */
  submitTimeoutMs: number;
  /** How long an idle upstream connection is kept for reuse; 0: a connection per request. */
  upstreamKeepAliveMs: number;
  /**
   * The longest a page waits for its first screen's reads: slower reads cost the page its
   * server-rendered first screen, not its speed (at most `upstreamTimeoutMs`).
   */
  firstScreenWaitMs: number;
  brandName: string;
  /** Environment name written into the site config and `/config/remotes.json`. */
  siteEnv: string;
  /**
   * Each channel's public origin (`PUBLIC_ORIGIN`, `CATERING_PUBLIC_ORIGIN`): canonical links and
   * social tags, and catering's 'Back to Home' link. Never taken from a request's `Host`.
   */
  publicOrigins: Record<'default' | 'catering', string>;
  /** Content service base (§7.3): `/cms/<path>` goes to `<contentApiUrl>/<path>`. */
  contentApiUrl: string;
  /** The content service's public token (published content only; not a secret). */
  contentToken: string;
  /** Forms service: `/api/submit` is posted here once the bot check has passed. */
  formsUrl: string;
  /** Job search base: `/api/jobsearch?action=search|detail` goes to `<jobsApiUrl>/search|detail`. */
  jobsApiUrl: string;
  /** Careers table (spreadsheet-database service): `/api/careers-sheet` goes here. */
  careersSheetUrl: string;
  /** Marketing-automation REST API base: `/api/braze/<path>` goes to `<brazeUrl>/<path>`. */
  brazeUrl: string;
  /** REST key of each marketing-automation workspace (§7.4). Secret. */
  brazeKeys: { catering: string; mealtime: string };
  /**
   * Operator credential for the export, reporting and messaging calls of §7.4. Secret.
   * Undefined (production without `BRAZE_OPERATOR_TOKEN`): those calls are always refused.
   */
  brazeOperatorToken: string | undefined;
  /** Bot-check verification endpoint (`POST`, form fields `secret` and `response`). */
  captchaVerifyUrl: string;
  /** Bot-check secret. Secret. */
  captchaSecret: string;
  /**
   * The bot-check widget the browser loads (`BOT_CHECK_SCRIPT_URL`, `BOT_CHECK_SITE_KEY`; the
   * reCAPTCHA v3 browser API). Where the bot check is the embedded sandbox, the sandbox's widget
   * through `/bot-check/api.js`; undefined (no bot check, sign-in refused) in production unless set.
   */
  botCheck: { scriptUrl: string; siteKey: string } | undefined;
  /** The maps service's browser key (`MAPS_API_KEY`; public, restricted by referrer): without it the locator shows its plot. */
  mapsApiKey: string | undefined;
  /**
   * The address autocomplete's browser key (`PLACES_API_KEY`; public, restricted by referrer):
   * with it delivery addresses are completed by Google Places, without it by the ordering API.
   */
  placesApiKey: string | undefined;
  /**
   * The wallet the checkout offers through the Payment Request API (`WALLET_METHOD`, an https
   * payment method identifier; `WALLET_NAME`, what the customer calls it; `WALLET_METHOD_DATA`,
   * the method's JSON data, e.g. Google Pay's gateway parameters). Public. Where the ordering API
   * is the embedded sandbox, its simulated wallet; else none (cards only) unless set.
   */
  wallet: WalletMethod | undefined;
  /** The sandbox's widget script that `/bot-check/api.js` serves; only with the sandbox's bot check. */
  sandboxBotCheckScriptUrl: string | undefined;
  /** Largest request body accepted, in bytes: bigger is 413. */
  bodyLimitBytes: number;
  /** Attempts (sign-in, sign-up, codes, passwords, forms) per client address and action in one window. */
  rateLimitMax: number;
  /** Telemetry batches per page load a minute (`TELEMETRY_RATE_MAX`). */
  telemetryRateMax: number;
  /** Telemetry batches per client address a minute (`TELEMETRY_ADDRESS_RATE_MAX`). */
  telemetryAddressRateMax: number;
  /** Sessions of a remote's version one client may start an hour, counted (`TELEMETRY_CLIENT_SESSIONS`). */
  telemetryClientSessions: number;
  rateLimitWindowMs: number;
  /**
   * The same attempts per account (an e-mail, a member, an order) and action in one window.
   * Sign-in, verification and password-reset attempts past it are slowed, not refused: each
   * waits twice as long as the one before, up to `accountDelayMaxMs`.
   */
  accountLimitMax: number;
  accountLimitWindowMs: number;
  accountDelayMaxMs: number;
  /**
   * Signs the known-device cookie and the marketing device alias cookie (`DEVICE_COOKIE_SECRET`;
   * secret, shared by every replica). Undefined: a key of this process, so devices are known
   * to it until it restarts.
   */
  deviceCookieSecret: string | undefined;
  /** Payment attempts (card token, submit) per client address in one `rateLimitWindowMs`. */
  paymentLimitMax: number;
  /**
   * Promo codes tried per client address in one `rateLimitWindowMs` (per order: the account
   * quota): a customer tries a few, a script guessing codes many.
   */
  couponLimitMax: number;
  /**
   * Joins of group orders per client address in one `rateLimitWindowMs`: an office behind one
   * address joins together, a script filling groups does not.
   */
  groupJoinLimitMax: number;
  /**
   * Address suggestions per client address in one `rateLimitWindowMs`: a customer typing (one
   * ask per pause) needs tens, a script reading the address data thousands.
   */
  addressSuggestLimitMax: number;
  /**
   * A stream's answer (a group order's events) may be quiet this long before it is ended: more
   * than twice the upstream's keep-alive, less than the load balancer's server timeout.
   */
  streamStallMs: number;
  /** Open streams per client address on one replica (`limitOpenStreams`). */
  streamClientMax: number;
  /** A client that has not sent its request's headers, or its whole request, within these is dropped. */
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  /**
   * The load balancers whose `X-Forwarded-For` is believed (`TRUST_PROXY`): addresses, CIDR
   * blocks or `loopback`/`linklocal`/`uniquelocal`. Empty: none, the connection's address counts.
   */
  trustedProxies: string[];
  /** Extra origins for the content security policy (maps service, bot check). */
  mapsOrigins: string[];
  captchaOrigins: string[];
  /** `/readyz` and the start-up probe: a cheap GET of the ordering API side. */
  readyProbeUrl: string;
  readyTimeoutMs: number;
  /**
   * `required`: no answer from the ordering API makes `/readyz` 503 (a load balancer with a
   * fallback, as deploy/haproxy.cfg has). `reported`: it is `degraded` and 200, since every
   * replica shares that API and a Kubernetes Service with no ready pod serves nothing at all.
   */
  readyOrderingApi: ReadyOrderingApi;
  /** How long a member token check (`members/get`) is reused. */
  memberCacheMs: number;
  /** On SIGTERM, requests in flight get this long to finish. */
  shutdownGraceMs: number;
  /**
   * The store BFF replicas share (`REDIS_URL`, `redis://` or `rediss://`): release pins, attempt
   * counts, signed-out tokens. Undefined: files and this process's memory (the embedded default).
   */
  redisUrl: string | undefined;
  /**
   * How the BFF gives up on the shared store (`REDIS_CONNECT_TIMEOUT_MS`,
   * `REDIS_COMMAND_TIMEOUT_MS`, `REDIS_BREAKER_FAILURES`, `REDIS_BREAKER_RESET_MS`): no request
   * waits on a stalled Redis longer than the command timeout, none at all while the breaker is open.
   */
  sharedStore: SharedStoreSettings;
  /** The host shell's build output. */
  hostDist: string;
  /** Folder holding the remote packages: each remote's build is `<remotesRoot>/<package>/dist`. */
  remotesRoot: string;
  logLevel: LogLevel;
  /** How long a read of the remote builds is reused (kept short so rebuilds show up at once). */
  remotesCacheMs: number;
  /**
   * The canary judge: how often it looks (`CANARY_JUDGE_INTERVAL_MS`), the sessions each version
   * needs before a verdict (`CANARY_MIN_SESSIONS`), and how long a stage runs at least
   * (`CANARY_MIN_STAGE_MS`). Small values are for tests of the judge itself.
   */
  canaryJudge: { intervalMs: number; minSessions: number; minStageMs: number };
  /**
   * The release console (`/release`): its own port (`ADMIN_PORT`; none: no console) and address
   * (`ADMIN_HOST`, loopback by default: the console is never on the public door), the secret its
   * session cookie is signed with (`RELEASE_CONSOLE_SECRET`; random per process when unset), and
   * whether that cookie is Secure (`RELEASE_CONSOLE_SECURE_COOKIE`, on unless on a loopback).
   */
  releaseConsole: {
    port: number | undefined;
    host: string;
    secret: string;
    secureCookies: boolean;
  };
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

/** `102400`, `100kb`, `1mb`: a size in bytes. */
function byteSize(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const match = /^(\d+)\s*(b|kb|mb)?$/i.exec(raw);
  const unit = { b: 1, kb: 1024, mb: 1024 * 1024 }[(match?.[2] ?? 'b').toLowerCase() as 'b'];
  const value = match ? Number(match[1]) * unit : NaN;
  if (!Number.isSafeInteger(value) || value < min || value > max) {
    throw new ConfigError(
      `${name} must be a size from ${min} to ${max} bytes (or 100kb), got "${raw}".`,
    );
  }
  return value;
}

function redisUrl(env: Env): string | undefined {
  const raw = env.REDIS_URL?.trim();
  if (!raw) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`REDIS_URL must be a redis:// or rediss:// URL, got "${raw}".`);
  }
  if (url.protocol !== 'redis:' && url.protocol !== 'rediss:') {
    throw new ConfigError(`REDIS_URL must be a redis:// or rediss:// URL, got "${raw}".`);
  }
  return raw;
}

/** An http(s) origin (scheme, host and port; nothing else). */
function origin(env: Env, name: string, fallback: string): string {
  const url = new URL(httpUrl(env, name, fallback));
  if (url.pathname !== '/' || url.username || url.password) {
    throw new ConfigError(
      `${name} must be an origin such as https://order.example.com, got "${env[name]}".`,
    );
  }
  return url.origin;
}

/** A list of http(s) origins, separated by commas or spaces (`https://a.example, https://b.example`). */
function originList(env: Env, name: string): string[] {
  const raw = env[name]?.trim();
  if (!raw) return [];
  return raw.split(/[\s,]+/).map((item) => {
    let url: URL;
    try {
      url = new URL(item);
    } catch {
      throw new ConfigError(`${name} must list http(s) origins, got "${item}".`);
    }
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin === 'null') {
      throw new ConfigError(`${name} must list http(s) origins, got "${item}".`);
    }
    return url.origin;
  });
}

/** `proxy-addr`'s names for address ranges, which Express's `trust proxy` understands. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/**
 * `TRUST_PROXY`: the addresses the load balancer connects from. A hop count (the old form)
 * is refused: it believes whoever reaches a replica directly, so `X-Forwarded-For` from
 * anyone would pick the client address the attempt limits count. `0` still means none.
 */
function trustedProxies(env: Env): string[] {
  const raw = env.TRUST_PROXY?.trim();
  if (!raw || raw === '0') return [];
  return raw.split(/[\s,]+/).map((item) => {
    if (/^\d+$/.test(item)) {
      throw new ConfigError(
        `TRUST_PROXY lists the load balancer's addresses (such as 10.0.0.5, 10.0.0.0/24, loopback), not a hop count: got "${item}".`,
      );
    }
    if (PROXY_RANGE_NAMES.includes(item.toLowerCase())) return item.toLowerCase();
    if (!isAddressOrBlock(item)) {
      throw new ConfigError(
        `TRUST_PROXY must list addresses or CIDR blocks (such as 10.0.0.5, 10.0.0.0/24, loopback), got "${item}".`,
      );
    }
    return item;
  });
}

/** `10.0.0.5`, `fd00::1`, `10.0.0.0/24`: plain four-part IPv4 (no `0x7f.1`), or IPv6. */
function isAddressOrBlock(item: string): boolean {
  const [address = '', prefix, ...rest] = item.split('/');
  if (rest.length > 0) return false;
  if (!ipaddr.IPv4.isValidFourPartDecimal(address) && !ipaddr.IPv6.isValid(address)) return false;
  if (prefix === undefined) return true;
  try {
    ipaddr.parseCIDR(item);
    return true;
  } catch {
    return false;
  }
}

const DEFAULT_SANDBOX_URL = 'http://127.0.0.1:4010';
/** The sandbox's bot-check widget (sandbox/README.md), served to the browser by the BFF. */
/**
 * The sandbox's simulated wallet (sandbox/src/orders/wallet.ts), offered with the sandbox. Its
 * method is not a URL: a browser then knows at once it holds no such wallet (`canMakePayment`
 * false), with no manifest to fetch; only a test's stand-in for the wallet answers to it.
 */
export const SANDBOX_WALLET: WalletMethod = { method: 'sandbox-wallet', name: 'Sandbox Wallet' };

function walletMethod(env: Env, sandboxOrdering: boolean): BffConfig['wallet'] {
  const method = env.WALLET_METHOD?.trim();
  if (!method) return sandboxOrdering ? SANDBOX_WALLET : undefined;
  if (!/^https:\/\/[^\s]+$/.test(method)) {
    throw new ConfigError(`WALLET_METHOD must be an https payment method URL, got "${method}".`);
  }
  const raw = env.WALLET_METHOD_DATA?.trim();
  let data: unknown;
  try {
    data = raw ? JSON.parse(raw) : undefined;
  } catch {
    throw new ConfigError('WALLET_METHOD_DATA must be a JSON object.');
  }
  if (data !== undefined && (typeof data !== 'object' || data === null || Array.isArray(data))) {
    throw new ConfigError('WALLET_METHOD_DATA must be a JSON object.');
  }
  return {
    method,
    name: text(env, 'WALLET_NAME', 'Wallet'),
    ...(data ? { data: data as Record<string, unknown> } : {}),
  };
}

const SANDBOX_BOT_CHECK = { scriptUrl: '/bot-check/api.js', siteKey: 'sandbox-site-key' };

/**
 * Where the sandbox's other services are by default. An `ORDERING_API_URL` that is a sandbox
 * URL (`…/ordering/v1`) brings them along, so a sandbox on another port needs one variable.
 */
function sandboxUrl(env: Env): string {
  const explicit = env.SANDBOX_URL?.trim();
  if (explicit) return httpUrl(env, 'SANDBOX_URL', DEFAULT_SANDBOX_URL);
  const ordering = env.ORDERING_API_URL?.trim();
  if (ordering) {
    try {
      const url = new URL(ordering);
      if (/^\/ordering\/v1\/?$/.test(url.pathname)) return url.origin;
    } catch {
      // Reported as ORDERING_API_URL below.
    }
  }
  return DEFAULT_SANDBOX_URL;
}

/** The widget when both its variables are set; the sandbox's where the bot check is the sandbox. */
function botCheckWidget(env: Env, sandboxBotCheck: boolean): BffConfig['botCheck'] {
  const scriptUrl = env.BOT_CHECK_SCRIPT_URL?.trim();
  const siteKey = env.BOT_CHECK_SITE_KEY?.trim();
  if (scriptUrl && siteKey) return { scriptUrl, siteKey };
  if (scriptUrl || siteKey) {
    throw new ConfigError('BOT_CHECK_SCRIPT_URL and BOT_CHECK_SITE_KEY must be set together.');
  }
  return sandboxBotCheck ? SANDBOX_BOT_CHECK : undefined;
}

export const READY_ORDERING_API = ['required', 'reported'] as const;
export type ReadyOrderingApi = (typeof READY_ORDERING_API)[number];

function readyOrderingApi(env: Env): ReadyOrderingApi {
  const raw = text(env, 'READY_ORDERING_API', 'required').toLowerCase();
  if (!(READY_ORDERING_API as readonly string[]).includes(raw)) {
    throw new ConfigError(
      `READY_ORDERING_API must be one of ${READY_ORDERING_API.join(', ')}, got "${raw}".`,
    );
  }
  return raw as ReadyOrderingApi;
}

function releaseConsole(env: Env): BffConfig['releaseConsole'] {
  const host = text(env, 'ADMIN_HOST', '127.0.0.1');
  const loopback = host === '127.0.0.1' || host === '::1' || host === 'localhost';
  const secure = env.RELEASE_CONSOLE_SECURE_COOKIE?.trim().toLowerCase();
  if (secure && !['true', 'false'].includes(secure)) {
    throw new ConfigError(`RELEASE_CONSOLE_SECURE_COOKIE must be true or false, got "${secure}".`);
  }
  const secret = env.RELEASE_CONSOLE_SECRET?.trim();
  if (secret !== undefined && secret !== '' && secret.length < 32) {
    throw new ConfigError('RELEASE_CONSOLE_SECRET must have at least 32 characters.');
  }
  return {
    port: env.ADMIN_PORT?.trim() ? integer(env, 'ADMIN_PORT', 0, 0, 65535) : undefined,
    host,
    secret: secret || randomBytes(32).toString('base64url'),
    secureCookies: secure ? secure === 'true' : !loopback,
  };
}

function logLevel(env: Env): LogLevel {
  const raw = text(env, 'LOG_LEVEL', 'info').toLowerCase();
  if (!(LOG_LEVELS as readonly string[]).includes(raw)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${raw}".`);
  }
  return raw as LogLevel;
}

/** The public browser keys of the map and of the address autocomplete (referrer-restricted). */
function browserKeys(env: Env): Pick<BffConfig, 'mapsApiKey' | 'placesApiKey'> {
  return {
    mapsApiKey: env.MAPS_API_KEY?.trim() || undefined,
    placesApiKey: env.PLACES_API_KEY?.trim() || undefined,
  };
}

/** Reads the configuration from the environment; every variable has a safe default. */
/** How much of the browsers' telemetry is taken, and counted for the canary judge. */
function telemetryLimits(
  env: Env,
): Pick<BffConfig, 'telemetryRateMax' | 'telemetryAddressRateMax' | 'telemetryClientSessions'> {
  return {
    telemetryRateMax: integer(env, 'TELEMETRY_RATE_MAX', 30, 1, 1_000_000),
    telemetryAddressRateMax: integer(env, 'TELEMETRY_ADDRESS_RATE_MAX', 600, 1, 10_000_000),
    telemetryClientSessions: integer(env, 'TELEMETRY_CLIENT_SESSIONS', 5, 1, 10_000_000),
  };
}

/** The quotas per client of the calls that have their own (see limit-policies.ts). */
function callLimits(
  env: Env,
): Pick<
  BffConfig,
  'paymentLimitMax' | 'couponLimitMax' | 'groupJoinLimitMax' | 'addressSuggestLimitMax'
> {
  return {
    paymentLimitMax: integer(env, 'PAYMENT_LIMIT_MAX', 30, 1, 1_000_000),
    couponLimitMax: integer(env, 'COUPON_LIMIT_MAX', 20, 1, 1_000_000),
    groupJoinLimitMax: integer(env, 'GROUP_JOIN_LIMIT_MAX', 60, 1, 1_000_000),
    addressSuggestLimitMax: integer(env, 'ADDRESS_SUGGEST_LIMIT_MAX', 120, 1, 1_000_000),
  };
}

export function loadConfig(env: Env = process.env): BffConfig {
  const port = integer(env, 'PORT', 3000, 0, 65535);
  const cateringPort = integer(env, 'CATERING_PORT', 2001, 0, 65535);
  if (port !== 0 && port === cateringPort) {
    throw new ConfigError(`PORT and CATERING_PORT must differ (both are ${port}).`);
  }
  const siteEnv = text(env, 'SITE_ENV', 'development');
  const production = siteEnv.toLowerCase() === 'production';
  const sandbox = sandboxUrl(env);
  const sandboxBotCheck = !production && !env.CAPTCHA_VERIFY_URL?.trim();
  const orderingApiUrl = httpUrl(env, 'ORDERING_API_URL', `${sandbox}/ordering/v1`);
  return {
    port,
    cateringPort,
    host: env.HOST?.trim() || undefined,
    orderingApiUrl,
    orderingApiV2Url: httpUrl(env, 'ORDERING_API_V2_URL', `${sandbox}/ordering/v2`),
    upstreamTimeoutMs: integer(env, 'UPSTREAM_TIMEOUT_MS', 1500, 1, 600_000),
    answerWithinMs: integer(env, 'ANSWER_WITHIN_MS', 1800, 1, 600_000),
    submitTimeoutMs: integer(env, 'UPSTREAM_SUBMIT_TIMEOUT_MS', 10_000, 1, 600_000),
    upstreamKeepAliveMs: integer(env, 'UPSTREAM_KEEP_ALIVE_MS', 4000, 0, 600_000),
    firstScreenWaitMs: integer(env, 'FIRST_SCREEN_WAIT_MS', 400, 1, 600_000),
    brandName: text(env, 'BRAND_NAME', DEFAULT_BRAND_NAME),
    siteEnv,
    publicOrigins: {
      default: origin(env, 'PUBLIC_ORIGIN', `http://localhost:${port}`),
      catering: origin(env, 'CATERING_PUBLIC_ORIGIN', `http://localhost:${cateringPort}`),
    },
    contentApiUrl: httpUrl(env, 'CONTENT_API_URL', `${sandbox}/cdn`),
    contentToken: text(env, 'CONTENT_TOKEN', 'sandbox-public-token'),
    formsUrl: httpUrl(env, 'FORMS_URL', `${sandbox}/forms/submit`),
    jobsApiUrl: httpUrl(env, 'JOBS_API_URL', `${sandbox}/jobs`),
    careersSheetUrl: httpUrl(env, 'CAREERS_SHEET_URL', `${sandbox}/sheets/careers`),
    brazeUrl: httpUrl(env, 'BRAZE_URL', `${sandbox}/braze`),
    brazeKeys: {
      catering: text(env, 'BRAZE_CATERING_KEY', 'sandbox-catering-key'),
      mealtime: text(env, 'BRAZE_MEALTIME_KEY', 'sandbox-mealtime-key'),
    },
    brazeOperatorToken:
      env.BRAZE_OPERATOR_TOKEN?.trim() || (production ? undefined : 'sandbox-operator-token'),
    captchaVerifyUrl: httpUrl(env, 'CAPTCHA_VERIFY_URL', `${sandbox}/captcha/siteverify`),
    captchaSecret: text(env, 'CAPTCHA_SECRET', 'sandbox-captcha-secret'),
    botCheck: botCheckWidget(env, sandboxBotCheck),
    ...browserKeys(env),
    wallet: walletMethod(env, orderingApiUrl === `${sandbox}/ordering/v1`),
    sandboxBotCheckScriptUrl: sandboxBotCheck ? `${sandbox}/captcha/api.js` : undefined,
    bodyLimitBytes: byteSize(env, 'BODY_LIMIT', 100 * 1024, 1, 50 * 1024 * 1024),
    rateLimitMax: integer(env, 'RATE_LIMIT_MAX', 10, 1, 1_000_000),
    ...telemetryLimits(env),
    rateLimitWindowMs: integer(env, 'RATE_LIMIT_WINDOW_MS', 60_000, 1000, 86_400_000),
    accountLimitMax: integer(env, 'RATE_LIMIT_ACCOUNT_MAX', 10, 1, 1_000_000),
    accountLimitWindowMs: integer(env, 'RATE_LIMIT_ACCOUNT_WINDOW_MS', 900_000, 1000, 86_400_000),
    accountDelayMaxMs: integer(env, 'RATE_LIMIT_ACCOUNT_DELAY_MS', 60_000, 1000, 600_000),
    deviceCookieSecret: env.DEVICE_COOKIE_SECRET?.trim() || undefined,
    ...callLimits(env),
    streamStallMs: integer(env, 'STREAM_STALL_MS', 15_000, 1000, 600_000),
    streamClientMax: integer(env, 'STREAM_CLIENT_MAX', 50, 1, 100_000),
    headersTimeoutMs: integer(env, 'HEADERS_TIMEOUT_MS', 10_000, 100, 60_000),
    requestTimeoutMs: integer(env, 'REQUEST_TIMEOUT_MS', 30_000, 100, 300_000),
    trustedProxies: trustedProxies(env),
    mapsOrigins: originList(env, 'MAPS_ORIGIN'),
    captchaOrigins: originList(env, 'CAPTCHA_ORIGIN'),
    readyProbeUrl: httpUrl(env, 'READY_PROBE_URL', `${new URL(orderingApiUrl).origin}/healthz`),
    readyTimeoutMs: integer(env, 'READY_TIMEOUT_MS', 2000, 1, 60_000),
    readyOrderingApi: readyOrderingApi(env),
    memberCacheMs: integer(env, 'MEMBER_CACHE_MS', 30_000, 0, 600_000),
    shutdownGraceMs: integer(env, 'SHUTDOWN_GRACE_MS', 10_000, 0, 600_000),
    redisUrl: redisUrl(env),
    sharedStore: {
      connectTimeoutMs: integer(env, 'REDIS_CONNECT_TIMEOUT_MS', 1000, 100, 60_000),
      commandTimeoutMs: integer(env, 'REDIS_COMMAND_TIMEOUT_MS', 500, 50, 1000),
      breakerFailures: integer(env, 'REDIS_BREAKER_FAILURES', 3, 1, 100),
      breakerResetMs: integer(env, 'REDIS_BREAKER_RESET_MS', 2000, 100, 600_000),
    },
    hostDist: path.resolve(text(env, 'HOST_DIST', path.join(REPO_ROOT, 'host-shell', 'dist'))),
    remotesRoot: path.resolve(text(env, 'REMOTES_ROOT', REPO_ROOT)),
    logLevel: logLevel(env),
    remotesCacheMs: integer(env, 'REMOTES_CACHE_MS', 1000, 0, 2000),
    releaseConsole: releaseConsole(env),
    canaryJudge: {
      intervalMs: integer(env, 'CANARY_JUDGE_INTERVAL_MS', JUDGE_INTERVAL_MS, 500, 60_000),
      minSessions: integer(
        env,
        'CANARY_MIN_SESSIONS',
        DEFAULT_JUDGE_SETTINGS.minSessions,
        10,
        10_000_000,
      ),
      minStageMs: integer(
        env,
        'CANARY_MIN_STAGE_MS',
        DEFAULT_JUDGE_SETTINGS.minStageMs,
        0,
        7 * 86_400_000,
      ),
    },
  };
}

/** Secrets still at their sandbox default: worth a warning outside development. */
export function sandboxSecretsInUse(env: Env = process.env): string[] {
  return ['CAPTCHA_SECRET', 'BRAZE_CATERING_KEY', 'BRAZE_MEALTIME_KEY'].filter(
    (name) => !env[name]?.trim(),
  );
}
