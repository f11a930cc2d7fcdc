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
import { scalePlan } from './scale-plan.mjs';
import { runScale } from './scale-run.mjs';

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'scale-run-'));
let server;
let origin;

// Both sizes' APIs in one: every member signs in, every search answers.
beforeAll(async () => {
  server = http.createServer((request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ data: { token: 't' } }));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${server.address().port}`;
});
afterAll(() => {
  server.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

beforeEach(() => {
  jest.spyOn(console, 'log').mockImplementation(() => {});
  jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
});
afterEach(() => {
  jest.restoreAllMocks();
  process.exitCode = undefined;
});

const plan = scalePlan({ SCALE_BENCH_SAMPLES: '2', SCALE_BENCH_RUNS: '1' });
const run = { performance: 99, accessibility: 100, bestPractices: 100, lcp: 900, tbt: 20, cls: 0 };

/** Sites at the test's API; `stops` lists the scales stopped. */
const startSite =
  (stops) =>
  async ({ env }) => ({
    consumerUrl: origin,
    sandboxUrl: origin,
    stop: () => stops.push(env.SANDBOX_SCALE),
  });
const renderer = async () => ({ render: async () => 400, close: async () => {} });

describe('the scale bench', () => {
  it('measures both sizes, stops their sites, and reports the figures', async () => {
    const stops = [];
    const jsonFile = path.join(folder, 'scale.json');
    await runScale({
      plan,
      jsonFile,
      startSite: startSite(stops),
      browser: { lighthouseRun: async () => run, historyRenderer: renderer },
    });
    expect(stops).toEqual(['fixtures', 'chain']);
    const report = JSON.parse(fs.readFileSync(jsonFile, 'utf8'));
    expect([report.small.size.scale, report.large.size.scale]).toEqual(['fixtures', 'chain']);
    expect(report.loads).toHaveLength(2);
    expect(report.rows.find((row) => row.name.startsWith('order history'))).toMatchObject({
      small: 400,
      large: 400,
      met: true,
    });
    expect(Date.parse(report.measuredAt)).toBeGreaterThanOrEqual(Date.parse(report.startedAt));
  });

  it('stops both sites when measuring fails', async () => {
    const stops = [];
    const failing = runScale({
      plan,
      jsonFile: path.join(folder, 'never.json'),
      startSite: startSite(stops),
      browser: {
        lighthouseRun: async () => Promise.reject(new Error('Chrome did not start')),
        historyRenderer: renderer,
      },
    });
    await expect(failing).rejects.toThrow('Chrome did not start');
    expect(stops).toEqual(['fixtures', 'chain']);
    expect(fs.existsSync(path.join(folder, 'never.json'))).toBe(false);
  });
});
