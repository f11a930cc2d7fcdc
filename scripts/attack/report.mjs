// The report `npm run test:attack` (run.mjs) ends with: tried / refused / through per class and
// target, each fault's p99 against its goal, and the verdict.
import { P99_GOAL_MS } from './fault-figures.mjs';

const pad = (text, width) => String(text).padEnd(width);
const padLeft = (text, width) => String(text).padStart(width);

function printClasses(results) {
  console.log(
    `\n${pad('class', 17)}${pad('target', 16)}${padLeft('tried', 6)}${padLeft('refused', 9)}${padLeft('through', 9)}`,
  );
  for (const r of results) {
    console.log(
      `${pad(r.name, 17)}${pad(r.target, 16)}${padLeft(r.tried, 6)}${padLeft(r.refused, 9)}${padLeft(r.through.length, 9)}`,
    );
  }
}

function printFaults(faults) {
  console.log(
    `\n${pad('fault (three replicas, under load)', 46)}${padLeft('requests', 9)}${padLeft('no answer', 10)}${padLeft('p99', 9)}  goal`,
  );
  for (const f of faults) {
    const p99 = f.p99 === Infinity ? 'none' : `${f.p99} ms`;
    console.log(
      `${pad(f.name, 46)}${padLeft(f.requests, 9)}${padLeft(f.unanswered, 10)}${padLeft(p99, 9)}  ${f.met ? 'ok  ' : 'FAIL'} <= ${P99_GOAL_MS} ms${f.check ? `; ${f.check}` : ''}`,
    );
    if (f.slowest)
      console.log(`${' '.repeat(48)}slowest: ${f.slowest.asked} (p99 ${f.slowest.p99} ms)`);
  }
}

/**
 * Prints the classes' results (runClass) and the faults' (faultFigures), then the count of what
 * got through; `ms` is how long the run took. True when nothing got through and every fault
 * met its goal.
 */
export function printReport(results, faults, ms) {
  printClasses(results);
  if (faults.length) printFaults(faults);
  const through = results.reduce((sum, r) => sum + r.through.length, 0);
  const missed = faults.filter((f) => !f.met).length;
  console.log(
    `\n${through} through, ${missed} fault${missed === 1 ? '' : 's'} over goal (${Math.round(ms / 1000)} s)`,
  );
  return through === 0 && missed === 0;
}
