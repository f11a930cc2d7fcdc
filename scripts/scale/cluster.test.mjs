import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { RANGE } from '../../tooling/free-port.cjs';
import { bffSettings, loadBalancerEnv, redisArgs } from './cluster-config.mjs';
import { startReplicas, stopCluster } from './cluster.mjs';
import { exited } from './services.mjs';

let dir;
const children = [];
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scale-cluster-'));
});
afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  await Promise.all(children.map(exited));
  fs.rmSync(dir, { recursive: true, force: true });
});

const sleeper = () => {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)']);
  children.push(child);
  return child;
};

describe("the replicas' settings", () => {
  const given = {
    sandboxPort: '4555',
    releaseRoot: '/scratch/release',
    remotesRoot: '/scratch/none',
    hostDist: '/repo/host-shell/dist',
    env: {},
  };

  it('puts replicas sharing Redis behind the load balancer, believing its forwarded address', () => {
    expect(bffSettings({ ...given, shared: true, redisUrl: 'redis://127.0.0.1:6400' })).toEqual({
      SITE_ENV: 'scale',
      HOST: '127.0.0.1',
      ORDERING_API_URL: 'http://127.0.0.1:4555/ordering/v1',
      ORDERING_API_V2_URL: 'http://127.0.0.1:4555/ordering/v2',
      REDIS_URL: 'redis://127.0.0.1:6400',
      TRUST_PROXY: '127.0.0.1',
      RATE_LIMIT_MAX: '100',
      RELEASE_ROOT: '/scratch/release',
      REMOTES_ROOT: '/scratch/none',
      HOST_DIST: '/repo/host-shell/dist',
      SHUTDOWN_GRACE_MS: '5000',
      LOG_LEVEL: 'error',
    });
  });

  it('runs one BFF alone with neither, the settings given over the rest', () => {
    const alone = bffSettings({ ...given, shared: false, env: { SITE_ENV: 'production' } });
    expect(alone).not.toHaveProperty('REDIS_URL');
    expect(alone).not.toHaveProperty('TRUST_PROXY');
    expect(alone.SITE_ENV).toBe('production');
  });

  it('keeps Redis on loopback and its data on disk, written at once', () => {
    const args = redisArgs(6400, '/scratch');
    const option = (name) => args[args.indexOf(name) + 1];
    expect([option('--port'), option('--bind'), option('--dir')]).toEqual([
      '6400',
      '127.0.0.1',
      '/scratch',
    ]);
    expect([option('--appendonly'), option('--appendfsync'), option('--save')]).toEqual([
      'yes',
      'always',
      '',
    ]);
  });

  it("gives HAProxy its binds and each replica's two ports", () => {
    const replicas = [
      { port: 1, cateringPort: 2 },
      { port: 3, cateringPort: 4 },
    ];
    expect(loadBalancerEnv(10, 11, replicas)).toEqual({
      LB_CONSUMER_BIND: '127.0.0.1:10',
      LB_CATERING_BIND: '127.0.0.1:11',
      BFF_1: '127.0.0.1:1',
      BFF_1_CATERING: '127.0.0.1:2',
      BFF_2: '127.0.0.1:3',
      BFF_2_CATERING: '127.0.0.1:4',
    });
  });
});

describe('the replicas', () => {
  it('start on ports of their own, each with the settings given, and start again', async () => {
    // A stand-in for the BFF: answers with the settings it was started with.
    const script = path.join(dir, 'bff.mjs');
    fs.writeFileSync(
      script,
      "import http from 'node:http';\n" +
        'const { PORT, CATERING_PORT, GIVEN } = process.env;\n' +
        'http.createServer((_, res) => res.end(JSON.stringify({ PORT, CATERING_PORT, GIVEN })))' +
        ".listen(Number(PORT), '127.0.0.1');\n",
    );
    const started = [];
    const replicas = await startReplicas(2, { GIVEN: 'yes' }, started, script);
    children.push(...started);
    expect(replicas.map((replica) => replica.name)).toEqual(['bff-1', 'bff-2']);
    const ports = replicas.flatMap((replica) => [replica.port, replica.cateringPort]);
    expect(new Set(ports).size).toBe(4);
    for (const port of ports) {
      expect(port).toBeGreaterThanOrEqual(RANGE.lowest);
      expect(port).toBeLessThanOrEqual(RANGE.highest);
    }
    const ask = async (replica) => (await fetch(`${replica.url}/healthz`)).json();
    expect(await ask(replicas[1])).toEqual({
      PORT: String(replicas[1].port),
      CATERING_PORT: String(replicas[1].cateringPort),
      GIVEN: 'yes',
    });
    const first = replicas[1].child;
    first.kill('SIGKILL');
    await exited(first);
    await replicas[1].start();
    children.push(replicas[1].child);
    expect(replicas[1].child).not.toBe(first);
    expect((await ask(replicas[1])).GIVEN).toBe('yes');
    expect(started).toHaveLength(3);
  }, 30_000);
});

describe('stopping a cluster', () => {
  it('ends every process, a stopped one too, then removes its scratch folder', async () => {
    const scratch = fs.mkdtempSync(path.join(dir, 'scratch-'));
    const [bff, lb, sandbox, redis] = [sleeper(), sleeper(), sleeper(), sleeper()];
    sandbox.kill('SIGSTOP');
    await stopCluster({
      replicas: [{ child: bff }, { child: undefined }],
      lb: { child: lb },
      sandbox,
      redis: { child: redis },
      scratch,
    });
    for (const child of [bff, lb, sandbox, redis]) expect(child.signalCode).toBe('SIGTERM');
    expect(fs.existsSync(scratch)).toBe(false);
  });

  it('ends one BFF alone, with no load balancer or Redis', async () => {
    const scratch = fs.mkdtempSync(path.join(dir, 'scratch-'));
    const [bff, sandbox] = [sleeper(), sleeper()];
    await stopCluster({ replicas: [{ child: bff }], lb: null, sandbox, redis: null, scratch });
    expect([bff.signalCode, sandbox.signalCode]).toEqual(['SIGTERM', 'SIGTERM']);
  });
});
