#!/usr/bin/env node
// Builds the host and the remotes whose sources changed since their last build (or all of
// them with --all), in one webpack process so that two cores are shared well.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { FRONTENDS } from '../tooling/packages.cjs';
import { isEntry } from './entry.mjs';
import { root } from './processes.mjs';
import { isStale } from './stale-builds.mjs';

/** The arguments of `npx` that build `packages` for production in one webpack process. */
export const webpackArgs = (packages, mode = ['--mode', 'production']) => [
  'webpack',
  ...mode,
  ...packages.flatMap((pkg) => ['-c', `${pkg}/webpack.config.js`]),
];

/**
 * Builds the front ends under `dir` that are stale (every one with `all`), with `run`
 * (spawnSync's signature); returns the exit code.
 */
export function build(dir, { all = false, run = spawnSync } = {}) {
  const stale = FRONTENDS.filter((pkg) => all || isStale(dir, pkg));
  if (stale.length === 0) {
    console.log('build: everything is up to date');
    return 0;
  }
  console.log(`build: ${stale.join(', ')}`);
  const result = run('npx', webpackArgs(stale), { cwd: dir, stdio: 'inherit' });
  if (result.status === 0) {
    // webpack leaves a file it would write unchanged as it was (`compareBeforeEmit`), so the
    // marker is touched here: else a build whose release.json did not change stays stale.
    const now = new Date();
    for (const pkg of stale) fs.utimesSync(path.join(dir, pkg, 'dist/release.json'), now, now);
  }
  return result.status ?? 1;
}

if (isEntry(import.meta.url)) process.exit(build(root, { all: process.argv.includes('--all') }));
