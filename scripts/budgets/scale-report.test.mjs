import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { scalePlan, SIZES } from './scale-plan.mjs';
import { reportScale } from './scale-report.mjs';

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'scale-report-'));
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

let printed;
beforeEach(() => {
  printed = [];
  jest.spyOn(console, 'log').mockImplementation((line) => printed.push(line));
});
afterEach(() => {
  jest.restoreAllMocks();
  process.exitCode = undefined;
});

const plan = scalePlan({ SCALE_BENCH_SAMPLES: '2', SCALE_BENCH_RUNS: '1' });
const cells = (line) => line.trim().split(/\s{2,}/);

/** A size's measurements: API times of `ms`, one Lighthouse run a page, one history render. */
function measured(size, { ms, lcp, history, otherWork = [0.05] }) {
  const run = { performance: 99, accessibility: 100, bestPractices: 100, lcp, tbt: 20, cls: 0 };
  return {
    size,
    times: Object.fromEntries(plan.apiFigures.map((f) => [f.name, [ms, ms]])),
    runs: { '/locations': [run], '/menu': [run] },
    histories: [history],
    otherWork,
    ticks: otherWork.map(() => 100),
  };
}

const report = (sites, jsonFile = path.join(folder, 'scale.json')) => {
  const rounds = sites.flatMap((site) =>
    site.otherWork.map((share) => ({ kind: 'api', round: 1, site, otherWork: share, ticks: 100 })),
  );
  reportScale({
    sites,
    rounds,
    startedAt: new Date('2026-12-01T10:00:00Z'),
    endedAt: new Date('2026-12-01T10:42:00Z'),
    loads: [1.25, 2],
    jsonFile,
    plan,
  });
  return jsonFile;
};

describe("the scale bench's report", () => {
  it('prints each figure at both sizes against the goal, and writes the run', () => {
    const jsonFile = report([
      measured(SIZES[0], { ms: 10, lcp: 1000, history: 400 }),
      measured(SIZES[1], { ms: 12.5, lcp: 1100, history: 500 }),
    ]);
    expect(printed[0]).toBe(
      `\n\nCost against size, 2026-12-01 10:00–10:42 UTC, ${os.cpus().length} CPU(s), load average 1.3 → 2.0`,
    );
    expect(printed[1]).toMatch(/^measured interleaved: 10 rounds of API calls, 1 of Lighthouse/);
    expect(printed[2]).toMatch(
      /^load: other work took 5 % .*a quiet run.*; by size: fixtures 5 %, chain 5 %$/,
    );
    const table = printed.slice(4, -2).map(cells);
    expect(table[0]).toEqual(['figure', SIZES[0].label, SIZES[1].label, 'chain / small', 'goal']);
    expect(table.find((line) => line[0] === 'careers search p95 ms')).toEqual([
      'careers search p95 ms',
      '10',
      '12.5',
      '1.25 ×',
      'met',
    ]);
    expect(printed.at(-2)).toBe('\nEvery Lighthouse budget met at both sizes.');
    expect(printed.at(-1)).toBe(`Report: ${path.relative(process.cwd(), jsonFile)}`);
    expect(process.exitCode).toBeUndefined();
    const written = JSON.parse(fs.readFileSync(jsonFile, 'utf8'));
    expect(written).toMatchObject({
      measuredAt: '2026-12-01T10:42:00.000Z',
      startedAt: '2026-12-01T10:00:00.000Z',
      loads: [1.25, 2],
      otherWork: { median: 0.05, quiet: true },
    });
    expect(written.rounds[0]).toEqual({
      kind: 'api',
      round: 1,
      otherWork: 0.05,
      ticks: 100,
      size: 'fixtures',
    });
    expect(written.large.figures['order history render ms (/account/order-history)']).toBe(500);
    expect(written.small.otherWork.median).toBe(0.05);
  });

  it('exits 1 when a figure grows with size or a budget is missed, and says a busy run is one', () => {
    report([
      measured(SIZES[0], { ms: 10, lcp: 1000, history: 400, otherWork: [0.5] }),
      measured(SIZES[1], { ms: 40, lcp: 1600, history: 500, otherWork: [] }),
    ]);
    expect(printed[2]).toMatch(/a busy machine.*; by size: fixtures 50 %, chain unknown$/);
    const grown = printed.find((line) => line.startsWith('locations/search direct p50 ms'));
    expect(cells(grown)).toEqual([
      'locations/search direct p50 ms',
      '10',
      '40',
      '4.00 ×',
      'NOT MET',
    ]);
    expect(printed).toContain(
      '\nLighthouse budgets missed: chain /locations LCP ms 1600; chain /menu LCP ms 1600',
    );
    expect(printed.find((line) => line.startsWith('The machine was busy'))).toBeDefined();
    expect(process.exitCode).toBe(1);
  });
});
