import { createHash } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import ipaddr from 'ipaddr.js';
import type { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { Logger } from '../logging/logger';
import { contextOf } from '../logging/request-context';

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a few minutes and try again.';

/** How many attempts one key may make in one window. */
export interface Quota {
  points: number;
  windowMs: number;
}

/**
 * Makes the counter of one policy and kind of key. Memory by default; a shared store (Redis,
 * for several replicas) is another factory with the same limiter interface.
 */
export type LimiterFactory = (options: { keyPrefix: string } & Quota) => RateLimiterAbstract;

export const memoryLimiters: LimiterFactory = ({ keyPrefix, points, windowMs }) =>
  new RateLimiterMemory({ keyPrefix, points, duration: Math.ceil(windowMs / 1000) });

/**
 * Counts in the shared store, so that every replica counts the same attempts; while it is
 * unreachable each replica counts in its own memory (the insurance limiter) and the attempt
 * is not held up.
 */
export function redisLimiters(redis: Redis): LimiterFactory {
  return (options) =>
    new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: `qsr:${options.keyPrefix}`,
      points: options.points,
      duration: Math.ceil(options.windowMs / 1000),
      rejectIfRedisNotReady: true,
      insuranceLimiter: memoryLimiters(options),
    });
}

/**
 * A limited action (`sign-in`, `verify` …) and how its attempts are counted: per client address
 * always, and per account (an e-mail, a member's token, an order) when the request names one.
 */
export interface LimitPolicy {
  name: string;
  perClient: Quota;
  perAccount: Quota;
  /** The account the attempt is for, from the JSON body (and the request); none: per client only. */
  account?: (body: unknown, req: Request) => string | undefined;
}

export interface LimitVerdict {
  allowed: boolean;
  /** The tighter of the two counts. */
  limit: number;
  remaining: number;
  /** When that count starts again. */
  resetMs: number;
}

/**
 * The client a limit counts: its address (behind `TRUST_PROXY` hops, the forwarded one), IPv4
 * as itself (also when IPv4-mapped) and IPv6 by its /64, the block one subscriber holds, so
 * that hopping addresses inside it buys nothing.
 */
export function clientKey(req: Request): string {
  const raw = req.ip ?? req.socket.remoteAddress ?? 'unknown';
  if (!ipaddr.isValid(raw)) return raw;
  const address = ipaddr.process(raw);
  if (address.kind() === 'ipv4') return address.toString();
  const prefix = (address as ipaddr.IPv6).toNormalizedString().split(':').slice(0, 4).join(':');
  return `${prefix}::/64`;
}

/** An account as counted: a hash, so that no e-mail or token is kept in a limiter's store. */
export function accountKey(value: string): string {
  return createHash('sha256').update(value.trim().toLowerCase()).digest('base64url');
}

function verdictOf(res: RateLimiterRes, quota: Quota, allowed: boolean): LimitVerdict {
  return {
    allowed,
    limit: quota.points,
    remaining: Math.max(0, res.remainingPoints),
    resetMs: res.msBeforeNext,
  };
}

/**
 * Sign-in, sign-up, verification, password, SSO, subscription, contact, form and payment
 * attempts, counted per client address and per account, so that neither many accounts from
 * one address nor one account from many addresses gets more than its quota.
 */
export class AttemptLimits {
  private readonly limiters = new Map<
    string,
    { client: RateLimiterAbstract; account: RateLimiterAbstract }
  >();

  constructor(
    private readonly makeLimiter: LimiterFactory,
    private readonly logger: Logger,
  ) {}

  private limitersOf(policy: LimitPolicy) {
    let pair = this.limiters.get(policy.name);
    if (!pair) {
      pair = {
        client: this.makeLimiter({ keyPrefix: `limit:${policy.name}:client`, ...policy.perClient }),
        account: this.makeLimiter({
          keyPrefix: `limit:${policy.name}:account`,
          ...policy.perAccount,
        }),
      };
      this.limiters.set(policy.name, pair);
    }
    return pair;
  }

