// The site as replicas on this machine: redis-server, the sandbox, three BFFs and HAProxy in
// front of them (deploy/haproxy.cfg), each on a free port, for `npm run test:scale` and
// `npm run test:attack`; or one BFF alone in front of its sandbox, without Redis or HAProxy.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../tooling/free-port.cjs';
import { root, waitFor } from '../processes.mjs';

export const REPLICAS = 3;

/** Resolves when `child` has exited (at once if it already has). */
export function exited(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', resolve));
}

/**
 * One of the site's services with Node itself (tsx as a loader, not a wrapper process), so that
 * a signal sent to the child (SIGKILL, SIGSTOP) reaches the service.
 */
function nodeProcess(script, env) {
  return spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

/** A program from Debian's packages, with a clear message when it is not installed. */
function program(name, args, env = {}) {
  const child = spawn(name, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.on('error', (error) => {
    if (error.code === 'ENOENT') {
      console.error(
        `${name} is not installed (Debian: apt-get install -y ${name === 'haproxy' ? 'haproxy' : 'redis-server'})`,
      );
      process.exit(1);
    }
  });
  child.stderr.on('data', (chunk) => process.stderr.write(`[${name}] ${chunk}`));
  child.stdout.resume();
  return child;
}

async function waitForPort(port, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const open = await new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.destroy();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`nothing listens on ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

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

/** Adds the first release manager of a store through the release command; returns its key. */
function addReleaseManager(releaseRoot, name) {
  const output = execFileSync(
    path.join(root, 'node_modules/.bin/tsx'),
    ['bff/src/release/cli.ts', 'manager', 'add', name],
    { cwd: root, env: { ...process.env, RELEASE_ROOT: releaseRoot }, encoding: 'utf8' },
  );
  return output.trim().split('\n').at(-1);
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
  const children = [];

  const redis = shared ? await startRedis(scratch, started) : null;

  const sandboxPort = String(await freePort());
  // Node itself runs it (tsx as a loader), so that SIGSTOP stalls the sandbox, not a wrapper.
  const sandbox = nodeProcess('sandbox/src/main.ts', {
    SANDBOX_PORT: sandboxPort,
    SANDBOX_DB: path.join(scratch, 'sandbox.sqlite'),
    LOG_LEVEL: 'warn',
    ...sandboxEnv,
  });
  children.push(sandbox);
  started.push(sandbox);
  await waitFor(`http://127.0.0.1:${sandboxPort}/healthz`, { child: sandbox, timeoutMs: 60_000 });

  const environment = 'scale';
  const bffEnv = {
    SITE_ENV: environment,
    HOST: '127.0.0.1',
    ORDERING_API_URL: `http://127.0.0.1:${sandboxPort}/ordering/v1`,
    ORDERING_API_V2_URL: `http://127.0.0.1:${sandboxPort}/ordering/v2`,
    ...(redis ? { REDIS_URL: redis.url } : {}),
    // HAProxy connects from here: its X-Forwarded-For (the client's address) is believed.
    ...(shared ? { TRUST_PROXY: '127.0.0.1' } : {}),
    // Every request of this run comes from one address: its own limit above the account's, so
    // that the account's limit is the one measured.
    RATE_LIMIT_MAX: '100',
    RELEASE_ROOT: releaseRoot,
    REMOTES_ROOT: remotesRoot,
    HOST_DIST: path.join(root, 'host-shell', 'dist'),
    SHUTDOWN_GRACE_MS: '5000',
    LOG_LEVEL: 'error',
    ...env,
  };
  const replicas = [];
  for (let i = 1; i <= count; i += 1) {
    const replica = {
      name: `bff-${i}`,
      port: await freePort(),
      cateringPort: await freePort(),
      child: undefined,
      url: '',
      async start() {
        // Node itself runs the BFF (tsx as a loader, not a wrapper process), so that a signal
        // sent to this child reaches the BFF.
        this.child = spawn(process.execPath, ['--import', 'tsx', 'bff/src/main.ts'], {
          cwd: root,
          env: {
            ...process.env,
            ...bffEnv,
            PORT: String(this.port),
            CATERING_PORT: String(this.cateringPort),
          },
          stdio: ['ignore', 'inherit', 'inherit'],
        });
        started.push(this.child);
        this.url = `http://127.0.0.1:${this.port}`;
        await waitFor(`${this.url}/healthz`, { child: this.child, timeoutMs: 60_000 });
      },
    };
    replicas.push(replica);
  }
  await Promise.all(replicas.map((replica) => replica.start()));

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
    async stop() {
      for (const replica of replicas) replica.child?.kill('SIGTERM');
      lb?.child.kill('SIGTERM');
      for (const child of children) child.kill('SIGTERM');
      redis?.child?.kill('SIGTERM');
      // A stopped (SIGSTOP) process ends only once it runs again.
      for (const child of [...children, redis?.child]) child?.kill('SIGCONT');
      await Promise.all(
        [...replicas.map((r) => r.child), lb?.child, ...children, redis?.child]
          .filter(Boolean)
          .map(exited),
      );
      fs.rmSync(scratch, { recursive: true, force: true });
    },
  };
}

/** redis-server on a free port; `start()` again after `stop()` or a kill. */
async function startRedis(scratch, started) {
  const redisPort = await freePort();
  // Persistent like a real deployment's Redis, so that it comes back with the pins it had.
  const redisArgs = [
    '--port',
    String(redisPort),
    '--bind',
    '127.0.0.1',
    '--dir',
    scratch,
    '--save',
    '',
    '--appendonly',
    'yes',
    '--appendfsync',
    'always',
  ];
  const redis = {
    url: `redis://127.0.0.1:${redisPort}`,
    child: undefined,
    async start() {
      this.child = program('redis-server', redisArgs);
      started.push(this.child);
      await waitForPort(redisPort);
    },
    async stop() {
      this.child.kill('SIGTERM');
      await exited(this.child);
    },
  };
  await redis.start();
  return redis;
}

/** HAProxy with deploy/haproxy.cfg in front of `replicas`, on free ports. */
async function startLoadBalancer(replicas, started) {
  const lbPort = await freePort();
  const lbCateringPort = await freePort();
  const lbEnv = {
    LB_CONSUMER_BIND: `127.0.0.1:${lbPort}`,
    LB_CATERING_BIND: `127.0.0.1:${lbCateringPort}`,
  };
  replicas.forEach((replica, index) => {
    lbEnv[`BFF_${index + 1}`] = `127.0.0.1:${replica.port}`;
    lbEnv[`BFF_${index + 1}_CATERING`] = `127.0.0.1:${replica.cateringPort}`;
  });
  const child = program('haproxy', ['-db', '-f', path.join(root, 'deploy', 'haproxy.cfg')], lbEnv);
  started.push(child);
  await waitForPort(lbPort);
  return { child, url: `http://127.0.0.1:${lbPort}` };
}
