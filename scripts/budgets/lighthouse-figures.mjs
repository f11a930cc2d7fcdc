// What the Lighthouse bench, its gate and the scale bench make of Lighthouse's reports: each
// run's figures, a page's medians and the budgets they are held to. Apart from Lighthouse and
// the browser, so that a report's reading can be checked on a report alone.

/** Scores are 0–100; times in ms. */
export const LIGHTHOUSE_BUDGETS = [
  { key: 'performance', label: 'performance', min: 95 },
  { key: 'accessibility', label: 'accessibility', min: 100 },
  { key: 'bestPractices', label: 'best practices', min: 95 },
  { key: 'lcp', label: 'LCP ms', max: 1500 },
  { key: 'tbt', label: 'TBT ms', max: 100 },
  { key: 'cls', label: 'CLS', max: 0.05 },
];

/** The middle value (the mean of the two middle ones for an even count); NaN for none. */
export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** Each budget's figure, the median of the runs'. */
export const medians = (runs, budgets) =>
  Object.fromEntries(budgets.map((b) => [b.key, median(runs.map((run) => run[b.key]))]));

export const meets = (budget, value) =>
  budget.min !== undefined ? value >= budget.min : value <= budget.max;

/** A budget's limit as the tables print it: `≥ 95`, `≤ 150`. */
export const limitText = (budget) =>
  budget.min !== undefined ? `≥ ${budget.min}` : `≤ ${budget.max}`;

/**
 * One run's figures from Lighthouse's report (its `lhr`). A run Lighthouse could not score (a
 * metric missing) counts as failing, never as a pass. A category not asked for
 * (`onlyCategories`) scores nothing, as one Lighthouse could not score.
 */
export function runFigures({ categories, audits, runtimeError, environment }) {
  const score = (id) => Math.round((categories[id]?.score ?? 0) * 100);
  const metric = (id) => audits[id].numericValue ?? Infinity;
  return {
    // Lighthouse's own failure to record the load (NO_NAVSTART, say), not the page's.
    runtimeError: runtimeError?.code,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    lcp: Math.round(metric('largest-contentful-paint')),
    tbt: Math.round(metric('total-blocking-time')),
    cls: Number(metric('cumulative-layout-shift').toFixed(3)),
    // Lighthouse's own measure of this CPU's speed in the run: its simulated 4× slowdown is of
    // this machine, so a figure is the commit's on a machine this fast.
    benchmarkIndex: Math.round(environment?.benchmarkIndex ?? NaN),
    failing: Object.values(audits)
      .filter(
        (audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary',
      )
      .map((audit) => audit.id),
  };
}

/** The machine's speed over all of a bench's runs (Lighthouse's BenchmarkIndex), their median. */
export const machineSpeed = (rows) =>
  median(rows.flatMap((row) => row.runs.map((run) => run.benchmarkIndex)).filter(Number.isFinite));

/** A page's row of the bench: its runs, their medians, and whether they meet every budget. */
export function pageRow(channel, path, runs) {
  const median = medians(runs, LIGHTHOUSE_BUDGETS);
  return {
    channel,
    path,
    median,
    ok: LIGHTHOUSE_BUDGETS.every((b) => meets(b, median[b.key])),
    runs,
  };
}
