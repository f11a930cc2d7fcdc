#!/usr/bin/env node
// The last step of `npm run bench`: writes the run's figures into docs/performance.md, between
// its `figures` markers, with the date of the run and how loaded the machine was (figures from
// a busy machine are not comparable with a quiet one's). It reads what the parts of this run
// wrote to bench-results/: bundles.json, tricks.json, lighthouse.json, proxy.json; a part that
// did not write in this run (failed, or skipped) says so instead of showing an older figure.
//
//   node scripts/budgets/performance-figures.mjs [--run bench-results/run.json]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as prettier from 'prettier';
import { root } from '../processes.mjs';
import { figures, replaceFigures } from './figures-part.mjs';

export const RESULTS = path.join(root, 'bench-results');
export const DOC = path.join(root, 'docs/performance.md');

/** What `npm run bench` notes as it starts: when, and the machine's load before its work. */
export function runNote(now = new Date()) {
  const cpus = os.cpus();
  return {
    startedAt: now.toISOString(),
    load: os.loadavg(),
    cpus: cpus.length,
    model: cpus[0]?.model?.trim() ?? 'unknown',
  };
}

/** A part's results when this run wrote them, else undefined. */
function fresh(file, startedAt) {
  const full = path.join(RESULTS, file);
  if (!fs.existsSync(full) || fs.statSync(full).mtime < new Date(startedAt)) return undefined;
  return JSON.parse(fs.readFileSync(full, 'utf8'));
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  const at = process.argv.indexOf('--run');
  const runFile = at > 0 ? process.argv[at + 1] : path.join(RESULTS, 'run.json');
  const run = JSON.parse(fs.readFileSync(runFile, 'utf8'));
  const parts = {
    bundles: fresh('bundles.json', run.startedAt),
    tricks: fresh('tricks.json', run.startedAt),
    lighthouse: fresh('lighthouse.json', run.startedAt),
    proxy: fresh('proxy.json', run.startedAt),
  };
  const doc = replaceFigures(fs.readFileSync(DOC, 'utf8'), figures(run, parts, runNote()));
  // Formatted as `npm run lint` checks it (the tables aligned).
  const options = { ...(await prettier.resolveConfig(DOC)), filepath: DOC };
  fs.writeFileSync(DOC, await prettier.format(doc, options));
  console.log(`Figures of the run written to ${path.relative(process.cwd(), DOC)}.`);
}
