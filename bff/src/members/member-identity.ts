import { createHash } from 'node:crypto';
import type http from 'node:http';
import { callUpstream, UpstreamError } from '../proxy/upstream-call';
import { bearerHeader } from './bearer-token';
import { serverCallHeaders } from '../proxy/upstream-headers';
import type { SharedStore } from '../shared-store/redis';

const MAX_CACHED = 10_000;

/** The member an access token belongs to: their id, or null for a token the API refuses. */
/**
 * The member of an access token, asked within `timeoutMs` when given (the time the request has
 * left), else the configured timeout.
 */
export type ResolveMember = (
  accessToken: string,
  requestId: string,
  timeoutMs?: number,
) => Promise<string | null>;

/**
 * Tokens whose member signed out, by hash, for as long as a token check may be reused. In
 * memory by default; a shared store (Redis) when several replicas must all refuse them.
 */
export interface SignedOutTokens {
  add(tokenHash: string, ttlMs: number): Promise<void>;
  /** Rejects when it cannot be known (the shared store is away). */
  has(tokenHash: string): Promise<boolean>;
}

export function memorySignedOutTokens(now: () => number = Date.now): SignedOutTokens {
  const until = new Map<string, number>();
  return {
    async add(tokenHash, ttlMs) {
      if (until.size >= MAX_CACHED) {
        for (const [hash, expires] of until) if (expires <= now()) until.delete(hash);
        const oldest = until.keys().next().value;
        if (until.size >= MAX_CACHED && oldest !== undefined) until.delete(oldest);
      }
      until.set(tokenHash, now() + ttlMs);
    },
    async has(tokenHash) {
      const expires = until.get(tokenHash);
      if (expires === undefined) return false;
      if (expires > now()) return true;
      until.delete(tokenHash);
      return false;
    },
  };
}

const SIGNED_OUT = 'qsr:signed-out:';

/**
 * Signed-out tokens in the shared store, so that every replica refuses them at once. While it
 * is away, a sign-out is still kept in this replica's memory (and enforced here), and a check
 * that memory cannot answer rejects at once rather than waiting: the caller decides.
 */
export function redisSignedOutTokens(
  store: Pick<SharedStore, 'run'>,
  fallback: SignedOutTokens = memorySignedOutTokens(),
): SignedOutTokens {
  return {
    async add(tokenHash, ttlMs) {
      await fallback.add(tokenHash, ttlMs);
      try {
        await store.run((redis) => redis.set(`${SIGNED_OUT}${tokenHash}`, '1', 'PX', ttlMs));
      } catch {
        // Away: this replica refuses it; the others ask the ordering API while they cannot know.
      }
    },
    async has(tokenHash) {
      if (await fallback.has(tokenHash)) return true;
      return (await store.run((redis) => redis.exists(`${SIGNED_OUT}${tokenHash}`))) === 1;
    },
  };
}

