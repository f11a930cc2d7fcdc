// What `npm run bench:scale` (scale-bench.mjs) makes of its measurements: each figure at both
// sizes against the flat goal and the Lighthouse budgets, under the load it was measured in;
// printed, written as JSON, and its exit code.
import os from 'node:os';
import path from 'node:path';
import { budgetBreaches, FLAT_GOAL, judgeCosts } from '../../tooling/bench/cost-against-size.ts';
import { describeOtherWork, otherWorkVerdict, percentOf } from '../../tooling/bench/other-work.ts';
import { writeJson } from './cli.mjs';
import { HISTORY_PATH } from './history-render.mjs';
import { LIGHTHOUSE_BUDGETS } from './lighthouse-figures.mjs';
import { figuresOf, FLOORS } from './scale-plan.mjs';
import { printColumns } from './text-table.mjs';

const round = (value) => (Number.isInteger(value) ? String(value) : value.toFixed(1));
const clock = (date) => date.toISOString().slice(11, 16);

function printReport({ rows, small, large, verdict, startedAt, endedAt, loads, plan }) {
  console.log(
    `\n\nCost against size, ${startedAt.toISOString().slice(0, 10)} ` +
      `${clock(startedAt)}–${clock(endedAt)} UTC, ${os.cpus().length} CPU(s), ` +
      `load average ${loads.map((l) => l.toFixed(1)).join(' → ')}`,
  );
  console.log(
    `measured interleaved: ${plan.apiRounds} rounds of API calls, ${plan.runs} of Lighthouse on ` +
      `each page, and of ${HISTORY_PATH}, both sizes in every round, the first turning (the ` +
      'load weighs each round by its length)',
  );
  // Interleaving should give both sizes the same load: each size's own median says if it did.
  const bySize = [small, large].map((site) => {
    const own = otherWorkVerdict(site.otherWork, site.ticks);
    return `${site.size.scale} ${own ? percentOf(own.median) : 'unknown'}`;
  });
  console.log(`load: ${describeOtherWork(verdict)}; by size: ${bySize.join(', ')}`);
  console.log(
    `goal: chain ≤ ${FLAT_GOAL.ratio} × small (under ${FLAT_GOAL.floorMs} ms on both sides counts ` +
      'as met, a Lighthouse time under half its budget too), every Lighthouse budget at both ' +
      'sizes\n',
  );
  const header = ['figure', small.size.label, large.size.label, 'chain / small', 'goal'];
  const lines = rows.map((r) => [
    r.name,
    round(r.small),
    round(r.large),
    `${r.ratio.toFixed(2)} ×`,
    r.met ? 'met' : 'NOT MET',
  ]);
  printColumns({ header, lines, rightAligned: (i) => i >= 1 && i <= 3 });
}

function printVerdict(breaches, verdict) {
  console.log(
    breaches.length
      ? `\nLighthouse budgets missed: ${breaches.join('; ')}`
      : '\nEvery Lighthouse budget met at both sizes.',
  );
  if (!verdict?.quiet) {
    console.log(
      'The machine was busy: the two sizes met the same load, so the ratios compare them, but ' +
        'every figure is longer and noisier than on a quiet machine; run again on a quiet one ' +
        'for the goal figures.',
    );
  }
}

/** A size's part of the JSON report. */
const sizeReport = ({ site, figures, lighthouse }) => ({
  size: site.size,
  figures,
  lighthouse,
  runs: site.runs,
  histories: site.histories,
  otherWork: otherWorkVerdict(site.otherWork, site.ticks),
});

/**
 * Judges the two sites' measurements (`sites`: small, then chain; `rounds` as measureInRounds
 * gave them), prints the table and verdict, writes `jsonFile`, and exits 1 on a goal or budget
 * missed. `loads` are the load averages at the start and the end.
 */
export function reportScale({ sites, rounds, startedAt, endedAt, loads, jsonFile, plan }) {
  const [small, large] = sites.map((site) => ({ site, ...figuresOf(site, plan) }));
  const rows = judgeCosts(small.figures, large.figures, FLAT_GOAL, FLOORS);
  const measured = rounds.filter((r) => r.otherWork !== null);
  const verdict = otherWorkVerdict(
    measured.map((r) => r.otherWork),
    measured.map((r) => r.ticks),
  );
  printReport({
    rows,
    small: small.site,
    large: large.site,
    verdict,
    startedAt,
    endedAt,
    loads,
    plan,
  });
  const breaches = [small, large].flatMap(({ site, lighthouse }) =>
    budgetBreaches(site.size.scale, lighthouse, LIGHTHOUSE_BUDGETS),
  );
  printVerdict(breaches, verdict);
  writeJson(jsonFile, {
    measuredAt: endedAt.toISOString(),
    startedAt: startedAt.toISOString(),
    cpus: os.cpus().length,
    loads,
    otherWork: verdict,
    rounds: rounds.map(({ site, ...entry }) => ({ ...entry, size: site.size.scale })),
    rows,
    small: sizeReport(small),
    large: sizeReport(large),
  });
  console.log(`Report: ${path.relative(process.cwd(), jsonFile)}`);
  if (rows.some((r) => !r.met) || breaches.length) process.exitCode = 1;
}
