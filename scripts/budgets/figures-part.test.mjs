import { describe, expect, it } from '@jest/globals';
import { figures, replaceFigures } from './figures-part.mjs';

const run = {
  startedAt: '2026-12-01T00:13:25.880Z',
  load: [0.58, 3.49, 6.17],
  cpus: 2,
  model: 'AMD EPYC',
};
const end = {
  startedAt: '2026-12-01T00:24:02.001Z',
  load: [2.891, 2.86, 4.34],
  cpus: 2,
  model: 'AMD EPYC',
};

const bundles = {
  rows: [
    {
      what: 'home page, first load (all scripts)',
      path: '/',
      bytes: 150853,
      budget: 153600,
      files: 5,
      runtimes: 0,
      ok: true,
    },
    {
      what: 'locator route entry, beyond shared libraries',
      path: '/locations',
      bytes: 65000,
      budget: 61440,
      files: 14,
      runtimes: 1,
      ok: false,
    },
  ],
};
const tricks = {
  rows: [
    {
      trick: 'one-runtime',
      measure: '/menu route KiB gzip',
      with: 24.479,
      without: 41.02,
      digits: 1,
      difference: 16.541,
    },
    {
      trick: 'one-runtime',
      measure: 'libraries in two scripts of / or /menu',
      with: 0,
      without: 0,
      digits: 0,
      difference: 0,
    },
  ],
};
const lighthouse = {
  runsPerPage: 5,
  budgets: [
    { key: 'performance', label: 'performance', min: 95 },
    { key: 'tbt', label: 'TBT ms', max: 150 },
  ],
  rows: [{ channel: 'consumer', path: '/menu', median: { performance: 97, tbt: 120 }, ok: true }],
};
const proxy = {
  connections: 50,
  duration: 5,
  rounds: 5,
  direct: { requestsPerSecond: 674.8, p50: 71, p99: 140 },
  bff: { requestsPerSecond: 509.6, p50: 88, p99: 193 },
  bffNoKeepAlive: { requestsPerSecond: 470, p50: 100, p99: 159 },
  throughputRatio: 0.7501,
  p99Ratio: 1.31944,
  healthz: { p95: 23.7087 },
  met: true,
};

describe("the figures part of docs/performance.md, written from a run's results", () => {
  const text = figures(run, { bundles, tricks, lighthouse, proxy }, end);
  const lines = text.split('\n');

  it('sits between the markers, dated to the minute with the load at both ends', () => {
    expect(lines[0]).toBe('<!-- figures:start (npm run bench writes this part) -->');
    expect(lines.at(-1)).toBe('<!-- figures:end -->');
    expect(text).toContain(
      'from 2026-12-01 00:13 UTC to 2026-12-01 00:24 UTC on 2 CPU(s) (AMD EPYC); load average ' +
        '(1 / 5 / 15 min) 0.58 / 3.49 / 6.17 at the start, 2.89 / 2.86 / 4.34 at the end.',
    );
  });

  it('tables the bundles in KiB, the limits whole, a breach as NO', () => {
    expect(lines).toContain(
      '| budget | path | KiB gzip | limit KiB | scripts | MF runtimes | met |',
    );
    expect(lines).toContain('| --- | --- | ---: | ---: | ---: | ---: | ---: |');
    expect(lines).toContain(
      '| home page, first load (all scripts) | `/` | 147.3 | 150 | 5 | 0 | yes |',
    );
    expect(lines).toContain(
      '| locator route entry, beyond shared libraries | `/locations` | 63.5 | 60 | 14 | 1 | NO |',
    );
  });

  it('gives each trick its figures with and without it, and the signed difference', () => {
    expect(lines).toContain('| `one-runtime` | /menu route KiB gzip | 24.5 | 41.0 | +16.5 |');
    expect(lines).toContain(
      '| `one-runtime` | libraries in two scripts of / or /menu | 0 | 0 | 0 |',
    );
  });

  it("heads the Lighthouse medians with each budget's limit", () => {
    expect(text).toContain('median of 5 runs per page');
    expect(lines).toContain('| channel | path | performance (≥ 95) | TBT ms (≤ 150) | met |');
    expect(lines).toContain('| consumer | `/menu` | 97 | 120 | yes |');
  });

  it('tables the proxy by the way requests went, its first column alone as text', () => {
    expect(lines).toContain('| via | req/s | p50 ms | p99 ms |');
    expect(lines).toContain('| --- | ---: | ---: | ---: |');
    expect(lines).toContain('| BFF, no keep-alive | 470 | 100.0 | 159.0 |');
    expect(text).toContain(
      'Throughput 75.0 % of direct (goal ≥ 70 %), p99 1.32× (goal ≤ 1.3×); `/healthz` under the ' +
        'load p95 23.7 ms. Goal met.',
    );
  });

  it('says a part was not measured rather than show an older figure', () => {
    const empty = figures(run, {}, end);
    for (const said of [
      'Bundles: not measured in this run.',
      'Performance tricks: not measured in this run.',
      'Lighthouse: not measured in this run.',
      'BFF proxy: not measured in this run.',
    ])
      expect(empty).toContain(said);
    expect(figures(run, { proxy: { ...proxy, met: false } }, end)).toContain('Goal NOT met.');
  });
});

describe('the figures part replaced in the document', () => {
  const doc = [
    '# Performance',
    '<!-- figures:start (npm run bench writes this part) -->',
    'old figures',
    '<!-- figures:end -->',
    'After.',
  ].join('\n');

  it('keeps what is around it', () => {
    expect(replaceFigures(doc, 'NEW')).toBe('# Performance\nNEW\nAfter.');
  });

  it('refuses a document without both markers in order', () => {
    expect(() => replaceFigures('# Performance\n<!-- figures:end -->', 'NEW')).toThrow(/has no/);
  });
});
