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
import { SourceMapGenerator } from 'source-map-js';
import { profileOptions, runProfile } from './profile-run.mjs';

let server;
let base;

// The site as far as a profile goes: a guest's box (restaurant 101, one product), and a built
// script's source map.
beforeAll(async () => {
  const generator = new SourceMapGenerator({ file: 'main.js' });
  generator.addMapping({
    generated: { line: 1, column: 0 },
    original: { line: 10, column: 0 },
    source: 'webpack://host/./src/menu/ProductPage.tsx',
    name: 'ProductPage',
  });
  server = http.createServer((request, response) => {
    const answers = {
      '/api/v1/locations/101': { id: 101, menu_id: 7, catering_menu_id: 8 },
      '/api/v1/menus/7': { categories: [{ products: [{ id: 1, sku: 'fries' }] }] },
      '/api/v1/menus/8': { categories: [{ products: [{ id: 2, sku: 'platter' }] }] },
      '/main.js.map': JSON.parse(generator.toString()),
    };
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(answers[request.url] ?? { id: 'o1' }));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${server.address().port}`;
});
afterAll(() => server.close());

let printed;
beforeEach(() => {
  printed = [];
  jest.spyOn(console, 'log').mockImplementation((line) => printed.push(line));
});
afterEach(() => jest.restoreAllMocks());

describe("the CPU profile's options", () => {
  it('profiles /menu of the consumer channel three times, under React’s work loop, by default', () => {
    expect(profileOptions(['node', 'cpu-profile.mjs'], {})).toEqual({
      route: '/menu',
      channel: 'consumer',
      runs: 3,
      under: 'performWorkUntilDeadline',
    });
  });

  it('takes the path and channel from the command line, the runs and function from the environment', () => {
    const argv = ['node', 'cpu-profile.mjs', '/menu/product', 'catering'];
    expect(profileOptions(argv, { PROFILE_RUNS: '1', PROFILE_UNDER: 'render' })).toEqual({
      route: '/menu/product',
      channel: 'catering',
      runs: 1,
      under: 'render',
    });
  });
});

describe('profiling a page', () => {
  /** One sample of 2 ms in ProductPage, by the script's source map. */
  const profile = {
    nodes: [
      {
        id: 1,
        callFrame: { functionName: '(root)', url: '', lineNumber: 0, columnNumber: 0 },
        children: [2],
      },
      {
        id: 2,
        callFrame: { functionName: 'a', url: 'BASE/main.js', lineNumber: 0, columnNumber: 0 },
      },
    ],
    samples: [2, 2],
    timeDeltas: [0, 2000],
  };

  it('profiles each run with a box seeded afresh, in one browser, and prints by source', async () => {
    const loads = [];
    const closed = [];
    await runProfile(
      { route: '/menu/product', channel: 'catering', runs: 2, under: 'a' },
      {
        startSite: async () => ({
          consumerUrl: 'http://consumer.invalid',
          cateringUrl: base,
          stop: () => closed.push('site'),
        }),
        launchChromium: async () => ({ close: async () => closed.push('browser') }),
        profileOnce: async (browser, origin, route, storage) => {
          loads.push([origin, route, storage.cookies[0]]);
          return JSON.parse(JSON.stringify(profile).replaceAll('BASE', base));
        },
      },
    );
    expect(loads).toEqual([
      [base, '/menu/product?id=platter', 'qsr-restaurant=101'],
      [base, '/menu/product?id=platter', 'qsr-restaurant=101'],
    ]);
    expect(closed).toEqual(['browser', 'site']);
    expect(printed[0]).toBe('catering /menu/product: 2 runs at 4× CPU, ms a run');
    expect(printed[2]).toMatch(/ms {2}src\/menu\/ProductPage\.tsx$/);
  });

  it('closes the browser and stops the site when a run fails', async () => {
    const closed = [];
    const failing = runProfile(
      { route: '/menu', channel: 'consumer', runs: 1, under: 'a' },
      {
        startSite: async () => ({ consumerUrl: base, stop: () => closed.push('site') }),
        launchChromium: async () => ({ close: async () => closed.push('browser') }),
        profileOnce: async () => Promise.reject(new Error('page crashed')),
      },
    );
    await expect(failing).rejects.toThrow('page crashed');
    expect(closed).toEqual(['browser', 'site']);
  });
});
