#!/usr/bin/env node
// `npm run test:scale`: the site as three BFF replicas behind HAProxy, sharing Redis,
// proved with real processes: pins, limits and sign-outs agree across replicas (pin-proof.mjs,
// session-proof.mjs); canaries judged by themselves (canary-proof.mjs); a group order's events
// and a placed order's status streamed through HAProxy (event-streams.mjs); a replica killed or
// stopped, Redis stopped, and the ordering API stalled, during load (fault-proof.mjs). Prints
// each figure; exits 1 when a goal is missed.
import { CANARY_PROOF_ENV, canaryProof } from './canary-proof.mjs';
import { startCluster } from './cluster.mjs';
import { groupEvents, orderEvents } from './event-streams.mjs';
import { orderingApiDown, redisAway, replicaStopped } from './fault-proof.mjs';
import { goals } from './goals.mjs';
import { pins } from './pin-proof.mjs';
import { release } from './release.mjs';
import { nextPatch } from './replicas.mjs';
import { signInLimit, signOut } from './session-proof.mjs';

/** Releases the build of `remote` in its dist folder; resolves to its version. */
const released = async (cluster, remote) =>
  new RegExp(`released ${remote}@(\\S+)`).exec(
    (await release(cluster, 'build', remote, '--from-dist')).output,
  )[1];

const cluster = await startCluster({ env: CANARY_PROOF_ENV });
const { record, summary } = goals();
let code = 1;
try {
  console.log(
    `three BFF replicas behind HAProxy at ${cluster.lbUrl}, Redis at ${cluster.redis.url}\n`,
  );
  const careers = await released(cluster, 'careers');
  const marketing = await released(cluster, 'marketing');
  await pins(cluster, release, record, careers, marketing);
  const next = nextPatch(careers);
  await release(cluster, 'build', 'careers', '--version', next);
  await canaryProof(cluster, release, record, { first: careers, second: next });
  await signOut(cluster, record);
  await groupEvents(cluster, record);
  await orderEvents(cluster, record);
  await signInLimit(cluster, record);
  await replicaStopped(cluster, record, 'SIGKILL');
  await replicaStopped(cluster, record, 'SIGTERM');
  // The good canary left `next` pinned for careers.
  await redisAway(cluster, release, record, next, marketing);
  await orderingApiDown(cluster, record);
  code = summary();
} catch (error) {
  console.error(error);
} finally {
  await cluster.stop();
}
process.exit(code);
