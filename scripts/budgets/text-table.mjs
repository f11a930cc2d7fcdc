/**
 * Prints a table of text cells in columns, as the benchmark reports do: the header, any rows
 * that belong with it (a row of limits), a rule, then the lines. `rightAligned(i)` says which
 * columns hold figures (aligned right).
 */
export function printColumns({ header, headerRows = [], lines, rightAligned }) {
  const all = [header, ...headerRows, ...lines];
  const widths = header.map((_, i) => Math.max(...all.map((line) => line[i].length)));
  const format = (cells) =>
    cells
      .map((c, i) => (rightAligned(i) ? c.padStart(widths[i]) : c.padEnd(widths[i])))
      .join('  ')
      .trimEnd();
  console.log(format(header));
  for (const row of headerRows) console.log(format(row));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const line of lines) console.log(format(line));
}

/** A difference with its sign (`+1.6`, `−0.5`, `0.0`): one that rounds to nothing has none. */
export function signedFigure(value, digits) {
  const text = Math.abs(value).toFixed(digits);
  if (Number(text) === 0) return text;
  return `${value > 0 ? '+' : '−'}${text}`;
}
