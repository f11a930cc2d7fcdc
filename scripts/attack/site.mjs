// The two targets of `npm run test:attack`: one BFF alone, and three replicas behind HAProxy
// sharing Redis; both in production mode, with the sandbox's test hooks on (so that anything
// forwarded to them shows).
import { root } from '../processes.mjs';
import { startCluster } from '../scale/cluster.mjs';

export const PUBLIC_ORIGIN = 'https://shop.example.com';
export const CATERING_ORIGIN = 'https://catering.example.com';

const BFF_ENV = {
  SITE_ENV: 'production',
  PUBLIC_ORIGIN,
  CATERING_PUBLIC_ORIGIN: CATERING_ORIGIN,
  DEVICE_COOKIE_SECRET: 'attack-run-device-secret',
  BRAZE_OPERATOR_TOKEN: 'attack-run-operator-token',
  // Every probe comes from this machine: the client's quota above what the probes of one
  // minute ask, so that each account's quota is the one measured.
  RATE_LIMIT_MAX: '300',
  // The local builds of the remotes, so that a page loads whole in the browser probe.
  REMOTES_ROOT: root,
};

/** What the cluster of a target is started with: `single` (one BFF, memory limits) or `replicas`. */
export function clusterOptions(kind) {
  const single = kind === 'single';
  return {
    replicas: single ? 1 : 3,
    shared: !single,
    env: BFF_ENV,
    sandboxEnv: { SANDBOX_TEST_HOOKS: 'true' },
  };
}

/** The target the probes are given, of its started cluster. */
export function targetOf(kind, cluster) {
  return {
    name: kind === 'single' ? 'one BFF' : 'three replicas',
    cluster,
    url: cluster.lbUrl,
    replicaUrls: cluster.replicas.map((replica) => replica.url),
    sandboxUrl: cluster.sandboxUrl,
    environment: cluster.environment,
    releaseEnv: cluster.releaseEnv,
    releaseRoot: cluster.releaseRoot,
  };
}

/** Starts one target: `single` or `replicas` (clusterOptions). */
export async function startTarget(kind) {
  return targetOf(kind, await startCluster(clusterOptions(kind)));
}
