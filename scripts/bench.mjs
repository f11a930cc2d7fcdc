#!/usr/bin/env node
// `npm run bench`: the bundle table, each performance trick with and without it, the Lighthouse
// medians and the BFF proxy ratios, one after the other (never concurrently: they share the
// machine's cores). Every part runs even when one before it misses its budget; the exit code
// says whether all were met.
// Last, the run's figures go into docs/performance.md, with its date and the machine's load.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { RESULTS, runNote } from './budgets/run-figures.mjs';
import { isEntry } from './entry.mjs';
import { root } from './processes.mjs';

const result = (file) => path.join(RESULTS, file);
/** Each part: its name, its command, and the environment it adds. */
export const PARTS = [
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

/**
 * Runs `parts` in turn with `run` (spawnSync's signature), all of them but after a failed build;
 * returns the names of those that failed.
 */
export function runParts(parts, run = spawnSync) {
  const failed = [];
  for (const [name, [command, ...args], env = {}] of parts) {
    console.log(`\n=== ${name} ===`);
    const { status } = run(command, args, {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ...env },
    });
    if (status !== 0) {
      failed.push(name);
      if (name === 'build') break;
    }
  }
  return failed;
}

/** Notes the run in `results`, runs the parts; returns the exit code. */
export function bench(results = RESULTS, parts = PARTS, run = spawnSync) {
  fs.mkdirSync(results, { recursive: true });
  fs.writeFileSync(path.join(results, 'run.json'), `${JSON.stringify(runNote(), null, 2)}\n`);
  const failed = runParts(parts, run);
  if (failed.length === 0) return 0;
  console.error(`\nnot met or failed: ${failed.join(', ')}`);
  return 1;
}

if (isEntry(import.meta.url)) process.exitCode = bench();