  private async count(
    limiter: RateLimiterAbstract,
    key: string,
    quota: Quota,
  ): Promise<LimitVerdict | null> {
    try {
      return verdictOf(await limiter.consume(key), quota, true);
    } catch (refusal) {
      if (refusal instanceof RateLimiterRes) return verdictOf(refusal, quota, false);
      // The store failed (and had no insurance): the attempt is not held up by it.
      this.logger.error({ err: refusal }, 'attempt limits unavailable');
      return null;
    }
  }

  /** Counts one attempt; the verdict of the tighter count (refused if either is exhausted). */
  async attempt(policy: LimitPolicy, client: string, account?: string): Promise<LimitVerdict> {
    const { client: perClient, account: perAccount } = this.limitersOf(policy);
    const verdicts = await Promise.all([
      this.count(perClient, client, policy.perClient),
      account === undefined ? null : this.count(perAccount, accountKey(account), policy.perAccount),
    ]);
    const counted = verdicts.filter((verdict): verdict is LimitVerdict => verdict !== null);
    if (counted.length === 0) {
      return {
        allowed: true,
        limit: policy.perClient.points,
        remaining: policy.perClient.points,
        resetMs: 0,
      };
    }
    const refused = counted.filter((verdict) => !verdict.allowed);
    if (refused.length > 0) {
      return refused.reduce((longest, verdict) =>
        verdict.resetMs > longest.resetMs ? verdict : longest,
      );
    }
    return counted.reduce((tightest, verdict) =>
      verdict.remaining < tightest.remaining ? verdict : tightest,
    );
  }

  /** A success (signed in, verified) forgives the account's earlier failed attempts. */
  async succeeded(policy: LimitPolicy, account: string): Promise<void> {
    try {
      await this.limitersOf(policy).account.delete(accountKey(account));
    } catch (error) {
      this.logger.error({ err: error }, 'attempt limits unavailable');
    }
  }
}

/** The standard headers (IETF draft-ietf-httpapi-ratelimit-headers, structured fields). */
export function setLimitHeaders(res: Response, policy: LimitPolicy, verdict: LimitVerdict): void {
  const windowSeconds = Math.ceil(
    (verdict.limit === policy.perAccount.points && verdict.limit !== policy.perClient.points
      ? policy.perAccount.windowMs
      : policy.perClient.windowMs) / 1000,
  );
  const resetSeconds = Math.max(0, Math.ceil(verdict.resetMs / 1000));
  res.set('ratelimit-policy', `"${policy.name}";q=${verdict.limit};w=${windowSeconds}`);
  res.set('ratelimit', `"${policy.name}";r=${verdict.remaining};t=${resetSeconds}`);
}

/**
 * Counts the attempt under `policyOf(req, res)` (none: not limited) and answers 429 with
 * `Retry-After` once the client or the account is over its quota; nothing goes upstream for a
 * refused attempt. Runs after the body is read (the account comes from it).
 */
export function limitAttempts(
  limits: AttemptLimits,
  policyOf: (req: Request, res: Response) => LimitPolicy | undefined,
  bodyOf: (req: Request) => unknown,
  logger: Logger,
): RequestHandler {
  return (req, res, next) => {
    const policy = policyOf(req, res);
    if (!policy) {
      next();
      return;
    }
    const account = policy.account?.(bodyOf(req), req);
    limits.attempt(policy, clientKey(req), account).then((verdict) => {
      setLimitHeaders(res, policy, verdict);
      if (verdict.allowed) {
        next();
        return;
      }
      logger.warn(
        { requestId: contextOf(res).requestId, policy: policy.name },
        'too many attempts',
      );
      res
        .status(429)
        .set('retry-after', String(Math.max(1, Math.ceil(verdict.resetMs / 1000))))
        .set('cache-control', 'no-store')
        .json({ message: TOO_MANY_ATTEMPTS });
    }, next);
  };
}
