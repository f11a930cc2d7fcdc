import session from 'express-session';
import type { SharedStore } from '../../shared-store/redis';

const PREFIX = 'qsr:release-console:';

/**
 * express-session's store where replicas share Redis: a console session started on one
 * replica is known to the others, and a sign-out ends it on all. Each session lives as long
 * as its cookie (express-session passes it), never longer than a day.
 */
export class SharedSessionStore extends session.Store {
  constructor(private readonly shared: Pick<SharedStore, 'run'>) {
    super();
  }

  private ttlMs(data: session.SessionData): number {
    const left = data.cookie?.expires ? new Date(data.cookie.expires).getTime() - Date.now() : 0;
    return Math.min(Math.max(left, 1000), 24 * 60 * 60 * 1000);
  }

  override get(id: string, done: (error: unknown, data?: session.SessionData | null) => void) {
    this.shared
      .run((redis) => redis.get(PREFIX + id))
      .then(
        (raw) => done(null, raw ? (JSON.parse(raw) as session.SessionData) : null),
        (error: unknown) => done(error),
      );
  }

  override set(id: string, data: session.SessionData, done?: (error?: unknown) => void) {
    this.shared
      .run((redis) => redis.set(PREFIX + id, JSON.stringify(data), 'PX', this.ttlMs(data)))
      .then(
        () => done?.(),
        (error: unknown) => done?.(error),
      );
  }

  override destroy(id: string, done?: (error?: unknown) => void) {
    this.shared
      .run((redis) => redis.del(PREFIX + id))
      .then(
        () => done?.(),
        (error: unknown) => done?.(error),
      );
  }

  override touch(id: string, data: session.SessionData, done?: () => void) {
    this.shared
      .run((redis) => redis.pexpire(PREFIX + id, this.ttlMs(data)))
      .then(
        () => done?.(),
        () => done?.(),
      );
  }
}
