// What the Lighthouse bench and its gate write: each run's full report when asked, and their
// tables, JSON reports and verdicts.
import fs from 'node:fs';
import path from 'node:path';
import { writeJson } from './cli.mjs';
import { LIGHTHOUSE_BUDGETS, machineSpeed, medians } from './lighthouse-figures.mjs';
import { GATE_BUDGETS, gateVerdict } from './lighthouse-gate-rules.mjs';
import { printBenchTable, printGateVerdicts } from './lighthouse-tables.mjs';

/** The page's trace of a Lighthouse run (`result` of lighthouse()): what the main thread did. */
export const runTrace = (result) => result.artifacts.Trace ?? result.artifacts.traces?.defaultPass;

/**
 * Keeps a run's Lighthouse report (`result` of lighthouse()) in `folder`, named by the origin's
 * port and the route, and the page's trace beside it: what the main thread did in each task.
 */
export function keepReport(folder, origin, route, result, now = Date.now()) {
  fs.mkdirSync(folder, { recursive: true });
  const name = `${new URL(origin).port}${route.replaceAll('/', '_')}-${now}.json`;
  fs.writeFileSync(path.join(folder, name), JSON.stringify(result.lhr));
  const trace = runTrace(result);
  if (trace)
    fs.writeFileSync(path.join(folder, name.replace(/\.json$/, '.trace')), JSON.stringify(trace));
}

/** The bench's table and its JSON report (`runs` a page); exits 1 on a breach. */
export function reportBench(rows, { runs, jsonFile }) {
  console.log(`\n\nLighthouse ${runs}-run medians (mobile preset, seeded box)\n`);
  printBenchTable(rows);
  const benchmarkIndex = machineSpeed(rows);
  console.log(`\nThis machine's Lighthouse BenchmarkIndex, median of the runs: ${benchmarkIndex}`);
  writeJson(jsonFile, {
    measuredAt: new Date().toISOString(),
    runsPerPage: runs,
    benchmarkIndex,
    budgets: LIGHTHOUSE_BUDGETS,
    rows,
  });
  console.log(`\nReport: ${path.relative(process.cwd(), jsonFile)}`);
  if (rows.some((row) => !row.ok)) {
    console.error('Lighthouse budgets not met.');
    process.exitCode = 1;
  }
}

/**
 * The gate's verdicts on `figures` (measureTurns'): each page's medians against the reference's,
 * printed, with the goals not met yet; written to `jsonFile` when given; exits 1 on a breach.
 */
export function reportGate({ runs, pages, figures, jsonFile }) {
  const reference = medians(figures.reference, GATE_BUDGETS);
  const verdicts = pages.map(({ label }) => gateVerdict(label, reference, figures[label]));
  console.log(`\n\nLighthouse gate, ${runs}-run medians against a static page of the same run\n`);
  printGateVerdicts(reference, verdicts);
  const misses = verdicts.filter((v) => v.goalMisses.length > 0);
  if (misses.length > 0)
    console.log(
      `\nGoals not met yet: ${misses.map((v) => `${v.label} (${v.goalMisses.join(', ')})`).join('; ')}.`,
    );
  if (jsonFile) {
    const measuredAt = new Date().toISOString();
    writeJson(jsonFile, { measuredAt, runs, budgets: GATE_BUDGETS, reference, verdicts, figures });
  }
  if (verdicts.some((v) => v.breaches.length > 0)) {
    console.error('\nLighthouse gate: a page is over its budget against the reference.');
    process.exitCode = 1;
  }
}
