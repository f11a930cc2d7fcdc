import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
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
import { runBench, runGate } from './lighthouse-main.mjs';

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'lighthouse-main-'));
let server;
let base;

// The site's API as far as seeding a box goes: one restaurant, one product, one order.
beforeAll(async () => {
  server = http.createServer((request, response) => {
    const answers = {
      '/api/v1/locations/101': { id: 101, menu_id: 7 },
      '/api/v1/menus/7': { categories: [{ products: [{ id: 1, sku: 'fries' }] }] },
    };
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(answers[request.url] ?? { id: 'o1' }));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${server.address().port}`;
});
afterAll(() => {
  server.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

let errors;
beforeEach(() => {
  errors = [];
  jest.spyOn(console, 'log').mockImplementation(() => {});
  jest.spyOn(console, 'error').mockImplementation((line) => errors.push(line));
  jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
});
afterEach(() => {
  jest.restoreAllMocks();
  process.exitCode = undefined;
});

const run = (extra) => ({
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  lcp: 700,
  tbt: 20,
  cls: 0,
  ...extra,
});
/** A started site whose two channels are the test's API; `stopped` counts its stops. */
const fakeSite = (stopped) => async (options) => {
  stopped.options = options;
  return { consumerUrl: base, cateringUrl: base, stop: () => (stopped.count += 1) };
};

describe('the Lighthouse bench', () => {
  it('measures the pages on a site of its own, stops it, and writes the medians', async () => {
    const stopped = { count: 0 };
    const jsonFile = path.join(folder, 'lighthouse.json');
    const options = { runs: 2, paths: ['/menu'], channels: ['consumer', 'catering'] };
    await runBench({ options, jsonFile, startSite: fakeSite(stopped), measure: async () => run() });
    expect(stopped).toEqual({ count: 1, options: { nice: 10, readyTimeoutMs: 180_000 } });
    const { rows } = JSON.parse(fs.readFileSync(jsonFile, 'utf8'));
    expect(rows.map((row) => [row.channel, row.path, row.runs.length, row.ok])).toEqual([
      ['consumer', '/menu', 2, true],
      ['catering', '/menu', 2, true],
    ]);
    expect(process.exitCode).toBeUndefined();
  });

  it('stops the site when a run fails', async () => {
    const stopped = { count: 0 };
    const failing = runBench({
      options: { runs: 1, paths: ['/'], channels: ['consumer'] },
      jsonFile: path.join(folder, 'never.json'),
      startSite: fakeSite(stopped),
      measure: async () => Promise.reject(new Error('Chrome did not start')),
    });
    await expect(failing).rejects.toThrow('Chrome did not start');
    expect(stopped.count).toBe(1);
    expect(fs.existsSync(path.join(folder, 'never.json'))).toBe(false);
  });
});

describe('the Lighthouse gate', () => {
  it('judges the given pages against its reference page, and fails the slow one', async () => {
    const jsonFile = path.join(folder, 'gate.json');
    const measured = [];
    const args = ['--runs', '2', '--page', 'http://slow.test/page', '--json', jsonFile];
    await runGate(args, {
      startSite: () => Promise.reject(new Error('no site for given pages')),
      measure: async (origin, route, storage) => {
        measured.push([origin, route, storage.cookies.length]);
        return origin === 'http://slow.test' ? run({ tbt: 1500 }) : run();
      },
    });
    const referenceOrigin = measured[0][0];
    expect(measured).toEqual([
      [referenceOrigin, '/', 0],
      ['http://slow.test', '/page', 0],
      [referenceOrigin, '/', 0],
      ['http://slow.test', '/page', 0],
    ]);
    // The reference page is served no longer.
    await expect(fetch(`${referenceOrigin}/`)).rejects.toThrow();
    const { verdicts } = JSON.parse(fs.readFileSync(jsonFile, 'utf8'));
    expect(verdicts[0].breaches.map((breach) => breach.key)).toEqual(['tbt']);
    expect(process.exitCode).toBe(1);
  });

  it("seeds the site's pages and stops the site after its turns", async () => {
    const stopped = { count: 0 };
    const routes = [];
    await runGate(['--runs', '1'], {
      startSite: fakeSite(stopped),
      measure: async (origin, route, storage) => {
        routes.push(`${route} ${storage.cookies.join(' ')}`.trim());
        return run();
      },
    });
    expect(stopped).toEqual({ count: 1, options: { nice: 10 } });
    expect(routes).toEqual([
      '/',
      '/ qsr-restaurant=101 qsr-guest-box=o1',
      '/menu qsr-restaurant=101 qsr-guest-box=o1',
      '/ qsr-restaurant=101 qsr-guest-box=o1',
      '/menu qsr-restaurant=101 qsr-guest-box=o1',
    ]);
    expect(process.exitCode).toBeUndefined();
  });

  it('stops its reference page when the site does not start', async () => {
    const closed = jest.spyOn(http.Server.prototype, 'close');
    const failing = runGate([], {
      startSite: () => Promise.reject(new Error('sandbox did not answer')),
      measure: async () => run(),
    });
    await expect(failing).rejects.toThrow('sandbox did not answer');
    expect(closed).toHaveBeenCalledTimes(1);
    expect(closed.mock.contexts[0]).not.toBe(server);
  });
});
