// The tricks bench's table (tricks-bench.mjs), apart from its builds and browser: checked on
// figures made up for it.
import { writeJson } from './cli.mjs';
import { printColumns, signedFigure } from './text-table.mjs';

/** The route the bench measures beside the home page. */
export const ROUTE_PATH = '/menu';

/**
 * A blocking trick's rows: per page (`blocking`: `{ [page]: { runs, with, without } }`, each
 * side's medians), Lighthouse's TBT and the blocking by CPU time (cpu-blocking.mjs).
 */
const blockingRows = (trick, blocking = {}) =>
  Object.entries(blocking).flatMap(([page, figures]) =>
    [
      ['tbt', 'TBT ms'],
      ['cpuBlocking', 'blocking by CPU ms'],
    ].map(([key, label]) => ({
      trick,
      measure: `${page} ${label} (median of ${figures.runs})`,
      with: figures.with[key],
      without: figures.without[key],
      digits: 0,
    })),
  );

/** The rows of the table: per trick, its measures with it, without it, and the difference. */
export function trickRows(withAll, without) {
  return Object.entries(without).flatMap(([trick, figures]) => {
    const rows = [
      {
        trick,
        measure: 'home page KiB gzip',
        with: withAll.home / 1024,
        without: figures.home / 1024,
        digits: 1,
      },
      {
        trick,
        measure: `${ROUTE_PATH} route KiB gzip`,
        with: withAll.route / 1024,
        without: figures.route / 1024,
        digits: 1,
      },
      {
        trick,
        measure: `libraries in two scripts of / or ${ROUTE_PATH}`,
        with: withAll.twice,
        without: figures.twice,
        digits: 0,
      },
      ...blockingRows(trick, figures.blocking),
    ];
    return rows.map((row) => ({ ...row, difference: row.without - row.with }));
  });
}

export function printTrickTable(rows) {
  printColumns({
    header: ['trick', 'measure', 'with', 'without', 'difference (without − with)'],
    lines: rows.map((row) => [
      row.trick,
      row.measure,
      row.with.toFixed(row.digits),
      row.without.toFixed(row.digits),
      signedFigure(row.difference, row.digits),
    ]),
    rightAligned: (i) => i >= 2,
  });
}

/** Prints the table, and writes it to `jsonFile` when given. */
export function reportTricks(rows, jsonFile) {
  console.log('\nPerformance tricks: the site as built, and without each trick (same run)\n');
  printTrickTable(rows);
  if (jsonFile) writeJson(jsonFile, { measuredAt: new Date().toISOString(), rows });
}
