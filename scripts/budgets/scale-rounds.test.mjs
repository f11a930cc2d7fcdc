import http from 'node:http';
import {
  afterAll,
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  jest,
} from '@jest/globals';
import { scalePlan } from './scale-plan.mjs';
import { measureInRounds, percent, shareBetween, startBoth, timeCalls } from './scale-rounds.mjs';

let server;
let origin;
const asked = [];

// The two sites' APIs in one: a member signs in as themselves (a session cookie binds the
// sign-in), every search answers, `/fail` not.
beforeAll(async () => {
  server = http.createServer(async (request, response) => {
    let body = '';
    for await (const chunk of request) body += chunk;
    asked.push(request.url.split('?')[0]);
    if (request.url === '/fail') {
      response.writeHead(500);
      response.end();
      return;
    }
    const signIn = request.url.endsWith('/members/signin');
    const answer = signIn ? { data: { user: JSON.parse(body).email } } : {};
    response.writeHead(200, {
      'content-type': 'application/json',
      ...(signIn && { 'set-cookie': 'qsr_session=s1; Path=/api; HttpOnly; SameSite=Strict' }),
    });
    response.end(JSON.stringify(answer));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${server.address().port}`;
});
afterAll(() => server.close());

let printed;
beforeEach(() => {
  asked.length = 0;
  printed = [];
  jest.spyOn(console, 'log').mockImplementation((line) => printed.push(line));
  jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
});
afterEach(() => jest.restoreAllMocks());

// Three calls of each API figure (in the first three of ten rounds), two runs of the rest.
const plan = scalePlan({ SCALE_BENCH_SAMPLES: '3', SCALE_BENCH_RUNS: '2' });
const siteAt = (stopped = []) => ({
  consumerUrl: origin,
  sandboxUrl: `${origin}/sandbox`,
  stop: () => stopped.push(true),
});

describe('timing calls', () => {
  it('times each call, numbered from the first, until its answer is read', async () => {
    const numbers = [];
    const times = await timeCalls(3, (i) => numbers.push(i) && fetch(`${origin}/x`), 5);
    expect(numbers).toEqual([5, 6, 7]);
    expect(times).toHaveLength(3);
    for (const ms of times) expect(ms).toBeGreaterThan(0);
  });

  it('fails on a call the site did not answer', async () => {
    await expect(timeCalls(1, () => fetch(`${origin}/fail`))).rejects.toThrow(
      `${origin}/fail: 500`,
    );
  });
});

describe("other work's share", () => {
  it('is unknown without a sample, else the share and the ticks between the samples', () => {
    expect(shareBetween(null, { total: 10, busy: 5, own: 0 })).toEqual([null, 0]);
    const start = { total: 1000, busy: 400, own: 100 };
    expect(shareBetween(start, { total: 1200, busy: 500, own: 150 })).toEqual([0.25, 200]);
    expect(percent(null)).toBe('unknown');
    expect(percent(0.25)).toBe('25 %');
  });
});

describe('starting both sizes', () => {
  it('starts a site of each size, signs its member in and warms its connections', async () => {
    const started = [];
    const sites = await startBoth(plan, async (options) => {
      started.push(options);
      return siteAt();
    });
    expect(started.map((s) => [s.env.SANDBOX_SCALE, s.nice, s.readyTimeoutMs])).toEqual([
      ['fixtures', 10, 180_000],
      ['chain', 10, 180_000],
    ]);
    expect(sites.map((site) => [site.size.scale, site.session.user])).toEqual([
      ['fixtures', 'demo@example.com'],
      ['chain', 'chain@example.com'],
    ]);
    // The browser that opens the member's pages gets the cookie their sign-in set.
    for (const { session } of sites)
      expect(session.cookies.map(({ name, value, path }) => [name, value, path])).toEqual([
        ['qsr_session', 's1', '/api'],
      ]);
    expect(asked.filter((url) => url === '/api/v1/locations/search')).toHaveLength(40);
    expect(sites[0].times).toEqual({
      'locations/search direct': [],
      'locations/search via BFF': [],
      'careers search': [],
    });
    expect(sites[1].runs).toEqual({ '/locations': [], '/menu': [] });
  });

  it('stops the one that started when the other did not, and fails', async () => {
    const stopped = [];
    const starting = startBoth(plan, async ({ env }) => {
      if (env.SANDBOX_SCALE === 'chain') throw new Error('sandbox did not answer');
      return siteAt(stopped);
    });
    await expect(starting).rejects.toThrow('sandbox did not answer');
    expect(stopped).toEqual([true]);
  });
});

describe('measuring in rounds', () => {
  const run = (lcp) => ({
    performance: 99,
    accessibility: 100,
    bestPractices: 100,
    lcp,
    tbt: 10,
    cls: 0,
  });

  it('measures every figure of both sizes, the first size turning each round', async () => {
    const sites = ['fixtures', 'chain'].map((scale) => ({
      ...siteAt(),
      size: { scale },
      histories: [],
      times: Object.fromEntries(plan.apiFigures.map((f) => [f.name, []])),
      runs: { '/locations': [], '/menu': [] },
      otherWork: [],
      ticks: [],
    }));
    const order = [];
    let closed = false;
    const rounds = await measureInRounds(sites, plan, {
      lighthouseRun: async (site, page, hooks) => {
        hooks.started();
        order.push(`${site.size.scale} ${page}`);
        hooks.finished();
        return run(site.size.scale === 'chain' ? 1200 : 1000);
      },
      historyRenderer: async () => ({
        render: async (site) => (order.push(`${site.size.scale} history`), 321),
        close: async () => (closed = true),
      }),
    });
    expect(sites[1].times['careers search']).toHaveLength(3);
    expect(sites[0].runs['/menu'].map((r) => r.lcp)).toEqual([1000, 1000]);
    expect(sites[1].histories).toEqual([321, 321]);
    expect(order).toEqual([
      'fixtures /locations',
      'chain /locations',
      'fixtures /menu',
      'chain /menu',
      'chain /locations',
      'fixtures /locations',
      'chain /menu',
      'fixtures /menu',
      'fixtures history',
      'chain history',
      'chain history',
      'fixtures history',
    ]);
    expect(closed).toBe(true);
    expect(rounds.map((r) => `${r.kind} ${r.round} ${r.site.size.scale}`).slice(0, 4)).toEqual([
      'api 1 fixtures',
      'api 1 chain',
      'api 2 chain',
      'api 2 fixtures',
    ]);
    expect(rounds).toHaveLength(20 + 8 + 4);
    // Each round's other work is kept by its site, with its length.
    expect(sites[0].otherWork).toHaveLength(16);
    expect(sites[0].ticks).toHaveLength(16);
    expect(printed[0]).toMatch(
      /^API calls, round 1 of 10: fixtures \(other work \d+ %\), then chain/,
    );
    expect(printed[10]).toMatch(
      /^Lighthouse \/locations, round 1 of 2: fixtures LCP 1000 ms, TBT 10 ms/,
    );
    expect(printed.at(-1)).toMatch(/^\/account\/order-history, round 2 of 2: chain 321 ms/);
  });
});
