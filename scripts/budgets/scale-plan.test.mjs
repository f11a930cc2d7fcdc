import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { figuresOf, FLOORS, scalePlan, searchQuery } from './scale-plan.mjs';

describe("the scale bench's plan", () => {
  it('makes 200 calls of each API figure in 10 rounds, and 5 runs of each page, by default', () => {
    const plan = scalePlan({});
    expect(plan.runs).toBe(5);
    expect(plan.apiRounds).toBe(10);
    const calls = (perRound) => perRound.reduce((sum, n) => sum + n, 0);
    expect(plan.apiFigures.map((f) => [f.name, calls(f.perRound), f.perRound.length])).toEqual([
      ['locations/search direct', 200, 10],
      ['locations/search via BFF', 200, 10],
      ['careers search', 200, 10],
    ]);
  });

  it('takes the runs and the calls from the environment, sharing the calls over the rounds', () => {
    const plan = scalePlan({ SCALE_BENCH_RUNS: '2', SCALE_BENCH_SAMPLES: '13' });
    expect(plan.runs).toBe(2);
    expect(plan.apiFigures[0].perRound).toEqual([2, 2, 2, 1, 1, 1, 1, 1, 1, 1]);
  });

  it('searches from the fixtures’ cities in turn, a little off their centres', () => {
    expect(searchQuery(0)).toBe('lat=35.7796&lng=-78.6382&radius=25&limit=10');
    expect(searchQuery(1)).toBe('lat=35.2641&lng=-80.8801&radius=25&limit=10');
    expect(searchQuery(6)).toBe('lat=35.8016&lng=-78.6602&radius=25&limit=10');
  });

  it('gives each Lighthouse time a floor of half its budget', () => {
    expect(FLOORS).toEqual({
      '/locations LCP ms (Lighthouse)': 750,
      '/locations TBT ms (Lighthouse)': 50,
      '/menu LCP ms (Lighthouse)': 750,
      '/menu TBT ms (Lighthouse)': 50,
    });
  });
});

describe("the API figures' calls", () => {
  let server;
  let origin;
  const asked = [];
  beforeAll(async () => {
    server = http.createServer((request, response) => {
      asked.push({ url: request.url, headers: request.headers });
      response.end('{}');
    });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${server.address().port}`;
  });
  afterAll(() => server.close());

  it('ask the sandbox straight, the BFF, and the careers search, as the web client does', async () => {
    const site = { sandboxUrl: `${origin}/sandbox`, consumerUrl: origin };
    for (const figure of scalePlan({}).apiFigures) await (await figure.call(site, 1)).text();
    expect(asked.map((call) => call.url)).toEqual([
      `/sandbox/ordering/v1/locations/search?${searchQuery(1)}`,
      `/api/v1/locations/search?${searchQuery(1)}`,
      '/api/jobsearch?action=search&zip=28202&radius=25&page=1&per_page=10',
    ]);
    expect(asked[0].headers['x-client-type']).toBe('web');
    expect(asked[0].headers['accept-encoding']).not.toBe('br, gzip');
    expect(asked[1].headers['x-api-path']).toBe('locations/search');
    expect(asked[1].headers['accept-encoding']).toBe('br, gzip');
    expect(asked[2].headers['x-client-type']).toBeUndefined();
  });
});

describe("a size's figures", () => {
  it('takes percentiles of the API times, medians of Lighthouse runs and history renders', () => {
    const plan = scalePlan({ SCALE_BENCH_SAMPLES: '4' });
    const times = [10, 20, 30, 40];
    const run = (lcp, tbt) => ({
      performance: 99,
      accessibility: 100,
      bestPractices: 100,
      lcp,
      tbt,
      cls: 0,
    });
    const site = {
      times: Object.fromEntries(plan.apiFigures.map((f) => [f.name, times])),
      runs: { '/locations': [run(900, 10), run(1100, 30), run(1000, 20)], '/menu': [run(800, 5)] },
      histories: [300, 500],
    };
    const { figures, lighthouse } = figuresOf(site, plan);
    expect(figures).toEqual({
      'locations/search direct p50 ms': 20,
      'locations/search direct p95 ms': 40,
      'locations/search via BFF p50 ms': 20,
      'locations/search via BFF p95 ms': 40,
      'careers search p95 ms': 40,
      '/locations LCP ms (Lighthouse)': 1000,
      '/locations TBT ms (Lighthouse)': 20,
      '/menu LCP ms (Lighthouse)': 800,
      '/menu TBT ms (Lighthouse)': 5,
      'order history render ms (/account/order-history)': 400,
    });
    expect(lighthouse['/locations']).toMatchObject({ performance: 99, lcp: 1000, cls: 0 });
  });
});
