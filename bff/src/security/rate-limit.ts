import type { Request, RequestHandler } from 'express';

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a minute and try again.';

export interface LimitDecision {
  allowed: boolean;
  /** When the caller may try again (0 while allowed). */
  retryAfterMs: number;
}

/**
 * Fixed-window counter per key, in memory (the BFF keeps no other state; each instance
 * counts for itself). At most `max` hits per key in each `windowMs`. Expired windows are
 * swept as the map is used, so it holds at most the keys seen in one window.
 */
export class FixedWindowLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  private nextSweep = 0;

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  hit(key: string): LimitDecision {
    const now = this.now();
    this.sweep(now);
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + this.windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    if (window.count <= this.max) return { allowed: true, retryAfterMs: 0 };
    return { allowed: false, retryAfterMs: window.resetAt - now };
  }

  /** Keys being counted (for tests and metrics). */
  get size(): number {
    return this.windows.size;
  }

  private sweep(now: number): void {
    if (now < this.nextSweep) return;
    this.nextSweep = now + this.windowMs;
    for (const [key, window] of this.windows) {
      if (window.resetAt <= now) this.windows.delete(key);
    }
  }
}

/** The client a limit applies to: its IP (behind `TRUST_PROXY` hops, the forwarded one). */
export function clientKey(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? 'unknown';
}

/**
 * Counts the request against `<client> <endpoint>` when `endpointOf` names an endpoint, and
 * answers 429 with `Retry-After` (seconds) once the client is over the limit. Nothing goes
 * upstream for a refused attempt.
 */
export function rateLimit(
  limiter: FixedWindowLimiter,
  endpointOf: (req: Request) => string | undefined,
): RequestHandler {
  return (req, res, next) => {
    const endpoint = endpointOf(req);
    if (endpoint === undefined) {
      next();
      return;
    }
    const decision = limiter.hit(`${clientKey(req)} ${endpoint}`);
    if (decision.allowed) {
      next();
      return;
    }
    res
      .status(429)
      .set('retry-after', String(Math.max(1, Math.ceil(decision.retryAfterMs / 1000))))
      .set('cache-control', 'no-store')
      .json({ message: TOO_MANY_ATTEMPTS });
  };
}

/**
 * The §7.1/§7.3 calls that take a password or a bot-check result: sign-in, sign-up, password
 * change, forgot and reset password, contact. Matched case-insensitively and with or without
 * a trailing slash, as an upstream router might.
 */
export const LIMITED_ORDERING_PATHS: readonly string[] = [
  'members/signin',
  'members/create',
  'members/password',
  'members/forgotpassword',
  'members/resetpassword',
  'contact',
];

/** The limited endpoint a `/api/v1` path (below the mount, `/members/signin`) is, if any. */
export function limitedOrderingEndpoint(apiPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(apiPath);
  } catch {
    return undefined;
  }
  const normalised = decoded.toLowerCase().replace(/^\/+|\/+$/g, '');
  return LIMITED_ORDERING_PATHS.includes(normalised) ? `v1/${normalised}` : undefined;
}
