import { randomUUID } from 'node:crypto';
import type { SharedStore } from '../../shared-store/redis';

const TURN_KEY = 'qsr:canary-judge:turn';

/**
 * Where replicas share Redis, one of them looks each time: the first to set the key, which
 * lasts a little less than the interval. Redis down or stalled (`run` gives up): nobody looks,
 * and the canaries hold their shares until it is back.
 */
export function sharedTurn(shared: Pick<SharedStore, 'run'>, intervalMs: number) {
  const replica = randomUUID();
  const holdMs = Math.max(1000, intervalMs - 1000);
  return async (): Promise<boolean> => {
    const answer = await shared
      .run((redis) => redis.set(TURN_KEY, replica, 'PX', holdMs, 'NX'))
      .catch(() => null);
    return answer === 'OK';
  };
}
