import { createHash } from 'node:crypto';
import type http from 'node:http';
import { callUpstream, UpstreamError } from '../proxy/upstream-call';
import { serverCallHeaders } from '../proxy/upstream-headers';

/** The member an access token belongs to: their id, or null for a token the API refuses. */
export type ResolveMember = (accessToken: string, requestId: string) => Promise<string | null>;

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

const MAX_CACHED = 10_000;

/**
 * Who holds an access token, asked of the ordering API (`GET members/get` with
 * `authorization: Bearer <token>`), as a server call (client type web, user agent web). Answers
 * (a member, or a refused token) are reused for `cacheMs`; the cache is keyed by a hash of the
 * token, never the token. Concurrent checks of one token share one call. The API being down
 * is an `UpstreamError`, not a refusal, and is not cached.
 */
export function createMemberResolver(options: {
  orderingApiUrl: string;
  agent: http.Agent;
  timeoutMs: number;
  cacheMs: number;
  now?: () => number;
}): ResolveMember {
  const now = options.now ?? Date.now;
  const cache = new Map<string, { memberId: string | null; expires: number }>();
  const pending = new Map<string, Promise<string | null>>();

  /** The member (or null) and whether that answer may be reused. */
  const lookUp = async (
    token: string,
    requestId: string,
  ): Promise<{ memberId: string | null; reusable: boolean }> => {
    const answer = await callUpstream({
      url: `${options.orderingApiUrl}/members/get`,
      method: 'GET',
      headers: { ...serverCallHeaders(requestId), authorization: `Bearer ${token}` },
      timeoutMs: options.timeoutMs,
      agent: options.agent,
      maxBytes: 256 * 1024,
    });
    if (answer.status >= 500) throw new UpstreamError(502, `HTTP${answer.status}`);
    // A refused token stays refused; a 429 or 400 is not worth remembering.
    if (answer.status === 401 || answer.status === 403) return { memberId: null, reusable: true };
    if (answer.status < 200 || answer.status >= 300) return { memberId: null, reusable: false };
    let memberId: string | null = null;
    try {
      memberId = memberIdFrom(JSON.parse(answer.body.toString('utf8'))) ?? null;
    } catch {
      // Not JSON: no member.
    }
    return { memberId, reusable: memberId !== null };
  };

  return async (token, requestId) => {
    const key = createHash('sha256').update(token).digest('base64url');
    const cached = cache.get(key);
    if (cached && cached.expires > now()) return cached.memberId;
    if (cached) cache.delete(key);
    let inFlight = pending.get(key);
    if (!inFlight) {
      inFlight = lookUp(token, requestId).then(
        ({ memberId, reusable }) => {
          pending.delete(key);
          if (reusable && options.cacheMs > 0) {
            if (cache.size >= MAX_CACHED) {
              // Oldest first: Map keeps insertion order.
              const oldest = cache.keys().next().value;
              if (oldest !== undefined) cache.delete(oldest);
            }
            cache.set(key, { memberId, expires: now() + options.cacheMs });
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
}
