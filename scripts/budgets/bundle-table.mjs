// What the bundle budget prints and writes of its rows (bundle-rows.mjs), and its verdict.
import { BUDGETS, kib } from './bundle-rules.mjs';
import { writeJson } from './cli.mjs';
import { printColumns } from './text-table.mjs';

export function printBundleTable(rows) {
  const header = [
    'budget',
    'path',
    'KiB gzip',
    'limit',
    'scripts',
    'MF runtimes',
    'shared twice',
    'unused preloads',
    `fonts KiB (≤ ${BUDGETS.fontKiB})`,
    '',
  ];
  const lines = rows.map((r) => [
    r.what,
    r.path,
    kib(r.bytes),
    `≤ ${kib(r.budget)}`,
    String(r.files),
    r.kind === 'api' ? '-' : String(r.runtimes),
    r.twice.length ? r.twice.join(', ') : 'none',
    r.unusedPreloads.length ? r.unusedPreloads.join(', ') : 'none',
    kib(r.fontBytes),
    r.ok ? 'ok' : r.heading ? 'BREACH' : 'BREACH (page did not render)',
  ]);
  printColumns({ header, lines, rightAligned: (i) => i >= 2 && i <= 5 });
}

/** Prints the table, writes it to `jsonFile` when given, and exits 1 on a breach. */
export function reportBundles(rows, jsonFile) {
  console.log('\nBundle budgets (gzip, KiB = 1024 bytes; a first visit, empty cache)\n');
  printBundleTable(rows);
  if (jsonFile) writeJson(jsonFile, { measuredAt: new Date().toISOString(), rows });
  const breaches = rows.filter((r) => !r.ok);
  if (breaches.length) {
    console.error(`\n${breaches.length} bundle budget(s) broken.`);
    process.exitCode = 1;
  } else console.log('\nAll bundle budgets met.');
}