/** Who holds an access token, and the end of a token at sign-out. */
export interface MemberTokens {
  resolve: ResolveMember;
  /** The member signed out: the token is refused from now on, whatever was cached. */
  signedOut(accessToken: string): Promise<void>;
  /**
   * The member's password changed (by the holder of `accessToken`) or was reset (for `email`):
   * the API ended their other sessions, so no check of any of their tokens is reused.
   */
  passwordChanged(member: { accessToken?: string; email?: string }): void;
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

function record(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

function idOf(value: unknown): string | undefined {
  const id = record(value)?.id;
  if (typeof id === 'string' && id.length > 0 && id.length <= 128) return id;
  if (typeof id === 'number' && Number.isSafeInteger(id)) return String(id);
  return undefined;
}

/**
 * The member id in a `members/get` answer: `{ data: { user: { id } } }`, `{ data: { id } }`,
 * `{ user: { id } }` or `{ id }` (the API's envelope is `{ status, data }`, §7.1).
 */
export function memberIdFrom(body: unknown): string | undefined {
  const root = record(body);
  const data = record(root?.data);
  return idOf(data?.user) ?? idOf(data) ?? idOf(root?.user) ?? idOf(root);
}

/** The e-mail in a `members/get` answer, lower-cased, where `memberIdFrom` finds the member. */
function emailFrom(body: unknown): string | undefined {
  const root = record(body);
  const data = record(root?.data);
  const member = record(data?.user) ?? data ?? record(root?.user) ?? root;
  const email = member?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : undefined;
}

/**
 * Who holds an access token, asked of the ordering API (`GET members/get` with
 * `authorization: Bearer <token>`), as a server call (client type web, user agent web). Answers
 * (a member, or a refused token) are reused for `cacheMs`; the cache is keyed by a hash of the
 * token, never the token. Concurrent checks of one token share one call. The API being down
 * is an `UpstreamError`, not a refusal, and is not cached. A signed-out token is refused at
 * once (`signedOut`), before any cached answer; while the signed-out tokens cannot be read,
 * no cached answer is used and the API is asked.
 */
export function createMemberTokens(options: {
  orderingApiUrl: string;
  agent: http.Agent;
  timeoutMs: number;
  cacheMs: number;
  signedOutTokens?: SignedOutTokens;
  now?: () => number;
}): MemberTokens {
  const signedOutTokens = options.signedOutTokens ?? memorySignedOutTokens(options.now);
  const now = options.now ?? Date.now;
  const cache = new Map<
    string,
    { memberId: string | null; email: string | undefined; expires: number }
  >();
  const pending = new Map<string, Promise<string | null>>();

  /** The member (or null) and whether that answer may be reused. */
  const lookUp = async (
    token: string,
    requestId: string,
    timeoutMs: number,
  ): Promise<{ memberId: string | null; email?: string; reusable: boolean }> => {
    const answer = await callUpstream({
      url: `${options.orderingApiUrl}/members/get`,
      method: 'GET',
      headers: { ...serverCallHeaders(requestId), authorization: bearerHeader(token) },
      timeoutMs,
      agent: options.agent,
      maxBytes: 256 * 1024,
    });
    if (answer.status >= 500) throw new UpstreamError(502, `HTTP${answer.status}`);
    // A refused token stays refused; a 429 or 400 is not worth remembering.
    if (answer.status === 401 || answer.status === 403) return { memberId: null, reusable: true };
    if (answer.status < 200 || answer.status >= 300) return { memberId: null, reusable: false };
    let memberId: string | null = null;
    let email: string | undefined;
    try {
      const body: unknown = JSON.parse(answer.body.toString('utf8'));
      memberId = memberIdFrom(body) ?? null;
      email = emailFrom(body);
    } catch {
      // Not JSON: no member.
    }
    return { memberId, email, reusable: memberId !== null };
  };

  /** Signed out: true; not: false; cannot be known now: undefined. */
  const signedOut = (key: string): Promise<boolean | undefined> =>
    signedOutTokens.has(key).catch(() => undefined);

  const resolve: ResolveMember = async (token, requestId, timeoutMs = options.timeoutMs) => {
    const key = hashOf(token);
    const ended = await signedOut(key);
    if (ended) return null;
    const cached = cache.get(key);
    // Unknown (the shared store away): a cached answer may be that of a token signed out
    // through another replica, so the ordering API, which refuses such a token, is asked again.
    if (cached && cached.expires > now() && ended === false) return cached.memberId;
    if (cached) cache.delete(key);
    let inFlight = pending.get(key);
    if (!inFlight) {
      inFlight = lookUp(token, requestId, Math.min(timeoutMs, options.timeoutMs)).then(
        ({ memberId, email, reusable }) => {
          pending.delete(key);
          if (reusable && options.cacheMs > 0) {
            if (cache.size >= MAX_CACHED) {
              // Oldest first: Map keeps insertion order.
              const oldest = cache.keys().next().value;
              if (oldest !== undefined) cache.delete(oldest);
            }
            cache.set(key, { memberId, email, expires: now() + options.cacheMs });
          }
          return memberId;
        },
        (error: unknown) => {
          pending.delete(key);
          throw error;
        },
      );
      pending.set(key, inFlight);
    }
    return inFlight;
  };

  return {
    resolve,
    async signedOut(token) {
      const key = hashOf(token);
      cache.delete(key);
      // As long as any check of it may still be reused; then the API itself refuses it.
      await signedOutTokens.add(key, Math.max(options.cacheMs, 1000));
    },
    passwordChanged({ accessToken, email }) {
      const memberId = accessToken ? cache.get(hashOf(accessToken))?.memberId : undefined;
      if (accessToken && !memberId) {
        // Whose token it is was not kept: every check is asked again (a password change is rare).
        cache.clear();
        return;
      }
      const address = email?.trim().toLowerCase();
      for (const [key, entry] of cache) {
        if ((memberId && entry.memberId === memberId) || (address && entry.email === address)) {
          cache.delete(key);
        }
      }
    },
  };
}
