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
import { EMPTY, measurePages, measureTurns, untilRecorded } from './lighthouse-plan.mjs';

let server;
let base;
let orders = 0;

// The site's API as far as seeding a box goes: one restaurant, one product, a new order each time.
beforeAll(async () => {
  server = http.createServer((request, response) => {
    const path = request.url;
    const answer =
      path === '/api/v1/locations/101'
        ? { id: 101, menu_id: 7 }
        : path === '/api/v1/orders/create'
          ? { id: `o${(orders += 1)}` }
          : path === '/api/v1/menus/7'
            ? { categories: [{ products: [{ id: 1, sku: 'fries' }] }] }
            : { id: path.split('/')[4] };
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(answer));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${server.address().port}`;
});
afterAll(() => server.close());

let written;
beforeEach(() => {
  written = '';
  jest.spyOn(process.stderr, 'write').mockImplementation((text) => (written += text));
});
afterEach(() => jest.restoreAllMocks());

const run = (lcp, extra = {}) => ({
  performance: 99,
  accessibility: 100,
  bestPractices: 100,
  lcp,
  tbt: 10,
  cls: 0,
  ...extra,
});

describe('a run Lighthouse failed to record', () => {
  it('is run again until recorded', async () => {
    const runs = [run(1, { runtimeError: 'NO_FCP' }), run(2)];
    expect(await untilRecorded(async () => runs.shift())).toEqual(run(2));
    expect(written).toBe('(NO_FCP: again)');
  });

  it('counts as it came after three attempts', async () => {
    let attempts = 0;
    const failed = await untilRecorded(async () => {
      attempts += 1;
      return run(attempts, { runtimeError: 'NO_NAVSTART' });
    });
    expect(attempts).toBe(3);
    expect(failed.lcp).toBe(3);
  });
});

describe("the Lighthouse bench's runs", () => {
  it('runs each page of each channel, a box seeded afresh for every run, into rows', async () => {
    const measured = [];
    const rows = await measurePages({
      origins: { consumer: base, catering: 'http://catering.invalid' },
      channels: ['consumer'],
      paths: ['/', '/menu/product'],
      runs: 3,
      measure: async (origin, route, storage) => {
        measured.push([origin, route, storage.cookies[1]]);
        return run(route === '/' ? 1000 : 2000);
      },
    });
    expect(measured).toEqual([
      [base, '/', 'qsr-guest-box=o1'],
      [base, '/', 'qsr-guest-box=o2'],
      [base, '/', 'qsr-guest-box=o3'],
      [base, '/menu/product?id=fries', 'qsr-guest-box=o4'],
      [base, '/menu/product?id=fries', 'qsr-guest-box=o5'],
      [base, '/menu/product?id=fries', 'qsr-guest-box=o6'],
    ]);
    expect(rows.map((row) => [row.channel, row.path, row.median.lcp, row.ok])).toEqual([
      ['consumer', '/', 1000, true],
      ['consumer', '/menu/product', 2000, false],
    ]);
    expect(written).toBe('......');
  });
});

describe("the Lighthouse gate's turns", () => {
  it('measures the reference, then each page with its storage, turn after turn', async () => {
    const measured = [];
    const pages = ['a', 'b'].map((label) => ({
      label,
      origin: `http://${label}.test`,
      route: `/${label}`,
      storage: async () => ({ storage: {}, cookies: [label] }),
    }));
    const figures = await measureTurns({
      runs: 2,
      reference: { origin: 'http://reference.test' },
      pages,
      measure: async (origin, route, storage, settings) => {
        measured.push(`${origin}${route} ${storage.cookies.join()}`);
        expect(settings).toEqual({ onlyCategories: ['performance'] });
        return run(measured.length);
      },
    });
    expect(measured).toEqual([
      'http://reference.test/ ',
      'http://a.test/a a',
      'http://b.test/b b',
      'http://reference.test/ ',
      'http://a.test/a a',
      'http://b.test/b b',
    ]);
    expect(Object.keys(figures)).toEqual(['reference', 'a', 'b']);
    expect(figures.reference.map((r) => r.lcp)).toEqual([1, 4]);
    expect(figures.b.map((r) => r.lcp)).toEqual([3, 6]);
    expect(EMPTY).toEqual({ storage: {}, cookies: [] });
  });
});
