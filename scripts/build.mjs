#!/usr/bin/env node
// Builds the host and the remotes whose sources changed since their last build (or all of
// them with --all), in one webpack process so that two cores are shared well.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FRONTENDS } from '../tooling/packages.cjs';
import { isStale } from './stale-builds.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const all = process.argv.includes('--all');
const stale = FRONTENDS.filter((pkg) => all || isStale(root, pkg));
if (stale.length === 0) {
  console.log('build: everything is up to date');
  process.exit(0);
}
console.log(`build: ${stale.join(', ')}`);
const args = [
  'webpack',
  '--mode',
  'production',
  ...stale.flatMap((pkg) => ['-c', `${pkg}/webpack.config.js`]),
];
const result = spawnSync('npx', args, { cwd: root, stdio: 'inherit' });
if (result.status === 0) {
  // webpack leaves a file it would write unchanged as it was (`compareBeforeEmit`), so the
  // marker is touched here: else a build whose release.json did not change stays stale.
  const now = new Date();
  for (const pkg of stale) fs.utimesSync(path.join(root, pkg, 'dist/release.json'), now, now);
}
process.exit(result.status ?? 1);
