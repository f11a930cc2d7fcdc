import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { pageRow } from './lighthouse-figures.mjs';
import { keepReport, reportBench, reportGate } from './lighthouse-reports.mjs';

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'lighthouse-reports-'));
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

let printed;
let errors;
beforeEach(() => {
  printed = [];
  errors = [];
  jest.spyOn(console, 'log').mockImplementation((line) => printed.push(line));
  jest.spyOn(console, 'error').mockImplementation((line) => errors.push(line));
});
afterEach(() => {
  jest.restoreAllMocks();
  process.exitCode = undefined;
});

const run = (extra) => ({
  performance: 99,
  accessibility: 100,
  bestPractices: 100,
  lcp: 900,
  tbt: 20,
  cls: 0,
  ...extra,
});

describe("a run's full Lighthouse report", () => {
  it('is kept by port and route, its trace beside it', () => {
    const reports = path.join(folder, 'reports');
    const result = { lhr: { finalUrl: 'x' }, artifacts: { Trace: { traceEvents: [1] } } };
    keepReport(reports, 'http://localhost:41234', '/menu/product', result, 1700);
    expect(fs.readdirSync(reports).sort()).toEqual([
      '41234_menu_product-1700.json',
      '41234_menu_product-1700.trace',
    ]);
    const trace = fs.readFileSync(path.join(reports, '41234_menu_product-1700.trace'), 'utf8');
    expect(JSON.parse(trace)).toEqual({ traceEvents: [1] });
  });

  it("takes an older Lighthouse's trace, and keeps the report alone without one", () => {
    const reports = path.join(folder, 'older');
    const older = { lhr: {}, artifacts: { traces: { defaultPass: { traceEvents: [] } } } };
    keepReport(reports, 'http://localhost:5000', '/', older, 1);
    keepReport(reports, 'http://localhost:5000', '/', { lhr: {}, artifacts: {} }, 2);
    expect(fs.readdirSync(reports).sort()).toEqual([
      '5000_-1.json',
      '5000_-1.trace',
      '5000_-2.json',
    ]);
  });
});

describe("the Lighthouse bench's report", () => {
  it('prints the medians, writes every run, and exits 0 when every budget is met', () => {
    const jsonFile = path.join(folder, 'bench', 'lighthouse.json');
    const rows = [
      pageRow('consumer', '/', [run({ benchmarkIndex: 900 }), run({ lcp: 1100 })]),
      pageRow('consumer', '/menu', [run({ benchmarkIndex: 1100 }), run({ benchmarkIndex: NaN })]),
    ];
    reportBench(rows, { runs: 2, jsonFile });
    expect(printed[0]).toBe('\n\nLighthouse 2-run medians (mobile preset, seeded box)\n');
    expect(printed.at(-1)).toBe(`\nReport: ${path.relative(process.cwd(), jsonFile)}`);
    const written = JSON.parse(fs.readFileSync(jsonFile, 'utf8'));
    expect(written.runsPerPage).toBe(2);
    expect(written.rows[0].median.lcp).toBe(1000);
    expect(written.budgets.map((b) => b.key)).toContain('tbt');
    // The machine's speed, from the runs that measured it.
    expect(written.benchmarkIndex).toBe(1000);
    expect(printed).toContain(
      "\nThis machine's Lighthouse BenchmarkIndex, median of the runs: 1000",
    );
    expect(process.exitCode).toBeUndefined();
  });

  it('exits 1 when a median misses its budget', () => {
    const rows = [pageRow('catering', '/menu', [run({ tbt: 400 })])];
    reportBench(rows, { runs: 1, jsonFile: path.join(folder, 'breach.json') });
    expect(errors).toEqual(['Lighthouse budgets not met.']);
    expect(process.exitCode).toBe(1);
  });
});

describe("the Lighthouse gate's report", () => {
  const reference = [run({ tbt: 10, lcp: 600, performance: 100 })];

  it('passes pages within their budgets against the reference, naming goals not met yet', () => {
    const jsonFile = path.join(folder, 'gate', 'gate.json');
    const figures = { reference, 'consumer /': [run({ tbt: 300, lcp: 1000, performance: 90 })] };
    reportGate({ runs: 1, pages: [{ label: 'consumer /' }], figures, jsonFile });
    expect(printed[0]).toBe(
      '\n\nLighthouse gate, 1-run medians against a static page of the same run\n',
    );
    expect(printed.at(-1)).toBe('\nGoals not met yet: consumer / (tbt, performance).');
    const written = JSON.parse(fs.readFileSync(jsonFile, 'utf8'));
    expect(written.reference).toEqual({ tbt: 10, lcp: 600, performance: 100 });
    expect(written.verdicts[0].breaches).toEqual([]);
    expect(written.figures).toEqual(figures);
    expect(process.exitCode).toBeUndefined();
  });

  it('fails the build on a page over its budget, and writes nothing unasked', () => {
    const figures = { reference, slow: [run({ tbt: 1200 })] };
    reportGate({ runs: 1, pages: [{ label: 'slow' }], figures });
    expect(errors).toEqual(['\nLighthouse gate: a page is over its budget against the reference.']);
    expect(process.exitCode).toBe(1);
    expect(fs.readdirSync(folder)).not.toContain('undefined');
  });
});
