// The proofs of `npm run test:scale` against stand-ins for the cluster: replicas and a load
// balancer as HTTP servers on this machine, a release command that changes what they serve.
import { spawn } from 'node:child_process';
import http from 'node:http';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { failures, orderingApiDown, redisAway, replicaStopped } from './fault-proof.mjs';
import { goals } from './goals.mjs';
import { pins } from './pin-proof.mjs';
import {
  changeServed,
  nextPatch,
  readiness,
  servedVersion,
  servedVersions,
  shown,
  sleep,
  untilReady,
  within,
} from './replicas.mjs';
import { exited } from './services.mjs';
import { signInLimit, signOut } from './session-proof.mjs';

const MENU_DOWN = { message: 'Connection issue. Please try again.' };
let state;
let servers;
let cluster;
let lines;
let record;

const json = (res, status, body, headers = {}) => {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
};

/** What every stand-in replica answers, from the site's `state`. */
function answer(req, res, body) {
  const route = `${req.method} ${req.url}`;
  if (route === 'GET /config/remotes.json') {
    const remotes = Object.entries(state.versions).filter(([, version]) => version);
    return json(res, 200, { remotes: remotes.map(([name, version]) => ({ name, version })) });
  }
  if (route === 'GET /readyz') {
    if (state.apiStalled) return json(res, 503, { status: 'not ready' });
    return json(res, 200, { status: state.redisUp ? 'ready' : 'degraded' });
  }
  if (route === 'POST /api/v1/members/signin') {
    const { email } = JSON.parse(body);
    state.signIns[email] = (state.signIns[email] ?? 0) + 1;
    if (state.signIns[email] > state.signInQuota) return json(res, 429, {});
    if (email !== 'other@example.com') return json(res, 401, {});
    return json(
      res,
      200,
      { data: { tokens: { 'access.token': 'token-1' }, user: { id: 7 } } },
      { 'set-cookie': ['qsr_session=s1; HttpOnly', 'other=x'] },
    );
  }
  if (route === 'POST /api/braze/users/track') {
    const known = req.headers.cookie === 'qsr_session=s1' && req.headers['x-member-token'];
    return json(res, known && !state.signedOut ? 201 : 401, {});
  }
  if (route === 'DELETE /api/v1/members/signout') {
    state.signedOut = !state.signOutLost && req.headers.authorization === 'Bearer token-1';
    return json(res, 204, {});
  }
  if (route === 'GET /api/v1/menus/100100') {
    return state.apiStalled ? json(res, 504, MENU_DOWN) : json(res, 200, {});
  }
  return json(res, 200, {});
}

async function listen(handler) {
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => handler(req, res, body));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
  return `http://127.0.0.1:${server.address().port}`;
}

/**
 * A stand-in for the release command: the change is served `lagMs` after it printed its line
 * (as the replicas' pin cache takes it up).
 */
async function release(_cluster, command, target) {
  const [remote, version = null] = target.split('@');
  setTimeout(() => (state.versions[remote] = command === 'pin' ? version : null), state.lagMs);
  return { output: `${command} ${target}\n`, doneAt: Date.now() };
}

const sleeper = () => spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)']);
// The proofs' waits for health checks and Redis, fifty times shorter.
const wait = (ms) => sleep(ms / 50);

beforeAll(async () => {
  servers = [];
  const replicas = [];
  for (let i = 1; i <= 3; i += 1) replicas.push({ name: `bff-${i}`, url: await listen(answer) });
  // The load balancer: a request fails while `state.lbFails()`.
  const lbUrl = await listen((req, res, body) =>
    state.lbFails() ? json(res, 502, {}) : answer(req, res, body),
  );
  cluster = { environment: 'scale', replicas, lbUrl };
});
afterAll(() =>
  Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve)))),
);
beforeEach(() => {
  state = {
    versions: { careers: null, marketing: null },
    lagMs: 20,
    redisUp: true,
    apiStalled: false,
    signIns: {},
    signInQuota: 11,
    signedOut: false,
    lbFails: () => false,
  };
  lines = [];
  ({ record } = goals((line) => lines.push(line)));
});

