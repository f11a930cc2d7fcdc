#!/usr/bin/env node
// Builds the host and the remotes whose sources changed since their last build (or all of
// them with --all), in one webpack process so that two cores are shared well.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FRONTENDS, LIBRARIES } from '../tooling/packages.cjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Every library the frontends import (shared-ui's styles too), and the build's own tooling.
const SHARED_INPUTS = [
  ...LIBRARIES.flatMap((library) => [`${library}/src`, `${library}/package.json`]),
  'tooling/webpack.mf.cjs',
  'tooling/emit-assets-plugin.cjs',
  'tooling/first-screen-plugin.cjs',
  'tooling/preload',
  'tooling/shared',
  'tooling/standalone.html',
  'tooling/tricks.cjs',
  'package-lock.json',
];

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

function isStale(pkg) {
  const marker = path.join(root, pkg, 'dist/release.json');
  if (!fs.existsSync(marker)) return true;
  const built = fs.statSync(marker).mtimeMs;
  const inputs = [
    pkg + '/src',
    pkg + '/package.json',
    pkg + '/webpack.config.js',
    ...SHARED_INPUTS,
  ];
  return inputs.some((input) => newestMtime(path.join(root, input)) > built);
}

const all = process.argv.includes('--all');
const stale = FRONTENDS.filter((pkg) => all || isStale(pkg));
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
