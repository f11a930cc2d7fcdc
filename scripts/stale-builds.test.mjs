import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { isStale } from './stale-builds.mjs';

let root;
const BUILT = new Date('2026-12-01T10:00:00Z');
const BEFORE = new Date('2026-12-01T09:00:00Z');
const AFTER = new Date('2026-12-01T11:00:00Z');

/** Writes `file` under the made-up repository, last changed at `time`. */
function write(file, time = BEFORE) {
  const full = path.join(root, file);
  fs.mkdirSync(path.dirname(full), { recursive: true });
  fs.writeFileSync(full, '');
  fs.utimesSync(full, time, time);
}

/** Sets every folder's own time to `time` (adding a file changes its folder's). */
function settle(time = BEFORE, folder = root) {
  for (const entry of fs.readdirSync(folder, { withFileTypes: true }))
    if (entry.isDirectory()) settle(time, path.join(folder, entry.name));
  fs.utimesSync(folder, time, time);
}

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'stale-builds-'));
  write('mfe-careers/src/index.ts');
  write('mfe-careers/package.json');
  write('shared-ui/src/button/Button.tsx');
  write('tooling/preload/preload.cjs');
  write('mfe-careers/dist/release.json', BUILT);
  settle();
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('a front end is built again', () => {
  it('not when nothing changed since its build', () => {
    expect(isStale(root, 'mfe-careers')).toBe(false);
  });

  it('when it was never built', () => {
    fs.rmSync(path.join(root, 'mfe-careers/dist'), { recursive: true });
    expect(isStale(root, 'mfe-careers')).toBe(true);
  });

  it.each([
    ['one of its sources', 'mfe-careers/src/jobs/JobList.tsx'],
    ['its webpack configuration', 'mfe-careers/webpack.config.js'],
    ["a shared library's source", 'shared-ui/src/button/Button.tsx'],
    ["the build's tooling", 'tooling/preload/preload.cjs'],
    ['the lock file', 'package-lock.json'],
  ])('when %s changed after it', (_, file) => {
    write(file, AFTER);
    expect(isStale(root, 'mfe-careers')).toBe(true);
  });

  it('not for a change in installed dependencies or in a build folder', () => {
    write('mfe-careers/src/node_modules/x/index.js', AFTER);
    write('shared-ui/src/dist/old.js', AFTER);
    settle();
    expect(isStale(root, 'mfe-careers')).toBe(false);
  });

  it('not for a change in another front end', () => {
    write('mfe-locator/src/index.ts', AFTER);
    expect(isStale(root, 'mfe-careers')).toBe(false);
  });
});