describe('what the replicas serve', () => {
  it("reads a remote's version, null when none is served", async () => {
    state.versions.careers = '1.0.0';
    expect(await servedVersion(cluster.lbUrl, 'careers')).toBe('1.0.0');
    expect(await servedVersion(cluster.lbUrl, 'marketing')).toBeNull();
    expect(await servedVersions(cluster, ['careers', 'marketing'])).toEqual([
      ['1.0.0', null],
      ['1.0.0', null],
      ['1.0.0', null],
    ]);
  });

  it("times each replica's serving of a change from when it was written", async () => {
    state.lagMs = 150;
    const times = await changeServed(cluster, release, 'careers', '2.0.0', 'pin', 'careers@2.0.0');
    expect(times).toHaveLength(3);
    for (const time of times) expect(time).toBeGreaterThanOrEqual(100);
    expect(within(times, 1000)).toBe(true);
    expect(within(times, 100)).toBe(false);
  }, 10_000);

  it('gives up on a replica that never serves it, 5 s after it was written', async () => {
    const times = await changeServed(cluster, release, 'careers', '9.9.9', 'pin', 'careers@2.0.0');
    expect(times).toEqual([null, null, null]);
    expect(within(times, 1000)).toBe(false);
  }, 10_000);

  it('shows the times for a figure', () => {
    expect(shown([12, null, 0])).toBe('12 ms, never, 0 ms');
    expect(within([12, 0], 13)).toBe(true);
    expect(within([12, 13], 13)).toBe(false);
  });

  it("reads each replica's readiness, and waits until they are ready", async () => {
    state.apiStalled = true;
    expect(await readiness(cluster)).toEqual(Array(3).fill({ code: 503, status: 'not ready' }));
    setTimeout(() => (state.apiStalled = false), 150);
    const ready = await untilReady(cluster, (r) => r.code === 200, 5000, { every: 20 });
    expect(ready.map((r) => r.status)).toEqual(['ready', 'ready', 'ready']);
    state.apiStalled = true;
    const since = Date.now();
    expect((await untilReady(cluster, (r) => r.code === 200, 100, { every: 20 }))[0].code).toBe(
      503,
    );
    expect(Date.now() - since).toBeLessThan(1000);
  });

  it("names a released version's next patch", () => {
    expect(nextPatch('1.4.9')).toBe('1.4.10');
  });
});

describe('the goals', () => {
  it('prints each as it comes, and exits 0 only when every one was met', () => {
    const printed = [];
    const run = goals((line) => printed.push(line));
    run.record('a pin', '12 ms', true, 'within 1 s');
    expect(run.summary()).toBe(0);
    run.record('a rollback', 'never', false, 'within 1 s');
    expect(run.summary()).toBe(1);
    expect(printed).toEqual([
      'ok    a pin: 12 ms (goal: within 1 s)',
      '\n1 of 1 goals met',
      'FAIL  a rollback: never (goal: within 1 s)',
      '\n1 of 2 goals met',
    ]);
    expect(run.results[1]).toEqual({
      name: 'a rollback',
      figure: 'never',
      goal: 'within 1 s',
      met: false,
    });
  });
});

describe('pins through the release command', () => {
  it('meets every goal when each change is served within 1 s', async () => {
    await pins(cluster, release, record, '1.0.0', '3.1.0');
    expect(lines).toEqual([
      expect.stringMatching(/^ok {4}a pin made with the release CLI.*: (\d+ ms, ){2}\d+ ms after/),
      expect.stringMatching(/^ok {4}a rollback, served by all three replicas/),
      'ok    two release managers pin careers and marketing at the same moment: both pins live on all three replicas (goal: both survive)',
    ]);
    expect(state.versions).toEqual({ careers: '1.0.0', marketing: '3.1.0' });
  });

  it('misses them when a change is served late, or a pin is lost', async () => {
    state.lagMs = 1100;
    await pins(cluster, release, record, '1.0.0', '3.1.0');
    expect(lines.map((line) => line.slice(0, 4))).toEqual(['FAIL', 'FAIL', 'FAIL']);
    expect(lines[2]).toContain('served: [[null,null],[null,null],[null,null]]');
  }, 15_000);
});

describe('sessions and limits across replicas', () => {
  it("limits one account's wrong sign-ins as one", async () => {
    await signInLimit(cluster, record);
    expect(lines).toEqual([
      'ok    15 wrong sign-ins for one account, round robin over three replicas: 11 reached the ' +
        'ordering API, then 429 (401 401 401 401 401 401 401 401 401 401 401 429 429 429 429) ' +
        '(goal: 11 (one account quota and one wait for all replicas, not 30))',
    ]);
  });

  it('misses the goal when each replica limited alone', async () => {
    state.signInQuota = 30;
    await signInLimit(cluster, record);
    expect(lines[0]).toMatch(/^FAIL .* 15 reached the ordering API/);
  });

  it('refuses a signed-out session on every replica', async () => {
    await signOut(cluster, record);
    expect(lines).toEqual([
      'ok    a session signed out through the load balancer, asked of every replica at once: before: 201 201 201; right after: 401 401 401 (goal: refused (401) by all three)',
    ]);
  });

  it('misses the goal when a replica still takes it', async () => {
    state.signOutLost = true;
    await signOut(cluster, record);
    expect(lines[0]).toMatch(/^FAIL .*before: 201 201 201; right after: 201 201 201/);
  });
});

