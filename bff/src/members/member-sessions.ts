import { createHash, randomBytes } from 'node:crypto';
import type { SharedStore } from '../shared-store/redis';

/**
 * A member's sign-in as the BFF keeps it: the ordering API's two tokens, which never reach
 * the browser, and the session key the browser holds in their place. The browser proves a
 * request is its own by sending the key (where the tokens went before) with the HttpOnly
 * session cookie; neither works without the other.
 */
export interface MemberSession {
  access: string;
  ordering: string;
  key: string;
}

/** The sessions, keyed by a hash of the cookie's session id (never the id itself). */
export interface MemberSessions {
  /**
   * A new session for `ttlMs`: the cookie's id and the key the browser keeps. Answers within
   * `withinMs` (what the sign-in has left) even while the store is slow to keep it.
   */
  start(
    tokens: { access: string; ordering: string },
    ttlMs: number,
    withinMs?: number,
  ): Promise<{ id: string; key: string }>;
  /** The session of a cookie's id; null when there is none (ended, expired, made up). Rejects when it cannot be known. */
  find(id: string): Promise<MemberSession | null>;
  /** Ends the session of a cookie's id, on every replica. */
  end(id: string): Promise<void>;
}

const MAX_SESSIONS = 50_000;
const PREFIX = 'qsr:session:';

export const sessionHash = (id: string) => createHash('sha256').update(id).digest('base64url');
const randomSecret = () => randomBytes(32).toString('base64url');

export function memorySessions(now: () => number = Date.now): MemberSessions & {
  keep(hash: string, session: MemberSession, ttlMs: number): void;
  forget(hash: string): void;
  get(hash: string): MemberSession | null;
} {
  const sessions = new Map<string, { session: MemberSession; until: number }>();
  const keep = (hash: string, session: MemberSession, ttlMs: number) => {
    if (sessions.size >= MAX_SESSIONS) {
      for (const [key, entry] of sessions) if (entry.until <= now()) sessions.delete(key);
      // Still full: the oldest goes (Map keeps insertion order); its member signs in again.
      const oldest = sessions.keys().next().value;
      if (sessions.size >= MAX_SESSIONS && oldest !== undefined) sessions.delete(oldest);
    }
    sessions.set(hash, { session, until: now() + ttlMs });
  };
  const get = (hash: string) => {
    const entry = sessions.get(hash);
    if (!entry) return null;
    if (entry.until > now()) return entry.session;
    sessions.delete(hash);
    return null;
  };
  return {
    keep,
    get,
    forget: (hash) => void sessions.delete(hash),
    async start(tokens, ttlMs) {
      const id = randomSecret();
      const key = randomSecret();
      keep(sessionHash(id), { ...tokens, key }, ttlMs);
      return { id, key };
    },
    async find(id) {
      return get(sessionHash(id));
    },
    async end(id) {
      sessions.delete(sessionHash(id));
    },
  };
}

/** What Redis holds of a session: the session and when it ends (epoch ms). */
type Stored = MemberSession & { until: number };

function parsed(raw: string | null): Stored | null {
  if (raw === null) return null;
  try {
    const value = JSON.parse(raw) as Partial<Stored>;
    return typeof value.access === 'string' &&
      typeof value.ordering === 'string' &&
      typeof value.key === 'string' &&
      typeof value.until === 'number'
      ? { access: value.access, ordering: value.ordering, key: value.key, until: value.until }
      : null;
  } catch {
    return null;
  }
}

/**
 * Sessions in the shared store, so that every replica knows each sign-in and each sign-out at
 * once. Redis is asked on every request: a session ended on one replica is refused by all.
 * While it is away, this replica's own copy of the sessions it started or read serves (the
 * ordering API still refuses tokens it ended, so a stale copy signs nobody in); a session it
 * has no copy of rejects, and the caller answers that it cannot tell now.
 */
export function redisSessions(
  store: Pick<SharedStore, 'run'>,
  now: () => number = Date.now,
): MemberSessions {
  const copies = memorySessions(now);
  return {
    async start(tokens, ttlMs, withinMs) {
      const id = randomSecret();
      const session = { ...tokens, key: randomSecret() };
      const hash = sessionHash(id);
      copies.keep(hash, session, ttlMs);
      const stored: Stored = { ...session, until: now() + ttlMs };
      try {
        await store.run(
          (redis) => redis.set(`${PREFIX}${hash}`, JSON.stringify(stored), 'PX', ttlMs),
          withinMs,
        );
      } catch {
        // Away: this replica knows the session; the others refuse it until the member signs in
        // again. Late: the others know it once the store has it.
      }
      return { id, key: session.key };
    },
    async find(id) {
      const hash = sessionHash(id);
      let raw: string | null;
      try {
        raw = await store.run((redis) => redis.get(`${PREFIX}${hash}`));
      } catch (error) {
        const copy = copies.get(hash);
        if (copy) return copy;
        throw error;
      }
      const stored = parsed(raw);
      if (!stored || stored.until <= now()) {
        copies.forget(hash);
        return null;
      }
      const { until, ...session } = stored;
      copies.keep(hash, session, until - now());
      return session;
    },
    async end(id) {
      const hash = sessionHash(id);
      copies.forget(hash);
      try {
        await store.run((redis) => redis.del(`${PREFIX}${hash}`));
      } catch {
        // Away: another replica's copy may still serve it while Redis is away, but the
        // sign-out also ends the tokens at the ordering API, which then refuses them.
      }
    },
  };
}
