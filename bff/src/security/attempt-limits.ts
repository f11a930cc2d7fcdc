import { createHash } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import ipaddr from 'ipaddr.js';
import type { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  RLWrapperTimeouts,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { Language } from '@qsr/shared-contracts/core';
import type { Logger } from '../logging/logger';
import { contextOf } from '../logging/request-context';

/**
 * What a refused attempt says, in the language the page asks its answers in (`Accept-Language`,
 * as the ordering API answers in it, §4.11): a form or the promo field shows it as it came.
 */
export const TOO_MANY_ATTEMPTS = {
  'en-US': 'Too many attempts. Please wait a few minutes and try again.',
  es: 'Demasiados intentos. Espera unos minutos e inténtalo de nuevo.',
} as const satisfies Record<Language, string>;

function tooManyAttempts(req: Request): string {
  return req.acceptsLanguages('en-US', 'es') === 'es'
    ? TOO_MANY_ATTEMPTS.es
    : TOO_MANY_ATTEMPTS['en-US'];
}

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
 * An attempt asks the store up to four things in a row (the client's count, the account's,
 * its wait, its penalty): each may take a quarter of one command's timeout, so that the whole
 * count waits on a store no longer than one command may.
 */
const STEPS_OF_AN_ATTEMPT = 4;

/**
 * Counts in the shared store, so that every replica counts the same attempts. While it is
 * unreachable, or answers a step later than its share of `commandTimeoutMs` (alive but slow,
 * which no command's own timeout notices), each replica counts in its own memory (the
 * insurance limiter) and the attempt is not held up; a late answer still counts in the store.
 */
export function redisLimiters(redis: Redis, commandTimeoutMs: number): LimiterFactory {
  return (options) =>
    new RLWrapperTimeouts({
      limiter: new RateLimiterRedis({
        storeClient: redis,
        keyPrefix: `qsr:${options.keyPrefix}`,
        points: options.points,
        duration: Math.ceil(options.windowMs / 1000),
        rejectIfRedisNotReady: true,
      }),
      timeoutMs: Math.ceil(commandTimeoutMs / STEPS_OF_AN_ATTEMPT),
      // Here, not on the store's limiter: a step that fails late after its share ran out is
      // counted in memory once, not again.
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
  /**
   * Past `perAccount.points` attempts the account is slowed, never refused for the window: the
   * next attempt waits 1 s, then 2 s, 4 s … up to this; so that no one can lock an owner out.
   */
  slowDownMaxMs?: number;
  /**
   * The device this account signed in from before (its known-device cookie), if any: its
   * attempts are counted apart from everyone else's for that account.
   */
  knownDevice?: (req: Request, account: string) => string | undefined;
}

export interface LimitVerdict {
  allowed: boolean;
  /** The tighter of the two counts. */
  limit: number;
  remaining: number;
  /** When that count starts again (refused: when the next attempt may be made). */
  resetMs: number;
}

/**
 * The client a limit counts: its address (from a `TRUST_PROXY` load balancer, the forwarded one), IPv4
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

/** Whose attempts an account count holds: anyone's, or those of one known device. */
type AccountScope = 'account' | 'device';

/**
 * Sign-in, sign-up, verification, password, SSO, subscription, contact, form and payment
 * attempts, counted per client address and per account, so that neither many accounts from
 * one address nor one account from many addresses gets more than its quota. The client is
 * counted first: an attempt it refuses does not count against the account.
 */
export class AttemptLimits {
  private readonly limiters = new Map<string, RateLimiterAbstract>();

  constructor(
    private readonly makeLimiter: LimiterFactory,
    private readonly logger: Logger,
  ) {}

  private limiter(keyPrefix: string, quota: Quota): RateLimiterAbstract {
    let limiter = this.limiters.get(keyPrefix);
    if (!limiter) {
      limiter = this.makeLimiter({ keyPrefix, ...quota });
      this.limiters.set(keyPrefix, limiter);
    }
    return limiter;
  }

  /** The attempts of an account (or of it on one device), and the wait before the next one. */
  private accountLimiters(policy: LimitPolicy, scope: AccountScope) {
    return {
      counter: this.limiter(`limit:${policy.name}:${scope}`, policy.perAccount),
      wait: this.limiter(`limit:${policy.name}:${scope}-wait`, {
        points: 1,
        windowMs: policy.slowDownMaxMs ?? policy.perAccount.windowMs,
      }),
    };
  }

  private unavailable(error: unknown): null {
    // The store failed (and had no insurance): the attempt is not held up by it.
    this.logger.error({ err: error }, 'attempt limits unavailable');
    return null;
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
      return this.unavailable(refusal);
    }
  }

  /**
   * The first `perAccount.points` attempts go at once; each later one opens a wait (1 s, 2 s,
   * 4 s … up to `slowDownMaxMs`) that the next attempt must let pass. Only attempts that go
   * through are counted, and one attempt at a time gets through a wait that ended.
   */
  private async slowDown(
    policy: LimitPolicy,
    scope: AccountScope,
    key: string,
  ): Promise<LimitVerdict | null> {
    const { counter, wait } = this.accountLimiters(policy, scope);
    const free = policy.perAccount.points;
    try {
      const before = (await counter.get(key))?.consumedPoints ?? 0;
      if (before >= free) {
        const maxSeconds = Math.max(1, Math.floor((policy.slowDownMaxMs ?? 0) / 1000));
        const seconds = Math.min(maxSeconds, 2 ** Math.min(before - free, 30));
        try {
          await wait.consume(key, 1, { customDuration: seconds });
        } catch (refusal) {
          if (!(refusal instanceof RateLimiterRes)) throw refusal;
          return { allowed: false, limit: free, remaining: 0, resetMs: refusal.msBeforeNext };
        }
      }
      const counted = await counter.penalty(key, 1);
      return {
        allowed: true,
        limit: free,
        remaining: Math.max(0, free - counted.consumedPoints),
        resetMs: counted.msBeforeNext,
      };
    } catch (error) {
      return this.unavailable(error);
    }
  }

  /**
   * Counts one attempt; the verdict of the tighter count (refused if either is exhausted). With
   * `device`, the account is counted for that known device only.
   */
  async attempt(
    policy: LimitPolicy,
    client: string,
    account?: string,
    device?: string,
  ): Promise<LimitVerdict> {
    const counted: LimitVerdict[] = [];
    const perClient = await this.count(
      this.limiter(`limit:${policy.name}:client`, policy.perClient),
      client,
      policy.perClient,
    );
    if (perClient) counted.push(perClient);
    if (account !== undefined && perClient?.allowed !== false) {
      const scope: AccountScope = device === undefined ? 'account' : 'device';
      const key = device === undefined ? accountKey(account) : `${accountKey(account)}.${device}`;
      const perAccount = policy.slowDownMaxMs
        ? await this.slowDown(policy, scope, key)
        : await this.count(this.accountLimiters(policy, scope).counter, key, policy.perAccount);
      if (perAccount) counted.push(perAccount);
    }
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

  /**
   * A success (signed in, verified, reset) forgives the account's earlier attempts: everyone's,
   * or with `device` only that device's (the owner signing in on their own device must not wipe
   * the slow-down of someone guessing elsewhere).
   */
  async succeeded(policy: LimitPolicy, account: string, device?: string): Promise<void> {
    const scope: AccountScope = device === undefined ? 'account' : 'device';
    const key = device === undefined ? accountKey(account) : `${accountKey(account)}.${device}`;
    const { counter, wait } = this.accountLimiters(policy, scope);
    try {
      await Promise.all([counter.delete(key), wait.delete(key)]);
    } catch (error) {
      this.unavailable(error);
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
    const device = account === undefined ? undefined : policy.knownDevice?.(req, account);
    limits.attempt(policy, clientKey(req), account, device).then((verdict) => {
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
        .json({ message: tooManyAttempts(req) });
    }, next);
  };
}
