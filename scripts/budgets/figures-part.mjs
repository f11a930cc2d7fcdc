// The part of docs/performance.md that `npm run bench` writes, as text: apart from the files it
// is read from and written to (performance-figures.mjs), so that what it says of a run can be
// checked on the run's figures alone.
import { limitText } from './lighthouse-figures.mjs';
import { signedFigure } from './text-table.mjs';

const START = '<!-- figures:start (npm run bench writes this part) -->';
const END = '<!-- figures:end -->';

/** A Markdown table; the columns after the first `text` ones are figures, aligned right. */
const table = (header, rows, text = 2) => {
  const line = (cells) => `| ${cells.join(' | ')} |`;
  const rule = header.map((_, index) => (index < text ? '---' : '---:'));
  return [line(header), line(rule), ...rows.map(line)].join('\n');
};
/** `2026-11-24 10:12 UTC` */
const minute = (iso) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
const load = (values) => values.map((value) => value.toFixed(2)).join(' / ');

function bundleSection(bundles) {
  if (!bundles) return 'Bundles: not measured in this run.';
  return [
    'Bundles (gzip, KiB = 1024 bytes, a first visit with an empty cache):',
    '',
    table(
      ['budget', 'path', 'KiB gzip', 'limit KiB', 'scripts', 'MF runtimes', 'met'],
      bundles.rows.map((row) => [
        row.what,
        `\`${row.path}\``,
        (row.bytes / 1024).toFixed(1),
        String(row.budget / 1024),
        String(row.files),
        String(row.runtimes),
        row.ok ? 'yes' : 'NO',
      ]),
    ),
  ].join('\n');
}

function tricksSection(tricks) {
  if (!tricks) return 'Performance tricks: not measured in this run.';
  const figure = (value, digits) => value.toFixed(digits);
  return [
    'Performance tricks, each against a build without it in the same run (`QSR_WITHOUT`, ' +
      'scripts/budgets/tricks-bench.mjs):',
    '',
    table(
      ['trick', 'measure', 'with', 'without', 'difference'],
      tricks.rows.map((row) => [
        `\`${row.trick}\``,
        row.measure,
        figure(row.with, row.digits),
        figure(row.without, row.digits),
        signedFigure(row.difference, row.digits),
      ]),
    ),
  ].join('\n');
}

function lighthouseSection(lighthouse) {
  if (!lighthouse) return 'Lighthouse: not measured in this run.';
  const budgets = lighthouse.budgets;
  return [
    `Lighthouse, mobile preset, median of ${lighthouse.runsPerPage} runs per page, a guest's box seeded` +
      (lighthouse.benchmarkIndex === undefined
        ? ':'
        : ` (this machine's BenchmarkIndex ${lighthouse.benchmarkIndex}: Lighthouse slows this CPU 4×):`),
    '',
    table(
      ['channel', 'path', ...budgets.map((b) => `${b.label} (${limitText(b)})`), 'met'],
      lighthouse.rows.map((row) => [
        row.channel,
        `\`${row.path}\``,
        ...budgets.map((b) => String(row.median[b.key])),
        row.ok ? 'yes' : 'NO',
      ]),
    ),
  ].join('\n');
}

function proxySection(proxy) {
  if (!proxy) return 'BFF proxy: not measured in this run.';
  const pct = (ratio) => `${(ratio * 100).toFixed(1)} %`;
  return [
    `BFF proxy, \`GET /api/v1/menus/…\`, ${proxy.connections} connections, ${proxy.duration} s, ${proxy.rounds} round(s):`,
    '',
    table(
      ['via', 'req/s', 'p50 ms', 'p99 ms'],
      [
        ['sandbox direct', proxy.direct],
        ['BFF', proxy.bff],
        ['BFF, no keep-alive', proxy.bffNoKeepAlive],
      ].map(([name, f]) => [
        name,
        f.requestsPerSecond.toFixed(0),
        f.p50.toFixed(1),
        f.p99.toFixed(1),
      ]),
      1,
    ),
    '',
    `Throughput ${pct(proxy.throughputRatio)} of direct (goal ≥ 70 %), p99 ${proxy.p99Ratio.toFixed(2)}× ` +
      `(goal ≤ 1.3×); \`/healthz\` under the load p95 ${proxy.healthz.p95.toFixed(1)} ms. ` +
      `Goal ${proxy.met ? 'met' : 'NOT met'}.`,
  ].join('\n');
}

/**
 * The generated part of docs/performance.md for one run: `run` and `end` are the machine's notes
 * at its start and end (performance-figures.mjs, runNote), `parts` what each part measured.
 */
export function figures(run, parts, end) {
  return [
    START,
    '',
    `Measured by \`npm run bench\` from ${minute(run.startedAt)} to ${minute(end.startedAt)} on ${run.cpus} CPU(s)` +
      ` (${run.model}); load average (1 / 5 / 15 min) ${load(run.load)} at the start,` +
      ` ${load(end.load)} at the end. A load above the number of CPUs means other work shared` +
      ' the machine: compare such figures only with a run as loaded.',
    '',
    bundleSection(parts.bundles),
    '',
    tricksSection(parts.tricks),
    '',
    lighthouseSection(parts.lighthouse),
    '',
    proxySection(parts.proxy),
    '',
    END,
  ].join('\n');
}

/** The document with its figures part replaced. */
export function replaceFigures(doc, generated) {
  const from = doc.indexOf(START);
  const to = doc.indexOf(END);
  if (from < 0 || to < from) throw new Error(`docs/performance.md has no ${START} … ${END} part`);
  return doc.slice(0, from) + generated + doc.slice(to + END.length);
}
