// The scale cluster's settings: each BFF's environment, Redis's arguments, HAProxy's environment
// (deploy/haproxy.cfg reads it) and the release command's.

/** The site environment the cluster's replicas run and its release store pins. */
const ENVIRONMENT = 'scale';

/**
 * The BFFs' settings in front of the sandbox on `sandboxPort`; `shared`: behind HAProxy, with
 * Redis at `redisUrl`. `env` goes over them.
 */
export function bffSettings({
  sandboxPort,
  redisUrl,
  shared,
  releaseRoot,
  remotesRoot,
  hostDist,
  env,
}) {
  return {
    SITE_ENV: ENVIRONMENT,
    HOST: '127.0.0.1',
    ORDERING_API_URL: `http://127.0.0.1:${sandboxPort}/ordering/v1`,
    ORDERING_API_V2_URL: `http://127.0.0.1:${sandboxPort}/ordering/v2`,
    ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
    // HAProxy connects from here: its X-Forwarded-For (the client's address) is believed.
    ...(shared ? { TRUST_PROXY: '127.0.0.1' } : {}),
    // Every request of this run comes from one address: its own limit above the account's, so
    // that the account's limit is the one measured.
    RATE_LIMIT_MAX: '100',
    RELEASE_ROOT: releaseRoot,
    REMOTES_ROOT: remotesRoot,
    HOST_DIST: hostDist,
    SHUTDOWN_GRACE_MS: '5000',
    LOG_LEVEL: 'error',
    ...env,
  };
}

/** redis-server on `port`, persistent like a real deployment's, so that it comes back with the pins it had. */
export const redisArgs = (port, dir) => [
  '--port',
  String(port),
  '--bind',
  '127.0.0.1',
  '--dir',
  dir,
  '--save',
  '',
  '--appendonly',
  'yes',
  '--appendfsync',
  'always',
];

/** HAProxy's binds, and each of `replicas`' consumer and catering ports as its servers. */
export function loadBalancerEnv(port, cateringPort, replicas) {
  const env = {
    LB_CONSUMER_BIND: `127.0.0.1:${port}`,
    LB_CATERING_BIND: `127.0.0.1:${cateringPort}`,
  };
  replicas.forEach((replica, index) => {
    env[`BFF_${index + 1}`] = `127.0.0.1:${replica.port}`;
    env[`BFF_${index + 1}_CATERING`] = `127.0.0.1:${replica.cateringPort}`;
  });
  return env;
}
