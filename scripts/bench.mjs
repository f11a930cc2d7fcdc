#!/usr/bin/env node
// `npm run bench`: the bundle table, each performance trick with and without it, the Lighthouse
// medians and the BFF proxy ratios, one after the other (never concurrently: they share the
// machine's cores). Every part runs even when one before it misses its budget; the exit code
// says whether all were met.
// Last, the run's figures go into docs/performance.md, with its date and the machine's load.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { RESULTS, runNote } from './budgets/performance-figures.mjs';
import { root } from './processes.mjs';

const result = (file) => path.join(RESULTS, file);
const PARTS = [
  ['build', ['node', 'scripts/build.mjs']],
  [
    'bundle budgets',
    ['node', 'scripts/budgets/bundle-budget.mjs', '--json', result('bundles.json')],
  ],
  [
    'performance tricks',
    ['node', 'scripts/budgets/tricks-bench.mjs', '--json', result('tricks.json')],
  ],
  [
    'Lighthouse',
    ['node', 'scripts/budgets/lighthouse-bench.mjs', '--json', result('lighthouse.json')],
  ],
  [
    'BFF proxy',
    ['npm', 'run', '--silent', 'bench', '-w', 'bff'],
    { BENCH_JSON: result('proxy.json') },
  ],
  ['figures', ['node', 'scripts/budgets/performance-figures.mjs', '--run', result('run.json')]],
];

fs.mkdirSync(RESULTS, { recursive: true });
fs.writeFileSync(result('run.json'), `${JSON.stringify(runNote(), null, 2)}\n`);
const failed = [];
for (const [name, [command, ...args], env = {}] of PARTS) {
  console.log(`\n=== ${name} ===`);
  const { status } = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (status !== 0) {
    failed.push(name);
    if (name === 'build') break;
  }
}
if (failed.length) {
  console.error(`\nnot met or failed: ${failed.join(', ')}`);
  process.exitCode = 1;
}
