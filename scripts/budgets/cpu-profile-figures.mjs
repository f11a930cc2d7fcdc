// What `npm run bench:profile` makes of a Chromium CPU profile (the DevTools protocol's
// `Profiler.Profile`): where the main thread's time went, by the sources the site is written
// in. Apart from the browser, so that a profile's reading can be checked on a profile alone.

/** A source map's file as the site's code names it: `src/…`, `shared-contracts/…`, `nm:react-dom/…`. */
export const sourceName = (source) =>
  source.replace(/^webpack:\/\/[^/]*\//, '').replace(/.*node_modules\//, 'nm:');

/**
 * Adds one profile to `totals` (made by `emptyTotals`): each sample's time to its own function
 * (`self`, by source and by function) and, when a frame of its stack is named `under`, to every
 * function on that stack once (`inclusive`: what that call spent, and in what).
 * `locate(callFrame)` gives a frame's `{ source, name, line }` in the original code, or null for
 * one without a source map (the label is then the frame's own name and file).
 */
export function addProfile(totals, profile, locate, under) {
  const parent = new Map();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parent.set(child, node.id);
  const labels = new Map();
  const sources = new Map();
  for (const { id, callFrame } of profile.nodes) {
    const found = locate(callFrame);
    const file = callFrame.url ? callFrame.url.split('/').pop() : '';
    const source = found
      ? sourceName(found.source)
      : callFrame.url
        ? file
        : native(callFrame.functionName);
    sources.set(id, source);
    labels.set(
      id,
      `${found?.name ?? callFrame.functionName ?? '(anonymous)'} ${source}${found ? `:${found.line}` : ''}`,
    );
  }
  addRuns(totals, scriptRuns(profile, { parent, labels, sources }));
  profile.samples.forEach((id, index) => {
    // A sample's time is the gap to the next one.
    const time = profile.timeDeltas[index + 1] ?? 0;
    add(totals.self, sources.get(id), time);
    add(totals.functions, labels.get(id), time);
    if (!under) return;
    const stack = [];
    for (let at = id; at !== undefined; at = parent.get(at)) stack.push(labels.get(at));
    if (!stack.some((label) => label.startsWith(`${under} `))) return;
    for (const label of new Set(stack)) add(totals.inclusive, label, time);
  });
  totals.runs += 1;
}

/** Samples that are not script: the thread idle, or at the browser's own work. */
const OUTSIDE_SCRIPT = new Set(['(idle)', '(program)']);

/** The site's functions printed under a long run, after the busiest. */
const WITHIN_SHOWN = 5;

/** A script run this long blocks input for what it lasts beyond (TBT's 50 ms), in µs. */
const LONG_RUN = 50_000;

/**
 * The profile's runs of script: samples in a row between idle (or the browser's own) ones, each
 * with when it started and its length in µs, and the site's function it spent most in (a
 * source not in node_modules), else its busiest. A run is a task's script part: a floor of the
 * task, which is what a page's own code can shorten. `parent`, `labels` and `sources` are
 * addProfile's, by node id.
 */
export function scriptRuns(profile, { parent, labels, sources }) {
  const outside = new Set(
    profile.nodes
      .filter(({ callFrame }) => OUTSIDE_SCRIPT.has(callFrame.functionName))
      .map(({ id }) => id),
  );
  const isSite = (node) => !/^(nm:|\()/.test(sources.get(node));
  const runs = [];
  let run = null;
  let at = 0;
  profile.samples.forEach((id, index) => {
    at += profile.timeDeltas[index] ?? 0;
    const time = profile.timeDeltas[index + 1] ?? 0;
    if (outside.has(id)) {
      run = null;
      return;
    }
    if (!run) runs.push((run = { start: at, length: 0, site: new Map(), all: new Map() }));
    run.length += time;
    const seen = new Set();
    for (let node = id; node !== undefined; node = parent.get(node)) {
      const label = labels.get(node);
      if (seen.has(label)) continue;
      seen.add(label);
      add(run.all, label, time);
      if (isSite(node)) add(run.site, label, time);
    }
  });
  const largest = (map) => [...map].sort((a, b) => b[1] - a[1]);
  return runs.map(({ start, length, site, all }) => ({
    start,
    length,
    busiest: largest(site)[0]?.[0] ?? largest(all)[0]?.[0] ?? '',
    // What the run spent in the site's functions (each including its callees): the run's story.
    within: largest(site).slice(1, WITHIN_SHOWN + 1),
  }));
}

/** Adds a profile's long script runs, and the time they block beyond 50 ms, to `totals`. */
function addRuns(totals, runs) {
  for (const run of runs.filter(({ length }) => length > LONG_RUN)) {
    totals.blocking += run.length - LONG_RUN;
    totals.longRuns.push({ ...run, profile: totals.runs + 1 });
  }
}

/** V8's own entries are named in brackets already: `(idle)`, `(garbage collector)`. */
const native = (name) => (name.startsWith('(') ? name : `(${name || 'native'})`);

function add(map, key, time) {
  map.set(key, (map.get(key) ?? 0) + time);
}

export const emptyTotals = () => ({
  runs: 0,
  self: new Map(),
  functions: new Map(),
  inclusive: new Map(),
  /** Time the long script runs block beyond 50 ms, summed over the profiles (µs). */
  blocking: 0,
  longRuns: [],
});

/** The `count` largest of a total, in ms a run (microseconds in the profile), largest first. */
export function topRows(map, runs, count) {
  return [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([label, time]) => [(time / 1000 / runs).toFixed(1), label]);
}

/**
 * Prints the totals of `runs` profiles of `channel` `route` at `slowdown` × CPU: self time by
 * source and by function, and everything under the function `under`.
 */
export function printTotals(totals, { channel, route, slowdown, under }) {
  const print = (title, rows) => {
    console.log(`\n${title}`);
    for (const [ms, label] of rows) console.log(`${ms.padStart(8)} ms  ${label}`);
  };
  console.log(`${channel} ${route}: ${totals.runs} runs at ${slowdown}× CPU, ms a run`);
  print('self time by source', topRows(totals.self, totals.runs, 25));
  print('self time by function', topRows(totals.functions, totals.runs, 25));
  print(`under ${under}`, topRows(totals.inclusive, totals.runs, 40));
  const ms = (us) => (us / 1000).toFixed(0);
  console.log(
    `\nscript runs over 50 ms: ${(totals.blocking / 1000 / totals.runs).toFixed(1)} ms a run blocked beyond 50 ms`,
  );
  for (const { profile, start, length, busiest, within } of totals.longRuns) {
    console.log(
      `  run ${profile} at ${ms(start).padStart(5)} ms: ${ms(length).padStart(4)} ms  ${busiest}`,
    );
    for (const [label, time] of within) console.log(`${ms(time).padStart(26)} ms    ${label}`);
  }
}
