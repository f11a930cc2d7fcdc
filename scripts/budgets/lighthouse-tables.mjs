// The tables the Lighthouse bench and the Lighthouse gate print: a figure that misses its budget
// marked ✗, the limits under the header.
import { LIGHTHOUSE_BUDGETS, limitText, meets } from './lighthouse-figures.mjs';
import { budgetText, GATE_BUDGETS, GOAL_BUDGETS } from './lighthouse-gate-rules.mjs';
import { printColumns } from './text-table.mjs';

/** The bench's medians per channel and path (rows of `pageRow`) against the budgets. */
export function printBenchTable(rows) {
  const header = ['channel', 'path', ...LIGHTHOUSE_BUDGETS.map((b) => b.label), ''];
  const lines = rows.map((row) => [
    row.channel,
    row.path,
    ...LIGHTHOUSE_BUDGETS.map(
      (b) => `${row.median[b.key]}${meets(b, row.median[b.key]) ? '' : ' ✗'}`,
    ),
    row.ok ? 'ok' : 'BREACH',
  ]);
  const limits = ['', 'budget', ...LIGHTHOUSE_BUDGETS.map(limitText), ''];
  printColumns({
    header,
    headerRows: [limits],
    lines,
    rightAligned: (i) => i >= 2 && i < header.length - 1,
  });
}

/** The gate's verdicts: each page's medians under the reference's, the budgets and goals above. */
export function printGateVerdicts(reference, verdicts) {
  const header = ['page', ...GATE_BUDGETS.map((b) => b.label), ''];
  const lines = [
    ['reference', ...GATE_BUDGETS.map((b) => String(reference[b.key])), ''],
    ...verdicts.map(({ label, median: figures, breaches }) => [
      label,
      ...GATE_BUDGETS.map(
        (b) => `${figures[b.key]}${breaches.some((x) => x.key === b.key) ? ' ✗' : ''}`,
      ),
      breaches.length === 0 ? 'ok' : 'BREACH',
    ]),
  ];
  printColumns({
    header,
    headerRows: [
      ['budget', ...GATE_BUDGETS.map(budgetText), ''],
      ['goal', ...GOAL_BUDGETS.map(budgetText), ''],
    ],
    lines,
    rightAligned: (i) => i > 0 && i < header.length - 1,
  });
}
