#!/usr/bin/env node
// The last step of `npm run bench`: writes the run's figures into docs/performance.md, between
// its `figures` markers, with the date of the run and how loaded the machine was (figures from
// a busy machine are not comparable with a quiet one's). It reads what the parts of this run
// wrote to bench-results/: bundles.json, tricks.json, lighthouse.json, proxy.json; a part that
// did not write in this run (failed, or skipped) says so instead of showing an older figure.
//
//   node scripts/budgets/performance-figures.mjs [--run bench-results/run.json]
import path from 'node:path';
import * as prettier from 'prettier';
import { optionValue, runIfEntry } from './cli.mjs';
import { DOC, RESULTS, writeFigures } from './run-figures.mjs';

// What `npm run bench` (scripts/bench.mjs) reads of this part: where the parts write, its note.
export { RESULTS, runNote } from './run-figures.mjs';

runIfEntry(import.meta.url, async () => {
  await writeFigures({
    runFile: optionValue(process.argv, '--run') ?? path.join(RESULTS, 'run.json'),
    // Formatted as `npm run lint` checks it (the tables aligned).
    format: async (text) =>
      prettier.format(text, { ...(await prettier.resolveConfig(DOC)), filepath: DOC }),
  });
  console.log(`Figures of the run written to ${path.relative(process.cwd(), DOC)}.`);
});
