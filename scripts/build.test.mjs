import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { FRONTENDS } from '../tooling/packages.cjs';
import { build, webpackArgs } from './build.mjs';

let root;
let runs;
const BUILT = new Date('2026-12-01T10:00:00Z');
const LATER = new Date('2026-12-01T11:00:00Z');
const marker = (pkg) => path.join(root, pkg, 'dist/release.json');
const builtAt = (pkg) => fs.statSync(marker(pkg)).mtimeMs;

/** A stand-in for spawnSync that notes what it was asked and ends with `status`. */
const runner =
  (status) =>
  (...asked) => {
    runs.push(asked);
    return { status };
  };

/** Every front end built at BUILT; `changed` has a source newer than its build. */
function repository(changed = []) {
  for (const pkg of FRONTENDS) {
    fs.mkdirSync(path.dirname(marker(pkg)), { recursive: true });
    fs.writeFileSync(marker(pkg), '{}');
    fs.utimesSync(marker(pkg), BUILT, BUILT);
  }
  for (const pkg of changed) {
    fs.mkdirSync(path.join(root, pkg, 'src'), { recursive: true });
    fs.writeFileSync(path.join(root, pkg, 'src/index.ts'), '');
    fs.utimesSync(path.join(root, pkg, 'src/index.ts'), LATER, LATER);
    fs.utimesSync(path.join(root, pkg, 'src'), LATER, LATER);
  }
}

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'build-'));
  runs = [];
  jest.spyOn(console, 'log').mockImplementation(() => {});
});
afterEach(() => {
  jest.restoreAllMocks();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('the webpack command', () => {
  it('builds every package given in one process, for production unless told', () => {
    expect(webpackArgs(['host-shell', 'mfe-careers'])).toEqual([
      'webpack',
      '--mode',
      'production',
      '-c',
      'host-shell/webpack.config.js',
      '-c',
      'mfe-careers/webpack.config.js',
    ]);
    expect(webpackArgs(['host-shell'], ['--watch'])).toEqual([
      'webpack',
      '--watch',
      '-c',
      'host-shell/webpack.config.js',
    ]);
  });
});

describe('building what is stale', () => {
  it('runs nothing when every build is up to date', () => {
    repository();
    expect(build(root, { run: runner(0) })).toBe(0);
    expect(runs).toEqual([]);
    expect(console.log).toHaveBeenCalledWith('build: everything is up to date');
  });

  it('builds only the changed front ends, then marks them built now', () => {
    repository(['mfe-careers']);
    const before = Date.now();
    expect(build(root, { run: runner(0) })).toBe(0);
    expect(runs).toEqual([['npx', webpackArgs(['mfe-careers']), { cwd: root, stdio: 'inherit' }]]);
    expect(console.log).toHaveBeenCalledWith('build: mfe-careers');
    expect(builtAt('mfe-careers')).toBeGreaterThanOrEqual(before - 1000);
    expect(builtAt('host-shell')).toBe(BUILT.getTime());
  });

  it('builds every front end with all', () => {
    repository();
    build(root, { all: true, run: runner(0) });
    expect(runs[0][1]).toEqual(webpackArgs(FRONTENDS));
  });

  it("keeps a failed build stale, and exits with webpack's code (1 when it had none)", () => {
    repository(['mfe-careers']);
    expect(build(root, { run: runner(2) })).toBe(2);
    expect(builtAt('mfe-careers')).toBe(BUILT.getTime());
    expect(build(root, { run: runner(null) })).toBe(1);
  });
});
