#!/usr/bin/env node
// `npm run bench` (issue 14): the bundle table, the Lighthouse medians and the BFF proxy
// ratios, one after the other (never concurrently: they share the machine's cores). Every part
// runs even when one before it misses its budget; the exit code says whether all were met.
import { spawnSync } from 'node:child_process';
import { root } from './processes.mjs';

const PARTS = [
  ['build', ['node', 'scripts/build.mjs']],
  ['bundle budgets', ['node', 'scripts/budgets/bundle-budget.mjs']],
  ['Lighthouse', ['node', 'scripts/budgets/lighthouse-bench.mjs']],
  ['BFF proxy', ['npm', 'run', '--silent', 'bench', '-w', 'bff']],
];

const failed = [];
for (const [name, [command, ...args]] of PARTS) {
  console.log(`\n=== ${name} ===`);
  const { status } = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (status !== 0) {
    failed.push(name);
    if (name === 'build') break;
  }
}
if (failed.length) {
  console.error(`\nnot met or failed: ${failed.join(', ')}`);
  process.exitCode = 1;
}
