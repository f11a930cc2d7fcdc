import { afterEach, describe, expect, it } from '@jest/globals';
import { everyReplicaDegraded, readiness, ready } from './readiness.mjs';
import { serve } from './test-server.mjs';

let replicas = [];
afterEach(() => Promise.all(replicas.map((replica) => replica.close())));

/** Replicas whose /readyz say, in turn, what each of `said` lists (the last one from then on). */
async function replicaSet(...said) {
  replicas = await Promise.all(
    said.map((states) => {
      let asked = 0;
      return serve(() => {
        const state = [states].flat()[Math.min(asked, [states].flat().length - 1)];
        asked += 1;
        return state === undefined
          ? { status: 503, body: 'starting' }
          : { body: { status: state } };
      });
    }),
  );
  return { replicaUrls: replicas.map((replica) => replica.url) };
}

describe("the replicas' readiness", () => {
  it('is what each /readyz says, in order, blank for one that says nothing readable', async () => {
    expect(await readiness(await replicaSet('ready', 'degraded', undefined))).toBe(
      'ready, degraded, ',
    );
  });

  it('is met while Redis is gone only when every replica says degraded', async () => {
    expect(await everyReplicaDegraded(await replicaSet('degraded', 'degraded'))).toEqual({
      met: true,
      said: '/readyz: degraded, degraded',
    });
    await Promise.all(replicas.map((replica) => replica.close()));
    expect(await everyReplicaDegraded(await replicaSet('degraded', 'ready'))).toEqual({
      met: false,
      said: '/readyz: degraded, ready',
    });
    await Promise.all(replicas.map((replica) => replica.close()));
    expect(await everyReplicaDegraded(await replicaSet('degraded', undefined))).toMatchObject({
      met: false,
    });
  });

  it('is waited for until every replica says ready', async () => {
    const site = await replicaSet('ready', [undefined, 'degraded', 'ready']);
    await ready(site);
    expect(replicas[1].asked).toHaveLength(3);
  });
});
