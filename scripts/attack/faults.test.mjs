import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { FAULTS, underLoad } from './faults.mjs';
import { serve } from './test-server.mjs';

let server;
let releaseRoot;
afterEach(async () => {
  jest.useRealTimers();
  await server?.close();
  fs.rmSync(releaseRoot, { recursive: true, force: true });
});

/** A process of the cluster: the signals it was sent; SIGKILL ends it. */
const child = () => ({
  signals: [],
  exitCode: null,
  signalCode: null,
  kill(signal) {
    this.signals.push(signal);
    if (signal === 'SIGKILL') this.signalCode = signal;
  },
});

/**
 * The replica set on one server: /readyz says `readyz`, a submit is answered `submitted`,
 * the locator's release 1.1.0 is listed, and anything else is 200. `started` lists what was
 * started again; each request asked is noted with when it came (`at`).
 */
async function replicaSet({ readyz = 'ready', submitted = { status: 202 } } = {}) {
  server = await serve((asked) => {
    asked.at = Date.now();
    const { url } = asked;
    if (url === '/readyz') return { body: { status: readyz } };
    if (url === '/api/v1/orders/create') return { body: { id: 'o7' } };
    if (url.endsWith('/submit')) return submitted;
    if (url === '/config/remotes.json')
      return { body: { remotes: [{ name: 'locator', version: '1.1.0', entry: '/e.js' }] } };
    if (url === '/e.js') return { status: 404 };
    return { body: {} };
  });
  const started = [];
  releaseRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'attack-faults-'));
  const cluster = {
    redis: { child: child(), start: async () => started.push('redis') },
    sandbox: child(),
    replicas: [0, 1, 2].map((i) => ({ child: child(), start: async () => started.push(i) })),
    releaseRoot,
  };
  return { url: server.url, replicaUrls: [server.url, server.url], cluster, started };
}

/** `fault.begin()` with its pauses skipped: what its check saw. */
async function begun(fault) {
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask', 'Date'] });
  const checking = fault.begin();
  await jest.advanceTimersByTimeAsync(5000);
  return checking;
}

describe('a fault under load', () => {
  it("is judged by the load's requests started while it lasted, and by its own check", async () => {
    const site = await replicaSet();
    const ended = [];
    let began = 0;
    const fault = {
      name: 'a made-up fault',
      lasts: 300,
      asked: ['/remotes/locator/1.1.0/e.js'],
      begin: async () => {
        began = Date.now();
        return { met: true, said: 'all well' };
      },
      end: async () => ended.push(Date.now()),
    };
    const figures = await underLoad(site, fault);
    expect(figures).toMatchObject({ name: 'a made-up fault', unanswered: 0, check: 'all well' });
    // Not the requests of the second before it began. How many came in that second against the
    // fault's 300 ms is the machine's (a share of the load failed here beside a busy CI run).
    const load = server.asked.filter((a) => a.url !== '/readyz');
    expect(load.filter((a) => a.at < began).length).toBeGreaterThan(0);
    expect(figures.requests).toBeGreaterThan(0);
    expect(figures.requests).toBeLessThan(load.length);
    expect(figures.met).toBe(true);
    expect(ended).toHaveLength(1);
    const asked = new Set(server.asked.map((a) => a.url));
    expect(asked).toEqual(
      new Set([
        '/api/v1/menus/100101',
        '/',
        '/config/remotes.json',
        '/api/v1/members/signin',
        '/remotes/locator/1.1.0/e.js',
        '/readyz',
      ]),
    );
  }, 15_000);
});

describe('the faults', () => {
  const [comparison, redisStalled, redisKilled, apiStalled, replicaKilled, damaged] = FAULTS;

  it('compare with the same load and no fault', async () => {
    const fault = comparison(await replicaSet());
    expect(fault).toMatchObject({ name: 'none (the same load, for comparison)', lasts: 3000 });
    expect(await fault.begin()).toBeUndefined();
  });

  it('stall Redis, want every replica degraded meanwhile, and let it run again', async () => {
    const site = await replicaSet({ readyz: 'degraded' });
    const fault = redisStalled(site);
    expect(await begun(fault)).toEqual({ met: true, said: '/readyz: degraded, degraded' });
    fault.end();
    expect(site.cluster.redis.child.signals).toEqual(['SIGSTOP', 'SIGCONT']);
  });

  it('kill Redis, miss when a replica still says ready, and start it again', async () => {
    const site = await replicaSet({ readyz: 'ready' });
    const fault = redisKilled(site);
    expect(await begun(fault)).toEqual({ met: false, said: '/readyz: ready, ready' });
    await fault.end();
    expect(site.cluster.redis.child.signals).toEqual(['SIGKILL']);
    expect(site.started).toEqual(['redis']);
  });

  it('stall the ordering API, wanting a submit sent meanwhile pending with its order', async () => {
    const pending = { status: 202, body: { status: 'pending', orderId: 'o7' } };
    const site = await replicaSet({ submitted: pending });
    const fault = await apiStalled(site);
    expect(await fault.begin()).toEqual({ met: true, said: 'a submit meanwhile: 202 pending' });
    fault.end();
    expect(site.cluster.sandbox.signals).toEqual(['SIGSTOP', 'SIGCONT']);
  });

  it('miss when the stalled API fails a submit', async () => {
    const site = await replicaSet({ submitted: { status: 503 } });
    const fault = await apiStalled(site);
    expect(await fault.begin()).toEqual({ met: false, said: 'a submit meanwhile: 503 ' });
  });

  it('kill the second replica and start it again', async () => {
    const site = await replicaSet();
    const fault = replicaKilled(site);
    expect(await fault.begin()).toBeUndefined();
    await fault.end();
    expect(site.cluster.replicas.map((r) => r.child.signals)).toEqual([[], ['SIGKILL'], []]);
    expect(site.started).toEqual([1]);
  });

  it('damage a pinned release, wanting its file refused and the replicas still up', async () => {
    const site = await replicaSet();
    const folder = path.join(site.cluster.releaseRoot, 'remotes', 'locator', '1.1.0');
    fs.mkdirSync(folder, { recursive: true });
    fs.writeFileSync(path.join(folder, 'e.js'), 'export {};');
    const run = async (_, verb) => ({
      code: 0,
      output: verb === 'build' ? 'released locator@1.1.0' : '',
    });
    const fault = await damaged(site, run);
    expect(fault.asked).toEqual(['/e.js']);
    expect(await begun(fault)).toEqual({
      met: true,
      said: 'the damaged file: 404; /readyz: ready, ready',
    });
    expect(fs.readFileSync(path.join(folder, 'e.js'), 'utf8')).toBe('export {};\n/* tampered */\n');
  });
});
