// The site as replicas on this machine: redis-server, the sandbox, three BFFs and HAProxy in
// front of them (deploy/haproxy.cfg), each on a free port, for `npm run test:scale` and
// `npm run test:attack`; or one BFF alone in front of its sandbox, without Redis or HAProxy.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../tooling/free-port.cjs';
import { root } from '../processes.mjs';
import { bffSettings, loadBalancerEnv, redisArgs } from './cluster-config.mjs';
import { addReleaseManager } from './release.mjs';
import { exited, restartable, startNodeService, startProgram } from './services.mjs';

export { exited } from './services.mjs';

export const REPLICAS = 3;

/**
 * Starts everything; `stop()` ends it all. The release store is a fresh folder; no remote is
 * built into REMOTES_ROOT, so a remote is on the site only while it is pinned (what the pin
 * checks look for). `replicas: 1, shared: false` is one BFF alone (no Redis, no HAProxy: its
 * `lbUrl` is the BFF's own); `env` goes over the BFFs' settings, `sandboxEnv` the sandbox's.
 */
export async function startCluster(options = {}) {
  const started = [];
  try {
    return await start(started, options);
  } catch (error) {
    for (const child of started) child.kill('SIGKILL');
    throw error;
  }
}

async function start(
  started,
  { replicas: count = REPLICAS, shared = true, env = {}, sandboxEnv = {} } = {},
) {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'qsr-scale-'));
  const releaseRoot = path.join(scratch, 'release');
  const remotesRoot = path.join(scratch, 'no-local-builds');
  fs.mkdirSync(remotesRoot);
  // The scale tests release and pin as a signed-in release manager of this store.
  const manager = { RELEASE_MANAGER: 'scale-test' };
  manager.RELEASE_MANAGER_KEY = addReleaseManager(releaseRoot, manager.RELEASE_MANAGER);
  const redis = shared ? await startRedis(scratch, started) : null;
  const sandboxPort = String(await freePort());
  // Node itself runs it (tsx as a loader), so that SIGSTOP stalls the sandbox, not a wrapper.
  const sandbox = await startNodeService(
    'sandbox/src/main.ts',
    {
      SANDBOX_PORT: sandboxPort,
      SANDBOX_DB: path.join(scratch, 'sandbox.sqlite'),
      LOG_LEVEL: 'warn',
      ...sandboxEnv,
    },
    `http://127.0.0.1:${sandboxPort}/healthz`,
    started,
  );
  const bffEnv = bffSettings({
    sandboxPort,
    redisUrl: redis?.url,
    shared,
    releaseRoot,
    remotesRoot,
    hostDist: path.join(root, 'host-shell', 'dist'),
    env,
  });
  const replicas = await startReplicas(count, bffEnv, started);
  const lb = shared ? await startLoadBalancer(replicas, started) : null;
  return {
    environment: bffEnv.SITE_ENV,
    releaseRoot,
    redis,
    sandbox,
    sandboxUrl: `http://127.0.0.1:${sandboxPort}`,
    replicas,
    lbUrl: lb ? lb.url : replicas[0].url,
    /** The release command against this cluster's store. */
    releaseEnv: {
      RELEASE_ROOT: releaseRoot,
      ...(redis ? { REDIS_URL: redis.url } : {}),
      ...manager,
    },
    stop: () => stopCluster({ replicas, lb, sandbox, redis, scratch }),
  };
}

/**
 * `count` BFFs (`script`) with `env`, each on free ports, started side by side; `start()` of
 * one starts it again after a kill.
 */
export async function startReplicas(count, env, started, script = 'bff/src/main.ts') {
  const replicas = [];
  for (let i = 1; i <= count; i += 1) {
    replicas.push({
      name: `bff-${i}`,
      port: await freePort(),
      cateringPort: await freePort(),
      child: undefined,
      url: '',
      async start() {
        this.url = `http://127.0.0.1:${this.port}`;
        this.child = await startNodeService(
          script,
          { ...env, PORT: String(this.port), CATERING_PORT: String(this.cateringPort) },
          `${this.url}/healthz`,
          started,
        );
      },
    });
  }
  await Promise.all(replicas.map((replica) => replica.start()));
  return replicas;
}

/** Ends every process of a cluster, then removes its scratch folder. */
export async function stopCluster({ replicas, lb, sandbox, redis, scratch }) {
  for (const replica of replicas) replica.child?.kill('SIGTERM');
  lb?.child.kill('SIGTERM');
  sandbox.kill('SIGTERM');
  redis?.child?.kill('SIGTERM');
  // A stopped (SIGSTOP) process ends only once it runs again.
  for (const child of [sandbox, redis?.child]) child?.kill('SIGCONT');
  await Promise.all(
    [...replicas.map((r) => r.child), lb?.child, sandbox, redis?.child].filter(Boolean).map(exited),
  );
  fs.rmSync(scratch, { recursive: true, force: true });
}

/** redis-server on a free port; `start()` again after `stop()` or a kill. */
async function startRedis(scratch, started) {
  const port = await freePort();
  const redis = restartable({ url: `redis://127.0.0.1:${port}` }, () =>
    startProgram('redis-server', redisArgs(port, scratch), {}, port, started),
  );
  await redis.start();
  return redis;
}

/** HAProxy with deploy/haproxy.cfg in front of `replicas`, on free ports. */
async function startLoadBalancer(replicas, started) {
  const port = await freePort();
  const env = loadBalancerEnv(port, await freePort(), replicas);
  const config = path.join(root, 'deploy', 'haproxy.cfg');
  const child = await startProgram('haproxy', ['-db', '-f', config], env, port, started);
  return { child, url: `http://127.0.0.1:${port}` };
}
