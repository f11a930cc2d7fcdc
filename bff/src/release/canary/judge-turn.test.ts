import type { SharedStore } from '../../shared-store/redis';
import { sharedTurn } from './judge-turn';

/** Redis's SET … PX … NX on one key, with a clock the test moves. */
function fakeShared() {
  let held: { until: number } | undefined;
  let now = 0;
  let down = false;
  const shared = {
    run: async (command: (redis: never) => Promise<unknown>) => {
      if (down) throw new Error('Redis is not answering');
      const redis = {
        set: async (_key: string, _value: string, _px: 'PX', ms: number, nx: 'NX') => {
          expect(nx).toBe('NX');
          if (held && held.until > now) return null;
          held = { until: now + ms };
          return 'OK';
        },
      };
      return command(redis as never);
    },
  } as unknown as Pick<SharedStore, 'run'>;
  return { shared, later: (ms: number) => (now += ms), fail: () => (down = true) };
}

describe('one replica judges at a time', () => {
  it('gives the turn to the first replica, and to another once it has lapsed', async () => {
    const { shared, later } = fakeShared();
    const [first, second] = [sharedTurn(shared, 10_000), sharedTurn(shared, 10_000)];
    expect(await first()).toBe(true);
    expect(await second()).toBe(false);
    later(9_000);
    expect(await second()).toBe(true);
    expect(await first()).toBe(false);
  });

  it('gives nobody the turn while Redis does not answer', async () => {
    const { shared, fail } = fakeShared();
    fail();
    expect(await sharedTurn(shared, 10_000)()).toBe(false);
  });
});