describe('faults under load', () => {
  const victim = () => cluster.replicas[1];
  // Every sleeper a test starts is stopped after it, killed or not.
  const sleepers = [];
  const started = () => {
    const child = sleeper();
    sleepers.push(child);
    return child;
  };
  beforeEach(() => {
    victim().child = started();
    victim().start = async () => {
      victim().child = started();
    };
  });
  afterEach(async () => {
    const alive = sleepers
      .splice(0)
      .filter((child) => child.exitCode === null && child.signalCode === null);
    for (const child of alive) child.kill('SIGKILL');
    await Promise.all(alive.map(exited));
  });

  it('counts the failed requests, and those after the health check took the replica out', () => {
    const all = [
      { started: 1, status: 200 },
      { started: 2, status: 0, error: 'ECONNRESET' },
      { started: 5, status: 502 },
      { started: 6, status: 502 },
    ];
    expect(failures(all, 4)).toEqual({
      failed: 3,
      late: 2,
      figure: '4 requests, 3 failed (2 after the health check; ECONNRESET, 502)',
    });
    expect(failures(all.slice(0, 1), 0).figure).toBe('1 requests, 0 failed');
  });

  it('allows a killed replica only its requests in flight, then starts it again', async () => {
    const killed = victim().child;
    state.lbFails = () => killed.signalCode !== null && victim().child === killed;
    await replicaStopped(cluster, record, 'SIGKILL', { wait });
    expect(killed.signalCode).toBe('SIGKILL');
    expect(victim().child).not.toBe(killed);
    expect(lines).toEqual([
      expect.stringMatching(
        /^ok {4}one replica killed \(SIGKILL\) during load: \d+ requests, [1-9]\d* failed \(0 after the health check; 502\)/,
      ),
    ]);
  });

  it('allows a replica stopped with SIGTERM no failed request at all', async () => {
    const stopped = victim().child;
    await replicaStopped(cluster, record, 'SIGTERM', { wait });
    expect(stopped.signalCode).toBe('SIGTERM');
    expect(lines[0]).toMatch(
      /^ok {4}one replica stopped \(SIGTERM\) during load: \d+ requests, 0 failed/,
    );
    state.lbFails = () => true;
    await replicaStopped(cluster, record, 'SIGTERM', { wait });
    expect(lines[1]).toMatch(/^FAIL .* [1-9]\d* failed .*\(goal: zero failed\)$/);
  });

  it('serves pages, the API and the last pins while Redis is away, and resumes after', async () => {
    state.versions = { careers: '1.0.1', marketing: '3.1.0' };
    const redisStates = [];
    cluster.redis = {
      stop: async () => redisStates.push((state.redisUp = false)),
      start: async () => redisStates.push((state.redisUp = true)),
    };
    await redisAway(cluster, release, record, '1.0.1', '3.1.0', { wait });
    expect(redisStates).toEqual([false, true]);
    expect(lines.map((line) => line.split(':')[0])).toEqual([
      'ok    Redis stopped during load',
      'ok    Redis stopped',
      'ok    Redis stopped',
      'ok    Redis back',
    ]);
    expect(lines[1]).toContain('degraded, degraded, degraded');
    expect(lines[2]).toContain('11 allowed, then 429');
    expect(state.versions.marketing).toBeNull();
  }, 15_000);

  it('misses the goals when pins are lost and the replicas go down with Redis', async () => {
    state.versions = { careers: null, marketing: '3.1.0' };
    state.signInQuota = 20;
    cluster.redis = {
      stop: async () => (state.apiStalled = true),
      start: async () => {},
    };
    await redisAway(cluster, release, record, '1.0.1', '3.1.0', { wait });
    expect(lines.map((line) => line.slice(0, 4))).toEqual(['FAIL', 'FAIL', 'FAIL', 'FAIL']);
    expect(lines[0]).toContain('pins served: [[null,"3.1.0"]');
    expect(lines[2]).toContain('14 allowed');
  }, 30_000);

  it('keeps pages up while the ordering API is stalled, with its connection message', async () => {
    const signals = [];
    cluster.sandbox = {
      kill: (signal) => {
        signals.push(signal);
        state.apiStalled = signal === 'SIGSTOP';
      },
    };
    await orderingApiDown(cluster, record, { wait });
    expect(signals).toEqual(['SIGSTOP', 'SIGCONT']);
    expect(lines).toEqual([
      'ok    ordering API stalled: every replica unready, pages through the load balancer: ' +
        'pages 200 200 200 200; the API 504 "Connection issue. Please try again." ' +
        '(goal: pages 200 from the live replicas; the API the §8 connection message)',
    ]);
  });

  it('misses the goal when the API answers though stalled', async () => {
    cluster.sandbox = { kill: () => {} };
    await orderingApiDown(cluster, record, { wait });
    expect(lines[0]).toMatch(/^FAIL .*the API 200 "undefined"/);
  });
});
