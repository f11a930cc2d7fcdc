import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { bench, PARTS, runParts } from './bench.mjs';
import { RESULTS } from './budgets/run-figures.mjs';
import { root } from './processes.mjs';
import { runSteps, screenshotSteps } from './screenshots.mjs';

let runs;
/** A stand-in for spawnSync that notes each command and ends with `statuses[command]` (0). */
const runner =
  (statuses = {}) =>
  (command, args, options) => {
    runs.push({ command, args, options });
    return { status: command in statuses ? statuses[command] : 0 };
  };

beforeEach(() => {
  runs = [];
  jest.spyOn(console, 'log').mockImplementation(() => {});
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

describe('the contact sheet', () => {
  const steps = screenshotSteps('/repo', '/repo/docs/screenshots', ['--update-snapshots'], {
    HOME: '/home/me',
  });

  it('builds, then runs the visual specs with the arguments given, writing the sheet', () => {
    expect(steps).toEqual([
      [process.execPath, ['/repo/scripts/build.mjs'], { cwd: '/repo' }],
      [
        'npx',
        [
          'playwright',
          'test',
          'tests/visual-system.spec.ts',
          'tests/canary-release-console.spec.ts',
          '--update-snapshots',
        ],
        { cwd: '/repo/e2e', env: { HOME: '/home/me', CONTACT_SHEET: '/repo/docs/screenshots' } },
      ],
    ]);
  });

  it('runs every step, showing their output', () => {
    expect(runSteps(steps, runner())).toBe(0);
    expect(runs.map((run) => [run.command, run.options.stdio])).toEqual([
      [process.execPath, 'inherit'],
      ['npx', 'inherit'],
    ]);
  });

  it('stops at a failed step with its code (1 when it had none)', () => {
    expect(runSteps(steps, runner({ [process.execPath]: 4 }))).toBe(4);
    expect(runs).toHaveLength(1);
    expect(runSteps(steps, runner({ npx: null }))).toBe(1);
  });
});

describe('npm run bench', () => {
  it('runs the build first and the figures last, each writing into the results', () => {
    expect(PARTS[0][0]).toBe('build');
    expect(PARTS.at(-1)).toEqual([
      'figures',
      ['node', 'scripts/budgets/performance-figures.mjs', '--run', path.join(RESULTS, 'run.json')],
    ]);
    expect(PARTS.find(([name]) => name === 'BFF proxy')[2]).toEqual({
      BENCH_JSON: path.join(RESULTS, 'proxy.json'),
    });
  });

  const parts = [
    ['build', ['node', 'build']],
    ['budgets', ['budget', '--json', 'b.json']],
    ['proxy', ['proxy'], { BENCH_JSON: 'p.json' }],
  ];

  it('runs every part in turn from the root, with its environment', () => {
    expect(runParts(parts, runner({ budget: 1 }))).toEqual(['budgets']);
    expect(runs.map((run) => [run.command, run.args, run.options.cwd])).toEqual([
      ['node', ['build'], root],
      ['budget', ['--json', 'b.json'], root],
      ['proxy', [], root],
    ]);
    expect(runs[2].options.env).toMatchObject({ BENCH_JSON: 'p.json', PATH: process.env.PATH });
    expect(console.log).toHaveBeenCalledWith('\n=== budgets ===');
  });

  it('runs nothing after a failed build', () => {
    expect(runParts(parts, runner({ node: 2 }))).toEqual(['build']);
    expect(runs).toHaveLength(1);
  });

  it('notes the run, and exits 1 naming the parts not met', () => {
    const results = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-'));
    try {
      expect(bench(results, parts, runner())).toBe(0);
      const note = JSON.parse(fs.readFileSync(path.join(results, 'run.json'), 'utf8'));
      expect(note).toMatchObject({ cpus: os.cpus().length, startedAt: expect.any(String) });
      expect(console.error).not.toHaveBeenCalled();
      expect(bench(results, parts, runner({ budget: 1, proxy: 1 }))).toBe(1);
      expect(console.error).toHaveBeenCalledWith('\nnot met or failed: budgets, proxy');
    } finally {
      fs.rmSync(results, { recursive: true, force: true });
    }
  });
});
